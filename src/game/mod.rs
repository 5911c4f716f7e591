//! The uniform face every game shows the page (through the wasm bindings).
//!
//! [`Game`] is what every game has: boards written and read, legal moves with the cells
//! they change, the tables its answers need. Its [`Face`] is then one of two:
//! - [`Solo`], a one-player puzzle: a goal, optimal solutions, distances, scrambles; and
//!   the sub-faces only some puzzles have (`facets`: interim tables, an anytime solve,
//!   bounds where distances take a search, the search lab, every optimal solution, the
//!   multi-tile metric; `shared`: a search workers share);
//! - [`Versus`], a two-player game: the start, how a game ends, the value of a position
//!   and of each move, the computer's move.
//!
//! [`Capabilities::of`] tells the page what a game can do, from those faces. `moves` holds
//! what a move is ([`LegalMove`], [`Line`], [`Solution`]). [`Kind`] names the games the
//! page can play and makes them ([`AnyGame`]); one file (or folder) per game holds its
//! implementation, `tiles` what the sliding boards share as games.

mod any;
mod capabilities;
mod counted;
mod dao;
mod eight;
mod facets;
mod fifteen;
mod kind;
mod moves;
mod nine;
mod patterns;
mod sdao;
mod shared;
mod slide;
mod solo;
mod tables;
mod tiles;
mod versus;

use serde::de::DeserializeOwned;
use serde::Serialize;

#[cfg_attr(not(target_arch = "wasm32"), allow(unused_imports))]
pub(crate) use self::any::with_game;
pub use self::any::AnyGame;
pub use self::capabilities::{Capabilities, Coordinates};
pub use self::counted::LISTED;
pub use self::dao::DaoGame;
pub use self::eight::{EightGame, Notation};
pub use self::facets::{Anytime, Bounded, Counting, Interim, Lab, MultiTile, Optimal};
pub use self::fifteen::FifteenGame;
pub use self::kind::{Kind, UnknownKind};
pub use self::moves::{Direction, IllegalMove, LegalMove, Line, Solution};
pub use self::nine::NineGame;
pub use self::sdao::SdaoGame;
pub use self::shared::{Planned, Searched, SharedSearch, Unshared};
pub use self::slide::SlideGame;
pub use self::solo::{Level, Solo, Solved, Standing};
pub use self::tables::{Table, TableError, TableKey};
pub use self::versus::{NotReady, Outcome, Side, Strength, UnknownStrength, ValuedMove, Versus};
pub use crate::search::{SearchProgress, Value};

use crate::error::{shown, ParseError};
use crate::puzzles::BoardError;
pub use crate::puzzles::Shape;

/// What every game has, one player or two. Moves are named by their notation (`d`, `l`,
/// `r`, `u` on sliding boards, `a1-c3` on stone boards, `1` and `2` on Nine).
pub trait Game {
    /// A board, as it crosses to JavaScript and back (checked on the way in).
    type Board: BoardValue;

    /// Parses one board written in the game's judge notation.
    fn parse(&self, text: &str) -> Result<Self::Board, ParseError>;
    /// Writes a board in the game's judge notation.
    fn format(&self, board: &Self::Board) -> String;
    /// Checks a board that came from outside (from JavaScript) for what its type cannot
    /// say: that it has the game's size, on a game of boards of any size.
    fn check(&self, _board: &Self::Board) -> Result<(), BoardError> {
        Ok(())
    }

    /// The legal moves from `board` in canonical order, with the boards they lead to.
    fn moves(&self, board: &Self::Board) -> Vec<LegalMove<Self::Board>>;
    /// The board's columns and rows.
    fn shape(&self) -> Shape;
    /// The names of the board's columns, rows and cells, where moves name cells.
    fn coordinates(&self) -> Option<Coordinates> {
        None
    }
    /// Whether the game has one player or two, and the face that goes with it.
    fn face(&self) -> Face<'_, Self::Board>;

    /// The moves a click on `cell` makes at once, nearest the blank first: on a sliding
    /// board, every cell of the blank's row and column slides its line toward the blank.
    /// Each cell appears once; empty for games without such moves.
    fn lines(&self, _board: &Self::Board) -> Vec<Line> {
        Vec::new()
    }

    /// The tables the answers about `board` (a goal, or a two-player position) need,
    /// built ahead or loaded from a cache; none when everything is built on the fly.
    fn tables(&self, _board: &Self::Board) -> Vec<Table> {
        Vec::new()
    }

    /// Whether the table `key` is here (built or loaded).
    fn has_table(&self, _key: &TableKey) -> bool {
        false
    }

    /// Builds the table `key` (one of [`Game::tables`]), reporting the fraction done, and
    /// returns its byte form for [`Game::load_table`]; it serves here from then on.
    fn build_table(
        &self,
        key: &TableKey,
        _progress: &mut dyn FnMut(f64),
    ) -> Result<Vec<u8>, TableError> {
        Err(TableError::Unknown { key: key.clone() })
    }

    /// Takes the table `key` back from its byte form, checked: bytes of another table, of
    /// another version, or damaged are refused, saying why. The bytes are taken, not
    /// copied: a large table keeps their memory.
    fn load_table(&self, key: &TableKey, _bytes: Vec<u8>) -> Result<(), TableError> {
        Err(TableError::Unknown { key: key.clone() })
    }

    /// The board after the move named `name`.
    fn step(&self, board: &Self::Board, name: &str) -> Result<Self::Board, IllegalMove> {
        let moves = self.moves(board);
        match moves.iter().find(|m| m.name == name) {
            Some(legal) => Ok(legal.board.clone()),
            None => Err(IllegalMove {
                name: shown(name),
                legal: moves.into_iter().map(|m| m.name).collect(),
            }),
        }
    }

    /// `moves` (legal from `start`, as a solver returns them) with every board they pass:
    /// `moves.len() + 1` boards, the start first.
    fn replay(&self, start: &Self::Board, moves: Vec<String>) -> Solution<Self::Board> {
        let mut boards = vec![start.clone()];
        for name in &moves {
            let next = self
                .step(boards.last().expect("starts with the start"), name)
                .expect("a solver returns legal moves");
            boards.push(next);
        }
        Solution { moves, boards }
    }
}

/// What a game's board is as a value: cloned, compared, and written for JavaScript and
/// read back.
pub trait BoardValue: Clone + PartialEq + Serialize + DeserializeOwned {}

impl<T: Clone + PartialEq + Serialize + DeserializeOwned> BoardValue for T {}

/// A game's face: one player, or two.
pub enum Face<'a, B> {
    /// A one-player puzzle.
    Solo(&'a dyn Solo<Board = B>),
    /// A two-player game.
    Versus(&'a dyn Versus<Board = B>),
}
