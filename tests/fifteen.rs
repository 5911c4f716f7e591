//! Fifteen: optimal lengths on Korf's instances (both goals), optimality against a plain
//! breadth-first search for goals of every kind, the databases' byte form, the judge
//! format and the command line.

mod common;

use std::ops::ControlFlow;
use std::process::Command;
use std::sync::OnceLock;

use puzzle_core::game::{Capabilities, FifteenGame, Game, Level, Solo, TableError, TableKey};
use puzzle_core::judge::fifteen::run_with;
use puzzle_core::judge::Format;
use puzzle_core::puzzles::sliding::answers::SolveError;
use puzzle_core::puzzles::sliding::databases16::{DatabaseError, Databases, FORMAT_VERSION};
use puzzle_core::puzzles::sliding::fifteen::{Board4, FifteenSolver, HARDEST};
use puzzle_core::puzzles::sliding::Move;
use puzzle_core::random::Rng;
use puzzle_core::search::{SearchProgress as Progress, Threads};

/// One solver for the whole file, so each set of databases is built once.
fn solver() -> &'static FifteenSolver {
    static SOLVER: OnceLock<FifteenSolver> = OnceLock::new();
    SOLVER.get_or_init(FifteenSolver::new)
}

fn korf_goal() -> Board4 {
    Board4::from_cells(std::array::from_fn(|i| i as u8)).unwrap()
}

/// Korf's instances: (id, optimal length, board).
fn korf() -> Vec<(usize, usize, Board4)> {
    include_str!("data/korf100.txt")
        .lines()
        .filter(|line| !line.starts_with('#'))
        .map(|line| {
            let numbers: Vec<usize> = line
                .split_whitespace()
                .map(|n| n.parse().unwrap())
                .collect();
            let cells: [u8; 16] = std::array::from_fn(|i| numbers[3 + i] as u8);
            (numbers[0], numbers[1], Board4::from_cells(cells).unwrap())
        })
        .collect()
}

/// The 17 positions that need 80 moves to the playground's goal (Brüngger et al., 1999).
fn eighty() -> Vec<Board4> {
    include_str!("data/eighty.txt")
        .lines()
        .filter(|line| !line.starts_with('#'))
        .map(|line| Board4::parse_text(line).unwrap())
        .collect()
}

/// The board turned half a turn with tile t renamed 16 - t: Korf's goal becomes the
/// playground's, and every distance stays the same.
fn to_playground(board: &Board4) -> Board4 {
    let cells = board.cells();
    Board4::from_cells(std::array::from_fn(|i| match cells[15 - i] {
        0 => 0,
        t => 16 - t,
    }))
    .unwrap()
}

fn solve(start: &Board4, goal: &Board4) -> Vec<Move> {
    let solved = solver()
        .solve(start, goal, None, |_| ControlFlow::Continue(()))
        .unwrap();
    assert_eq!(start.apply_all(&solved.moves), Ok(*goal), "{start:?}");
    solved.moves
}

/// Instances whose search is short (a few hundred thousand boards at most), lengths 41-66.
const KORF_SAMPLE: [usize; 12] = [9, 12, 17, 19, 30, 42, 43, 47, 55, 79, 93, 97];

#[test]
fn korf_instances_get_their_published_lengths() {
    let instances = korf();
    assert_eq!(instances.len(), 100);
    for (id, length, board) in instances.iter().filter(|(id, ..)| KORF_SAMPLE.contains(id)) {
        assert_eq!(solve(board, &korf_goal()).len(), *length, "instance {id}");
    }
}

#[test]
fn the_interim_set_answers_with_the_published_lengths_without_the_default_one() {
    let fresh = FifteenSolver::new();
    let goal = korf_goal();
    for (id, length, board) in korf().iter().filter(|(id, ..)| KORF_SAMPLE.contains(id)) {
        let solved = fresh
            .solve_interim(board, &goal, None, |_| ControlFlow::Continue(()))
            .unwrap();
        assert_eq!(solved.moves.len(), *length, "instance {id}");
        assert_eq!(board.apply_all(&solved.moves), Ok(goal), "instance {id}");
    }
    assert!(!fresh.has_databases(&goal), "the default set is not built");
}

#[test]
fn korf_instances_turned_to_the_playground_goal_keep_their_lengths() {
    assert_eq!(to_playground(&korf_goal()), Board4::goal());
    for (id, length, board) in korf()
        .iter()
        .filter(|(id, ..)| KORF_SAMPLE[..6].contains(id))
    {
        let board = to_playground(board);
        assert_eq!(
            solve(&board, &Board4::goal()).len(),
            *length,
            "instance {id}"
        );
    }
}

/// A board `steps` random moves away from `goal`.
fn walk(goal: &Board4, steps: usize, rng: &mut Rng) -> Board4 {
    let mut board = *goal;
    for _ in 0..steps {
        let next: Vec<Board4> = board.successors().map(|(_, b)| b).collect();
        board = next[rng.below(next.len())];
    }
    board
}

fn reference_length(start: &Board4, goal: &Board4) -> usize {
    common::reference_path(*start, |b| b == goal, |b: &Board4| b.successors().collect())
        .unwrap()
        .len()
}

#[test]
fn short_solutions_are_optimal_for_goals_of_every_blank_cell() {
    let mut rng = Rng::new(15);
    for blank in [0, 1, 2, 4, 5, 6, 9, 10, 13, 15] {
        // random labels, the blank moved to `blank`
        let mut cells = *Board4::random_reaching(&Board4::goal(), &mut rng).cells();
        let at = cells.iter().position(|&c| c == 0).unwrap();
        cells.swap(at, blank);
        let goal = Board4::from_cells(cells).unwrap();
        for steps in [0, 3, 12, 14] {
            let start = walk(&goal, steps, &mut rng);
            let moves = solve(&start, &goal);
            assert_eq!(
                moves.len(),
                reference_length(&start, &goal),
                "{start:?} {goal:?}"
            );
        }
    }
}

#[test]
fn threads_give_the_solution_of_one_thread() {
    let one: Vec<Vec<Move>> = korf()
        .iter()
        .map(|(id, length, board)| {
            let moves = solve(board, &korf_goal());
            assert_eq!(moves.len(), *length, "instance {id}");
            moves
        })
        .collect();
    for threads in [2, 3] {
        let shared = FifteenSolver::new().with_threads(Threads::new(threads));
        for ((id, _, board), moves) in korf().iter().zip(&one) {
            let solved = shared
                .solve(board, &korf_goal(), None, |_| ControlFlow::Continue(()))
                .unwrap();
            assert_eq!(&solved.moves, moves, "instance {id}, {threads} threads");
        }
    }
    // a budget stops a shared search too (an 80-move board: tens of millions of boards)
    let [start, goal] =
        [HARDEST[0].0, HARDEST[0].1].map(|cells| Board4::from_cells(cells).unwrap());
    let shared = FifteenSolver::new().with_threads(Threads::new(2));
    let stopped = shared.solve(
        &start,
        &goal,
        Some(2_000_000),
        |_| ControlFlow::Continue(()),
    );
    assert!(
        matches!(stopped, Err(SolveError::Stopped(Progress { nodes, .. })) if nodes >= 2_000_000),
        "{stopped:?}"
    );
}

#[test]
fn unsolvable_boards_are_refused_at_once_with_the_reason() {
    let mut cells = *Board4::goal().cells();
    cells.swap(0, 1);
    let start = Board4::from_cells(cells).unwrap();
    let fresh = FifteenSolver::new();
    let error = fresh
        .solve(&start, &Board4::goal(), None, |_| ControlFlow::Continue(()))
        .unwrap_err();
    let SolveError::Unsolvable(unsolvable) = error else {
        panic!("{error:?}");
    };
    assert_eq!(
        unsolvable.to_string(),
        "the inversions plus the blank's row is even here but odd in the goal, \
         and every move keeps its parity"
    );
    assert!(
        !fresh.has_databases(&Board4::goal()),
        "no database was built"
    );
}

#[test]
fn budgets_and_callbacks_stop_the_search() {
    let (_, _, board) = korf()[59]; // instance 60: 66 moves, millions of boards
    let stopped = solver().solve(&board, &korf_goal(), Some(1000), |_| {
        ControlFlow::Continue(())
    });
    let Err(SolveError::Stopped(Progress { nodes, .. })) = stopped else {
        panic!("{stopped:?}");
    };
    // the budget is checked once a board's children are generated, so it may run over
    // by the last board's few children
    assert!((1000..1004).contains(&nodes), "{nodes}");
    let mut bounds = Vec::new();
    let stopped = solver().solve(&board, &korf_goal(), None, |p| {
        bounds.push(p.bound);
        if bounds.len() < 3 {
            ControlFlow::Continue(())
        } else {
            ControlFlow::Break(())
        }
    });
    assert!(
        matches!(stopped, Err(SolveError::Stopped(_))),
        "{stopped:?}"
    );
    assert!(bounds.windows(2).all(|w| w[0] <= w[1]), "{bounds:?}");
}

#[test]
fn databases_survive_their_byte_form() {
    let (_, length, board) = korf()[8]; // instance 9
    let mut progress = Vec::new();
    let bytes = solver()
        .build_databases(&korf_goal(), |fraction| progress.push(fraction))
        .to_bytes();
    let fresh = FifteenSolver::new();
    fresh.load_databases(bytes.as_slice()).unwrap();
    assert!(fresh.has_databases(&korf_goal()));
    assert!(
        fresh.has_databases(&Board4::goal()),
        "the half turn serves the playground"
    );
    let solved = fresh
        .solve(&board, &korf_goal(), None, |_| ControlFlow::Continue(()))
        .unwrap();
    assert_eq!(solved.moves.len(), length);
    // the tag and the set, then a bit per (combination of cells, region of the other
    // cells, order of the tiles): 27,748 (combination, region) blocks of 5,040 orders (79
    // words of 64 bits) for the seven-tile table, 16,412 blocks of 720 orders (12 words)
    // for the six-tile one and 124 blocks of 2 orders (a word) for the two-tile one
    assert_eq!(bytes.len(), 9 + 27_748 * 79 * 8 + 16_412 * 12 * 8 + 124 * 8);
    // the tag carries the version the cache key gives
    assert_eq!(&bytes[..8], b"P15PDB04");
    assert_eq!(&bytes[6..8], format!("{FORMAT_VERSION:02}").as_bytes());

    let mut damaged = bytes.clone();
    damaged[1_000_000] ^= 4;
    let error = Databases::from_bytes(damaged.as_slice())
        .unwrap_err()
        .to_string();
    assert_eq!(
        error,
        "not fifteen-puzzle pattern databases: not the tables this version builds"
    );
    let error = Databases::from_bytes(&bytes[..bytes.len() - 1])
        .unwrap_err()
        .to_string();
    assert_eq!(error, "not fifteen-puzzle pattern databases: wrong length");
    let error = Databases::from_bytes(b"P15").unwrap_err().to_string();
    assert_eq!(error, "not fifteen-puzzle pattern databases: too short");
    let mut unknown = bytes.clone();
    unknown[8] = 200;
    assert_eq!(
        Databases::from_bytes(unknown.as_slice()).unwrap_err(),
        DatabaseError::UnknownSet
    );
}

/// The byte form of the default databases of Korf's goal with every table byte replaced.
fn forged(byte: impl FnMut() -> u8) -> Vec<u8> {
    let mut bytes = solver().build_databases(&korf_goal(), |_| ()).to_bytes();
    bytes[9..].fill_with(byte);
    bytes
}

#[test]
fn forged_databases_are_refused() {
    // Tables of the right length and set that are not the built ones: all zero (a search
    // with them once returned `rruur` for a 47-move board), all 0xFF (it hung) and random
    // (false "unsolvable").
    let mut rng = Rng::new(13);
    let forgeries = [
        forged(|| 0),
        forged(|| 0xFF),
        forged(|| rng.below(256) as u8),
    ];
    let game = FifteenGame::new();
    for bytes in &forgeries {
        assert_eq!(
            Databases::from_bytes(bytes.as_slice()).unwrap_err(),
            DatabaseError::UnknownTables
        );
        assert_eq!(
            game.load_table(&default_key(), bytes.clone()),
            Err(TableError::Databases(DatabaseError::UnknownTables))
        );
        assert!(!game.solver().has_databases(&korf_goal()));
    }
    // the game then builds its own and solves
    let (_, length, board) = korf()[8];
    assert_eq!(
        game.solution(&board, &korf_goal())
            .map(|s| s.moves)
            .unwrap()
            .len(),
        length
    );
}

#[test]
fn strong_databases_solve_korfs_hundred_and_the_hardest_boards() {
    let bytes = FifteenSolver::new().build_strong(|_| ()).to_bytes();
    let offered = &FifteenGame::new().tables(&Board4::goal())[1];
    assert_eq!(
        bytes.len() as u64,
        offered.bytes,
        "the size offered is the size built"
    );
    // taking them back checks their digest against the one this version knows
    let strong = FifteenSolver::new();
    strong.load_databases(bytes.clone()).unwrap();
    assert!(strong.strong_serves(&korf_goal()) && strong.strong_serves(&Board4::goal()));
    let edge = Board4::from_cells([1, 0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]).unwrap();
    assert!(!strong.strong_serves(&edge));
    assert!(
        !strong.has_databases(&korf_goal()),
        "no default set was built"
    );
    let solve = |start: &Board4, goal: &Board4| {
        let solved = strong
            .solve(start, goal, None, |_| ControlFlow::Continue(()))
            .unwrap();
        assert_eq!(start.apply_all(&solved.moves), Ok(*goal), "{start:?}");
        solved
    };
    let mut nodes = 0;
    let mut korf_moves = Vec::new();
    for (id, length, board) in korf() {
        let solved = solve(&board, &korf_goal());
        assert_eq!(solved.moves.len(), length, "instance {id}");
        nodes += solved.nodes;
        korf_moves.push(solved.moves);
    }
    // a search generates a few tens of thousands of boards per instance (the default set:
    // over 43 million for the hundred)
    assert!(nodes < 5_000_000, "{nodes}");
    // the known 80-move boards, the most any board needs, on one thread and on two
    let hardest = HARDEST.map(|(start, goal)| {
        let (start, goal) = (
            Board4::from_cells(start).unwrap(),
            Board4::from_cells(goal).unwrap(),
        );
        let moves = solve(&start, &goal).moves;
        assert_eq!(moves.len(), 80);
        (start, goal, moves)
    });
    // the 17 positions that need 80 moves (tests/data/eighty.txt)
    for board in eighty() {
        assert_eq!(solve(&board, &Board4::goal()).moves.len(), 80, "{board:?}");
    }
    let strong = strong.with_threads(Threads::new(2));
    for ((id, _, board), moves) in korf().iter().zip(&korf_moves) {
        let solved = strong
            .solve(board, &korf_goal(), None, |_| ControlFlow::Continue(()))
            .unwrap();
        assert_eq!(&solved.moves, moves, "instance {id}, 2 threads");
    }
    for (start, goal, moves) in hardest {
        let solved = strong
            .solve(&start, &goal, None, |_| ControlFlow::Continue(()))
            .unwrap();
        assert_eq!(solved.moves, moves, "{start:?}");
    }
    // damaged, they are refused
    let mut damaged = bytes;
    damaged[100_000_000] ^= 1;
    assert_eq!(
        FifteenSolver::new().load_databases(damaged.as_slice()),
        Err(DatabaseError::UnknownTables)
    );
}

#[test]
fn building_reports_progress_to_the_end() {
    // edge goals have their own databases; build them here, watching the progress
    let goal = Board4::from_cells([1, 0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]).unwrap();
    let mut reports = Vec::new();
    solver().build_databases(&goal, |fraction| reports.push(fraction));
    assert!(reports.len() > 2);
    assert!(reports.windows(2).all(|w| w[0] <= w[1]), "{reports:?}");
    assert_eq!(reports.last(), Some(&1.0));
    assert!(solver().has_databases(&goal));
}

#[test]
fn judge_output_is_exact_for_easy_cases() {
    let input = "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 x\n\
                 1 2 3 4 5 6 7 8 9 10 11 12 13 14 x 15\n\
                 \n\
                 1 2 3 4 5 6 7 8 9 10 0 11 13 14 15 12\n\
                 2 1 3 4 5 6 7 8 9 10 11 12 13 14 15 X\n";
    // the file's solver, whose databases are built once
    let (out, error) =
        common::judge_with(|out| run_with(input, solver(), &Board4::goal(), out, |_| ()));
    assert_eq!(error, None);
    assert_eq!(out, "\nr\nrd\nunsolvable\n");
}

/// (input, answers printed before the fault, error message)
const BAD: &[(&str, &str, &str)] = &[
    (
        "2 1 3 4 5 6 7 8 9 10 11 12 13 14 15 x\n1 2 3\n",
        "unsolvable\n",
        "case 2, line 2, column 6: expected 16 tokens, found only 3",
    ),
    (
        "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16",
        "",
        "case 1, line 1, column 37: expected a tile 1-15 or x for the blank, found `16`",
    ),
    (
        "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 x 0",
        "",
        "case 1, line 1, column 39: expected 16 tokens, found more, starting at `0`",
    ),
    (
        "\n\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 14 x",
        "",
        "case 1, line 3, column 34: `14` appears more than once",
    ),
];

#[test]
fn bad_input_is_reported_after_the_good_cases() {
    for (input, printed, expected) in BAD {
        let (out, error) = common::judge(Format::Fifteen, input);
        assert_eq!(out, *printed, "{input:?}");
        assert_eq!(error.as_deref(), Some(*expected), "{input:?}");
    }
    assert_eq!(
        Board4::parse_text("0 1 2").unwrap_err().to_string(),
        "line 1, column 6: expected 16 tokens, found only 3"
    );
}

#[test]
fn levels_walk_from_the_goal_and_the_hardest_are_the_known_pairs() {
    let game = FifteenGame::new();
    let [(korf_start, korf_end), (start, end)] = HARDEST.map(|(s, g)| {
        (
            Board4::from_cells(s).unwrap(),
            Board4::from_cells(g).unwrap(),
        )
    });
    assert_eq!((korf_end, end), (korf_goal(), Board4::goal()));
    assert_eq!(game.hardest(&korf_goal(), 3), (korf_start, korf_end));
    assert_eq!(game.hardest(&Board4::goal(), 3), (start, end));
    let mut corner_goal = *Board4::goal().cells();
    corner_goal.swap(14, 15);
    let other = Board4::from_cells(corner_goal).unwrap();
    assert_eq!(
        game.hardest(&other, 3),
        (start, end),
        "another goal: the playground's"
    );
    let mut rng = Rng::new(8);
    for _ in 0..4 {
        let goal = Board4::random_reaching(&Board4::goal(), &mut rng);
        for (level, most) in [(Level::Easy, 10), (Level::Medium, 25)] {
            let board = game.scramble(&goal, rng.next_u64(), Some(level));
            assert!(solve(&board, &goal).len() <= most, "{level:?}");
        }
        let hard = game.scramble(&goal, rng.next_u64(), Some(Level::Hard));
        assert_eq!(hard.check_reachable(&goal), Ok(()));
    }
}

#[test]
fn the_game_speaks_the_spaced_notation() {
    let game = FifteenGame::new();
    let board = game
        .parse("1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 x 15")
        .unwrap();
    assert_eq!(game.format(&board), "1 2 3 4 5 6 7 8 9 10 11 12 13 14 x 15");
    let moves: Vec<String> = game.moves(&board).into_iter().map(|m| m.name).collect();
    assert_eq!(moves, ["l", "r", "u"]);
    assert!(game.distance_counts(&Board4::goal()).is_empty());
    let scrambled = game.scramble(&Board4::goal(), 7, None);
    assert_eq!(scrambled.check_reachable(&Board4::goal()), Ok(()));
}

#[test]
fn the_game_says_what_tables_it_needs_and_where_to_cache_them() {
    let game = FifteenGame::new();
    assert!(!Capabilities::of(&game).instant_distance);
    let key = |family: &str| TableKey {
        family: family.to_owned(),
        version: u32::from(FORMAT_VERSION),
    };
    let keys = |goal: &Board4| -> Vec<(TableKey, bool)> {
        let tables = game.tables(goal);
        tables.into_iter().map(|t| (t.key, t.optional)).collect()
    };
    // Korf's goal and the playground's share one set of databases, and may have the strong
    // ones (optional); an edge goal has a set of its own, and no strong one
    let corner = vec![
        (key("fifteen-databases-0"), false),
        (key("fifteen-databases-strong"), true),
    ];
    assert_eq!(keys(&Board4::goal()), corner);
    assert_eq!(keys(&korf_goal()), corner);
    let edge = Board4::from_cells([1, 0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]).unwrap();
    assert_eq!(keys(&edge), [(key("fifteen-databases-1"), false)]);
    assert!(!game.solver().has_databases(&edge), "naming builds nothing");
    assert!(!game.solver().has_strong(), "naming builds nothing");
    // sizes as the byte forms are; the strong build holds several times its tables
    let tables = game.tables(&Board4::goal());
    let built = game.build_table(&tables[0].key, &mut |_| ()).unwrap();
    assert_eq!(built.len() as u64, tables[0].bytes);
    assert!(game.has_table(&tables[0].key));
    assert!(!game.has_table(&tables[1].key));
    assert!(tables[1].build_bytes > 2 * tables[1].bytes);
    assert_eq!(
        game.build_table(&key("fifteen-databases-9"), &mut |_| ()),
        Err(TableError::Unknown {
            key: key("fifteen-databases-9")
        })
    );
}

#[test]
fn tables_are_taken_back_only_under_their_own_key() {
    let builder = FifteenGame::new();
    let bytes = builder.build_table(&default_key(), &mut |_| ()).unwrap();
    let game = FifteenGame::new();
    let strong = TableKey {
        family: "fifteen-databases-strong".to_owned(),
        version: u32::from(FORMAT_VERSION),
    };
    // the default tables offered as the strong ones are refused, and not kept
    assert_eq!(
        game.load_table(&strong, bytes.clone()),
        Err(TableError::Mismatch {
            expected: strong.clone(),
            found: default_key()
        })
    );
    let older = TableKey {
        version: u32::from(FORMAT_VERSION) - 1,
        ..default_key()
    };
    assert!(matches!(
        game.load_table(&older, bytes.clone()),
        Err(TableError::Mismatch { .. })
    ));
    assert!(!game.has_table(&default_key()) && !game.has_table(&strong));
    assert_eq!(game.load_table(&default_key(), bytes), Ok(()));
    assert!(game.has_table(&default_key()));
}

/// The key of the default databases of the playground's and Korf's goals.
fn default_key() -> TableKey {
    TableKey {
        family: "fifteen-databases-0".to_owned(),
        version: u32::from(FORMAT_VERSION),
    }
}

#[test]
fn the_command_line_takes_a_goal() {
    let puzzle = env!("CARGO_BIN_EXE_puzzle");
    let path = std::env::temp_dir().join(format!("fifteen-{}.txt", std::process::id()));
    // the goal itself, and a board of the default goal's parity but not of Korf's (so
    // that no database needs building)
    let input = "0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0\n";
    std::fs::write(&path, input).unwrap();
    let korf_goal = "0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15";
    let out = Command::new(puzzle)
        .args(["fifteen", "--goal", korf_goal, path.to_str().unwrap()])
        .output()
        .unwrap();
    std::fs::remove_file(&path).unwrap();
    assert_eq!(String::from_utf8_lossy(&out.stdout), "\nunsolvable\n");
    assert_eq!(out.status.code(), Some(0));

    // threads: at least one
    let out = Command::new(puzzle)
        .args(["fifteen", "--threads", "0", "-"])
        .output()
        .unwrap();
    assert_eq!(out.stdout, b"");
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("--threads"), "{stderr}");

    // a strong-databases file that holds anything else is refused before any answer
    let bad = std::env::temp_dir().join(format!("fifteen-strong-{}.bin", std::process::id()));
    std::fs::write(&bad, b"P15PDB04\x03 not tables").unwrap();
    let out = Command::new(puzzle)
        .args(["fifteen", "--strong", bad.to_str().unwrap(), "-"])
        .output()
        .unwrap();
    std::fs::remove_file(&bad).unwrap();
    assert_eq!(out.stdout, b"");
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        format!(
            "puzzle fifteen: --strong {}: not fifteen-puzzle pattern databases: wrong length\n",
            bad.display()
        )
    );

    let out = Command::new(puzzle)
        .args(["fifteen", "--goal", "0 1 2"])
        .output()
        .unwrap();
    assert_eq!(out.stdout, b"");
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.starts_with("puzzle: --goal: line 1, column 6: expected 16 tokens, found only 3"),
        "{stderr}"
    );
}
