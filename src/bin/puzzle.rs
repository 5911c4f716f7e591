//! `puzzle`: the judge formats of SPEC.md on the command line.
//!
//! `puzzle FORMAT [FILE]` reads the judge input from FILE (or standard input) and writes
//! exactly the judge output on standard output. Malformed input is reported on standard
//! error after the answers of the well-formed cases before it, with exit status 1.

use std::io::{self, BufWriter, Read, Write};
use std::process::ExitCode;
use std::time::Instant;

use puzzle_core::judge::fifteen::{self, CaseReport};
use puzzle_core::judge::{Format, JudgeError};
use puzzle_core::puzzles::fifteen::{Board4, FifteenSolver};

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
        ["random", rest @ ..] => random(rest),
        [name, rest @ ..] => match Format::from_name(name) {
            None => usage_error(&format!("unknown puzzle `{name}`")),
            Some(format) => match rest {
                ["-h" | "--help"] => {
                    println!("{}\n\n{}", usage_line(format), format.help());
                    ExitCode::SUCCESS
                }
                _ if format == Format::Fifteen => fifteen(rest),
                [] | ["-"] => run(format, None),
                [file] if !file.starts_with('-') => run(format, Some(file)),
                _ => usage_error(&format!("usage: {}", usage_line(format))),
            },
        },
    }
}

/// `puzzle random PUZZLE [CASES] [SEED]`: prints a random judge input.
fn random(args: &[&str]) -> ExitCode {
    const USAGE_LINE: &str = "usage: puzzle random PUZZLE [CASES] [SEED]";
    let number = |text: Option<&&str>, default: u64| match text {
        None => Some(default),
        Some(text) => text.parse::<u64>().ok(),
    };
    let (Some(format), Some(cases), Some(seed)) = (
        args.first().and_then(|name| Format::from_name(name)),
        number(args.get(1), 1),
        number(args.get(2), 1),
    ) else {
        return usage_error(USAGE_LINE);
    };
    if args.len() > 3 {
        return usage_error(USAGE_LINE);
    }
    match format.random_input(cases as usize, seed) {
        Ok(input) => {
            print!("{input}");
            ExitCode::SUCCESS
        }
        Err(message) => usage_error(&message.to_string()),
    }
}

fn run(format: Format, file: Option<&str>) -> ExitCode {
    let input = match input_of(format, file) {
        Ok(input) => input,
        Err(code) => return code,
    };
    let mut out = BufWriter::new(io::stdout().lock());
    let result = format.run(&input, &mut out);
    finish(format, result, out)
}

/// The input from `file` (standard input when `None`), or the exit code after saying why
/// it cannot be read.
fn input_of(format: Format, file: Option<&str>) -> Result<String, ExitCode> {
    read_input(file).map_err(|e| {
        let source = file.unwrap_or("standard input");
        eprintln!("puzzle {}: cannot read {source}: {e}", format.name());
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
    match result.and(flushed.map_err(JudgeError::Output)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("puzzle {}: {e}", format.name());
            ExitCode::from(BAD_INPUT)
        }
    }
}

/// `puzzle fifteen [--goal BOARD] [--stats] [FILE]`.
fn fifteen(args: &[&str]) -> ExitCode {
    let format = Format::Fifteen;
    let mut goal = None;
    let mut stats = false;
    let mut file = None;
    let mut args = args.iter();
    while let Some(&arg) = args.next() {
        match arg {
            "--goal" => match args.next().map(|g| Board4::parse_text(g)) {
                Some(Ok(board)) => goal = Some(board),
                Some(Err(e)) => return usage_error(&format!("--goal: {e}")),
                None => return usage_error("--goal needs a board of 16 tokens"),
            },
            "--stats" => stats = true,
            "-" if file.is_none() => file = Some(None),
            _ if file.is_none() && !arg.starts_with('-') => file = Some(Some(arg)),
            _ => return usage_error(&format!("usage: {}", usage_line(format))),
        }
    }
    let input = match input_of(format, file.flatten()) {
        Ok(input) => input,
        Err(code) => return code,
    };
    let goal = goal.unwrap_or_else(Board4::goal);
    let solver = FifteenSolver::new();
    if stats {
        let started = Instant::now();
        let databases = solver.build_databases(&goal, |_, _| ());
        eprintln!(
            "databases: {:.2} s, {:.1} MB",
            started.elapsed().as_secs_f64(),
            databases.size() as f64 / 1e6
        );
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
            eprintln!(
                "case {}: length {length}, {} nodes, {seconds:.3} s",
                r.case, r.nodes
            );
        }
    };
    let result = fifteen::run_with(&input, &solver, &goal, &mut out, report);
    if stats {
        let seconds = started.elapsed().as_secs_f64();
        eprintln!(
            "total: {cases} cases, {nodes} nodes, {seconds:.2} s, {:.1} M nodes/s",
            nodes as f64 / seconds.max(1e-9) / 1e6
        );
    }
    finish(format, result, out)
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
    let flags = match format {
        Format::Fifteen => "[--goal BOARD] [--stats] ",
        _ => "",
    };
    format!(
        "puzzle {} {flags}[FILE]    ({})",
        format.name(),
        format.summary()
    )
}

fn general_help() -> String {
    let mut help = String::from(
        "puzzle: optimal answers to classic puzzles in their contest judge formats.\n\n\
         Usage: puzzle PUZZLE [FILE]   read FILE (or standard input when absent or -)\n\
         \x20      puzzle PUZZLE --help   the input and output format of PUZZLE\n\
         \x20      puzzle random PUZZLE [CASES] [SEED]   a random judge input (seeded)\n\n\
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
