//! Random judge inputs, fixed by a seed: for benchmarks and for trying the command line.

use std::io::{self, Write};

use thiserror::Error;

use super::{dao, eight2, sdao, Format};
use crate::puzzles::dao::{random_position, to_text};
use crate::puzzles::nine::NineBoard;
use crate::puzzles::sdao::Position;
use crate::puzzles::sliding::eight::Board3;
use crate::puzzles::sliding::SquareBoard;
use crate::random::Rng;

/// Why a random judge input cannot be made: the format does not allow that many cases,
/// or the output cannot be written.
#[derive(Debug, Error)]
pub enum RandomInputError {
    /// The format states one case only.
    #[error("{format} takes exactly 1 case")]
    ExactlyOne {
        /// The format's name.
        format: &'static str,
    },
    /// More cases than the format takes.
    #[error("{format} takes at most {most} cases")]
    TooMany {
        /// The format's name.
        format: &'static str,
        /// The most it takes.
        most: u64,
    },
    /// Writing the output failed.
    #[error("cannot write the output: {0}")]
    Output(#[from] io::Error),
}

impl Format {
    /// A well-formed judge input of `cases` random cases fixed by `seed` (see
    /// [`Format::write_random_input`]).
    pub fn random_input(self, cases: u64, seed: u64) -> Result<String, RandomInputError> {
        let mut input = Vec::new();
        self.write_random_input(cases, seed, &mut input)?;
        Ok(String::from_utf8(input).expect("a judge input is text"))
    }

    /// Writes a well-formed judge input of `cases` random cases fixed by `seed`, each of
    /// which can be solved (the goal of Eight II and S-Dao cases is random too; Dao's are
    /// positions where the game goes on), case by case: nothing but the case at hand is
    /// held. Errs before writing anything when the
    /// format does not allow that many cases.
    pub fn write_random_input(
        self,
        cases: u64,
        seed: u64,
        out: &mut impl Write,
    ) -> Result<(), RandomInputError> {
        let most = match self {
            Format::Eight2 => eight2::MAX_CASES as u64,
            Format::Sdao => sdao::MAX_CASES as u64,
            Format::Dao => dao::MAX_CASES as u64,
            Format::Nine => 1,
            Format::Eight | Format::Fifteen => u64::MAX,
        };
        let format = self.name();
        if self == Format::Nine && cases != 1 {
            return Err(RandomInputError::ExactlyOne { format });
        }
        if cases > most {
            return Err(RandomInputError::TooMany { format, most });
        }
        let mut rng = Rng::new(seed);
        if matches!(self, Format::Eight2 | Format::Sdao | Format::Dao) {
            writeln!(out, "{cases}")?;
        }
        for _ in 0..cases {
            match self {
                Format::Eight => writeln!(out, "{}", sliding_board::<3, 9>(&mut rng))?,
                Format::Eight2 => {
                    let mut cells = *Board3::goal().cells();
                    rng.shuffle(&mut cells);
                    let goal = Board3::from_cells(cells).expect("a shuffle is a board");
                    let start = Board3::random_reaching(&goal, &mut rng);
                    writeln!(out, "{}\n{}", start.to_compact(), goal.to_compact())?;
                }
                Format::Nine => writeln!(out, "{}", NineBoard::GOAL.shuffled(&mut rng).to_rows())?,
                Format::Sdao => {
                    let goal = Position::random(&mut rng);
                    let start = Position::random(&mut rng);
                    writeln!(out, "{}\n{}", start.to_rows(), goal.to_rows())?;
                }
                Format::Fifteen => writeln!(out, "{}", sliding_board::<4, 16>(&mut rng))?,
                Format::Dao => writeln!(out, "{}", to_text(&random_position(&mut rng)))?,
            }
        }
        Ok(())
    }
}

/// A random board that reaches the sliding puzzle's goal, as one spaced line.
fn sliding_board<const W: usize, const N: usize>(rng: &mut Rng) -> String {
    SquareBoard::<W, N>::random_reaching(&SquareBoard::goal(), rng).to_spaced()
}
