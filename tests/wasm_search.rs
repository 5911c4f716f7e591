//! The bindings' long searches: the Fifteen's tables and interim ones, a large board
//! within the time given, the pattern databases of 17 to 36 cells, and a search shared
//! by workers (the plan, its parts, the beams beside them).
//!
//! Run by `wasm-pack test --node` and `wasm-pack test --headless --chrome` (with
//! WASM_BINDGEN_USE_BROWSER=1), as the other `wasm*` test files.
#![cfg(target_arch = "wasm32")]

mod bindings;

use bindings::*;
use serde::{Deserialize, Serialize};
use wasm_bindgen::{JsError, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

#[wasm_bindgen_test]
fn fifteen_refuses_by_parity_and_names_its_tables_without_building_them() {
    let fifteen = puzzle("fifteen");
    let swapped = fifteen
        .parse("1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 x".into())
        .unwrap();
    let answer: NoSolution = rust(fifteen.solve(swapped, U, U, U).unwrap());
    assert!(answer.unsolvable);
    assert!(answer.reason.contains("blank's row"), "{}", answer.reason);
    let tables: Vec<Table> = rust(fifteen.tables(U).unwrap());
    let families: Vec<(&str, bool)> = tables
        .iter()
        .map(|t| (t.family.as_str(), t.optional))
        .collect();
    assert_eq!(
        families,
        [
            ("fifteen-databases-0", false),
            ("fifteen-databases-strong", true)
        ]
    );
    assert!(tables.iter().all(|t| t.version == 4));
    assert!(tables[1].build_bytes > tables[1].bytes);
    for table in &tables {
        assert!(
            !fifteen.has_table(table.key()).unwrap(),
            "nothing built yet"
        );
    }
    let goal = fifteen.default_goal().unwrap();
    let solution: Solution = rust(fifteen.solve(goal.clone(), U, U, U).unwrap());
    assert!(solution.moves.is_empty(), "the goal needs no search");
    // a search reports its progress and the positions it generated
    let reports = js_sys::Array::new();
    let push = js_sys::Function::new_with_args("p", "this.push(p)").bind0(&reports);
    let start = fifteen
        .parse("5 1 2 3 9 6 7 4 13 10 11 8 x 14 15 12".into())
        .unwrap();
    // the interim tables answer without building the default ones
    let interim: Solution = rust(fifteen.solve_interim(start.clone(), U, U, U).unwrap());
    assert_eq!(interim.moves.concat(), "uuurrrddd");
    assert!(!fifteen.has_table(tables[0].key()).unwrap());
    let solved: Solution = rust(fifteen.solve(start, U, push.into(), U).unwrap());
    // nine tiles, each one cell from home: Manhattan's bound is met
    assert_eq!(solved.moves.concat(), "uuurrrddd");
    assert!(solved.nodes.is_some_and(|n| n > 0));
    assert!(reports.length() > 0, "the new bounds were reported");
    assert!(
        fifteen.has_table(tables[0].key()).unwrap(),
        "built to solve"
    );
    assert!(!fifteen.has_table(tables[1].key()).unwrap());
    assert_eq!(
        message(fifteen.parse("1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16".into())),
        "line 1, column 37: expected a tile 1-15 or x for the blank, found `16`"
    );
}

#[wasm_bindgen_test]
fn a_large_board_gets_its_best_solution_within_the_time_given() {
    let slide = puzzle("slide-6x6");
    let goal = slide.default_goal().unwrap();
    let start = slide.scramble(7.into(), U, U).unwrap();
    let reports = js_sys::Array::new();
    let push = js_sys::Function::new_with_args("p", "this.push(p)").bind0(&reports);
    let solution: Solution = rust(slide.solve(start, U, push.into(), 200.into()).unwrap());
    assert_eq!(solution.boards.last(), Some(&rust::<Vec<u8>>(goal)));
    assert!(solution.bound as usize <= solution.moves.len());
    // the progress told of the solutions found, each with its moves once
    let told: Vec<Standing> = reports.iter().map(rust).collect();
    let found: Vec<&Standing> = told.iter().filter(|s| s.moves.is_some()).collect();
    assert!(!found.is_empty());
    let last = found.last().unwrap();
    assert_eq!(last.moves.as_ref().unwrap(), &solution.moves);
    assert_eq!(last.length, Some(solution.moves.len()));
    assert!(told.iter().all(|s| s.bound <= solution.bound));
    assert_eq!(
        message(slide.solve(slide.default_goal().unwrap(), U, U, 0.into())),
        "solve(start, goal, onProgress, limitMillis): expected a time limit in milliseconds above 0, found a number"
    );
}

#[wasm_bindgen_test]
fn boards_of_17_to_36_cells_offer_their_pattern_databases_and_refuse_foreign_bytes() {
    let slide = puzzle("slide-9x2");
    let tables: Vec<Table> = rust(slide.tables(U).unwrap());
    let families: Vec<(&str, bool)> = tables
        .iter()
        .map(|t| (t.family.as_str(), t.optional))
        .collect();
    assert_eq!(families, [("slide-patterns-9x2-17", true)]);
    assert_eq!(tables[0].version, 2);
    assert!(tables[0].build_bytes > tables[0].bytes);
    assert!(!slide.has_table(tables[0].key()).unwrap());
    // a goal with the blank elsewhere has its own
    let goal = slide
        .parse("x 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17".into())
        .unwrap();
    let other: Vec<Table> = rust(slide.tables(goal).unwrap());
    assert_eq!(other[0].family, "slide-patterns-9x2-0");
    let bytes: JsValue = js_sys::Uint8Array::from(&[1u8, 2, 3][..]).into();
    assert_eq!(
        message(slide.load_table(tables[0].key(), bytes)),
        "not sliding-board pattern databases of this version"
    );
    assert_eq!(
        message(slide.load_table(
            other[0].key(),
            js_sys::Uint8Array::new_with_length(0).into()
        )),
        "not sliding-board pattern databases of this version"
    );
    // smaller and larger boards have none of these
    for kind in ["slide-4x4", "slide-7x6"] {
        let tables: Vec<Table> = rust(puzzle(kind).tables(U).unwrap());
        assert!(
            tables
                .iter()
                .all(|t| !t.family.starts_with("slide-patterns")),
            "{kind}"
        );
    }
}

#[derive(Deserialize, Debug)]
struct Cut {
    cut: bool,
    bound: u32,
    depth: u32,
    count: u32,
    nodes: u64,
}

#[derive(Deserialize, Debug)]
struct Part {
    nodes: u64,
    index: Option<u32>,
    solved: Option<Solution>,
}

#[derive(Serialize)]
struct PartOf {
    bound: u32,
    depth: u32,
    first: u32,
    end: u32,
}

/// Korf's instance 60 (66 moves), turned half a turn with tile t renamed 16 - t: a board
/// as far from the page's goal.
const INSTANCE_60: [u8; 16] = [0, 8, 10, 6, 11, 7, 9, 1, 12, 4, 13, 14, 15, 3, 2, 5];

/// The search from `start` of puzzle `kind` as the page's workers share it: planned by
/// one instance (cut at once from `from`, if given), its runs of 40 boards searched by
/// two others in turn, the last run first; the solution, and the plans made.
fn shared_solve(kind: &str, start: &JsValue, mut from: Option<u32>) -> (Solution, u32) {
    // each worker its own instance, as in the page
    let planner = puzzle(kind);
    let helpers = [puzzle(kind), puzzle(kind)];
    let start = start.clone();
    let mut plans = 0;
    let found = loop {
        let sharing = match from {
            Some(from) => eval(&format!("({{ parts: 2, from: {from} }})")),
            None => eval("({ parts: 2 })"),
        };
        let planned = planner.plan(start.clone(), U, sharing, U).unwrap();
        plans += 1;
        if !has(&planned, "cut") {
            break rust::<Solution>(planned);
        }
        let cut: Cut = rust(planned);
        assert!(cut.cut && cut.depth < cut.bound && cut.count >= 2 && cut.nodes > 0);
        // the runs in any order, each by either helper: the earliest board found wins
        let mut earliest: Option<(u32, Solution)> = None;
        for (i, first) in (0..cut.count).step_by(40).rev().enumerate() {
            let part = PartOf {
                bound: cut.bound,
                depth: cut.depth,
                first,
                end: (first + 40).min(cut.count),
            };
            let part: Part = rust(
                helpers[i % 2]
                    .search_part(start.clone(), U, js(&part), U)
                    .unwrap(),
            );
            if let (Some(index), Some(solved)) = (part.index, part.solved) {
                assert!(part.nodes > 0);
                if earliest.as_ref().is_none_or(|(e, _)| index < *e) {
                    earliest = Some((index, solved));
                }
            }
        }
        if let Some((_, solved)) = earliest {
            break solved;
        }
        from = Some(cut.bound + 2);
    };
    (found, plans)
}

#[wasm_bindgen_test]
fn workers_sharing_a_search_find_the_solution_one_worker_finds() {
    let planner = puzzle("fifteen");
    let start = js(&INSTANCE_60);
    let alone: Solution = rust(planner.solve(start.clone(), U, U, U).unwrap());
    assert_eq!(alone.moves.len(), 66);
    // its iterations are too small to be cut on their own (the default tables search
    // 605,562 boards in all): cut from the one before the last
    let (found, plans) = shared_solve("fifteen", &start, Some(64));
    assert_eq!(plans, 2, "the search was cut");
    assert_eq!(found.moves, alone.moves);
    assert_eq!(found.boards.len(), 67);
    assert_eq!(found.bound, 66);

    // what the puzzle cannot share, and what is not a question
    let message = |result: Result<JsValue, JsError>| message(result);
    let eight = puzzle("eight");
    assert_eq!(
        message(eight.plan(js(&GOAL), U, eval("({ parts: 2 })"), U)),
        "plan: this puzzle's search is not shared"
    );
    assert_eq!(
        message(planner.plan(start.clone(), U, eval("({ parts: 0 })"), U)),
        "plan: expected 1 to 64 parts, found 0"
    );
    assert!(
        message(planner.plan(start.clone(), U, eval("({ from: 3 })"), U))
            .starts_with("invalid sharing: missing field `parts`")
    );
    let deep = PartOf {
        bound: 50,
        depth: 50,
        first: 0,
        end: 1,
    };
    assert_eq!(
        message(planner.search_part(start.clone(), U, js(&deep), U)),
        "searchPart: expected 0 < depth < bound and first <= end, found depth 50, bound 50, \
         first 0, end 1"
    );
    let swapped = js(&[1u8, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, 0]);
    let answer: NoSolution = rust(planner.plan(swapped, U, eval("({ parts: 2 })"), U).unwrap());
    assert!(answer.unsolvable && answer.why == "parity");
}

#[wasm_bindgen_test]
fn a_shared_search_refuses_bounds_and_depths_no_plan_asks_and_lives_on() {
    let five = puzzle("slide-5x5");
    let start = js(&FIVE_38);
    let part = |bound, depth| {
        js(&PartOf {
            bound,
            depth,
            first: 0,
            end: 1,
        })
    };
    for bound in [5_000u32, u32::MAX - 1] {
        assert_eq!(
            message(five.search_part(start.clone(), U, part(bound, 20), U)),
            format!(
                "searchPart: part.bound is {bound}, above 2000: the most a shared search of \
                 a board of more than 16 cells runs at"
            )
        );
    }
    let deep = message(five.search_part(start.clone(), U, part(2_000, 199), U));
    assert!(
        deep.starts_with("searchPart: part.depth is 199, above "),
        "{deep}"
    );
    assert_eq!(
        message(five.plan(
            start.clone(),
            U,
            eval("({ parts: 2, from: 4294967295 })"),
            U
        )),
        "plan: sharing.from is 4294967295, above 2000: the most a shared search of a board \
         of more than 16 cells runs at"
    );
    let fifteen = puzzle("fifteen");
    let board = js(&INSTANCE_60);
    assert_eq!(
        message(fifteen.search_part(board.clone(), U, part(83, 20), U)),
        "searchPart: part.bound is 83, above 82: no 4x4 board needs more moves to reach any \
         goal"
    );
    assert_eq!(
        message(fifteen.plan(board, U, eval("({ parts: 2, from: 4294967295 })"), U)),
        "plan: sharing.from is 4294967295, above 82: no 4x4 board needs more moves to reach \
         any goal"
    );
    // the module lives on: a plan it can answer
    let planned = five.plan(start, U, eval("({ parts: 2 })"), U).unwrap();
    assert!(has(&planned, "cut") || has(&planned, "moves"));
}

/// A 5x5 board 38 moves from the goal (the browser tests' own).
const FIVE_38: [u8; 25] = [
    6, 4, 0, 5, 9, 2, 13, 7, 8, 10, 17, 1, 3, 14, 15, 11, 22, 12, 18, 19, 16, 21, 23, 24, 20,
];

#[wasm_bindgen_test]
fn workers_share_a_larger_boards_bound_while_another_runs_its_beams() {
    // the iterations cut at once from the first bound, shared, to a shortest solution
    let start = js(&FIVE_38);
    let (found, plans) = shared_solve("slide-5x5", &start, Some(0));
    assert_eq!((found.moves.len(), found.bound), (38, 38));
    assert!(plans >= 2, "an iteration was shared without a solution");
    assert_eq!(found.boards.len(), 39);
    assert_eq!(found.boards[38], (1..25).chain([0]).collect::<Vec<u8>>());
    // the beams alone: a board a move away (the blank moves right) ends at once, at its bound
    let mut near: Vec<u8> = (1..25).chain([0]).collect();
    near.swap(23, 24);
    let beams = puzzle("slide-5x5");
    let improved: Solution = rust(beams.improve(js(&near), U, U).unwrap());
    assert_eq!((improved.moves, improved.bound), (vec!["r".to_string()], 1));
    assert_eq!(
        message(puzzle("eight").improve(js(&GOAL), U, U)),
        "improve: `eight` has no anytime search"
    );
}
