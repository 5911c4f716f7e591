//! The fifteen judge format on arbitrary input, each search stopped after a few thousand
//! boards (a random board can take seconds to solve; the parser is what is fuzzed).
#![no_main]

use libfuzzer_sys::fuzz_target;
use puzzle_core::judge::fifteen::run_within;
use puzzle_core::judge::Format;
use puzzle_core::puzzles::sliding::fifteen::Board4;
use puzzle_playground_fuzz::check_judge;

fuzz_target!(|data: &[u8]| {
    check_judge(Format::Fifteen, data, |input, solvers, out| {
        let goal = Board4::goal();
        run_within(input, &solvers.fifteen, &goal, Some(5_000), out, |_| ())
    });
});
