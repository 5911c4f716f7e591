//! S-Dao's rules written out independently of the crate, for the tests of S-Dao and Dao:
//! positions as plain cells, moves in canonical order, and replaying named moves.

use puzzle_core::puzzles::sdao::{Colour, Position, PositionText};
use puzzle_core::random::Rng;

/// A position from its rows joined by `/`.
pub fn position(rows: &str, turn: Colour) -> Position {
    let cells = rows.replace('/', "");
    Position::try_from(PositionText { cells, turn }).unwrap()
}

/// A board as the reference search sees it: 16 cells row by row, `b'w'`, `b'b'` or
/// `b'*'`, and the colour to move.
pub type Plain = ([u8; 16], u8);

pub fn plain(position: &Position) -> Plain {
    let text = PositionText::from(*position);
    let cells: [u8; 16] = text.cells.as_bytes().try_into().unwrap();
    let turn = match text.turn {
        Colour::White => b'w',
        Colour::Black => b'b',
    };
    (cells, turn)
}

/// A move as the reference search sees it: the cells it goes from and to.
pub type Step = (usize, usize);

/// `a1-d4`: column `a`-`d` from the left, row `1`-`4` from the top.
pub fn step_name((from, to): Step) -> String {
    let cell = |c: usize| format!("{}{}", (b'a' + (c % 4) as u8) as char, c / 4 + 1);
    format!("{}-{}", cell(from), cell(to))
}

/// The moves of a plain board in canonical order (stone by cell from the top-left, then
/// N, NE, E, SE, S, SW, W, NW), written out independently of the crate.
pub fn reference_moves(&(cells, turn): &Plain) -> Vec<(Step, Plain)> {
    const STEPS: [(i32, i32); 8] = [
        (-1, 0),
        (-1, 1),
        (0, 1),
        (1, 1),
        (1, 0),
        (1, -1),
        (0, -1),
        (-1, -1),
    ];
    let mut moves = Vec::new();
    for from in 0..16 {
        if cells[from] != turn {
            continue;
        }
        let (row, column) = (from as i32 / 4, from as i32 % 4);
        for (dr, dc) in STEPS {
            let (mut r, mut c) = (row, column);
            while (0..4).contains(&(r + dr))
                && (0..4).contains(&(c + dc))
                && cells[((r + dr) * 4 + c + dc) as usize] == b'*'
            {
                r += dr;
                c += dc;
            }
            let to = (r * 4 + c) as usize;
            if to != from {
                let mut next = cells;
                next[from] = b'*';
                next[to] = turn;
                let other = if turn == b'w' { b'b' } else { b'w' };
                moves.push(((from, to), (next, other)));
            }
        }
    }
    moves
}

/// The names of the moves of a plain board, in canonical order.
pub fn reference_names(board: &Plain) -> Vec<String> {
    reference_moves(board)
        .into_iter()
        .map(|(step, _)| step_name(step))
        .collect()
}

/// Plays `moves` by the reference rules; `None` at the first illegal one.
pub fn replay(start: &Position, moves: &[String]) -> Option<Plain> {
    moves.iter().try_fold(plain(start), |board, name| {
        let mut next = reference_moves(&board).into_iter();
        next.find(|&(step, _)| step_name(step) == *name)
            .map(|(_, board)| board)
    })
}

/// A uniformly random placement of the stones, with `turn` to move.
pub fn random_position(rng: &mut Rng, turn: Colour) -> Position {
    let mut cells = *b"wwwwbbbb********";
    rng.shuffle(&mut cells);
    let cells = String::from_utf8(cells.to_vec()).unwrap();
    Position::try_from(PositionText { cells, turn }).unwrap()
}
