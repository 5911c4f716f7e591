//! S-Dao: the contest sample byte for byte, the solver against an independent search, the
//! impossible instances, and every kind of malformed input.

mod common;
mod stones;

use common::{assert_refusals, judge};
use puzzle_core::game::{Capabilities, Game, Level, SdaoGame, Solo};
use puzzle_core::judge::Format;
use puzzle_core::puzzles::sdao::{Colour, Position, PositionText, SdaoSolver};
use puzzle_core::random::Rng;
use stones::{
    plain, position, random_position, reference_moves, reference_names, replay, step_name,
};

fn white(rows: &str) -> Position {
    position(rows, Colour::White)
}

/// The lexicographically smallest shortest move sequence to the board of `goal`, with
/// either colour to move, by the reference search.
fn reference_path(start: &Position, goal: &Position) -> Option<Vec<String>> {
    let target = plain(goal).0;
    let path =
        common::reference_path(plain(start), |(cells, _)| *cells == target, reference_moves)?;
    Some(path.into_iter().map(step_name).collect())
}

/// A position `steps` random moves after `start` (fewer if none is left).
fn random_walk(start: &Position, steps: usize, rng: &mut Rng) -> Position {
    let mut position = *start;
    for _ in 0..steps {
        let moves: Vec<_> = position.moves().collect();
        if moves.is_empty() {
            break;
        }
        position = moves[rng.below(moves.len())].1;
    }
    position
}

const SAMPLE: &str = "\
2
w**b
*wb*
*bw*
b**w
w**b
*wb*
*bw*
bw**
w**b
*b**
**b*
bwww
w**b
*bb*
****
bwww
";

#[test]
fn sample_is_byte_exact() {
    assert_eq!(judge(Format::Sdao, SAMPLE), ("1\n3\n".to_owned(), None));
}

#[test]
fn sample_solutions_name_their_moves() {
    let game = SdaoGame::new();
    let first = game
        .solution(&white("w**b/*wb*/*bw*/b**w"), &white("w**b/*wb*/*bw*/bw**"))
        .map(|s| s.moves);
    assert_eq!(first.unwrap(), ["d4-b4"]);
    let second = game
        .solution(&white("w**b/*b**/**b*/bwww"), &white("w**b/*bb*/****/bwww"))
        .map(|s| s.moves);
    // white a1 to c1 stops black c3 at c2, then goes back
    assert_eq!(second.unwrap(), ["a1-c1", "c3-c2", "c1-a1"]);
}

#[test]
fn moves_are_listed_in_canonical_order() {
    let game = SdaoGame::new();
    let start = white("w**b/*wb*/*bw*/b**w");
    let names: Vec<String> = game.moves(&start).into_iter().map(|m| m.name).collect();
    assert_eq!(
        names,
        [
            "a1-c1", "a1-a3", "b2-b1", "b2-c1", "b2-a3", "b2-a2", "c3-d2", "c3-d3", "c3-c4",
            "c3-b4", "d4-d2", "d4-b4"
        ]
    );
    assert_eq!(names, reference_names(&plain(&start)));
}

#[test]
fn legal_moves_carry_one_stone_from_its_cell_to_where_it_stops() {
    let game = SdaoGame::new();
    let mut rng = Rng::new(17);
    for _ in 0..50 {
        let start = random_position(&mut rng, Colour::White);
        let start = random_walk(&start, rng.below(3), &mut rng);
        let cells: Vec<Option<(u8, u8)>> = game.moves(&start).iter().map(|m| m.cells).collect();
        let expected: Vec<Option<(u8, u8)>> = reference_moves(&plain(&start))
            .into_iter()
            .map(|((from, to), _)| Some((from as u8, to as u8)))
            .collect();
        assert_eq!(cells, expected, "{start:?}");
    }
    assert!(Capabilities::of(&game).instant_distance);
    assert!(game.tables(&game.default_goal()).is_empty());
    let coordinates = Capabilities::of(&game).coordinates.unwrap();
    assert_eq!(coordinates.columns, ["a", "b", "c", "d"]);
    assert_eq!(coordinates.rows, ["1", "2", "3", "4"]);
    assert_eq!(coordinates.cells.len(), 16);
    assert_eq!(
        (&coordinates.cells[1][..], &coordinates.cells[14][..]),
        ("b1", "c4")
    );
}

#[test]
fn equal_boards_need_no_move_whoever_is_to_move() {
    let solver = SdaoSolver::new();
    let board = white("w**b/*wb*/*bw*/b**w");
    assert_eq!(solver.solve(&board, &board), Ok(vec![]));
    let black = board.with_turn(Colour::Black);
    assert_eq!(solver.distance(&board, &black), Ok(0));
    assert_eq!(solver.distance(&black, &board), Ok(0));
}

#[test]
fn random_walks_match_the_reference_search() {
    let game = SdaoGame::new();
    let mut rng = Rng::new(2024);
    for case in 0..40 {
        let start = random_position(&mut rng, Colour::White);
        // near goals, and every twentieth one anywhere
        let goal = match case % 20 {
            0 => random_position(&mut rng, Colour::White),
            _ => random_walk(&start, 1 + case % 6, &mut rng),
        };
        let moves = game.solution(&start, &goal).map(|s| s.moves).unwrap();
        let end = replay(&start, &moves).expect("every move is legal, colours alternate");
        assert_eq!(end.0, plain(&goal).0, "{start:?} to {goal:?}: {moves:?}");
        let expected = reference_path(&start, &goal).unwrap();
        assert_eq!(moves, expected, "{start:?} to {goal:?}");
        assert_eq!(game.distance(&start, &goal), Ok(expected.len() as u32));
        let solution = game.solution(&start, &goal).unwrap();
        let last = solution.boards.last().unwrap();
        assert!(last.same_board(&goal));
    }
}

#[test]
fn black_to_move_starts_match_the_reference_search() {
    let solver = SdaoSolver::new();
    let mut rng = Rng::new(5);
    for steps in 1..6 {
        let start = random_position(&mut rng, Colour::Black);
        let goal = random_walk(&start, steps, &mut rng);
        let moves: Vec<String> = solver
            .solve(&start, &goal)
            .unwrap()
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(Some(moves), reference_path(&start, &goal), "{start:?}");
    }
}

#[test]
fn the_deepest_cases_need_13_moves() {
    let input = std::fs::read_to_string("tests/data/sdao-deep.txt").unwrap();
    assert_eq!(judge(Format::Sdao, &input), ("13\n".repeat(6), None));
    let (start, goal) = (white("bbww/bbww/****/****"), white("wwbb/*w*b/**w*/***b"));
    let moves = SdaoGame::new()
        .solution(&start, &goal)
        .map(|s| s.moves)
        .unwrap();
    assert_eq!(moves.len(), 13);
    let end = replay(&start, &moves).expect("every move is legal, colours alternate");
    assert_eq!(end.0, plain(&goal).0);
}

/// The four boards where white, to move, has no move at all.
const STUCK: [&str; 4] = [
    "wwww/bbbb/****/****",
    "****/****/bbbb/wwww",
    "wb**/wb**/wb**/wb**",
    "**bw/**bw/**bw/**bw",
];

#[test]
fn only_stuck_starts_are_impossible() {
    let game = SdaoGame::new();
    let goal = white("w**b/*wb*/*bw*/b**w");
    for rows in STUCK {
        let start = white(rows);
        assert_eq!(
            reference_path(&start, &goal),
            None,
            "the search ends at once"
        );
        let error = game.solution(&start, &goal).map(|s| s.moves).unwrap_err();
        assert_eq!(game.why_unsolvable(&start, &goal), Some(error.clone()));
        assert_eq!(game.why_unsolvable(&start, &start), None);
        assert_eq!(
            error.to_string(),
            "the final position cannot be reached from this one: white has no legal move"
        );
        assert!(game.distance(&start, &goal).is_err());
        assert_eq!(game.distance(&start, &start), Ok(0));
    }
    // Black to move on those boards can move, and gets anywhere.
    let start = position(STUCK[0], Colour::Black);
    assert_eq!(game.distance(&start, &goal), Ok(9));
    let mut input = format!("{}\n", STUCK.len());
    for rows in STUCK {
        input += &format!(
            "{}\n{}\n",
            rows.replace('/', "\n"),
            "w**b\n*wb*\n*bw*\nb**w"
        );
    }
    assert_eq!(judge(Format::Sdao, &input), ("-1\n".repeat(4), None));
}

#[test]
fn levels_and_the_hardest_positions_come_from_the_table() {
    let game = SdaoGame::new();
    let goal = game.default_goal();
    for seed in 0..4 {
        let (board, same) = game.hardest(&goal, seed);
        assert_eq!((game.distance(&board, &goal), same), (Ok(12), goal));
        assert_eq!(board.turn(), Colour::White);
        for (level, expected) in [(Level::Easy, 4), (Level::Medium, 7), (Level::Hard, 10)] {
            let start = game.scramble(&goal, seed, Some(level));
            assert_eq!(start.turn(), Colour::White);
            assert_eq!(game.distance(&start, &goal), Ok(expected), "{level:?}");
        }
    }
}

#[test]
fn every_board_can_be_reached_from_the_default_goal_but_a_few() {
    let game = SdaoGame::new();
    let counts = game.distance_counts(&game.default_goal());
    // all 1,801,800 positions but the 8 where the colour to move is stuck
    assert_eq!(counts.iter().sum::<u64>(), 1_801_792);
    assert_eq!(counts.len(), 13, "the farthest need 12 moves");
    assert_eq!(counts[..3], [2, 24, 264]);
}

#[test]
fn scrambles_reach_the_goal_and_follow_the_seed() {
    let game = SdaoGame::new();
    let goal = game.default_goal();
    let first = game.scramble(&goal, 3, None);
    assert_eq!(first, game.scramble(&goal, 3, None));
    for seed in 0..5 {
        let start = game.scramble(&goal, seed, None);
        assert_eq!(start.turn(), Colour::White);
        assert!(game.distance(&start, &goal).is_ok(), "{start:?}");
        assert_eq!(game.why_unsolvable(&start, &goal), None);
        // and by the reference rules, independently of the solver: white can move
        assert!(!reference_moves(&plain(&start)).is_empty(), "{start:?}");
    }
    assert_ne!(first, game.scramble(&goal, 4, None));
}

#[test]
fn game_parses_formats_and_steps() {
    let game = SdaoGame::new();
    let start = game.parse("w**b\n*wb*\n\n*bw*\nb**w\n").unwrap();
    assert_eq!(start, white("w**b/*wb*/*bw*/b**w"));
    assert_eq!(game.format(&start), "w**b\n*wb*\n*bw*\nb**w");
    assert_eq!(game.parse(&game.format(&start)), Ok(start));
    assert_eq!(game.parse("w * * b\n*wb*\n*bw*\nb**w"), Ok(start));
    assert_eq!(game.parse("W**B\n*WB*\n*bw*\nB**W"), Ok(start));
    let next = game.step(&start, "d4-b4").unwrap();
    assert_eq!(next, position("w**b/*wb*/*bw*/bw**", Colour::Black));
    let illegal = game.step(&next, "b4-c4").unwrap_err();
    assert_eq!(
        illegal.to_string(),
        "move `b4-c4` is not legal here; the legal moves are d1-d4, d1-b1, c2-c1, c2-d2, \
         c2-d3, c2-b1, b3-c4, b3-a3, b3-a2, a4-a2"
    );
}

#[test]
fn the_goal_is_the_board_whoever_is_to_move() {
    let game = SdaoGame::new();
    let goal = game.default_goal();
    assert!(game.is_goal(&goal.with_turn(Colour::Black), &goal));
    let start = white("w**b/*wb*/*bw*/bw**");
    assert!(!game.is_goal(&start, &goal));
    assert_eq!(game.judge_output(&start, &goal).as_deref(), Some("1\n"));
    assert_eq!(
        game.judge_output(&start.with_turn(Colour::Black), &goal),
        None
    );
    let stuck = white(STUCK[0]);
    assert_eq!(game.judge_output(&stuck, &goal).as_deref(), Some("-1\n"));
}

#[test]
fn positions_from_javascript_are_checked() {
    let text = PositionText {
        cells: "w**b*wb**bw*b**w".to_owned(),
        turn: Colour::Black,
    };
    let position = Position::try_from(text.clone()).unwrap();
    assert_eq!(PositionText::from(position), text);
    for (cells, message) in [
        ("w**b*wb*", "a board has 16 cells, found 8"),
        (
            "w**b*wx**bw*b**w",
            "cell c2 holds `x`; a cell is w (white), b (black) or * (empty)",
        ),
        ("w**b*wb**bw*b***", "a board has 4 white stones, found 3"),
        ("w**bbwb**bw*b**w", "a board has 4 black stones, found 5"),
    ] {
        let text = PositionText {
            cells: cells.to_owned(),
            turn: Colour::White,
        };
        assert_eq!(
            Position::try_from(text).unwrap_err().to_string(),
            message,
            "{cells}"
        );
    }
}

/// (input, answers written before the fault, error message).
const BAD: &[(&str, &str, &str)] = &[
    ("", "", "line 1, column 1: the number of cases must be 0 to 6, found the end of the input"),
    ("7\n", "", "line 1, column 1: the number of cases must be 0 to 6, found `7`"),
    ("-1\n", "", "line 1, column 1: the number of cases must be 0 to 6, found `-1`"),
    (
        "1 2\n",
        "",
        "line 1, column 3: expected only the number of cases on the first line, found `2`",
    ),
    (
        "1\nw**b\n*wb*\n*bx*\nb**w\nw**b\n*wb*\n*bw*\nbw**\n",
        "",
        "case 1, line 4, column 3: expected `w`, `b` or `*`, found `x`",
    ),
    (
        "1\nw**b\n*wb*\n*bw\nb**w\nw**b\n*wb*\n*bw*\nbw**\n",
        "",
        "case 1, line 4, column 4: expected 4 cells in the row, found only 3",
    ),
    (
        "1\nw**b\n*wb*\n*bw**\nb**w\nw**b\n*wb*\n*bw*\nbw**\n",
        "",
        "case 1, line 4, column 5: expected 4 cells in the row, found more, starting at `*`",
    ),
    (
        "1\nw**b\n*wb*\n*ww*\nw**b\nw**b\n*wb*\n*bw*\nbw**\n",
        "",
        "case 1, line 5, column 1: expected `b` or `*` (the board already has 4 white \
         stones), found `w`",
    ),
    (
        "1\nw**b\n*wb*\n*bw*\nb**w\nw**b\n*wb*\n*b**\nbbw*\n",
        "",
        "case 1, line 9, column 2: expected `w` or `*` (the board already has 4 black \
         stones), found `b`",
    ),
    (
        "1\nw**b\n*wb*\n*bww\nb**w\nw**b\n*wb*\n*bw*\nbw**\n",
        "",
        "case 1, line 5, column 4: expected `*` (the board already has 4 white stones), \
         found `w`",
    ),
    (
        "1\nw**b\n*wb*\n*bw*\nb***\nw**b\n*wb*\n*bw*\nbw**\n",
        "",
        "case 1, line 5, column 4: expected `w` (1 cell left for the 1 white stone still \
         missing), found `*`",
    ),
    (
        "1\nw**b\n*w**\n****\n****\nw**b\n*wb*\n*bw*\nbw**\n",
        "",
        "case 1, line 4, column 4: expected `w` or `b` (5 cells left for the 2 white and 3 \
         black stones still missing), found `*`",
    ),
    (
        "2\nw**b\n*wb*\n*bw*\nb**w\nw**b\n*wb*\n*bw*\nbw**\nw**b\n*b**\n**b*\nbwww\nw**b\n",
        "1\n",
        "case 2, line 15, column 1: input ended after 1 of 2 cases",
    ),
    (
        "1\nw**b\n*wb*\n*bw*\nb**w\nw**b\n*wb*\n*bw*\nbw**\nw**b\n",
        "1\n",
        "line 10, column 1: unexpected `w**b` after the last case",
    ),
    (
        "2\nw**b\n*wb*\n*bw*\nb**w\nw**b\n*wb*\n*bw*\nbw**\nw**b\n*b**\n**b*\nbwww\nw**b\n*bb*\n*é**\nbwww\n",
        "1\n",
        "case 2, line 16, column 2: expected `w`, `b` or `*`, found `é`",
    ),
];

#[test]
fn judge_rejects_bad_input_with_its_place() {
    assert_refusals(Format::Sdao, BAD);
}

#[test]
fn judge_takes_no_cases_and_blank_lines() {
    assert_eq!(judge(Format::Sdao, "0\n"), (String::new(), None));
    let spaced = SAMPLE
        .replace("b**w\n", "b**w\n\n")
        .replace("\n*wb*", "\r\n *wb* ");
    assert_eq!(judge(Format::Sdao, &spaced), ("1\n3\n".to_owned(), None));
}

#[test]
fn game_parse_reports_errors_in_place() {
    let game = SdaoGame::new();
    for (input, message) in [
        (
            "w**b\n*wb*\n*bw*\n",
            "line 4, column 1: expected 4 rows of 4 cells, found the end of the input",
        ),
        // a short text's wrong cell is said before the rows it lacks
        (
            "zzz",
            "line 1, column 1: expected `w`, `b` or `*`, found `z`",
        ),
        (
            "w**b\n*wb",
            "line 2, column 4: expected 4 cells in the row, found only 3",
        ),
        (
            "w**b\n*wb*\n*bw*\nb**w\nw",
            "line 5, column 1: expected the end of the board after 4 rows, found `w`",
        ),
        (
            "w**b\n*wb*\n*bw*\nb*+w",
            "line 4, column 3: expected `w`, `b` or `*`, found `+`",
        ),
    ] {
        assert_eq!(
            game.parse(input).unwrap_err().to_string(),
            message,
            "{input:?}"
        );
    }
}

#[test]
fn nothing_panics_on_arbitrary_input() {
    let alphabet = ["w", "b", "*", "x", " ", "\n", "\n", "1", "2", "7", "é"];
    let mut rng = Rng::new(11);
    for _ in 0..2000 {
        let length = rng.below(40);
        let mut input: String = (0..length)
            .map(|_| alphabet[rng.below(alphabet.len())])
            .collect();
        if rng.below(2) == 0 {
            input.insert_str(0, "1\n");
        }
        let (out, _) = judge(Format::Sdao, &input);
        assert!(
            out.lines()
                .all(|line| line == "-1" || line.parse::<u8>().is_ok()),
            "{input:?}"
        );
    }
}
