//! The command line's streams: the input read whole from a file or standard input, the
//! output flushed and its failures, notes on standard error, and the exit statuses.

use std::fmt::Display;
use std::io::{self, BufWriter, Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::Args;
use puzzle_core::judge::{Format, JudgeError};

/// Exit status for malformed puzzle input.
const BAD_INPUT: u8 = 1;
/// Exit status for a wrong command line, an unreadable input or an unwritable output.
pub const USAGE: u8 = 2;

/// How a subcommand ends: its exit code, or what is wrong with its command line (which
/// the caller says before the help, with status [`USAGE`]).
pub type Outcome = Result<ExitCode, String>;

/// A subcommand's input file.
#[derive(Args)]
pub struct Input {
    /// The judge input; standard input when absent or -
    file: Option<PathBuf>,
}

/// Writes `text` on standard output: status 0, also when the output is closed, and 2
/// when it cannot be written.
pub fn print_out(text: &str) -> ExitCode {
    let mut out = io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => output_failed("puzzle", &e),
    }
}

/// The exit code when standard output fails with `error`: 0 when it was closed (the
/// reader has what it wanted), else 2 after saying why.
pub fn output_failed(who: &str, error: &io::Error) -> ExitCode {
    if error.kind() == io::ErrorKind::BrokenPipe {
        return ExitCode::SUCCESS;
    }
    note(format_args!("{who}: cannot write the output: {error}"));
    ExitCode::from(USAGE)
}

/// Writes a line on standard error; should that fail, there is no one left to tell.
pub fn note(message: impl Display) {
    let _ = writeln!(io::stderr().lock(), "{message}");
}

/// The input from the subcommand's file (standard input when absent or `-`), or the exit
/// code after saying why it cannot be read.
pub fn input_of(format: Format, input: &Input) -> Result<String, ExitCode> {
    let file = input
        .file
        .as_deref()
        .filter(|&file| file.as_os_str() != "-");
    read_input(file).map_err(|e| {
        let source = file.map_or("standard input".into(), |file| file.to_string_lossy());
        note(format_args!(
            "puzzle {}: cannot read {source}: {e}",
            format.name()
        ));
        ExitCode::from(USAGE)
    })
}

/// Flushes the answers written so far, then reports the run's error, if any.
pub fn finish(
    format: Format,
    result: Result<(), JudgeError>,
    mut out: BufWriter<io::StdoutLock<'_>>,
) -> ExitCode {
    let flushed = out.flush();
    let who = format!("puzzle {}", format.name());
    match result.and(flushed.map_err(JudgeError::Output)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(JudgeError::Output(e)) => output_failed(&who, &e),
        Err(e) => {
            note(format_args!("{who}: {e}"));
            ExitCode::from(BAD_INPUT)
        }
    }
}

/// The whole input as text; bytes that are not UTF-8 become U+FFFD and are reported
/// where they stand, like any other unexpected character. Valid UTF-8 is not copied.
fn read_input(file: Option<&Path>) -> io::Result<String> {
    let mut bytes = Vec::new();
    match file {
        Some(path) => bytes = std::fs::read(path)?,
        None => {
            io::stdin().lock().read_to_end(&mut bytes)?;
        }
    }
    Ok(String::from_utf8(bytes)
        .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned()))
}
