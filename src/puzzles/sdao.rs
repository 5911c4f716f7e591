//! S-Dao: four white and four black stones on a 4x4 board, moved by one player who
//! alternates colours (white first). A stone slides in one of eight directions until the
//! border or another stone stops it. Moves cannot be undone directly: the graph of
//! positions is directed.
//!
//! A position is a board plus the colour to move; all 1,801,800 of them are ranked
//! densely. A query searches from the start and from the final board (either colour to
//! move) at once until the searches meet: the deepest cases found need 13 moves, and a
//! search from one end to that depth covers nearly every position.
//!
//! All positions but 36 form one strongly connected component: 28 that no move leads to,
//! and the 8 where the colour to move cannot move at all. So every final board can be
//! reached from every start, unless the start is one of those 8.

use std::cell::OnceCell;
use std::fmt;

use serde::{Deserialize, Serialize};

use super::Unsolvable;
use crate::error::{ErrorKind, ParseError};
use crate::random::Rng;
use crate::rank::{combination_count, combination_rank, next_combination};
use crate::search::{Cut, DistanceTable, Meeting, StateSpace};
use crate::text::{self, Line, Token};

/// The stones of each colour on a board.
const STONES: u32 = 4;
/// The cells of the board, numbered row by row from the top-left.
const CELLS: usize = 16;
/// Where a ray leaves the board: a cell number beyond the last, always counted occupied.
const BORDER: u8 = CELLS as u8;

/// A colour of stones, also naming whose turn it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Colour {
    White,
    Black,
}

impl Colour {
    /// The colour that moves after this one.
    pub fn other(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }

    /// `white` or `black`.
    pub fn name(self) -> &'static str {
        match self {
            Colour::White => "white",
            Colour::Black => "black",
        }
    }

    /// The colour's symbol on a written board: `w` or `b`.
    pub fn symbol(self) -> char {
        match self {
            Colour::White => 'w',
            Colour::Black => 'b',
        }
    }
}

/// What a cell written `symbol` holds: a stone of a colour (`w`, `b`) or none (`*`);
/// `None` for any other symbol.
fn read_cell(symbol: char) -> Option<Option<Colour>> {
    match symbol {
        'w' => Some(Some(Colour::White)),
        'b' => Some(Some(Colour::Black)),
        '*' => Some(None),
        _ => None,
    }
}

/// A direction of slide, in the canonical order N, NE, E, SE, S, SW, W, NW (north is up).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Direction {
    N,
    NE,
    E,
    SE,
    S,
    SW,
    W,
    NW,
}

impl Direction {
    /// Every direction, in canonical order.
    const ALL: [Direction; 8] = [
        Direction::N,
        Direction::NE,
        Direction::E,
        Direction::SE,
        Direction::S,
        Direction::SW,
        Direction::W,
        Direction::NW,
    ];

    /// The (row, column) step; rows grow downwards.
    const fn step(self) -> (i8, i8) {
        match self {
            Direction::N => (-1, 0),
            Direction::NE => (-1, 1),
            Direction::E => (0, 1),
            Direction::SE => (1, 1),
            Direction::S => (1, 0),
            Direction::SW => (1, -1),
            Direction::W => (0, -1),
            Direction::NW => (-1, -1),
        }
    }

    /// The direction back.
    fn opposite(self) -> Direction {
        Direction::ALL[(self as usize + 4) % 8]
    }

    /// Whether cell numbers grow that way.
    const fn ascends(self) -> bool {
        let (row, column) = self.step();
        row * 4 + column > 0
    }
}

/// `NEIGHBOUR[cell][direction]`: the next cell that way, or [`BORDER`].
const NEIGHBOUR: [[u8; 8]; CELLS] = {
    let mut table = [[BORDER; 8]; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let mut d = 0;
        while d < 8 {
            let (dr, dc) = Direction::ALL[d].step();
            let (row, column) = ((cell / 4) as i8 + dr, (cell % 4) as i8 + dc);
            if 0 <= row && row < 4 && 0 <= column && column < 4 {
                table[cell][d] = (row * 4 + column) as u8;
            }
            d += 1;
        }
        cell += 1;
    }
    table
};

/// The cell after `cell` going `direction`, or [`BORDER`].
#[inline]
fn neighbour(cell: u8, direction: Direction) -> u8 {
    NEIGHBOUR[usize::from(cell)][direction as usize]
}

/// `RAY[cell][direction]`: the cells beyond `cell` that way, as a mask.
const RAY: [[u32; 8]; CELLS] = {
    let mut table = [[0; 8]; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let mut d = 0;
        while d < 8 {
            let mut next = NEIGHBOUR[cell][d];
            while next != BORDER {
                table[cell][d] |= 1 << next;
                next = NEIGHBOUR[next as usize][d];
            }
            d += 1;
        }
        cell += 1;
    }
    table
};

/// The empty cells a stone on `cell` passes sliding in `direction`, up to the first stone
/// or the border. Without branches: the searches call this 32 times per position.
#[inline(always)]
fn open_ray(cell: u8, direction: Direction, occupied: u32) -> u32 {
    let ray = RAY[usize::from(cell)][direction as usize];
    let stones = ray & occupied;
    let open = if direction.ascends() {
        // the cells below the lowest stone
        (stones & stones.wrapping_neg()).wrapping_sub(1)
    } else {
        // the cells above the highest stone (all when there is none)
        u32::MAX << (32 - stones.leading_zeros())
    };
    ray & open
}

/// Where a stone on `cell` stops sliding in `direction`; `None` if it cannot move.
#[inline(always)]
fn slide_end(cell: u8, direction: Direction, occupied: u32) -> Option<u8> {
    let open = open_ray(cell, direction, occupied);
    match open {
        0 => None,
        _ if direction.ascends() => Some(31 - open.leading_zeros() as u8),
        _ => Some(open.trailing_zeros() as u8),
    }
}

/// The cells from which a stone sliding in `direction` stops on `cell`, empty now: none
/// unless the next cell that way stops it, else those behind it up to the first stone.
#[inline(always)]
fn slide_origins(cell: u8, direction: Direction, occupied: u32) -> u32 {
    let stops = (occupied >> neighbour(cell, direction) & 1).wrapping_neg();
    open_ray(cell, direction.opposite(), occupied) & stops
}

/// The name of a cell: column `a`-`d` from the left, row `1`-`4` from the top.
pub fn cell_name(cell: u8) -> String {
    let column = char::from(b'a' + cell % 4);
    format!("{column}{}", cell / 4 + 1)
}

/// A move as the player sees it: a stone's cell and the cell where its slide ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: u8,
    pub to: u8,
}

impl fmt::Display for Move {
    /// `a1-d4`: from, then to.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", cell_name(self.from), cell_name(self.to))
    }
}

/// A move as the search sees it: a stone's cell and a direction. Ordering slides by
/// cell, then direction, is the canonical order of moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Slide {
    from: u8,
    direction: Direction,
}

/// Every slide, in canonical order.
const SLIDES: [Slide; CELLS * 8] = {
    let mut slides = [Slide {
        from: 0,
        direction: Direction::N,
    }; CELLS * 8];
    let mut i = 0;
    while i < CELLS * 8 {
        slides[i] = Slide {
            from: (i / 8) as u8,
            direction: Direction::ALL[i % 8],
        };
        i += 1;
    }
    slides
};

/// A position: where the stones of each colour stand (one bit per cell, row by row from
/// the top-left) and whose turn it is. Crosses to JavaScript as [`PositionText`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "PositionText", into = "PositionText")]
pub struct Position {
    white: u16,
    black: u16,
    turn: Colour,
}

/// A position as text: 16 cells row by row, each `w`, `b` or `*`, and the colour to move,
/// e.g. `{ cells: "w**b*wb**bw*b**w", turn: "white" }`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PositionText {
    pub cells: String,
    pub turn: Colour,
}

impl Position {
    /// The first board of the SPEC sample, white to move.
    pub const SAMPLE: Position = Position {
        white: 0b1000_0100_0010_0001,
        black: 0b0001_0010_0100_1000,
        turn: Colour::White,
    };

    /// The board without stones.
    fn empty(turn: Colour) -> Self {
        Self {
            white: 0,
            black: 0,
            turn,
        }
    }

    /// Puts `stone` (or none) on `cell`, empty until now.
    fn put(&mut self, cell: usize, stone: Option<Colour>) {
        match stone {
            Some(Colour::White) => self.white |= 1 << cell,
            Some(Colour::Black) => self.black |= 1 << cell,
            None => {}
        }
    }

    /// The stones of `colour`, one bit per cell.
    pub fn stones(&self, colour: Colour) -> u16 {
        match colour {
            Colour::White => self.white,
            Colour::Black => self.black,
        }
    }

    /// The colour to move.
    pub fn turn(&self) -> Colour {
        self.turn
    }

    /// The same board with `turn` to move.
    pub fn with_turn(self, turn: Colour) -> Self {
        Self { turn, ..self }
    }

    /// Whether the stones stand as in `other`, whoever is to move.
    pub fn same_board(&self, other: &Position) -> bool {
        (self.white, self.black) == (other.white, other.black)
    }

    /// Reads a board written as 4 rows of 4 cells (`w`, `b` or `*`), white to move. The
    /// cells of a row may be spaced out; blank rows are the caller's business.
    pub fn from_rows(rows: &[Line<'_>; 4]) -> Result<Self, ParseError> {
        let mut counter = StoneCounter::new();
        for row in rows {
            let cells: Vec<Token<'_>> = row.tokens().flat_map(Token::chars).collect();
            for (i, cell) in cells.iter().enumerate() {
                if i == 4 {
                    return Err(ParseError::at(
                        cell,
                        ErrorKind::TooManyTokens { expected: 4 },
                    ));
                }
                counter.place(cell)?;
            }
            if cells.len() < 4 {
                let kind = ErrorKind::TooFewTokens {
                    expected: 4,
                    found: cells.len(),
                };
                return Err(ParseError::at_position(row.number, row.end_column(), kind));
            }
        }
        Ok(counter.position)
    }

    /// Reads a whole text as one board: 4 rows of 4 cells (blank lines skipped), white to
    /// move.
    pub fn parse_text(input: &str) -> Result<Self, ParseError> {
        let mut lines = text::lines(input).filter(|line| !line.text.trim().is_empty());
        let rows: Vec<Line<'_>> = lines.by_ref().take(4).collect();
        let Ok(rows) = <[Line<'_>; 4]>::try_from(rows) else {
            let (line, column) = text::end_of(input);
            let expected = "4 rows of 4 cells".to_owned();
            let kind = ErrorKind::UnexpectedToken { expected };
            return Err(ParseError::at_position(line, column, kind));
        };
        let position = Self::from_rows(&rows)?;
        if let Some(extra) = lines.next().and_then(|line| line.tokens().next()) {
            let expected = "the end of the board after 4 rows".to_owned();
            return Err(ParseError::at(
                &extra,
                ErrorKind::UnexpectedToken { expected },
            ));
        }
        Ok(position)
    }

    /// The board as 4 rows of 4 cells, without a final line break.
    pub fn to_rows(&self) -> String {
        let cells: Vec<char> = self.cells().collect();
        let rows: Vec<String> = cells.chunks(4).map(|row| row.iter().collect()).collect();
        rows.join("\n")
    }

    /// The cells row by row as `w`, `b` or `*`.
    fn cells(&self) -> impl Iterator<Item = char> + '_ {
        (0..CELLS).map(
            |cell| match (self.white >> cell & 1, self.black >> cell & 1) {
                (1, _) => 'w',
                (_, 1) => 'b',
                _ => '*',
            },
        )
    }

    /// Every cell holding a stone, with [`BORDER`] as well.
    fn occupied(&self) -> u32 {
        occupied(self.white | self.black)
    }

    /// The position after `slide`, and the cell where the stone stops; `None` unless the
    /// stone on `slide.from` has the colour to move and moves at least one cell.
    fn apply(&self, slide: Slide) -> Option<(Self, u8)> {
        let mover = self.stones(self.turn);
        if mover >> slide.from & 1 == 0 {
            return None;
        }
        let to = slide_end(slide.from, slide.direction, self.occupied())?;
        let moved = mover ^ 1 << slide.from ^ 1 << to;
        let next = match self.turn {
            Colour::White => Self {
                white: moved,
                ..*self
            },
            Colour::Black => Self {
                black: moved,
                ..*self
            },
        };
        Some((next.with_turn(self.turn.other()), to))
    }

    /// The legal moves, in canonical order (stone by cell, then direction), with the
    /// positions they lead to.
    pub fn moves(&self) -> impl Iterator<Item = (Move, Position)> + '_ {
        SLIDES.iter().filter_map(|&slide| {
            let (next, to) = self.apply(slide)?;
            Some((
                Move {
                    from: slide.from,
                    to,
                },
                next,
            ))
        })
    }
}

/// Places the cells of a written board one by one, refusing a symbol as soon as the
/// board could no longer hold exactly 4 stones of each colour.
struct StoneCounter {
    position: Position,
    cells: u32,
}

impl StoneCounter {
    fn new() -> Self {
        Self {
            position: Position::empty(Colour::White),
            cells: 0,
        }
    }

    /// Puts what the one-character token `cell` says on the next cell.
    fn place(&mut self, cell: &Token<'_>) -> Result<(), ParseError> {
        let stone = cell.text.chars().next().and_then(read_cell);
        let refusal = match stone {
            None => Some("`w`, `b` or `*`".to_owned()),
            Some(stone) => self.refusal(stone),
        };
        if let Some(expected) = refusal {
            let kind = ErrorKind::UnexpectedToken { expected };
            return Err(ParseError::at(cell, kind));
        }
        self.position.put(self.cells as usize, stone.flatten());
        self.cells += 1;
        Ok(())
    }

    /// What the next cell must hold instead of `colour` (`None`: empty), and why; `None`
    /// if it may hold that.
    fn refusal(&self, colour: Option<Colour>) -> Option<String> {
        let missing = [Colour::White, Colour::Black]
            .map(|c| (c, STONES - self.position.stones(c).count_ones()));
        let total = missing[0].1 + missing[1].1;
        let left = CELLS as u32 - self.cells;
        let why = match colour {
            Some(c) if missing[c as usize].1 == 0 => {
                format!("the board already has 4 {} stones", c.name())
            }
            None if total == left => {
                let wanted: Vec<String> = missing
                    .iter()
                    .filter(|&&(_, n)| n > 0)
                    .map(|&(c, n)| format!("{n} {}", c.name()))
                    .collect();
                format!(
                    "{left} {} left for the {} {} still missing",
                    plural(left, "cell"),
                    wanted.join(" and "),
                    plural(total, "stone")
                )
            }
            _ => return None,
        };
        let mut allowed: Vec<String> = missing
            .iter()
            .filter(|&&(_, n)| n > 0)
            .map(|&(c, _)| format!("`{}`", c.symbol()))
            .collect();
        if total < left {
            allowed.push("`*`".to_owned());
        }
        Some(format!("{} ({why})", or_list(&allowed)))
    }
}

/// `a`, `a or b`, `a, b or c`.
fn or_list(items: &[String]) -> String {
    match items {
        [rest @ .., last] if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => items.concat(),
    }
}

fn plural(n: u32, word: &str) -> String {
    if n == 1 {
        word.to_owned()
    } else {
        format!("{word}s")
    }
}

impl TryFrom<PositionText> for Position {
    type Error = String;

    fn try_from(text: PositionText) -> Result<Self, String> {
        let found = text.cells.chars().count();
        if found != CELLS {
            return Err(format!("a board has 16 cells, found {found}"));
        }
        let mut position = Position::empty(text.turn);
        for (cell, symbol) in text.cells.chars().enumerate() {
            let stone = read_cell(symbol).ok_or_else(|| {
                format!(
                    "cell {} holds `{symbol}`; a cell is w (white), b (black) or * (empty)",
                    cell_name(cell as u8)
                )
            })?;
            position.put(cell, stone);
        }
        for colour in [Colour::White, Colour::Black] {
            let count = position.stones(colour).count_ones();
            if count != STONES {
                return Err(format!(
                    "a board has 4 {} stones, found {count}",
                    colour.name()
                ));
            }
        }
        Ok(position)
    }
}

impl From<Position> for PositionText {
    fn from(position: Position) -> Self {
        Self {
            cells: position.cells().collect(),
            turn: position.turn,
        }
    }
}

/// Sets of 4 cells among 16.
const SETS: usize = combination_count(CELLS, STONES as usize);
/// Sets of 4 cells among the 12 another colour leaves free.
const FREE_SETS: usize = combination_count(CELLS - STONES as usize, STONES as usize);
/// Positions with one colour to move.
const HALF: usize = SETS * FREE_SETS;

/// All positions as a directed graph over dense indices:
/// `(turn * SETS + last) * FREE_SETS + next`, where `last` ranks the cells of the colour
/// that just moved (the one not to move) and `next` the cells of the colour to move,
/// renumbered among the 12 cells the first leaves free. Sets rank in colexicographic
/// order, the numeric order of their masks, so the sets within 12 cells come first.
///
/// Undoing a move moves one stone of the colour that just moved; in the position before,
/// that colour is to move and the other colour's stones, which stay, come first in the
/// index. So every predecessor of a position lies in one block of 495 indices, and
/// differs from the others in two bits of a 12-bit mask: the search ranks them with one
/// small table look-up, and marks them all in one spot of its bitset.
struct SdaoSpace {
    /// `sets[r]`: the set of 4 cells of rank `r`.
    sets: Vec<u16>,
    /// `ranks[set]`: the rank of a set of 4 cells.
    ranks: Vec<u16>,
    /// `free[r][k]`: the `k`-th cell outside set `r`.
    free: Vec<[u8; CELLS - STONES as usize]>,
    /// `slot[r][cell]`: the cell's number among those outside set `r`.
    slot: Vec<[u8; CELLS]>,
}

/// The cells of `stones`, with [`BORDER`] as well: what stops a slide.
#[inline]
fn occupied(stones: u16) -> u32 {
    u32::from(stones) | 1 << BORDER
}

/// A position split as the index sees it.
#[derive(Debug, Clone, Copy)]
struct Split {
    turn: Colour,
    /// The stones of the colour that just moved.
    last: u16,
    /// The stones of the colour to move.
    next: u16,
}

impl SdaoSpace {
    fn new() -> Self {
        let first = (1 << STONES) - 1;
        let sets: Vec<u16> = std::iter::successors(Some(first), |&set| next_combination(set))
            .map_while(|set| u16::try_from(set).ok())
            .collect();
        let mut ranks = vec![0; 1 << CELLS];
        for &set in &sets {
            ranks[usize::from(set)] = combination_rank(u32::from(set)) as u16;
        }
        let mut free = Vec::with_capacity(SETS);
        let mut slot = Vec::with_capacity(SETS);
        for &set in &sets {
            let mut cells = [0; CELLS - STONES as usize];
            let mut slots = [0; CELLS];
            let outside = (0..CELLS as u8).filter(|&cell| set >> cell & 1 == 0);
            for (k, cell) in outside.enumerate() {
                cells[k] = cell;
                slots[usize::from(cell)] = k as u8;
            }
            free.push(cells);
            slot.push(slots);
        }
        Self {
            sets,
            ranks,
            free,
            slot,
        }
    }

    fn split(&self, index: u32) -> Split {
        let index = index as usize;
        let turn = if index < HALF {
            Colour::White
        } else {
            Colour::Black
        };
        let last = index % HALF / FREE_SETS;
        let free = &self.free[last];
        let mut pattern = self.sets[index % FREE_SETS];
        let mut next = 0;
        while pattern != 0 {
            next |= 1 << free[pattern.trailing_zeros() as usize];
            pattern &= pattern - 1;
        }
        Split {
            turn,
            last: self.sets[last],
            next,
        }
    }

    /// The first index of the block of positions with `turn` to move and the stones
    /// `last` of the other colour, with the slots of the cells those stones leave free.
    fn block(&self, turn: Colour, last: u16) -> (u32, &[u8; CELLS]) {
        let rank = usize::from(self.ranks[usize::from(last)]);
        let base = (turn as usize * SETS + rank) * FREE_SETS;
        (base as u32, &self.slot[rank])
    }

    fn index(&self, position: &Position) -> u32 {
        let turn = position.turn;
        let (base, slot) = self.block(turn, position.stones(turn.other()));
        base + u32::from(self.ranks[usize::from(compress(position.stones(turn), slot))])
    }

    fn position(&self, index: u32) -> Position {
        let Split { turn, last, next } = self.split(index);
        let (white, black) = match turn {
            Colour::White => (next, last),
            Colour::Black => (last, next),
        };
        Position { white, black, turn }
    }

    /// The two goal states of a final board: either colour to move.
    fn goals(&self, goal: &Position) -> [u32; 2] {
        [Colour::White, Colour::Black].map(|turn| self.index(&goal.with_turn(turn)))
    }
}

/// The stones renumbered by `slot`, as a mask.
#[inline]
fn compress(stones: u16, slot: &[u8; CELLS]) -> u16 {
    let mut stones = stones;
    let mut mask = 0;
    while stones != 0 {
        mask |= 1 << slot[stones.trailing_zeros() as usize];
        stones &= stones - 1;
    }
    mask
}

impl StateSpace for SdaoSpace {
    type State = u32;
    type Move = Slide;

    fn size(&self) -> usize {
        2 * HALF
    }

    #[inline]
    fn rank(&self, &index: &u32) -> usize {
        index as usize
    }

    fn moves(&self) -> &[Slide] {
        &SLIDES
    }

    fn apply(&self, &index: &u32, slide: Slide) -> Option<u32> {
        let (next, _) = self.position(index).apply(slide)?;
        Some(self.index(&next))
    }

    #[inline]
    fn for_each_predecessor(&self, &index: &u32, mut visit: impl FnMut(u32)) {
        let Split { turn, last, next } = self.split(index);
        let occupied = occupied(last | next);
        // Before the move, the colour that just moved was to move and `next` stood still.
        let (base, slot) = self.block(turn.other(), next);
        let before = compress(last, slot);
        let mut stones = last;
        while stones != 0 {
            let cell = stones.trailing_zeros() as u8;
            stones &= stones - 1;
            let others = before ^ 1 << slot[usize::from(cell)];
            let mut origins = 0;
            for direction in Direction::ALL {
                origins |= slide_origins(cell, direction, occupied);
            }
            while origins != 0 {
                let pattern = others | 1 << slot[origins.trailing_zeros() as usize];
                visit(base + u32::from(self.ranks[usize::from(pattern)]));
                origins &= origins - 1;
            }
        }
    }

    #[inline]
    fn for_each_successor(&self, &index: &u32, mut visit: impl FnMut(u32)) {
        let Split { turn, last, next } = self.split(index);
        let occupied = occupied(last | next);
        let mut stones = next;
        while stones != 0 {
            let cell = stones.trailing_zeros() as u8;
            stones &= stones - 1;
            for direction in Direction::ALL {
                if let Some(to) = slide_end(cell, direction, occupied) {
                    // After the move, `next` has just moved and `last` is to move.
                    let moved = next ^ 1 << cell ^ 1 << to;
                    let (base, slot) = self.block(turn.other(), moved);
                    visit(base + u32::from(self.ranks[usize::from(compress(last, slot))]));
                }
            }
        }
    }
}

/// Exact solver for S-Dao: searches from the start and from the final board at once.
#[derive(Default)]
pub struct SdaoSolver {
    space: OnceCell<SdaoSpace>,
}

impl SdaoSolver {
    /// A solver; its tables of ranks are built on first use.
    pub fn new() -> Self {
        Self::default()
    }

    /// The lexicographically smallest shortest move sequence (moves compared by stone
    /// cell, then direction N, NE, E, SE, S, SW, W, NW) from `start` to the board of
    /// `goal`, reached with either colour to move.
    pub fn solve(&self, start: &Position, goal: &Position) -> Result<Vec<Move>, Unsolvable> {
        let slides = self.meet(start, goal)?.first_optimal_path();
        let mut position = *start;
        let moves = slides.into_iter().map(|slide| {
            let (next, to) = position.apply(slide).expect("the path's moves are legal");
            position = next;
            Move {
                from: slide.from,
                to,
            }
        });
        Ok(moves.collect())
    }

    /// The number of moves of a shortest solution.
    pub fn distance(&self, start: &Position, goal: &Position) -> Result<u8, Unsolvable> {
        Ok(self.meet(start, goal)?.distance() as u8)
    }

    /// How many positions (board and colour to move) lie at each distance from the
    /// board of `goal`.
    pub fn distance_counts(&self, goal: &Position) -> Vec<u64> {
        let space = self.space();
        let table = DistanceTable::build(space, &space.goals(goal));
        table.counts().to_vec()
    }

    /// A uniformly random position with white to move from which the board of `goal`
    /// can be reached: random placements until one can, which every placement can but
    /// the 4 where white cannot move at all (unless `goal` has that board).
    pub fn random_start(&self, goal: &Position, rng: &mut Rng) -> Position {
        loop {
            let mut stones = [None; CELLS];
            stones[..4].fill(Some(Colour::White));
            stones[4..8].fill(Some(Colour::Black));
            rng.shuffle(&mut stones);
            let mut start = Position::empty(Colour::White);
            for (cell, stone) in stones.into_iter().enumerate() {
                start.put(cell, stone);
            }
            if self.meet(&start, goal).is_ok() {
                return start;
            }
        }
    }

    fn meet(
        &self,
        start: &Position,
        goal: &Position,
    ) -> Result<Meeting<'_, SdaoSpace>, Unsolvable> {
        let space = self.space();
        Meeting::new(space, space.index(start), &space.goals(goal))
            .map_err(|cut| unsolvable(start, cut))
    }

    fn space(&self) -> &SdaoSpace {
        self.space.get_or_init(SdaoSpace::new)
    }
}

/// Why the final board is out of reach from `start`, as the search found out.
fn unsolvable(start: &Position, cut: Cut) -> Unsolvable {
    let why = match cut {
        Cut::FromStart { reachable: 1 } => {
            format!("{} has no legal move", start.turn.name())
        }
        Cut::FromStart { reachable } => format!(
            "only {reachable} positions (board and colour to move) can be reached from it, \
             the final board with neither colour to move among them"
        ),
        Cut::ToGoals { reaching } => format!(
            "only {reaching} of the {} positions (board and colour to move) can lead to \
             the final board, and this is not one of them",
            2 * HALF
        ),
    };
    Unsolvable {
        reason: format!("the final position cannot be reached from this one: {why}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::first_optimal_path;

    #[test]
    fn indices_and_positions_correspond() {
        let space = SdaoSpace::new();
        for index in 0..2 * HALF as u32 {
            let position = space.position(index);
            assert_eq!(position.white.count_ones(), 4);
            assert_eq!(position.black.count_ones(), 4);
            assert_eq!(position.white & position.black, 0);
            assert_eq!(space.index(&position), index, "{position:?}");
        }
    }

    #[test]
    fn neighbours_are_exactly_the_positions_one_move_away() {
        let space = SdaoSpace::new();
        let listed = |index: u32, way: fn(&SdaoSpace, &u32, &mut dyn FnMut(u32))| {
            let mut found = Vec::new();
            way(&space, &index, &mut |p| found.push(p));
            found.sort_unstable();
            found
        };
        let successors = |space: &SdaoSpace, index: &u32, visit: &mut dyn FnMut(u32)| {
            space.for_each_successor(index, visit)
        };
        let predecessors = |space: &SdaoSpace, index: &u32, visit: &mut dyn FnMut(u32)| {
            space.for_each_predecessor(index, visit)
        };
        let (mut forward, mut backward) = (0, 0);
        for index in 0..2 * HALF as u32 {
            forward += listed(index, successors).len();
            backward += listed(index, predecessors).len();
        }
        assert_eq!(forward, backward, "as many moves as undone moves");
        let mut rng = Rng::new(3);
        for _ in 0..3000 {
            let index = rng.below(2 * HALF) as u32;
            let mut by_moves: Vec<u32> = SLIDES
                .iter()
                .filter_map(|&slide| space.apply(&index, slide))
                .collect();
            by_moves.sort_unstable();
            assert_eq!(listed(index, successors), by_moves, "{index}");
            for next in by_moves {
                assert!(
                    listed(next, predecessors).contains(&index),
                    "{index} -> {next}"
                );
            }
            for previous in listed(index, predecessors) {
                let next = listed(previous, successors);
                assert!(next.contains(&index), "{previous} -> {index}");
            }
        }
    }

    #[test]
    fn meeting_searches_agree_with_a_full_table() {
        let solver = SdaoSolver::new();
        let space = solver.space();
        let mut rng = Rng::new(8);
        let deepest = (
            Position::try_from(PositionText {
                cells: "bbwwbbww********".to_owned(),
                turn: Colour::White,
            })
            .unwrap(),
            Position::try_from(PositionText {
                cells: "wwbb*w*b**w****b".to_owned(),
                turn: Colour::White,
            })
            .unwrap(),
        );
        let pairs = (0..4).map(|_| {
            let goal = solver.random_start(&Position::SAMPLE, &mut rng);
            (solver.random_start(&goal, &mut rng), goal)
        });
        for (start, goal) in pairs.chain([deepest]) {
            let table = DistanceTable::build(space, &space.goals(&goal));
            let index = space.index(&start);
            let meeting = Meeting::new(space, index, &space.goals(&goal)).unwrap();
            assert_eq!(
                Some(meeting.distance() as u8),
                table.distance(index as usize)
            );
            let path = meeting.first_optimal_path();
            assert_eq!(Some(path), first_optimal_path(space, &table, index));
        }
    }
}
