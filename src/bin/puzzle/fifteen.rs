//! `puzzle fifteen [--goal BOARD] [--stats] [--strong FILE] [FILE]`: optimal solutions of
//! 4x4 sliding boards, with the search's figures on standard error when asked.

use std::io::{self, BufWriter};
use std::process::ExitCode;
use std::time::Instant;

use puzzle_core::judge::fifteen::{self, CaseReport};
use puzzle_core::judge::Format;
use puzzle_core::puzzles::fifteen::{Board4, FifteenSolver};

use crate::io::{finish, input_of, note, Input, Outcome, USAGE};

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
    strong: Option<String>,
}

/// Solves the boards of the input.
pub fn run(args: Args) -> Outcome {
    let format = Format::Fifteen;
    let goal = match args.goal.as_deref().map(Board4::parse_text) {
        None => Board4::goal(),
        Some(Ok(board)) => board,
        Some(Err(e)) => return Err(format!("--goal: {e}")),
    };
    let input = match input_of(format, &args.input) {
        Ok(input) => input,
        Err(code) => return Ok(code),
    };
    let stats = args.stats;
    let solver = FifteenSolver::new();
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
    let started = Instant::now();
    let mut last = started;
    let (mut nodes, mut cases) = (0u64, 0usize);
    let report = |r: CaseReport| {
        if stats {
            let now = Instant::now();
            let seconds = (now - last).as_secs_f64();
            last = now;
            nodes += r.nodes;
            cases = r.case;
            let length = r.length.map_or("unsolvable".to_owned(), |l| l.to_string());
            note(format_args!(
                "case {}: length {length}, {} nodes, {seconds:.3} s",
                r.case, r.nodes
            ));
        }
    };
    let result = fifteen::run_with(&input, &solver, &goal, &mut out, report);
    if stats {
        let seconds = started.elapsed().as_secs_f64();
        note(format_args!(
            "total: {cases} cases, {nodes} nodes, {seconds:.2} s, {:.1} M nodes/s",
            nodes as f64 / seconds.max(1e-9) / 1e6
        ));
    }
    Ok(finish(format, result, out))
}

/// Gives `solver` the strong databases of the file at `path`, or builds them and writes
/// them there when there is no such file; says which and their size, or why neither.
fn strong(solver: &FifteenSolver, path: &str) -> Result<(&'static str, usize), String> {
    match std::fs::read(path) {
        Ok(bytes) => {
            solver.load_databases(&bytes).map_err(|e| e.to_string())?;
            if solver.has_strong() {
                Ok(("read", bytes.len()))
            } else {
                Err("not the strong databases".to_owned())
            }
        }
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            let bytes = solver.build_strong(|_| ()).to_bytes();
            if let Err(e) = std::fs::write(path, &bytes) {
                note(format_args!(
                    "puzzle fifteen: --strong {path}: cannot write it: {e}"
                ));
            }
            Ok(("built", bytes.len()))
        }
        Err(e) => Err(format!("cannot read it: {e}")),
    }
}
