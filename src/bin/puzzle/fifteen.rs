//! `puzzle fifteen [--goal BOARD] [--stats] [--strong FILE] [--threads N] [FILE]`: optimal solutions of
//! 4x4 sliding boards, with the search's figures on standard error when asked.

use std::io::{self, BufWriter};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use puzzle_core::error::escaped;
use puzzle_core::judge::fifteen::{self, CaseReport};
use puzzle_core::judge::Format;
use puzzle_core::puzzles::sliding::databases16::{Databases, Set};
use puzzle_core::puzzles::sliding::fifteen::{Board4, FifteenSolver};

use crate::io::{finish, input_of, note, Input, Outcome, USAGE};
use crate::kept;
use crate::tally::Tally;
use crate::threads::ThreadsArg;

/// The arguments of `puzzle fifteen`.
#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    input: Input,
    /// The goal, 16 tokens (1 2 ... 15 x unless given)
    #[arg(long, value_name = "BOARD")]
    goal: Option<String>,
    /// Print each case's length, boards generated and time on standard error
    #[arg(long)]
    stats: bool,
    /// The strong databases, read from FILE (built and written there when absent)
    #[arg(long, value_name = "FILE")]
    strong: Option<PathBuf>,
    #[command(flatten)]
    threads: ThreadsArg,
}

/// Solves the boards of the input.
pub fn run(args: Args) -> Outcome {
    let format = Format::Fifteen;
    let goal = match args.goal.as_deref().map(Board4::parse_text) {
        None => Board4::goal(),
        Some(Ok(board)) => board,
        Some(Err(e)) => return Err(format!("--goal: {e}")),
    };
    let threads = args.threads.get()?;
    let input = match input_of(format.name(), &args.input) {
        Ok(input) => input,
        Err(code) => return Ok(code),
    };
    let stats = args.stats;
    let solver = FifteenSolver::new().with_threads(threads);
    if let Some(path) = args.strong.as_deref() {
        let started = Instant::now();
        match strong(&solver, path) {
            Ok((how, size)) if stats => note(format_args!(
                "strong databases: {how} in {:.2} s, {:.1} MB",
                started.elapsed().as_secs_f64(),
                size as f64 / 1e6
            )),
            Ok(_) => {}
            Err(message) => {
                let path = escaped(&path.to_string_lossy());
                note(format_args!("puzzle fifteen: --strong {path}: {message}"));
                return Ok(ExitCode::from(USAGE));
            }
        }
    }
    if stats && !solver.strong_serves(&goal) {
        let started = Instant::now();
        let databases = solver.build_databases(&goal, |_| ());
        note(format_args!(
            "databases: {:.2} s, {:.1} MB",
            started.elapsed().as_secs_f64(),
            databases.size() as f64 / 1e6
        ));
    }
    let mut out = BufWriter::new(io::stdout().lock());
    let mut tally = Tally::new();
    let report = |r: CaseReport| {
        if stats {
            let seconds = tally.case(r.case, r.nodes);
            let length = r.length.map_or("unsolvable".to_owned(), |l| l.to_string());
            note(format_args!(
                "case {}: length {length}, {} nodes, {seconds:.3} s",
                r.case, r.nodes
            ));
        }
    };
    let result = fifteen::run_with(&input, &solver, &goal, &mut out, report);
    if stats {
        let (cases, nodes, seconds) = (tally.cases, tally.nodes, tally.seconds());
        note(format_args!(
            "total: {cases} cases, {nodes} nodes, {seconds:.2} s, {:.1} M nodes/s",
            nodes as f64 / seconds.max(1e-9) / 1e6
        ));
    }
    Ok(finish(format.name(), result, out))
}

/// Gives `solver` the strong databases of the file at `path`, or builds them and writes
/// them there when there is no such file (see [`kept::read_or_build`]).
fn strong(solver: &FifteenSolver, path: &Path) -> Result<(&'static str, usize), String> {
    let load = |bytes: Vec<u8>| {
        solver.load_databases(bytes).map_err(|e| e.to_string())?;
        if solver.has_strong() {
            Ok(())
        } else {
            Err("not the strong databases".to_owned())
        }
    };
    let build = || solver.build_strong(|_| ()).to_bytes();
    kept::read_or_build(
        path,
        Databases::byte_len(Set::Strong),
        "strong databases",
        load,
        build,
    )
}
