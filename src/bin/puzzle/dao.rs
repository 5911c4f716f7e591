//! `puzzle dao [--moves] [--stats] [FILE]`: the values of Dao positions from the
//! tablebase, or the tablebase's counts.

use std::io::{self, BufWriter};
use std::process::ExitCode;
use std::time::Instant;

use puzzle_core::judge::{dao, Format, JudgeError};
use puzzle_core::puzzles::dao::DaoSolver;

use crate::io::{finish, input_of, note, Input};

/// The arguments of `puzzle dao`.
#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    input: Input,
    /// After each value line, every legal move with the value it leads to
    #[arg(long)]
    moves: bool,
    /// Print the tablebase's counts instead of reading input
    #[arg(long, conflicts_with_all = ["moves", "file"])]
    stats: bool,
}

/// Values the positions of the input, or prints the tablebase's counts.
pub fn run(args: Args) -> ExitCode {
    let format = Format::Dao;
    let solver = DaoSolver::new();
    if args.stats {
        let started = Instant::now();
        let tablebase = solver.build(|_| ());
        note(format_args!(
            "tablebase: {:.3} s, {:.1} MB",
            started.elapsed().as_secs_f64(),
            tablebase.positions() as f64 / 1e6
        ));
        let mut out = BufWriter::new(io::stdout().lock());
        let written = dao::write_stats(&tablebase.stats(), &mut out);
        return finish(format.name(), written.map_err(JudgeError::Output), out);
    }
    let input = match input_of(format.name(), &args.input) {
        Ok(input) => input,
        Err(code) => return code,
    };
    let mut out = BufWriter::new(io::stdout().lock());
    let result = dao::run_with(&input, &solver, args.moves, &mut out);
    finish(format.name(), result, out)
}
