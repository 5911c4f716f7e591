use std::ops::ControlFlow;

use super::*;
use crate::puzzles::sliding::eight::{Board3, EightSolver};
use crate::puzzles::sliding::{move_string, Move, SlideSolver};
use crate::random::Rng;

fn shape(text: &str) -> crate::puzzles::Shape {
    text.parse().expect("a size")
}

fn board(size: &str, text: &str) -> Board {
    Board::parse_text(shape(size), text).expect("a board")
}

fn lab(request: Request, start: &Board, goal: &Board) -> Result<Run, LabError> {
    run(&request, start, goal, &mut |_| ControlFlow::Continue(()))
}

fn solved(run: &Run) -> &[Move] {
    match &run.outcome {
        Outcome::Solved(moves) => moves,
        other => panic!("expected a solution, found {other:?}"),
    }
}

/// The exact distance by the Eight's breadth-first table, a search apart from the lab's.
fn exact3(start: &Board, goal: &Board) -> usize {
    let three =
        |b: &Board| Board3::from_cells(b.cells().try_into().expect("9 cells")).expect("a board");
    usize::from(
        EightSolver::new()
            .distance(&three(start), &three(goal))
            .expect("reachable"),
    )
}

fn optimal_requests() -> Vec<Request> {
    let mut requests = vec![
        Request::new(Algorithm::Bfs, Heuristic::Manhattan),
        Request::new(Algorithm::Bidirectional, Heuristic::Manhattan),
    ];
    for heuristic in Heuristic::ALL {
        requests.push(Request::new(Algorithm::Astar, heuristic));
        requests.push(Request::new(Algorithm::Idastar, heuristic));
    }
    requests
}

#[test]
fn admissible_searches_find_shortest_solutions_on_random_3x3_boards() {
    let goal = Board::goal(shape("3x3"));
    let mut rng = Rng::new(24);
    for case in 0..40 {
        let start = Board::random_reaching(&goal, &mut rng);
        let exact = exact3(&start, &goal);
        for request in optimal_requests() {
            let run = lab(request, &start, &goal).expect("runs");
            let moves = solved(&run);
            assert_eq!(
                start.apply_all(moves).as_ref(),
                Ok(&goal),
                "case {case} {request:?}"
            );
            assert_eq!(moves.len(), exact, "case {case} {request:?}");
        }
    }
}

#[test]
fn iterative_deepening_is_shortest_on_near_boards() {
    let goal = Board::goal(shape("3x3"));
    let mut rng = Rng::new(7);
    for case in 0..20 {
        let start = goal.random_walk(14, &mut rng);
        let run = lab(
            Request::new(Algorithm::Iddfs, Heuristic::Manhattan),
            &start,
            &goal,
        )
        .expect("runs");
        let exact = exact3(&start, &goal);
        let moves = solved(&run);
        assert_eq!(start.apply_all(moves).as_ref(), Ok(&goal), "case {case}");
        assert_eq!(moves.len(), exact, "case {case}");
        // one iteration per depth, 0 to the solution's
        let bounds: Vec<u32> = run.iterations.iter().map(|i| i.bound).collect();
        assert_eq!(
            bounds,
            (0..=exact as u32).collect::<Vec<_>>(),
            "case {case}"
        );
    }
}

#[test]
fn any_goal_is_searched_toward() {
    // Eight II's kind of question: from one board to another, neither the usual goal
    let start = board("3x3", "2 8 3 1 6 4 7 x 5");
    let goal = board("3x3", "1 2 3 8 x 4 7 6 5");
    let exact = exact3(&start, &goal);
    assert_eq!(exact, 5);
    for request in optimal_requests() {
        let run = lab(request, &start, &goal).expect("runs");
        assert_eq!(move_string(solved(&run)).len(), 5, "{request:?}");
        assert_eq!(start.apply_all(solved(&run)).as_ref(), Ok(&goal));
    }
}

#[test]
fn greedy_and_depth_first_reach_the_goal_but_not_always_by_the_shortest_way() {
    let goal = Board::goal(shape("3x3"));
    let mut rng = Rng::new(3);
    let mut longer = 0;
    for _ in 0..30 {
        let start = Board::random_reaching(&goal, &mut rng);
        let exact = exact3(&start, &goal);
        let greedy = lab(
            Request::new(Algorithm::Greedy, Heuristic::Manhattan),
            &start,
            &goal,
        )
        .expect("runs");
        let moves = solved(&greedy);
        assert_eq!(start.apply_all(moves).as_ref(), Ok(&goal));
        assert!(moves.len() >= exact);
        longer += usize::from(moves.len() > exact);
    }
    assert!(
        longer > 0,
        "greedy should miss the shortest way on some board"
    );
    // depth-first to exactly the distance finds a shortest solution; to less, none
    let start = goal.random_walk(40, &mut Rng::new(5));
    let exact = exact3(&start, &goal);
    let mut request = Request::new(Algorithm::Dfs, Heuristic::Manhattan);
    request.depth = exact as u32;
    let found = lab(request, &start, &goal).expect("runs");
    assert_eq!(start.apply_all(solved(&found)).as_ref(), Ok(&goal));
    assert_eq!(solved(&found).len(), exact);
    request.depth = exact as u32 - 1;
    assert_eq!(
        lab(request, &start, &goal).expect("runs").outcome,
        Outcome::Exhausted
    );
    // with room to spare, its first solution is longer than the shortest
    request.depth = 31;
    let deep = lab(request, &start, &goal).expect("runs");
    assert_eq!(start.apply_all(solved(&deep)).as_ref(), Ok(&goal));
    assert!(solved(&deep).len() > exact && solved(&deep).len() <= 31);
}

#[test]
fn counts_of_a_board_one_move_from_the_goal() {
    // 1 x   the blank goes down to finish; its other move is left.
    // 3 2
    let start = board("2x2", "1 x 3 2");
    let goal = Board::goal(shape("2x2"));
    let counts = |algorithm| {
        let run = lab(Request::new(algorithm, Heuristic::Manhattan), &start, &goal).expect("runs");
        assert_eq!(move_string(solved(&run)), "d");
        let c = run.counts;
        (c.expanded, c.generated, c.peak_open, c.peak_closed)
    };
    // the first child generated (d) is the goal
    assert_eq!(counts(Algorithm::Bfs), (1, 1, 1, 0));
    // both children pushed, then the goal leaves the heap first
    assert_eq!(counts(Algorithm::Astar), (1, 2, 2, 1));
    assert_eq!(counts(Algorithm::Greedy), (1, 2, 2, 1));
    // depth 0: the start alone; depth 1: the start expanded, d meets the goal
    assert_eq!(counts(Algorithm::Iddfs), (1, 1, 1, 0));
    // the bound is the start's estimate, 1: d is within it and is the goal
    assert_eq!(counts(Algorithm::Idastar), (1, 1, 1, 0));
    // the goal's side is as small as the start's, so the start's side expands: d has
    // been seen from the goal
    assert_eq!(counts(Algorithm::Bidirectional), (1, 1, 2, 0));
}

#[test]
fn the_goal_itself_needs_no_move_and_no_expansion() {
    let goal = Board::goal(shape("3x3"));
    for algorithm in Algorithm::ALL {
        let run = lab(
            Request::new(algorithm, Heuristic::LinearConflict),
            &goal,
            &goal,
        )
        .expect("runs");
        assert_eq!(solved(&run), &[] as &[Move], "{algorithm}");
        assert_eq!(run.counts.expanded, 0, "{algorithm}");
    }
}

#[test]
fn heuristics_count_as_their_definitions_say() {
    let space = |goal: &Board| Space::new(goal.shape(), goal.cells());
    let goal = Board::goal(shape("3x3"));
    let s = space(&goal);
    let h = |heuristic, text: &str| {
        let b = board("3x3", text);
        Estimator::new(&s, heuristic).of(s.pack(b.cells()))
    };
    use Heuristic::{LinearConflict as Lc, Manhattan as Md, Misplaced as Mt};
    // 1 and 2 swapped in their goal row: one must step out and back
    assert_eq!(
        (
            h(Mt, "2 1 3 4 5 6 7 8 x"),
            h(Md, "2 1 3 4 5 6 7 8 x"),
            h(Lc, "2 1 3 4 5 6 7 8 x")
        ),
        (2, 2, 4)
    );
    // 3 2 1 reversed in row 0: two of the three must step out
    assert_eq!(
        (
            h(Mt, "3 2 1 4 5 6 7 8 x"),
            h(Md, "3 2 1 4 5 6 7 8 x"),
            h(Lc, "3 2 1 4 5 6 7 8 x")
        ),
        (2, 4, 8)
    );
    // 7 4 1 reversed in column 0
    assert_eq!(
        (h(Md, "7 2 3 4 5 6 1 8 x"), h(Lc, "7 2 3 4 5 6 1 8 x")),
        (4, 8)
    );
    // the blank counts for none of them
    assert_eq!(
        (
            h(Mt, "1 2 3 4 5 6 7 x 8"),
            h(Md, "1 2 3 4 5 6 7 x 8"),
            h(Lc, "1 2 3 4 5 6 7 x 8")
        ),
        (1, 1, 1)
    );
    // a board the textbooks use: 8 1 3 / 4 x 2 / 7 6 5
    assert_eq!(
        (h(Mt, "8 1 3 4 x 2 7 6 5"), h(Md, "8 1 3 4 x 2 7 6 5")),
        (5, 10)
    );
    // on a 4x4 goal with the blank first (Korf's), tile 1 is home at cell 1
    let korf = board("4x4", "x 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15");
    let k = space(&korf);
    let b = board("4x4", "1 x 2 3 4 5 6 7 8 9 10 11 12 13 14 15");
    assert_eq!(Estimator::new(&k, Md).of(k.pack(b.cells())), 1);
}

#[test]
fn heuristics_never_overestimate_on_any_3x3_board() {
    // every board reachable from the goal, by breadth-first search over the keys
    let goal = Board::goal(shape("3x3"));
    let space = Space::new(goal.shape(), goal.cells());
    let estimators: Vec<_> = Heuristic::ALL
        .iter()
        .map(|&h| Estimator::new(&space, h))
        .collect();
    let mut distance = std::collections::HashMap::from([(space.goal(), 0u32)]);
    let mut layer = vec![space.goal()];
    let mut depth = 0;
    while !layer.is_empty() {
        for &key in &layer {
            for e in &estimators {
                assert!(e.of(key) <= depth);
            }
            // the pattern databases count at least each tile's rows and columns
            assert!(estimators[3].of(key) >= estimators[1].of(key));
        }
        depth += 1;
        let mut next = Vec::new();
        for key in layer {
            for (_, child) in space.children(key) {
                if let std::collections::hash_map::Entry::Vacant(v) = distance.entry(child) {
                    v.insert(depth);
                    next.push(child);
                }
            }
        }
        layer = next;
    }
    assert_eq!(distance.len(), 181_440);
    assert_eq!(depth, 32);
}

#[test]
fn informed_searches_on_a_4x4_board_match_the_optimal_solver() {
    let goal = Board::goal(shape("4x4"));
    let start = goal.random_walk(30, &mut Rng::new(11));
    let best = SlideSolver::new(shape("4x4"))
        .solve(&start, &goal, |_| ControlFlow::Continue(()))
        .expect("solved");
    for request in [
        Request::new(Algorithm::Astar, Heuristic::LinearConflict),
        Request::new(Algorithm::Idastar, Heuristic::LinearConflict),
        Request::new(Algorithm::Idastar, Heuristic::Manhattan),
        Request::new(Algorithm::Astar, Heuristic::Patterns),
        Request::new(Algorithm::Idastar, Heuristic::Patterns),
    ] {
        let run = lab(request, &start, &goal).expect("runs");
        assert_eq!(start.apply_all(solved(&run)).as_ref(), Ok(&goal));
        assert_eq!(solved(&run).len(), best.moves.len(), "{request:?}");
        // IDA*'s bounds rise by two: every move changes the parity of moves plus estimate
        if request.algorithm == Algorithm::Idastar {
            let bounds: Vec<u32> = run.iterations.iter().map(|i| i.bound).collect();
            assert!(bounds.windows(2).all(|w| w[1] == w[0] + 2), "{bounds:?}");
            assert_eq!(bounds.last().copied(), Some(best.moves.len() as u32));
        }
    }
}

#[test]
fn runs_are_the_same_every_time() {
    let goal = Board::goal(shape("3x3"));
    let start = board("3x3", "8 1 3 4 x 2 7 6 5");
    let exact = exact3(&start, &goal);
    for request in optimal_requests() {
        let first = lab(request, &start, &goal).expect("runs");
        assert_eq!(lab(request, &start, &goal).expect("runs"), first);
        assert_eq!(solved(&first).len(), exact);
    }
}

#[test]
fn a_limit_stops_a_run_near_it() {
    let goal = Board::goal(shape("3x3"));
    let start = board("3x3", "8 6 7 2 5 4 3 x 1");
    for algorithm in Algorithm::ALL {
        let mut request = Request::new(algorithm, Heuristic::Misplaced);
        request.limit = 50;
        let run = lab(request, &start, &goal).expect("runs");
        assert_eq!(run.outcome, Outcome::Limit, "{algorithm}");
        // a board's children are generated together: at most 4 past the limit
        assert!(
            (50..54).contains(&run.counts.generated),
            "{algorithm}: {:?}",
            run.counts
        );
    }
}

#[test]
fn a_caller_stops_a_run() {
    let goal = Board::goal(shape("4x4"));
    let start = board("4x4", "x 12 9 13 15 11 10 14 3 7 2 5 4 8 6 1");
    let mut heard = 0;
    let stopped = run(
        &Request::new(Algorithm::Bfs, Heuristic::Manhattan),
        &start,
        &goal,
        &mut |counts| {
            heard += 1;
            assert_eq!(counts.expanded, REPORT_EVERY * heard);
            if heard == 3 {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        },
    );
    assert_eq!(stopped, Err(LabError::Stopped));
    assert_eq!(heard, 3);
}

#[test]
fn boards_it_cannot_take_are_refused_with_the_reason() {
    let goal = Board::goal(shape("3x3"));
    let odd = board("3x3", "2 1 3 4 5 6 7 8 x");
    let request = Request::new(Algorithm::Astar, Heuristic::Manhattan);
    assert_eq!(
        lab(request, &odd, &goal).map(|_| ()).unwrap_err().to_string(),
        "the number of inversions (tile pairs out of order) is odd here but even in the goal, and every move keeps its parity"
    );
    let big = Board::goal(shape("5x4"));
    assert_eq!(
        lab(request, &big, &big).unwrap_err().to_string(),
        "the lab takes boards of at most 16 cells, not 20"
    );
    assert_eq!(
        lab(request, &goal, &Board::goal(shape("4x4")))
            .unwrap_err()
            .to_string(),
        "the start is 3x3 and the goal 4x4: they must be the same size"
    );
    let mut limited = request;
    limited.limit = 0;
    assert_eq!(
        lab(limited, &goal, &goal).unwrap_err().to_string(),
        "the limit must be 1 to 50000000 boards, not 0"
    );
    let mut deep = request;
    deep.depth = 201;
    assert_eq!(
        lab(deep, &goal, &goal).unwrap_err().to_string(),
        "the depth limit must be 0 to 200, not 201"
    );
}

#[test]
fn names_read_back() {
    for a in Algorithm::ALL {
        assert_eq!(a.name().parse::<Algorithm>(), Ok(a));
    }
    for h in Heuristic::ALL {
        assert_eq!(h.name().parse::<Heuristic>(), Ok(h));
    }
    assert_eq!(
        "a*".parse::<Algorithm>(),
        Err("expected one of bfs, dfs, iddfs, greedy, astar, idastar, bidirectional".to_owned())
    );
}

#[test]
fn a_profile_gathers_every_3x3_board_by_its_exact_distance() {
    let goal = Board::goal(shape("3x3"));
    let three = Board3::from_cells(goal.cells().try_into().expect("9 cells")).expect("a board");
    // the Eight's own table counts the boards at each distance
    let table = EightSolver::new().distance_counts(&three).to_vec();
    let mut means = Vec::new();
    for heuristic in Heuristic::ALL {
        let mut heard = 0;
        let layers = profile(heuristic, &goal, &mut |_| {
            heard += 1;
            ControlFlow::Continue(())
        })
        .expect("profiled");
        assert_eq!(heard, 32);
        let boards: Vec<u64> = layers.iter().map(|l| l.boards).collect();
        assert_eq!(boards, table);
        assert_eq!(boards.iter().sum::<u64>(), 181_440);
        // admissible: never above the distance; the goal at 0, a move away at 1
        assert!(layers.iter().all(|l| l.most <= l.distance), "{heuristic}");
        assert_eq!((layers[0].least, layers[0].most), (0, 0));
        assert_eq!((layers[1].least, layers[1].most), (1, 1));
        means.push(layers.iter().map(|l| l.sum).sum::<u64>());
    }
    // each heuristic is at least the one before it, board by board, so in sum (the
    // pattern databases are at least Manhattan's, not always linear conflicts')
    assert!(means[0] < means[1] && means[1] < means[2], "{means:?}");
    assert!(means[1] < means[3], "{means:?}");
}

#[test]
fn pattern_databases_of_one_group_are_the_exact_distance() {
    // on boards of at most six cells every tile is in one group, and a group's table
    // with the blank's region kept counts the puzzle itself: its value is the distance
    for size in ["2x2", "3x2", "2x3"] {
        let goal = Board::goal(shape(size));
        let layers = profile(Heuristic::Patterns, &goal, &mut |_| {
            ControlFlow::Continue(())
        })
        .expect("profiled");
        // 4!/2 = 12 and 6!/2 = 360 boards, every layer's values its distance
        let boards: u64 = layers.iter().map(|l| l.boards).sum();
        assert_eq!(boards, if size == "2x2" { 12 } else { 360 }, "{size}");
        for l in &layers {
            assert_eq!((l.least, l.most), (l.distance, l.distance), "{size}");
        }
    }
}

#[test]
fn pattern_databases_find_published_lengths_of_the_fifteen() {
    // Korf (1985), instances 2 and 6 (55 and 52 moves), toward the blank first
    let goal = board("4x4", "x 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15");
    for (text, length) in [
        ("13 5 4 10 9 12 8 14 2 3 7 1 x 15 11 6", 55),
        ("14 7 1 9 12 3 6 15 8 11 2 5 10 x 4 13", 52),
    ] {
        let start = board("4x4", text);
        let mut request = Request::new(Algorithm::Idastar, Heuristic::Patterns);
        request.limit = 20_000_000;
        let run = lab(request, &start, &goal).expect("runs");
        assert_eq!(start.apply_all(solved(&run)).as_ref(), Ok(&goal), "{text}");
        assert_eq!(solved(&run).len(), length, "{text}");
        // each entry is at least its group's Manhattan distance, and so the sum
        let manhattan = estimate(Heuristic::Manhattan, &start, &goal).expect("estimated");
        assert!(run.start_estimate >= manhattan, "{text}");
    }
}

#[test]
fn a_profile_refuses_boards_with_too_many_positions() {
    let goal = Board::goal(shape("4x3"));
    assert_eq!(
        profile(Heuristic::Manhattan, &goal, &mut |_| ControlFlow::Continue(
            ()
        ))
        .unwrap_err()
        .to_string(),
        "a heuristic's profile visits every board, so it takes boards of at most 10 cells, not 12"
    );
    let stopped = profile(
        Heuristic::Manhattan,
        &Board::goal(shape("3x3")),
        &mut |_| ControlFlow::Break(()),
    );
    assert_eq!(stopped, Err(LabError::Stopped));
}

#[test]
fn estimates_of_one_board() {
    let goal = Board::goal(shape("3x3"));
    let b = board("3x3", "8 1 3 4 x 2 7 6 5");
    let values: Vec<u32> = Heuristic::ALL
        .iter()
        .map(|&h| estimate(h, &b, &goal).expect("same size"))
        .collect();
    // misplaced: 8, 1, 2, 6, 5; Manhattan: 3 + 1 + 2 + 2 + 2; no two tiles of a line
    // swapped; the pattern databases as scripts/check-patterns.py counts them (plain
    // Python: a breadth-first search over each group's placements and the blank's
    // regions), here and on the two boards 31 moves away
    assert_eq!(values, [5, 10, 10, 12]);
    for (text, patterns) in [("8 6 7 2 5 4 3 x 1", 29), ("6 4 7 8 5 x 3 2 1", 27)] {
        let far = board("3x3", text);
        assert_eq!(
            estimate(Heuristic::Patterns, &far, &goal),
            Ok(patterns),
            "{text}"
        );
    }
    assert_eq!(
        estimate(Heuristic::Manhattan, &b, &Board::goal(shape("4x4")))
            .unwrap_err()
            .to_string(),
        "the start is 3x3 and the goal 4x4: they must be the same size"
    );
}

#[test]
fn a_trace_of_a_board_one_move_away_step_by_step() {
    // 1 x / 3 2: A* expands the start, pushes d (the goal) and l, and finds the goal
    let start = board("2x2", "1 x 3 2");
    let goal = Board::goal(shape("2x2"));
    let request = Request::new(Algorithm::Astar, Heuristic::Manhattan);
    let (run, trace) = super::trace(&request, &start, &goal, 100).expect("runs");
    assert_eq!(move_string(solved(&run)), "d");
    let cells: Vec<&[u8]> = trace.nodes.iter().map(|n| n.cells.as_slice()).collect();
    assert_eq!(cells, [&[1, 0, 3, 2][..], &[1, 2, 3, 0], &[0, 1, 3, 2]]);
    // Manhattan: 2 one cell away; the goal; 1 and 2 one cell away each
    let estimates: Vec<u32> = trace.nodes.iter().map(|n| n.estimate).collect();
    assert_eq!(estimates, [1, 0, 2]);
    let generate = |node, fate| Step::Generate {
        node,
        parent: 0,
        moves: 1,
        fate,
    };
    assert_eq!(
        trace.steps,
        [
            Step::Expand { node: 0, moves: 0 },
            generate(1, Fate::Opened),
            generate(2, Fate::Opened),
            Step::Found { node: 1 },
        ]
    );
    assert!(trace.whole);
}

#[test]
fn traces_agree_with_the_counts_of_their_runs() {
    let goal = Board::goal(shape("3x3"));
    let mut rng = Rng::new(9);
    for case in 0..10 {
        let start = goal.random_walk(12, &mut rng);
        for algorithm in Algorithm::ALL {
            let request = Request::new(algorithm, Heuristic::LinearConflict);
            let (run, trace) = super::trace(&request, &start, &goal, 1 << 20).expect("runs");
            assert_eq!(
                run,
                lab(request, &start, &goal).expect("runs"),
                "case {case} {algorithm}"
            );
            assert!(trace.whole);
            let count = |f: fn(&Step) -> bool| trace.steps.iter().filter(|s| f(s)).count() as u64;
            assert_eq!(
                count(|s| matches!(s, Step::Expand { .. })),
                run.counts.expanded
            );
            assert_eq!(
                count(|s| matches!(s, Step::Generate { .. })),
                run.counts.generated
            );
            assert_eq!(
                count(|s| matches!(s, Step::Iteration { .. })),
                run.iterations.len() as u64
            );
            // every child comes from a board expanded before it
            let mut expanded = std::collections::HashSet::new();
            for step in &trace.steps {
                match *step {
                    Step::Expand { node, .. } => {
                        expanded.insert(node);
                    }
                    Step::Generate { parent, .. } => {
                        assert!(expanded.contains(&parent), "case {case} {algorithm}");
                    }
                    _ => {}
                }
            }
            // the last step finds the board where the solution is completed
            let Some(&Step::Found { node }) = trace.steps.last() else {
                panic!("case {case} {algorithm}: no solution found");
            };
            if algorithm != Algorithm::Bidirectional {
                assert_eq!(
                    trace.nodes[node as usize].cells,
                    goal.cells(),
                    "case {case} {algorithm}"
                );
            }
            assert_eq!(trace.nodes[0].cells, start.cells());
        }
    }
}

#[test]
fn a_trace_keeps_only_as_many_steps_as_asked() {
    let goal = Board::goal(shape("3x3"));
    let start = board("3x3", "8 6 7 2 5 4 3 x 1");
    let request = Request::new(Algorithm::Bfs, Heuristic::Manhattan);
    let (run, trace) = super::trace(&request, &start, &goal, 10).expect("runs");
    assert_eq!(solved(&run).len(), 31);
    assert_eq!(trace.steps.len(), 10);
    assert!(!trace.whole);
}
