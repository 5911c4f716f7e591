//! The JavaScript bindings in a real engine: run by `wasm-pack test --node` and
//! `wasm-pack test --headless --chrome` (with WASM_BINDGEN_USE_BROWSER=1).
#![cfg(target_arch = "wasm32")]

use puzzle_core::wasm::Puzzle;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use wasm_bindgen::closure::Closure;
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

/// The value of the JavaScript expression `source`.
fn eval(source: &str) -> JsValue {
    js_sys::Function::new_no_args(&format!("return ({source});"))
        .call0(&JsValue::NULL)
        .unwrap()
}

fn puzzle(kind: &str) -> Puzzle {
    Puzzle::new(kind.into()).unwrap()
}

const U: JsValue = JsValue::UNDEFINED;

#[derive(Deserialize, Debug)]
struct Solution<B = Vec<u8>> {
    moves: Vec<String>,
    boards: Vec<B>,
    bound: u32,
    nodes: Option<u64>,
}

#[derive(Deserialize, Debug)]
struct NoSolution {
    unsolvable: bool,
    why: String,
    reason: String,
}

#[derive(Deserialize, Debug)]
struct LegalMove<B = Vec<u8>> {
    r#move: String,
    board: B,
    from: Option<u8>,
    to: Option<u8>,
    toward: Option<String>,
}

#[derive(Deserialize, Debug, PartialEq)]
struct Line {
    cell: u8,
    moves: Vec<String>,
}

#[derive(Deserialize, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
struct Capabilities {
    two_player: bool,
    instant_distance: bool,
    shape: Shape,
    levels: Vec<String>,
    shared_search: bool,
    anytime: bool,
    lab: bool,
    counts_solutions: bool,
    multi_tile: bool,
    interim: bool,
}

#[derive(Deserialize, Debug, PartialEq)]
struct Shape {
    columns: u8,
    rows: u8,
}

#[derive(Deserialize, Serialize, Debug, Clone, PartialEq)]
struct TableKey {
    family: String,
    version: u32,
}

#[derive(Deserialize, Debug)]
#[serde(rename_all = "camelCase")]
struct Table {
    family: String,
    version: u32,
    bytes: u64,
    build_bytes: u64,
    optional: bool,
}

impl Table {
    fn key(&self) -> JsValue {
        js(&TableKey {
            family: self.family.clone(),
            version: self.version,
        })
    }
}

const GOAL: [u8; 9] = [1, 2, 3, 4, 5, 6, 7, 8, 0];

#[wasm_bindgen_test]
fn the_core_lists_its_games() {
    assert_eq!(
        Puzzle::kinds(),
        [
            "eight",
            "eight2",
            "nine",
            "sdao",
            "fifteen",
            "slide-5x5",
            "dao"
        ]
    );
    for kind in Puzzle::kinds() {
        assert!(Puzzle::new(kind.into()).is_ok());
    }
}

#[wasm_bindgen_test]
fn parse_and_format_round_trip() {
    let eight = puzzle("eight");
    let board = eight.parse("2  3  4\n1  5  x\n7  6  8".into()).unwrap();
    assert_eq!(rust::<Vec<u8>>(board.clone()), [2, 3, 4, 1, 5, 0, 7, 6, 8]);
    assert_eq!(eight.format(board.clone()).unwrap(), "2 3 4 1 5 x 7 6 8");
    assert_eq!(puzzle("eight2").format(board).unwrap(), "23415X768");
    assert_eq!(rust::<Vec<u8>>(eight.default_goal().unwrap()), GOAL);
}

#[wasm_bindgen_test]
fn solve_returns_the_tie_broken_optimum_with_every_board() {
    let eight = puzzle("eight");
    let start = js(&[2u8, 3, 4, 1, 5, 0, 7, 6, 8]);
    let solution: Solution = rust(eight.solve(start, U, U, U).unwrap());
    assert_eq!(solution.moves.concat(), "dlurullddrurdllurdr");
    assert_eq!(solution.boards.len(), 20);
    assert_eq!(solution.boards[0], [2, 3, 4, 1, 5, 0, 7, 6, 8]);
    assert_eq!(solution.boards[1], [2, 3, 4, 1, 5, 8, 7, 6, 0]);
    assert_eq!(solution.boards[19], GOAL);
    assert_eq!(solution.nodes, None, "a table lookup generates nothing");
    assert!(eight.is_goal(js(&GOAL), U).unwrap());
    assert!(!eight.is_goal(js(&solution.boards[18]), U).unwrap());
}

#[wasm_bindgen_test]
fn solve_toward_a_given_goal() {
    let eight2 = puzzle("eight2");
    let start = eight2.parse("564178X23".into()).unwrap();
    let goal = eight2.parse("7568X4123".into()).unwrap();
    let solution: Solution = rust(eight2.solve(start.clone(), goal.clone(), U, U).unwrap());
    assert_eq!(solution.moves.concat(), "urrulldr");
    assert_eq!(eight2.distance(start, goal).unwrap(), Some(8));
}

#[wasm_bindgen_test]
fn unsolvable_positions_explain_the_parity() {
    let eight = puzzle("eight");
    let start = js(&[2u8, 1, 3, 4, 5, 6, 7, 8, 0]);
    let answer: NoSolution = rust(eight.solve(start.clone(), U, U, U).unwrap());
    assert!(answer.unsolvable);
    assert_eq!(answer.why, "parity");
    assert_eq!(
        answer.reason,
        "the number of inversions (tile pairs out of order) is odd here but even in the \
         goal, and every move keeps its parity"
    );
    let why: NoSolution = rust(
        eight
            .why_unsolvable(start.clone(), U)
            .inspect(|why| {
                js_sys::Reflect::set(why, &"unsolvable".into(), &true.into()).unwrap();
            })
            .unwrap(),
    );
    assert_eq!((why.why, why.reason), (answer.why, answer.reason));
    assert_eq!(eight.distance(start, U).unwrap(), None);
    assert!(eight.why_unsolvable(js(&GOAL), U).unwrap().is_undefined());
}

#[wasm_bindgen_test]
fn legal_moves_and_lines_carry_their_cells_and_ways() {
    let eight = puzzle("eight");
    let corner = js(&[0u8, 1, 2, 3, 4, 5, 6, 7, 8]);
    let moves: Vec<LegalMove> = rust(eight.legal_moves(corner.clone()).unwrap());
    let names: Vec<&str> = moves.iter().map(|m| m.r#move.as_str()).collect();
    assert_eq!(names, ["d", "r"]);
    assert_eq!(moves[0].board, [3, 1, 2, 0, 4, 5, 6, 7, 8]);
    // the tile that slides into the blank: from the blank's new cell to its old one, and
    // the way it goes on the screen
    assert_eq!((moves[0].from, moves[0].to), (Some(3), Some(0)));
    assert_eq!((moves[1].from, moves[1].to), (Some(1), Some(0)));
    assert_eq!(moves[0].toward.as_deref(), Some("up"));
    assert_eq!(moves[1].toward.as_deref(), Some("left"));
    let stepped: Vec<u8> = rust(eight.step(corner.clone(), "r".into()).unwrap());
    assert_eq!(stepped, moves[1].board);
    let lines: Vec<Line> = rust(eight.lines(corner.clone()).unwrap());
    let line = |cell, moves: &[&str]| Line {
        cell,
        moves: moves.iter().map(ToString::to_string).collect(),
    };
    assert_eq!(
        lines,
        [
            line(1, &["r"]),
            line(2, &["r", "r"]),
            line(3, &["d"]),
            line(6, &["d", "d"])
        ]
    );
    assert_eq!(
        message(eight.step(corner, "u".into())),
        "move `u` is not legal here; the legal moves are d, r"
    );
    let nine = puzzle("nine");
    let lines = nine.lines(nine.default_goal().unwrap()).unwrap();
    assert_eq!(js_sys::Array::from(&lines).length(), 0);
}

#[wasm_bindgen_test]
fn every_bad_input_throws_a_readable_error() {
    let eight = puzzle("eight");
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
        message(eight.solve(js(&[1u8, 1, 2, 3, 4, 5, 6, 7, 8]), U, U, U)),
        "invalid start: 1 appears more than once"
    );
    assert_eq!(
        message(eight.solve(js(&GOAL), js(&[9u8, 1, 2, 3, 4, 5, 6, 7, 8]), U, U)),
        "invalid goal: 9 is not a tile of this board (0 to 8)"
    );
    assert!(message(eight.legal_moves(JsValue::from_str("123"))).starts_with("invalid board"));
    assert!(message(eight.format(JsValue::from_f64(4.0))).starts_with("invalid board"));
    assert_eq!(
        message(Puzzle::new("ten".into())),
        "unknown puzzle `ten`; known: eight, eight2, nine, sdao, fifteen, slide-WxH (2x2 to 10x10), dao"
    );
    // what the caller sent is echoed cut short, and its control characters escaped
    let long = format!("\u{1b}]0;title\u{7}{}", "z".repeat(1000));
    assert_eq!(
        message(Puzzle::new(long.into())),
        format!(
            "unknown puzzle `\\u{{1b}}]0;title\\u{{7}}{}…`; known: eight, eight2, nine, sdao, \
             fifteen, slide-WxH (2x2 to 10x10), dao",
            "z".repeat(30)
        )
    );
    assert_eq!(
        message(eight.step(js(&GOAL), "\u{1b}[2J".into())),
        "move `\\u{1b}[2J` is not legal here; the legal moves are l, u"
    );
    assert_eq!(
        message(eight.parse("x".repeat(70_000).into())),
        "parse(text): the board's text is 70000 characters long; at most 65536 are read"
    );
}

#[wasm_bindgen_test]
fn the_distance_distribution_covers_the_reachable_half() {
    let counts = puzzle("eight").distance_counts(U).unwrap();
    assert_eq!(counts.len(), 32);
    assert_eq!(counts.iter().sum::<f64>(), 181_440.0);
}

#[wasm_bindgen_test]
fn scrambles_repeat_by_seed_and_can_reach_the_goal() {
    let eight2 = puzzle("eight2");
    let goal = eight2.parse("7568X4123".into()).unwrap();
    let a: Vec<u8> = rust(eight2.scramble(7.into(), goal.clone(), U).unwrap());
    let b: Vec<u8> = rust(eight2.scramble(7.into(), goal.clone(), U).unwrap());
    assert_eq!(a, b);
    for seed in 0..20 {
        let board = eight2.scramble(seed.into(), goal.clone(), U).unwrap();
        assert!(eight2.distance(board, goal.clone()).unwrap().is_some());
    }
}

#[wasm_bindgen_test]
fn levels_and_hardest_positions_cross_as_boards() {
    let eight = puzzle("eight");
    let hardest = eight.hardest(3.into(), U).unwrap();
    let board: Vec<u8> = rust(js_sys::Reflect::get(&hardest, &"board".into()).unwrap());
    let goal: Vec<u8> = rust(js_sys::Reflect::get(&hardest, &"goal".into()).unwrap());
    assert_eq!(goal, GOAL);
    assert_eq!(eight.distance(js(&board), U).unwrap(), Some(31));
    let easy = eight.scramble(5.into(), U, "easy".into()).unwrap();
    assert_eq!(eight.distance(easy, U).unwrap(), Some(9));
    assert_eq!(
        message(eight.scramble(5.into(), U, "brutal".into())),
        "unknown level `brutal`; known: easy, medium, hard"
    );
}

#[wasm_bindgen_test]
fn nine_solves_by_operations_and_prints_its_judge_output() {
    let nine = puzzle("nine");
    let start = nine.parse("2 3 0\n1 8 7\n5 4 6".into()).unwrap();
    let solution: Solution = rust(nine.solve(start.clone(), U, U, U).unwrap());
    assert_eq!(solution.moves, ["1", "2", "1", "2"]);
    assert_eq!(solution.boards[1], [1, 2, 3, 5, 8, 0, 4, 6, 7]);
    assert_eq!(solution.boards[4], [0, 1, 2, 3, 4, 5, 6, 7, 8]);
    let listed = nine.legal_moves(start.clone()).unwrap();
    let array = js_sys::Array::from(&listed);
    assert!(array
        .iter()
        .all(|m| has(&m, "move") && !has(&m, "from") && !has(&m, "to") && !has(&m, "toward")));
    assert_eq!(rust::<Vec<LegalMove>>(listed).len(), 2);
    let output = nine.judge_output(start, U).unwrap().unwrap();
    assert!(
        output.starts_with("4\n2 3 0\n1 8 7\n5 4 6\n\n1 2 3\n"),
        "{output}"
    );
    assert_eq!(
        message(nine.parse("2 3 0 1 8 7 5 4 9".into())),
        "line 1, column 17: expected a digit 0-8, found `9`"
    );
    let counts = nine.distance_counts(U).unwrap();
    assert_eq!(counts.len(), 33);
    assert_eq!(counts.iter().sum::<f64>(), 362_880.0);
}

#[wasm_bindgen_test]
fn eight_judge_output_is_the_command_line_answer() {
    let eight = puzzle("eight");
    let start = eight.parse("2 3 4 1 5 x 7 6 8".into()).unwrap();
    assert_eq!(
        eight.judge_output(start.clone(), U).unwrap().as_deref(),
        Some("dlurullddrurdllurdr\n")
    );
    assert_eq!(eight.judge_output(start.clone(), start).unwrap(), None);
}

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
fn capabilities_say_how_many_play_what_is_instant_and_the_shape() {
    let levels = ["easy", "medium", "hard"].map(String::from).to_vec();
    for (kind, columns, coordinates, lab) in [
        ("eight", 3, false, true),
        ("eight2", 3, false, true),
        ("nine", 3, false, false),
        ("sdao", 4, true, false),
    ] {
        let capabilities = puzzle(kind).capabilities().unwrap();
        assert_eq!(has(&capabilities, "coordinates"), coordinates, "{kind}");
        assert_eq!(
            rust::<Capabilities>(capabilities),
            Capabilities {
                two_player: false,
                instant_distance: true,
                shape: Shape {
                    columns,
                    rows: columns
                },
                levels: levels.clone(),
                shared_search: false,
                anytime: false,
                lab,
                // a table of every distance: the Eight's (the Nine's moves are no tiles')
                counts_solutions: lab,
                multi_tile: lab,
                interim: false,
            },
            "{kind}"
        );
    }
    let sdao = puzzle("sdao").capabilities().unwrap();
    let coordinates =
        rust::<Coordinates>(js_sys::Reflect::get(&sdao, &"coordinates".into()).unwrap());
    assert_eq!(coordinates.columns.concat(), "abcd");
    assert_eq!(coordinates.rows.concat(), "1234");
    assert_eq!(coordinates.cells[4], "a2");
    let fifteen: Capabilities = rust(puzzle("fifteen").capabilities().unwrap());
    assert!(!fifteen.instant_distance && !fifteen.two_player);
    assert_eq!(fifteen.levels, ["easy", "medium"], "hard is any");
    assert!(fifteen.shared_search && fifteen.lab && fifteen.interim);
    let dao: Capabilities = rust(puzzle("dao").capabilities().unwrap());
    assert!(dao.two_player && dao.levels.is_empty() && !dao.lab);
    let lab = |kind: &str| rust::<Capabilities>(puzzle(kind).capabilities().unwrap()).lab;
    assert!(lab("slide-2x8") && lab("slide-3x5") && !lab("slide-5x4"));
    let counts =
        |kind: &str| rust::<Capabilities>(puzzle(kind).capabilities().unwrap()).counts_solutions;
    // a table counts them on boards of at most 10 cells, the search on 4x4 ones
    assert!(
        counts("slide-2x5") && !counts("slide-4x3") && counts("fifteen") && counts("slide-4x4")
    );
    // workers share the 4x4's search and the larger boards' bound; the others take
    // under a second
    let sharing = |kind: &str| {
        let capabilities = rust::<Capabilities>(puzzle(kind).capabilities().unwrap());
        (capabilities.shared_search, capabilities.anytime)
    };
    assert_eq!(sharing("slide-4x4"), (true, false));
    assert_eq!(sharing("slide-5x4"), (true, true));
    assert_eq!(sharing("slide-3x5"), (false, false));
    assert_eq!(sharing("slide-3x3"), (false, false));
    let multi = |kind: &str| rust::<Capabilities>(puzzle(kind).capabilities().unwrap()).multi_tile;
    assert!(multi("slide-2x5") && !multi("slide-4x3") && !multi("fifteen") && !multi("dao"));
    // the 4x4's tables take seconds to build: the interim ones answer meanwhile
    let interim = |kind: &str| rust::<Capabilities>(puzzle(kind).capabilities().unwrap()).interim;
    assert!(interim("slide-4x4") && interim("fifteen") && !interim("slide-3x5"));
    assert!(!interim("slide-5x4") && !interim("eight"));
    let four = puzzle("slide-4x4");
    // nine tiles, each one cell from home: Manhattan's bound is met
    let start = js(&[5u8, 1, 2, 3, 9, 6, 7, 4, 13, 10, 11, 8, 0, 14, 15, 12]);
    let solved: Solution = rust(four.solve_interim(start, U, U, U).unwrap());
    assert_eq!(solved.moves.concat(), "uuurrrddd");
}

#[wasm_bindgen_test]
fn the_multi_tile_metric_solves_the_small_boards() {
    // a 3x3 board 31 single moves away is 20 slides away (a breadth-first search over
    // slides, tests/optimal.rs and tests/e2e/optimal.test.mjs)
    let far = js(&[8u8, 6, 7, 2, 5, 4, 3, 0, 1]);
    for kind in ["eight", "slide-3x3"] {
        let slides = puzzle(kind).solve_multi_tile(far.clone(), U).unwrap();
        assert_eq!(slides.len(), 20, "{kind}");
        assert!(slides
            .iter()
            .all(|s| s.len() <= 2 && "dlru".contains(&s[..1])));
    }
    assert_eq!(
        message(puzzle("fifteen").solve_multi_tile(
            js(&[1u8, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 15]),
            U
        )),
        "solveMultiTile: this puzzle does not solve in the multi-tile metric"
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
    let sdao = puzzle("sdao");
    let start = sdao.parse("w**b\n*b**\n**b*\nbwww".into()).unwrap();
    let goal = sdao.parse("w**b\n*bb*\n****\nbwww".into()).unwrap();
    let solution: Solution<Stones> = rust(sdao.solve(start.clone(), goal.clone(), U, U).unwrap());
    assert_eq!(solution.moves.len(), 3);
    let turns: Vec<&str> = solution.boards.iter().map(|b| b.turn.as_str()).collect();
    assert_eq!(turns, ["white", "black", "white", "black"]);
    assert_eq!(solution.boards[3].cells, "w**b*bb*****bwww");
    let first: Stones = rust(sdao.parse("w**b\n*wb*\n*bw*\nb**w".into()).unwrap());
    assert_eq!(first.turn, "white");
    let moves: Vec<LegalMove<Stones>> = rust(sdao.legal_moves(start.clone()).unwrap());
    assert!(moves
        .iter()
        .all(|m| m.r#move.len() == 5 && &m.r#move[2..3] == "-" && m.toward.is_none()));
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
fn call(object: &JsValue, method: &str, args: &[JsValue]) -> Result<JsValue, JsValue> {
    let function: js_sys::Function = js_sys::Reflect::get(object, &method.into())
        .unwrap()
        .dyn_into()
        .unwrap();
    function.apply(object, &args.iter().collect())
}

/// [`call`] on a new puzzle of `kind`.
fn call_new(kind: &str, method: &str, args: &[JsValue]) -> Result<JsValue, JsValue> {
    call(&JsValue::from(puzzle(kind)), method, args)
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

#[wasm_bindgen_test]
fn arguments_of_the_wrong_type_are_named_in_the_error() {
    let number = JsValue::from(0);
    assert_eq!(
        thrown(call_new("eight", "parse", std::slice::from_ref(&number))),
        "parse(text): expected the board's text as a string, found a number"
    );
    assert_eq!(
        thrown(call_new("eight", "parse", &[eval("{}")])),
        "parse(text): expected the board's text as a string, found an object"
    );
    let board = puzzle("eight").default_goal().unwrap();
    assert_eq!(
        thrown(call_new("eight", "step", &[board.clone(), 5.into()])),
        "step(board, move): expected a move's name as a string, found a number"
    );
    let class: js_sys::Function =
        js_sys::Reflect::get(&puzzle("eight").into(), &"constructor".into())
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
            thrown(call_new("eight", "scramble", &[seed, U, U])),
            format!(
                "scramble(seed, goal, level): expected a seed, a whole number 0 to \
                 4294967295, found {found}"
            ),
        );
    }
    assert_eq!(
        thrown(call_new("eight", "scramble", &[5.into(), U, 1.into()])),
        "scramble(seed, goal, level): expected a level as a string, found a number"
    );
    assert_eq!(
        thrown(call_new("eight", "hardest", &[JsValue::NULL, U])),
        "hardest(seed, goal): expected a seed, a whole number 0 to 4294967295, found null"
    );
    let key = eval("{ family: 'fifteen-databases-0', version: 4 }");
    assert_eq!(
        thrown(call_new("fifteen", "buildTable", &[key.clone(), 5.into()])),
        "buildTable(key, onProgress): expected a function for onProgress, found a number"
    );
    assert_eq!(
        thrown(call_new(
            "fifteen",
            "solve",
            &[board.clone(), U, JsValue::NULL]
        )),
        "solve(start, goal, onProgress, limitMillis): expected a function for onProgress, found null"
    );
    assert_eq!(
        thrown(call_new("fifteen", "hasTable", &[eval("{ family: 1 }")])),
        "invalid table key: invalid type: floating point `1.0`, expected a string"
    );
}

/// The wasm module's memory, in bytes.
fn memory() -> u32 {
    let memory: js_sys::WebAssembly::Memory = wasm_bindgen::memory().unchecked_into();
    memory
        .buffer()
        .unchecked_into::<js_sys::ArrayBuffer>()
        .byte_length()
}

#[wasm_bindgen_test]
fn load_table_takes_bytes_alone_whatever_their_length_claims() {
    let key = eval("{ family: 'fifteen-databases-0', version: 4 }");
    let refusal = "loadTable(key, bytes): expected bytes, a Uint8Array, found";
    assert_eq!(
        thrown(call_new(
            "fifteen",
            "loadTable",
            &[key.clone(), eval("{ length: -1 }")]
        )),
        format!("{refusal} an object")
    );
    assert_eq!(
        thrown(call_new(
            "fifteen",
            "loadTable",
            &[key.clone(), eval("[1]")]
        )),
        format!("{refusal} an array")
    );
    // an array-like of a billion bytes whose first byte throws when read
    let throwing = eval("{ length: 1e9, get 0() { throw new Error('no byte here'); } }");
    // typed arrays whose own `length` lies, and one whose buffer is gone
    let lying = |length: &str| {
        eval(&format!(
            "(() => {{ const a = new Uint8Array(10); \
             Object.defineProperty(a, 'length', {{ value: {length} }}); return a; }})()"
        ))
    };
    let detached = eval(
        "(() => { const a = new Uint8Array(16); structuredClone(a.buffer, { transfer: [a.buffer] }); return a; })()",
    );
    let before = memory();
    for _ in 0..3 {
        assert_eq!(
            thrown(call_new(
                "fifteen",
                "loadTable",
                &[key.clone(), throwing.clone()]
            )),
            format!("{refusal} an object")
        );
        for length in ["0xffffffff", "2 ** 31", "-1", "3"] {
            assert_eq!(
                thrown(call_new(
                    "fifteen",
                    "loadTable",
                    &[key.clone(), lying(length)]
                )),
                "not fifteen-puzzle pattern databases: wrong tag",
                "{length}"
            );
        }
        assert_eq!(
            thrown(call_new(
                "fifteen",
                "loadTable",
                &[key.clone(), detached.clone()]
            )),
            format!("{refusal} an object")
        );
    }
    assert!(memory() - before < 1 << 20, "{before} -> {}", memory());
}

#[wasm_bindgen_test]
fn games_without_tables_refuse_any_bytes() {
    let bytes: JsValue = js_sys::Uint8Array::from(&[1u8, 2, 3][..]).into();
    for kind in ["eight", "eight2", "nine", "sdao"] {
        let game = puzzle(kind);
        assert_eq!(js_sys::Array::from(&game.tables(U).unwrap()).length(), 0);
        let key = eval("{ family: 'fifteen-databases-0', version: 4 }");
        assert_eq!(
            message(game.load_table(key.clone(), bytes.clone())),
            "no table `fifteen-databases-0` version 4 here",
            "{kind}"
        );
        assert!(!game.has_table(key).unwrap());
    }
}

/// Values whose reading throws or never ends: a revoked Proxy, throwing getters, traps
/// and iterators, an endless iterable.
fn hostile_values() -> Vec<JsValue> {
    [
        "(() => { const p = Proxy.revocable([], {}); p.revoke(); return p.proxy; })()",
        "(() => { const a = [1, 2, 3, 4, 5, 6, 7, 8, 0]; \
         Object.defineProperty(a, 0, { get() { throw new Error('index'); } }); return a; })()",
        "new Proxy([1, 2, 3, 4, 5, 6, 7, 8, 0], { get(t, k) { \
         if (k === 'length') throw new Error('length'); return t[k]; } })",
        "{ [Symbol.iterator]() { return { next() { throw new Error('next'); } }; } }",
        "{ [Symbol.iterator]() { return { next() { return { get done() { throw new Error('done'); } }; } }; } }",
        "{ [Symbol.iterator]() { return { next() { return { done: false, get value() { throw new Error('value'); } }; } }; } }",
        "{ *[Symbol.iterator]() { for (;;) yield 1; } }",
        "new Proxy([], { get(t, k) { if (k === Symbol.toStringTag) throw new Error('tag'); return t[k]; } })",
        "new Proxy({}, { getPrototypeOf() { throw new Error('prototype'); } })",
        "new Proxy({}, { ownKeys() { throw new Error('keys'); } })",
        "{ get cells() { throw new Error('cells'); }, turn: 'white' }",
        "{ toJSON() { throw new Error('json'); } }",
        "new Array(2 ** 31)",
    ]
    .iter()
    .map(|source| eval(source))
    .collect()
}

#[wasm_bindgen_test]
fn hostile_values_are_plain_errors_and_the_module_lives_on() {
    let boards = hostile_values();
    let before = memory();
    for kind in ["eight", "dao"] {
        let object = JsValue::from(puzzle(kind));
        let seed = JsValue::from(1);
        let calls: [(&str, Vec<JsValue>); 5] = [
            ("format", vec![]),
            ("legalMoves", vec![]),
            ("lines", vec![]),
            ("step", vec!["d".into()]),
            ("judgeOutput", vec![U]),
        ];
        // some 4,000 refusals: once, each leaked the engine's stack until every call failed
        for round in 0..31 {
            for board in &boards {
                for (method, rest) in &calls {
                    let mut args = vec![board.clone()];
                    args.extend(rest.iter().cloned());
                    let message = thrown(call(&object, method, &args));
                    assert!(message.starts_with("invalid "), "{method}: {message}");
                }
                if round == 0 && kind == "eight" {
                    for (method, args) in [
                        ("solve", vec![board.clone(), U, U]),
                        ("distance", vec![board.clone(), U]),
                        ("isGoal", vec![board.clone(), U]),
                        ("whyUnsolvable", vec![board.clone(), U]),
                        ("scramble", vec![seed.clone(), board.clone(), U]),
                        ("hardest", vec![seed.clone(), board.clone()]),
                        ("tables", vec![board.clone()]),
                    ] {
                        assert!(thrown(call(&object, method, &args)).starts_with("invalid "));
                    }
                }
            }
        }
        // the instance still answers, and can be freed
        let goal = call(
            &object,
            if kind == "dao" {
                "start"
            } else {
                "defaultGoal"
            },
            &[],
        );
        assert!(call(&object, "format", &[goal.unwrap()]).is_ok());
        call(&object, "free", &[]).unwrap();
    }
    assert!(memory() - before < 1 << 20, "{before} -> {}", memory());
    assert_eq!(
        puzzle("eight").format(js(&GOAL)).unwrap(),
        "1 2 3 4 5 6 7 8 x"
    );
}

#[wasm_bindgen_test]
fn a_call_from_a_progress_callback_is_refused_and_the_build_goes_on() {
    let dao = JsValue::from(puzzle("dao"));
    let answers = js_sys::Array::new();
    let context = js_sys::Object::new();
    js_sys::Reflect::set(&context, &"puzzle".into(), &dao).unwrap();
    js_sys::Reflect::set(&context, &"answers".into(), &answers).unwrap();
    let progress = js_sys::Function::new_with_args(
        "f",
        "for (const call of [() => this.puzzle.tables(undefined), \
           () => this.puzzle.buildTable({ family: 'dao-tablebase', version: 1 }, () => {}), \
           () => this.puzzle.value({ cells: 'w**b*wb**bw*b**w', turn: 'white' })]) { \
           try { call(); this.answers.push('answered'); } catch (e) { this.answers.push(e.message); } }",
    )
    .bind0(&context);
    let key = eval("{ family: 'dao-tablebase', version: 1 }");
    let bytes = call(&dao, "buildTable", &[key.clone(), progress.into()]).unwrap();
    assert_eq!(js_sys::Uint8Array::from(bytes).length(), 8 + 1_801_800);
    assert!(answers.length() >= 3);
    let refused = |call: &str| {
        format!("{call}: refused while another call of this puzzle runs (one made from its progress callback?)")
    };
    for (i, answer) in answers.iter().enumerate() {
        let expected = refused(["tables", "buildTable", "value"][i % 3]);
        assert_eq!(answer.as_string().unwrap(), expected);
    }
    assert_eq!(call(&dao, "hasTable", &[key]).unwrap(), JsValue::TRUE);
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
    let dao = puzzle("dao");
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
    assert_eq!(rust::<Stones>(dao.start().unwrap()), rust(start.clone()));
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
    assert_eq!(dao.format(over).unwrap(), "wwww\nb***\n*b**\n**bb\nb");
    assert_eq!(
        message(dao.parse("w**b\n*wb*\n*bw*\nb**w\nx".into())),
        "line 5, column 1: expected the side to move, `w` or `b`, found `x`"
    );
    let tables: Vec<Table> = rust(dao.tables(U).unwrap());
    assert_eq!(tables.len(), 1);
    assert_eq!(
        (
            tables[0].family.as_str(),
            tables[0].version,
            tables[0].bytes
        ),
        ("dao-tablebase", 1, 8 + 1_801_800)
    );
    assert!(!dao.has_table(tables[0].key()).unwrap());
    let random = dao.random(5.into()).unwrap();
    assert!(dao.outcome(random).unwrap().is_undefined());
}

#[wasm_bindgen_test]
fn dao_values_moves_and_the_computer_come_from_the_tablebase() {
    let dao = puzzle("dao");
    let fractions = js_sys::Array::new();
    let progress = js_sys::Function::new_with_args("f", "this.push(f)").bind0(&fractions);
    let tables: Vec<Table> = rust(dao.tables(U).unwrap());
    let bytes = dao.build_table(tables[0].key(), progress.into()).unwrap();
    assert_eq!(bytes.len(), 8 + 1_801_800);
    assert!(fractions.length() > 20);
    assert_eq!(fractions.get(fractions.length() - 1).as_f64(), Some(1.0));
    let start = dao.start().unwrap();
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
    let play: Solution<Stones> = rust(dao.perfect_play(won).unwrap());
    assert_eq!(play.moves.len(), 3);
    assert_eq!(play.boards.len(), 4);
    let drawn: NoSolution = rust(dao.perfect_play(start.clone()).unwrap());
    assert_eq!(drawn.why, "drawn");
    assert_eq!(
        drawn.reason,
        "neither side can force a win: with best play the game is a draw"
    );
    assert_eq!(
        dao.judge_output(start.clone(), U).unwrap().as_deref(),
        Some("draw\n")
    );
    assert_eq!(
        message(dao.judge_output(start.clone(), start)),
        "judgeOutput: `dao` has no goal"
    );
    let deepest = dao.deepest(1.into()).unwrap();
    assert_eq!(
        rust::<Valued>(dao.value(deepest).unwrap()),
        valued("win", Some(11))
    );
    // the bytes load into another puzzle under the table's key, and damaged ones are
    // refused
    let other = puzzle("dao");
    let mut damaged = bytes.clone();
    damaged[100] ^= 4;
    let load =
        |bytes: &[u8]| other.load_table(tables[0].key(), js_sys::Uint8Array::from(bytes).into());
    assert_eq!(
        message(load(&damaged)),
        "not the Dao tablebase: its digest differs from the table this core builds"
    );
    assert_eq!(
        message(load(&bytes[..100])),
        "not a Dao tablebase: 100 bytes, expected 1801808"
    );
    load(&bytes).unwrap();
    assert_eq!(
        rust::<Valued>(other.value(other.start().unwrap()).unwrap()),
        valued("draw", None)
    );
}

#[wasm_bindgen_test]
fn each_face_answers_its_own_questions() {
    for kind in ["eight", "eight2", "nine", "sdao", "fifteen"] {
        let game = puzzle(kind);
        let board = game.default_goal().unwrap();
        let not = |call: &str| format!("{call}: `{kind}` is not a two-player game");
        assert_eq!(message(game.outcome(board.clone())), not("outcome"));
        assert_eq!(message(game.value(board.clone())), not("value"));
        assert_eq!(message(game.move_values(board.clone())), not("moveValues"));
        assert_eq!(
            message(game.computer_move(board.clone(), "perfect".into(), 1.into())),
            not("computerMove")
        );
        assert_eq!(message(game.perfect_play(board)), not("perfectPlay"));
        assert_eq!(message(game.start()), not("start"));
    }
    let dao = puzzle("dao");
    let start = dao.start().unwrap();
    let no_goal = |call: &str| format!("{call}: `dao` is a two-player game, with no goal");
    assert_eq!(message(dao.default_goal()), no_goal("defaultGoal"));
    assert_eq!(message(dao.solve(start.clone(), U, U, U)), no_goal("solve"));
    assert_eq!(
        message(dao.solve_interim(start.clone(), U, U, U)),
        no_goal("solveInterim")
    );
    let eight = puzzle("eight");
    let goal = eight.default_goal().unwrap();
    assert_eq!(
        message(eight.solve_interim(goal, U, U, U)),
        "solveInterim: this puzzle has no interim tables"
    );
    assert_eq!(message(dao.distance(start.clone(), U)), no_goal("distance"));
    assert_eq!(message(dao.is_goal(start.clone(), U)), no_goal("isGoal"));
    assert_eq!(message(dao.scramble(1.into(), U, U)), no_goal("scramble"));
    assert_eq!(message(dao.hardest(1.into(), U)), no_goal("hardest"));
    assert_eq!(message(dao.tables(start)), "tables: `dao` has no goal");
}

#[derive(Deserialize, Debug)]
struct Standing {
    bound: u32,
    length: Option<usize>,
    moves: Option<Vec<String>>,
}

#[wasm_bindgen_test]
fn boards_of_any_size_play_and_refuse_other_sizes() {
    let slide = puzzle("slide-3x2");
    let capabilities = slide.capabilities().unwrap();
    let shape = js_sys::Reflect::get(&capabilities, &"shape".into()).unwrap();
    assert_eq!(
        js_sys::JSON::stringify(&shape).unwrap(),
        r#"{"columns":3,"rows":2}"#
    );
    let board = slide.parse("4 1 2\nx 5 3".into()).unwrap();
    assert_eq!(rust::<Vec<u8>>(board.clone()), [4, 1, 2, 0, 5, 3]);
    assert_eq!(slide.format(board.clone()).unwrap(), "4 1 2 x 5 3");
    // the first shortest solution, found by hand: up, right, right, down
    let solution: Solution = rust(slide.solve(board, U, U, U).unwrap());
    assert_eq!(solution.moves.concat(), "urrd");
    assert_eq!(solution.bound, 4);
    assert_eq!(solution.boards.last(), Some(&vec![1, 2, 3, 4, 5, 0]));
    let boards: Vec<Vec<u8>> = rust(
        slide
            .replay(js(&[4u8, 1, 2, 0, 5, 3]), js(&["u", "r"]))
            .unwrap(),
    );
    assert_eq!(
        boards,
        [
            vec![4, 1, 2, 0, 5, 3],
            vec![0, 1, 2, 4, 5, 3],
            vec![1, 0, 2, 4, 5, 3]
        ]
    );
    assert_eq!(
        message(slide.replay(js(&[4u8, 1, 2, 0, 5, 3]), js(&["u", "u"]))),
        "replay: move 2: move `u` is not legal here; the legal moves are d, r"
    );
    assert_eq!(
        message(slide.legal_moves(js(&[1u8, 2, 3, 0]))),
        "invalid board: a board has 6 cells, found 4"
    );
    assert_eq!(
        message(slide.solve(js(&[1u8, 2, 3, 0, 4, 5]), js(&[1u8, 0, 2, 3]), U, U)),
        "invalid goal: a board has 6 cells, found 4"
    );
    assert_eq!(
        message(Puzzle::new("slide-11x2".into())),
        "puzzle `slide-11x2`: a board is 2 to 10 cells across and down, not 11x2"
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
    assert!(run.micros >= 0.0);
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
        .unwrap();
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

#[derive(Deserialize, Debug, PartialEq)]
struct Solutions {
    count: String,
    listed: String,
    first: f64,
    solutions: Vec<Vec<String>>,
}

#[wasm_bindgen_test]
fn every_optimal_solution_is_counted_and_paged() {
    let eight = puzzle("eight");
    // one of the two boards 31 moves away: 40 shortest solutions (a breadth-first count,
    // tests/optimal.rs and tests/cli.rs)
    let far = js(&[8u8, 6, 7, 2, 5, 4, 3, 0, 1]);
    let page: Solutions = rust(
        eight
            .optimal_solutions(far.clone(), U, 0.into(), 3.into(), U)
            .unwrap(),
    );
    assert_eq!(
        (page.count.as_str(), page.listed.as_str(), page.first),
        ("40", "40", 0.0)
    );
    assert_eq!(page.solutions.len(), 3);
    assert!(page.solutions.iter().all(|s| s.len() == 31));
    // the first is the one `solve` gives, and they come in the order of the moves' names
    let solved: Solution = rust(eight.solve(far.clone(), U, U, U).unwrap());
    assert_eq!(page.solutions[0], solved.moves);
    assert!(page.solutions.windows(2).all(|w| w[0] < w[1]));
    let last: Solutions = rust(
        eight
            .optimal_solutions(far.clone(), U, 39.into(), 10.into(), U)
            .unwrap(),
    );
    assert_eq!((last.first, last.solutions.len()), (39.0, 1));
    assert!(
        message(eight.optimal_solutions(far.clone(), U, (-1).into(), 3.into(), U)).starts_with(
            "optimalSolutions(start, goal, first, take, onProgress): expected a place"
        )
    );
    assert!(
        message(eight.optimal_solutions(far, U, 0.into(), 1001.into(), U)).starts_with(
            "optimalSolutions(start, goal, first, take, onProgress): expected a number of solutions, 0 to 1000"
        )
    );
    assert_eq!(
        message(puzzle("slide-5x5").optimal_solutions(
            js(&(1..=25).map(|t| t % 25).collect::<Vec<u8>>()),
            U,
            0.into(),
            3.into(),
            U
        )),
        "optimalSolutions: this puzzle does not count its optimal solutions"
    );
}

/// How many shortest paths lead from the 4x4 board `start` to `goal`, by a breadth-first
/// search written here, apart from the crate.
fn shortest_paths_4x4(start: &[u8], goal: &[u8]) -> (usize, u64) {
    use std::collections::HashMap;
    let mut layer: HashMap<Vec<u8>, u64> = HashMap::from([(start.to_vec(), 1)]);
    let mut seen: std::collections::HashSet<Vec<u8>> = layer.keys().cloned().collect();
    for depth in 0.. {
        if let Some(&ways) = layer.get(goal) {
            return (depth, ways);
        }
        let mut next: HashMap<Vec<u8>, u64> = HashMap::new();
        for (cells, ways) in &layer {
            let blank = cells.iter().position(|&t| t == 0).unwrap();
            let (row, column) = (blank / 4, blank % 4);
            let steps = [
                (row < 3, blank + 4),
                (column > 0, blank.wrapping_sub(1)),
                (column < 3, blank + 1),
                (row > 0, blank.wrapping_sub(4)),
            ];
            for (legal, target) in steps {
                if legal {
                    let mut moved = cells.clone();
                    moved.swap(blank, target);
                    if !seen.contains(&moved) {
                        *next.entry(moved).or_default() += ways;
                    }
                }
            }
        }
        seen.extend(next.keys().cloned());
        layer = next;
    }
    unreachable!()
}

#[wasm_bindgen_test]
fn the_fifteen_counts_its_shortest_solutions_by_its_search() {
    let fifteen = puzzle("fifteen");
    // 14 moves from the goal by the blank's walk `lluldruuurddll`, which has more than
    // one shortest way back
    let goal: Vec<u8> = (1..=16).map(|t| t % 16).collect();
    let walk = "lluldruuurddll"
        .chars()
        .map(String::from)
        .collect::<Vec<_>>();
    let boards: Vec<Vec<u8>> = rust(fifteen.replay(js(&goal), js(&walk)).unwrap());
    let start = boards.last().unwrap().clone();
    let (length, count) = shortest_paths_4x4(&start, &goal);
    // told of the search now and then (a search this short may not report)
    let on_progress = Closure::<dyn FnMut(JsValue)>::new(|_| ());
    let page: Solutions = rust(
        fifteen
            .optimal_solutions(
                js(&start),
                U,
                0.into(),
                1000.into(),
                on_progress.as_ref().clone(),
            )
            .unwrap(),
    );
    assert!(count > 1);
    assert_eq!(page.count, count.to_string());
    assert_eq!(page.listed, count.to_string());
    assert!(page.solutions.iter().all(|s| s.len() == length));
    assert!(page.solutions.windows(2).all(|w| w[0] < w[1]));
    // the next pages come from the list kept
    let later: Solutions = rust(
        fifteen
            .optimal_solutions(js(&start), U, 1.into(), 1.into(), U)
            .unwrap(),
    );
    assert_eq!(
        later.solutions,
        page.solutions[1..2.min(page.solutions.len())]
    );
}

#[wasm_bindgen_test]
fn a_lower_bound_stands_in_where_distances_take_a_search() {
    // a 6x6 board with tiles 1 and 2 swapped and the blank one cell left of its goal:
    // Manhattan 1 + 1 for them and 1 for tile 35 (the blank is not counted), and 1 and 2
    // in conflict in their goal row (one must leave it and come back): 3 + 2 = 5
    let mut cells: Vec<u8> = (1..=36).map(|t| t % 36).collect();
    cells.swap(0, 1);
    cells.swap(34, 35);
    let slide = puzzle("slide-6x6");
    assert_eq!(slide.lower_bound(js(&cells), U).unwrap(), Some(5));
    // the Fifteen: one move from the goal
    let fifteen = puzzle("fifteen");
    let near: Vec<u8> = vec![1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 15];
    assert_eq!(fifteen.lower_bound(js(&near), U).unwrap(), Some(1));
    // the Eight's distances are instant: no bound
    assert_eq!(
        puzzle("eight")
            .lower_bound(js(&[1u8, 2, 3, 4, 5, 6, 7, 0, 8]), U)
            .unwrap(),
        None
    );
}
