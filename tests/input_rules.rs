//! The one rule every judge format reads its input by (src/text.rs): C's `isspace`
//! separates tokens and nothing else does, lines end at LF, CRLF or a lone CR, blank
//! lines are skipped, numbers are plain decimal; and the bounds on what an input may hold.

#[allow(dead_code)] // the search oracle of the property tests is not needed here
mod common;

use common::{judge, judge_with};
use puzzle_core::judge::{Format, Solvers};

const EIGHT: &str = "2 3 4 1 5 x 7 6 8\n";
const EIGHT2: &str = "2\n12X453786\n12345678X\n564178X23\n7568X4123\n";
const NINE: &str = "2 3 0\n1 8 7\n5 4 6\n";
const SDAO: &str = "1\nw**b\n*wb*\n*bw*\nb**w\nw**b\n*wb*\n*bw*\nbw**\n";
/// Boards that need no pattern database: the goal, and one of the other parity.
const FIFTEEN: &str =
    "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 x\n2 1 3 4 5 6 7 8 9 10 11 12 13 14 15 x\n";

const SAMPLES: [(Format, &str); 5] = [
    (Format::Eight, EIGHT),
    (Format::Eight2, EIGHT2),
    (Format::Nine, NINE),
    (Format::Sdao, SDAO),
    (Format::Fifteen, FIFTEEN),
];

/// The answer of a well-formed input, which must not fail; the tables of `solvers` are
/// built once for all the calls that share them.
fn answer_with(solvers: &Solvers, format: Format, input: &str) -> String {
    let (out, error) = judge_with(|out| format.run_with(input, solvers, out));
    assert_eq!(error, None, "{format:?}: {input:?}");
    out
}

/// The error a malformed input stops at.
fn refusal(format: Format, input: &str) -> String {
    judge(format, input)
        .1
        .unwrap_or_else(|| panic!("{format:?} accepted {input:?}"))
}

#[test]
fn line_endings_crlf_or_lone_cr_tabs_and_trailing_blank_lines_read_alike() {
    let solvers = Solvers::default();
    let answer = |format, input: &str| answer_with(&solvers, format, input);
    for (format, input) in SAMPLES {
        let expected = answer(format, input);
        for variant in [
            input.replace('\n', "\r\n"),
            input.replace('\n', "\r"),
            input.replace(' ', "\t") + "\n\n \t\r\n\r",
            input.replace(' ', " \x0b\x0c "),
        ] {
            assert_eq!(
                answer(format, &variant),
                expected,
                "{format:?}: {variant:?}"
            );
        }
    }
}

#[test]
fn other_spaces_are_characters_of_a_token_and_refused_where_they_stand() {
    for space in ['\u{a0}', '\u{3000}', '\u{2028}', '\u{85}'] {
        // a control character (NEL) is shown escaped, as every one is
        let shown = match space {
            '\u{85}' => "\\u{85}".to_owned(),
            _ => space.to_string(),
        };
        assert_eq!(
            refusal(Format::Eight, &format!("2 3{space}4 1 5 x 7 6 8")),
            format!(
                "case 1, line 1, column 3: expected a tile 1-8 or x for the blank, found `3{shown}4`"
            )
        );
        assert_eq!(
            refusal(Format::Eight2, &format!("1\n12X453786{space}\n12345678X\n")),
            format!(
                "case 1, line 2, column 10: expected 9 tokens, found more, starting at `{shown}`"
            )
        );
        assert_eq!(
            refusal(
                Format::Sdao,
                &SDAO.replacen("w**b\n", &format!("w**b{space}\n"), 1)
            ),
            format!(
                "case 1, line 2, column 5: expected 4 cells in the row, found more, starting at `{shown}`"
            )
        );
        assert_eq!(
            refusal(Format::Nine, &format!("2 3 0\n1 8 7\n5 4 6{space}")),
            format!("line 3, column 5: expected a digit 0-8, found `6{shown}`")
        );
        // a line of such spaces is no blank line
        assert_eq!(
            refusal(Format::Fifteen, &format!("{space}\n")),
            format!("case 1, line 1, column 1: expected a tile 1-15 or x for the blank, found `{shown}`")
        );
    }
}

#[test]
fn a_number_is_plain_decimal_and_the_blank_of_sliding_boards_may_be_0() {
    let solvers = Solvers::default();
    let answer = |format, input: &str| answer_with(&solvers, format, input);
    assert_eq!(
        answer(Format::Eight, "2 3 4 1 5 0 7 6 8"),
        answer(Format::Eight, EIGHT)
    );
    assert_eq!(
        answer(Format::Eight2, "1\n120453786\n123456780\n"),
        "Case 1: 2\ndd\n"
    );
    assert_eq!(
        refusal(Format::Eight, "01 2 3 4 5 6 7 8 x"),
        "case 1, line 1, column 1: expected a tile 1-8 or x for the blank, found `01`"
    );
    assert_eq!(
        refusal(Format::Fifteen, "1 2 3 4 5 6 7 8 9 10 11 12 13 14 +15 x"),
        "case 1, line 1, column 34: expected a tile 1-15 or x for the blank, found `+15`"
    );
    for count in ["+2", "02", "2.0", "٢"] {
        let input = EIGHT2.replacen('2', count, 1);
        assert_eq!(
            refusal(Format::Eight2, &input),
            format!("line 1, column 1: the number of cases must be 0 to 200, found `{count}`")
        );
        let input = SDAO.replacen('1', count, 1);
        assert_eq!(
            refusal(Format::Sdao, &input),
            format!("line 1, column 1: the number of cases must be 0 to 6, found `{count}`")
        );
    }
}

#[test]
fn counts_past_the_bound_are_refused_naming_it() {
    let many = "1000000\n".to_owned() + &"12X453786\n12345678X\n".repeat(1000);
    assert_eq!(
        refusal(Format::Eight2, &many),
        "line 1, column 1: the number of cases must be 0 to 200, found `1000000`"
    );
    assert_eq!(
        refusal(Format::Sdao, "1000000\n"),
        "line 1, column 1: the number of cases must be 0 to 6, found `1000000`"
    );
    let huge = "9".repeat(100);
    assert_eq!(
        refusal(Format::Eight2, &huge),
        format!(
            "line 1, column 1: the number of cases must be 0 to 200, found `{}…`",
            "9".repeat(40)
        )
    );
}

#[test]
fn a_line_of_ten_megabytes_is_refused_at_its_first_fault_quoting_little() {
    let word = "1".repeat(10_000_000);
    let quoted = format!("{}…", "1".repeat(40));
    assert_eq!(
        refusal(Format::Eight, &word),
        format!(
            "case 1, line 1, column 1: expected a tile 1-8 or x for the blank, found `{quoted}`"
        )
    );
    // a one-word board reads as characters: the second `1` is one too many
    assert_eq!(
        refusal(Format::Eight2, &format!("1\n{word}\n")),
        "case 1, line 2, column 2: `1` appears more than once"
    );
    let tokens = "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 x ".repeat(300_000);
    assert_eq!(
        refusal(Format::Fifteen, &tokens),
        "case 1, line 1, column 39: expected 16 tokens, found more, starting at `1`"
    );
    assert_eq!(
        refusal(
            Format::Sdao,
            &SDAO.replacen("w**b\n", &format!("w**b{}\n", "*".repeat(10_000_000)), 1)
        ),
        "case 1, line 2, column 5: expected 4 cells in the row, found more, starting at `*`"
    );
    assert_eq!(
        refusal(Format::Nine, &"1 ".repeat(5_000_000)),
        "line 1, column 3: `1` appears more than once"
    );
}

/// Found by fuzzing (fuzz/, target eight2): a one-word board that runs short is
/// refused just after the word, not at the end of its line.
#[test]
fn a_short_one_word_board_is_refused_where_its_word_ends() {
    assert_eq!(
        refusal(Format::Eight2, "2\n12X453678\n061             "),
        "case 1, line 3, column 4: expected 9 tokens, found only 3"
    );
}

/// Found by fuzzing (fuzz/, target eight, with AddressSanitizer): a token that is the
/// ellipsis itself is quoted whole, like any other.
#[test]
fn an_ellipsis_token_is_quoted_as_it_stands() {
    assert_eq!(
        refusal(Format::Eight, "                      \u{2026}       \x14"),
        "case 1, line 1, column 23: expected a tile 1-8 or x for the blank, found `\u{2026}`"
    );
}

#[test]
fn control_characters_are_shown_escaped_never_sent_to_the_terminal() {
    assert_eq!(
        refusal(Format::Eight, "2 3 \x1b]0;pwned\x07 1 5 x 7 6 8"),
        "case 1, line 1, column 5: expected a tile 1-8 or x for the blank, \
         found `\\u{1b}]0;pwned\\u{7}`"
    );
    assert_eq!(
        refusal(Format::Nine, "2 3 0\n1 8 7\n5 4 \0"),
        "line 3, column 5: expected a digit 0-8, found `\\u{0}`"
    );
}
