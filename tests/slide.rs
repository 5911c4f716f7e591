//! Sliding boards of any size: optimal solutions checked against an independent
//! breadth-first search on every shape of at most 10 cells, proven bounds against an
//! independent bidirectional search on 3x4 and 4x3, and legal solutions and sound bounds
//! on every size to 10x10, toward goals with the blank anywhere.

mod common;

use std::collections::HashMap;
use std::ops::ControlFlow;

use puzzle_core::puzzles::sliding::answers::{Opening, OutOfRange, ShareError};
use puzzle_core::puzzles::sliding::{move_string, Board, Move, SlideSolver, Standing};
use puzzle_core::puzzles::Shape;
use puzzle_core::random::Rng;
use puzzle_core::search::Threads;

/// `cells` after the moves of `path`, replayed independently; `None` if a move leaves
/// the board or names no move.
fn replay(cells: &[u8], columns: usize, path: &str) -> Option<Vec<u8>> {
    let mut cells = cells.to_vec();
    for letter in path.chars() {
        cells = common::sliding_neighbours(&cells, columns)
            .into_iter()
            .find(|&(l, _)| l == letter)?
            .1;
    }
    Some(cells)
}

/// The length of a shortest path between two boards, by breadth-first search from both
/// ends at once (always growing the smaller frontier).
fn meet_distance(start: &[u8], goal: &[u8], columns: usize) -> usize {
    if start == goal {
        return 0;
    }
    let mut sides = [
        (
            HashMap::from([(start.to_vec(), 0usize)]),
            vec![start.to_vec()],
        ),
        (
            HashMap::from([(goal.to_vec(), 0usize)]),
            vec![goal.to_vec()],
        ),
    ];
    loop {
        let grow = usize::from(sides[1].1.len() < sides[0].1.len());
        let mut next = Vec::new();
        let mut best = None;
        for board in std::mem::take(&mut sides[grow].1) {
            let depth = sides[grow].0[&board] + 1;
            for (_, neighbour) in common::sliding_neighbours(&board, columns) {
                if let Some(&other) = sides[1 - grow].0.get(&neighbour) {
                    best = Some(best.map_or(depth + other, |b: usize| b.min(depth + other)));
                }
                if !sides[grow].0.contains_key(&neighbour) {
                    sides[grow].0.insert(neighbour.clone(), depth);
                    next.push(neighbour);
                }
            }
        }
        if let Some(best) = best {
            return best;
        }
        sides[grow].1 = next;
    }
}

fn shape(size: &str) -> Shape {
    size.parse().unwrap()
}

/// A random goal of `shape` and a random board that reaches it.
fn random_pair(shape: Shape, rng: &mut Rng) -> (Board, Board) {
    let mut cells = Board::goal(shape).into_cells();
    rng.shuffle(&mut cells);
    let goal = Board::from_cells(shape, cells).unwrap();
    (Board::random_reaching(&goal, rng), goal)
}

/// A search's limit: it stops once it has generated `budget` boards.
fn within(budget: u64) -> impl FnMut(&Standing<'_>) -> ControlFlow<()> {
    move |standing| {
        if standing.nodes >= budget {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    }
}

#[test]
fn boards_of_at_most_ten_cells_get_the_first_shortest_solution() {
    let rng = &mut Rng::new(21);
    let sizes = [
        ("2x2", 10),
        ("3x2", 10),
        ("2x3", 10),
        ("3x3", 10),
        ("4x2", 10),
        ("2x4", 10),
        ("5x2", 2),
        ("2x5", 2),
    ];
    for (size, boards) in sizes {
        let shape = shape(size);
        let solver = SlideSolver::new(shape);
        for _ in 0..boards {
            let (start, goal) = random_pair(shape, rng);
            let expected = common::reference_path(
                start.cells().to_vec(),
                |cells| cells == goal.cells(),
                |cells| common::sliding_neighbours(cells, shape.columns()),
            )
            .unwrap();
            let best = solver
                .solve(&start, &goal, |_| ControlFlow::Continue(()))
                .unwrap();
            let found = move_string(&best.moves);
            assert_eq!(
                found,
                expected.iter().collect::<String>(),
                "{size} {start:?}"
            );
            assert!(best.optimal());
        }
    }
}

#[test]
fn bounds_are_proven_and_optimal_means_shortest_on_boards_of_11_to_16_cells() {
    let rng = &mut Rng::new(5);
    // 6x2 and 5x3 are searched turned on their diagonal; the 5x3's boards are walks of 40
    // moves from a random goal, for the independent search to finish in seconds
    for (size, walk) in [
        ("4x3", None),
        ("3x4", None),
        ("6x2", None),
        ("5x3", Some(40)),
    ] {
        let shape = shape(size);
        let solver = SlideSolver::new(shape);
        let shared = SlideSolver::new(shape).with_threads(Threads::new(3));
        for _ in 0..3 {
            let (mut start, goal) = random_pair(shape, rng);
            if let Some(moves) = walk {
                start = goal.random_walk(moves, rng);
            }
            let exact = meet_distance(start.cells(), goal.cells(), shape.columns());
            // stopped at once, after a budget, and run to the end
            for budget in [0u64, 200_000, u64::MAX] {
                let best = solver.solve(&start, &goal, within(budget)).unwrap();
                let path = move_string(&best.moves);
                let end = replay(start.cells(), shape.columns(), &path);
                assert_eq!(end.as_deref(), Some(goal.cells()), "{size}");
                assert!(
                    best.bound as usize <= exact,
                    "{size}: bound {} above {exact}",
                    best.bound
                );
                assert!(best.moves.len() >= exact, "{size}");
                if best.optimal() || budget == u64::MAX {
                    assert_eq!(best.moves.len(), exact, "{size}");
                    assert!(best.optimal());
                }
                if budget == u64::MAX {
                    // on three threads, the very same solution
                    let threaded = shared.solve(&start, &goal, within(budget)).unwrap();
                    assert_eq!(threaded.moves, best.moves, "{size}");
                }
            }
        }
    }
}

#[test]
fn pattern_databases_keep_bounds_proven_on_boards_of_17_to_36_cells() {
    let rng = &mut Rng::new(21);
    // boards are walks from a random goal (the blank anywhere), for the independent
    // search to finish in seconds
    for (size, walk) in [("9x2", 60), ("3x6", 50), ("5x4", 36)] {
        let shape = shape(size);
        let solver = SlideSolver::new(shape);
        let (_, goal) = random_pair(shape, rng);
        let sets = solver.pattern_sets().expect("17 to 36 cells have them");
        assert!(sets.get(goal.blank()).is_none());
        sets.build(goal.blank(), &mut |_| ());
        for _ in 0..3 {
            let start = goal.random_walk(walk, rng);
            let exact = meet_distance(start.cells(), goal.cells(), shape.columns());
            for budget in [0u64, 200_000, u64::MAX] {
                let best = solver.solve(&start, &goal, within(budget)).unwrap();
                let end = replay(start.cells(), shape.columns(), &move_string(&best.moves));
                assert_eq!(end.as_deref(), Some(goal.cells()), "{size}");
                assert!(
                    best.bound as usize <= exact,
                    "{size}: {} > {exact}",
                    best.bound
                );
                assert!(best.moves.len() >= exact, "{size}");
                if best.optimal() || budget == u64::MAX {
                    assert_eq!(best.moves.len(), exact, "{size}");
                }
            }
        }
    }
}

#[test]
fn threads_run_the_larger_boards_beams_beside_their_iterations_to_a_shortest_solution() {
    let rng = &mut Rng::new(34);
    // without pattern databases (6x6, 4x7) and with (5x4, once built)
    for (size, walk, databases) in [("6x6", 28, false), ("4x7", 28, false), ("5x4", 36, true)] {
        let shape = shape(size);
        let alone = SlideSolver::new(shape);
        let shared = SlideSolver::new(shape).with_threads(Threads::new(3));
        let (_, goal) = random_pair(shape, rng);
        if databases {
            for solver in [&alone, &shared] {
                let sets = solver.pattern_sets().expect("20 cells have them");
                sets.build(goal.blank(), &mut |_| ());
            }
        }
        let start = goal.random_walk(walk, rng);
        let exact = meet_distance(start.cells(), goal.cells(), shape.columns());
        let go_on = |_: &Standing<'_>| ControlFlow::Continue(());
        let one = alone.solve(&start, &goal, go_on).unwrap();
        assert!(one.optimal() && one.moves.len() == exact, "{size}: {exact}");
        // the beams on one thread, the iterations shared by two: a shortest solution,
        // from either side
        let three = shared.solve(&start, &goal, go_on).unwrap();
        assert!(
            three.optimal() && three.moves.len() == exact,
            "{size}: {exact}"
        );
        let end = replay(start.cells(), shape.columns(), &move_string(&three.moves));
        assert_eq!(end.as_deref(), Some(goal.cells()), "{size}");
    }
}

/// The search from `start` to `goal` as the page's workers share it: `planner` plans
/// (from `from`, if given) and `helper` searches the boards of each cut iteration in runs
/// of 5, the last run first; the solution below the earliest board that holds one wins.
fn shared_solve(
    (planner, helper): (&SlideSolver, &SlideSolver),
    (start, goal): (&Board, &Board),
    mut from: Option<u32>,
) -> Vec<Move> {
    let go_on = &mut |_| ControlFlow::Continue(());
    loop {
        let cut = match planner.plan((start, goal), from, 2, go_on).unwrap() {
            Opening::Solved(solved) => return solved.moves,
            Opening::Cut(cut) => cut,
        };
        let runs: Vec<_> = (0..cut.count)
            .step_by(5)
            .map(|first| first..(first + 5).min(cut.count))
            .collect();
        let at = (cut.bound, cut.depth);
        let found = runs
            .into_iter()
            .rev()
            .filter_map(|run| {
                helper
                    .search_part((start, goal), at, run, go_on)
                    .unwrap()
                    .found
            })
            .min_by_key(|&(index, _)| index);
        if let Some((_, moves)) = found {
            assert_eq!(moves.len() as u32, cut.bound);
            return moves;
        }
        from = Some(cut.bound + 2);
    }
}

#[test]
fn workers_share_the_search_as_the_page_does_and_find_a_shortest_solution() {
    let rng = &mut Rng::new(35);
    // the 4x4 (the Fifteen's search), boards without pattern databases (6x6, 4x7), and a
    // 5x4 planned with its databases but searched by a worker without them: the cut
    // lists the same boards whatever databases a worker holds
    for (size, walk, databases) in [
        ("4x4", 34, false),
        ("6x6", 26, false),
        ("4x7", 26, false),
        ("5x4", 34, true),
    ] {
        let shape = shape(size);
        let (planner, helper) = (SlideSolver::new(shape), SlideSolver::new(shape));
        let (_, goal) = random_pair(shape, rng);
        if databases {
            let sets = planner.pattern_sets().expect("20 cells have them");
            sets.build(goal.blank(), &mut |_| ());
        }
        let start = goal.random_walk(walk, rng);
        let exact = meet_distance(start.cells(), goal.cells(), shape.columns());
        // planned from the start, and cut at once from the first bound
        let starts: &[Option<u32>] = if size == "4x4" {
            &[None]
        } else {
            &[None, Some(0)]
        };
        for &from in starts {
            let moves = shared_solve((&planner, &helper), (&start, &goal), from);
            assert_eq!(moves.len(), exact, "{size} from {from:?}");
            let end = replay(start.cells(), shape.columns(), &move_string(&moves));
            assert_eq!(end.as_deref(), Some(goal.cells()), "{size}");
        }
    }
}

/// The refusal of a shared search's question, by its field, value and most.
fn refused<T: std::fmt::Debug>(result: Result<T, ShareError>) -> (&'static str, u64, u64) {
    match result {
        Err(ShareError::OutOfRange(OutOfRange {
            field, value, most, ..
        })) => (field, value, most),
        other => panic!("not refused: {other:?}"),
    }
}

#[test]
fn a_shared_search_refuses_bounds_depths_and_parts_no_plan_asks() {
    let rng = &mut Rng::new(51);
    let go_on = &mut |_| ControlFlow::Continue(());
    for size in ["5x5", "10x10", "4x4"] {
        let shape = shape(size);
        let solver = SlideSolver::new(shape);
        let (start, goal) = random_pair(shape, rng);
        let most = if size == "4x4" { 82 } else { 2_000 };
        // a bound above the most any board needs (or the recursion can hold), at once
        for bound in [most + 1, 5_000, u32::MAX - 1] {
            let part = solver.search_part((&start, &goal), (bound, 20), 0..1, go_on);
            assert_eq!(
                refused(part),
                ("bound", bound.into(), most.into()),
                "{size}"
            );
        }
        // a plan from a bound that would wrap, or that no iteration reaches
        for from in [most + 1, u32::MAX] {
            let plan = solver.plan((&start, &goal), Some(from), 2, go_on);
            let (field, value, most_of_parity) = refused(plan);
            assert_eq!((field, value), ("from", from.into()), "{size}");
            // the most of the start's parity
            assert!(most_of_parity + 1 >= most.into() && most_of_parity <= most.into());
        }
        let plan = solver.plan((&start, &goal), None, 65, go_on);
        assert_eq!(refused(plan), ("parts", 65, 64), "{size}");
        // a depth past two moves short of the bound
        let part = solver.search_part((&start, &goal), (60, 59), 0..1, go_on);
        assert_eq!(refused(part), ("depth", 59, 58), "{size}");
    }
    // a depth no plan cuts at: deeper than the first with 256 boards for 64 workers
    let shape = shape("5x5");
    let solver = SlideSolver::new(shape);
    let (start, goal) = random_pair(shape, rng);
    for depth in [199, 1_998] {
        let part = solver.search_part((&start, &goal), (2_000, depth), 0..1, go_on);
        let (field, value, most) = refused(part);
        assert!(
            field == "depth" && value == u64::from(depth) && most < 40,
            "{most}"
        );
    }
    // the message names the field, the value and the most
    let Err(ShareError::OutOfRange(error)) =
        solver.search_part((&start, &goal), (u32::MAX - 1, 20), 0..1, go_on)
    else {
        panic!("not refused");
    };
    assert_eq!(
        error.to_string(),
        "bound is 4294967294, above 2000: the most a shared search of a board of more than \
         16 cells runs at"
    );
    // the most itself is a plan's question: cut, not wrapped
    let Ok(Opening::Cut(cut)) = solver.plan((&start, &goal), Some(1_999), 2, go_on) else {
        panic!("not cut");
    };
    assert!(cut.bound >= 1_999 && cut.bound <= 2_000 && cut.depth < 40);
}

#[test]
fn a_shared_search_at_the_most_bound_fits_a_stack_of_one_mib() {
    // a 10x10 board's part at the bound of 2,000 dives some 1,300 moves deep at once;
    // on a thread with the wasm's stack it is stopped by its budget, not by the stack
    let rng = &mut Rng::new(52);
    let shape = shape("10x10");
    let (start, goal) = random_pair(shape, rng);
    let searched = std::thread::Builder::new()
        .stack_size(1 << 20)
        .spawn(move || {
            let solver = SlideSolver::new(shape);
            let mut budget = |p: puzzle_core::search::SearchProgress| {
                if p.nodes >= 1 << 21 {
                    ControlFlow::Break(())
                } else {
                    ControlFlow::Continue(())
                }
            };
            solver
                .search_part((&start, &goal), (2_000, 1), 0..1, &mut budget)
                .is_err()
        })
        .unwrap()
        .join()
        .unwrap();
    assert!(searched, "stopped by its budget");
}

#[test]
fn the_beams_alone_give_legal_solutions_and_end_at_the_first_bound() {
    let rng = &mut Rng::new(36);
    let shape = shape("5x5");
    let solver = SlideSolver::new(shape);
    let (_, goal) = random_pair(shape, rng);
    // a few moves from the goal the start's estimate is the distance: the beams end
    let near = goal.random_walk(6, rng);
    let exact = meet_distance(near.cells(), goal.cells(), shape.columns());
    let best = solver
        .improve(&near, &goal, |_| ControlFlow::Continue(()))
        .unwrap();
    assert!(best.optimal() && best.moves.len() == exact);
    // far from it they go on until stopped, each better solution legal
    let far = Board::random_reaching(&goal, rng);
    let mut lengths = Vec::new();
    let best = solver
        .improve(&far, &goal, |standing| {
            lengths.extend(standing.best.map(<[_]>::len));
            within(3_000_000)(standing)
        })
        .unwrap();
    let end = replay(far.cells(), shape.columns(), &move_string(&best.moves));
    assert_eq!(end.as_deref(), Some(goal.cells()));
    assert!(lengths.windows(2).all(|pair| pair[1] <= pair[0]));
    assert!(
        best.bound < best.moves.len() as u32,
        "the beams raise no bound"
    );
}

#[test]
fn every_size_gets_a_legal_solution_and_a_sound_bound_toward_any_goal() {
    let rng = &mut Rng::new(8);
    let sizes = [
        "2x6", "6x2", "2x7", "3x5", "5x3", "2x8", "4x4", "5x4", "5x5", "7x3", "3x7", "6x6", "2x10",
        "10x2", "7x7", "8x9", "10x10",
    ];
    for size in sizes {
        let shape = shape(size);
        let solver = SlideSolver::new(shape);
        for _ in 0..2 {
            let (start, goal) = random_pair(shape, rng);
            // stopped at once: the first solution
            let best = solver
                .solve(&start, &goal, |_| ControlFlow::Break(()))
                .unwrap();
            let path = move_string(&best.moves);
            let end = replay(start.cells(), shape.columns(), &path);
            assert_eq!(end.as_deref(), Some(goal.cells()), "{size}");
            assert!(best.bound as usize <= best.moves.len(), "{size}");
            assert_eq!(best.bound as usize % 2, best.moves.len() % 2, "{size}");
        }
    }
}

#[test]
fn a_board_of_the_other_parity_is_refused_saying_why() {
    let solver = SlideSolver::new(shape("4x3"));
    let goal = Board::goal(shape("4x3"));
    let start = Board::parse_text(shape("4x3"), "2 1 3 4 5 6 7 8 9 10 11 x").unwrap();
    let error = solver
        .solve(&start, &goal, |_| ControlFlow::Continue(()))
        .unwrap_err();
    assert_eq!(
        error.to_string(),
        "the inversions plus the blank's row is odd here but even in the goal, and every move keeps its parity"
    );
}

/// Korf and Felner's 50 random 5x5 boards with their published optimal lengths.
fn korf_felner() -> Vec<(Vec<u8>, usize)> {
    std::fs::read_to_string("tests/data/korf-felner-24.txt")
        .unwrap()
        .lines()
        .filter(|line| !line.starts_with('#'))
        .map(|line| {
            let numbers: Vec<usize> = line.split(' ').map(|t| t.parse().unwrap()).collect();
            let cells = numbers[..25].iter().map(|&t| t as u8).collect();
            (cells, numbers[25])
        })
        .collect()
}

#[test]
fn korf_felners_5x5_boards_get_sound_bounds_and_solutions_near_the_optimum() {
    let shape = shape("5x5");
    let solver = SlideSolver::new(shape);
    let goal = Board::from_cells(shape, (0..25).collect()).unwrap();
    let (mut first, mut later) = (0.0, 0.0);
    let instances = korf_felner();
    assert_eq!(instances.len(), 50);
    for (i, (cells, optimum)) in instances.iter().enumerate() {
        let start = Board::from_cells(shape, cells.clone()).unwrap();
        // stopped at once (the first solution), and after two million boards
        for budget in [0u64, 2_000_000] {
            let best = solver.solve(&start, &goal, within(budget)).unwrap();
            let end = replay(start.cells(), 5, &move_string(&best.moves));
            assert_eq!(end.as_deref(), Some(goal.cells()), "instance {}", i + 1);
            let length = best.moves.len();
            assert!(best.bound as usize <= *optimum, "instance {}", i + 1);
            assert!(length >= *optimum, "instance {}", i + 1);
            let ratio = length as f64 / *optimum as f64;
            if budget == 0 {
                first += ratio / 50.0;
            } else {
                later += ratio / 50.0;
            }
        }
    }
    // deterministic, counted in boards generated (docs/performance.md has the figures by
    // time and the mean reached here)
    assert!(
        later < first && later <= 1.15,
        "first {first}, later {later}"
    );
}

/// The 30 held-out 5x5 boards with the optima an independent solver found.
fn held_out() -> Vec<(Board, usize)> {
    std::fs::read_to_string("tests/data/heldout-24.txt")
        .unwrap()
        .lines()
        .filter(|line| !line.starts_with('#'))
        .map(|line| {
            let (board, optimum) = line.split_once(" | ").unwrap();
            let board = Board::parse_text(shape("5x5"), board).unwrap();
            (board, optimum.parse().unwrap())
        })
        .collect()
}

#[test]
fn held_out_5x5_boards_get_sound_bounds_and_solutions_near_the_optimum() {
    let shape = shape("5x5");
    let solver = SlideSolver::new(shape);
    let goal = Board::goal(shape);
    let boards = held_out();
    assert_eq!(boards.len(), 30);
    let mut mean = 0.0;
    for (i, (start, optimum)) in boards.iter().enumerate() {
        let best = solver.solve(start, &goal, within(2_000_000)).unwrap();
        let end = replay(start.cells(), 5, &move_string(&best.moves));
        assert_eq!(end.as_deref(), Some(goal.cells()), "board {}", i + 1);
        assert!(best.bound as usize <= *optimum, "board {}", i + 1);
        assert!(best.moves.len() >= *optimum, "board {}", i + 1);
        if best.optimal() {
            assert_eq!(best.moves.len(), *optimum, "board {}", i + 1);
        }
        mean += best.moves.len() as f64 / *optimum as f64 / 30.0;
    }
    // set apart from the tuning: the mean is what it is (docs/performance.md), under the
    // issue's goal
    assert!(mean <= 1.15, "mean {mean}");
}

#[test]
fn korf_felners_5x5_boards_keep_sound_bounds_with_pattern_databases() {
    let shape = shape("5x5");
    let solver = SlideSolver::new(shape);
    let goal = Board::from_cells(shape, (0..25).collect()).unwrap();
    let sets = solver.pattern_sets().unwrap();
    sets.build(goal.blank(), &mut |_| ());
    for (i, (cells, optimum)) in korf_felner().iter().enumerate().take(10) {
        let start = Board::from_cells(shape, cells.clone()).unwrap();
        let best = solver.solve(&start, &goal, within(1_000_000)).unwrap();
        let end = replay(start.cells(), 5, &move_string(&best.moves));
        assert_eq!(end.as_deref(), Some(goal.cells()), "instance {}", i + 1);
        assert!(best.bound as usize <= *optimum, "instance {}", i + 1);
        assert!(best.moves.len() >= *optimum, "instance {}", i + 1);
    }
}
