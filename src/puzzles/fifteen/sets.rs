//! The sets of databases: which patterns each set's tables hold, and how its views read
//! them.
//!
//! One table serves every image of its pattern under the symmetries of the square whose
//! goal, brought into the table's frame, keeps the blank in the region the table was built
//! for: such an image is looked up on the board brought into the table's frame by the
//! inverse symmetry. Each way of covering the fifteen tiles with disjoint images is a
//! view: an additive lower bound, and the search takes the largest.

use super::pattern::bounded;
use super::symmetry::{images, inverse};

/// The blank goal cells default sets are built for, one per class of cells under the
/// board's symmetries (corners, edges, centres), each with its six-tile pattern.
pub(super) const PARTITIONS: [(usize, u16); 3] = [(0, 0x3330), (1, 0x3330), (5, 0x3311)];

/// The strong set's patterns, for goals with the blank at cell 0: the bottom half of the
/// board, and the top half but that cell.
const STRONG: (u16, u16) = (0xFF00, 0x00FE);

/// The most views a set has.
pub(super) const MAX_VIEWS: usize = 4;

/// One pattern of a view: the table it is read in (an index of the set's tables) and the
/// symmetry (an index of [`SYMMETRIES`](crate::puzzles::square::SYMMETRIES)) that brings the board into that
/// table's frame.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Slot {
    pub(super) table: usize,
    pub(super) frame: usize,
}

/// A set of databases.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Set {
    /// The default set of a class of goals (0, 1, 2: the blank in a corner, an edge or a
    /// centre cell): 6-6-3 (1.6 MB). Two images of the
    /// six-tile pattern and the three tiles left make a view: four views for goals with
    /// the blank in a corner or a centre cell, two for edge goals.
    Default(usize),
    /// The strong set for goals with the blank in a corner: 7-8 (196 MB). The halves of
    /// the board and their transposes make two views.
    Strong,
}

impl Set {
    /// The sets, in the order of their byte ([`Set::id`]).
    pub(super) const ALL: [Set; 4] = [
        Set::Default(0),
        Set::Default(1),
        Set::Default(2),
        Set::Strong,
    ];

    /// The byte that names the set in the byte form.
    pub(super) fn id(self) -> u8 {
        Self::ALL
            .iter()
            .position(|&s| s == self)
            .unwrap_or_default() as u8
    }

    /// The set named by a byte of the byte form.
    pub(super) fn from_id(id: u8) -> Option<Self> {
        Self::ALL.get(usize::from(id)).copied()
    }

    /// The blank's goal cell of the goals the set serves (in their canonical frame).
    pub(super) fn blank_goal(self) -> usize {
        match self {
            Set::Default(class) => PARTITIONS[bounded::<{ PARTITIONS.len() }>(class)].0,
            Set::Strong => 0,
        }
    }

    /// The set's tables (their tiles) and views.
    pub(super) fn layout(self) -> (Vec<u16>, Vec<Vec<Slot>>) {
        let blank_goal = self.blank_goal();
        match self {
            Set::Default(class) => {
                let six = PARTITIONS[bounded::<{ PARTITIONS.len() }>(class)].1;
                let images = images(six, blank_goal);
                let mut tables = vec![six];
                let mut views = Vec::new();
                for (i, &(first, s)) in images.iter().enumerate() {
                    for &(second, t) in &images[i + 1..] {
                        if first & second == 0 && views.len() < MAX_VIEWS {
                            let three = !(first | second | 1 << blank_goal);
                            views.push(vec![
                                Slot {
                                    table: 0,
                                    frame: inverse(s),
                                },
                                Slot {
                                    table: 0,
                                    frame: inverse(t),
                                },
                                Slot {
                                    table: tables.len(),
                                    frame: 0,
                                },
                            ]);
                            tables.push(three);
                        }
                    }
                }
                (tables, views)
            }
            Set::Strong => {
                let (eight, seven) = STRONG;
                let views = images(eight, blank_goal)
                    .into_iter()
                    .map(|(_, s)| {
                        let frame = inverse(s);
                        vec![Slot { table: 0, frame }, Slot { table: 1, frame }]
                    })
                    .collect();
                (vec![eight, seven], views)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::square::{map_mask, region, SYMMETRIES};

    #[test]
    fn views_cover_the_tiles_with_images_of_the_patterns() {
        for (set, expected) in Set::ALL.into_iter().zip([4, 2, 4, 2]) {
            assert_eq!(Set::from_id(set.id()), Some(set));
            let blank = set.blank_goal();
            let (tables, views) = set.layout();
            assert_eq!(views.len(), expected, "{set:?}");
            for slots in views {
                let mut union = 0u16;
                for slot in slots {
                    let tiles = tables[slot.table];
                    let mask = map_mask(tiles, &SYMMETRIES[inverse(slot.frame)]);
                    assert_eq!(union & mask, 0, "{set:?}");
                    union |= mask;
                    // the goal, brought into the table's frame, holds the blank in the
                    // region the table was built for
                    let goal_blank = SYMMETRIES[slot.frame][blank];
                    assert_ne!(region(blank, !tiles) & 1 << goal_blank, 0, "{set:?}");
                }
                assert_eq!(union, !(1 << blank), "{set:?}");
            }
        }
        assert_eq!(Set::from_id(4), None);
    }
}
