//! The bindings' face every game has: the kinds, what each can do, boards read and
//! written, moves, lines, replays, all of a move's facts at once, and which face answers
//! which question.
//!
//! Run by `wasm-pack test --node` and `wasm-pack test --headless --chrome` (with
//! WASM_BINDGEN_USE_BROWSER=1), as the other `wasm*` test files.
#![cfg(target_arch = "wasm32")]

mod bindings;

use bindings::*;
use puzzle_core::wasm::Puzzle;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::wasm_bindgen_test;

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
    assert!(lines.is_empty());
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
        let capabilities = puzzle(kind).capabilities().unwrap().js();
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
    let sdao = puzzle("sdao").capabilities().unwrap().js();
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

#[wasm_bindgen_test]
fn boards_of_any_size_play_and_refuse_other_sizes() {
    let slide = puzzle("slide-3x2");
    let capabilities = slide.capabilities().unwrap().js();
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

/// `value` written as JSON (`None` for `undefined`), to compare answers whole.
fn json(value: &JsValue) -> Option<String> {
    js_sys::JSON::stringify(value).unwrap().as_string()
}

/// The property `name` of the object `value`.
fn field(value: &JsValue, name: &str) -> JsValue {
    js_sys::Reflect::get(value, &name.into()).unwrap()
}

/// Checks `facts(board, goal)` of `game` against the calls it stands for.
fn facts_agree(game: &Puzzle, board: &JsValue, goal: &JsValue) {
    let facts = game.facts(board.clone(), goal.clone()).unwrap().js();
    let text = game.format(board.clone()).unwrap();
    assert_eq!(field(&facts, "text").as_string(), Some(text.clone()));
    let moves = game.legal_moves(board.clone()).unwrap();
    assert_eq!(json(&field(&facts, "moves")), json(&moves), "{text}");
    let lines = game.lines(board.clone()).unwrap().js();
    assert_eq!(json(&field(&facts, "lines")), json(&lines), "{text}");
    let two_player = rust::<Capabilities>(game.capabilities().unwrap()).two_player;
    let (at_goal, unsolvable, outcome) = if two_player {
        (false, U, game.outcome(board.clone()).unwrap().js())
    } else {
        let at_goal = game.is_goal(board.clone(), goal.clone()).unwrap();
        let why = game
            .why_unsolvable(board.clone(), goal.clone())
            .unwrap()
            .js();
        (at_goal, why, U)
    };
    assert_eq!(field(&facts, "atGoal").as_bool(), Some(at_goal), "{text}");
    assert_eq!(
        json(&field(&facts, "unsolvable")),
        json(&unsolvable),
        "{text}"
    );
    assert_eq!(json(&field(&facts, "outcome")), json(&outcome), "{text}");
    assert_eq!(has(&facts, "unsolvable"), !unsolvable.is_undefined());
    assert_eq!(has(&facts, "outcome"), !outcome.is_undefined());
}

#[wasm_bindgen_test]
fn a_moves_facts_come_in_one_call_as_the_calls_they_stand_for_give_them() {
    for kind in [
        "eight",
        "eight2",
        "nine",
        "sdao",
        "fifteen",
        "slide-3x2",
        "slide-5x5",
    ] {
        let game = puzzle(kind);
        let goal = game.default_goal().unwrap();
        for seed in 0..60u32 {
            // toward the default goal, or toward a goal of its own
            let toward = if seed % 2 == 0 {
                U
            } else {
                game.scramble((seed + 5000).into(), U, U).unwrap()
            };
            let board = match seed % 10 {
                0 => goal.clone(),
                5 => toward.clone(),
                _ => game.scramble(seed.into(), toward.clone(), U).unwrap(),
            };
            facts_agree(&game, &board, &toward);
            // the other parity, where the tiles' rules have one
            let mut cells: Vec<u8> = match serde_wasm_bindgen::from_value(board.clone()) {
                Ok(cells) => cells,
                Err(_) => continue,
            };
            if kind != "nine" {
                let (a, b) = if cells[0] == 0 || cells[1] == 0 {
                    (2, 3)
                } else {
                    (0, 1)
                };
                cells.swap(a, b);
                facts_agree(&game, &js(&cells), &toward);
            }
        }
    }
    let dao = puzzle("dao");
    let ended = dao.parse("wwww\nb***\n*b**\n**bb\nb".into()).unwrap();
    let mut boards = vec![dao.start().unwrap(), ended.clone()];
    for seed in 0..40u32 {
        boards.push(dao.random(seed.into()).unwrap());
        boards.push(dao.deepest(seed.into()).unwrap());
    }
    for board in &boards {
        facts_agree(&dao, board, &U);
    }
    assert_eq!(
        message(dao.facts(ended.clone(), ended)),
        "facts: `dao` has no goal"
    );
    assert!(message(puzzle("eight").facts(js(&[1u8, 2]), U)).starts_with("invalid board"));
}
