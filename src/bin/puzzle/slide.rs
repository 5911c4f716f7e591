//! `puzzle slide --size WxH [--goal BOARD] [--seconds S] [--stats] [FILE]`: sliding
//! boards of any size, each solved within its time (optimal where that is proven).

use std::io::{self, BufWriter};
use std::ops::ControlFlow;
use std::time::{Duration, Instant};

use puzzle_core::judge::slide::{self, CaseReport};
use puzzle_core::puzzles::slide::{Board, SlideSolver, Standing};
use puzzle_core::puzzles::Shape;

use crate::io::{finish, input_of, note, Input, Outcome};
use crate::tally::Tally;

/// The subcommand's name.
pub const NAME: &str = "slide";

/// What `slide` solves, in one line.
pub const SUMMARY: &str =
    "Slide: sliding boards of any size, 2x2 to 10x10, optimal where proven in time";

/// How `slide` is called.
pub const USAGE: &str = "puzzle slide --size WxH [--goal BOARD] [--seconds S] [--stats] [FILE]";

/// The time a board of more than 16 cells gets without `--seconds`.
const DEFAULT_SECONDS: f64 = 1.0;

/// The arguments of `puzzle slide`.
#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    input: Input,
    /// The boards' size, columns x rows (2x2 to 10x10)
    #[arg(long, value_name = "WxH")]
    size: Shape,
    /// The goal, W*H tokens (1 2 ... x unless given)
    #[arg(long, value_name = "BOARD")]
    goal: Option<String>,
    /// The time each board gets, in seconds
    #[arg(long, value_name = "S", value_parser = seconds)]
    seconds: Option<f64>,
    /// Print each case's length, lower bound, time and boards generated on standard error
    #[arg(long)]
    stats: bool,
}

/// A time in seconds: a positive number (at most a year).
fn seconds(text: &str) -> Result<f64, String> {
    text.parse::<f64>()
        .ok()
        .filter(|s| s.is_finite() && *s > 0.0 && *s <= 3.2e7)
        .ok_or_else(|| "expected a number of seconds above 0".to_owned())
}

/// Solves the boards of the input.
pub fn run(args: Args) -> Outcome {
    let shape = args.size;
    let goal = match args
        .goal
        .as_deref()
        .map(|text| Board::parse_text(shape, text))
    {
        None => Board::goal(shape),
        Some(Ok(board)) => board,
        Some(Err(e)) => return Err(format!("--goal: {e}")),
    };
    let input = match input_of(NAME, &args.input) {
        Ok(input) => input,
        Err(code) => return Ok(code),
    };
    let seconds = args
        .seconds
        .or((shape.cells() > 16).then_some(DEFAULT_SECONDS));
    let allowed = seconds.map(Duration::from_secs_f64);
    let solver = SlideSolver::new(shape);
    let stats = args.stats;
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
