//! The pattern databases (6-6-3) for one blank goal cell, with their byte form.
//!
//! The two six-tile patterns are mirror images of each other in the board's vertical axis,
//! so one table serves both: the second is looked up on the reflected board. A table's
//! goal is its tiles at home with the blank anywhere in their region, and both the blank's
//! goal cell and its reflection lie in that region, so the reflected lookup has the same
//! goal.

use super::pattern::{Pattern, PatternTable, CELLS};

/// Marks the start of the byte form (and its version).
const MAGIC: &[u8; 8] = b"P15PDB02";

/// The blank goal cells databases are built for, one per class of cells under the
/// board's symmetries (corners, edges, centres), each with the six-tile pattern whose
/// table also serves its reflection; the three tiles left make the third pattern.
pub(super) const PARTITIONS: [(usize, u16); 3] = [(0, 0x3330), (1, 0x3330), (5, 0x3311)];

/// The cell a cell goes to when the board is reflected in its vertical axis.
pub(super) const REFLECT: [u8; CELLS] = [3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12];

/// The cell a cell goes to when the board is reflected in its main diagonal.
pub(super) const TRANSPOSE: [u8; CELLS] = [0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15];

/// For each of the three patterns: its table (0, the six tiles; 1, the three) and whether
/// it is looked up on the board reflected by [`REFLECT`].
pub(super) const SLOTS: [(usize, bool); 3] = [(0, false), (0, true), (1, false)];

/// The image of a cell mask under a map of cells.
pub(super) fn map_mask(mask: u16, map: &[u8; CELLS]) -> u16 {
    (0..CELLS)
        .filter(|&c| mask & 1 << c != 0)
        .fold(0, |m, c| m | 1 << map[c])
}

/// The two tables of a partition: the six tiles, and the three neither they nor their
/// reflection nor the blank take.
fn table_masks(blank_goal: usize, six: u16) -> [u16; 2] {
    let others = six | map_mask(six, &REFLECT) | 1 << blank_goal;
    [six, !others]
}

/// Additive pattern databases for goals with the blank at one cell.
#[derive(Debug, Clone)]
pub struct Databases {
    blank_goal: usize,
    /// The tables named by [`SLOTS`].
    tables: [PatternTable; 2],
    /// Whether the goal lies on the main diagonal, so that the mirrored board (reflected
    /// in it) has the same goal and its lookup is a second lower bound.
    mirror: bool,
}

impl Databases {
    /// Builds the databases for `PARTITIONS[class]`; `progress(done, total)` counts
    /// table entries.
    pub(super) fn build(class: usize, mut progress: impl FnMut(u64, u64)) -> Self {
        let (blank_goal, six) = PARTITIONS[class % PARTITIONS.len()];
        let patterns = table_masks(blank_goal, six).map(Pattern::new);
        let sizes = patterns
            .clone()
            .map(|p| (p.placements() * (CELLS - p.tiles().len())) as u64);
        let total: u64 = sizes.iter().sum();
        let mut before = 0;
        let tables = patterns.map(|pattern| {
            let size = (pattern.placements() * (CELLS - pattern.tiles().len())) as u64;
            let table = PatternTable::build(pattern, blank_goal, |found| {
                progress(before + found.min(size), total)
            });
            before += size;
            table
        });
        progress(total, total);
        Self::new(blank_goal, tables)
    }

    fn new(blank_goal: usize, tables: [PatternTable; 2]) -> Self {
        Self {
            blank_goal,
            tables,
            mirror: TRANSPOSE[blank_goal] as usize == blank_goal,
        }
    }

    /// The blank's goal cell.
    pub(super) fn blank_goal(&self) -> usize {
        self.blank_goal
    }

    /// The table of pattern `slot` (see [`SLOTS`]).
    #[inline(always)]
    pub(super) fn table(&self, slot: usize) -> &PatternTable {
        &self.tables[usize::from(slot >= 2)]
    }

    pub(super) fn mirror(&self) -> bool {
        self.mirror
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
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, String> {
        let bad = |what: &str| Err(format!("not fifteen-puzzle pattern databases: {what}"));
        let Some((body, sum)) = bytes.split_last_chunk::<8>() else {
            return bad("too short");
        };
        let Some(rest) = body.strip_prefix(MAGIC) else {
            return bad("wrong tag");
        };
        let Some((&blank_goal, mut rest)) = rest.split_first() else {
            return bad("too short");
        };
        let Some(&(_, six)) = PARTITIONS
            .iter()
            .find(|(cell, _)| *cell == usize::from(blank_goal))
        else {
            return bad("unknown blank goal cell");
        };
        let masks = table_masks(usize::from(blank_goal), six);
        let expected: usize = masks
            .iter()
            .map(|&m| PatternTable::byte_len(&Pattern::new(m)))
            .sum();
        if rest.len() != expected {
            return bad("wrong length");
        }
        if checksum(body) != u64::from_le_bytes(*sum) {
            return bad("checksum mismatch");
        }
        let tables = masks.map(|mask| {
            let pattern = Pattern::new(mask);
            let (packed, tail) = rest.split_at(PatternTable::byte_len(&pattern));
            rest = tail;
            PatternTable::from_packed(pattern, usize::from(blank_goal), packed.to_vec())
        });
        Ok(Self::new(usize::from(blank_goal), tables))
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
    fn partitions_share_their_goal_with_the_reflection() {
        for (blank, six) in PARTITIONS {
            let [six, three] = table_masks(blank, six);
            let reflected = map_mask(six, &REFLECT);
            assert_eq!(six & reflected, 0);
            assert_eq!((six | reflected | three).count_ones(), 15);
            assert_eq!(six.count_ones(), 6);
            assert_eq!(three & (1 << blank), 0);
            // the blank's goal cell and its reflection lie in one region of the table's goal
            let home = region(blank, !six);
            assert_ne!(home & 1 << REFLECT[blank], 0, "blank goal {blank}");
        }
    }

    #[test]
    fn a_table_serves_its_reflected_pattern() {
        // three tiles and their mirror image, each table built for itself
        let pattern = Pattern::new(0b0001_0011_0000);
        let mirrored = Pattern::new(map_mask(0b0001_0011_0000, &REFLECT));
        let table = PatternTable::build(pattern.clone(), 0, |_| ());
        let direct = PatternTable::build(mirrored.clone(), 0, |_| ());
        let tiles = mirrored.tiles();
        let mut checked = 0;
        // every placement of the mirrored tiles, with the blank on every free cell
        for a in 0..CELLS as u8 {
            for b in (0..CELLS as u8).filter(|&b| b != a) {
                for c in (0..CELLS as u8).filter(|&c| c != a && c != b) {
                    let cells = [a, b, c, 0, 0, 0];
                    let taken = 1u16 << a | 1 << b | 1 << c;
                    // the same placement seen in the mirror, in the order of `pattern`'s tiles
                    let mut seen = [0u8; 6];
                    for (i, &t) in pattern.tiles().iter().enumerate() {
                        let j = tiles.iter().position(|&m| m == REFLECT[usize::from(t)]);
                        seen[i] = REFLECT[usize::from(cells[j.unwrap_or_default()])];
                    }
                    for blank in (0..CELLS).filter(|&x| taken & 1 << x == 0).step_by(5) {
                        assert_eq!(
                            table.exact(seen, usize::from(REFLECT[blank])),
                            direct.exact(cells, blank),
                            "{cells:?} blank {blank}"
                        );
                        checked += 1;
                    }
                }
            }
        }
        assert_eq!(checked, 16 * 15 * 14 * 3);
    }
}
