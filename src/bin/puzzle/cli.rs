//! The command line, parsed by clap: `puzzle FORMAT [FILE]` reads the judge input from
//! FILE (or standard input) and writes exactly the judge output on standard output.
//! Malformed input is reported on standard error after the answers of the well-formed
//! cases before it, with exit status 1; a wrong command line, an unreadable input or an
//! unwritable output exits with status 2. A closed standard output (a reader such as
//! `head` that has seen enough) ends the run quietly with status 0. Nothing panics: a
//! failing standard error is ignored.

use std::ffi::OsString;
use std::io::{self, BufWriter};
use std::process::ExitCode;

use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use puzzle_core::error::shown;
use puzzle_core::judge::lab as lab_help;
use puzzle_core::judge::slide as slide_help;
use puzzle_core::judge::Format;

use crate::io::{finish, input_of, note, print_out, Input, USAGE};
use crate::{dao, fifteen, lab, random, slide};

/// The command line. The formats' summaries and help come from [`Format`] (see
/// [`command`]).
#[derive(Parser)]
#[command(
    name = "puzzle",
    version,
    about = "puzzle: optimal answers to classic puzzles in their contest judge formats.",
    override_usage = "\
puzzle PUZZLE [FILE]   read FILE (or standard input when absent or -)
       puzzle PUZZLE --help   the input and output format of PUZZLE
       puzzle random PUZZLE [CASES] [SEED]   a random judge input (seeded)",
    after_help = "\
The judge output goes to standard output and nothing else does. Malformed input
is reported on standard error, naming the case, line, column and token, after
the answers of the cases before it; the exit status is then 1. It is 2 for a
wrong command line, an input that cannot be read or an output that cannot be
written; a closed output (e.g. `| head -1`) stops the run quietly, status 0.
Every format reads its input by one rule: tokens are separated by space, tab,
vertical tab, form feed, carriage return or line feed (other spaces, such as
U+00A0, are characters of a token); lines end at LF, CRLF or a lone CR; blank
lines are skipped; a number is plain decimal digits (no sign, no leading zero).
The input is read whole: memory grows with its size, about its bytes (up to four
times for bytes that are not UTF-8); a token longer than 65,536 bytes ends it, and
an input of more than 64 MiB is refused (status 2) before any case is solved."
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    Eight(Input),
    Eight2(Input),
    Nine(Input),
    Sdao(Input),
    Fifteen(fifteen::Args),
    Dao(dao::Args),
    Slide(slide::Args),
    Lab(lab::Args),
    /// A random judge input that can be solved, fixed by a seed
    ///
    /// The judge input of PUZZLE: CASES cases (1 unless given), fixed by SEED (1 unless
    /// given).
    Random(random::Args),
}

/// The command line's parser, each format's subcommand with its summary and its help.
fn command() -> clap::Command {
    let command = Format::ALL
        .into_iter()
        .fold(Cli::command(), |command, format| {
            command.mut_subcommand(format.name(), |sub| {
                sub.about(format.summary())
                    .override_help(format!("{}\n\n{}\n", usage_line(format), format.help()))
                    .args_override_self(true)
            })
        });
    [
        (slide::NAME, slide::SUMMARY, slide::USAGE, slide_help::HELP),
        (lab::NAME, lab::SUMMARY, lab::USAGE, lab_help::HELP),
    ]
    .into_iter()
    .fold(command, |command, (name, summary, usage, help)| {
        command.mut_subcommand(name, |sub| {
            sub.about(summary)
                .override_help(format!("{usage}\n\n{help}\n"))
                .args_override_self(true)
        })
    })
}

/// Runs the command line of this process; its exit code.
pub fn run() -> ExitCode {
    // Arguments stay as the system gives them: a file name need not be UTF-8.
    let args: Vec<OsString> = std::env::args_os().collect();
    let parsed = command()
        .try_get_matches_from(&args)
        .and_then(|matches| Cli::from_arg_matches(&matches));
    let cli = match parsed {
        Ok(cli) => cli,
        Err(e) if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) => {
            // help and version go to standard output
            return print_out(&e.render().to_string());
        }
        Err(e) => {
            let names: Vec<String> = args
                .iter()
                .map(|arg| arg.to_string_lossy().into_owned())
                .collect();
            return usage_error(&refusal(&names, &e));
        }
    };
    let (format, input) = match cli.command {
        None => return print_out(&command().render_help().to_string()),
        Some(Command::Random(args)) => {
            return random::run(&args).unwrap_or_else(|message| usage_error(&message))
        }
        Some(Command::Fifteen(args)) => {
            return fifteen::run(args).unwrap_or_else(|message| usage_error(&message))
        }
        Some(Command::Dao(args)) => return dao::run(args),
        Some(Command::Slide(args)) => {
            return slide::run(args).unwrap_or_else(|message| usage_error(&message))
        }
        Some(Command::Lab(args)) => {
            return lab::run(args).unwrap_or_else(|message| usage_error(&message))
        }
        Some(Command::Eight(input)) => (Format::Eight, input),
        Some(Command::Eight2(input)) => (Format::Eight2, input),
        Some(Command::Nine(input)) => (Format::Nine, input),
        Some(Command::Sdao(input)) => (Format::Sdao, input),
    };
    let input = match input_of(format.name(), &input) {
        Ok(input) => input,
        Err(code) => return code,
    };
    let mut out = BufWriter::new(io::stdout().lock());
    let result = format.run(&input, &mut out);
    finish(format.name(), result, out)
}

/// What to say of a command line the parser refused, in the command's own words: the
/// puzzle it does not know, or how the subcommand is used.
fn refusal(args: &[String], error: &clap::Error) -> String {
    let first = args.get(1).map_or("", String::as_str);
    let context = |kind| match error.get(kind) {
        Some(ContextValue::String(text)) => Some(text.as_str()),
        _ => None,
    };
    if first == "random" {
        return format!("usage: {}", random::USAGE);
    }
    if first == slide::NAME || first == lab::NAME {
        // a value the subcommand refused says why; anything else shows the usage
        let argument = context(ContextKind::InvalidArg);
        let why = std::error::Error::source(error).map(ToString::to_string);
        let name = |argument: &'_ str| {
            argument
                .split_whitespace()
                .next()
                .unwrap_or_default()
                .to_owned()
        };
        return match (error.kind(), argument, why) {
            (ErrorKind::ValueValidation, Some(argument), Some(why)) => {
                format!("{}: {why}", name(argument))
            }
            (ErrorKind::ArgumentConflict, Some(argument), _) => {
                match context(ContextKind::PriorArg) {
                    Some(other) => {
                        format!("{} cannot be used with {}", name(argument), name(other))
                    }
                    None => format!("usage: {}", slide::USAGE),
                }
            }
            _ if first == lab::NAME => format!("usage: {}", lab::USAGE),
            _ => format!("usage: {}", slide::USAGE),
        };
    }
    match Format::from_name(first) {
        Some(Format::Fifteen)
            if error.kind() == ErrorKind::InvalidValue
                && context(ContextKind::InvalidArg).is_some_and(|a| a.starts_with("--goal")) =>
        {
            "--goal needs a board of 16 tokens".to_owned()
        }
        Some(format) => format!("usage: {}", usage_line(format)),
        None => {
            let name = context(ContextKind::InvalidSubcommand).unwrap_or(first);
            format!("unknown puzzle `{}`", shown(name))
        }
    }
}

/// Says what is wrong with the command line, then shows the help; exit status 2.
fn usage_error(message: &str) -> ExitCode {
    note(format_args!(
        "puzzle: {message}\n\n{}",
        command().render_help()
    ));
    ExitCode::from(USAGE)
}

/// How a format's subcommand is called, with its summary.
fn usage_line(format: Format) -> String {
    let flags = match format {
        Format::Fifteen => "[--goal BOARD] [--stats] [--strong FILE] [--threads N] ",
        Format::Dao => "[--moves] [--stats] ",
        _ => "",
    };
    format!(
        "puzzle {} {flags}[FILE]    ({})",
        format.name(),
        format.summary()
    )
}
