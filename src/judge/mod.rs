//! The judge formats (docs/formats.md): each reads a whole input and writes exactly the
//! judge output, case by case, stopping at the first malformed case.

mod cases;
/// Dao: the value of positions, and of every move, from the tablebase.
pub mod dao;
/// Eight: 3x3 boards of 9 tokens to the standard goal.
pub mod eight;
/// Eight II: pairs of 9-character boards, any start to any goal.
pub mod eight2;
/// Fifteen: 4x4 boards of 16 tokens to the standard goal or any `--goal`.
pub mod fifteen;
/// Lab: the searches AI courses teach, on sliding boards of up to 16 cells.
pub mod lab;
/// The nine-number game: one board of the digits 0-8.
pub mod nine;
mod random;
/// S-Dao: pairs of 4x4 stone boards.
pub mod sdao;
/// Slide: sliding boards of any size, one per line, each within a limit.
pub mod slide;

pub use cases::output;
pub(crate) use cases::{write_answer, written};
pub use random::RandomInputError;

use std::io::{self, Write};

use thiserror::Error;

use crate::error::ParseError;
use crate::puzzles::dao::DaoSolver;
use crate::puzzles::nine::NineSolver;
use crate::puzzles::sdao::SdaoSolver;
use crate::puzzles::sliding::eight::EightSolver;
use crate::puzzles::sliding::fifteen::{Board4, FifteenSolver};

/// A judge format, one per `puzzle` subcommand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// Eight: boards of 9 tokens to the standard goal.
    Eight,
    /// Eight II: T pairs of 9-character boards.
    Eight2,
    /// Nine-number game: one board of the digits 0-8 to `0 1 2 / 3 4 5 / 6 7 8`.
    Nine,
    /// S-Dao: w pairs of 4x4 boards of 4 white and 4 black stones.
    Sdao,
    /// Fifteen: 4x4 boards of 16 tokens, one per line, to `1 2 ... 15 x` (or `--goal`).
    Fifteen,
    /// Dao: n positions (4x4 board and side to move), each valued from the tablebase.
    Dao,
}

impl Format {
    /// Every format, in the order the help lists them.
    pub const ALL: [Format; 6] = [
        Format::Eight,
        Format::Eight2,
        Format::Nine,
        Format::Sdao,
        Format::Fifteen,
        Format::Dao,
    ];

    /// The subcommand name.
    pub fn name(self) -> &'static str {
        match self {
            Format::Eight => "eight",
            Format::Eight2 => "eight2",
            Format::Nine => "nine",
            Format::Sdao => "sdao",
            Format::Fifteen => "fifteen",
            Format::Dao => "dao",
        }
    }

    /// The format named by a subcommand.
    pub fn from_name(name: &str) -> Option<Format> {
        Format::ALL.into_iter().find(|f| f.name() == name)
    }

    /// One line saying what the format solves.
    pub fn summary(self) -> &'static str {
        match self {
            Format::Eight => "Eight: 3x3 sliding boards to the goal 1 2 3 4 5 6 7 8 x",
            Format::Eight2 => "Eight II: 3x3 sliding boards from any start to any goal",
            Format::Nine => {
                "Nine-number game: the digits 0-8 to 0 1 2 3 4 5 6 7 8 by two operations"
            }
            Format::Sdao => "S-Dao: fewest slides of 4 white and 4 black stones to a final board",
            Format::Fifteen => "Fifteen: 4x4 sliding boards to 1 2 ... 15 x or any --goal",
            Format::Dao => {
                "Dao: the value of two-player positions with perfect play, by a tablebase"
            }
        }
    }

    /// The input and output format, as the help shows it.
    pub fn help(self) -> &'static str {
        match self {
            Format::Eight => eight::HELP,
            Format::Eight2 => eight2::HELP,
            Format::Nine => nine::HELP,
            Format::Sdao => sdao::HELP,
            Format::Fifteen => fifteen::HELP,
            Format::Dao => dao::HELP,
        }
    }

    /// Reads `input` whole and writes the judge output of every case to `out`, stopping
    /// at the first malformed case (the answers before it are written).
    pub fn run(self, input: &str, out: &mut impl Write) -> Result<(), JudgeError> {
        self.run_with(input, &Solvers::default(), out)
    }

    /// [`Format::run`] with `solvers`, whose tables outlive the run.
    pub fn run_with(
        self,
        input: &str,
        solvers: &Solvers,
        out: &mut impl Write,
    ) -> Result<(), JudgeError> {
        match self {
            Format::Eight => eight::run(input, &solvers.eight, out),
            Format::Eight2 => eight2::run(input, &solvers.eight, out),
            Format::Nine => nine::run(input, &solvers.nine, out),
            Format::Sdao => sdao::run(input, &solvers.sdao, out),
            Format::Fifteen => {
                let fifteen = &solvers.fifteen;
                fifteen::run_with(input, fifteen, &Board4::goal(), out, |_| ())
            }
            Format::Dao => dao::run_with(input, &solvers.dao, false, out),
        }
    }
}

/// The solvers of the formats, each building its tables on first use: a caller that
/// runs many inputs (a fuzzer, a benchmark) builds them once.
#[derive(Default)]
pub struct Solvers {
    /// Eight and Eight II.
    pub eight: EightSolver,
    /// The nine-number game.
    pub nine: NineSolver,
    /// S-Dao.
    pub sdao: SdaoSolver,
    /// Fifteen.
    pub fifteen: FifteenSolver,
    /// Dao.
    pub dao: DaoSolver,
}

/// Why a judge run stopped early.
#[derive(Debug, Error)]
pub enum JudgeError {
    /// The input is malformed at the given place.
    #[error(transparent)]
    Input(#[from] ParseError),
    /// Writing the output failed.
    #[error("cannot write the output: {0}")]
    Output(#[from] io::Error),
    /// What the caller asked for cannot be run (a lab search on too large a board).
    #[error("{0}")]
    Refused(String),
    /// A search ran out of the boards it was allowed (only where a budget was given).
    #[error("case {case}: the search stopped after {nodes} boards without an answer")]
    Stopped {
        /// The case.
        case: usize,
        /// The boards the search generated.
        nodes: u64,
    },
}
