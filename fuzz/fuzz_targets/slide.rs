//! The slide judge format and the game's board parser on arbitrary input. The first byte
//! picks the size (2x2 to 10x10) and, with its high bit, the game's `parse` instead of
//! the judge; each search stops after a few thousand boards (the parser is what is
//! fuzzed, and every search answers with a solution however early it is stopped).
#![no_main]

use std::cell::RefCell;
use std::collections::HashMap;
use std::ops::ControlFlow;

use libfuzzer_sys::fuzz_target;
use puzzle_core::game::{Game, SlideGame};
use puzzle_core::judge::slide::run_with;
use puzzle_core::puzzles::sliding::{Board, SlideSolver};
use puzzle_core::puzzles::Shape;
use puzzle_playground_fuzz::{check_located, check_run};

thread_local! {
    /// One solver per size, so that its tables are built once per process.
    static SOLVERS: RefCell<HashMap<Shape, &'static SlideSolver>> = RefCell::new(HashMap::new());
}

/// The process's solver of `shape`.
fn solver(shape: Shape) -> &'static SlideSolver {
    SOLVERS.with(|solvers| {
        *solvers
            .borrow_mut()
            .entry(shape)
            .or_insert_with(|| Box::leak(Box::new(SlideSolver::new(shape))))
    })
}

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let size = pick & 0x7f;
    let shape = Shape::new(2 + size % 9, 2 + size / 9 % 9).expect("2 to 10 each way");
    if pick & 0x80 != 0 {
        let game = SlideGame::new(shape);
        let text = String::from_utf8_lossy(rest);
        match game.parse(&text) {
            Ok(board) => assert_eq!(game.parse(&game.format(&board)), Ok(board)),
            Err(error) => check_located(&text, &error),
        }
        return;
    }
    check_run(rest, 1, |input, out| {
        let solver = solver(shape);
        let mut limit = |_case: usize, standing: &puzzle_core::puzzles::sliding::Standing<'_>| {
            if standing.nodes >= 5_000 {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        };
        run_with(input, solver, &Board::goal(shape), &mut limit, out, |_| ())
    });
});
