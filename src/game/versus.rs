//! The face of a two-player game: the start, how a game ends, the value of a position
//! and of each move, the computer's move, and perfect play to the end. Its types are the
//! game's own, whatever game it is: a side, an outcome, a value ([`Value`]), a table not
//! ready.

use std::str::FromStr;

use serde::Serialize;
use thiserror::Error;

use crate::puzzles::Unsolvable;
use crate::random::Rng;
use crate::search::Value;

use super::{Game, LegalMove};

/// A game for two players, solved by a table of values (see [`Game::tables`]). The rules
/// answer at once; the values refuse until the table is built or loaded; perfect play and
/// the judge output build it first if need be.
pub trait Versus: Game {
    /// The position games start from.
    fn start(&self) -> Self::Board;

    /// How the game at `board` has ended, or `None` while it goes on.
    fn outcome(&self, board: &Self::Board) -> Option<Outcome>;

    /// The value of `board` for the side to move.
    fn value(&self, board: &Self::Board) -> Result<Value, NotReady>;

    /// Every legal move in canonical order with the value of the position it leads to,
    /// seen by the side that moves.
    fn move_values(&self, board: &Self::Board) -> Result<Vec<ValuedMove<Self::Board>>, NotReady>;

    /// The rest of the game with perfect play on both sides (the winner hurrying, the
    /// loser holding out; the first best move in canonical order at each turn), or
    /// [`Unsolvable::Drawn`] when neither side can force a win.
    fn perfect_play(&self, board: &Self::Board) -> Result<Vec<String>, Unsolvable>;

    /// A position drawn by `seed` among those where the game goes on, either side to move.
    fn random(&self, seed: u64) -> Self::Board;

    /// One of the positions whose win takes longest against the best defence, by `seed`.
    fn deepest(&self, seed: u64) -> Self::Board;

    /// What the `puzzle` command prints for the one position `board`, read from the table
    /// of values (built first if need be): no search.
    fn judge_output(&self, board: &Self::Board) -> String;

    /// The move a computer player of strength `level` makes at `board`, its choice among
    /// equals fixed by `seed`; `None` when the game is over.
    fn computer_move(
        &self,
        board: &Self::Board,
        level: Strength,
        seed: u64,
    ) -> Result<Option<String>, NotReady> {
        let moves = self.move_values(board)?;
        let values: Vec<Value> = moves.iter().map(|m| m.value).collect();
        let chosen = level.choose(&values, &mut Rng::new(seed));
        Ok(chosen.map(|i| moves[i].legal.name.clone()))
    }
}

/// The side that won a two-player game: the one that moves first (white) or the other.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    /// The side that moves first.
    White,
    /// The other side.
    Black,
}

/// How a two-player game ended: who won, the way (as the game names it: `row`,
/// `trapped`, ...) and the cells that show it, in increasing order.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Outcome {
    /// Who won.
    pub winner: Side,
    /// How.
    pub pattern: &'static str,
    /// The cells that show it.
    pub cells: Vec<u8>,
}

/// An answer that needs a table of values was asked before the table (named here) was
/// built or loaded.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
#[error("the {0} is not ready: it must be built or loaded first")]
pub struct NotReady(pub &'static str);

/// A legal move and the value of the position it leads to for the side that moves.
#[derive(Debug, Clone, PartialEq)]
pub struct ValuedMove<B> {
    /// The move.
    pub legal: LegalMove<B>,
    /// The value of the position it leads to, for the side that moves.
    pub value: Value,
}

/// How well a computer player plays: the level of the page's opponent.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Strength {
    /// Wins as fast as it can, loses as slowly as it can, never lets a draw go; the seed
    /// picks among equally good moves.
    Perfect,
    /// Any move that keeps the position's result (a win a win, a draw a draw), picked by
    /// the seed.
    Strong,
    /// Errs now and then: one move in four is any legal move, the others are strong.
    Casual,
}

impl Strength {
    /// Every level, strongest first.
    pub const ALL: [Strength; 3] = [Strength::Perfect, Strength::Strong, Strength::Casual];

    /// `perfect`, `strong` or `casual`.
    pub fn name(self) -> &'static str {
        match self {
            Strength::Perfect => "perfect",
            Strength::Strong => "strong",
            Strength::Casual => "casual",
        }
    }

    /// The index of the move this level plays, given the values of the legal moves for
    /// the side that moves; `None` when there is none.
    pub fn choose(self, values: &[Value], rng: &mut Rng) -> Option<usize> {
        let best = *values.iter().max()?;
        let keeps = |value: &Value| match self {
            Strength::Perfect => *value == best,
            Strength::Strong | Strength::Casual => value.verdict() == best.verdict(),
        };
        let errs = self == Strength::Casual && rng.below(4) == 0;
        let candidates: Vec<usize> = (0..values.len())
            .filter(|&i| errs || keeps(&values[i]))
            .collect();
        Some(candidates[rng.below(candidates.len())])
    }
}

/// A level name that is none of [`Strength::ALL`].
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("unknown level `{0}`; known: perfect, strong, casual")]
pub struct UnknownStrength(pub String);

impl FromStr for Strength {
    type Err = UnknownStrength;

    fn from_str(name: &str) -> Result<Strength, UnknownStrength> {
        Strength::ALL
            .into_iter()
            .find(|level| level.name() == name)
            .ok_or_else(|| UnknownStrength(name.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const VALUES: [Value; 6] = [
        Value::Draw,
        Value::Win(3),
        Value::Loss(2),
        Value::Win(1),
        Value::Win(5),
        Value::Win(1),
    ];

    /// The moves `level` plays over many seeds, as a sorted set.
    fn played(level: Strength, values: &[Value]) -> Vec<usize> {
        let mut seen: Vec<usize> = (0..200)
            .filter_map(|seed| level.choose(values, &mut Rng::new(seed)))
            .collect();
        seen.sort_unstable();
        seen.dedup();
        seen
    }

    #[test]
    fn each_level_keeps_to_its_moves() {
        assert_eq!(played(Strength::Perfect, &VALUES), [3, 5]);
        assert_eq!(played(Strength::Strong, &VALUES), [1, 3, 4, 5]);
        assert_eq!(played(Strength::Casual, &VALUES), [0, 1, 2, 3, 4, 5]);
        let draws = [Value::Loss(3), Value::Draw, Value::Loss(9), Value::Draw];
        assert_eq!(played(Strength::Perfect, &draws), [1, 3]);
        assert_eq!(played(Strength::Strong, &draws), [1, 3]);
        let losses = [
            Value::Loss(3),
            Value::Loss(0),
            Value::Loss(9),
            Value::Loss(9),
        ];
        assert_eq!(played(Strength::Perfect, &losses), [2, 3]);
        assert_eq!(played(Strength::Strong, &losses), [0, 1, 2, 3]);
        assert_eq!(Strength::Perfect.choose(&[], &mut Rng::new(1)), None);
    }

    #[test]
    fn a_casual_player_errs_about_one_move_in_four() {
        // one winning move among four: the others are played only when it errs
        let values = [
            Value::Loss(1),
            Value::Win(1),
            Value::Loss(1),
            Value::Loss(1),
        ];
        let errors = (0..4000)
            .filter(|&seed| Strength::Casual.choose(&values, &mut Rng::new(seed)) != Some(1))
            .count();
        // it errs in 1/4 of the games and then picks a losing move 3 times in 4
        assert!((650..850).contains(&errors), "{errors}");
        assert_eq!(
            Strength::Perfect.choose(&values, &mut Rng::new(7)),
            Strength::Perfect.choose(&values, &mut Rng::new(7))
        );
    }

    #[test]
    fn levels_are_named() {
        for level in Strength::ALL {
            assert_eq!(level.name().parse(), Ok(level));
        }
        assert_eq!(
            "expert".parse::<Strength>().unwrap_err().to_string(),
            "unknown level `expert`; known: perfect, strong, casual"
        );
    }
}
