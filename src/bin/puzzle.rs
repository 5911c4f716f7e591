//! `puzzle`: the judge formats of SPEC.md on the command line.
//!
//! `puzzle FORMAT [FILE]` reads the judge input from FILE (or standard input) and writes
//! exactly the judge output on standard output. Malformed input is reported on standard
//! error after the answers of the well-formed cases before it, with exit status 1.

use std::io::{self, BufWriter, Read, Write};
use std::process::ExitCode;

use puzzle_core::judge::{Format, JudgeError};

/// Exit status for malformed puzzle input.
const BAD_INPUT: u8 = 1;
/// Exit status for a wrong command line or an unreadable file.
const USAGE: u8 = 2;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    match args.as_slice() {
        [] | ["-h" | "--help" | "help"] => {
            print!("{}", general_help());
            ExitCode::SUCCESS
        }
        [name, rest @ ..] => match Format::from_name(name) {
            None => usage_error(&format!("unknown puzzle `{name}`")),
            Some(format) => match rest {
                ["-h" | "--help"] => {
                    println!("{}\n\n{}", usage_line(format), format.help());
                    ExitCode::SUCCESS
                }
                [] | ["-"] => run(format, None),
                [file] if !file.starts_with('-') => run(format, Some(file)),
                _ => usage_error(&format!("usage: {}", usage_line(format))),
            },
        },
    }
}

fn run(format: Format, file: Option<&str>) -> ExitCode {
    let input = match read_input(file) {
        Ok(input) => input,
        Err(e) => {
            let source = file.unwrap_or("standard input");
            eprintln!("puzzle {}: cannot read {source}: {e}", format.name());
            return ExitCode::from(USAGE);
        }
    };
    let mut out = BufWriter::new(io::stdout().lock());
    let result = format.run(&input, &mut out);
    let flushed = out.flush();
    match result.and(flushed.map_err(JudgeError::Output)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("puzzle {}: {e}", format.name());
            ExitCode::from(BAD_INPUT)
        }
    }
}

/// The whole input as text; bytes that are not UTF-8 become U+FFFD and are reported
/// where they stand, like any other unexpected character.
fn read_input(file: Option<&str>) -> io::Result<String> {
    let mut bytes = Vec::new();
    match file {
        Some(path) => bytes = std::fs::read(path)?,
        None => {
            io::stdin().lock().read_to_end(&mut bytes)?;
        }
    }
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

fn usage_error(message: &str) -> ExitCode {
    eprintln!("puzzle: {message}\n\n{}", general_help());
    ExitCode::from(USAGE)
}

fn usage_line(format: Format) -> String {
    format!("puzzle {} [FILE]    ({})", format.name(), format.summary())
}

fn general_help() -> String {
    let mut help = String::from(
        "puzzle: optimal answers to classic puzzles in their contest judge formats.\n\n\
         Usage: puzzle PUZZLE [FILE]   read FILE (or standard input when absent or -)\n\
         \x20      puzzle PUZZLE --help   the input and output format of PUZZLE\n\n\
         Puzzles:\n",
    );
    for format in Format::ALL {
        help += &format!("  {:<8} {}\n", format.name(), format.summary());
    }
    help += "\nThe judge output goes to standard output and nothing else does. Malformed input\n\
             is reported on standard error, naming the case, line, column and token, after\n\
             the answers of the cases before it; the exit status is then 1 (2 for usage).\n";
    help
}
