//! The bindings' board conversions on arbitrary data: the cells a JS array gives
//! (`TryFrom<Vec<u8>>`, S-Dao's `PositionText`), the same through serde (as JSON, the
//! derive the bindings use), and each game's `parse`. The first byte picks the
//! conversion.
#![no_main]

use libfuzzer_sys::fuzz_target;
use puzzle_core::game::{EightGame, FifteenGame, Game, NineGame, Notation, SdaoGame};
use puzzle_core::puzzles::nine::NineBoard;
use puzzle_core::puzzles::sdao::{Colour, Position, PositionText};
use puzzle_core::puzzles::sliding::eight::Board3;
use puzzle_core::puzzles::sliding::fifteen::Board4;
use puzzle_playground_fuzz::check_located;
use serde::de::DeserializeOwned;
use serde::Serialize;

/// Cells to a board: a board gives back the same cells, a refusal says why.
fn cells<B>(data: &[u8])
where
    B: TryFrom<Vec<u8>, Error: std::fmt::Display> + Into<Vec<u8>>,
{
    match B::try_from(data.to_vec()) {
        Ok(board) => assert_eq!(board.into(), data),
        Err(e) => assert!(!e.to_string().is_empty()),
    }
}

/// JSON to a board through serde: a board serializes back to a value that reads the same.
fn json<B: Serialize + DeserializeOwned + PartialEq + std::fmt::Debug>(data: &[u8]) {
    if let Ok(board) = serde_json::from_slice::<B>(data) {
        let again = serde_json::to_vec(&board).expect("a board serializes");
        assert_eq!(
            serde_json::from_slice::<B>(&again).expect("and reads back"),
            board
        );
    }
}

/// Text to a board: a board reads back from its own notation, a refusal is located.
fn parse<G: Game>(game: &G, data: &[u8])
where
    G::Board: std::fmt::Debug,
{
    let text = String::from_utf8_lossy(data);
    match game.parse(&text) {
        Ok(board) => assert_eq!(game.parse(&game.format(&board)), Ok(board)),
        Err(error) => check_located(&text, &error),
    }
}

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    match pick % 12 {
        0 => cells::<Board3>(rest),
        1 => cells::<Board4>(rest),
        2 => cells::<NineBoard>(rest),
        3 => {
            let turn = if rest.first().is_some_and(|b| b % 2 == 1) {
                Colour::Black
            } else {
                Colour::White
            };
            let text = PositionText {
                cells: String::from_utf8_lossy(rest.get(1..).unwrap_or_default()).into_owned(),
                turn,
            };
            match Position::try_from(text.clone()) {
                Ok(position) => assert_eq!(PositionText::from(position), text),
                Err(e) => assert!(!e.to_string().is_empty()),
            }
        }
        4 => json::<Board3>(rest),
        5 => json::<Board4>(rest),
        6 => json::<NineBoard>(rest),
        7 => json::<Position>(rest),
        8 => parse(&EightGame::new(Notation::Spaced), rest),
        9 => parse(&NineGame::new(), rest),
        10 => parse(&SdaoGame::new(), rest),
        _ => parse(&FifteenGame::new(), rest),
    }
});
