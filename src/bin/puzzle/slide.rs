//! `puzzle slide --size WxH [--goal BOARD] [--seconds S] [--stats] [--databases FILE]
//! [--count] [--metric stm|mtm] [FILE]`: sliding boards of any size, each solved within
//! its time (optimal where that is proven), or their shortest solutions counted, in the
//! single- or multi-tile metric.

use std::io::{self, BufWriter};
use std::ops::ControlFlow;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use puzzle_core::error::escaped;
use puzzle_core::judge::slide::{self, CaseReport};
use puzzle_core::puzzles::sliding::{
    Metric, PatternSets, Patterns, SlideSolver, Standing, TABLE_CELLS,
};

use crate::boards::SizeArgs;
use crate::io::{finish, input_of, note, Input, Outcome, USAGE as USAGE_ERROR};
use crate::kept;
use crate::tally::Tally;
use crate::threads::ThreadsArg;

/// The subcommand's name.
pub const NAME: &str = "slide";

/// What `slide` solves, in one line.
pub const SUMMARY: &str =
    "Slide: sliding boards of any size, 2x2 to 10x10, optimal where proven in time";

/// How `slide` is called.
pub const USAGE: &str =
    "puzzle slide --size WxH [--goal BOARD] [--seconds S] [--stats] [--databases FILE] [--threads N] [--count] [--metric stm|mtm] [FILE]";

/// Boards of at most this many cells (and more than 16) build the pattern databases that
/// raise the bound at the start of every run (in a few seconds: docs/performance.md);
/// larger ones only with `--databases`, which keeps them in a file.
const BUILT_CELLS: usize = 20;

/// The time a board of more than 16 cells gets without `--seconds`.
const DEFAULT_SECONDS: f64 = 1.0;

/// The arguments of `puzzle slide`.
#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    input: Input,
    #[command(flatten)]
    boards: SizeArgs,
    /// The time each board gets, in seconds
    #[arg(long, value_name = "S", value_parser = seconds)]
    seconds: Option<f64>,
    /// Print each case's length, lower bound, time and boards generated on standard error
    #[arg(long)]
    stats: bool,
    /// The pattern databases of boards of 17 to 36 cells, read from FILE (built and
    /// written there when absent)
    #[arg(long, value_name = "FILE")]
    databases: Option<PathBuf>,
    #[command(flatten)]
    threads: ThreadsArg,
    /// Print per board the length of a shortest solution and how many there are (boards
    /// of at most 10 cells)
    #[arg(long, conflicts_with_all = ["seconds", "stats", "databases"])]
    count: bool,
    /// How moves are counted: stm (a move slides one tile, the default) or mtm (one or
    /// more tiles of a line; boards of at most 10 cells)
    #[arg(long, value_name = "METRIC", default_value = "stm", value_parser = metric)]
    metric: Metric,
}

/// A metric's name: stm or mtm.
fn metric(text: &str) -> Result<Metric, String> {
    text.parse()
}

/// The longest time a board may be given, in seconds: about a year (370 days), far past
/// any search anyone waits for, and well within what a clock's `Duration` holds.
const MOST_SECONDS: f64 = 3.2e7;

/// A time in seconds: a positive number, at most [`MOST_SECONDS`].
fn seconds(text: &str) -> Result<f64, String> {
    text.parse::<f64>()
        .ok()
        .filter(|s| s.is_finite() && *s > 0.0 && *s <= MOST_SECONDS)
        .ok_or_else(|| {
            "expected a number of seconds above 0 and at most 32000000 (about a year)".to_owned()
        })
}

/// Solves the boards of the input.
pub fn run(args: Args) -> Outcome {
    let shape = args.boards.size;
    let goal = args.boards.goal()?;
    let threads = args.threads.get()?;
    let input = match input_of(NAME, &args.input) {
        Ok(input) => input,
        Err(code) => return Ok(code),
    };
    let seconds = args
        .seconds
        .or((shape.cells() > 16).then_some(DEFAULT_SECONDS));
    let allowed = seconds.map(Duration::from_secs_f64);
    let solver = SlideSolver::new(shape).with_threads(threads);
    let multi = args.metric == Metric::Multi;
    if args.count || multi {
        let option = if multi { "--metric mtm" } else { "--count" };
        let fifteen = solver.fifteen().filter(|_| !multi);
        if solver.tables().is_none() && fifteen.is_none() {
            let also = if multi { "" } else { ", or 4x4 ones" };
            note(format_args!(
                "puzzle slide: {option} takes boards of at most {TABLE_CELLS} cells (their distances fit one table){also}, not {}",
                shape.cells()
            ));
            return Ok(ExitCode::from(USAGE_ERROR));
        }
        let other = [
            ("--seconds", args.seconds.is_some()),
            ("--stats", args.stats),
            ("--databases", args.databases.is_some()),
        ];
        if let Some((name, _)) = other.iter().find(|(_, given)| *given) {
            note(format_args!("puzzle: {option} cannot be used with {name}"));
            return Ok(ExitCode::from(USAGE_ERROR));
        }
        let mut out = BufWriter::new(io::stdout().lock());
        let result = match fifteen {
            Some(fifteen) => slide::counted_with(&input, fifteen, &goal, &mut out),
            None => slide::tabled_with(&input, shape, &goal, args.metric, args.count, &mut out),
        };
        return Ok(finish(NAME, result, out));
    }
    let stats = args.stats;
    if let (Some(path), None) = (&args.databases, solver.pattern_sets()) {
        let path = escaped(&path.to_string_lossy());
        note(format_args!(
            "puzzle slide: --databases {path}: boards of {shape} have none (17 to 36 cells do)"
        ));
        return Ok(ExitCode::from(USAGE_ERROR));
    }
    // boards of 17 to 36 cells: the databases that raise the bound, before any board's
    // time starts
    if let Some(sets) = solver.pattern_sets() {
        let started = Instant::now();
        let how = match args.databases.as_deref() {
            Some(path) => match databases(sets, goal.blank(), path) {
                Ok(how) => Some(how),
                Err(message) => {
                    let path = escaped(&path.to_string_lossy());
                    note(format_args!("puzzle slide: --databases {path}: {message}"));
                    return Ok(ExitCode::from(USAGE_ERROR));
                }
            },
            None if shape.cells() <= BUILT_CELLS => {
                sets.build(goal.blank(), &mut |_| ());
                Some("built")
            }
            None => None,
        };
        if let (Some(how), true) = (how, stats) {
            let size = sets.get(goal.blank()).map_or(0, Patterns::size);
            note(format_args!(
                "databases: {how} in {:.2} s, {:.1} MB",
                started.elapsed().as_secs_f64(),
                size as f64 / 1e6
            ));
        }
    }
    let mut tally = Tally::new();
    let (mut case_started, mut current) = (Instant::now(), 0);
    let mut limit = |case: usize, _: &Standing<'_>| {
        if case != current {
            (current, case_started) = (case, Instant::now());
        }
        match allowed {
            Some(allowed) if case_started.elapsed() >= allowed => ControlFlow::Break(()),
            _ => ControlFlow::Continue(()),
        }
    };
    let report = |r: CaseReport| {
        if stats {
            let seconds = tally.case(r.case, r.nodes);
            match r.found {
                Some((length, bound)) => {
                    let optimal = if length as u32 == bound {
                        "optimal"
                    } else {
                        "not proven"
                    };
                    note(format_args!(
                        "case {}: length {length}, lower bound {bound}, {optimal}, {seconds:.3} s, {} nodes",
                        r.case, r.nodes
                    ));
                }
                None => note(format_args!(
                    "case {}: unsolvable, {seconds:.3} s, 0 nodes",
                    r.case
                )),
            }
        }
    };
    let mut out = BufWriter::new(io::stdout().lock());
    let result = slide::run_with(&input, &solver, &goal, &mut limit, &mut out, report);
    if stats {
        let (cases, nodes, seconds) = (tally.cases, tally.nodes, tally.seconds());
        note(format_args!(
            "total: {cases} cases, {nodes} nodes, {seconds:.2} s"
        ));
    }
    Ok(finish(NAME, result, out))
}

/// Gives `sets` the pattern databases for goals with the blank at `blank` from the file
/// at `path`, or builds them and writes them there when there is no such file.
fn databases(sets: &PatternSets, blank: usize, path: &Path) -> Result<&'static str, String> {
    let expected = Patterns::family(sets.shape(), blank);
    let load = |bytes: Vec<u8>| {
        let patterns = Patterns::from_bytes(&bytes).map_err(|e| e.to_string())?;
        let found = Patterns::family(patterns.shape(), patterns.blank());
        if found != expected {
            return Err(format!("the databases {found}, not {expected}"));
        }
        sets.install(patterns);
        Ok(())
    };
    let build = || {
        sets.build(blank, &mut |_| ())
            .map(Patterns::to_bytes)
            .unwrap_or_default()
    };
    let length = Patterns::byte_len(sets.shape());
    kept::read_or_build(path, length, "pattern databases", load, build).map(|(how, _)| how)
}
