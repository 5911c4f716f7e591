//! Random judge inputs, fixed by a seed: for benchmarks and for trying the command line.

use thiserror::Error;

use super::{dao, eight2, sdao, Format};
use crate::puzzles::dao::{random_position, to_text};
use crate::puzzles::eight::Board3;
use crate::puzzles::nine::NineBoard;
use crate::puzzles::sdao::Position;
use crate::puzzles::sliding::Board;
use crate::random::Rng;

/// Why a random judge input cannot be made: the format does not allow that many cases.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum RandomInputError {
    #[error("{format} takes exactly 1 case")]
    ExactlyOne { format: &'static str },
    #[error("{format} takes at most {most} cases")]
    TooMany { format: &'static str, most: usize },
}

impl Format {
    /// A well-formed judge input of `cases` random cases fixed by `seed`, each of which
    /// can be solved (the goal of Eight II and S-Dao cases is random too; Dao's are
    /// positions where the game goes on). Errs when the format does not allow that many
    /// cases.
    pub fn random_input(self, cases: usize, seed: u64) -> Result<String, RandomInputError> {
        let most = match self {
            Format::Eight2 => eight2::MAX_CASES,
            Format::Sdao => sdao::MAX_CASES,
            Format::Dao => dao::MAX_CASES,
            Format::Nine => 1,
            Format::Eight | Format::Fifteen => usize::MAX,
        };
        let format = self.name();
        if self == Format::Nine && cases != 1 {
            return Err(RandomInputError::ExactlyOne { format });
        }
        if cases > most {
            return Err(RandomInputError::TooMany { format, most });
        }
        let mut rng = Rng::new(seed);
        let mut input = String::new();
        match self {
            Format::Eight => input = sliding_boards::<3, 9>(cases, &mut rng),
            Format::Eight2 => {
                input += &format!("{cases}\n");
                for _ in 0..cases {
                    let mut cells = *Board3::goal().cells();
                    rng.shuffle(&mut cells);
                    let goal = Board3::from_cells(cells).expect("a shuffle is a board");
                    let start = Board3::random_reaching(&goal, &mut rng);
                    input += &format!("{}\n{}\n", start.to_compact(), goal.to_compact());
                }
            }
            Format::Nine => {
                for _ in 0..cases {
                    input += &format!("{}\n", NineBoard::GOAL.shuffled(&mut rng).to_rows());
                }
            }
            Format::Sdao => {
                input += &format!("{cases}\n");
                for _ in 0..cases {
                    let goal = Position::random(&mut rng);
                    let start = Position::random(&mut rng);
                    input += &format!("{}\n{}\n", start.to_rows(), goal.to_rows());
                }
            }
            Format::Fifteen => input = sliding_boards::<4, 16>(cases, &mut rng),
            Format::Dao => {
                input += &format!("{cases}\n");
                for _ in 0..cases {
                    input += &format!("{}\n", to_text(&random_position(&mut rng)));
                }
            }
        }
        Ok(input)
    }
}

/// `cases` random boards that reach the sliding puzzle's goal, one spaced line each.
fn sliding_boards<const W: usize, const N: usize>(cases: usize, rng: &mut Rng) -> String {
    (0..cases)
        .map(|_| Board::<W, N>::random_reaching(&Board::goal(), rng).to_spaced() + "\n")
        .collect()
}
