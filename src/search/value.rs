//! What a two-player position is worth with perfect play.

use std::cmp::Ordering;
use std::fmt;

/// The value of a position for the side to move when both sides play perfectly: a win or
/// a loss in that many plies (the winner hurrying, the loser holding out; 0 when the board
/// already shows the end), or a draw.
///
/// Values order by how good they are for their side: every loss is below the draw, the
/// sooner the lower, and every win above it, the sooner the higher.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Value {
    /// The side to move wins in this many plies.
    Win(u8),
    /// The side to move loses in this many plies.
    Loss(u8),
    /// Neither side can force a win.
    Draw,
}

impl Value {
    /// `win`, `loss` or `draw`.
    pub fn verdict(self) -> &'static str {
        match self {
            Value::Win(_) => "win",
            Value::Loss(_) => "loss",
            Value::Draw => "draw",
        }
    }

    /// The plies until the game ends; `None` for a draw.
    pub fn plies(self) -> Option<u8> {
        match self {
            Value::Win(plies) | Value::Loss(plies) => Some(plies),
            Value::Draw => None,
        }
    }

    /// The same value seen by the other side.
    pub fn reversed(self) -> Value {
        match self {
            Value::Win(plies) => Value::Loss(plies),
            Value::Loss(plies) => Value::Win(plies),
            Value::Draw => Value::Draw,
        }
    }

    /// The value one ply earlier, for the side that moves into a position of this value.
    pub fn before(self) -> Value {
        match self {
            Value::Win(plies) => Value::Loss(plies + 1),
            Value::Loss(plies) => Value::Win(plies + 1),
            Value::Draw => Value::Draw,
        }
    }

    /// A number that orders values by how good they are for their side.
    fn score(self) -> i16 {
        match self {
            Value::Loss(plies) => i16::from(plies) - 256,
            Value::Draw => 0,
            Value::Win(plies) => 256 - i16::from(plies),
        }
    }
}

impl Ord for Value {
    fn cmp(&self, other: &Self) -> Ordering {
        self.score().cmp(&other.score())
    }
}

impl PartialOrd for Value {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Value {
    /// `win in 5`, `loss in 4` or `draw`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.plies() {
            Some(plies) => write!(f, "{} in {plies}", self.verdict()),
            None => f.write_str("draw"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_order_by_what_they_are_worth() {
        let mut values = [
            Value::Win(3),
            Value::Draw,
            Value::Loss(0),
            Value::Win(1),
            Value::Loss(6),
            Value::Win(0),
        ];
        values.sort();
        assert_eq!(
            values,
            [
                Value::Loss(0),
                Value::Loss(6),
                Value::Draw,
                Value::Win(3),
                Value::Win(1),
                Value::Win(0)
            ]
        );
        assert_eq!(Value::Loss(4).to_string(), "loss in 4");
        assert_eq!(Value::Win(11).to_string(), "win in 11");
        assert_eq!(Value::Draw.to_string(), "draw");
        assert_eq!(Value::Loss(2).before(), Value::Win(3));
        assert_eq!(Value::Win(0).reversed(), Value::Loss(0));
    }
}
