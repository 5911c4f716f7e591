//! The JavaScript bindings in a real engine: run by `wasm-pack test --node` and
//! `wasm-pack test --headless --chrome` (with WASM_BINDGEN_USE_BROWSER=1).
#![cfg(target_arch = "wasm32")]

use puzzle_core::wasm::Puzzle;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use wasm_bindgen::{JsCast, JsError, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

fn js<T: serde::Serialize>(value: &T) -> JsValue {
    serde_wasm_bindgen::to_value(value).unwrap()
}

fn rust<T: DeserializeOwned>(value: JsValue) -> T {
    serde_wasm_bindgen::from_value(value).unwrap()
}

/// The message of the JS `Error` a binding threw.
fn message<T>(result: Result<T, JsError>) -> String {
    let error = result.err().expect("the call should have thrown");
    let value = JsValue::from(error);
    assert!(value.is_instance_of::<js_sys::Error>());
    String::from(js_sys::Error::from(value).message())
}

/// Whether the object `value` has the property `name` (absent is not `undefined` here).
fn has(value: &JsValue, name: &str) -> bool {
    js_sys::Reflect::has(value, &JsValue::from_str(name)).unwrap()
}

#[derive(Deserialize, Debug)]
struct Solution<B = Vec<u8>> {
    moves: Vec<String>,
    boards: Vec<B>,
    micros: f64,
}

#[derive(Deserialize, Debug)]
struct NoSolution {
    unsolvable: bool,
    reason: String,
    micros: f64,
}

#[derive(Deserialize, Debug)]
struct LegalMove<B = Vec<u8>> {
    r#move: String,
    board: B,
    from: Option<u8>,
    to: Option<u8>,
}

#[derive(Deserialize, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
struct Capabilities {
    instant_distance: bool,
    prepares: Option<String>,
}

#[derive(Deserialize, Debug)]
struct PreparedKey {
    family: String,
    version: u32,
}

const GOAL: [u8; 9] = [1, 2, 3, 4, 5, 6, 7, 8, 0];

#[wasm_bindgen_test]
fn parse_and_format_round_trip() {
    let eight = Puzzle::new("eight".into()).unwrap();
    let board = eight.parse("2  3  4\n1  5  x\n7  6  8".into()).unwrap();
    assert_eq!(rust::<Vec<u8>>(board.clone()), [2, 3, 4, 1, 5, 0, 7, 6, 8]);
    assert_eq!(eight.format(board.clone()).unwrap(), "2 3 4 1 5 x 7 6 8");
    let eight2 = Puzzle::new("eight2".into()).unwrap();
    assert_eq!(eight2.format(board).unwrap(), "23415X768");
    assert_eq!(rust::<Vec<u8>>(eight.default_goal().unwrap()), GOAL);
}

#[wasm_bindgen_test]
fn solve_returns_the_tie_broken_optimum_with_every_board() {
    let eight = Puzzle::new("eight".into()).unwrap();
    let start = js(&[2u8, 3, 4, 1, 5, 0, 7, 6, 8]);
    let solution: Solution = rust(eight.solve(start, JsValue::UNDEFINED).unwrap());
    assert_eq!(solution.moves.concat(), "dlurullddrurdllurdr");
    assert_eq!(solution.boards.len(), 20);
    assert_eq!(solution.boards[0], [2, 3, 4, 1, 5, 0, 7, 6, 8]);
    assert_eq!(solution.boards[1], [2, 3, 4, 1, 5, 8, 7, 6, 0]);
    assert_eq!(solution.boards[19], GOAL);
    assert!(
        solution.micros > 0.0,
        "the first solve builds a table: {}",
        solution.micros
    );
    assert!(eight.is_goal(js(&GOAL), JsValue::UNDEFINED).unwrap());
    assert!(!eight
        .is_goal(js(&solution.boards[18]), JsValue::UNDEFINED)
        .unwrap());
}

#[wasm_bindgen_test]
fn solve_toward_a_given_goal() {
    let eight2 = Puzzle::new("eight2".into()).unwrap();
    let start = eight2.parse("564178X23".into()).unwrap();
    let goal = eight2.parse("7568X4123".into()).unwrap();
    let solution: Solution = rust(eight2.solve(start.clone(), goal.clone()).unwrap());
    assert_eq!(solution.moves.concat(), "urrulldr");
    assert_eq!(eight2.distance(start, goal).unwrap(), Some(8));
}

#[wasm_bindgen_test]
fn unsolvable_positions_explain_the_parity() {
    let eight = Puzzle::new("eight".into()).unwrap();
    let start = js(&[2u8, 1, 3, 4, 5, 6, 7, 8, 0]);
    let answer: NoSolution = rust(eight.solve(start.clone(), JsValue::NULL).unwrap());
    assert!(answer.unsolvable);
    assert!(answer.reason.contains("inversions"), "{}", answer.reason);
    assert_eq!(
        answer.reason,
        "the number of inversions (tile pairs out of order) is odd here but even in the \
         goal, and every move keeps its parity"
    );
    assert!(answer.micros >= 0.0);
    assert_eq!(eight.distance(start, JsValue::UNDEFINED).unwrap(), None);
}

#[wasm_bindgen_test]
fn legal_moves_come_in_canonical_order_and_step_follows_them() {
    let eight = Puzzle::new("eight".into()).unwrap();
    let corner = js(&[0u8, 1, 2, 3, 4, 5, 6, 7, 8]);
    let moves: Vec<LegalMove> = rust(eight.legal_moves(corner.clone()).unwrap());
    let names: Vec<&str> = moves.iter().map(|m| m.r#move.as_str()).collect();
    assert_eq!(names, ["d", "r"]);
    assert_eq!(moves[0].board, [3, 1, 2, 0, 4, 5, 6, 7, 8]);
    // the tile that slides into the blank: from the blank's new cell to its old one
    assert_eq!((moves[0].from, moves[0].to), (Some(3), Some(0)));
    assert_eq!((moves[1].from, moves[1].to), (Some(1), Some(0)));
    let stepped: Vec<u8> = rust(eight.step(corner.clone(), "r".into()).unwrap());
    assert_eq!(stepped, moves[1].board);
    assert_eq!(
        message(eight.step(corner, "u".into())),
        "move `u` is not legal here; the legal moves are d, r"
    );
}

#[wasm_bindgen_test]
fn every_bad_input_throws_a_readable_error() {
    let eight = Puzzle::new("eight".into()).unwrap();
    assert_eq!(
        message(eight.parse("1 2 3 4 5 6 7 8 y".into())),
        "line 1, column 17: expected a tile 1-8 or x for the blank, found `y`"
    );
    assert_eq!(
        message(eight.parse("".into())),
        "line 1, column 1: expected 9 tokens, found only 0"
    );
    assert_eq!(
        message(eight.step(js(&[1u8, 2, 3]), "d".into())),
        "invalid board: a board has 9 cells, found 3"
    );
    assert_eq!(
        message(eight.solve(js(&[1u8, 1, 2, 3, 4, 5, 6, 7, 8]), JsValue::UNDEFINED)),
        "invalid start: 1 appears more than once"
    );
    assert_eq!(
        message(eight.solve(js(&GOAL), js(&[9u8, 1, 2, 3, 4, 5, 6, 7, 8]))),
        "invalid goal: 9 is not a tile of this board (0 to 8)"
    );
    assert!(message(eight.legal_moves(JsValue::from_str("123"))).starts_with("invalid board"));
    assert!(message(eight.format(JsValue::from_f64(4.0))).starts_with("invalid board"));
    assert_eq!(
        message(Puzzle::new("ten".into())),
        "unknown puzzle `ten`; known: eight, eight2, nine, sdao, fifteen, dao"
    );
}

#[wasm_bindgen_test]
fn the_distance_distribution_covers_the_reachable_half() {
    let eight = Puzzle::new("eight".into()).unwrap();
    let counts = eight.distance_counts(JsValue::UNDEFINED).unwrap();
    assert_eq!(counts.len(), 32);
    assert_eq!(counts.iter().sum::<f64>(), 181_440.0);
}

#[wasm_bindgen_test]
fn scrambles_repeat_by_seed_and_can_reach_the_goal() {
    let eight2 = Puzzle::new("eight2".into()).unwrap();
    let goal = eight2.parse("7568X4123".into()).unwrap();
    let a: Vec<u8> = rust(eight2.scramble(7.into(), goal.clone()).unwrap());
    let b: Vec<u8> = rust(eight2.scramble(7.into(), goal.clone()).unwrap());
    assert_eq!(a, b);
    for seed in 0..20 {
        let board = eight2.scramble(seed.into(), goal.clone()).unwrap();
        assert!(eight2.distance(board, goal.clone()).unwrap().is_some());
    }
}

#[wasm_bindgen_test]
fn nine_solves_by_operations_and_prints_its_judge_output() {
    let nine = Puzzle::new("nine".into()).unwrap();
    let start = nine.parse("2 3 0\n1 8 7\n5 4 6".into()).unwrap();
    let solution: Solution = rust(nine.solve(start.clone(), JsValue::UNDEFINED).unwrap());
    assert_eq!(solution.moves, ["1", "2", "1", "2"]);
    assert_eq!(solution.boards[1], [1, 2, 3, 5, 8, 0, 4, 6, 7]);
    assert_eq!(solution.boards[4], [0, 1, 2, 3, 4, 5, 6, 7, 8]);
    let listed = nine.legal_moves(start.clone()).unwrap();
    let array = js_sys::Array::from(&listed);
    assert!(array
        .iter()
        .all(|m| has(&m, "move") && !has(&m, "from") && !has(&m, "to")));
    let moves: Vec<LegalMove> = rust(listed);
    assert_eq!(moves.len(), 2);
    let output = nine
        .judge_output(start, JsValue::UNDEFINED)
        .unwrap()
        .unwrap();
    assert!(
        output.starts_with("4\n2 3 0\n1 8 7\n5 4 6\n\n1 2 3\n"),
        "{output}"
    );
    assert_eq!(
        message(nine.parse("2 3 0 1 8 7 5 4 9".into())),
        "line 1, column 17: expected a digit 0-8, found `9`"
    );
    let counts = nine.distance_counts(JsValue::UNDEFINED).unwrap();
    assert_eq!(counts.len(), 33);
    assert_eq!(counts.iter().sum::<f64>(), 362_880.0);
}

#[wasm_bindgen_test]
fn eight_judge_output_is_the_command_line_answer() {
    let eight = Puzzle::new("eight".into()).unwrap();
    let start = eight.parse("2 3 4 1 5 x 7 6 8".into()).unwrap();
    assert_eq!(
        eight
            .judge_output(start.clone(), JsValue::UNDEFINED)
            .unwrap()
            .as_deref(),
        Some("dlurullddrurdllurdr\n")
    );
    assert_eq!(eight.judge_output(start.clone(), start).unwrap(), None);
}

#[wasm_bindgen_test]
fn fifteen_refuses_by_parity_and_names_its_databases_without_building_them() {
    let fifteen = Puzzle::new("fifteen".into()).unwrap();
    let swapped = fifteen
        .parse("1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 x".into())
        .unwrap();
    let reason = fifteen
        .why_unsolvable(swapped.clone(), JsValue::UNDEFINED)
        .unwrap()
        .unwrap();
    assert!(reason.contains("blank's row"), "{reason}");
    let answer: NoSolution = rust(fifteen.solve(swapped, JsValue::UNDEFINED).unwrap());
    assert!(answer.unsolvable);
    let goal = fifteen.default_goal().unwrap();
    assert_eq!(
        fifteen
            .why_unsolvable(goal.clone(), JsValue::UNDEFINED)
            .unwrap(),
        None
    );
    let key: PreparedKey = rust(fifteen.prepared_key(JsValue::UNDEFINED).unwrap());
    assert!(
        key.family.starts_with("fifteen-databases-"),
        "{}",
        key.family
    );
    assert_eq!(key.version, 4);
    let solution: Solution = rust(fifteen.solve(goal.clone(), JsValue::UNDEFINED).unwrap());
    assert!(solution.moves.is_empty(), "the goal needs no search");
    let progress = js_sys::Function::new_no_args("");
    let reported = fifteen
        .solve_reporting(goal, JsValue::UNDEFINED, progress.into())
        .unwrap();
    assert!(has(&reported, "nodes") && has(&reported, "micros"));
    assert!(
        message(fifteen.load_prepared(js_sys::Uint8Array::from(&[1u8, 2, 3][..]).into())).len()
            > 10
    );
    assert_eq!(
        message(fifteen.parse("1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16".into())),
        "line 1, column 37: expected a tile 1-15 or x for the blank, found `16`"
    );
    let eight = Puzzle::new("eight".into()).unwrap();
    assert!(eight
        .prepared_key(JsValue::UNDEFINED)
        .unwrap()
        .is_undefined());
}

#[wasm_bindgen_test]
fn capabilities_say_what_is_instant_and_what_is_prepared() {
    for kind in ["eight", "eight2", "nine", "sdao"] {
        let capabilities = Puzzle::new(kind.into()).unwrap().capabilities().unwrap();
        assert!(!has(&capabilities, "prepares"), "{kind}");
        assert_eq!(has(&capabilities, "coordinates"), kind == "sdao", "{kind}");
        let capabilities = rust::<Capabilities>(capabilities);
        assert!(capabilities.instant_distance, "{kind}");
        assert_eq!(capabilities.prepares, None, "{kind}");
    }
    let sdao = Puzzle::new("sdao".into()).unwrap().capabilities().unwrap();
    let coordinates =
        rust::<Coordinates>(js_sys::Reflect::get(&sdao, &"coordinates".into()).unwrap());
    assert_eq!(coordinates.columns.concat(), "abcd");
    assert_eq!(coordinates.rows.concat(), "1234");
    assert_eq!(coordinates.cells[4], "a2");
    let fifteen = Puzzle::new("fifteen".into())
        .unwrap()
        .capabilities()
        .unwrap();
    assert_eq!(
        rust::<Capabilities>(fifteen),
        Capabilities {
            instant_distance: false,
            prepares: Some("pattern databases".to_owned())
        }
    );
}

#[derive(Deserialize, Debug)]
struct Coordinates {
    columns: Vec<String>,
    rows: Vec<String>,
    cells: Vec<String>,
}

#[derive(Deserialize, Serialize, Debug, PartialEq)]
struct Stones {
    cells: String,
    turn: String,
}

#[wasm_bindgen_test]
fn sdao_slides_alternate_colours_and_reach_the_final_board() {
    let sdao = Puzzle::new("sdao".into()).unwrap();
    let start = sdao.parse("w**b\n*b**\n**b*\nbwww".into()).unwrap();
    let goal = sdao.parse("w**b\n*bb*\n****\nbwww".into()).unwrap();
    let solution: Solution<Stones> = rust(sdao.solve(start.clone(), goal.clone()).unwrap());
    assert_eq!(solution.moves.len(), 3);
    assert!(solution.micros >= 0.0);
    let turns: Vec<&str> = solution.boards.iter().map(|b| b.turn.as_str()).collect();
    assert_eq!(turns, ["white", "black", "white", "black"]);
    assert_eq!(solution.boards[3].cells, "w**b*bb*****bwww");
    let first: Stones = rust(sdao.parse("w**b\n*wb*\n*bw*\nb**w".into()).unwrap());
    assert_eq!(first.turn, "white");
    let moves: Vec<LegalMove<Stones>> = rust(sdao.legal_moves(start.clone()).unwrap());
    assert!(moves
        .iter()
        .all(|m| m.r#move.len() == 5 && &m.r#move[2..3] == "-"));
    // a1-c1: the stone leaves cell 0 and stops on cell 2
    assert_eq!(moves[0].r#move, "a1-c1");
    assert_eq!((moves[0].from, moves[0].to), (Some(0), Some(2)));
    let after: Stones = rust(sdao.step(start, moves[0].r#move.as_str().into()).unwrap());
    assert_eq!(after, moves[0].board);
    assert_eq!(after.turn, "black");
    assert_eq!(sdao.distance(goal.clone(), goal).unwrap(), Some(0));
    assert!(message(sdao.parse("w**b\n*b**\n**b*\nbwwx".into())).contains("`x`"));
}

/// Calls `method` of the object the generated glue makes of `puzzle`, with `args`, as the
/// page does: through the glue, which once read a wrong-typed argument as an address.
fn call_from_js(puzzle: Puzzle, method: &str, args: &[JsValue]) -> Result<JsValue, JsValue> {
    let object = JsValue::from(puzzle);
    let function: js_sys::Function = js_sys::Reflect::get(&object, &method.into())
        .unwrap()
        .dyn_into()
        .unwrap();
    function.apply(&object, &args.iter().collect())
}

/// The message of the JS `Error` a call threw, checked to be no engine fault.
fn thrown(result: Result<JsValue, JsValue>) -> String {
    let error = result.expect_err("the call should have thrown");
    assert!(
        !error.is_instance_of::<js_sys::WebAssembly::RuntimeError>(),
        "{error:?}"
    );
    assert!(error.is_instance_of::<js_sys::Error>(), "{error:?}");
    String::from(js_sys::Error::from(error).message())
}

/// `{}` with the given properties.
fn object(properties: &[(&str, JsValue)]) -> JsValue {
    let object = js_sys::Object::new();
    for (name, value) in properties {
        js_sys::Reflect::set(&object, &(*name).into(), value).unwrap();
    }
    object.into()
}

#[wasm_bindgen_test]
fn arguments_of_the_wrong_type_are_named_in_the_error() {
    let eight = || Puzzle::new("eight".into()).unwrap();
    let number = JsValue::from(0);
    assert_eq!(
        thrown(call_from_js(eight(), "parse", &[number.clone()])),
        "parse(text): expected the board's text as a string, found a number"
    );
    assert_eq!(
        thrown(call_from_js(eight(), "parse", &[object(&[])])),
        "parse(text): expected the board's text as a string, found an object"
    );
    let board = eight().default_goal().unwrap();
    assert_eq!(
        thrown(call_from_js(eight(), "step", &[board.clone(), 5.into()])),
        "step(board, move): expected a move's name as a string, found a number"
    );
    let class: js_sys::Function =
        js_sys::Reflect::get(&JsValue::from(eight()), &"constructor".into())
            .unwrap()
            .unchecked_into();
    let constructed = js_sys::Reflect::construct(&class, &js_sys::Array::of1(&5.into()));
    assert_eq!(
        thrown(constructed),
        "new Puzzle(kind): expected a puzzle's name as a string, found a number"
    );
    let seeds = [
        (JsValue::from("7"), "a string"),
        ((-1).into(), "a number"),
        (0.5.into(), "a number"),
        (4294967296.0.into(), "a number"),
    ];
    for (seed, found) in seeds {
        assert_eq!(
            thrown(call_from_js(eight(), "scramble", &[seed, JsValue::UNDEFINED])),
            format!("scramble(seed, goal): expected a seed, a whole number 0 to 4294967295, found {found}"),
        );
    }
    assert_eq!(
        thrown(call_from_js(
            eight(),
            "scrambleAt",
            &[5.into(), JsValue::UNDEFINED, 1.into()]
        )),
        "scrambleAt(seed, goal, level): expected a level as a string, found a number"
    );
    assert_eq!(
        thrown(call_from_js(
            eight(),
            "hardest",
            &[JsValue::NULL, JsValue::UNDEFINED]
        )),
        "hardest(seed, goal): expected a seed, a whole number 0 to 4294967295, found null"
    );
    let fifteen = || Puzzle::new("fifteen".into()).unwrap();
    let goal = fifteen().default_goal().unwrap();
    assert_eq!(
        thrown(call_from_js(
            fifteen(),
            "prepare",
            &[goal.clone(), 5.into()]
        )),
        "prepare(goal, onProgress): expected a function for onProgress, found a number"
    );
    assert_eq!(
        thrown(call_from_js(
            fifteen(),
            "solveReporting",
            &[goal.clone(), JsValue::UNDEFINED, JsValue::NULL]
        )),
        "solveReporting(start, goal, onProgress): expected a function for onProgress, found null"
    );
}

#[wasm_bindgen_test]
fn load_prepared_takes_bytes_alone_and_keeps_no_memory_of_a_refusal() {
    let fifteen = || Puzzle::new("fifteen".into()).unwrap();
    let refusal = "loadPrepared(bytes): expected the bytes prepare returned, a Uint8Array, found";
    assert_eq!(
        thrown(call_from_js(
            fifteen(),
            "loadPrepared",
            &[object(&[("length", (-1).into())])]
        )),
        format!("{refusal} an object")
    );
    assert_eq!(
        thrown(call_from_js(
            fifteen(),
            "loadPrepared",
            &[js_sys::Array::of1(&1.into()).into()]
        )),
        format!("{refusal} an array")
    );
    // an array-like of a billion bytes whose first byte throws when read
    let throwing = js_sys::Function::new_with_args(
        "",
        "return { length: 1e9, get 0() { throw new Error('no byte here'); } };",
    )
    .call0(&JsValue::NULL)
    .unwrap();
    let memory = || {
        let memory: js_sys::WebAssembly::Memory = wasm_bindgen::memory().unchecked_into();
        memory
            .buffer()
            .unchecked_into::<js_sys::ArrayBuffer>()
            .byte_length()
    };
    let before = memory();
    for _ in 0..3 {
        assert_eq!(
            thrown(call_from_js(fifteen(), "loadPrepared", &[throwing.clone()])),
            format!("{refusal} an object")
        );
    }
    assert!(memory() - before < 1 << 20, "{before} -> {}", memory());
}

/// `{ outcome, plies }` as `value` and `moveValues` give it.
#[derive(Deserialize, Debug, PartialEq)]
struct Valued {
    outcome: String,
    plies: Option<u8>,
}

fn valued(outcome: &str, plies: Option<u8>) -> Valued {
    Valued {
        outcome: outcome.to_owned(),
        plies,
    }
}

#[derive(Deserialize, Debug, PartialEq)]
struct Outcome {
    winner: String,
    pattern: String,
    cells: Vec<u8>,
}

#[derive(Deserialize, Debug)]
struct MoveValue {
    r#move: String,
    board: Stones,
    from: u8,
    to: u8,
    value: Valued,
}

const NOT_READY: &str = "the Dao tablebase is not ready: it must be built or loaded first";

#[wasm_bindgen_test]
fn dao_rules_answer_without_the_tablebase() {
    let dao = Puzzle::new("dao".into()).unwrap();
    let start = dao.parse("w**b\n*wb*\n*bw*\nb**w".into()).unwrap();
    assert_eq!(
        rust::<Stones>(start.clone()),
        Stones {
            cells: "w**b*wb**bw*b**w".to_owned(),
            turn: "white".to_owned()
        }
    );
    assert!(dao.outcome(start.clone()).unwrap().is_undefined());
    assert_eq!(message(dao.value(start.clone())), NOT_READY);
    assert_eq!(message(dao.move_values(start.clone())), NOT_READY);
    assert_eq!(
        message(dao.computer_move(start.clone(), "perfect".into(), 1.into())),
        NOT_READY
    );
    let moves: Vec<LegalMove<Stones>> = rust(dao.legal_moves(start.clone()).unwrap());
    assert_eq!(moves.len(), 12);
    assert_eq!(
        rust::<Stones>(dao.default_goal().unwrap()),
        rust(start.clone())
    );
    let over = dao.parse("wwww\nb***\n*b**\n**bb\nb".into()).unwrap();
    assert_eq!(rust::<Stones>(over.clone()).turn, "black");
    assert_eq!(
        rust::<Outcome>(dao.outcome(over.clone()).unwrap()),
        Outcome {
            winner: "white".to_owned(),
            pattern: "row".to_owned(),
            cells: vec![0, 1, 2, 3]
        }
    );
    let trapped = dao.parse("**wb\n**ww\nb*b*\nw**b\nw".into()).unwrap();
    let outcome: Outcome = rust(dao.outcome(trapped).unwrap());
    assert_eq!(
        (outcome.winner.as_str(), outcome.pattern.as_str()),
        ("black", "trapped")
    );
    assert_eq!(outcome.cells, [2, 3, 6, 7]);
    assert!(rust::<Vec<LegalMove<Stones>>>(dao.legal_moves(over.clone()).unwrap()).is_empty());
    assert!(dao.is_goal(over.clone(), JsValue::UNDEFINED).unwrap());
    assert!(!dao.is_goal(start, JsValue::UNDEFINED).unwrap());
    assert_eq!(dao.format(over).unwrap(), "wwww\nb***\n*b**\n**bb\nb");
    assert_eq!(
        message(dao.parse("w**b\n*wb*\n*bw*\nb**w\nx".into())),
        "line 5, column 1: expected the side to move, `w` or `b`, found `x`"
    );
    assert_eq!(
        rust::<Capabilities>(dao.capabilities().unwrap()),
        Capabilities {
            instant_distance: false,
            prepares: Some("tablebase".to_owned())
        }
    );
    assert!(has(&dao.capabilities().unwrap(), "coordinates"));
    let key: PreparedKey = rust(dao.prepared_key(JsValue::UNDEFINED).unwrap());
    assert_eq!((key.family.as_str(), key.version), ("dao-tablebase", 1));
    let scrambled = dao.scramble(5.into(), JsValue::UNDEFINED).unwrap();
    assert!(dao.outcome(scrambled).unwrap().is_undefined());
}

#[wasm_bindgen_test]
fn dao_values_moves_and_the_computer_come_from_the_tablebase() {
    let dao = Puzzle::new("dao".into()).unwrap();
    let fractions = js_sys::Array::new();
    let push = js_sys::Function::new_with_args("f", "this.push(f)");
    let progress = push.bind0(&fractions);
    let bytes = dao
        .prepare(JsValue::UNDEFINED, progress.clone().into())
        .unwrap();
    assert_eq!(bytes.len(), 8 + 1_801_800);
    assert!(fractions.length() > 20);
    assert_eq!(fractions.get(fractions.length() - 1).as_f64(), Some(1.0));
    let start = dao.default_goal().unwrap();
    let draw = dao.value(start.clone()).unwrap();
    assert!(!has(&draw, "plies"));
    assert_eq!(rust::<Valued>(draw), valued("draw", None));
    let won = dao.parse("b***\n*bbb\n**w*\n*www\nw".into()).unwrap();
    assert_eq!(
        rust::<Valued>(dao.value(won.clone()).unwrap()),
        valued("win", Some(3))
    );
    let moves: Vec<MoveValue> = rust(dao.move_values(won.clone()).unwrap());
    let listed: Vec<String> = moves
        .iter()
        .map(|m| match m.value.plies {
            Some(plies) => format!("{} {} {plies}", m.r#move, m.value.outcome),
            None => format!("{} {}", m.r#move, m.value.outcome),
        })
        .collect();
    assert_eq!(
        listed,
        [
            "c3-d3 loss 3",
            "c3-a3 loss 1",
            "b4-b3 loss 3",
            "b4-a4 draw",
            "b4-a3 loss 1",
            "c4-d3 win 2",
            "c4-a2 loss 3",
            "d4-d3 loss 3"
        ]
    );
    assert_eq!((moves[5].from, moves[5].to), (14, 11));
    assert_eq!(moves[5].board.turn, "black");
    // the perfect computer on both sides ends the game in the 3 plies the value says
    let mut at = won.clone();
    let mut plies = 0;
    while let Some(name) = dao
        .computer_move(at.clone(), "perfect".into(), plies.into())
        .unwrap()
    {
        at = dao.step(at, name.into()).unwrap();
        plies += 1;
    }
    assert_eq!(plies, 3);
    let outcome: Outcome = rust(dao.outcome(at).unwrap());
    assert_eq!(outcome.winner, "white");
    assert_eq!(
        dao.computer_move(won.clone(), "perfect".into(), 9.into())
            .unwrap()
            .as_deref(),
        Some("c4-d3")
    );
    for level in ["strong", "casual"] {
        let name = dao
            .computer_move(won.clone(), level.into(), 2.into())
            .unwrap()
            .unwrap();
        assert!(moves.iter().any(|m| m.r#move == name), "{level}: {name}");
    }
    assert_eq!(
        message(dao.computer_move(won.clone(), "expert".into(), 1.into())),
        "unknown level `expert`; known: perfect, strong, casual"
    );
    let solution: Solution<Stones> = rust(dao.solve(won.clone(), JsValue::UNDEFINED).unwrap());
    assert_eq!(solution.moves.len(), 3);
    assert_eq!(solution.boards.len(), 4);
    assert_eq!(dao.distance(won, JsValue::UNDEFINED).unwrap(), Some(3));
    let drawn: NoSolution = rust(dao.solve(start.clone(), JsValue::UNDEFINED).unwrap());
    assert_eq!(
        drawn.reason,
        "neither side can force a win: with best play the game is a draw"
    );
    assert_eq!(
        dao.distance(start.clone(), JsValue::UNDEFINED).unwrap(),
        None
    );
    assert_eq!(
        dao.judge_output(start, JsValue::UNDEFINED)
            .unwrap()
            .as_deref(),
        Some("draw\n")
    );
    let hardest = dao.hardest(1.into(), JsValue::UNDEFINED).unwrap();
    let deepest = js_sys::Reflect::get(&hardest, &"board".into()).unwrap();
    assert_eq!(
        rust::<Valued>(dao.value(deepest).unwrap()),
        valued("win", Some(11))
    );
    // the bytes load into another puzzle, and damaged ones are refused
    let other = Puzzle::new("dao".into()).unwrap();
    let mut damaged = bytes.clone();
    damaged[100] ^= 4;
    assert_eq!(
        message(other.load_prepared(js_sys::Uint8Array::from(&damaged[..]).into())),
        "not the Dao tablebase: its SHA-256 digest differs from the table this core builds"
    );
    assert_eq!(
        message(other.load_prepared(js_sys::Uint8Array::from(&bytes[..100]).into())),
        "not a Dao tablebase: 100 bytes, expected 1801808"
    );
    other
        .load_prepared(js_sys::Uint8Array::from(&bytes[..]).into())
        .unwrap();
    let start = other.default_goal().unwrap();
    assert_eq!(
        rust::<Valued>(other.value(start).unwrap()),
        valued("draw", None)
    );
}

#[wasm_bindgen_test]
fn one_player_puzzles_are_not_two_player_games() {
    for kind in ["eight", "eight2", "nine", "sdao", "fifteen"] {
        let puzzle = Puzzle::new(kind.into()).unwrap();
        let board = puzzle.default_goal().unwrap();
        let expected = format!("`{kind}` is not a two-player game");
        assert_eq!(message(puzzle.outcome(board.clone())), expected);
        assert_eq!(message(puzzle.value(board.clone())), expected);
        assert_eq!(message(puzzle.move_values(board.clone())), expected);
        assert_eq!(
            message(puzzle.computer_move(board, "perfect".into(), 1.into())),
            expected
        );
    }
}

#[wasm_bindgen_test]
fn levels_and_hardest_positions_cross_as_boards() {
    let eight = Puzzle::new("eight".into()).unwrap();
    let hardest = eight.hardest(3.into(), JsValue::UNDEFINED).unwrap();
    let board: Vec<u8> = rust(js_sys::Reflect::get(&hardest, &"board".into()).unwrap());
    let goal: Vec<u8> = rust(js_sys::Reflect::get(&hardest, &"goal".into()).unwrap());
    assert_eq!(goal, [1, 2, 3, 4, 5, 6, 7, 8, 0]);
    assert_eq!(
        eight.distance(js(&board), JsValue::UNDEFINED).unwrap(),
        Some(31)
    );
    let easy = eight
        .scramble_at(5.into(), JsValue::UNDEFINED, "easy".into())
        .unwrap();
    assert_eq!(eight.distance(easy, JsValue::UNDEFINED).unwrap(), Some(9));
    assert_eq!(
        message(eight.scramble_at(5.into(), JsValue::UNDEFINED, "brutal".into())),
        "unknown level `brutal`; known: easy, medium, hard"
    );
}
