//! When a game of Dao is over, who has won and how; the moves while it goes on.

use crate::puzzles::sdao::geometry::ADJACENT;
use crate::puzzles::sdao::{Colour, Move, Position};
use crate::random::Rng;

/// A way to win.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Pattern {
    /// The winner's four stones fill a row.
    Row,
    /// The winner's four stones fill a column.
    Column,
    /// The winner's four stones form a 2x2 square.
    Square,
    /// The winner's four stones stand on the four corners.
    Corners,
    /// A stone of the winner's stands in a corner, its three neighbours held by enemy
    /// stones.
    Trapped,
}

impl Pattern {
    /// `row`, `column`, `square`, `corners` or `trapped`.
    pub fn name(self) -> &'static str {
        match self {
            Pattern::Row => "row",
            Pattern::Column => "column",
            Pattern::Square => "square",
            Pattern::Corners => "corners",
            Pattern::Trapped => "trapped",
        }
    }
}

/// How a game ended: the winner, the way, and the four cells that show it (the winning
/// stones; for [`Pattern::Trapped`], the cornered stone and its three neighbours), in
/// increasing order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// Who won.
    pub winner: Colour,
    /// How.
    pub pattern: Pattern,
    /// The cells that show it.
    pub cells: [u8; 4],
}

/// The cells of `cells` as a mask.
const fn mask(cells: &[u8]) -> u16 {
    let mut mask = 0;
    let mut i = 0;
    while i < cells.len() {
        mask |= 1 << cells[i];
        i += 1;
    }
    mask
}

/// The formations of four stones that win: 4 rows, 4 columns, 9 squares and the corners.
pub(crate) const FORMATIONS: [(Pattern, u16); 18] = {
    let mut formations = [(Pattern::Corners, mask(&[0, 3, 12, 15])); 18];
    let mut i = 0;
    while i < 4 {
        formations[i] = (Pattern::Row, 0xF << (4 * i));
        formations[4 + i] = (Pattern::Column, 0x1111 << i);
        i += 1;
    }
    let mut corner = 0;
    while corner < 9 {
        // the square whose top-left cell is in row corner / 3, column corner % 3
        formations[8 + corner] = (Pattern::Square, 0x33 << (4 * (corner / 3) + corner % 3));
        corner += 1;
    }
    formations
};

/// The corners, each with its three neighbours, as masks.
const CORNERS: [(u16, u16); 4] = {
    let cells = [0, 3, 12, 15];
    let mut corners = [(0, 0); 4];
    let mut i = 0;
    while i < 4 {
        corners[i] = (1 << cells[i], ADJACENT[cells[i]]);
        i += 1;
    }
    corners
};

/// Bit `m` set when the four cells of mask `m` are a formation.
const IS_FORMATION: [u64; 1 << 10] = {
    let mut bits = [0u64; 1 << 10];
    let mut i = 0;
    while i < FORMATIONS.len() {
        let formation = FORMATIONS[i].1 as usize;
        bits[formation / 64] |= 1 << (formation % 64);
        i += 1;
    }
    bits
};

/// How the game stands once one side has moved, seen from the stones alone.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Ending {
    /// Whether the side that moved has won (else the other side has).
    pub(crate) mover_wins: bool,
    pub(crate) pattern: Pattern,
    /// The cells that show it.
    pub(crate) cells: u16,
}

/// The way the four stones `stones` win, if they do.
fn formation(stones: u16) -> Option<Pattern> {
    let stones_at = usize::from(stones);
    if IS_FORMATION[stones_at / 64] >> (stones_at % 64) & 1 == 0 {
        return None;
    }
    FORMATIONS
        .iter()
        .find(|&&(_, formation)| formation == stones)
        .map(|&(pattern, _)| pattern)
}

/// The first corner (in cell order) where a stone of `stones` is trapped by `enemy`, with
/// its neighbours.
fn trapped(stones: u16, enemy: u16) -> Option<u16> {
    CORNERS
        .iter()
        .find(|&&(corner, around)| stones & corner != 0 && enemy & around == around)
        .map(|&(corner, around)| corner | around)
}

/// Whether the game is over after the side with the stones `mover` moved, the other side
/// having `other`, and how: (a) the mover's formation, (b) the other side's, (c) a trapped
/// stone, the mover's looked for first; `None` while the game goes on.
pub(crate) fn ending(mover: u16, other: u16) -> Option<Ending> {
    let won = |mover_wins, pattern, cells| Ending {
        mover_wins,
        pattern,
        cells,
    };
    if let Some(pattern) = formation(mover) {
        return Some(won(true, pattern, mover));
    }
    if let Some(pattern) = formation(other) {
        return Some(won(false, pattern, other));
    }
    if let Some(cells) = trapped(mover, other) {
        return Some(won(true, Pattern::Trapped, cells));
    }
    trapped(other, mover).map(|cells| won(false, Pattern::Trapped, cells))
}

/// How the game at `position` has ended, judged as if the side not to move had just
/// moved; `None` while it goes on.
pub fn outcome(position: &Position) -> Option<Outcome> {
    let turn = position.turn();
    let mover = turn.other();
    let ending = ending(position.stones(mover), position.stones(turn))?;
    let mut cells = [0; 4];
    let mut bits = ending.cells;
    for cell in &mut cells {
        *cell = bits.trailing_zeros() as u8;
        bits &= bits - 1;
    }
    Some(Outcome {
        winner: if ending.mover_wins { mover } else { turn },
        pattern: ending.pattern,
        cells,
    })
}

/// The legal moves at `position` in S-Dao's canonical order (stone by cell, then
/// direction N, NE, E, SE, S, SW, W, NW), with the positions they lead to: none once the
/// game is over.
pub fn moves(position: &Position) -> Vec<(Move, Position)> {
    match outcome(position) {
        Some(_) => Vec::new(),
        None => position.moves().collect(),
    }
}

/// The usual start: white on the long diagonal from a1 to d4, black on the one from d1 to
/// a4, white to move (the first position of the judge format's sample).
pub const START: Position = Position::SAMPLE;

/// Positions whose side to move wins in 11 plies, the most any forced win takes: white to
/// move on `w***/w**w/*w*b/*bbb`, `**w*/w**w/bw**/bbb*` and `w***/***w/ww*b/*bbb`.
pub const DEEPEST_WINS: [Position; 3] = [
    Position::from_stones(0x0291, 0xE800, Colour::White),
    Position::from_stones(0x0294, 0x7100, Colour::White),
    Position::from_stones(0x0381, 0xE800, Colour::White),
];

/// A uniformly random position (board and side to move) where the game goes on.
pub fn random_position(rng: &mut Rng) -> Position {
    loop {
        let turn = [Colour::White, Colour::Black][rng.below(2)];
        let position = Position::random_placement(rng, turn);
        if outcome(&position).is_none() {
            return position;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::sdao::PositionText;

    fn position(rows: &str, turn: Colour) -> Position {
        let cells = rows.replace('/', "");
        Position::try_from(PositionText { cells, turn }).unwrap()
    }

    #[test]
    fn eighteen_formations_of_four_cells_each_win() {
        let mut masks: Vec<u16> = FORMATIONS.iter().map(|&(_, m)| m).collect();
        assert!(masks.iter().all(|m| m.count_ones() == 4));
        masks.sort_unstable();
        masks.dedup();
        assert_eq!(masks.len(), 18);
        let count = |p| FORMATIONS.iter().filter(|&&(q, _)| q == p).count();
        assert_eq!(
            [
                Pattern::Row,
                Pattern::Column,
                Pattern::Square,
                Pattern::Corners
            ]
            .map(count),
            [4, 4, 9, 1]
        );
        let square = |rows: &str| formation(position(rows, Colour::White).stones(Colour::White));
        assert_eq!(square("****/**ww/**ww/bbbb"), Some(Pattern::Square));
        assert_eq!(square("w**w/bbbb/****/w**w"), Some(Pattern::Corners));
        assert_eq!(square("***b/*w*b/*w*b/*wwb"), None);
    }

    #[test]
    fn every_corner_has_its_three_neighbours() {
        for (corner, around) in CORNERS {
            let cell = corner.trailing_zeros() as i32;
            let expected = (0..16).filter(|&c: &i32| {
                c != cell && (c / 4 - cell / 4).abs() <= 1 && (c % 4 - cell % 4).abs() <= 1
            });
            assert_eq!(around, expected.fold(0, |m, c| m | 1 << c), "{cell}");
        }
    }

    #[test]
    fn the_mover_is_judged_first_then_the_other_side_then_traps() {
        let white = Colour::White;
        let black = Colour::Black;
        // white has just moved (black to move): white's row wins
        let row = outcome(&position("wwww/b***/*b**/**bb", black)).unwrap();
        assert_eq!(
            (row.winner, row.pattern, row.cells),
            (white, Pattern::Row, [0, 1, 2, 3])
        );
        // both rows: the mover's counts
        let both = position("wwww/****/****/bbbb", black);
        assert_eq!(outcome(&both).unwrap().winner, white);
        assert_eq!(outcome(&both.with_turn(white)).unwrap().winner, black);
        // only the side to move has one: it wins, as a given board may show
        let given = outcome(&position("bw**/bw**/bw*w/b***", black)).unwrap();
        assert_eq!((given.winner, given.pattern), (black, Pattern::Column));
        // a white stone trapped in a1 by black: white wins
        let trap = outcome(&position("wb*w/bb**/*w*b/*w**", white)).unwrap();
        assert_eq!(
            (trap.winner, trap.pattern, trap.cells),
            (white, Pattern::Trapped, [0, 1, 4, 5])
        );
        // both trapped: the mover's stone counts
        let traps = position("wb**/bb**/**ww/**wb", white);
        assert_eq!(outcome(&traps).unwrap().winner, black);
        assert_eq!(outcome(&traps.with_turn(black)).unwrap().winner, white);
        // a formation is named before a trap (black's a1 is trapped too)
        let corners = position("bw*b/ww**/**w*/b**b", black);
        for turn in [white, black] {
            let ended = outcome(&corners.with_turn(turn)).unwrap();
            assert_eq!((ended.winner, ended.pattern), (black, Pattern::Corners));
        }
        assert_eq!(outcome(&START), None);
        assert!(moves(&position("wwww/b***/*b**/**bb", black)).is_empty());
        assert_eq!(moves(&START).len(), 12);
    }

    #[test]
    fn random_positions_go_on_and_follow_the_seed() {
        let mut rng = Rng::new(9);
        let positions: Vec<Position> = (0..200).map(|_| random_position(&mut rng)).collect();
        assert!(positions.iter().all(|p| outcome(p).is_none()));
        let black = positions
            .iter()
            .filter(|p| p.turn() == Colour::Black)
            .count();
        assert!((70..130).contains(&black), "{black}");
        assert_eq!(random_position(&mut Rng::new(9)), positions[0]);
    }
}
