//! Eight and Eight II: the contest samples byte for byte, properties of the solver against
//! an independent search, facts of the state space, and every kind of malformed input.

mod common;

use common::judge;
use puzzle_core::game::{EightGame, Level, Notation, Solo};
use puzzle_core::judge::Format;
use puzzle_core::puzzles::sliding::eight::{Board3, EightSolver};
use puzzle_core::puzzles::sliding::{move_string, Move};
use puzzle_core::random::Rng;

/// The lexicographically smallest shortest move string, by the reference search over
/// plain cell vectors with the moves written out independently of the crate.
fn reference_path(start: &Board3, goal: &Board3) -> Option<String> {
    let goal = goal.cells().to_vec();
    let path = common::reference_path(
        start.cells().to_vec(),
        |cells| *cells == goal,
        |cells| common::sliding_neighbours(cells, 3),
    )?;
    Some(path.into_iter().collect())
}

fn letters(moves: &[Move]) -> String {
    move_string(moves)
}

#[test]
fn eight_sample_gives_the_project_tie_break() {
    let (out, error) = judge(Format::Eight, "2  3  4  1  5  x  7  6  8\n");
    assert_eq!(error, None);
    assert_eq!(out, "dlurullddrurdllurdr\n");
}

#[test]
fn eight_contest_answer_is_also_optimal_but_larger() {
    let board = Board3::from_cells([2, 3, 4, 1, 5, 0, 7, 6, 8]).unwrap();
    let contest: Vec<Move> = "ullddrurdllurdruldr"
        .chars()
        .map(|c| Move::from_letter(c).unwrap())
        .collect();
    assert_eq!(board.apply_all(&contest), Ok(Board3::goal()));
    let ours = EightSolver::new().solve(&board, &Board3::goal()).unwrap();
    assert_eq!(ours.len(), contest.len());
    assert!(letters(&ours) < letters(&contest));
}

#[test]
fn eight2_sample_is_byte_exact() {
    let input = "2\n12X453786\n12345678X\n564178X23\n7568X4123\n";
    let (out, error) = judge(Format::Eight2, input);
    assert_eq!(error, None);
    assert_eq!(out, "Case 1: 2\ndd\nCase 2: 8\nurrulldr\n");
}

#[test]
fn eight2_prints_an_empty_move_line_for_equal_boards() {
    let (out, error) = judge(Format::Eight2, "1\n12345678X\n12345678X\n");
    assert_eq!(error, None);
    assert_eq!(out, "Case 1: 0\n\n");
}

#[test]
fn eight_reports_unsolvable_boards_and_goes_on() {
    let input = "1 2 3 4 5 6 8 7 x\n1 2 3 4 5 6 7 x 8\n";
    let (out, error) = judge(Format::Eight, input);
    assert_eq!(error, None);
    assert_eq!(out, "unsolvable\nr\n");
}

#[test]
fn eight_accepts_any_whitespace_and_capital_x() {
    let input = "2 3 4\n1 5 X\n\t7 6 8 1 2 3 4 5 6 7 8 x";
    let (out, error) = judge(Format::Eight, input);
    assert_eq!(error, None);
    assert_eq!(out, "dlurullddrurdllurdr\n\n");
}

#[test]
fn random_boards_match_the_reference_search() {
    let solver = EightSolver::new();
    let goal = Board3::goal();
    let mut rng = Rng::new(2024);
    for _ in 0..40 {
        let start = Board3::random_reaching(&goal, &mut rng);
        let moves = solver.solve(&start, &goal).unwrap();
        assert_eq!(start.apply_all(&moves), Ok(goal), "{start:?} {moves:?}");
        assert_eq!(
            Some(letters(&moves)),
            reference_path(&start, &goal),
            "{start:?}"
        );
        assert_eq!(solver.distance(&start, &goal), Ok(moves.len() as u8));
    }
}

#[test]
fn random_pairs_match_the_reference_search_for_every_goal_blank() {
    let solver = EightSolver::new();
    let mut rng = Rng::new(99);
    let mut blanks_seen = [false; 9];
    for _ in 0..45 {
        let goal = Board3::random_reaching(&Board3::goal(), &mut rng);
        let goal = if rng.below(2) == 0 {
            goal
        } else {
            // also cover the odd-parity half of the boards
            let mut cells = *goal.cells();
            let (a, b) = if goal.blank() < 2 { (2, 3) } else { (0, 1) };
            cells.swap(a, b);
            Board3::from_cells(cells).unwrap()
        };
        blanks_seen[goal.blank()] = true;
        let start = Board3::random_reaching(&goal, &mut rng);
        let moves = solver.solve(&start, &goal).unwrap();
        assert_eq!(start.apply_all(&moves), Ok(goal));
        assert_eq!(Some(letters(&moves)), reference_path(&start, &goal));
    }
    assert!(blanks_seen.iter().all(|&seen| seen), "{blanks_seen:?}");
}

#[test]
fn the_state_space_has_the_known_shape() {
    let counts = EightSolver::new().distance_counts(&Board3::goal()).to_vec();
    assert_eq!(counts.iter().sum::<u64>(), 181_440);
    assert_eq!(counts.len(), 32, "the farthest boards need 31 moves");
    assert_eq!(counts[..4], [1, 2, 4, 8]);
    assert_eq!(counts[31], 2);
}

#[test]
fn the_two_hardest_boards_need_31_moves() {
    let solver = EightSolver::new();
    for cells in [[8, 6, 7, 2, 5, 4, 3, 0, 1], [6, 4, 7, 8, 5, 0, 3, 2, 1]] {
        let board = Board3::from_cells(cells).unwrap();
        assert_eq!(solver.distance(&board, &Board3::goal()), Ok(31));
    }
}

#[test]
fn levels_and_the_hardest_boards_come_from_the_table() {
    let game = EightGame::new(Notation::Compact);
    let mut rng = Rng::new(21);
    let hardest = [[8, 6, 7, 2, 5, 4, 3, 0, 1], [6, 4, 7, 8, 5, 0, 3, 2, 1]]
        .map(|cells| Board3::from_cells(cells).unwrap());
    let mut drawn = Vec::new();
    for seed in 0..8 {
        let (board, goal) = game.hardest(&Board3::goal(), seed);
        assert_eq!(goal, Board3::goal());
        assert!(hardest.contains(&board), "{board:?}");
        drawn.push(board);
    }
    assert!(
        hardest.iter().all(|board| drawn.contains(board)),
        "both are drawn"
    );
    for _ in 0..6 {
        let goal = Board3::random_reaching(&Board3::goal(), &mut rng);
        let depth = game.distance_counts(&goal).len() as u32 - 1;
        let (board, same) = game.hardest(&goal, rng.next_u64());
        assert_eq!((game.distance(&board, &goal), same), (Ok(depth), goal));
        for (level, share) in [
            (Level::Easy, 0.3),
            (Level::Medium, 0.55),
            (Level::Hard, 0.8),
        ] {
            let board = game.scramble(&goal, rng.next_u64(), Some(level));
            let expected = (f64::from(depth) * share).round() as u32;
            assert_eq!(game.distance(&board, &goal), Ok(expected), "{level:?}");
        }
        // a walk never ends farther than its length
        let walked = goal.random_walk(7, &mut rng);
        assert!(game.distance(&walked, &goal).unwrap() <= 7);
    }
    assert_eq!(game.random_at(&Board3::goal(), 32, 1), None);
}

#[test]
fn unsolvable_pairs_say_why() {
    let start = Board3::from_cells([2, 1, 3, 4, 5, 6, 7, 8, 0]).unwrap();
    let error = EightSolver::new()
        .solve(&start, &Board3::goal())
        .unwrap_err();
    assert_eq!(
        error.to_string(),
        "the number of inversions (tile pairs out of order) is odd here \
         but even in the goal, and every move keeps its parity"
    );
}

/// (input, answers printed before the fault, error message)
const BAD_EIGHT: &[(&str, &str, &str)] = &[
    (
        "1 2 3 4 5 6 7 8 x\n1 2 3 4 5 6 7 y 8\n",
        "\n",
        "case 2, line 2, column 15: expected a tile 1-8 or x for the blank, found `y`",
    ),
    (
        "1 2 3 4 5 6 7 x 8\n1 2 3\n4 5 6 7\n",
        "r\n",
        "case 2, line 4, column 1: expected 9 tokens, found only 7",
    ),
    (
        "1 2 3 4 5 3 7 8 x",
        "",
        "case 1, line 1, column 11: `3` appears more than once",
    ),
    (
        "x 2 3 4 5 6 7 8 X",
        "",
        "case 1, line 1, column 17: `X` appears more than once",
    ),
    (
        "1 2 3 4 5 6 7 8 9",
        "",
        "case 1, line 1, column 17: expected a tile 1-8 or x for the blank, found `9`",
    ),
    (
        "1 2 3 4 5 6 7 8 01",
        "",
        "case 1, line 1, column 17: expected a tile 1-8 or x for the blank, found `01`",
    ),
];

#[test]
fn eight_rejects_bad_input_after_printing_the_good_cases() {
    for (input, printed, message) in BAD_EIGHT {
        let (out, error) = judge(Format::Eight, input);
        assert_eq!(out, *printed, "{input:?}");
        assert_eq!(error.as_deref(), Some(*message), "{input:?}");
    }
}

const BAD_EIGHT2: &[(&str, &str, &str)] = &[
    (
        "",
        "",
        "line 1, column 1: the number of cases must be 0 to 200, found the end of the input",
    ),
    (
        "201\n",
        "",
        "line 1, column 1: the number of cases must be 0 to 200, found `201`",
    ),
    (
        "two\n",
        "",
        "line 1, column 1: the number of cases must be 0 to 200, found `two`",
    ),
    (
        "1 2\n",
        "",
        "line 1, column 3: expected only the number of cases on the first line, found `2`",
    ),
    (
        "2\n12X453786\n12345678X\n564178X23\n",
        "Case 1: 2\ndd\n",
        "case 2, line 5, column 1: input ended after 1 of 2 cases",
    ),
    (
        "1\n12X45378\n12345678X\n",
        "",
        "case 1, line 2, column 9: expected 9 tokens, found only 8",
    ),
    (
        "1\n12X4537861\n12345678X\n",
        "",
        "case 1, line 2, column 10: expected 9 tokens, found more, starting at `1`",
    ),
    (
        "1\n12X453786\n12345678Y\n",
        "",
        "case 1, line 3, column 9: expected a tile 1-8 or x for the blank, found `Y`",
    ),
    // a whole board, then more on its line: the more is pointed at
    (
        "1\n1234567X8 extra\n12345678X\n",
        "",
        "case 1, line 2, column 11: expected the end of the board, found `extra`",
    ),
    (
        "1\n1234567Y8 extra\n12345678X\n",
        "",
        "case 1, line 2, column 8: expected a tile 1-8 or x for the blank, found `Y`",
    ),
    (
        "1\n12X453786\n21345678X\n",
        "",
        "case 1, line 3, column 1: state B cannot be reached from state A: the \
         number of inversions (tile pairs out of order) is even here but odd in the goal, \
         and every move keeps its parity",
    ),
    (
        "1\n12345678X\n12345678X\n12345678X\n",
        "Case 1: 0\n\n",
        "line 4, column 1: unexpected `12345678X` after the last case",
    ),
];

#[test]
fn eight2_rejects_bad_input_after_printing_the_good_cases() {
    for (input, printed, message) in BAD_EIGHT2 {
        let (out, error) = judge(Format::Eight2, input);
        assert_eq!(out, *printed, "{input:?}");
        assert_eq!(error.as_deref(), Some(*message), "{input:?}");
    }
}

#[test]
fn legal_moves_carry_the_tile_that_slides_into_the_blank() {
    use puzzle_core::game::{Capabilities, Direction, EightGame, Game, Line, Notation, Solo};
    let game = EightGame::new(Notation::Compact);
    let corner = Board3::from_cells([0, 1, 2, 3, 4, 5, 6, 7, 8]).unwrap();
    let moves = game.moves(&corner);
    let found: Vec<(&str, Option<(u8, u8)>)> =
        moves.iter().map(|m| (m.name.as_str(), m.cells)).collect();
    assert_eq!(found, [("d", Some((3, 0))), ("r", Some((1, 0)))]);
    let centre = Board3::from_cells([1, 2, 3, 4, 0, 5, 6, 7, 8]).unwrap();
    for legal in game.moves(&centre) {
        let (from, to) = legal.cells.unwrap();
        assert_eq!(usize::from(to), centre.blank(), "{}", legal.name);
        assert_eq!(legal.board.blank(), usize::from(from), "{}", legal.name);
        let tile = centre.cells()[usize::from(from)];
        assert_eq!(legal.board.cells()[usize::from(to)], tile, "{}", legal.name);
    }
    // each tile goes the way opposite to the blank's move
    let toward: Vec<(String, Option<Direction>)> = game
        .moves(&centre)
        .into_iter()
        .map(|m| (m.name, m.toward))
        .collect();
    let expected = [
        ("d", Direction::Up),
        ("l", Direction::Right),
        ("r", Direction::Left),
        ("u", Direction::Down),
    ];
    let expected: Vec<(String, Option<Direction>)> = expected
        .into_iter()
        .map(|(name, way)| (name.to_owned(), Some(way)))
        .collect();
    assert_eq!(toward, expected);
    let capabilities = Capabilities::of(&game);
    assert!(capabilities.instant_distance && !capabilities.two_player);
    assert_eq!(
        (capabilities.shape.columns(), capabilities.shape.rows()),
        (3, 3)
    );
    assert!(game.tables(&game.default_goal()).is_empty());
    // a click on the blank's row or column slides the line between, nearest tile first
    let line = |cell: u8, moves: &[&str]| Line {
        cell,
        moves: moves.iter().map(ToString::to_string).collect(),
    };
    assert_eq!(
        game.lines(&corner),
        [
            line(1, &["r"]),
            line(2, &["r", "r"]),
            line(3, &["d"]),
            line(6, &["d", "d"])
        ]
    );
    assert_eq!(
        game.lines(&centre),
        [
            line(1, &["u"]),
            line(3, &["l"]),
            line(5, &["r"]),
            line(7, &["d"])
        ]
    );
}

#[test]
fn the_game_reports_the_judge_output_of_one_case() {
    use puzzle_core::game::{EightGame, Game, Notation, Solo};
    let sample = Board3::from_cells([2, 3, 4, 1, 5, 0, 7, 6, 8]).unwrap();
    let eight = EightGame::new(Notation::Spaced);
    assert_eq!(
        eight.judge_output(&sample, &Board3::goal()).as_deref(),
        Some("dlurullddrurdllurdr\n")
    );
    assert_eq!(
        eight.judge_output(&sample, &sample),
        None,
        "Eight's goal is fixed"
    );
    let eight2 = EightGame::new(Notation::Compact);
    let goal = eight2.parse("7568X4123").unwrap();
    let start = eight2.parse("564178X23").unwrap();
    assert_eq!(
        eight2.judge_output(&start, &goal).as_deref(),
        Some("Case 1: 8\nurrulldr\n")
    );
}
