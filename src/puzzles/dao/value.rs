//! A value's one-byte form in the tablebase.

use crate::search::Value;

/// The tablebase's byte of `value`: 0 for a draw, `2n + 1` for a win in n, `2n + 2` for a
/// loss in n.
pub(super) fn to_byte(value: Value) -> u8 {
    match value {
        Value::Draw => 0,
        Value::Win(plies) => 2 * plies + 1,
        Value::Loss(plies) => 2 * plies + 2,
    }
}

/// The value of a tablebase byte (see [`to_byte`]).
pub(super) fn from_byte(byte: u8) -> Value {
    match byte {
        0 => Value::Draw,
        _ if byte % 2 == 1 => Value::Win(byte / 2),
        _ => Value::Loss(byte / 2 - 1),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_name_values_one_to_one() {
        for byte in 0..=60 {
            assert_eq!(to_byte(from_byte(byte)), byte);
        }
        assert_eq!(from_byte(0), Value::Draw);
        assert_eq!(from_byte(1), Value::Win(0));
        assert_eq!(from_byte(2), Value::Loss(0));
        assert_eq!(from_byte(23), Value::Win(11));
    }
}
