//! The command line, parsed by clap: `puzzle FORMAT [FILE]` reads the judge input from
//! FILE (or standard input) and writes exactly the judge output on standard output.
//! Malformed input is reported on standard error after the answers of the well-formed
//! cases before it, with exit status 1; a wrong command line, an unreadable input or an
//! unwritable output exits with status 2. A closed standard output (a reader such as
//! `head` that has seen enough) ends the run quietly with status 0. Nothing panics: a
//! failing standard error is ignored.

use std::ffi::OsString;
use std::fmt::Display;
use std::io::{self, BufWriter, Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{Args, CommandFactory, FromArgMatches, Parser, Subcommand};
use puzzle_core::judge::fifteen::{self, CaseReport};
use puzzle_core::judge::{dao, Format, JudgeError, RandomInputError};
use puzzle_core::puzzles::dao::DaoSolver;
use puzzle_core::puzzles::fifteen::{Board4, FifteenSolver};

/// Exit status for malformed puzzle input.
const BAD_INPUT: u8 = 1;
/// Exit status for a wrong command line, an unreadable input or an unwritable output.
const USAGE: u8 = 2;

/// How `puzzle random` is called.
const RANDOM_USAGE: &str = "puzzle random PUZZLE [CASES] [SEED]";

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
The input is read whole: memory grows with its size, about twice its bytes."
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
    Fifteen(FifteenArgs),
    Dao(DaoArgs),
    /// A random judge input that can be solved, fixed by a seed
    ///
    /// The judge input of PUZZLE: CASES cases (1 unless given), fixed by SEED (1 unless
    /// given).
    Random(RandomArgs),
}

#[derive(Args)]
struct Input {
    /// The judge input; standard input when absent or -
    file: Option<PathBuf>,
}

#[derive(Args)]
struct FifteenArgs {
    #[command(flatten)]
    input: Input,
    /// The goal, 16 tokens (1 2 ... 15 x unless given)
    #[arg(long, value_name = "BOARD")]
    goal: Option<String>,
    /// Print each case's length, boards generated and time on standard error
    #[arg(long)]
    stats: bool,
    /// The strong databases, read from FILE (built and written there when absent)
    #[arg(long, value_name = "FILE")]
    strong: Option<String>,
}

#[derive(Args)]
struct DaoArgs {
    #[command(flatten)]
    input: Input,
    /// After each value line, every legal move with the value it leads to
    #[arg(long)]
    moves: bool,
    /// Print the tablebase's counts instead of reading input
    #[arg(long, conflicts_with_all = ["moves", "file"])]
    stats: bool,
}

#[derive(Args)]
struct RandomArgs {
    /// eight, eight2, nine, sdao, fifteen or dao
    puzzle: OsString,
    #[arg(default_value_t = 1)]
    cases: u64,
    #[arg(default_value_t = 1)]
    seed: u64,
}

/// The command line's parser, each format's subcommand with its summary and its help.
fn command() -> clap::Command {
    Format::ALL
        .into_iter()
        .fold(Cli::command(), |command, format| {
            command.mut_subcommand(format.name(), |sub| {
                sub.about(format.summary())
                    .override_help(format!("{}\n\n{}\n", usage_line(format), format.help()))
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
        Some(Command::Random(args)) => return random(&args),
        Some(Command::Fifteen(args)) => return fifteen(args),
        Some(Command::Dao(args)) => return dao(args),
        Some(Command::Eight(input)) => (Format::Eight, input),
        Some(Command::Eight2(input)) => (Format::Eight2, input),
        Some(Command::Nine(input)) => (Format::Nine, input),
        Some(Command::Sdao(input)) => (Format::Sdao, input),
    };
    let input = match input_of(format, &input) {
        Ok(input) => input,
        Err(code) => return code,
    };
    let mut out = BufWriter::new(io::stdout().lock());
    let result = format.run(&input, &mut out);
    finish(format, result, out)
}

/// Writes `text` on standard output: status 0, also when the output is closed, and 2
/// when it cannot be written.
fn print_out(text: &str) -> ExitCode {
    let mut out = io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => output_failed("puzzle", &e),
    }
}

/// The exit code when standard output fails with `error`: 0 when it was closed (the
/// reader has what it wanted), else 2 after saying why.
fn output_failed(who: &str, error: &io::Error) -> ExitCode {
    if error.kind() == io::ErrorKind::BrokenPipe {
        return ExitCode::SUCCESS;
    }
    note(format_args!("{who}: cannot write the output: {error}"));
    ExitCode::from(USAGE)
}

/// Writes a line on standard error; should that fail, there is no one left to tell.
fn note(message: impl Display) {
    let _ = writeln!(io::stderr().lock(), "{message}");
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
        return format!("usage: {RANDOM_USAGE}");
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
            format!("unknown puzzle `{name}`")
        }
    }
}

/// `puzzle random PUZZLE [CASES] [SEED]`: prints a random judge input, case by case.
fn random(args: &RandomArgs) -> ExitCode {
    let Some(format) = args.puzzle.to_str().and_then(Format::from_name) else {
        return usage_error(&format!("usage: {RANDOM_USAGE}"));
    };
    let mut out = BufWriter::new(io::stdout().lock());
    let written = format
        .write_random_input(args.cases, args.seed, &mut out)
        .and_then(|()| Ok(out.flush()?));
    match written {
        Ok(()) => ExitCode::SUCCESS,
        Err(RandomInputError::Output(e)) => output_failed("puzzle random", &e),
        Err(e) => usage_error(&e.to_string()),
    }
}

/// The input from the subcommand's file (standard input when absent or `-`), or the exit
/// code after saying why it cannot be read.
fn input_of(format: Format, input: &Input) -> Result<String, ExitCode> {
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
fn finish(
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

/// `puzzle fifteen [--goal BOARD] [--stats] [--strong FILE] [FILE]`.
fn fifteen(args: FifteenArgs) -> ExitCode {
    let format = Format::Fifteen;
    let goal = match args.goal.as_deref().map(Board4::parse_text) {
        None => Board4::goal(),
        Some(Ok(board)) => board,
        Some(Err(e)) => return usage_error(&format!("--goal: {e}")),
    };
    let input = match input_of(format, &args.input) {
        Ok(input) => input,
        Err(code) => return code,
    };
    let stats = args.stats;
    let solver = FifteenSolver::new();
    if let Some(path) = args.strong.as_deref() {
        let started = Instant::now();
        match strong(&solver, path) {
            Ok((how, size)) if stats => note(format_args!(
                "strong databases: {how} in {:.2} s, {:.1} MB",
                started.elapsed().as_secs_f64(),
                size as f64 / 1e6
            )),
            Ok(_) => {}
            Err(message) => {
                note(format_args!("puzzle fifteen: --strong {path}: {message}"));
                return ExitCode::from(USAGE);
            }
        }
    }
    if stats && !solver.strong_serves(&goal) {
        let started = Instant::now();
        let databases = solver.build_databases(&goal, |_| ());
        note(format_args!(
            "databases: {:.2} s, {:.1} MB",
            started.elapsed().as_secs_f64(),
            databases.size() as f64 / 1e6
        ));
    }
    let mut out = BufWriter::new(io::stdout().lock());
    let started = Instant::now();
    let mut last = started;
    let (mut nodes, mut cases) = (0u64, 0usize);
    let report = |r: CaseReport| {
        if stats {
            let now = Instant::now();
            let seconds = (now - last).as_secs_f64();
            last = now;
            nodes += r.nodes;
            cases = r.case;
            let length = r.length.map_or("unsolvable".to_owned(), |l| l.to_string());
            note(format_args!(
                "case {}: length {length}, {} nodes, {seconds:.3} s",
                r.case, r.nodes
            ));
        }
    };
    let result = fifteen::run_with(&input, &solver, &goal, &mut out, report);
    if stats {
        let seconds = started.elapsed().as_secs_f64();
        note(format_args!(
            "total: {cases} cases, {nodes} nodes, {seconds:.2} s, {:.1} M nodes/s",
            nodes as f64 / seconds.max(1e-9) / 1e6
        ));
    }
    finish(format, result, out)
}

/// Gives `solver` the strong databases of the file at `path`, or builds them and writes
/// them there when there is no such file; says which and their size, or why neither.
fn strong(solver: &FifteenSolver, path: &str) -> Result<(&'static str, usize), String> {
    match std::fs::read(path) {
        Ok(bytes) => {
            solver.load_databases(&bytes).map_err(|e| e.to_string())?;
            if solver.has_strong() {
                Ok(("read", bytes.len()))
            } else {
                Err("not the strong databases".to_owned())
            }
        }
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            let bytes = solver.build_strong(|_| ()).to_bytes();
            if let Err(e) = std::fs::write(path, &bytes) {
                note(format_args!(
                    "puzzle fifteen: --strong {path}: cannot write it: {e}"
                ));
            }
            Ok(("built", bytes.len()))
        }
        Err(e) => Err(format!("cannot read it: {e}")),
    }
}

/// `puzzle dao [--moves] [--stats] [FILE]`.
fn dao(args: DaoArgs) -> ExitCode {
    let format = Format::Dao;
    let solver = DaoSolver::new();
    if args.stats {
        let started = Instant::now();
        let tablebase = solver.build(|_| ());
        note(format_args!(
            "tablebase: {:.3} s, {:.1} MB",
            started.elapsed().as_secs_f64(),
            tablebase.positions() as f64 / 1e6
        ));
        let mut out = BufWriter::new(io::stdout().lock());
        let written = dao::write_stats(&tablebase.stats(), &mut out);
        return finish(format, written.map_err(JudgeError::Output), out);
    }
    let input = match input_of(format, &args.input) {
        Ok(input) => input,
        Err(code) => return code,
    };
    let mut out = BufWriter::new(io::stdout().lock());
    let result = dao::run_with(&input, &solver, args.moves, &mut out);
    finish(format, result, out)
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

/// Says what is wrong with the command line, then shows the help; exit status 2.
fn usage_error(message: &str) -> ExitCode {
    note(format_args!(
        "puzzle: {message}\n\n{}",
        command().render_help()
    ));
    ExitCode::from(USAGE)
}

fn usage_line(format: Format) -> String {
    let flags = match format {
        Format::Fifteen => "[--goal BOARD] [--stats] ",
        Format::Dao => "[--moves] [--stats] ",
        _ => "",
    };
    format!(
        "puzzle {} {flags}[FILE]    ({})",
        format.name(),
        format.summary()
    )
}
