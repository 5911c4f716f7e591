//! Native benchmarks (`cargo bench`): building tables, answering from them, and whole judge
//! runs, for every puzzle, and sliding boards of any size by class (a table, pattern
//! databases, the first solution of the anytime search). The Fifteen's strong databases
//! are built once before their benchmark (docs/performance.md says how long that takes).
//! The sliding boards are drawn as the page draws them (`scramble` by seed), so that
//! benches/wasm-timing.mjs times the same boards in chromium.

use std::hint::black_box;
use std::ops::ControlFlow;

use criterion::{criterion_group, criterion_main, Criterion};
use puzzle_core::game::{
    DaoGame, FifteenGame, Game, SdaoGame, Shape, SlideGame, Solo, Strength, Versus,
};
use puzzle_core::judge::{Format, Solvers};
use puzzle_core::puzzles::dao::{random_position, Tablebase, START};
use puzzle_core::puzzles::nine::{NineBoard, NineSolver};
use puzzle_core::puzzles::sliding::eight::{Board3, EightSolver};
use puzzle_core::puzzles::sliding::fifteen::{Board4, FifteenSolver};
use puzzle_core::random::Rng;

fn eight(c: &mut Criterion) {
    let goal = Board3::goal();
    let mut rng = Rng::new(1);
    let boards: Vec<Board3> = (0..1000)
        .map(|_| Board3::random_reaching(&goal, &mut rng))
        .collect();

    c.bench_function("eight/first table and solve", |b| {
        b.iter(|| EightSolver::new().solve(black_box(&boards[0]), &goal));
    });

    let solver = EightSolver::new();
    solver.solve(&boards[0], &goal).unwrap();
    c.bench_function("eight/1000 solves from a built table", |b| {
        b.iter(|| {
            for board in &boards {
                black_box(solver.solve(board, &goal).unwrap());
            }
        });
    });

    // the sample board 55,555 times on one line of 1 MB: reading it must stay linear
    let line = "2 3 4 1 5 x 7 6 8 ".repeat(55_555);
    let solvers = Solvers::default();
    c.bench_function("eight/judge run of one 1 MB line (55,555 boards)", |b| {
        b.iter(|| {
            let mut out = Vec::with_capacity(1 << 20);
            Format::Eight
                .run_with(black_box(&line), &solvers, &mut out)
                .unwrap();
            out
        });
    });

    let input = Format::Eight2.random_input(200, 7).unwrap();
    c.bench_function("eight2/judge run of 200 random cases", |b| {
        b.iter(|| {
            let mut out = Vec::with_capacity(8 << 10);
            Format::Eight2.run(black_box(&input), &mut out).unwrap();
            out
        });
    });
}

fn nine(c: &mut Criterion) {
    let hardest = NineBoard::from_cells([2, 7, 0, 3, 4, 5, 8, 1, 6]).unwrap();
    c.bench_function("nine/table and the 32-operation board", |b| {
        b.iter(|| NineSolver::new().solve(black_box(&hardest), &NineBoard::GOAL));
    });
}

fn sdao(c: &mut Criterion) {
    let game = SdaoGame::new();
    let start = game.parse("bbb*\n**b*\n*ww*\n*w*w").unwrap();
    let goal = game.parse("w*w*\n*w*w\nb*b*\n*b*b").unwrap();
    c.bench_function("sdao/a 13-move instance", |b| {
        b.iter(|| {
            game.solution(black_box(&start), &goal)
                .map(|s| s.moves)
                .unwrap()
        });
    });
    let input = std::fs::read_to_string("tests/data/sdao-deep.txt").unwrap();
    c.bench_function("sdao/judge run of 6 deep cases", |b| {
        b.iter(|| {
            let mut out = Vec::new();
            Format::Sdao.run(black_box(&input), &mut out).unwrap();
            out
        });
    });
}

fn fifteen(c: &mut Criterion) {
    let goal = Board4::goal();
    let mut group = c.benchmark_group("fifteen");
    group.sample_size(10);
    group.bench_function("default databases, build", |b| {
        b.iter(|| {
            FifteenSolver::new()
                .build_databases(black_box(&goal), |_| ())
                .size()
        });
    });
    let mut rng = Rng::new(5);
    let boards: Vec<Board4> = (0..10)
        .map(|_| Board4::random_reaching(&goal, &mut rng))
        .collect();
    let game = FifteenGame::new();
    game.solver().build_databases(&goal, |_| ());
    let strong = FifteenGame::new();
    strong.solver().build_strong(|_| ());
    for (name, game) in [("default", &game), ("strong", &strong)] {
        group.bench_function(format!("10 random positions, {name} databases"), |b| {
            b.iter(|| {
                for board in &boards {
                    black_box(game.solution(board, &goal).map(|s| s.moves).unwrap());
                }
            });
        });
    }
    group.finish();
}

fn dao(c: &mut Criterion) {
    let mut group = c.benchmark_group("dao");
    group.sample_size(10);
    group.bench_function("tablebase build", |b| b.iter(|| Tablebase::build(|_| ())));
    let bytes = Tablebase::build(|_| ()).to_bytes();
    group.bench_function("tablebase from its bytes (digest checked)", |b| {
        b.iter(|| Tablebase::from_bytes(black_box(&bytes)).unwrap());
    });
    group.finish();

    let game = DaoGame::new();
    game.load_table(&game.tables(&START)[0].key, bytes.clone())
        .unwrap();
    let mut rng = Rng::new(6);
    let mut positions = vec![START, game.parse("b***\n*bbb\n**w*\n*www\nw").unwrap()];
    positions.extend((0..6).map(|_| random_position(&mut rng)));
    c.bench_function(
        "dao/per-move answer: value, moveValues, computerMove on 8 positions",
        |b| {
            b.iter(|| {
                for position in &positions {
                    black_box(game.value(position).unwrap());
                    black_box(game.move_values(position).unwrap());
                    black_box(game.computer_move(position, Strength::Perfect, 1).unwrap());
                }
            });
        },
    );
}

/// `count` boards of a sliding `game` toward its default goal, drawn by seeds 1 to `count`.
fn scrambles(game: &SlideGame, count: u64) -> Vec<Vec<u8>> {
    let goal = game.default_goal();
    (1..=count)
        .map(|seed| game.scramble(&goal, seed, None))
        .collect()
}

fn slide(c: &mut Criterion) {
    let mut group = c.benchmark_group("slide");
    group.sample_size(10);
    let shape = |columns, rows| Shape::new(columns, rows).expect("a size");
    // at most 10 cells: the table of every board, then lookups
    let game = SlideGame::new(shape(5, 2));
    let boards = scrambles(&game, 100);
    let goal = game.default_goal();
    group.bench_function("5x2: table and 100 random boards", |b| {
        b.iter(|| {
            let game = SlideGame::new(shape(5, 2));
            for board in &boards {
                black_box(game.solution(board, &goal).map(|s| s.moves).unwrap());
            }
        });
    });
    // 11 to 16 cells: pattern databases for the goal, then optimal searches
    group.bench_function("3x5: databases and the first random board", |b| {
        let game = SlideGame::new(shape(3, 5));
        let board = &scrambles(&game, 1)[0];
        b.iter(|| {
            let game = SlideGame::new(shape(3, 5));
            black_box(game.solution(board, &game.default_goal()).unwrap())
        });
    });
    for (columns, rows) in [(4, 3), (3, 5), (5, 3), (2, 8), (8, 2)] {
        let game = SlideGame::new(shape(columns, rows));
        let boards = scrambles(&game, 20);
        let goal = game.default_goal();
        game.solution(&boards[0], &goal).unwrap();
        group.bench_function(
            format!("{columns}x{rows}: 20 random boards, databases built"),
            |b| {
                b.iter(|| {
                    for board in &boards {
                        black_box(game.solution(board, &goal).map(|s| s.moves).unwrap());
                    }
                });
            },
        );
    }
    // 17 to 36 cells: the optional pattern databases that raise the bound, built
    group.bench_function("9x2: pattern databases built", |b| {
        b.iter(|| {
            let game = SlideGame::new(shape(9, 2));
            let key = game.tables(&game.default_goal())[0].key.clone();
            black_box(game.build_table(&key, &mut |_| ()).unwrap())
        });
    });
    // larger boards: the anytime search's first solution
    for side in [5, 7, 10] {
        let game = SlideGame::new(shape(side, side));
        let boards = scrambles(&game, 5);
        let goal = game.default_goal();
        group.bench_function(
            format!("{side}x{side}: first solution of 5 random boards"),
            |b| {
                b.iter(|| {
                    for board in &boards {
                        let first = game.solve(board, &goal, &mut |_| ControlFlow::Break(()));
                        black_box(first.unwrap());
                    }
                });
            },
        );
    }
    group.finish();
}

criterion_group!(benches, eight, nine, sdao, fifteen, dao, slide);
criterion_main!(benches);
