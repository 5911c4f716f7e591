//! The three pattern databases (6-6-3) for one blank goal cell, with their byte form.

use super::pattern::{Pattern, PatternTable, CELLS};
use super::search::TRANSPOSE;

/// Marks the start of the byte form (and its version).
const MAGIC: &[u8; 8] = b"P15PDB01";

/// The blank goal cells databases are built for, one per class of cells under the
/// board's symmetries (corners, edges, centres), with their partition of the other
/// cells: two blocks of six and three cells.
pub(super) const PARTITIONS: [(usize, [u16; 3]); 3] = [
    (0, [0x3330, 0xCCC0, 0x000E]),
    (1, [0x3330, 0xCCC0, 0x000D]),
    (5, [0x3311, 0xCCC0, 0x000E]),
];

/// Additive pattern databases for goals with the blank at one cell.
#[derive(Debug, Clone)]
pub struct Databases {
    blank_goal: usize,
    tables: [PatternTable; 3],
    /// Whether the goal lies on the main diagonal, so that the mirrored board (reflected
    /// in it) has the same goal and its lookup is a second lower bound.
    mirror: bool,
}

impl Databases {
    /// Builds the databases for `PARTITIONS[class]`; `progress(done, total)` counts
    /// table entries.
    pub(super) fn build(class: usize, mut progress: impl FnMut(u64, u64)) -> Self {
        let (blank_goal, masks) = PARTITIONS[class % PARTITIONS.len()];
        let patterns = masks.map(Pattern::new);
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

    fn new(blank_goal: usize, tables: [PatternTable; 3]) -> Self {
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

    pub(super) fn tables(&self) -> &[PatternTable; 3] {
        &self.tables
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
        let Some(&(_, masks)) = PARTITIONS
            .iter()
            .find(|(cell, _)| *cell == usize::from(blank_goal))
        else {
            return bad("unknown blank goal cell");
        };
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
