//! Dao as the playground plays it: two sides, one tablebase.

use crate::error::ParseError;
use crate::judge;
use crate::puzzles::dao::{self, DaoSolver, Tablebase, DEEPEST_WINS, FORMAT_VERSION, START};
use crate::puzzles::sdao::{Colour, Position};
use crate::puzzles::Unsolvable;
use crate::random::Rng;
use crate::search::Value;

use super::sdao::{coordinates, legal_move};
use super::{
    Coordinates, Face, Game, LegalMove, NotReady, Outcome, Shape, Side, Table, TableError,
    TableKey, ValuedMove, Versus,
};

/// Dao as the playground plays it. A board is a position: the stones and the side to
/// move. The tablebase ([`Game::tables`]) is built or loaded before the values are asked
/// for; perfect play and the judge output build it first if need be.
#[derive(Default)]
pub struct DaoGame {
    solver: DaoSolver,
}

impl DaoGame {
    /// A game with no tablebase yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// The solver, to build or load its tablebase.
    pub fn solver(&self) -> &DaoSolver {
        &self.solver
    }

    /// The tablebase, built first if need be.
    fn tablebase(&self) -> &Tablebase {
        self.solver.build(|_| ())
    }

    /// The tablebase, if it is built or loaded.
    fn ready(&self) -> Result<&Tablebase, NotReady> {
        self.solver
            .tablebase()
            .map_err(|_| NotReady("Dao tablebase"))
    }
}

/// The tablebase's cache key: one for every position.
fn key() -> TableKey {
    TableKey {
        family: "dao-tablebase".to_owned(),
        version: u32::from(FORMAT_VERSION),
    }
}

impl Game for DaoGame {
    type Board = Position;

    /// Reads 4 rows of 4 cells, then optionally a line `w` or `b` (white when absent).
    fn parse(&self, input: &str) -> Result<Position, ParseError> {
        dao::parse_text(input)
    }

    /// The 4 rows, then the side to move, `w` or `b`.
    fn format(&self, position: &Position) -> String {
        dao::to_text(position)
    }

    /// S-Dao's moves, none once the game is over.
    fn moves(&self, position: &Position) -> Vec<LegalMove<Position>> {
        let moves = dao::moves(position).into_iter();
        moves.map(|(mv, next)| legal_move(mv, next)).collect()
    }

    fn shape(&self) -> Shape {
        Shape::square(4)
    }

    /// The cells named as on S-Dao's board.
    fn coordinates(&self) -> Option<Coordinates> {
        Some(coordinates())
    }

    fn face(&self) -> Face<'_, Position> {
        Face::Versus(self)
    }

    /// One tablebase for every position.
    fn tables(&self, _position: &Position) -> Vec<Table> {
        let bytes = Tablebase::byte_len() as u64;
        vec![Table {
            key: key(),
            label: "tablebase",
            purpose: "the value of every position",
            bytes,
            build_bytes: Tablebase::build_peak() as u64,
            optional: false,
        }]
    }

    fn has_table(&self, table: &TableKey) -> bool {
        *table == key() && self.solver.tablebase().is_ok()
    }

    fn build_table(
        &self,
        table: &TableKey,
        progress: &mut dyn FnMut(f64),
    ) -> Result<Vec<u8>, TableError> {
        if *table != key() {
            return Err(TableError::Unknown { key: table.clone() });
        }
        Ok(self.solver.build(progress).to_bytes())
    }

    fn load_table(&self, table: &TableKey, bytes: Vec<u8>) -> Result<(), TableError> {
        if *table != key() {
            return Err(TableError::Unknown { key: table.clone() });
        }
        Ok(self.solver.load(&bytes)?)
    }
}

impl Versus for DaoGame {
    /// The usual start: white on a1-d4, black on d1-a4, white to move.
    fn start(&self) -> Position {
        START
    }

    fn outcome(&self, position: &Position) -> Option<Outcome> {
        let outcome = dao::outcome(position)?;
        Some(Outcome {
            winner: match outcome.winner {
                Colour::White => Side::White,
                Colour::Black => Side::Black,
            },
            pattern: outcome.pattern.name(),
            cells: outcome.cells.to_vec(),
        })
    }

    fn value(&self, position: &Position) -> Result<Value, NotReady> {
        Ok(self.ready()?.value(position))
    }

    fn move_values(&self, position: &Position) -> Result<Vec<ValuedMove<Position>>, NotReady> {
        let moves = self.ready()?.move_values(position).into_iter();
        let valued = moves.map(|(mv, next, value)| ValuedMove {
            legal: legal_move(mv, next),
            value,
        });
        Ok(valued.collect())
    }

    fn perfect_play(&self, position: &Position) -> Result<Vec<String>, Unsolvable> {
        let moves = self.tablebase().principal_variation(position);
        let moves = moves.ok_or(Unsolvable::Drawn)?;
        Ok(moves.iter().map(ToString::to_string).collect())
    }

    /// A uniformly random position, either side to move, where the game goes on.
    fn random(&self, seed: u64) -> Position {
        dao::random_position(&mut Rng::new(seed))
    }

    /// One of the deepest wins (white wins in 11 plies against the best defence).
    fn deepest(&self, seed: u64) -> Position {
        DEEPEST_WINS[Rng::new(seed).below(DEEPEST_WINS.len())]
    }

    fn judge_output(&self, position: &Position) -> String {
        let value = self.tablebase().value(position);
        judge::written(|out| judge::dao::write_value(out, value)).unwrap_or_default()
    }
}
