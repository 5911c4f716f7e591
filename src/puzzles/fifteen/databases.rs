//! The pattern databases (6-6-3) for one blank goal cell, with their byte form.
//!
//! One six-tile table serves every image of its pattern under the symmetries of the square
//! that leaves the blank's goal cell out: such an image is looked up on the board brought
//! into the table's frame by the inverse symmetry. A table's goal is its tiles at home
//! with the blank anywhere in their region, and that region (the ten other cells) is
//! connected, so every cell outside the pattern, wherever the symmetry takes the blank's
//! goal cell, gives the same goal. Each way of covering the fifteen tiles with two
//! disjoint images and three tiles left over (their own small table) is a view: an
//! additive lower bound, and the search takes the largest.

use thiserror::Error;

use crate::puzzles::versioned_tag;

use super::pattern::{bounded, Pattern, PatternTable, CELLS};

/// The version of the byte form, raised whenever the tables' layout or contents change,
/// so that a copy cached by an earlier version is rebuilt rather than loaded.
pub const FORMAT_VERSION: u8 = 3;

/// Marks the start of the byte form: a tag and [`FORMAT_VERSION`] in two digits.
const MAGIC: [u8; 8] = versioned_tag(*b"P15PDB", FORMAT_VERSION);

/// Why bytes are not the byte form of databases ([`Databases::from_bytes`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum DatabaseError {
    #[error("not fifteen-puzzle pattern databases: too short")]
    TooShort,
    #[error("not fifteen-puzzle pattern databases: wrong tag")]
    WrongTag,
    #[error("not fifteen-puzzle pattern databases: unknown blank goal cell")]
    UnknownBlankGoal,
    #[error("not fifteen-puzzle pattern databases: wrong length")]
    WrongLength,
    #[error("not fifteen-puzzle pattern databases: checksum mismatch")]
    ChecksumMismatch,
}

/// The blank goal cells databases are built for, one per class of cells under the
/// board's symmetries (corners, edges, centres), each with its six-tile pattern.
pub(super) const PARTITIONS: [(usize, u16); 3] = [(0, 0x3330), (1, 0x3330), (5, 0x3311)];

/// The eight symmetries of the square, each as the cell every cell goes to: bit 0 of the
/// index transposes, then bit 1 turns the rows upside down and bit 2 mirrors the columns.
pub(super) const SYMMETRIES: [[u8; CELLS]; 8] = {
    let mut maps = [[0u8; CELLS]; 8];
    let mut s = 0;
    while s < 8 {
        let mut c = 0;
        while c < CELLS {
            let (mut r, mut k) = (c / 4, c % 4);
            if s & 1 != 0 {
                (r, k) = (k, r);
            }
            if s & 2 != 0 {
                r = 3 - r;
            }
            if s & 4 != 0 {
                k = 3 - k;
            }
            maps[s][c] = (r * 4 + k) as u8;
            c += 1;
        }
        s += 1;
    }
    maps
};

/// The most views a class of goals has.
pub(super) const MAX_VIEWS: usize = 4;

/// One pattern of a view: the table it is read in (0, the six-tile table; 1 + v, the
/// three-tile table of view v) and the symmetry (an index of [`SYMMETRIES`]) that brings
/// the board into that table's frame.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Slot {
    pub(super) table: usize,
    pub(super) frame: usize,
}

/// The image of a cell mask under a map of cells.
pub(super) fn map_mask(mask: u16, map: &[u8; CELLS]) -> u16 {
    (0..CELLS)
        .filter(|&c| mask & 1 << c != 0)
        .fold(0, |m, c| m | 1 << map[c])
}

/// The index of the inverse of symmetry `s`.
pub(super) fn inverse(s: usize) -> usize {
    let map = &SYMMETRIES[bounded::<8>(s)];
    (0..8)
        .find(|&t| (0..CELLS).all(|c| usize::from(SYMMETRIES[t][usize::from(map[c])]) == c))
        .unwrap_or(s)
}

/// The views of a partition, with the tiles of each view's three-tile pattern: every
/// pair of disjoint images of `six` that leave out the blank's goal cell, in the order of
/// the symmetries that make them.
fn views(blank_goal: usize, six: u16) -> Vec<([Slot; 3], u16)> {
    let mut images: Vec<(u16, usize)> = Vec::new();
    for (s, map) in SYMMETRIES.iter().enumerate() {
        let image = map_mask(six, map);
        if image & 1 << blank_goal == 0 && images.iter().all(|&(seen, _)| seen != image) {
            images.push((image, s));
        }
    }
    let mut views = Vec::new();
    for (i, &(first, s)) in images.iter().enumerate() {
        for &(second, t) in &images[i + 1..] {
            if first & second == 0 && views.len() < MAX_VIEWS {
                let three = !(first | second | 1 << blank_goal);
                let slots = [
                    Slot {
                        table: 0,
                        frame: inverse(s),
                    },
                    Slot {
                        table: 0,
                        frame: inverse(t),
                    },
                    Slot {
                        table: 1 + views.len(),
                        frame: 0,
                    },
                ];
                views.push((slots, three));
            }
        }
    }
    views
}

/// The patterns of a partition's tables (the six tiles, then each view's three) and its
/// views.
fn layout(blank_goal: usize, six: u16) -> (Vec<Pattern>, Vec<[Slot; 3]>) {
    let (views, threes): (Vec<_>, Vec<_>) = views(blank_goal, six).into_iter().unzip();
    let patterns = std::iter::once(six)
        .chain(threes)
        .map(Pattern::new)
        .collect();
    (patterns, views)
}

/// Additive pattern databases for goals with the blank at one cell.
#[derive(Debug, Clone)]
pub struct Databases {
    blank_goal: usize,
    /// The six-tile table, then each view's three-tile table.
    tables: Vec<PatternTable>,
    /// Each view's three patterns.
    views: Vec<[Slot; 3]>,
}

impl Databases {
    /// Builds the databases for `PARTITIONS[class]`; `progress(done, total)` counts
    /// table entries.
    pub(super) fn build(class: usize, mut progress: impl FnMut(u64, u64)) -> Self {
        let (blank_goal, six) = PARTITIONS[bounded::<{ PARTITIONS.len() }>(class)];
        let (patterns, views) = layout(blank_goal, six);
        let size = |p: &Pattern| (p.placements() * (CELLS - p.tiles().len())) as u64;
        let total: u64 = patterns.iter().map(size).sum();
        let mut before = 0;
        let tables = patterns
            .into_iter()
            .map(|pattern| {
                let entries = size(&pattern);
                let table = PatternTable::build(pattern, blank_goal, |found| {
                    progress(before + found.min(entries), total)
                });
                before += entries;
                table
            })
            .collect();
        progress(total, total);
        Self {
            blank_goal,
            tables,
            views,
        }
    }

    /// The blank's goal cell.
    pub(super) fn blank_goal(&self) -> usize {
        self.blank_goal
    }

    /// A table (see [`Slot`]).
    pub(super) fn table(&self, index: usize) -> &PatternTable {
        &self.tables[index]
    }

    /// The views: each one's three patterns, which add up to a lower bound.
    pub(super) fn views(&self) -> &[[Slot; 3]] {
        &self.views
    }

    /// The byte form: a tag, the blank goal cell, the packed tables, and a checksum.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = MAGIC.to_vec();
        bytes.push(self.blank_goal as u8);
        for table in &self.tables {
            bytes.extend_from_slice(table.bytes());
        }
        let sum = checksum(&bytes);
        bytes.extend_from_slice(&sum.to_le_bytes());
        bytes
    }

    /// The databases from [`Databases::to_bytes`], checked whole.
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, DatabaseError> {
        let Some((body, sum)) = bytes.split_last_chunk::<8>() else {
            return Err(DatabaseError::TooShort);
        };
        let Some(rest) = body.strip_prefix(&MAGIC) else {
            return Err(DatabaseError::WrongTag);
        };
        let Some((&blank_goal, mut rest)) = rest.split_first() else {
            return Err(DatabaseError::TooShort);
        };
        let blank_goal = usize::from(blank_goal);
        let Some(&(_, six)) = PARTITIONS.iter().find(|(cell, _)| *cell == blank_goal) else {
            return Err(DatabaseError::UnknownBlankGoal);
        };
        let (patterns, views) = layout(blank_goal, six);
        let expected: usize = patterns.iter().map(PatternTable::byte_len).sum();
        if rest.len() != expected {
            return Err(DatabaseError::WrongLength);
        }
        if checksum(body) != u64::from_le_bytes(*sum) {
            return Err(DatabaseError::ChecksumMismatch);
        }
        let tables = patterns
            .into_iter()
            .map(|pattern| {
                let (packed, tail) = rest.split_at(PatternTable::byte_len(&pattern));
                rest = tail;
                PatternTable::from_packed(pattern, blank_goal, packed.to_vec())
            })
            .collect();
        Ok(Self {
            blank_goal,
            tables,
            views,
        })
    }

    /// The memory the tables take, in bytes.
    pub fn size(&self) -> usize {
        self.tables.iter().map(|t| t.bytes().len()).sum()
    }
}

/// FNV-1a over 8-byte words (and the tail bytes): fast, and enough to catch a damaged or
/// truncated copy.
fn checksum(bytes: &[u8]) -> u64 {
    const PRIME: u64 = 0x0000_0100_0000_01B3;
    let mut hash = 0xCBF2_9CE4_8422_2325u64;
    let mut words = bytes.chunks_exact(8);
    for word in &mut words {
        let w = u64::from_le_bytes(word.try_into().unwrap_or_default());
        hash = (hash ^ w).wrapping_mul(PRIME);
    }
    for &b in words.remainder() {
        hash = (hash ^ u64::from(b)).wrapping_mul(PRIME);
    }
    hash
}

#[cfg(test)]
mod tests {
    use super::super::pattern::region;
    use super::*;

    #[test]
    fn views_cover_the_tiles_with_images_of_the_six() {
        for ((blank, six), expected) in PARTITIONS.into_iter().zip([4, 2, 4]) {
            // the table's goal: one region around the tiles at home, holding the blank
            assert_eq!(region(blank, !six), !six, "blank goal {blank}");
            let views = views(blank, six);
            assert_eq!(views.len(), expected, "blank goal {blank}");
            for (slots, three) in views {
                let masks = slots.map(|slot| {
                    let tiles = if slot.table == 0 { six } else { three };
                    map_mask(tiles, &SYMMETRIES[inverse(slot.frame)])
                });
                assert_eq!(masks[2], three);
                assert_eq!(masks[0] & masks[1], 0);
                assert_eq!((masks[0] | masks[1]) & three, 0);
                assert_eq!(masks[0] | masks[1] | three, !(1 << blank));
            }
        }
    }

    #[test]
    fn a_table_serves_the_images_of_its_pattern() {
        // three tiles, and their images under a quarter turn and under a reflection, each
        // table built for itself
        let mask = 0b0001_0011_0000;
        let table = PatternTable::build(Pattern::new(mask), 0, |_| ());
        for s in [3, 4] {
            let map = &SYMMETRIES[s];
            let image = Pattern::new(map_mask(mask, map));
            let direct = PatternTable::build(image.clone(), 0, |_| ());
            let frame = &SYMMETRIES[inverse(s)];
            let mut checked = 0;
            // every placement of the image's tiles, with the blank on some free cells
            for a in 0..CELLS as u8 {
                for b in (0..CELLS as u8).filter(|&b| b != a) {
                    for c in (0..CELLS as u8).filter(|&c| c != a && c != b) {
                        let cells = [a, b, c, 0, 0, 0];
                        let taken = 1u16 << a | 1 << b | 1 << c;
                        // the same placement in the table's frame, in its tiles' order
                        let mut seen = [0u8; 6];
                        for (i, &t) in table.pattern().tiles().iter().enumerate() {
                            let j = image.tiles().iter().position(|&m| m == map[usize::from(t)]);
                            seen[i] = frame[usize::from(cells[j.unwrap_or_default()])];
                        }
                        for blank in (0..CELLS).filter(|&x| taken & 1 << x == 0).step_by(5) {
                            assert_eq!(
                                table.exact(seen, usize::from(frame[blank])),
                                direct.exact(cells, blank),
                                "symmetry {s}, {cells:?}, blank {blank}"
                            );
                            checked += 1;
                        }
                    }
                }
            }
            assert_eq!(checked, 16 * 15 * 14 * 3);
        }
    }
}
