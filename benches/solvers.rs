//! Native benchmarks: building the Eight's tables, answering from them, and whole judge
//! runs (`cargo bench`).

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion};
use puzzle_core::judge::Format;
use puzzle_core::puzzles::eight::{Board3, EightSolver};
use puzzle_core::random::Rng;

/// An Eight II input of `cases` random pairs (B reachable from A), fixed by `seed`.
fn eight2_input(cases: usize, seed: u64) -> String {
    let mut rng = Rng::new(seed);
    let mut input = format!("{cases}\n");
    for _ in 0..cases {
        let mut goal_cells = *Board3::goal().cells();
        rng.shuffle(&mut goal_cells);
        let goal = Board3::from_cells(goal_cells).unwrap();
        let start = Board3::random_reaching(&goal, &mut rng);
        input += &format!("{}\n{}\n", start.to_compact(), goal.to_compact());
    }
    input
}

fn eight(c: &mut Criterion) {
    let goal = Board3::goal();
    let mut rng = Rng::new(1);
    let boards: Vec<Board3> = (0..1000)
        .map(|_| Board3::random_reaching(&goal, &mut rng))
        .collect();

    c.bench_function("eight/first table and solve", |b| {
        b.iter(|| EightSolver::new().solve(black_box(&boards[0]), &goal))
    });

    let solver = EightSolver::new();
    solver.solve(&boards[0], &goal).unwrap();
    c.bench_function("eight/1000 solves from a built table", |b| {
        b.iter(|| {
            for board in &boards {
                black_box(solver.solve(board, &goal).unwrap());
            }
        })
    });

    let input = eight2_input(200, 7);
    c.bench_function("eight2/judge run of 200 random cases", |b| {
        b.iter(|| {
            let mut out = Vec::with_capacity(8 << 10);
            Format::Eight2.run(black_box(&input), &mut out).unwrap();
            out
        })
    });
}

criterion_group!(benches, eight);
criterion_main!(benches);
