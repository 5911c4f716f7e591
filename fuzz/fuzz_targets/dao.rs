//! The dao judge format (the tablebase built once, then kept by the shared solvers) on arbitrary input.
#![no_main]

use libfuzzer_sys::fuzz_target;
use puzzle_core::judge::Format;
use puzzle_playground_fuzz::check_judge;

fuzz_target!(|data: &[u8]| {
    check_judge(Format::Dao, data, |input, solvers, out| {
        Format::Dao.run_with(input, solvers, out)
    });
});
