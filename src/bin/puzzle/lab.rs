//! `puzzle lab --size WxH --algorithm NAME [--heuristic NAME] [--limit N] [--depth D]
//! [--goal BOARD] [FILE]`: the searches AI courses teach, run on each board, with what
//! they counted on standard error.

use std::io::{self, BufWriter};
use std::ops::ControlFlow;
use std::time::Instant;

use puzzle_core::judge::lab::{self, CaseReport};
use puzzle_core::puzzles::lab::{
    check, Algorithm, Counts, Heuristic, LabError, Outcome, Request, Run, DEFAULT_DEPTH,
    DEFAULT_LIMIT,
};
use puzzle_core::puzzles::sliding::{Board, SlideSolver};

use crate::boards::SizeArgs;
use crate::io::{finish, input_of, note, Input, Outcome as Exit};

/// The subcommand's name.
pub const NAME: &str = "lab";

/// What `lab` does, in one line.
pub const SUMMARY: &str =
    "Lab: the searches AI courses teach (bfs, A*, IDA*...) on boards of up to 16 cells, counted";

/// How `lab` is called.
pub const USAGE: &str = "puzzle lab --size WxH --algorithm NAME [--heuristic NAME] [--limit N] [--depth D] [--goal BOARD] [FILE]";

/// The arguments of `puzzle lab`.
#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    input: Input,
    #[command(flatten)]
    boards: SizeArgs,
    /// The search: bfs, dfs, iddfs, greedy, astar, idastar or bidirectional
    #[arg(long, value_name = "NAME")]
    algorithm: Algorithm,
    /// The heuristic of greedy, astar and idastar: misplaced, manhattan or linear-conflict
    #[arg(long, value_name = "NAME", default_value_t = Heuristic::Manhattan)]
    heuristic: Heuristic,
    /// The boards a search may generate before it stops without a solution
    #[arg(long, value_name = "N", default_value_t = DEFAULT_LIMIT)]
    limit: u64,
    /// How deep dfs goes
    #[arg(long, value_name = "D", default_value_t = DEFAULT_DEPTH)]
    depth: u32,
}

/// Runs the search on the boards of the input.
pub fn run(args: Args) -> Exit {
    let shape = args.boards.size;
    let request = Request {
        algorithm: args.algorithm,
        heuristic: args.heuristic,
        limit: args.limit,
        depth: args.depth,
    };
    check(&request, shape).map_err(|e| match e {
        LabError::TooLarge(_) => format!("--size {shape}: {e}"),
        _ => e.to_string(),
    })?;
    let goal = args.boards.goal()?;
    let input = match input_of(NAME, &args.input) {
        Ok(input) => input,
        Err(code) => return Ok(code),
    };
    let solver = SlideSolver::new(shape);
    let started = Instant::now();
    let mut last = started;
    let mut cases = 0;
    let report = |r: CaseReport<'_>| {
        let seconds = last.elapsed().as_secs_f64();
        cases = r.case;
        let what = match &r.run {
            Ok(run) => describe(run, &request, &|| shortest(&solver, r.board, &goal)),
            Err(e) => format!("unsolvable: {e}"),
        };
        note(format_args!("case {}: {what}, {seconds:.3} s", r.case));
        last = Instant::now();
    };
    let mut out = BufWriter::new(io::stdout().lock());
    let result = lab::run_with(&input, &goal, &request, &mut out, report);
    note(format_args!(
        "total: {cases} cases, {:.2} s",
        started.elapsed().as_secs_f64()
    ));
    Ok(finish(NAME, result, out))
}

/// The length of a shortest solution from `board` to `goal`, by the optimal solver.
fn shortest(solver: &SlideSolver, board: &Board, goal: &Board) -> usize {
    solver
        .solve(board, goal, |_| ControlFlow::Continue(()))
        .map_or(0, |best| best.moves.len())
}

/// What a run found and counted, in the words of the help.
fn describe(run: &Run, request: &Request, shortest: &dyn Fn() -> usize) -> String {
    let found = match &run.outcome {
        Outcome::Solved(moves) => {
            let least = shortest();
            if moves.len() == least {
                format!("length {}, optimal", moves.len())
            } else {
                format!("length {}, not optimal, shortest {least}", moves.len())
            }
        }
        Outcome::Limit => "none, limit reached".to_owned(),
        Outcome::Exhausted => format!("none within depth {}", request.depth),
    };
    let Counts {
        expanded,
        generated,
        peak_open,
        peak_closed,
    } = run.counts;
    format!(
        "{found}, {expanded} expanded, {generated} generated, {peak_open} open, {peak_closed} closed"
    )
}
