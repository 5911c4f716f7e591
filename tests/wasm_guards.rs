//! The bindings' guards: every bad input a readable error, arguments of the wrong
//! type named, bytes read whatever their length claims, hostile values refused with the
//! module alive, and a call from a progress callback refused.
//!
//! Run by `wasm-pack test --node` and `wasm-pack test --headless --chrome` (with
//! WASM_BINDGEN_USE_BROWSER=1), as the other `wasm*` test files.
#![cfg(target_arch = "wasm32")]

mod bindings;

use bindings::*;
use puzzle_core::wasm::Puzzle;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

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
        assert!(game.tables(U).unwrap().is_empty());
        let key = eval("{ family: 'fifteen-databases-0', version: 4 }");
        assert_eq!(
            message(game.load_table(key.clone(), bytes.clone())),
            "no table `fifteen-databases-0` version 4 here",
            "{kind}"
        );
        assert!(!game.has_table(key).unwrap());
    }
}

#[wasm_bindgen_test]
fn a_huge_value_is_refused_before_it_is_written_out() {
    let eight = puzzle("eight");
    let refused =
        "invalid board: it holds more than 65536 values or characters; at most 65536 are read";
    // a sparse array of 10^8 + 1 slots, and a string of 10^6 characters
    let sparse = eval("(() => { const a = []; a[1e8] = 1; return a; })()");
    assert_eq!(message(eight.legal_moves(sparse)), refused);
    assert_eq!(
        message(eight.legal_moves(eval("['x'.repeat(1e6)]"))),
        refused
    );
    // just under the limit: read, and refused for what it is
    let many = eval("Array.from({ length: 30000 }, () => 0)");
    assert_eq!(
        message(eight.legal_moves(many)),
        "invalid board: a board has 9 cells, found 30000"
    );
    // the module lives on
    assert_eq!(eight.format(js(&GOAL)).unwrap(), "1 2 3 4 5 6 7 8 x");
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
            ("facts", vec![U]),
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
