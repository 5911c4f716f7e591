//! The bindings' two-player face: Dao's rules without the tablebase, and its values,
//! moves, computer and perfect play from it.
//!
//! Run by `wasm-pack test --node` and `wasm-pack test --headless --chrome` (with
//! WASM_BINDGEN_USE_BROWSER=1), as the other `wasm*` test files.
#![cfg(target_arch = "wasm32")]

mod bindings;

use bindings::*;
use serde::Deserialize;
use wasm_bindgen_test::wasm_bindgen_test;

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
    assert!(dao.outcome(start.clone()).unwrap().is_none());
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
    assert!(dao.outcome(random).unwrap().is_none());
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
    let draw = dao.value(start.clone()).unwrap().js();
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
    let played = dao.perfect_play(won.clone()).unwrap();
    // the judge's output of the position, read from the tablebase the play walked
    let judge = js_sys::Reflect::get(&played, &"judge".into()).unwrap();
    assert_eq!(judge.as_string().as_deref(), Some("win in 3\n"));
    let play: Solution<Stones> = rust(played);
    assert_eq!(play.moves.len(), 3);
    assert_eq!(play.boards.len(), 4);
    let drawn: NoSolution = rust(dao.perfect_play(start.clone()).unwrap());
    assert_eq!(drawn.why, "drawn");
    assert_eq!(
        drawn.reason,
        "neither side can force a win: with best play the game is a draw"
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
