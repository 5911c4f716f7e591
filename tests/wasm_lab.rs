//! The bindings' search lab: a run and what it counted, what it refuses, the
//! heuristics' values on a board and over every board, and a run traced step by step.
//!
//! Run by `wasm-pack test --node` and `wasm-pack test --headless --chrome` (with
//! WASM_BINDGEN_USE_BROWSER=1), as the other `wasm*` test files.
#![cfg(target_arch = "wasm32")]

mod bindings;

use bindings::*;
use serde::Deserialize;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::wasm_bindgen_test;

#[derive(Deserialize, Debug)]
#[serde(rename_all = "camelCase")]
struct LabRun {
    outcome: String,
    moves: Option<Vec<String>>,
    counts: LabCounts,
    iterations: Vec<LabIteration>,
    start_estimate: u32,
    shortest: Option<u32>,
    micros: f64,
}

#[derive(Deserialize, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
struct LabCounts {
    expanded: u64,
    generated: u64,
    peak_open: u64,
    peak_closed: u64,
}

#[derive(Deserialize, Debug, PartialEq)]
struct LabIteration {
    bound: u32,
    generated: u64,
}

fn lab_request(source: &str) -> JsValue {
    eval(source)
}

#[wasm_bindgen_test]
fn the_lab_runs_a_search_and_says_what_it_counted() {
    let eight = puzzle("eight");
    let start = js(&[8u8, 1, 3, 4, 0, 2, 7, 6, 5]);
    // the shortest solution has 14 moves (the Eight's table, through `distance`)
    assert_eq!(eight.distance(start.clone(), U).unwrap(), Some(14));
    let run: LabRun = rust(
        eight
            .lab(
                start.clone(),
                U,
                lab_request("{ algorithm: 'idastar', heuristic: 'manhattan' }"),
                U,
            )
            .unwrap(),
    );
    assert_eq!(run.outcome, "solved");
    let moves = run.moves.expect("moves");
    assert_eq!(moves.len(), 14);
    let boards: Vec<Vec<u8>> = rust(eight.replay(start.clone(), js(&moves)).unwrap());
    assert_eq!(boards.last(), Some(&GOAL.to_vec()));
    assert_eq!(run.shortest, Some(14));
    // Manhattan distance of 8 1 3 / 4 x 2 / 7 6 5: 8 three away, 1 one, 2, 6 and 5 two
    assert_eq!(run.start_estimate, 10);
    // the bounds rise by two from the estimate to the length
    let bounds: Vec<u32> = run.iterations.iter().map(|i| i.bound).collect();
    assert_eq!(bounds, [10, 12, 14]);
    let total: u64 = run.iterations.iter().map(|i| i.generated).sum();
    assert_eq!(total, run.counts.generated);
    assert_eq!(run.counts.peak_closed, 0);
    // greedy is not always shortest: the hardest board, 31 moves away
    let hardest = js(&[8u8, 6, 7, 2, 5, 4, 3, 0, 1]);
    let greedy: LabRun = rust(
        eight
            .lab(
                hardest.clone(),
                U,
                lab_request("{ algorithm: 'greedy', heuristic: 'misplaced' }"),
                U,
            )
            .unwrap(),
    );
    assert_eq!(greedy.shortest, Some(31));
    assert!(greedy.moves.expect("moves").len() > 31);
    // a limit, and the progress heard on the way
    let heard = eval("[]");
    let on_progress = js_sys::Function::new_with_args("counts", "this.push(counts.expanded)");
    let on_progress = on_progress.bind0(&heard);
    let before = js_sys::Date::now();
    let limited: LabRun = rust(
        eight
            .lab(
                hardest,
                U,
                lab_request("{ algorithm: 'bfs', heuristic: 'manhattan', limit: 20000 }"),
                on_progress.into(),
            )
            .unwrap(),
    );
    // the run's own time, in microseconds: some, and no more than the call took around
    // it (a millisecond allowed for the clock's rounding)
    let around = (js_sys::Date::now() - before + 1.0) * 1000.0;
    assert!(
        limited.micros > 0.0 && limited.micros <= around,
        "{} µs in a call of {around} µs",
        limited.micros
    );
    assert_eq!(limited.outcome, "limit");
    assert!(limited.moves.is_none() && limited.shortest.is_none());
    assert!((20_000..20_004).contains(&limited.counts.generated));
    let heard: Vec<u64> = rust(heard);
    assert_eq!(heard, [4096]);
    // depth-first within too small a depth
    let shallow: LabRun = rust(
        eight
            .lab(
                start,
                U,
                lab_request("{ algorithm: 'dfs', heuristic: 'manhattan', depth: 12 }"),
                U,
            )
            .unwrap(),
    );
    assert_eq!(shallow.outcome, "exhausted");
}

#[wasm_bindgen_test]
fn the_lab_refuses_what_it_cannot_run() {
    let eight = puzzle("eight");
    let request = || lab_request("{ algorithm: 'astar', heuristic: 'manhattan' }");
    assert_eq!(
        message(eight.lab(js(&[2u8, 1, 3, 4, 5, 6, 7, 8, 0]), U, request(), U)),
        "lab: the number of inversions (tile pairs out of order) is odd here but even in the \
         goal, and every move keeps its parity"
    );
    assert!(message(eight.lab(
        js(&GOAL),
        U,
        lab_request("{ algorithm: 'a*', heuristic: 'manhattan' }"),
        U
    ))
    .starts_with("invalid request: unknown variant `a*`, expected one of"));
    assert_eq!(
        message(eight.lab(
            js(&GOAL),
            U,
            lab_request("{ algorithm: 'bfs', heuristic: 'manhattan', limit: 0 }"),
            U
        )),
        "lab: the limit must be 1 to 50000000 boards, not 0"
    );
    assert_eq!(
        message(puzzle("nine").lab(js(&[1u8, 2, 3, 4, 5, 6, 7, 8, 0]), U, request(), U)),
        "lab: this puzzle has no search lab (sliding boards of at most 16 cells have)"
    );
    let board = puzzle("slide-5x4").default_goal().unwrap();
    assert_eq!(
        message(puzzle("slide-5x4").lab(board, U, request(), U)),
        "lab: this puzzle has no search lab (sliding boards of at most 16 cells have)"
    );
    let dao = puzzle("dao");
    assert!(
        message(dao.lab(dao.start().unwrap(), U, request(), U)).contains("is a two-player game")
    );
}

#[derive(Deserialize, Debug, PartialEq)]
struct Estimated {
    heuristic: String,
    value: u32,
}

#[derive(Deserialize, Debug)]
struct Layer {
    distance: u32,
    boards: u64,
    least: u32,
    most: u32,
    sum: u64,
}

#[wasm_bindgen_test]
fn the_lab_weighs_heuristics_on_a_board_and_over_every_board() {
    let eight = puzzle("eight");
    let board = js(&[8u8, 1, 3, 4, 0, 2, 7, 6, 5]);
    let estimates: Vec<Estimated> = rust(eight.lab_estimates(board.clone(), U).unwrap());
    let named = |heuristic: &str, value| Estimated {
        heuristic: heuristic.to_owned(),
        value,
    };
    // misplaced: 8, 1, 2, 6 and 5; Manhattan 3 + 1 + 2 + 2 + 2; no line in conflict
    assert_eq!(
        estimates,
        [
            named("misplaced", 5),
            named("manhattan", 10),
            named("linear-conflict", 10)
        ]
    );
    // the pattern databases, built on demand, as scripts/check-patterns.py counts them
    assert_eq!(
        eight
            .lab_estimate("patterns".into(), board.clone(), U)
            .unwrap(),
        12
    );
    assert_eq!(
        eight.lab_estimate("manhattan".into(), board, U).unwrap(),
        10
    );
    let layers: Vec<Layer> = rust(eight.lab_profile("manhattan".into(), U, U).unwrap());
    let counts: Vec<f64> = eight.distance_counts(U).unwrap().to_vec();
    let boards: Vec<f64> = layers.iter().map(|l| l.boards as f64).collect();
    assert_eq!(boards, counts, "the Eight's own table counts the same");
    assert!(layers
        .iter()
        .all(|l| l.most <= l.distance && l.least <= l.most));
    assert!(layers.iter().map(|l| l.sum).sum::<u64>() > 0);
    assert_eq!(
        message(puzzle("fifteen").lab_profile("manhattan".into(), U, U)),
        "labProfile: a heuristic's profile visits every board, so it takes boards of at most 10 cells, not 16"
    );
    assert!(message(eight.lab_profile("euclid".into(), U, U))
        .starts_with("invalid heuristic: unknown variant `euclid`"));
}

#[wasm_bindgen_test]
fn the_lab_traces_a_run_step_by_step() {
    // 1 2 3 / 4 5 6 / 7 x 8: the blank can go left, right (the goal) or up; A* pushes all
    // three, then takes the goal (f = 1) first
    let eight = puzzle("eight");
    let start = js(&[1u8, 2, 3, 4, 5, 6, 7, 0, 8]);
    let trace = eight
        .lab_trace(
            start,
            U,
            lab_request("{ algorithm: 'astar', heuristic: 'manhattan' }"),
        )
        .unwrap()
        .js();
    let steps = js_sys::JSON::stringify(&js_sys::Reflect::get(&trace, &"steps".into()).unwrap())
        .unwrap()
        .as_string()
        .unwrap();
    assert_eq!(
        steps,
        r#"[{"step":"expand","node":0,"moves":0},{"step":"generate","node":1,"parent":0,"moves":1,"fate":"opened"},{"step":"generate","node":2,"parent":0,"moves":1,"fate":"opened"},{"step":"generate","node":3,"parent":0,"moves":1,"fate":"opened"},{"step":"found","node":2}]"#
    );
    #[derive(Deserialize)]
    struct Traced {
        cells: Vec<u8>,
        estimate: u32,
        side: u8,
    }
    let nodes: Vec<Traced> = rust(js_sys::Reflect::get(&trace, &"nodes".into()).unwrap());
    assert_eq!(nodes[2].cells, GOAL);
    assert_eq!(nodes[1].cells, [1, 2, 3, 4, 5, 6, 0, 7, 8]);
    // Manhattan, in the order the boards were seen: the start (8 one cell away), the
    // blank gone left (7 and 8 one away each), the goal, the blank gone up (5 and 8)
    let estimates: Vec<u32> = nodes.iter().map(|n| n.estimate).collect();
    assert_eq!(estimates, [1, 2, 0, 2]);
    assert!(nodes.iter().all(|n| n.side == 0));
    assert!(js_sys::Reflect::get(&trace, &"whole".into())
        .unwrap()
        .is_truthy());
}
