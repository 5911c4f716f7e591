//! The nine-number game: the contest sample byte for byte, properties of the solver against
//! an independent search, facts of the state space, and every kind of malformed input.

mod common;

use common::judge;
use puzzle_core::game::{Capabilities, Game, Level, NineGame, Solo};
use puzzle_core::judge::Format;
use puzzle_core::puzzles::nine::{NineBoard, NineSolver, Op};
use puzzle_core::random::Rng;

fn board(cells: [u8; 9]) -> NineBoard {
    NineBoard::from_cells(cells).unwrap()
}

/// The outer ring, clockwise from the top-left corner.
const RING: [usize; 8] = [0, 1, 2, 5, 8, 7, 6, 3];

/// Operation `op` (1 or 2) written out independently of the crate.
fn reference_op(cells: &[u8], op: u8) -> Vec<u8> {
    let mut next = cells.to_vec();
    if op == 1 {
        for i in 0..8 {
            next[RING[(i + 1) % 8]] = cells[RING[i]];
        }
    } else {
        next[3..6].rotate_right(1);
    }
    next
}

/// The lexicographically smallest shortest operation sequence, by the reference search
/// over plain cell vectors with operations written out independently of the crate.
fn reference_path(start: &NineBoard, goal: &NineBoard) -> Option<Vec<u8>> {
    let goal = goal.cells().to_vec();
    common::reference_path(
        start.cells().to_vec(),
        |cells| *cells == goal,
        |cells| [1, 2].map(|op| (op, reference_op(cells, op))).to_vec(),
    )
}

fn numbers(ops: &[Op]) -> Vec<u8> {
    ops.iter().map(|op| op.name().parse().unwrap()).collect()
}

const SAMPLE_OUTPUT: &str = include_str!("data/nine-sample.out");

#[test]
fn sample_is_byte_exact() {
    let (out, error) = judge(Format::Nine, "2 3 0\n1 8 7\n5 4 6\n");
    assert_eq!(error, None);
    assert_eq!(out, SAMPLE_OUTPUT);
}

#[test]
fn sample_takes_operations_1_2_1_2() {
    let start = board([2, 3, 0, 1, 8, 7, 5, 4, 6]);
    let ops = NineSolver::new().solve(&start, &NineBoard::GOAL).unwrap();
    assert_eq!(ops, [Op::Rotate, Op::Shift, Op::Rotate, Op::Shift]);
}

#[test]
fn the_goal_needs_no_operation() {
    let (out, error) = judge(Format::Nine, "0 1 2\n3 4 5\n6 7 8\n");
    assert_eq!(error, None);
    assert_eq!(out, "0\n0 1 2\n3 4 5\n6 7 8\n\n");
}

#[test]
fn judge_accepts_any_whitespace() {
    for input in ["2 3 0 1 8 7 5 4 6", "  2\t3  0\r\n1 8 7\r\n\r\n5 4\n6\n\n"] {
        let (out, error) = judge(Format::Nine, input);
        assert_eq!(error, None, "{input:?}");
        assert_eq!(out, SAMPLE_OUTPUT, "{input:?}");
    }
}

#[test]
fn operations_move_the_cells_as_the_spec_says() {
    let start = board([2, 3, 0, 1, 8, 7, 5, 4, 6]);
    assert_eq!(start.apply(Op::Rotate), board([1, 2, 3, 5, 8, 0, 4, 6, 7]));
    assert_eq!(start.apply(Op::Shift), board([2, 3, 0, 7, 1, 8, 5, 4, 6]));
    let all_ops = [Op::Rotate, Op::Shift, Op::Rotate, Op::Shift];
    assert_eq!(start.apply_all(&all_ops), NineBoard::GOAL);
}

#[test]
fn random_boards_match_the_reference_search() {
    let solver = NineSolver::new();
    let game = NineGame::new();
    let goal = NineBoard::GOAL;
    let mut rng = Rng::new(2024);
    for _ in 0..40 {
        let start = game.scramble(&goal, rng.next_u64(), None);
        let ops = solver.solve(&start, &goal).unwrap();
        let expected = reference_path(&start, &goal).expect("every board reaches the goal");
        let replayed = numbers(&ops)
            .iter()
            .fold(start.cells().to_vec(), |cells, &op| {
                reference_op(&cells, op)
            });
        assert_eq!(replayed, goal.cells(), "{start:?} {ops:?}");
        assert_eq!(ops.len(), expected.len(), "{start:?}");
        assert_eq!(numbers(&ops), expected, "{start:?}");
        assert_eq!(solver.distance(&start, &goal), Ok(ops.len() as u8));
    }
}

#[test]
fn random_pairs_match_the_reference_search_for_any_goal() {
    let game = NineGame::new();
    let mut rng = Rng::new(7);
    for _ in 0..6 {
        let goal = game.scramble(&NineBoard::GOAL, rng.next_u64(), None);
        let start = game.scramble(&NineBoard::GOAL, rng.next_u64(), None);
        let names = game.solution(&start, &goal).map(|s| s.moves).unwrap();
        let expected: Vec<String> = reference_path(&start, &goal)
            .unwrap()
            .iter()
            .map(u8::to_string)
            .collect();
        assert_eq!(names, expected, "{start:?} to {goal:?}");
        let solution = game.solution(&start, &goal).unwrap();
        assert_eq!(solution.boards.last(), Some(&goal));
    }
}

#[test]
fn every_board_reaches_the_goal_and_the_farthest_needs_32() {
    let counts = NineSolver::new().distance_counts().to_vec();
    assert_eq!(counts.iter().sum::<u64>(), 362_880);
    assert_eq!(counts.len(), 33, "the farthest boards need 32 operations");
    assert_eq!(counts[..4], [1, 2, 4, 7]);
    assert_eq!(counts[32], 1);
}

#[test]
fn levels_and_the_hardest_board_come_from_the_table() {
    let game = NineGame::new();
    let hardest = game.hardest(&NineBoard::GOAL, 5);
    assert_eq!(
        hardest,
        (board([2, 7, 0, 3, 4, 5, 8, 1, 6]), NineBoard::GOAL)
    );
    let mut rng = Rng::new(4);
    for _ in 0..5 {
        let goal = NineBoard::GOAL.shuffled(&mut rng);
        let (farthest, _) = game.hardest(&goal, rng.next_u64());
        assert_eq!(game.distance(&farthest, &goal), Ok(32));
        for (level, expected) in [(Level::Easy, 10), (Level::Medium, 18), (Level::Hard, 26)] {
            let scrambled = game.scramble(&goal, rng.next_u64(), Some(level));
            assert_eq!(game.distance(&scrambled, &goal), Ok(expected), "{level:?}");
        }
    }
}

#[test]
fn the_hardest_board_needs_32_operations() {
    let hardest = board([2, 7, 0, 3, 4, 5, 8, 1, 6]);
    let solver = NineSolver::new();
    assert_eq!(solver.distance(&hardest, &NineBoard::GOAL), Ok(32));
    let ops = solver.solve(&hardest, &NineBoard::GOAL).unwrap();
    assert_eq!(
        Some(numbers(&ops)),
        reference_path(&hardest, &NineBoard::GOAL)
    );
    let (out, error) = judge(Format::Nine, "2 7 0\n3 4 5\n8 1 6\n");
    assert_eq!(error, None);
    assert!(out.starts_with("32\n2 7 0\n3 4 5\n8 1 6\n\n"));
    assert!(out.ends_with("\n\n0 1 2\n3 4 5\n6 7 8\n\n"));
    assert_eq!(out.lines().count(), 1 + 33 * 4);
}

#[test]
fn game_parses_formats_and_steps() {
    let game = NineGame::new();
    let start = game.parse("2 3 0\n1 8 7\n5 4 6").unwrap();
    assert_eq!(game.format(&start), "2 3 0\n1 8 7\n5 4 6");
    assert_eq!(game.parse(&game.format(&start)), Ok(start));
    let moves = game.moves(&start);
    let names: Vec<&str> = moves.iter().map(|m| m.name.as_str()).collect();
    assert_eq!(names, ["1", "2"]);
    assert!(
        moves.iter().all(|m| m.cells.is_none()),
        "operations move many digits"
    );
    assert!(Capabilities::of(&game).instant_distance);
    assert_eq!(game.step(&start, "1"), Ok(start.apply(Op::Rotate)));
    let illegal = game.step(&start, "3").unwrap_err();
    assert_eq!(
        illegal.to_string(),
        "move `3` is not legal here; the legal moves are 1, 2"
    );
    assert_eq!(game.distance(&start, &game.default_goal()), Ok(4));
    assert_eq!(game.distance_counts(&start).iter().sum::<u64>(), 362_880);
}

#[test]
fn scrambles_are_fixed_by_the_seed_and_vary_with_it() {
    let game = NineGame::new();
    let goal = NineBoard::GOAL;
    assert_eq!(game.scramble(&goal, 5, None), game.scramble(&goal, 5, None));
    let distinct: std::collections::HashSet<_> = (0..20)
        .map(|seed| game.scramble(&goal, seed, None))
        .collect();
    assert!(distinct.len() > 15, "{distinct:?}");
}

#[test]
fn boards_from_javascript_are_checked() {
    let cells = vec![2, 3, 0, 1, 8, 7, 5, 4, 6];
    let board = NineBoard::try_from(cells.clone()).unwrap();
    assert_eq!(Vec::from(board), cells);
    for (cells, message) in [
        (vec![0, 1, 2], "a board has 9 cells, found 3"),
        (
            vec![0, 1, 2, 3, 4, 5, 6, 7, 9],
            "9 is not a digit of this board (0 to 8)",
        ),
        (vec![0, 1, 2, 3, 4, 5, 6, 7, 7], "7 appears more than once"),
    ] {
        assert_eq!(NineBoard::try_from(cells).unwrap_err().to_string(), message);
    }
}

/// (input, error message); nothing is printed for a malformed board.
const BAD: &[(&str, &str)] = &[
    (
        "2 3 0\n1 9 7\n5 4 6\n",
        "line 2, column 3: expected a digit 0-8, found `9`",
    ),
    (
        "2 3 0\n1 8 7\n5 4 2\n",
        "line 3, column 5: `2` appears more than once",
    ),
    (
        "2 3 0\n1 8 7\n5 4\n",
        "line 4, column 1: expected 9 tokens, found only 8",
    ),
    (
        "2 3 0\n1 8 7\n5 4",
        "line 3, column 4: expected 9 tokens, found only 8",
    ),
    ("", "line 1, column 1: expected 9 tokens, found only 0"),
    (
        "2 3 0\n1 8 7\n5 4 6\n0\n",
        "line 4, column 1: expected 9 tokens, found more, starting at `0`",
    ),
    (
        "2 3 0\n1 8 7\n5 4 6 x y\n",
        "line 3, column 7: expected 9 tokens, found more, starting at `x`",
    ),
    (
        "230\n1 8 7\n5 4 6\n",
        "line 1, column 1: expected a digit 0-8, found `230`",
    ),
    (
        "2 3 0\n1 8 -7\n5 4 6\n",
        "line 2, column 5: expected a digit 0-8, found `-7`",
    ),
    (
        "2 3 0\n1 8 07\n5 4 6\n",
        "line 2, column 5: expected a digit 0-8, found `07`",
    ),
    (
        "2 3 0\n1 8 x\n5 4 6\n",
        "line 2, column 5: expected a digit 0-8, found `x`",
    ),
    (
        "é 3 0\n1 8 7\n5 4 \u{0663}\n",
        "line 1, column 1: expected a digit 0-8, found `é`",
    ),
    (
        "2 3 0\n1 8 7\n5 4 \u{0663}\n",
        "line 3, column 5: expected a digit 0-8, found `\u{0663}`",
    ),
];

#[test]
fn judge_rejects_bad_input_with_its_place() {
    for (input, message) in BAD {
        let (out, error) = judge(Format::Nine, input);
        assert_eq!(out, "", "{input:?}");
        assert_eq!(error.as_deref(), Some(*message), "{input:?}");
    }
}

#[test]
fn game_parse_reports_the_same_errors() {
    let game = NineGame::new();
    for (input, message) in BAD {
        let error = game.parse(input).unwrap_err();
        assert_eq!(error.to_string(), *message, "{input:?}");
    }
}

#[test]
fn nothing_panics_on_arbitrary_input() {
    let alphabet = [
        "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "x", " ", "\n", "é",
    ];
    let mut rng = Rng::new(11);
    for _ in 0..2000 {
        let length = rng.below(24);
        let input: String = (0..length)
            .map(|_| alphabet[rng.below(alphabet.len())])
            .collect();
        let (out, error) = judge(Format::Nine, &input);
        assert!(
            error.is_some() || out.starts_with(char::is_numeric),
            "{input:?}"
        );
    }
}

#[test]
fn the_game_reports_the_judge_output_with_every_board() {
    let game = NineGame::new();
    let start = board([2, 3, 0, 1, 8, 7, 5, 4, 6]);
    assert_eq!(
        game.judge_output(&start, &NineBoard::GOAL).as_deref(),
        Some(SAMPLE_OUTPUT)
    );
    assert_eq!(
        game.judge_output(&start, &start),
        None,
        "the judge's goal is fixed"
    );
}
