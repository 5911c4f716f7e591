//! The judge's output the games write from a solve's answer ([`Solo::judge`], which the
//! page's solves carry, and [`Solo::judge_output`] on top of it) is, byte for byte, what
//! the judge format's own run prints for the case (docs/formats.md), on a few hundred
//! random positions of every puzzle, solvable or not; and it is absent exactly where the
//! format cannot state the case.

use std::ops::ControlFlow;

use puzzle_core::game::{
    DaoGame, EightGame, FifteenGame, Game, NineGame, Notation, SdaoGame, SlideGame, Solo, Versus,
};
use puzzle_core::judge::{self, Format};
use puzzle_core::puzzles::dao;
use puzzle_core::puzzles::nine::NineBoard;
use puzzle_core::puzzles::sdao::{Colour, Position};
use puzzle_core::puzzles::sliding::eight::Board3;
use puzzle_core::puzzles::sliding::{Board, SlideSolver, Standing};
use puzzle_core::puzzles::Shape;
use puzzle_core::random::Rng;

/// What the judge's run of `format` prints for `input`, `None` when it refuses it.
fn run(format: Format, input: &str) -> Option<String> {
    judge::output(|out| format.run(input, out))
}

/// Checks `game` on every `(start, goal)` of `cases` against `expected(start, goal)`, the
/// judge run's output; returns how many cases the format stated.
fn judge_agrees<G: Solo>(
    game: &G,
    cases: impl IntoIterator<Item = (G::Board, G::Board)>,
    expected: impl Fn(&G::Board, &G::Board) -> Option<String>,
) -> usize {
    let mut stated = 0;
    for (start, goal) in cases {
        let solved = game.solve(&start, &goal, &mut |_| ControlFlow::Continue(()));
        let answer = solved.map(|solved| game.replay(&start, solved.moves));
        let written = game.judge(&start, &goal, answer.as_ref());
        assert_eq!(written, expected(&start, &goal), "{}", game.format(&start));
        assert_eq!(game.judge_output(&start, &goal), written);
        stated += usize::from(written.is_some());
    }
    stated
}

/// `count` random boards toward `goal(seed)`, and as many of the other parity where
/// `flip` makes one.
fn cases<G: Solo>(
    game: &G,
    count: u64,
    goal: impl Fn(u64) -> G::Board,
    flip: impl Fn(&G::Board) -> Option<G::Board>,
) -> Vec<(G::Board, G::Board)> {
    let mut cases = Vec::new();
    for seed in 0..count {
        let goal = goal(seed);
        let start = game.scramble(&goal, seed, None);
        if let Some(flipped) = flip(&start) {
            cases.push((flipped, goal.clone()));
        }
        cases.push((start, goal));
    }
    cases
}

/// The board of `cells` with two tiles swapped: of the other parity.
fn swapped(cells: &[u8]) -> Vec<u8> {
    let mut cells = cells.to_vec();
    let (a, b) = if cells[0] == 0 || cells[1] == 0 {
        (2, 3)
    } else {
        (0, 1)
    };
    cells.swap(a, b);
    cells
}

fn flip3(board: &Board3) -> Option<Board3> {
    Board3::from_cells(swapped(board.cells()).try_into().ok()?).ok()
}

#[test]
fn the_eights_judge_output_comes_from_the_solve() {
    let eight = EightGame::new(Notation::Spaced);
    let standard = eight.default_goal();
    let expected = |start: &Board3, goal: &Board3| {
        (*goal == standard)
            .then(|| run(Format::Eight, &start.to_spaced()))
            .flatten()
    };
    // the standard goal, which the format states, boards of both parities; any other
    let stated = judge_agrees(&eight, cases(&eight, 200, |_| standard, flip3), expected);
    assert_eq!(stated, 400);
    let other = |seed| eight.scramble(&standard, seed + 1000, None);
    assert_eq!(
        judge_agrees(&eight, cases(&eight, 30, other, flip3), expected),
        0
    );
    // the Eight II states any goal, of a board that reaches it
    let eight2 = EightGame::new(Notation::Compact);
    let expected = |start: &Board3, goal: &Board3| {
        let input = format!("1\n{}\n{}\n", start.to_compact(), goal.to_compact());
        run(Format::Eight2, &input)
    };
    let any = |seed| eight2.scramble(&standard, seed + 2000, None);
    assert_eq!(
        judge_agrees(&eight2, cases(&eight2, 200, any, flip3), expected),
        200
    );
}

#[test]
fn the_nines_judge_output_comes_from_the_solve() {
    let nine = NineGame::new();
    let expected = |start: &NineBoard, goal: &NineBoard| {
        (*goal == NineBoard::GOAL)
            .then(|| run(Format::Nine, &start.to_rows()))
            .flatten()
    };
    let no_flip = |_: &NineBoard| None;
    let stated = judge_agrees(
        &nine,
        cases(&nine, 300, |_| NineBoard::GOAL, no_flip),
        expected,
    );
    assert_eq!(stated, 300);
    let other = |seed| nine.scramble(&NineBoard::GOAL, seed + 1000, None);
    assert_eq!(
        judge_agrees(&nine, cases(&nine, 30, other, no_flip), expected),
        0
    );
}

#[test]
fn the_sdao_judge_output_comes_from_the_solve() {
    let sdao = SdaoGame::new();
    let expected = |start: &Position, goal: &Position| {
        let input = format!("1\n{}\n{}\n", start.to_rows(), goal.to_rows());
        (start.turn() == Colour::White)
            .then(|| run(Format::Sdao, &input))
            .flatten()
    };
    let rng = &mut Rng::new(46);
    // white to move at the start, as the format's cases are (and some cannot move); then
    // black, which it cannot state
    let pairs: Vec<(Position, Position)> = (0..300)
        .map(|_| (Position::random(rng), Position::random(rng)))
        .collect();
    let cornered = sdao.parse("bbbb\nw***\n*w**\n**ww").unwrap();
    let starts = pairs.iter().copied().chain([(cornered, pairs[0].1)]);
    assert_eq!(judge_agrees(&sdao, starts, expected), 301);
    let black = pairs
        .iter()
        .take(30)
        .map(|&(start, goal)| (start.with_turn(Colour::Black), goal));
    assert_eq!(judge_agrees(&sdao, black, expected), 0);
}

#[test]
fn the_small_boards_judge_output_comes_from_the_solve() {
    for size in ["2x2", "3x2", "2x5", "3x3"] {
        let shape: Shape = size.parse().unwrap();
        let slide = SlideGame::new(shape);
        let solver = SlideSolver::new(shape);
        let expected = |start: &Vec<u8>, goal: &Vec<u8>| {
            let input = format!("{}\n", slide.format(start));
            let goal = Board::from_cells(shape, goal.clone()).unwrap();
            judge::output(|out| {
                let mut limit = |_: usize, _: &Standing<'_>| ControlFlow::Continue(());
                judge::slide::run_with(&input, &solver, &goal, &mut limit, out, |_| ())
            })
        };
        let goal = slide.default_goal();
        let any = |seed| slide.scramble(&goal, seed + 1000, None);
        let flip = |board: &Vec<u8>| Some(swapped(board));
        let stated = judge_agrees(&slide, cases(&slide, 100, any, flip), expected);
        assert_eq!(stated, 200, "{size}");
    }
    // boards whose answer the command line's time limit decides, and the Fifteen, whose
    // format is the command line's own: no case stated
    let four = SlideGame::new(Shape::square(4));
    let goal = four.default_goal();
    assert_eq!(judge_agrees(&four, [(goal.clone(), goal)], |_, _| None), 0);
    let fifteen = FifteenGame::new();
    let goal = fifteen.default_goal();
    assert_eq!(judge_agrees(&fifteen, [(goal, goal)], |_, _| None), 0);
}

#[test]
fn dao_judge_output_is_the_value_the_judge_prints() {
    let game = DaoGame::new();
    let rng = &mut Rng::new(46);
    for _ in 0..300 {
        let position = dao::random_position(rng);
        let input = format!("1\n{}\n", dao::to_text(&position));
        assert_eq!(Some(game.judge_output(&position)), run(Format::Dao, &input));
    }
}
