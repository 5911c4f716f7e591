//! The command line's streams: the input read whole from a file or standard input, the
//! output flushed and its failures, notes on standard error, and the exit statuses.

use std::fmt::Display;
use std::io::{self, BufWriter, Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::Args;
use puzzle_core::error::escaped;
use puzzle_core::judge::JudgeError;

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
pub fn input_of(name: &str, input: &Input) -> Result<String, ExitCode> {
    let file = input
        .file
        .as_deref()
        .filter(|&file| file.as_os_str() != "-");
    read_input(file).map_err(|e| {
        let source = file.map_or("standard input".into(), |file| {
            escaped(&file.to_string_lossy())
        });
        match e
            .get_ref()
            .and_then(|inner| inner.downcast_ref::<TooLong>())
        {
            Some(too_long) => note(format_args!("puzzle {name}: {source}: {too_long}")),
            None => note(format_args!("puzzle {name}: cannot read {source}: {e}")),
        }
        ExitCode::from(USAGE)
    })
}

/// Flushes the answers written so far, then reports the run's errors: an output that
/// could not be written (status 2) is said even when the input also had a fault.
pub fn finish(
    name: &str,
    result: Result<(), JudgeError>,
    mut out: BufWriter<io::StdoutLock<'_>>,
) -> ExitCode {
    let flushed = out.flush().map_err(JudgeError::Output);
    let who = format!("puzzle {name}");
    let output = match (&result, &flushed) {
        (Err(JudgeError::Output(e)), _) | (_, Err(JudgeError::Output(e))) => Some(e),
        _ => None,
    };
    if let Err(e @ JudgeError::Refused(_)) = &result {
        note(format_args!("{who}: {e}"));
        return ExitCode::from(USAGE);
    }
    if let Err(e @ (JudgeError::Input(_) | JudgeError::Stopped { .. })) = &result {
        note(format_args!("{who}: {e}"));
        if output.is_none() {
            return ExitCode::from(BAD_INPUT);
        }
    }
    match output {
        Some(e) => output_failed(&who, e),
        None => ExitCode::SUCCESS,
    }
}

/// The longest run of characters without a separator the input is read to: no token of
/// any format comes near it, so an endless one (`/dev/zero`) ends there, where the parser
/// then reports it, in bounded memory.
const LONGEST_TOKEN: usize = 1 << 16;

/// The most bytes an input may hold, 64 MiB: some 3.5 million boards of the Eight, 230,000
/// of the 10x10. An input that holds more (an endless one, say) is refused once this
/// much is read, before any case is solved, in bounded memory and at once.
pub const MOST_INPUT_BYTES: usize = 64 << 20;

/// An input longer than [`MOST_INPUT_BYTES`]: the line the reading stopped on.
#[derive(Debug)]
struct TooLong {
    line: u64,
}

impl std::fmt::Display for TooLong {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "more than {MOST_INPUT_BYTES} bytes (64 MiB), the most an input may hold: the \
             reading stopped on line {}",
            self.line
        )
    }
}

impl std::error::Error for TooLong {}

/// The whole input as text; bytes that are not UTF-8 become U+FFFD and are reported
/// where they stand, like any other unexpected character. Valid UTF-8 is not copied. A
/// token longer than [`LONGEST_TOKEN`] ends the reading there; an input longer than
/// [`MOST_INPUT_BYTES`] is an error.
fn read_input(file: Option<&Path>) -> io::Result<String> {
    let bytes = match file {
        Some(path) => read_bounded(std::fs::File::open(path)?)?,
        None => read_bounded(io::stdin().lock())?,
    };
    Ok(String::from_utf8(bytes)
        .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned()))
}

/// Everything `reader` gives, up to the end or to a token of [`LONGEST_TOKEN`] bytes
/// (kept, so that the parser shows where it starts); more than [`MOST_INPUT_BYTES`] is
/// an error naming the line the reading stopped on.
fn read_bounded(mut reader: impl Read) -> io::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    let mut chunk = vec![0u8; 1 << 16];
    let mut run = 0usize;
    // the line being read: a line ends at LF, CRLF or a lone CR
    let (mut line, mut after_cr) = (1u64, false);
    loop {
        let read = match reader.read(&mut chunk) {
            Ok(0) => return Ok(bytes),
            Ok(read) => read,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        for (i, &byte) in chunk[..read].iter().enumerate() {
            if bytes.len() + i >= MOST_INPUT_BYTES {
                return Err(io::Error::other(TooLong { line }));
            }
            if byte == b'\r' || (byte == b'\n' && !after_cr) {
                line += 1;
            }
            after_cr = byte == b'\r';
            run = if matches!(byte, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c) {
                0
            } else {
                run + 1
            };
            if run > LONGEST_TOKEN {
                bytes.extend_from_slice(&chunk[..i]);
                return Ok(bytes);
            }
        }
        bytes.extend_from_slice(&chunk[..read]);
    }
}
