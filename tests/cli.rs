//! The `puzzle` binary: judge output on stdout only, diagnostics on stderr, exit codes.

use std::ffi::OsStr;
use std::io::Write;
use std::process::{Child, Command, Output, Stdio};

/// The binary started with `args`, its standard input piped, its outputs sent to
/// `stdout` and `stderr`.
fn spawn<A: AsRef<OsStr>>(
    args: impl IntoIterator<Item = A>,
    stdout: Stdio,
    stderr: Stdio,
) -> Child {
    Command::new(env!("CARGO_BIN_EXE_puzzle"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(stdout)
        .stderr(stderr)
        .spawn()
        .expect("the binary runs")
}

fn puzzle(args: &[&str], input: &str) -> Output {
    feed(
        spawn(args, Stdio::piped(), Stdio::piped()),
        input.as_bytes(),
    )
}

/// What `child` does with `input` on its standard input, once it has ended (a child may
/// stop reading before the end: the rest is not written).
fn feed(mut child: Child, input: &[u8]) -> Output {
    if let Err(e) = child.stdin.take().unwrap().write_all(input) {
        assert_eq!(e.kind(), std::io::ErrorKind::BrokenPipe, "{e}");
    }
    child.wait_with_output().unwrap()
}

fn text(bytes: &[u8]) -> &str {
    std::str::from_utf8(bytes).unwrap()
}

#[test]
fn eight_answers_on_stdout_only() {
    let out = puzzle(&["eight"], "2  3  4  1  5  x  7  6  8\n");
    assert_eq!(text(&out.stdout), "dlurullddrurdllurdr\n");
    assert_eq!(text(&out.stderr), "");
    assert_eq!(out.status.code(), Some(0));
}

#[test]
fn eight2_reads_a_file_argument() {
    let path = std::env::temp_dir().join(format!("eight2-sample-{}.txt", std::process::id()));
    std::fs::write(&path, "2\n12X453786\n12345678X\n564178X23\n7568X4123\n").unwrap();
    let out = puzzle(&["eight2", path.to_str().unwrap()], "");
    std::fs::remove_file(&path).unwrap();
    assert_eq!(text(&out.stdout), "Case 1: 2\ndd\nCase 2: 8\nurrulldr\n");
    assert_eq!(out.status.code(), Some(0));
}

#[test]
fn bad_input_keeps_earlier_answers_and_exits_1() {
    let out = puzzle(&["eight"], "1 2 3 4 5 6 7 x 8\n1 2 3 4 5 6 7 8 9\n");
    assert_eq!(text(&out.stdout), "r\n");
    assert_eq!(
        text(&out.stderr),
        "puzzle eight: case 2, line 2, column 17: expected a tile 1-8 or x for the blank, found `9`\n"
    );
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn bytes_that_are_not_utf8_are_reported_in_place() {
    let child = spawn(["eight"], Stdio::piped(), Stdio::piped());
    let out = feed(child, b"1 2 3 \xff 5 6 7 8 x");
    assert_eq!(
        text(&out.stderr),
        "puzzle eight: case 1, line 1, column 7: expected a tile 1-8 or x for the blank, found `\u{fffd}`\n"
    );
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn help_explains_every_format() {
    let out = puzzle(&["--help"], "");
    assert_eq!(out.status.code(), Some(0));
    assert!(text(&out.stdout).contains("eight2   Eight II"));
    let out = puzzle(&["eight2", "--help"], "");
    assert_eq!(out.status.code(), Some(0));
    assert!(text(&out.stdout).contains("Case k: d"));
}

#[test]
fn usage_errors_exit_2() {
    let out = puzzle(&["ten"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).starts_with("puzzle: unknown puzzle `ten`\n"));
    assert_eq!(text(&out.stdout), "");
    let out = puzzle(&["eight", "/no/such/file"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).starts_with("puzzle eight: cannot read /no/such/file: "));
}

#[test]
fn random_inputs_are_seeded_well_formed_and_bounded() {
    // each format's answer for a case with no solution (Dao values every position)
    for (format, cases, no_solution) in [
        ("eight", "5", "unsolvable"),
        ("eight2", "200", "unsolvable"),
        ("nine", "1", "UNSOLVABLE"),
        ("sdao", "6", "-1"),
        ("fifteen", "3", "unsolvable"),
        ("dao", "1000", ""),
    ] {
        let first = puzzle(&["random", format, cases, "42"], "");
        assert_eq!(first.status.code(), Some(0), "{format}");
        let again = puzzle(&["random", format, cases, "42"], "");
        assert_eq!(
            first.stdout, again.stdout,
            "{format}: the seed fixes the input"
        );
        if format != "fifteen" {
            let solved = puzzle(&[format], text(&first.stdout));
            assert_eq!(
                solved.status.code(),
                Some(0),
                "{format}: {}",
                text(&solved.stderr)
            );
            let answers = text(&solved.stdout);
            assert!(
                answers.lines().all(|line| line != no_solution),
                "{format}: {answers}"
            );
        }
    }
    let too_many = puzzle(&["random", "eight2", "201"], "");
    assert_eq!(too_many.status.code(), Some(2));
    assert!(text(&too_many.stderr).starts_with("puzzle: eight2 takes at most 200 cases\n"));
    let too_many = puzzle(&["random", "dao", "1001"], "");
    assert!(text(&too_many.stderr).starts_with("puzzle: dao takes at most 1000 cases\n"));
    let no_case = puzzle(&["random", "nine", "0"], "");
    assert_eq!(no_case.status.code(), Some(2));
    assert!(text(&no_case.stderr).starts_with("puzzle: nine takes exactly 1 case\n"));
    assert_eq!(puzzle(&["random", "ten"], "").status.code(), Some(2));
}

#[test]
fn help_lists_every_subcommand_with_its_summary_and_version_names_the_release() {
    let out = puzzle(&["--help"], "");
    let help = text(&out.stdout);
    for (name, summary) in [
        ("eight", "Eight: 3x3 sliding boards"),
        ("eight2", "Eight II: 3x3 sliding boards"),
        ("nine", "Nine-number game"),
        ("sdao", "S-Dao: fewest slides"),
        ("fifteen", "Fifteen: 4x4 sliding boards"),
        ("dao", "Dao: the value of two-player positions"),
        ("random", "A random judge input"),
        ("lab", "Lab: the searches AI courses teach"),
    ] {
        let listed = help
            .lines()
            .any(|line| line.trim_start().starts_with(name) && line.contains(summary));
        assert!(listed, "{name}: {help}");
    }
    assert_eq!(
        text(&puzzle(&[], "").stdout),
        help,
        "no argument shows the help"
    );
    let out = puzzle(&["--version"], "");
    assert_eq!(text(&out.stdout), "puzzle 0.1.0\n");
    assert_eq!(out.status.code(), Some(0));
    let out = puzzle(&["fifteen", "--help"], "");
    assert!(text(&out.stdout).starts_with(
        "puzzle fifteen [--goal BOARD] [--stats] [--strong FILE] [--threads N] [FILE]"
    ));
    assert!(text(&out.stdout).contains("--stats prints each case's length"));
}

#[test]
fn a_wrong_command_line_shows_the_subcommand_usage_and_exits_2() {
    for (args, message) in [
        (
            &["eight", "a", "b"][..],
            "puzzle: usage: puzzle eight [FILE]    (Eight: ",
        ),
        (
            &["nine", "--goal", "x"],
            "puzzle: usage: puzzle nine [FILE]    (Nine-number game",
        ),
        (
            &["fifteen", "--goal"],
            "puzzle: --goal needs a board of 16 tokens\n",
        ),
        (
            &["random", "eight", "x"],
            "puzzle: usage: puzzle random PUZZLE [CASES] [SEED]\n",
        ),
        (&["--bogus"], "puzzle: unknown puzzle `--bogus`\n"),
        (
            &["dao", "--stats", "cases.txt"],
            "puzzle: usage: puzzle dao [--moves] [--stats] [FILE]    (Dao: ",
        ),
        (
            &["dao", "--stats", "--moves"],
            "puzzle: usage: puzzle dao [--moves] [--stats] [FILE]    (Dao: ",
        ),
    ] {
        let out = puzzle(args, "");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(
            text(&out.stderr).starts_with(message),
            "{args:?}: {}",
            text(&out.stderr)
        );
        assert_eq!(text(&out.stdout), "", "{args:?}");
    }
}

#[test]
fn threads_outside_1_to_256_are_refused_at_once_in_our_words() {
    let board = "1 2 3 4 5 6 7 8 9 10 11 12 13 14 x 15\n";
    for puzzle_name in ["fifteen", "slide"] {
        for count in [
            "0",
            "257",
            "100000",
            "18446744073709551615",
            "99999999999999999999999",
            "-1",
            "x",
        ] {
            let mut args = vec![puzzle_name, "--threads", count];
            if puzzle_name == "slide" {
                args.extend(["--size", "10x10", "--seconds", "2"]);
            }
            let out = puzzle(&args, board);
            assert_eq!(out.status.code(), Some(2), "{args:?}");
            let expected = format!(
                "puzzle: --threads: expected a count of threads from 1 to 256, found `{count}`\n\n"
            );
            assert!(
                text(&out.stderr).starts_with(&expected),
                "{args:?}: {}",
                text(&out.stderr)
            );
            assert_eq!(text(&out.stdout), "", "{args:?}");
        }
    }
    // the most is a count like any other
    let out = puzzle(&["fifteen", "--threads", "256"], board);
    assert_eq!((text(&out.stdout), out.status.code()), ("r\n", Some(0)));
}

#[test]
fn endless_valid_input_ends_at_64_mib_with_the_line_and_exit_2() {
    // `yes "1 2 3 4 5 6 7 x 8" | puzzle eight`, cut just past the most an input may hold
    let line = b"1 2 3 4 5 6 7 x 8\n";
    let most = 64 << 20;
    let endless: Vec<u8> = line
        .iter()
        .copied()
        .cycle()
        .take(most + line.len())
        .collect();
    // the byte past the most stands on this line
    let stopped_on = most / line.len() + 1;
    for (args, name) in [
        (&["eight"][..], "eight"),
        (&["slide", "--size", "3x3"], "slide"),
    ] {
        let out = feed(spawn(args, Stdio::piped(), Stdio::piped()), &endless);
        assert_eq!(text(&out.stdout), "", "{name}");
        assert_eq!(
            text(&out.stderr),
            format!(
                "puzzle {name}: standard input: more than 67108864 bytes (64 MiB), the most an \
                 input may hold: the reading stopped on line {stopped_on}\n"
            )
        );
        assert_eq!(out.status.code(), Some(2), "{name}");
    }
    // exactly the most is read and answered
    let whole: Vec<u8> = line
        .iter()
        .copied()
        .cycle()
        .take(most - most % line.len())
        .collect();
    let out = feed(spawn(["eight"], Stdio::piped(), Stdio::null()), &whole);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(out.stdout.len(), most / line.len() * 2);
}

#[test]
fn a_place_that_cannot_take_the_databases_is_refused_before_the_build() {
    let dir = std::env::temp_dir().join(format!("kept-place-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let at = |name: &str| format!("{}/{name}", dir.display());
    let board = "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 x\n";
    for (place, why) in [
        // a directory that is there, one that is not, and a directory that is missing
        (at(""), "a directory, not a file"),
        (dir.display().to_string(), "a directory, not a file"),
        (at("new/"), "a directory, not a file"),
        (
            at("missing/pdb"),
            "cannot write it: No such file or directory (os error 2)",
        ),
    ] {
        let out = puzzle(&["slide", "--size", "6x3", "--databases", &place], board);
        assert_eq!(
            text(&out.stderr),
            format!("puzzle slide: --databases {place}: {why}\n")
        );
        assert_eq!((text(&out.stdout), out.status.code()), ("", Some(2)));
        let fifteen = puzzle(&["fifteen", "--strong", &place], "");
        assert_eq!(
            text(&fifteen.stderr),
            format!("puzzle fifteen: --strong {place}: {why}\n")
        );
        assert_eq!(fifteen.status.code(), Some(2));
    }
    // nothing is left beside them: no partial file, no directory made
    let left: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert!(left.is_empty(), "{left:?}");
    // a place that can take them: built, written whole, and no partial file beside it
    let place = at("pdb");
    let out = puzzle(&["slide", "--size", "6x3", "--databases", &place], board);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let left: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(left, ["pdb"]);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[cfg(unix)] // file names as bytes
#[test]
fn arguments_that_are_not_utf8_are_file_names_or_refused_without_a_panic() {
    use std::os::unix::ffi::OsStrExt;

    let dir = std::env::temp_dir().join(format!("puzzle-args-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(OsStr::from_bytes(b"caf\xe9.txt"));
    std::fs::write(&path, "1 2 3 4 5 6 7 x 8\n").unwrap();
    let out = spawn(
        [OsStr::new("eight"), path.as_os_str()],
        Stdio::piped(),
        Stdio::piped(),
    )
    .wait_with_output()
    .unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(text(&out.stdout), "r\n", "{}", text(&out.stderr));
    assert_eq!(out.status.code(), Some(0));

    for args in [
        &[&b"\xff"[..]][..],
        &[b"random", b"\xff"],
        &[b"eight", b"--\xff"],
    ] {
        let args: Vec<&OsStr> = args.iter().map(|a| OsStr::from_bytes(a)).collect();
        let out = spawn(&args, Stdio::piped(), Stdio::piped())
            .wait_with_output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.starts_with("puzzle: "), "{args:?}: {stderr}");
    }
    let out = spawn([OsStr::from_bytes(b"\xff")], Stdio::piped(), Stdio::piped())
        .wait_with_output()
        .unwrap();
    assert!(text(&out.stderr).starts_with("puzzle: unknown puzzle `\u{fffd}`\n"));
    // --strong takes any path, as FILE does: here one it cannot write, refused at once
    let strong = OsStr::from_bytes(b"/nonexistent/caf\xe9.pdb");
    let args = [
        OsStr::new("fifteen"),
        OsStr::new("--strong"),
        strong,
        OsStr::new("/dev/null"),
    ];
    let out = spawn(args, Stdio::piped(), Stdio::piped())
        .wait_with_output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.starts_with(
            "puzzle fifteen: --strong /nonexistent/caf\u{fffd}.pdb: cannot write it: "
        ),
        "{stderr}"
    );
}

#[test]
fn a_closed_output_ends_the_run_quietly_with_status_0() {
    use std::io::{BufRead, BufReader};

    // a billion cases: the run streams them, or this would not see its first line soon
    let mut child = spawn(
        ["random", "eight", "1000000000"],
        Stdio::piped(),
        Stdio::piped(),
    );
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    assert_eq!(first.split(' ').count(), 9, "{first}");
    // the reader has seen enough and closes the pipe, as `| head -1` does
    let out = child.wait_with_output().unwrap();
    assert_eq!(text(&out.stderr), "");
    assert_eq!(out.status.code(), Some(0));

    let mut child = spawn(["eight"], Stdio::piped(), Stdio::piped());
    drop(child.stdout.take());
    let out = feed(child, "1 2 3 4 5 6 7 x 8\n".repeat(10_000).as_bytes());
    assert_eq!(text(&out.stderr), "");
    assert_eq!(out.status.code(), Some(0));
}

#[test]
fn a_full_output_exits_2_and_a_full_error_stream_keeps_the_status() {
    let full = || Stdio::from(std::fs::File::create("/dev/full").unwrap());
    let out = spawn(["random", "eight", "5"], full(), Stdio::piped())
        .wait_with_output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).starts_with("puzzle random: cannot write the output: "));
    for (args, status) in [(&["--help"][..], 2), (&["eight", "--help"], 2), (&[], 2)] {
        let out = spawn(args.iter(), full(), Stdio::piped())
            .wait_with_output()
            .unwrap();
        assert_eq!(out.status.code(), Some(status), "{args:?}");
        assert!(text(&out.stderr).starts_with("puzzle: cannot write the output: "));
    }

    // malformed input, its report lost: still status 1, no panic
    let out = feed(spawn(["eight"], Stdio::piped(), full()), b"9");
    assert_eq!(out.status.code(), Some(1));
    // a usage error and a wrong file, reported nowhere: status 2
    for args in [&["ten"][..], &["eight", "/no/such/file"]] {
        let status = spawn(args.iter(), Stdio::piped(), full()).wait().unwrap();
        assert_eq!(status.code(), Some(2), "{args:?}");
    }
}

#[test]
fn dao_values_positions_and_their_moves() {
    let input = "2\nb***\n*bbb\n**w*\n*www\nw\nw**b\n*wb*\n*bw*\nb**w\nb\n";
    let out = puzzle(&["dao"], input);
    assert_eq!(text(&out.stdout), "win in 3\ndraw\n");
    assert_eq!(out.status.code(), Some(0));
    let out = puzzle(&["dao", "--moves"], "1\nb***\n*bbb\n**w*\n*www\nw\n");
    assert_eq!(
        text(&out.stdout),
        "win in 3\nc3-d3 loss in 3\nc3-a3 loss in 1\nb4-b3 loss in 3\nb4-a4 draw\n\
         b4-a3 loss in 1\nc4-d3 win in 2\nc4-a2 loss in 3\nd4-d3 loss in 3\n"
    );
    assert_eq!(text(&out.stderr), "");
    let out = puzzle(&["dao"], &input.replace("\nb\n", "\nblack\n"));
    assert_eq!(text(&out.stdout), "win in 3\n");
    assert_eq!(
        text(&out.stderr),
        "puzzle dao: case 2, line 11, column 1: expected the side to move, `w` or `b`, found \
         `black`\n"
    );
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn dao_stats_count_the_positions_and_read_no_input() {
    let out = puzzle(&["dao", "--stats"], "this is not read");
    assert_eq!(
        text(&out.stdout),
        "positions: 1801800\nwon: 351264\nlost: 63388\ndrawn: 1387148\ndeepest win: 11 plies\n"
    );
    assert!(
        text(&out.stderr).starts_with("tablebase: ") && text(&out.stderr).ends_with(" s, 1.8 MB\n"),
        "{}",
        text(&out.stderr)
    );
    assert_eq!(out.status.code(), Some(0));
    let out = puzzle(&["dao", "--help"], "");
    let help = text(&out.stdout);
    assert!(
        help.starts_with("puzzle dao [--moves] [--stats] [FILE]"),
        "{help}"
    );
    assert!(help.contains("--moves adds, after each value line, one line per legal move"));
    assert!(help.contains("(0 <= n <= 1000)"));
}

#[test]
fn an_endless_token_ends_the_reading_with_a_located_error() {
    // as from /dev/zero: NUL bytes, which separate nothing, well past the longest token
    let zeros = vec![0u8; 300_000];
    let out = feed(spawn(["eight"], Stdio::piped(), Stdio::piped()), &zeros);
    assert_eq!(out.status.code(), Some(1));
    let expected = format!(
        "puzzle eight: case 1, line 1, column 1: expected a tile 1-8 or x for the blank, \
         found `{}…`\n",
        "\\u{0}".repeat(40)
    );
    assert_eq!(text(&out.stderr), expected);
}

#[test]
fn what_the_command_line_quotes_never_drives_a_terminal() {
    let out = puzzle(&["\u{1b}]0;pwned\u{7}"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).starts_with("puzzle: unknown puzzle `\\u{1b}]0;pwned\\u{7}`\n"),
        "{}",
        text(&out.stderr)
    );
    let out = puzzle(&["fifteen", "--goal", "1 2 \u{1b}[2J"], "");
    assert!(
        text(&out.stderr).contains("found `\\u{1b}[2J`"),
        "{}",
        text(&out.stderr)
    );
    let out = puzzle(&["eight", "/nonexistent/\u{1b}[2J"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).starts_with("puzzle eight: cannot read /nonexistent/\\u{1b}[2J: "),
        "{}",
        text(&out.stderr)
    );
    assert!(!out.stderr.contains(&0x1b));
}

#[test]
fn a_lost_output_is_said_even_behind_a_malformed_case() {
    let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") else {
        return; // no /dev/full on this system
    };
    let child = spawn(["eight"], Stdio::from(full), Stdio::piped());
    let out = feed(child, b"1 2 3 4 5 6 7 8 x\n1 2 3\n");
    assert_eq!(out.status.code(), Some(2), "the output was lost: status 2");
    assert_eq!(
        text(&out.stderr),
        "puzzle eight: case 2, line 3, column 1: expected 9 tokens, found only 3\n\
         puzzle eight: cannot write the output: No space left on device (os error 28)\n"
    );
}

#[test]
fn random_takes_plain_decimal_counts_and_seeds_only() {
    for args in [
        ["random", "eight", "+5"],
        ["random", "eight", "05"],
        ["random", "eight", "-1"],
    ] {
        let out = puzzle(&args, "");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(text(&out.stderr).starts_with("puzzle: usage: puzzle random PUZZLE [CASES] [SEED]"));
        assert_eq!(text(&out.stdout), "");
    }
    assert_eq!(
        puzzle(&["random", "eight", "5", "0"], "").status.code(),
        Some(0)
    );
}

#[test]
fn strong_databases_are_read_no_further_than_their_length_and_never_half_written() {
    let dir = std::env::temp_dir().join(format!("strong-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // a file longer than the databases: refused without reading it all
    let long = dir.join("long.pdb");
    std::fs::write(&long, vec![0u8; 196_000_000]).unwrap();
    let out = puzzle(
        &["fifteen", "--strong", long.to_str().unwrap(), "/dev/null"],
        "",
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).ends_with(": not the strong databases: longer than they are\n"),
        "{}",
        text(&out.stderr)
    );
    // a place that cannot be written is refused before the long build
    let nowhere = dir.join("no-such-folder").join("s.pdb");
    let started = std::time::Instant::now();
    let out = puzzle(
        &[
            "fifteen",
            "--strong",
            nowhere.to_str().unwrap(),
            "/dev/null",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains(": cannot write it: "),
        "{}",
        text(&out.stderr)
    );
    assert!(started.elapsed().as_secs() < 5, "refused before building");
    assert!(!nowhere.exists());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn slide_solves_boards_of_the_size_asked_one_per_line() {
    // the first shortest solutions (d < l < r < u), as a search by hand finds them: from
    // 4 1 2 / x 5 3 the blank goes up, right, right, down
    let out = puzzle(
        &["slide", "--size", "3x2"],
        "4 1 2 x 5 3\n\n1 2 3 4 5 x\n2 1 3 4 5 x\n",
    );
    assert_eq!(text(&out.stdout), "urrd\n\nunsolvable\n");
    assert_eq!(text(&out.stderr), "");
    assert_eq!(out.status.code(), Some(0));
    // toward a goal of one's own, on a board taller than wide
    let out = puzzle(
        &["slide", "--size", "2x3", "--goal", "x 1 2 3 4 5"],
        "1 x 2 3 4 5\n",
    );
    assert_eq!(text(&out.stdout), "l\n");
}

#[test]
fn slide_stats_say_the_length_the_bound_and_whether_it_is_proven() {
    let out = puzzle(
        &["slide", "--size", "3x2", "--stats"],
        "4 1 2 x 5 3\n2 1 3 4 5 x\n",
    );
    let stderr = text(&out.stderr);
    let lines: Vec<&str> = stderr.lines().collect();
    assert_eq!(lines.len(), 3, "{stderr}");
    assert!(
        lines[0].starts_with("case 1: length 4, lower bound 4, optimal, ")
            && lines[0].ends_with(" s, 0 nodes"),
        "{stderr}"
    );
    assert!(
        lines[1].starts_with("case 2: unsolvable, ") && lines[1].ends_with(" s, 0 nodes"),
        "{stderr}"
    );
    assert!(
        lines[2].starts_with("total: 2 cases, 0 nodes, "),
        "{stderr}"
    );
    // a large board within its time: a solution, its bound below it
    let board = "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 x 24";
    let reversed: Vec<&str> = board.split(' ').rev().collect();
    let input = format!("{}\n", reversed.join(" "));
    let out = puzzle(
        &["slide", "--size", "5x5", "--seconds", "0.2", "--stats"],
        &input,
    );
    assert_eq!(out.status.code(), Some(0));
    assert!(
        text(&out.stderr).contains(", not proven, "),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn slide_refuses_malformed_boards_and_sizes_saying_where() {
    let out = puzzle(&["slide", "--size", "3x2"], "4 1 2 x 5 3\n1 2 3 4 5\n");
    assert_eq!(text(&out.stdout), "urrd\n");
    assert_eq!(
        text(&out.stderr),
        "puzzle slide: case 2, line 2, column 10: expected 6 tokens, found only 5\n"
    );
    assert_eq!(out.status.code(), Some(1));
    let out = puzzle(&["slide", "--size", "3x2"], "1 2 3 4 5 5\n");
    assert_eq!(
        text(&out.stderr),
        "puzzle slide: case 1, line 1, column 11: `5` appears more than once\n"
    );
    for (args, message) in [
        (&["slide", "--size", "11x3"][..], "puzzle: --size: a board is 2 to 10 cells across and down, not 11x3\n"),
        (&["slide", "--size", "five"][..], "puzzle: --size: `five` is not a size: write columns x rows, e.g. 5x5\n"),
        (&["slide", "--size", "3x3", "--seconds", "0"][..], "puzzle: --seconds: expected a number of seconds above 0 and at most 32000000 (about a year)\n"),
        (&["slide", "--size", "3x3", "--seconds", "1e308"][..], "puzzle: --seconds: expected a number of seconds above 0 and at most 32000000 (about a year)\n"),
        (&["slide"][..], "puzzle: usage: puzzle slide --size WxH [--goal BOARD] [--seconds S] [--stats] [--databases FILE] [--threads N] [--count] [--metric stm|mtm] [FILE]\n"),
    ] {
        let out = puzzle(args, "");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(text(&out.stderr).starts_with(message), "{args:?}: {}", text(&out.stderr));
    }
    let out = puzzle(&["slide", "--size", "3x2", "--goal", "1 2 3"], "");
    assert!(text(&out.stderr)
        .starts_with("puzzle: --goal: line 1, column 6: expected 6 tokens, found only 3\n"));
}

#[test]
fn slide_keeps_its_pattern_databases_in_a_file_and_refuses_other_ones() {
    let dir = std::env::temp_dir().join(format!("slide-databases-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("9x2.pdb");
    let path = file.to_str().unwrap();
    // 1 move from the goal: the blank moves left
    let board = "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 x 17\n";
    let stats = |out: &Output| {
        let lines: Vec<String> = text(&out.stderr).lines().map(str::to_owned).collect();
        lines
    };
    let built = puzzle(
        &["slide", "--size", "9x2", "--stats", "--databases", path],
        board,
    );
    assert_eq!(built.status.code(), Some(0), "{}", text(&built.stderr));
    assert_eq!(text(&built.stdout), "r\n");
    let lines = stats(&built);
    assert!(lines[0].starts_with("databases: built in "), "{lines:?}");
    assert!(lines[0].ends_with(" s, 2.8 MB"), "{lines:?}");
    assert!(lines[1].starts_with("case 1: length 1, lower bound 1, optimal, "));
    let read = puzzle(
        &["slide", "--size", "9x2", "--stats", "--databases", path],
        board,
    );
    assert_eq!(text(&read.stdout), "r\n");
    assert!(stats(&read)[0].starts_with("databases: read in "));
    // forged: one entry raised by eight (a bound 16 moves higher), the digest written
    // anew: refused by the check of the entries against their neighbours
    let mut forged = std::fs::read(&file).unwrap();
    let forged_file = dir.join("9x2-forged.pdb");
    // the first table's placement with its tile of goal cell 2 on cell 3, one move from
    // the goal: index Σ cell(i) · 18^i over the goal cells 0, 9, 1, 10, 2 (11 bytes of
    // header, two entries a byte, the even index low)
    let index: usize = [0, 9, 1, 10, 3]
        .iter()
        .enumerate()
        .map(|(i, &cell)| cell * 18usize.pow(i as u32))
        .sum();
    assert_eq!(forged[11 + index / 2] & 15, 0);
    forged[11 + index / 2] |= 8;
    let body = forged.len() - 16;
    let digest = xxhash_rust::xxh3::xxh3_128(&forged[..body]).to_le_bytes();
    forged[body..].copy_from_slice(&digest);
    std::fs::write(&forged_file, &forged).unwrap();
    let forged_path = forged_file.to_str().unwrap();
    let out = puzzle(
        &["slide", "--size", "9x2", "--databases", forged_path],
        board,
    );
    assert_eq!((text(&out.stdout), out.status.code()), ("", Some(2)));
    let message = text(&out.stderr);
    assert!(
        message.starts_with(&format!(
            "puzzle slide: --databases {forged_path}: not sliding-board pattern databases this \
             version builds: entry "
        )) && message.ends_with(
            " of table 1 is above what its neighbours allow, so its bound would not be proven\n"
        ),
        "{message}"
    );
    // the databases of another size, and a size that has none
    let out = puzzle(&["slide", "--size", "6x3", "--databases", path], board);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        text(&out.stderr),
        format!(
            "puzzle slide: --databases {path}: the databases slide-patterns-9x2-17, not slide-patterns-6x3-17\n"
        )
    );
    let goal = "x 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17";
    let out = puzzle(
        &[
            "slide",
            "--size",
            "9x2",
            "--goal",
            goal,
            "--databases",
            path,
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        text(&out.stderr),
        format!(
            "puzzle slide: --databases {path}: the databases slide-patterns-9x2-17, not slide-patterns-9x2-0\n"
        )
    );
    let out = puzzle(&["slide", "--size", "3x3", "--databases", path], "");
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        text(&out.stderr),
        format!("puzzle slide: --databases {path}: boards of 3x3 have none (17 to 36 cells do)\n")
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `moves` (judge letters) played from `board` on a board of `size`, or `None` at an
/// illegal one: the rules as the library has them, apart from the lab's search.
fn played(size: &str, board: &str, moves: &str) -> Option<String> {
    use puzzle_core::puzzles::sliding::{Board, Move};
    let mut board = Board::parse_text(size.parse().ok()?, board).ok()?;
    for letter in moves.chars() {
        board = board.apply(Move::from_letter(letter)?)?;
    }
    Some(board.to_spaced())
}

#[test]
fn lab_answers_each_board_and_counts_on_stderr() {
    // a textbook board (14 moves), the goal, a board of the other parity
    let input = "8 1 3 4 x 2 7 6 5\n1 2 3 4 5 6 7 8 x\n2 1 3 4 5 6 7 8 x\n";
    let eight = puzzle(&["eight"], "8 1 3 4 x 2 7 6 5\n");
    let shortest = text(&eight.stdout).trim_end().len();
    assert_eq!(shortest, 14);
    for (algorithm, heuristic) in [
        ("bfs", "manhattan"),
        ("iddfs", "manhattan"),
        ("astar", "linear-conflict"),
        ("astar", "patterns"),
        ("idastar", "linear-conflict"),
        ("idastar", "patterns"),
        ("bidirectional", "manhattan"),
    ] {
        let out = puzzle(
            &[
                "lab",
                "--size",
                "3x3",
                "--algorithm",
                algorithm,
                "--heuristic",
                heuristic,
            ],
            input,
        );
        assert_eq!(out.status.code(), Some(0), "{algorithm}");
        let lines: Vec<&str> = text(&out.stdout).lines().collect();
        assert_eq!(lines.len(), 3, "{algorithm}");
        assert_eq!(lines[0].len(), shortest, "{algorithm}");
        assert_eq!(
            played("3x3", "8 1 3 4 x 2 7 6 5", lines[0]).as_deref(),
            Some("1 2 3 4 5 6 7 8 x"),
            "{algorithm}"
        );
        assert_eq!(&lines[1..], ["", "unsolvable"], "{algorithm}");
        let notes: Vec<&str> = text(&out.stderr).lines().collect();
        assert_eq!(notes.len(), 4, "{algorithm}");
        assert!(
            notes[0].starts_with("case 1: length 14, optimal, "),
            "{}",
            notes[0]
        );
        assert!(notes[0].ends_with(" s"), "{}", notes[0]);
        assert!(notes[1].starts_with("case 2: length 0, optimal, 0 expanded, 0 generated, "));
        assert!(notes[2].starts_with(
            "case 3: unsolvable: the number of inversions (tile pairs out of order) is odd here \
             but even in the goal, and every move keeps its parity, "
        ));
        assert!(notes[3].starts_with("total: 3 cases, "));
    }
}

#[test]
fn lab_counts_a_board_one_move_away_by_hand() {
    // 1 x / 3 2: breadth-first expands the start, and its first child (d) is the goal
    let out = puzzle(&["lab", "--size", "2x2", "--algorithm", "bfs"], "1 x 3 2\n");
    assert_eq!(text(&out.stdout), "d\n");
    assert!(text(&out.stderr)
        .starts_with("case 1: length 1, optimal, 1 expanded, 1 generated, 1 open, 0 closed, "));
    // A* pushes both children (d, l); d, estimated 0, leaves the heap first
    let out = puzzle(
        &["lab", "--size", "2x2", "--algorithm", "astar"],
        "1 x 3 2\n",
    );
    assert_eq!(text(&out.stdout), "d\n");
    assert!(text(&out.stderr)
        .starts_with("case 1: length 1, optimal, 1 expanded, 2 generated, 2 open, 1 closed, "));
}

#[test]
fn lab_says_when_an_answer_is_not_the_shortest_or_there_is_none() {
    // one of the two 3x3 boards 31 moves from the goal, the most there is
    let hardest = "8 6 7 2 5 4 3 x 1\n";
    let out = puzzle(&["lab", "--size", "3x3", "--algorithm", "greedy"], hardest);
    let moves = text(&out.stdout).trim_end();
    assert!(moves.len() > 31);
    assert_eq!(
        played("3x3", hardest, moves).as_deref(),
        Some("1 2 3 4 5 6 7 8 x")
    );
    let notes = text(&out.stderr);
    let expected = format!("case 1: length {}, not optimal, shortest 31, ", moves.len());
    assert!(notes.starts_with(&expected), "{notes}");
    let out = puzzle(
        &[
            "lab",
            "--size",
            "3x3",
            "--algorithm",
            "bfs",
            "--limit",
            "100",
        ],
        hardest,
    );
    assert_eq!(text(&out.stdout), "none\n");
    assert!(text(&out.stderr).starts_with("case 1: none, limit reached, "));
    let out = puzzle(
        &["lab", "--size", "3x3", "--algorithm", "dfs", "--depth", "5"],
        "8 1 3 4 x 2 7 6 5\n",
    );
    assert_eq!(text(&out.stdout), "none\n");
    assert!(text(&out.stderr).starts_with("case 1: none within depth 5, "));
    // toward another goal
    let out = puzzle(
        &[
            "lab",
            "--size",
            "3x3",
            "--algorithm",
            "astar",
            "--goal",
            "1 2 3 8 x 4 7 6 5",
        ],
        "2 8 3 1 6 4 7 x 5\n",
    );
    let moves = text(&out.stdout).trim_end();
    assert_eq!(moves.len(), 5);
    assert_eq!(
        played("3x3", "2 8 3 1 6 4 7 x 5", moves).as_deref(),
        Some("1 2 3 8 x 4 7 6 5")
    );
}

#[test]
fn slide_counts_every_shortest_solution() {
    // a plain breadth-first search that counts the shortest paths to each board (Python,
    // apart from the crate; tests/optimal.rs has one in Rust): the textbook board has one
    // shortest solution of 14 moves, the two boards 31 moves away 40 each
    let input = "8 1 3 4 x 2 7 6 5\n8 6 7 2 5 4 3 x 1\n6 4 7 8 5 x 3 2 1\n1 2 3 4 5 6 7 8 x\n2 1 3 4 5 6 7 8 x\n";
    let out = puzzle(&["slide", "--size", "3x3", "--count"], input);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(text(&out.stdout), "14 1\n31 40\n31 40\n0 1\nunsolvable\n");
    assert_eq!(text(&out.stderr), "");
    // toward another goal: one move, one way
    let out = puzzle(
        &["slide", "--size", "2x2", "--count", "--goal", "1 2 x 3"],
        "1 2 3 x\n",
    );
    assert_eq!(text(&out.stdout), "1 1\n");
    // 4x4 boards, by the Fifteen's search: a board 14 moves away with three shortest
    // solutions (the breadth-first counts of tests/wasm.rs and of the page's test), one a
    // move away, the goal, and one of the other parity
    let out = puzzle(
        &["slide", "--size", "4x4", "--count", "--threads", "2"],
        "1 3 7 4 5 2 11 8 x 13 6 12 10 9 14 15\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 x 15\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 x\n2 1 3 4 5 6 7 8 9 10 11 12 13 14 15 x\n",
    );
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(text(&out.stdout), "14 3\n1 1\n0 1\nunsolvable\n");
    for (args, message) in [
        (
            &["slide", "--size", "4x3", "--count"][..],
            "puzzle slide: --count takes boards of at most 10 cells (their distances fit one table), or 4x4 ones, not 12\n",
        ),
        (
            &["slide", "--size", "3x3", "--count", "--seconds", "1"][..],
            "puzzle: --count cannot be used with --seconds\n",
        ),
    ] {
        let out = puzzle(args, "");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(text(&out.stderr).starts_with(message), "{}", text(&out.stderr));
    }
}

/// The board after `slides` (`d2rl3`: a letter of the blank's move, then its cells when
/// more than one) from `board`, replayed move by move; `None` if one leaves the board.
fn slid(size: &str, board: &str, slides: &str) -> Option<String> {
    let mut single = String::new();
    let mut letters = slides.chars().peekable();
    while let Some(letter) = letters.next() {
        let mut cells = String::new();
        while let Some(digit) = letters.next_if(char::is_ascii_digit) {
            cells.push(digit);
        }
        let cells: usize = if cells.is_empty() {
            1
        } else {
            cells.parse().ok()?
        };
        single.extend(std::iter::repeat_n(letter, cells));
    }
    played(size, board, &single)
}

#[test]
fn slide_solves_in_the_multi_tile_metric() {
    // a plain breadth-first search over slides of one or more tiles (Python, apart from
    // the crate; tests/optimal.rs has one in Rust): 12 slides for the textbook board, 20
    // (in 2 ways) for the boards 31 single moves away
    let boards = [
        "8 1 3 4 x 2 7 6 5",
        "8 6 7 2 5 4 3 x 1",
        "6 4 7 8 5 x 3 2 1",
    ];
    let input = format!("{}\n2 1 3 4 5 6 7 8 x\n", boards.join("\n"));
    let out = puzzle(&["slide", "--size", "3x3", "--metric", "mtm"], &input);
    assert_eq!(out.status.code(), Some(0));
    let lines: Vec<&str> = text(&out.stdout).lines().collect();
    assert_eq!(lines.len(), 4);
    for ((board, line), length) in boards.iter().zip(&lines).zip([12, 20, 20]) {
        let slides = line.chars().filter(char::is_ascii_lowercase).count();
        assert_eq!(slides, length, "{board}: {line}");
        assert_eq!(
            slid("3x3", board, line).as_deref(),
            Some("1 2 3 4 5 6 7 8 x"),
            "{board}: {line}"
        );
    }
    assert_eq!(lines[3], "unsolvable");
    let out = puzzle(
        &["slide", "--size", "3x3", "--metric", "mtm", "--count"],
        &input,
    );
    assert_eq!(text(&out.stdout), "12 1\n20 2\n20 2\nunsolvable\n");
    for (args, message) in [
        (&["slide", "--size", "4x3", "--metric", "mtm"][..], "puzzle slide: --metric mtm takes boards of at most 10 cells (their distances fit one table), not 12\n"),
        (&["slide", "--size", "3x3", "--metric", "mtm", "--stats"][..], "puzzle: --metric mtm cannot be used with --stats\n"),
        (&["slide", "--size", "3x3", "--metric", "xtm"][..], "puzzle: --metric: expected stm (a move slides one tile) or mtm (one or more of a line)\n"),
    ] {
        let out = puzzle(args, "");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(text(&out.stderr).starts_with(message), "{args:?}: {}", text(&out.stderr));
    }
}

#[test]
fn lab_refuses_what_it_cannot_run_saying_why() {
    for (args, message) in [
        (&["lab", "--size", "5x4", "--algorithm", "bfs"][..], "puzzle: --size 5x4: the lab takes boards of at most 16 cells, not 20\n"),
        (&["lab", "--size", "3x3", "--algorithm", "a*"][..], "puzzle: --algorithm: expected one of bfs, dfs, iddfs, greedy, astar, idastar, bidirectional\n"),
        (&["lab", "--size", "3x3", "--algorithm", "astar", "--heuristic", "euclid"][..], "puzzle: --heuristic: expected one of misplaced, manhattan, linear-conflict, patterns\n"),
        (&["lab", "--size", "3x3", "--algorithm", "bfs", "--limit", "0"][..], "puzzle: the limit must be 1 to 50000000 boards, not 0\n"),
        (&["lab", "--size", "3x3", "--algorithm", "dfs", "--depth", "500"][..], "puzzle: the depth limit must be 0 to 200, not 500\n"),
        (&["lab", "--size", "3x3"][..], "puzzle: usage: puzzle lab --size WxH --algorithm NAME [--heuristic NAME] [--limit N] [--depth D] [--goal BOARD] [FILE]\n"),
    ] {
        let out = puzzle(args, "");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(text(&out.stderr).starts_with(message), "{args:?}: {}", text(&out.stderr));
    }
    let out = puzzle(
        &["lab", "--size", "3x3", "--algorithm", "bfs"],
        "8 1 3 4 x 2 7 6 5\n1 2 3\n",
    );
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text(&out.stdout).lines().count(), 1);
    assert!(text(&out.stderr)
        .ends_with("puzzle lab: case 2, line 2, column 6: expected 9 tokens, found only 3\n"));
}

#[test]
fn stones_and_sides_in_capitals_read_as_in_lower_case() {
    for (format, lower) in [
        ("dao", "1\nw**b\n*wb*\n*bw*\nb**w\nb\n"),
        (
            "sdao",
            "1\nw**b\n*wb*\n*bw*\nb**w\nw**b\n*wb*\n*bw*\nbw**\n",
        ),
    ] {
        let expected = puzzle(&[format], lower);
        assert_eq!(expected.status.code(), Some(0), "{format}");
        assert!(!expected.stdout.is_empty(), "{format}");
        let upper = puzzle(&[format], &lower.to_uppercase());
        assert_eq!(text(&upper.stdout), text(&expected.stdout), "{format}");
        assert_eq!(text(&upper.stderr), "", "{format}");
        assert_eq!(upper.status.code(), Some(0), "{format}");
    }
}
