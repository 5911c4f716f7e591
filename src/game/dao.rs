//! Dao as the playground plays it: two sides, one tablebase.

use crate::error::ParseError;
use crate::judge::{dao as judge, Format};
use crate::puzzles::dao::{
    self, DaoSolver, NotPrepared, Outcome, Value, DEEPEST_WINS, FORMAT_VERSION, START,
};
use crate::puzzles::sdao::Position;
use crate::puzzles::Unsolvable;
use crate::random::Rng;

use super::sdao::{coordinates, legal_move};
use super::{
    judge_text, Capabilities, Game, LegalMove, Level, PreparedError, PreparedKey, ValuedMove,
    Versus,
};

/// Why a drawn position has no solution.
const DRAWN: &str = "neither side can force a win: with best play the game is a draw";

/// Dao as the playground plays it. A board is a position: the stones and the side to
/// move. There is no goal: a goal argument is ignored, and a position counts as a goal
/// when the game is over. The tablebase ([`Game::prepare`], [`Game::load_prepared`]) is
/// built on first use by [`Game::solve`], [`Game::distance`], [`Game::distance_counts`]
/// and [`Game::judge_output`]; the [`Versus`] answers that need it refuse until it is
/// there, and the rest never build it.
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
}

impl Game for DaoGame {
    type Board = Position;

    /// The usual start: white on a1-d4, black on d1-a4, white to move.
    fn default_goal(&self) -> Position {
        START
    }

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

    /// The game to its end with perfect play (the winner hurrying, the loser holding
    /// out; the first best move in canonical order at each turn), or why there is none.
    fn solve(&self, start: &Position, _goal: &Position) -> Result<Vec<String>, Unsolvable> {
        let tablebase = self.solver.build(|_| ());
        let moves = tablebase.principal_variation(start).ok_or_else(drawn)?;
        Ok(moves.iter().map(ToString::to_string).collect())
    }

    /// The plies to the end with perfect play; a draw has none.
    fn distance(&self, start: &Position, _goal: &Position) -> Result<u32, Unsolvable> {
        let value = self.solver.build(|_| ()).value(start);
        value.plies().map(u32::from).ok_or_else(drawn)
    }

    /// How many positions (board and side to move) end in each number of plies with
    /// perfect play, won and lost together; drawn positions are not counted.
    fn distance_counts(&self, _goal: &Position) -> Vec<u64> {
        self.solver.build(|_| ()).stats().by_plies
    }

    /// A uniformly random position, either side to move, where the game goes on.
    fn scramble(&self, _goal: &Position, seed: u64) -> Position {
        dao::random_position(&mut Rng::new(seed))
    }

    /// No levels: a plain scramble (levels by distance would need the tablebase, and
    /// this is asked where nothing may be built).
    fn scramble_at(&self, goal: &Position, seed: u64, _level: Level) -> Position {
        self.scramble(goal, seed)
    }

    /// One of the deepest wins (white wins in 11 plies against the best defence), drawn
    /// by `seed`, with the usual start as its goal (which no answer here uses).
    fn hardest(&self, _goal: &Position, seed: u64) -> (Position, Position) {
        let deepest = DEEPEST_WINS[Rng::new(seed).below(DEEPEST_WINS.len())];
        (deepest, START)
    }

    /// Values are read from the tablebase, which is prepared; cells are named as on
    /// S-Dao's board.
    fn capabilities(&self) -> Capabilities {
        Capabilities {
            instant_distance: false,
            prepares: Some("tablebase"),
            coordinates: Some(coordinates()),
        }
    }

    /// One tablebase for every position.
    fn prepared_key(&self, _goal: &Position) -> Option<PreparedKey> {
        Some(PreparedKey {
            family: "dao-tablebase".to_owned(),
            version: u32::from(FORMAT_VERSION),
        })
    }

    fn prepare(&self, _goal: &Position, progress: &mut dyn FnMut(f64)) -> Vec<u8> {
        self.solver.build(progress).to_bytes()
    }

    fn load_prepared(&self, bytes: &[u8]) -> Result<(), PreparedError> {
        Ok(self.solver.load(bytes)?)
    }

    /// Whether the game is over.
    fn is_goal(&self, position: &Position, _goal: &Position) -> bool {
        dao::outcome(position).is_some()
    }

    /// A case of the one position.
    fn judge_case(&self, start: &Position, _goal: &Position) -> Option<(Format, String)> {
        Some((Format::Dao, format!("1\n{}\n", dao::to_text(start))))
    }

    /// The judge's answer from this game's tablebase (built first if need be).
    fn judge_output(&self, start: &Position, goal: &Position) -> Option<String> {
        let (_, input) = self.judge_case(start, goal)?;
        judge_text(|out| judge::run_with(&input, &self.solver, false, out))
    }

    fn versus(&self) -> Option<&dyn Versus<Board = Position>> {
        Some(self)
    }
}

impl Versus for DaoGame {
    fn outcome(&self, position: &Position) -> Option<Outcome> {
        dao::outcome(position)
    }

    fn value(&self, position: &Position) -> Result<Value, NotPrepared> {
        Ok(self.solver.tablebase()?.value(position))
    }

    fn move_values(&self, position: &Position) -> Result<Vec<ValuedMove<Position>>, NotPrepared> {
        let moves = self.solver.tablebase()?.move_values(position).into_iter();
        let valued = moves.map(|(mv, next, value)| ValuedMove {
            legal: legal_move(mv, next),
            value,
        });
        Ok(valued.collect())
    }
}

fn drawn() -> Unsolvable {
    Unsolvable {
        reason: DRAWN.to_owned(),
    }
}
