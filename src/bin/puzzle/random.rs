//! `puzzle random PUZZLE [CASES] [SEED]`: a random judge input that can be solved, fixed
//! by a seed.

use std::ffi::OsString;
use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

use puzzle_core::judge::{Format, RandomInputError};
use puzzle_core::text::decimal;

use crate::io::{output_failed, Outcome};

/// How `puzzle random` is called.
pub const USAGE: &str = "puzzle random PUZZLE [CASES] [SEED]";

/// The arguments of `puzzle random`.
#[derive(clap::Args)]
pub struct Args {
    /// eight, eight2, nine, sdao, fifteen or dao
    puzzle: OsString,
    /// How many cases (plain decimal, as judge input is)
    #[arg(default_value = "1", value_parser = plain_decimal)]
    cases: u64,
    /// The seed (plain decimal)
    #[arg(default_value = "1", value_parser = plain_decimal)]
    seed: u64,
}

/// A number as the judge inputs write them: plain decimal digits, no sign, no leading zero.
fn plain_decimal(text: &str) -> Result<u64, String> {
    decimal(text).ok_or_else(|| "expected plain decimal digits".to_owned())
}

/// Prints a random judge input, case by case.
pub fn run(args: &Args) -> Outcome {
    let Some(format) = args.puzzle.to_str().and_then(Format::from_name) else {
        return Err(format!("usage: {USAGE}"));
    };
    let mut out = BufWriter::new(io::stdout().lock());
    let written = format
        .write_random_input(args.cases, args.seed, &mut out)
        .and_then(|()| Ok(out.flush()?));
    match written {
        Ok(()) => Ok(ExitCode::SUCCESS),
        Err(RandomInputError::Output(e)) => Ok(output_failed("puzzle random", &e)),
        Err(e) => Err(e.to_string()),
    }
}
