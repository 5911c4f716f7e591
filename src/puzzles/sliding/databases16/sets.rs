//! The sets of databases: which patterns each set's tables hold, and how its views read
//! them.
//!
//! One table serves every image of its pattern under the symmetries of the grid whose
//! goal, brought into the table's frame, keeps the blank in the region the table was built
//! for: such an image is looked up on the board brought into the table's frame by the
//! inverse symmetry. Each way of covering the tiles with disjoint images is a view: an
//! additive lower bound, and the search takes the largest.
//!
//! The 4x4 square has its named [`Set`]s; any other grid gets its patterns from
//! [`Spec::rectangle`].

use super::pattern::{bounded, regions};
use crate::puzzles::sliding::grid::Grid;
use crate::puzzles::square::map_mask;

/// The blank goal cells default sets are built for, one per class of cells under the
/// board's symmetries (corners, edges, centres), each with the six-tile pattern of its
/// 6-6-3 views (the corner's set reads other views: [`CORNER`]).
pub(crate) const PARTITIONS: [(usize, u16); 3] = [(0, 0x3330), (1, 0x3330), (5, 0x3311)];

/// The corner goals' default set, 7-6-2: the top half of the board but the blank's cell
/// (seven tiles), and the bottom half cut into six tiles and two, in two ways (the second
/// the first's mirror image), each read on the board and on its transpose. One table of
/// each size serves its four images. Measured against the 6-6-3 views and other cuts in
/// docs/performance.md (2026-11-27): a seventh of the boards for a 19 MB table.
const CORNER: [[u16; 3]; 4] = [
    [0x00FE, 0x7700, 0x8800],
    [0x3332, 0x0CCC, 0xC000],
    [0x00FE, 0xEE00, 0x1100],
    [0x3332, 0xCCC0, 0x000C],
];

/// The strong set's patterns, for goals with the blank at cell 0: the bottom half of the
/// board, and the top half but that cell.
const STRONG: (u16, u16) = (0xFF00, 0x00FE);

/// The most views a set has.
pub(super) const MAX_VIEWS: usize = 4;

/// One pattern of a view: the table it is read in (an index of the set's tables) and the
/// symmetry (an index of the grid's [`symmetries`](Grid::symmetries)) that brings the
/// board into that table's frame.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Slot {
    pub(super) table: usize,
    pub(super) frame: usize,
}

/// A set of databases.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Set {
    /// The default set of a class of goals (0, 1, 2: the blank in a corner, an edge or a
    /// centre cell). Corner goals: 7-6-2 (19 MB, four views). Edge and centre goals:
    /// 6-6-3 (1.6 MB), two images of the six-tile pattern and the three tiles left making
    /// a view: four views for centre goals, two for edge goals.
    Default(usize),
    /// The strong set for goals with the blank in a corner: 7-8 (196 MB). The halves of
    /// the board and their transposes make two views.
    Strong,
    /// The interim set for goals with the blank in a corner: the 6-6-3 views (1.6 MB,
    /// a tenth of a second to build), which answer while the default set builds.
    Interim,
    /// The set of a grid other than the square (`columns` x `rows`, one of
    /// `RECTANGLES`) for the goals whose blank's class of cells starts at cell `blank`
    /// (see `Spec::rectangle`).
    Rectangle {
        /// The grid's columns.
        columns: u8,
        /// The grid's rows.
        rows: u8,
        /// The first cell of the blank's class.
        blank: u8,
    },
}

/// The grids other than the square that boards of any size are searched on (one wider
/// than four columns turned on its diagonal).
pub(super) const RECTANGLES: [(u8, u8); 6] = [(2, 6), (3, 4), (4, 3), (2, 7), (3, 5), (2, 8)];

impl Set {
    /// The square's sets.
    pub(super) const SQUARE: [Set; 4] = [
        Set::Default(0),
        Set::Default(1),
        Set::Default(2),
        Set::Strong,
    ];

    /// Every set, in the order of their byte (`Set::id`): the square's, then each
    /// rectangle's by the first cell of each class of blank cells, then the interim set.
    pub fn all() -> Vec<Set> {
        let rectangles = RECTANGLES.iter().flat_map(|&(columns, rows)| {
            let grid = Grid::of(usize::from(columns), usize::from(rows));
            (0..grid.cells)
                .filter(move |&cell| class_of(grid, cell).1 == cell)
                .map(move |cell| Set::Rectangle {
                    columns,
                    rows,
                    blank: cell as u8,
                })
        });
        Self::SQUARE
            .into_iter()
            .chain(rectangles)
            .chain([Set::Interim])
            .collect()
    }

    /// The byte that names the set in the byte form.
    pub(super) fn id(self) -> u8 {
        Self::all()
            .iter()
            .position(|&s| s == self)
            .unwrap_or_default() as u8
    }

    /// The set named by a byte of the byte form.
    pub(super) fn from_id(id: u8) -> Option<Self> {
        Self::all().get(usize::from(id)).copied()
    }

    /// The blank's goal cell of the goals the set serves (in their canonical frame).
    pub(super) fn blank_goal(self) -> usize {
        match self {
            Set::Default(class) => PARTITIONS[bounded::<{ PARTITIONS.len() }>(class)].0,
            Set::Strong | Set::Interim => 0,
            Set::Rectangle { blank, .. } => usize::from(blank),
        }
    }

    /// A name for the set, the same for every version of its byte form.
    pub fn family(self) -> String {
        match self {
            Set::Default(class) => format!("fifteen-databases-{class}"),
            Set::Strong => "fifteen-databases-strong".to_owned(),
            Set::Interim => "fifteen-databases-interim".to_owned(),
            Set::Rectangle {
                columns,
                rows,
                blank,
            } => format!("slide-databases-{columns}x{rows}-{blank}"),
        }
    }

    /// The set's grid, tables (their tiles) and views.
    pub(super) fn spec(self) -> Spec {
        if let Set::Rectangle {
            columns,
            rows,
            blank,
        } = self
        {
            let grid = Grid::of(usize::from(columns), usize::from(rows));
            return Spec::rectangle(grid, usize::from(blank));
        }
        let (tables, views) = self.layout();
        Spec {
            grid: Grid::square(),
            blank_goal: self.blank_goal(),
            tables,
            views,
        }
    }

    /// The set's tables (their tiles) and views.
    fn layout(self) -> (Vec<u16>, Vec<Vec<Slot>>) {
        let blank_goal = self.blank_goal();
        let grid = Grid::square();
        let inverse = |s| grid.inverse(s);
        match self {
            Set::Default(0) => {
                let tables = CORNER[0].to_vec();
                let views = CORNER
                    .iter()
                    .map(|cover| view(grid, &tables, blank_goal, cover))
                    .collect();
                (tables, views)
            }
            Set::Default(_) | Set::Interim => {
                let class = match self {
                    Set::Default(class) => class,
                    _ => 0,
                };
                let six = PARTITIONS[bounded::<{ PARTITIONS.len() }>(class)].1;
                let images = grid.images(six, blank_goal);
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
            Set::Strong | Set::Rectangle { .. } => {
                let (eight, seven) = STRONG;
                let views = grid
                    .images(eight, blank_goal)
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

/// The view that reads the tiles of each mask of `cover` (on the board) in the first table
/// of `tables` it is an image of, under a symmetry that keeps the goal's blank in the
/// region the table was built for: one pattern a mask, even where two tables could serve
/// it.
fn view(grid: &Grid, tables: &[u16], blank_goal: usize, cover: &[u16]) -> Vec<Slot> {
    let mut slots = Vec::new();
    'tiles: for &tiles in cover {
        for (table, &pattern) in tables.iter().enumerate() {
            let (regions, _) = regions(grid, pattern);
            let region = |cell: usize| regions >> (4 * cell) & 15;
            for s in 0..grid.symmetries().len() {
                let frame = grid.inverse(s);
                let goal_blank = usize::from(grid.symmetry(frame)[blank_goal]);
                if map_mask(pattern, grid.symmetry(s)) == tiles
                    && region(goal_blank) == region(blank_goal)
                {
                    slots.push(Slot { table, frame });
                    continue 'tiles;
                }
            }
        }
    }
    slots
}

/// The symmetry of `grid` that brings `cell` to the first cell of its class, and that
/// first cell.
pub(super) fn class_of(grid: &Grid, cell: usize) -> (usize, usize) {
    (0..grid.symmetries().len())
        .map(|s| (s, usize::from(grid.symmetry(s)[cell])))
        .min_by_key(|&(_, first)| first)
        .unwrap_or((0, cell))
}

/// What a set of databases holds: its grid, the blank's goal cell, the tiles of its
/// tables and its views.
#[derive(Debug, Clone)]
pub(super) struct Spec {
    pub(super) grid: &'static Grid,
    pub(super) blank_goal: usize,
    pub(super) tables: Vec<u16>,
    pub(super) views: Vec<Vec<Slot>>,
}

/// The most tiles a pattern of [`Spec::rectangle`] holds on a grid of `cells`: 7 on the
/// 2x8 (two tables of 20 MB, 3.5 s to build natively: with 6 tiles, some boards took a
/// search of over 10 s; docs/performance.md), 6 on the others (at most 1.3 MB).
fn most_tiles(cells: usize) -> usize {
    if cells == 16 {
        7
    } else {
        6
    }
}

impl Spec {
    /// The set of a grid other than the 4x4 square for goals with the blank at
    /// `blank_goal`: the other cells, in reading order, cut into runs of at most
    /// [`most_tiles`] (6-6-2 on a 3x5, 6-5 on a 3x4; 7-1-7 on a 2x8, the eighth tile
    /// alone), and on grids below 16 cells cut again with the runs starting half a run
    /// later: a view each, and one more for each symmetry that keeps the blank's cell and
    /// gives another cover.
    pub(super) fn rectangle(grid: &'static Grid, blank_goal: usize) -> Self {
        let most = most_tiles(grid.cells);
        let mut tables: Vec<u16> = Vec::new();
        let mut views: Vec<Vec<Slot>> = Vec::new();
        let mut covers: Vec<Vec<u16>> = Vec::new();
        let tiles: Vec<usize> = (0..grid.cells).filter(|&c| c != blank_goal).collect();
        let cuts: Vec<Vec<&[usize]>> = if grid.cells < 16 {
            // a second cover, its runs starting half a run later
            [0, most / 2]
                .into_iter()
                .map(|offset| {
                    let (head, rest) = tiles.split_at(offset);
                    std::iter::once(head)
                        .filter(|head| !head.is_empty())
                        .chain(rest.chunks(most))
                        .collect()
                })
                .collect()
        } else {
            // the tile between the two runs alone: the hardest boards then search at most a
            // 13th of the nodes the 7-7-1 cut did (docs/performance.md)
            vec![vec![
                &tiles[..most],
                &tiles[most..=most],
                &tiles[most + 1..],
            ]]
        };
        for runs in cuts {
            let cover: Vec<u16> = runs
                .iter()
                .map(|run| run.iter().fold(0u16, |m, &c| m | 1 << c))
                .collect();
            let first = tables.len();
            let mut used = false;
            for (s, map) in grid.symmetries().iter().enumerate() {
                if usize::from(map[blank_goal]) != blank_goal {
                    continue;
                }
                let mut image: Vec<u16> = cover.iter().map(|&t| map_mask(t, map)).collect();
                image.sort_unstable();
                if covers.contains(&image) || views.len() == MAX_VIEWS {
                    continue;
                }
                covers.push(image);
                used = true;
                let frame = grid.inverse(s);
                views.push(
                    (first..first + cover.len())
                        .map(|table| Slot { table, frame })
                        .collect(),
                );
            }
            if used {
                tables.extend(cover);
            }
        }
        Self {
            grid,
            blank_goal,
            tables,
            views,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn views_cover_the_tiles_with_images_of_the_patterns() {
        for (set, expected) in Set::SQUARE.into_iter().zip([4, 2, 4, 2]) {
            assert_eq!(Set::from_id(set.id()), Some(set));
            let spec = set.spec();
            assert_eq!(spec.views.len(), expected, "{set:?}");
            covers(&spec);
        }
        // every rectangle, every class of blank cells: 3 on a 2x6, 6 on a 3x5
        let all = Set::all();
        assert_eq!(all.len(), 4 + 3 + 4 + 4 + 4 + 6 + 4 + 1);
        assert_eq!(Set::from_id(all.len() as u8), None);
        for set in all.into_iter().skip(4) {
            assert_eq!(Set::from_id(set.id()), Some(set));
            let spec = set.spec();
            assert!(!spec.views.is_empty());
            covers(&spec);
        }
    }

    #[test]
    fn a_view_reads_each_mask_in_one_table() {
        // the top half but the blank's cell is its own table's and the transpose's image
        let grid = Grid::square();
        let slots = view(grid, &[0x00FE, 0x3332], 0, &[0x00FE, 0x3332]);
        assert_eq!(slots.len(), 2, "{slots:?}");
        assert!(slots.iter().all(|slot| slot.table == 0), "{slots:?}");
    }

    /// Checks that each view of `spec` covers every tile once, with images the tables
    /// can serve.
    fn covers(spec: &Spec) {
        let (grid, blank) = (spec.grid, spec.blank_goal);
        for slots in &spec.views {
            let mut union = 0u16;
            for slot in slots {
                let tiles = spec.tables[slot.table];
                let mask = map_mask(tiles, grid.symmetry(grid.inverse(slot.frame)));
                assert_eq!(union & mask, 0, "{spec:?}");
                union |= mask;
                // the goal, brought into the table's frame, holds the blank in the
                // region the table was built for
                let goal_blank = grid.symmetry(slot.frame)[blank];
                assert_ne!(grid.region(blank, !tiles) & 1 << goal_blank, 0, "{spec:?}");
            }
            assert_eq!(union, grid.all & !(1 << blank), "{spec:?}");
        }
    }
}
