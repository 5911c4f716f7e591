//! The tablebase: the value of every position (board and side to move), one byte each,
//! by retrograde analysis.

use std::cmp::Reverse;

use super::rules::{self, ending};
use super::value::{from_byte, to_byte};
use crate::puzzles::sdao::geometry::slide_count;
use crate::puzzles::sdao::space::SdaoSpace;
use crate::puzzles::sdao::{Move, Position};
use crate::search::{StateSpace, Value};

/// The value of every one of the 1,801,800 positions, indexed by S-Dao's ranking.
pub struct Tablebase {
    pub(super) space: SdaoSpace,
    /// One byte per position (see `value.rs`).
    pub(super) values: Vec<u8>,
}

/// How the positions divide, each counted from the side to move's view.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stats {
    /// Positions the side to move wins (the finished ones included).
    pub won: u64,
    /// Positions the side to move loses.
    pub lost: u64,
    /// Positions neither side can force.
    pub drawn: u64,
    /// The most plies any forced win takes.
    pub deepest_win: u8,
    /// `by_plies[n]`: the won and lost positions whose game ends in `n` plies.
    pub by_plies: Vec<u64>,
}

/// How often a pass of the build reports its progress, in positions.
const REPORT_EVERY: usize = 1 << 16;

/// The won and lost positions, which the second pass of the build goes through (a test
/// checks the count): the measure of its progress.
const DECIDED: usize = 414_652;

impl Tablebase {
    /// Builds the tablebase, reporting the fraction done to `progress` along the way.
    ///
    /// The finished positions come first (won or lost in 0); then, in order of plies,
    /// each decided position decides those one move before it: a position with a move
    /// into a loss for the opponent is won, one ply later than that loss; a position all
    /// of whose moves lead to wins for the opponent is lost, one ply later than the last
    /// of them to be found, the slowest. What is never decided is a draw. A position
    /// whose side to move has no move while the game goes on would stay a draw too, but
    /// there is none (the side that cannot move has its stones along an edge, a row or
    /// a column).
    pub fn build(mut progress: impl FnMut(f64)) -> Self {
        let space = SdaoSpace::new();
        let size = space.size();
        // `Value::Draw` (0) until decided
        let mut values = vec![to_byte(Value::Draw); size];
        // for undecided positions: the moves not yet known to lead to a win for the opponent
        let mut open = vec![0u8; size];
        let mut decided: Vec<u32> = Vec::with_capacity(size);
        for index in 0..size as u32 {
            let i = index as usize;
            let position = space.position(index);
            let turn = position.turn();
            let occupied = position.stones(turn) | position.stones(turn.other());
            match ending(position.stones(turn.other()), position.stones(turn)) {
                Some(end) => {
                    let value = if end.mover_wins {
                        Value::Loss(0)
                    } else {
                        Value::Win(0)
                    };
                    values[i] = to_byte(value);
                    decided.push(index);
                }
                None => open[i] = slide_count(position.stones(turn), occupied) as u8,
            }
            if i.is_multiple_of(REPORT_EVERY) {
                progress(0.5 * i as f64 / size as f64);
            }
        }
        let mut next = 0;
        while let Some(&index) = decided.get(next) {
            next += 1;
            let value = from_byte(values[index as usize]);
            let before = to_byte(value.before());
            let loses = matches!(value, Value::Loss(_));
            space.for_each_predecessor(&index, |previous| {
                let p = previous as usize;
                if values[p] != to_byte(Value::Draw) {
                    return;
                }
                if !loses {
                    open[p] -= 1;
                }
                if loses || open[p] == 0 {
                    values[p] = before;
                    decided.push(previous);
                }
            });
            if next % REPORT_EVERY == 0 {
                progress(0.5 + 0.5 * (next as f64 / DECIDED as f64).min(1.0));
            }
        }
        progress(1.0);
        Self { space, values }
    }

    /// The value of `position` for its side to move.
    pub fn value(&self, position: &Position) -> Value {
        from_byte(self.values[self.space.index(position) as usize])
    }

    /// The legal moves at `position` in canonical order, each with the position it leads
    /// to and that position's value seen by the side that moved (its plies counted from
    /// there): none once the game is over.
    pub fn move_values(&self, position: &Position) -> Vec<(Move, Position, Value)> {
        rules::moves(position)
            .into_iter()
            .map(|(mv, next)| (mv, next, self.value(&next).reversed()))
            .collect()
    }

    /// The game from `position` to its end with both sides playing perfectly (the winner
    /// hurrying, the loser holding out), taking the first best move in canonical order at
    /// each turn; `None` for a draw.
    pub fn principal_variation(&self, position: &Position) -> Option<Vec<Move>> {
        let plies = self.value(position).plies()?;
        let mut moves = Vec::with_capacity(usize::from(plies));
        let mut at = *position;
        for _ in 0..plies {
            // the first of the best: the smallest by reversed value
            let best = self.move_values(&at).into_iter();
            let (mv, next, _) = best.min_by_key(|&(_, _, value)| Reverse(value))?;
            moves.push(mv);
            at = next;
        }
        Some(moves)
    }

    /// How the positions divide into won, lost and drawn.
    pub fn stats(&self) -> Stats {
        let mut stats = Stats {
            won: 0,
            lost: 0,
            drawn: 0,
            deepest_win: 0,
            by_plies: Vec::new(),
        };
        let mut counts = [0u64; 256];
        for &byte in &self.values {
            counts[usize::from(byte)] += 1;
        }
        for (byte, &count) in counts.iter().enumerate().filter(|&(_, &c)| c > 0) {
            let value = from_byte(byte as u8);
            match value {
                Value::Win(plies) => {
                    stats.won += count;
                    stats.deepest_win = stats.deepest_win.max(plies);
                }
                Value::Loss(_) => stats.lost += count,
                Value::Draw => stats.drawn += count,
            }
            if let Some(plies) = value.plies() {
                let plies = usize::from(plies);
                if stats.by_plies.len() <= plies {
                    stats.by_plies.resize(plies + 1, 0);
                }
                stats.by_plies[plies] += count;
            }
        }
        stats
    }

    /// The number of positions, one byte each.
    pub fn positions(&self) -> usize {
        self.values.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::dao::rules::outcome;
    use crate::puzzles::sdao::Colour;
    use crate::puzzles::square::map_mask;
    use crate::puzzles::square::SYMMETRIES;

    #[test]
    fn symmetric_positions_and_swapped_colours_have_equal_values() {
        let table = Tablebase::build(|_| ());
        let (white, black) = (Colour::White, Colour::Black);
        let mut compared = 0;
        for index in 0..table.positions() as u32 {
            let position = table.space.position(index);
            let value = table.value(&position);
            let turn = position.turn();
            let (w, b) = (position.stones(white), position.stones(black));
            for (s, map) in SYMMETRIES.iter().enumerate() {
                let (w, b) = (map_mask(w, map), map_mask(b, map));
                let image = Position::from_stones(w, b, turn);
                let swapped = Position::from_stones(b, w, turn.other());
                assert_eq!(table.value(&image), value, "{position:?}, symmetry {s}");
                assert_eq!(table.value(&swapped), value, "{position:?}, symmetry {s}");
                compared += 2;
            }
        }
        assert_eq!(compared, 16 * 1_801_800);
    }

    #[test]
    fn no_position_leaves_the_side_to_move_without_a_move_while_the_game_goes_on() {
        let space = SdaoSpace::new();
        let mut stuck = 0;
        for index in 0..space.size() as u32 {
            let position = space.position(index);
            if position.moves().next().is_none() {
                stuck += 1;
                assert!(outcome(&position).is_some(), "{position:?}");
            }
        }
        assert_eq!(
            stuck, 8,
            "S-Dao's 8 positions whose side to move cannot move"
        );
    }

    #[test]
    fn progress_rises_to_one() {
        let mut seen = Vec::new();
        let table = Tablebase::build(|fraction| seen.push(fraction));
        let stats = table.stats();
        assert_eq!((stats.won + stats.lost) as usize, DECIDED);
        assert!(seen.iter().any(|&f| f > 0.95 && f < 1.0), "{seen:?}");
        assert!(seen.len() > 20, "{}", seen.len());
        assert!(seen.windows(2).all(|w| w[0] <= w[1]), "{seen:?}");
        assert_eq!(seen.first(), Some(&0.0));
        assert_eq!(seen.last(), Some(&1.0));
    }
}
