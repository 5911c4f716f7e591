//! The contracts the fuzz targets check: a judge format answers any input with its
//! output and then, at most, one error that points inside the input; a board conversion
//! either makes a board that converts back to what it was given, or says why not.

use std::cell::OnceCell;

use puzzle_core::error::ParseError;
use puzzle_core::judge::{Format, JudgeError, Solvers};

thread_local! {
    /// The solvers every run shares, so that their tables are built once per process.
    static SOLVERS: OnceCell<Solvers> = const { OnceCell::new() };
}

/// Runs `format` on `data` (read as the command line reads it) with `run`, given the
/// process's solvers, and checks the contract.
pub fn check_judge(
    format: Format,
    data: &[u8],
    run: impl FnOnce(&str, &Solvers, &mut Vec<u8>) -> Result<(), JudgeError>,
) {
    let lines_per_case = if matches!(format, Format::Eight2) {
        2
    } else {
        1
    };
    check_run(data, lines_per_case, |input, out| {
        SOLVERS.with(|solvers| run(input, solvers.get_or_init(Solvers::default), out))
    });
}

/// Runs a judge format that answers each case in `lines_per_case` lines on `data` (read
/// as the command line reads it) with `run`, and checks the contract.
pub fn check_run(
    data: &[u8],
    lines_per_case: usize,
    run: impl FnOnce(&str, &mut Vec<u8>) -> Result<(), JudgeError>,
) {
    let input = String::from_utf8_lossy(data);
    let mut out = Vec::new();
    let result = run(&input, &mut out);
    let out = String::from_utf8(out).expect("the output is text");
    assert!(
        out.is_empty() || out.ends_with('\n'),
        "a partial answer: {out:?}"
    );
    let answers = out.lines().count() / lines_per_case;
    match result {
        Ok(()) => {}
        Err(JudgeError::Input(error)) => {
            check_located(&input, &error);
            if let Some(case) = error.case {
                assert_eq!(answers, case - 1, "{error}: {out:?}");
            }
        }
        Err(JudgeError::Stopped { case, .. }) => assert_eq!(answers, case - 1),
        Err(JudgeError::Output(e)) => panic!("writing to a Vec failed: {e}"),
        Err(JudgeError::Refused(why)) => panic!("the fuzzed formats refuse no run: {why}"),
    }
}

/// The input's lines, split here apart from the library, at `\n`, `\r\n` or `\r`; the
/// last is what follows the last line break (empty when the input ends with one).
fn lines_of(input: &str) -> Vec<&str> {
    let mut lines = Vec::new();
    let mut rest = input;
    while let Some(end) = rest.find(['\n', '\r']) {
        lines.push(&rest[..end]);
        let skip = if rest[end..].starts_with("\r\n") {
            2
        } else {
            1
        };
        rest = &rest[end + skip..];
    }
    lines.push(rest);
    lines
}

/// Checks that `error` names a place inside `input`: the token it quotes stands at its
/// line and column, or, when it quotes none, the place is the end of a line, of the
/// input, or of a word.
pub fn check_located(input: &str, error: &ParseError) {
    let lines = lines_of(input);
    assert!(
        error.line >= 1 && error.line <= lines.len(),
        "{error}: no such line"
    );
    let line = lines[error.line - 1];
    let length = line.chars().count();
    assert!(
        error.column >= 1 && error.column <= length + 1,
        "{error}: no such column"
    );
    let at: String = line.chars().skip(error.column - 1).collect();
    match &error.token {
        Some(token) => {
            // the token is quoted with its control characters escaped; a quote cut short
            // ends in `…` (a token may also be `…` itself)
            let at_escaped = puzzle_core::error::escaped(&at);
            let cut = token
                .strip_suffix('…')
                .is_some_and(|shown| !shown.is_empty() && at_escaped.starts_with(shown));
            assert!(!token.is_empty(), "{error}: an empty token");
            assert!(
                cut || at_escaped.starts_with(token.as_str()),
                "{error}: the line there reads {at:?}"
            );
        }
        // no token: where the missing ones would go, at the end of a line or of a word
        None => assert!(
            error.column == length + 1 || at.starts_with(puzzle_core::text::is_separator),
            "{error}: the line there reads {at:?}"
        ),
    }
    assert!(!error.to_string().is_empty());
}
