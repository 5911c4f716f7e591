//! A set's tables checked against themselves when read back: a table whose entries were
//! raised (and its digest written anew) is refused, however it was made.
//!
//! A table's value at a placement `p` is `md(p) + 2·e(p)`, its Manhattan distance and
//! twice the stored excess; the build stores the least over the blank's regions of a
//! breadth-first distance `d`, the excess capped at 15. What every built table holds, and
//! the check asks of each entry:
//!
//! - the goal's placement has excess 0;
//! - for every placement `q` whose excess is below the cap (so its value is `d(q)`), some
//!   region `R` of `q`'s free cells (the one that holds the blank in `q`'s least state)
//!   is such that every placement `p` one tile's step into `R` away is worth at most
//!   one more: `v(p) <= v(q) + 1`, since `d(p) <= d(q) + 1` through that step and every
//!   value is at most `d`. When the free cells are one region (nearly always), that is
//!   every step.
//!
//! An entry raised above what its neighbours allow breaks the second rule at a neighbour
//! below it; raised at the goal, the first. A raise that kept both would have to climb
//! one move a step, from the goal, through every placement whose free cells are one
//! region: the values would then still be distances of the placements' own moves, no
//! more than any board needs. The cost is one pass over the entries with a flood of the
//! free cells for each (docs/performance.md).

use super::patterns::Part;
use crate::puzzles::sliding::grid::flood;
use crate::puzzles::Shape;

/// The first entry of a table that breaks the rules: its table and index.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Broken {
    pub(super) part: usize,
    pub(super) index: usize,
}

/// The largest excess an entry stores.
const CAP: u8 = 15;

/// Checks every table of a set of `shape` (see the module's rules); the first entry that
/// breaks them, if any.
pub(super) fn check(shape: Shape, parts: &[Part]) -> Result<(), Broken> {
    for (part, table) in parts.iter().enumerate() {
        check_table(shape, &table.homes, &table.nibbles).map_err(|index| Broken { part, index })?;
    }
    Ok(())
}

/// Checks one table of the pattern whose tiles' goal cells are `homes`; the index of the
/// first entry that breaks the rules.
fn check_table(shape: Shape, homes: &[u8], nibbles: &[u8]) -> Result<(), usize> {
    let (columns, rows, n) = (shape.columns(), shape.rows(), shape.cells());
    let k = homes.len();
    let excess = |index: usize| (nibbles[index / 2] >> (4 * (index & 1))) & 15;
    let all: u64 = if n == 64 { u64::MAX } else { (1u64 << n) - 1 };
    let column_mask =
        |column: usize| (0..rows).fold(0u64, |mask, row| mask | 1 << (row * columns + column));
    let (not_first, not_last) = (all & !column_mask(0), all & !column_mask(columns - 1));
    let weights: Vec<usize> = (0..k).map(|i| n.pow(i as u32)).collect();
    let distance = |a: usize, b: usize| {
        (a / columns).abs_diff(b / columns) + (a % columns).abs_diff(b % columns)
    };
    let goal: usize = homes
        .iter()
        .zip(&weights)
        .map(|(&home, &w)| usize::from(home) * w)
        .sum();
    if excess(goal) != 0 {
        return Err(goal);
    }
    // each tile's steps from each cell: the cell stepped to, and whether it is farther
    // from the tile's home (the value then one more by the Manhattan distance, else one
    // less)
    let steps: Vec<Vec<Vec<(usize, bool)>>> = homes
        .iter()
        .map(|&home| {
            let home = usize::from(home);
            (0..n)
                .map(|c| {
                    let (r, col) = (c / columns, c % columns);
                    [
                        (r > 0).then(|| c.wrapping_sub(columns)),
                        (r + 1 < rows).then_some(c + columns),
                        (col > 0).then(|| c.wrapping_sub(1)),
                        (col + 1 < columns).then_some(c + 1),
                    ]
                    .into_iter()
                    .flatten()
                    .map(|to| (to, distance(to, home) > distance(c, home)))
                    .collect()
                })
                .collect()
        })
        .collect();
    // the placement as cells, counted up like an odometer with the first tile fastest
    let mut cells = vec![0usize; k];
    for index in 0..n.pow(k as u32) {
        if index > 0 {
            for cell in &mut cells {
                *cell += 1;
                if *cell < n {
                    break;
                }
                *cell = 0;
            }
        }
        let held = cells.iter().fold(0u64, |mask, &c| mask | 1 << c);
        let own = excess(index);
        if held.count_ones() as usize != k || own == CAP {
            continue;
        }
        // whether every step into `region` leads to an entry worth at most one more:
        // v(next) - v(index) = ±1 + 2·(e(next) - e(index))
        let bounded = |region: u64| {
            cells.iter().enumerate().all(|(i, &from)| {
                steps[i][from].iter().all(|&(to, farther)| {
                    region & 1 << to == 0 || {
                        let next = excess(index + to * weights[i] - from * weights[i]);
                        next <= if farther { own } else { own + 1 }
                    }
                })
            })
        };
        let free = all & !held;
        // every step at once first: true of nearly every entry, with no flood
        if bounded(free) {
            continue;
        }
        let mut rest = free;
        let mut fine = false;
        while rest != 0 && !fine {
            let region = flood(
                rest & rest.wrapping_neg(),
                free,
                columns,
                not_first,
                not_last,
            );
            fine = bounded(region);
            rest &= !region;
        }
        if !fine {
            return Err(index);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::super::{PatternError, Patterns};
    use super::*;
    use crate::puzzles::{digest, DIGEST_LEN};

    /// `bytes` with the excess of entry `index` of table `part` set to `excess`, and their
    /// digest written anew.
    fn forged(patterns: &Patterns, part: usize, index: usize, excess: u8) -> Vec<u8> {
        let mut forged = patterns.clone();
        let byte = &mut forged.parts[part].nibbles[index / 2];
        let shift = 4 * (index & 1);
        *byte = (*byte & !(15 << shift)) | excess << shift;
        let mut bytes = forged.to_bytes();
        let body = bytes.len() - DIGEST_LEN;
        let checked = digest(&bytes[..body]);
        bytes[body..].copy_from_slice(&checked);
        bytes
    }

    #[test]
    fn every_built_set_passes_and_a_raised_entry_is_refused() {
        for (size, blanks) in [("9x2", &[17, 0][..]), ("6x3", &[17]), ("2x9", &[0])] {
            let shape: Shape = size.parse().unwrap();
            for &blank in blanks {
                let patterns = Patterns::build(shape, blank, &mut |_| ()).unwrap();
                assert_eq!(check(shape, &patterns.parts), Ok(()), "{size} {blank}");
                // the goal raised, and each table's first entry below the cap raised
                // a table's entry for its tiles at home
                let goal_of = |homes: &[u8]| -> usize {
                    homes
                        .iter()
                        .enumerate()
                        .map(|(i, &h)| usize::from(h) * shape.cells().pow(i as u32))
                        .sum()
                };
                let goal = goal_of(&patterns.parts[0].homes);
                let bytes = forged(&patterns, 0, goal, 1);
                assert_eq!(
                    Patterns::from_bytes(&bytes).err(),
                    Some(PatternError::Inconsistent {
                        table: 1,
                        index: goal
                    })
                );
                for (t, part) in patterns.parts.iter().enumerate() {
                    let entries = shape.cells().pow(part.homes.len() as u32);
                    // a placement one step from the goal: a tile moved to a free cell of
                    // the region that holds the blank
                    let (columns, n) = (shape.columns(), shape.cells());
                    let held = part.homes.iter().fold(0u64, |m, &h| m | 1 << h);
                    let all = (1u64 << n) - 1;
                    let column =
                        |c: usize| (0..shape.rows()).fold(0u64, |m, r| m | 1 << (r * columns + c));
                    let region = flood(
                        1 << blank,
                        all & !held,
                        columns,
                        all & !column(0),
                        all & !column(columns - 1),
                    );
                    let (i, step) = part
                        .homes
                        .iter()
                        .enumerate()
                        .find_map(|(i, &home)| {
                            let home = usize::from(home);
                            (0..n)
                                .filter(|&c| region & 1 << c != 0)
                                .find(|&c| {
                                    (c / columns).abs_diff(home / columns)
                                        + (c % columns).abs_diff(home % columns)
                                        == 1
                                })
                                .map(|c| (i, c))
                        })
                        .unwrap();
                    let goal = goal_of(&part.homes);
                    let weight = shape.cells().pow(i as u32);
                    let near = goal + step * weight - usize::from(part.homes[i]) * weight;
                    assert!(near < entries);
                    let raised = excess_of(part, near) + 1;
                    let refused = Patterns::from_bytes(&forged(&patterns, t, near, raised));
                    assert!(
                        matches!(refused, Err(PatternError::Inconsistent { table, .. }) if table == t + 1),
                        "{size} {blank} table {t}: {:?}",
                        refused.err()
                    );
                }
            }
        }
    }

    fn excess_of(part: &Part, index: usize) -> u8 {
        (part.nibbles[index / 2] >> (4 * (index & 1))) & 15
    }
}
