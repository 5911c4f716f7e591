//! Every optimal solution: the counts and the lists of the Eight's and the small boards'
//! tables and of the Fifteen's search, in the single- and the multi-tile metric, against an independent breadth-first
//! search that counts the shortest paths and lists them all.

mod common;

use std::collections::{HashMap, VecDeque};
use std::ops::ControlFlow;

use puzzle_core::puzzles::sliding::eight::{Board3, EightSolver};
use puzzle_core::puzzles::sliding::fifteen::{Board4, FifteenSolver};
use puzzle_core::puzzles::sliding::{move_string, Board, Move, MultiTables, SlideSolver};
use puzzle_core::puzzles::Shape;
use puzzle_core::random::Rng;

/// The shortest paths from `start` to `goal`, by a breadth-first search written apart
/// from the crate over `neighbours` (the boards one move away, each with its move): their
/// length, their number, and, when there are at most `most`, every one of them as its
/// moves, in the order of the moves.
fn shortest<S: Copy + Ord>(
    start: &[u8],
    goal: &[u8],
    neighbours: impl Fn(&[u8]) -> Vec<(S, Vec<u8>)>,
    most: u64,
) -> (usize, u64, Option<Vec<Vec<S>>>) {
    let mut depth: HashMap<Vec<u8>, usize> = HashMap::from([(start.to_vec(), 0)]);
    let mut ways: HashMap<Vec<u8>, u64> = HashMap::from([(start.to_vec(), 1)]);
    let mut parents: HashMap<Vec<u8>, Vec<(S, Vec<u8>)>> = HashMap::new();
    let mut queue = VecDeque::from([start.to_vec()]);
    while let Some(cells) = queue.pop_front() {
        if cells == goal {
            break;
        }
        let (d, w) = (depth[&cells], ways[&cells]);
        for (step, next) in neighbours(&cells) {
            match depth.get(&next) {
                None => {
                    depth.insert(next.clone(), d + 1);
                    ways.insert(next.clone(), w);
                    parents.insert(next.clone(), vec![(step, cells.clone())]);
                    queue.push_back(next);
                }
                Some(&e) if e == d + 1 => {
                    *ways.get_mut(&next).unwrap() += w;
                    parents.get_mut(&next).unwrap().push((step, cells.clone()));
                }
                Some(_) => {}
            }
        }
    }
    let count = ways[goal];
    // back from the goal over the boards one layer nearer the start, every way
    let listed = (count <= most).then(|| {
        let mut paths = Vec::new();
        let mut stack = vec![(goal.to_vec(), Vec::new())];
        while let Some((cells, suffix)) = stack.pop() {
            if cells == start {
                paths.push(suffix);
                continue;
            }
            for (step, previous) in &parents[&cells] {
                let mut path = vec![*step];
                path.extend(&suffix);
                stack.push((previous.clone(), path));
            }
        }
        paths.sort();
        paths
    });
    (depth[goal], count, listed)
}

/// [`shortest`] in single moves (`columns` wide), each path as its letters, in
/// alphabetical order (`d < l < r < u`).
fn shortest_paths(
    start: &[u8],
    goal: &[u8],
    columns: usize,
    most: u64,
) -> (usize, u64, Option<Vec<String>>) {
    let (length, count, listed) = shortest(
        start,
        goal,
        |cells| common::sliding_neighbours(cells, columns),
        most,
    );
    let words = listed.map(|paths| paths.into_iter().map(String::from_iter).collect());
    (length, count, words)
}

#[test]
fn the_goal_has_one_empty_solution_and_a_board_a_move_away_one_move() {
    let shape: Shape = "3x3".parse().unwrap();
    let solver = SlideSolver::new(shape);
    let tables = solver.tables().expect("a table size");
    let goal = Board::goal(shape);
    let page = tables.optimal_solutions(&goal, &goal, 0, 5).unwrap();
    assert_eq!((page.count, page.paths.len()), (1, 1));
    assert!(page.paths[0].is_empty());
    let near = Board::from_cells(shape, vec![1, 2, 3, 4, 5, 6, 7, 0, 8]).unwrap();
    let page = tables.optimal_solutions(&near, &goal, 0, 5).unwrap();
    assert_eq!(page.count, 1);
    assert_eq!(move_string(&page.paths[0]), "r");
    // past the last, nothing
    assert!(tables
        .optimal_solutions(&near, &goal, 1, 5)
        .unwrap()
        .paths
        .is_empty());
}

#[test]
fn eight_counts_and_lists_match_a_breadth_first_search() {
    let eight = EightSolver::new();
    let shape: Shape = "3x3".parse().unwrap();
    let solver = SlideSolver::new(shape);
    let tables = solver.tables().expect("a table size");
    let mut rng = Rng::new(23);
    let mut listed = 0;
    for case in 0..30 {
        // goals with the blank anywhere
        let goal = Board::random_reaching(&Board::goal(shape), &mut rng);
        let start = Board::random_reaching(&goal, &mut rng);
        let three = |b: &Board| Board3::from_cells(b.cells().try_into().unwrap()).unwrap();
        let (length, count, all) = shortest_paths(start.cells(), goal.cells(), 3, 5000);
        let page = tables.optimal_solutions(&start, &goal, 0, 5000).unwrap();
        assert_eq!(page.count, count, "case {case}");
        assert!(page.paths.iter().all(|p| p.len() == length), "case {case}");
        assert_eq!(
            move_string(&page.paths[0]),
            move_string(&eight.solve(&three(&start), &three(&goal)).unwrap()),
            "case {case}: the first is the Eight's solver's"
        );
        if let Some(all) = all {
            let ours: Vec<String> = page.paths.iter().map(|p| move_string(p)).collect();
            assert_eq!(ours, all, "case {case}");
            listed += 1;
            // a page from the middle is the same slice
            let middle = tables
                .optimal_solutions(&start, &goal, count / 2, 3)
                .unwrap();
            let from = (count / 2) as usize;
            let slice: Vec<String> = middle.paths.iter().map(|p| move_string(p)).collect();
            assert_eq!(slice, all[from..(from + 3).min(all.len())], "case {case}");
        }
    }
    assert!(
        listed >= 10,
        "only {listed} boards had few enough solutions to list"
    );
}

#[test]
fn small_boards_count_and_list_as_a_breadth_first_search_does() {
    let mut rng = Rng::new(5);
    for size in ["2x4", "4x2", "2x3", "3x3"] {
        let shape: Shape = size.parse().unwrap();
        let solver = SlideSolver::new(shape);
        let tables = solver.tables().expect("a table size");
        for case in 0..8 {
            let goal = Board::random_reaching(&Board::goal(shape), &mut rng);
            let start = Board::random_reaching(&goal, &mut rng);
            let (length, count, all) =
                shortest_paths(start.cells(), goal.cells(), shape.columns(), 5000);
            let page = tables.optimal_solutions(&start, &goal, 0, 5000).unwrap();
            assert_eq!(page.count, count, "{size} case {case}");
            assert!(
                page.paths.iter().all(|p| p.len() == length),
                "{size} case {case}"
            );
            // the first is the smallest, as the shared oracle finds it
            let smallest = common::reference_path(
                start.cells().to_vec(),
                |cells| cells == goal.cells(),
                |cells| common::sliding_neighbours(cells, shape.columns()),
            )
            .unwrap();
            assert_eq!(
                move_string(&page.paths[0]),
                smallest.iter().collect::<String>()
            );
            if let Some(all) = all {
                let ours: Vec<String> = page.paths.iter().map(|p| move_string(p)).collect();
                assert_eq!(ours, all, "{size} case {case}");
            }
        }
    }
}

/// A slide as (direction, cells), the directions numbered `d, l, r, u` from 0.
type Step = (u8, u8);

/// The boards one slide of the multi-tile metric from `cells` (`columns` wide), each with
/// the slide as (direction, cells), the directions numbered `d, l, r, u` from 0, written
/// out independently of the crate.
fn multi_neighbours(cells: &[u8], columns: usize) -> Vec<(Step, Vec<u8>)> {
    let rows = cells.len() / columns;
    let blank = cells.iter().position(|&c| c == 0).unwrap();
    let (row, column) = ((blank / columns) as isize, (blank % columns) as isize);
    let mut found = Vec::new();
    for (direction, (dr, dc)) in [(1isize, 0isize), (0, -1), (0, 1), (-1, 0)]
        .into_iter()
        .enumerate()
    {
        let mut next = cells.to_vec();
        let (mut r, mut c) = (row, column);
        for cells_moved in 1u8.. {
            let (to_r, to_c) = (r + dr, c + dc);
            if to_r < 0 || to_c < 0 || to_r >= rows as isize || to_c >= columns as isize {
                break;
            }
            let (from, to) = (
                (r * columns as isize + c) as usize,
                (to_r * columns as isize + to_c) as usize,
            );
            next.swap(from, to);
            (r, c) = (to_r, to_c);
            found.push(((direction as u8, cells_moved), next.clone()));
        }
    }
    found
}

#[test]
fn multi_tile_solutions_match_a_breadth_first_search() {
    let mut rng = Rng::new(31);
    let direction = |m: Move| Move::ALL.iter().position(|&a| a == m).unwrap() as u8;
    for size in ["3x3", "2x4", "4x2", "3x2"] {
        let shape: Shape = size.parse().unwrap();
        let tables = MultiTables::new(shape).expect("a table size");
        for case in 0..6 {
            let goal = Board::random_reaching(&Board::goal(shape), &mut rng);
            let start = Board::random_reaching(&goal, &mut rng);
            let (length, count, all) = shortest(
                start.cells(),
                goal.cells(),
                |cells| multi_neighbours(cells, shape.columns()),
                2000,
            );
            let page = tables.optimal_solutions(&start, &goal, 0, 2000).unwrap();
            assert_eq!(page.count, count, "{size} case {case}");
            let ours: Vec<Vec<Step>> = page
                .paths
                .iter()
                .map(|p| p.iter().map(|s| (direction(s.toward), s.cells)).collect())
                .collect();
            assert!(ours.iter().all(|p| p.len() == length), "{size} case {case}");
            // the solution is the first of them
            let solved = tables.solve(&start, &goal).unwrap();
            assert_eq!(solved, page.paths[0], "{size} case {case}");
            if let Some(all) = all {
                assert_eq!(ours, all, "{size} case {case}");
            }
        }
    }
}

/// A board `steps` random moves from `goal` (none undoing the one before).
fn walked(goal: &[u8], columns: usize, steps: usize, rng: &mut Rng) -> Vec<u8> {
    let mut cells = goal.to_vec();
    let mut last = cells.clone();
    for _ in 0..steps {
        let next: Vec<Vec<u8>> = common::sliding_neighbours(&cells, columns)
            .into_iter()
            .map(|(_, next)| next)
            .filter(|next| *next != last)
            .collect();
        last = std::mem::replace(&mut cells, next[rng.below(next.len())].clone());
    }
    cells
}

#[test]
fn fifteen_counts_and_lists_match_a_breadth_first_search() {
    let solver = FifteenSolver::new();
    let shape: Shape = "4x4".parse().unwrap();
    let mut rng = Rng::new(15);
    let mut several = 0;
    for case in 0..16 {
        // goals with the blank anywhere: each class of databases, under every symmetry
        let goal = Board::random_reaching(&Board::goal(shape), &mut rng);
        let start = walked(goal.cells(), 4, 14, &mut rng);
        let (length, count, all) = shortest_paths(&start, goal.cells(), 4, 2000);
        let four = |cells: &[u8]| Board4::from_cells(cells.try_into().unwrap()).unwrap();
        let counted = solver
            .count(&four(&start), &four(goal.cells()), 2000, &mut |_| {
                ControlFlow::Continue(())
            })
            .unwrap();
        assert_eq!(counted.count, count, "case {case}");
        assert!(
            counted.solutions.iter().all(|p| p.len() == length),
            "case {case}"
        );
        let all = all.expect("few enough to list");
        let ours: Vec<String> = counted.solutions.iter().map(|p| move_string(p)).collect();
        assert_eq!(ours, all, "case {case}");
        // fewer kept than there are: the first of them, counted all the same
        let first = solver
            .count(&four(&start), &four(goal.cells()), 1, &mut |_| {
                ControlFlow::Continue(())
            })
            .unwrap();
        assert_eq!(first.count, count, "case {case}");
        assert_eq!(move_string(&first.solutions[0]), all[0], "case {case}");
        several += usize::from(count > 1);
    }
    assert!(
        several >= 5,
        "only {several} boards had more than one solution"
    );
    // the goal itself: one solution, no move
    let goal = Board4::from_cells(std::array::from_fn(|i| i as u8)).unwrap();
    let counted = solver
        .count(&goal, &goal, 5, &mut |_| ControlFlow::Continue(()))
        .unwrap();
    assert_eq!((counted.count, counted.solutions), (1, vec![Vec::new()]));
}
