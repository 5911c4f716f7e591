//! The nine judge format on arbitrary input.
#![no_main]

use libfuzzer_sys::fuzz_target;
use puzzle_core::judge::Format;
use puzzle_playground_fuzz::check_judge;

fuzz_target!(|data: &[u8]| {
    check_judge(Format::Nine, data, |input, solvers, out| {
        Format::Nine.run_with(input, solvers, out)
    });
});
