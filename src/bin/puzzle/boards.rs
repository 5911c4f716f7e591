//! `--size WxH [--goal BOARD]`: the size of the boards `slide` and `lab` read, and the goal
//! they are brought to.

use puzzle_core::puzzles::sliding::Board;
use puzzle_core::puzzles::Shape;

/// The `--size` and `--goal` options.
#[derive(clap::Args)]
pub struct SizeArgs {
    /// The boards' size, columns x rows
    #[arg(long, value_name = "WxH")]
    pub size: Shape,
    /// The goal, W*H tokens (1 2 ... x unless given)
    #[arg(long, value_name = "BOARD")]
    goal: Option<String>,
}

impl SizeArgs {
    /// The goal: `--goal` read as a board of the size, or `1 2 ... x`; what is wrong with
    /// `--goal`, if it is not a board of the size.
    pub fn goal(&self) -> Result<Board, String> {
        match self.goal.as_deref() {
            None => Ok(Board::goal(self.size)),
            Some(text) => Board::parse_text(self.size, text).map_err(|e| format!("--goal: {e}")),
        }
    }
}
