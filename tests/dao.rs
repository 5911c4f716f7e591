//! Dao: the published facts, the tablebase against a plain minimax written here, perfect
//! play from the tablebase, the contest sample byte for byte, `--moves`, every kind of
//! malformed input, the byte form's refusals, and the game's faces. (Symmetry and the
//! positions without a move are checked over every position by the unit tests.)

mod common;
mod stones;

use std::collections::HashMap;
use std::sync::OnceLock;

use common::{assert_refusals, judge, judge_with};
use puzzle_core::game::{
    Capabilities, DaoGame, Game, SdaoGame, Side, Strength, TableError, TableKey, Versus,
};
use puzzle_core::judge::{dao::run_with, Format};
use puzzle_core::puzzles::dao::{
    DaoSolver, Tablebase, TablebaseError, DEEPEST_WINS, FORMAT_VERSION, START,
};
use puzzle_core::puzzles::sdao::{Colour, Position};
use puzzle_core::random::Rng;
use puzzle_core::search::Value;
use stones::{plain, position, random_position, reference_moves, reference_names, replay, Plain};

/// The tablebase, built once for every test of this file.
fn tablebase() -> &'static Tablebase {
    static TABLEBASE: OnceLock<Tablebase> = OnceLock::new();
    TABLEBASE.get_or_init(|| Tablebase::build(|_| ()))
}

/// A game whose tablebase is loaded from the one of this file.
fn game() -> DaoGame {
    let game = DaoGame::new();
    let key = &game.tables(&START)[0].key;
    game.load_table(key, tablebase().to_bytes()).unwrap();
    game
}

#[test]
fn the_published_facts_hold() {
    let factorial = |n: u64| (1..=n).product::<u64>();
    let boards = factorial(16) / (factorial(4) * factorial(4) * factorial(8));
    assert_eq!(boards, 900_900);
    let stats = tablebase().stats();
    assert_eq!(tablebase().positions() as u64, 2 * boards);
    assert_eq!(stats.won + stats.lost + stats.drawn, 1_801_800);
    assert_eq!(stats.deepest_win, 11);
    // the start, white on a1-d4 and black on d1-a4, and the mirror image with the colours
    // on the other diagonals, white to move: draws
    assert_eq!(START, position("w**b/*wb*/*bw*/b**w", Colour::White));
    assert_eq!(tablebase().value(&START), Value::Draw);
    let other = position("b**w/*bw*/*wb*/w**b", Colour::White);
    assert_eq!(tablebase().value(&other), Value::Draw);
    // the counts an independent analysis (scripts/check-dao.py) finds too
    assert_eq!(
        (stats.won, stats.lost, stats.drawn),
        (351_264, 63_388, 1_387_148)
    );
    assert_eq!(
        stats.by_plies,
        [66_860, 158_800, 22_424, 129_136, 5_648, 23_584, 1_376, 5_176, 320, 1_200, 32, 96]
    );
}

/// A value as the minimax below finds it: decided within its depth.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
enum Known {
    Win(u8),
    Loss(u8),
}

/// The sets of four cells that win, listed here from the rules: 4 rows, 4 columns, 9
/// squares, the corners.
fn formations() -> Vec<[usize; 4]> {
    let mut found = Vec::new();
    for i in 0..4 {
        found.push([4 * i, 4 * i + 1, 4 * i + 2, 4 * i + 3]);
        found.push([i, i + 4, i + 8, i + 12]);
    }
    for row in 0..3 {
        for column in 0..3 {
            let corner = 4 * row + column;
            found.push([corner, corner + 1, corner + 4, corner + 5]);
        }
    }
    found.push([0, 3, 12, 15]);
    found
}

/// The winner's symbol (`b'w'` or `b'b'`) if the game at `board` is over, judged as if
/// the side not to move had just moved; written from the rules, apart from the crate.
fn winner(&(cells, turn): &Plain, formations: &[[usize; 4]]) -> Option<u8> {
    let mover = if turn == b'w' { b'b' } else { b'w' };
    let enemy = |side: u8| if side == b'w' { b'b' } else { b'w' };
    for side in [mover, turn] {
        if formations
            .iter()
            .any(|f| f.iter().all(|&c| cells[c] == side))
        {
            return Some(side);
        }
    }
    for side in [mover, turn] {
        for corner in [0usize, 3, 12, 15] {
            let (row, column) = (corner / 4, corner % 4);
            let neighbours = (0..16).filter(|&c: &usize| {
                c != corner && (c / 4).abs_diff(row) <= 1 && (c % 4).abs_diff(column) <= 1
            });
            let trapped = neighbours.clone().count() == 3
                && neighbours.clone().all(|c| cells[c] == enemy(side));
            if cells[corner] == side && trapped {
                return Some(side);
            }
        }
    }
    None
}

/// The value of `board` if the game is decided within `depth` plies with perfect play,
/// by plain minimax over the reference moves; `None` otherwise (a draw, or later).
fn minimax(
    board: &Plain,
    depth: u8,
    formations: &[[usize; 4]],
    memo: &mut HashMap<(Plain, u8), Option<Known>>,
) -> Option<Known> {
    if let Some(side) = winner(board, formations) {
        return Some(if side == board.1 {
            Known::Win(0)
        } else {
            Known::Loss(0)
        });
    }
    if depth == 0 {
        return None;
    }
    if let Some(&known) = memo.get(&(*board, depth)) {
        return known;
    }
    let mut fastest_win = None;
    let mut slowest_loss = Some(0);
    for (_, next) in reference_moves(board) {
        match minimax(&next, depth - 1, formations, memo) {
            Some(Known::Loss(plies)) => {
                fastest_win = Some(fastest_win.unwrap_or(u8::MAX).min(plies + 1));
            }
            Some(Known::Win(plies)) => slowest_loss = slowest_loss.map(|s: u8| s.max(plies + 1)),
            None => slowest_loss = None,
        }
    }
    let known = match (fastest_win, slowest_loss) {
        (Some(plies), _) => Some(Known::Win(plies)),
        (None, Some(plies)) if plies > 0 => Some(Known::Loss(plies)),
        _ => None,
    };
    memo.insert((*board, depth), known);
    known
}

#[test]
fn a_plain_minimax_agrees_with_the_tablebase_near_the_end() {
    const DEPTH: u8 = 5;
    let formations = formations();
    let mut memo = HashMap::new();
    let mut rng = Rng::new(14);
    let (mut near, mut far) = (0, 0);
    let mut seen = Vec::new();
    while near < 150 || far < 50 {
        let turn = [Colour::White, Colour::Black][rng.below(2)];
        let start = random_position(&mut rng, turn);
        let expected = match tablebase().value(&start) {
            Value::Win(plies) if plies <= DEPTH => Some(Known::Win(plies)),
            Value::Loss(plies) if plies <= DEPTH => Some(Known::Loss(plies)),
            _ => None,
        };
        if let Some(known) = expected {
            seen.push(known);
            near += 1;
        } else if far < 50 {
            far += 1;
        } else {
            continue;
        }
        let found = minimax(&plain(&start), DEPTH, &formations, &mut memo);
        assert_eq!(found, expected, "{start:?}");
    }
    seen.sort();
    seen.dedup();
    let every = [
        Known::Win(0),
        Known::Win(1),
        Known::Win(3),
        Known::Win(5),
        Known::Loss(0),
        Known::Loss(2),
        Known::Loss(4),
    ];
    assert_eq!(
        seen, every,
        "wins and losses of every length within the depth"
    );
}

#[test]
fn the_tablebase_values_every_move_as_the_rules_say() {
    // a move's value is the value of the position it leads to, for the mover
    let mut rng = Rng::new(3);
    for _ in 0..2000 {
        let turn = [Colour::White, Colour::Black][rng.below(2)];
        let start = random_position(&mut rng, turn);
        let moves = tablebase().move_values(&start);
        let value = tablebase().value(&start);
        match value.plies() {
            Some(0) => assert!(moves.is_empty(), "{start:?}"),
            _ => {
                let best = moves.iter().map(|&(_, _, v)| v).max().unwrap();
                let expected = match best {
                    Value::Win(plies) => Value::Win(plies + 1),
                    Value::Loss(plies) => Value::Loss(plies + 1),
                    Value::Draw => Value::Draw,
                };
                assert_eq!(value, expected, "{start:?}");
            }
        }
        if value.plies() != Some(0) {
            let names: Vec<String> = moves.iter().map(|(mv, ..)| mv.to_string()).collect();
            assert_eq!(names, reference_names(&plain(&start)), "{start:?}");
            let reference = reference_moves(&plain(&start)).into_iter().map(|(_, p)| p);
            let listed = moves.iter().map(|(_, next, _)| plain(next));
            assert!(listed.eq(reference), "{start:?}");
        }
    }
}

#[test]
fn perfect_play_ends_the_game_in_the_plies_the_value_says() {
    let game = game();
    let formations = formations();
    let mut rng = Rng::new(21);
    let mut played = 0;
    while played < 300 {
        let turn = [Colour::White, Colour::Black][rng.below(2)];
        let start = random_position(&mut rng, turn);
        let value = tablebase().value(&start);
        let Some(plies) = value.plies() else {
            let error = game.perfect_play(&start).unwrap_err();
            assert_eq!(
                error.to_string(),
                "neither side can force a win: with best play the game is a draw"
            );
            continue;
        };
        played += 1;
        let moves = game.perfect_play(&start).unwrap();
        assert_eq!(moves.len(), usize::from(plies), "{start:?}");
        let end = replay(&start, &moves).expect("every move is legal");
        let winner = winner(&end, &formations).expect("the game is over");
        let mover = plain(&start).1;
        assert_eq!(winner == mover, matches!(value, Value::Win(_)), "{start:?}");
        // and the computer at its best, on both sides, plays a game just as long
        let mut at = start;
        let mut length = 0;
        while let Some(name) = game.computer_move(&at, Strength::Perfect, length).unwrap() {
            at = game.step(&at, &name).unwrap();
            length += 1;
        }
        assert_eq!(length, u64::from(plies), "{start:?}");
        assert!(game.outcome(&at).is_some());
    }
}

#[test]
fn a_deepest_win_takes_11_plies_and_the_principal_variation_takes_the_first_best_moves() {
    let game = game();
    let deepest = position("w***/w**w/*w*b/*bbb", Colour::White);
    assert_eq!(game.value(&deepest), Ok(Value::Win(11)));
    assert_eq!(
        game.perfect_play(&deepest).unwrap(),
        [
            "a1-c3", "b4-a3", "a2-a1", "a3-c1", "d2-a2", "c1-c2", "a1-b2", "c2-c1", "a2-b1",
            "c1-d1", "b1-c2"
        ]
    );
    let won = position("b***/*bbb/**w*/*www", Colour::White);
    assert_eq!(
        game.perfect_play(&won).unwrap(),
        ["c4-d3", "a1-d1", "b4-c4"]
    );
    let formations = formations();
    for seed in 0..5 {
        let mut at = deepest;
        let mut plies = 0;
        while let Some(name) = game
            .computer_move(&at, Strength::Perfect, seed + plies)
            .unwrap()
        {
            at = game.step(&at, &name).unwrap();
            plies += 1;
        }
        assert_eq!(plies, 11);
        assert_eq!(winner(&plain(&at), &formations), Some(b'w'));
    }
}

#[test]
fn the_hardest_positions_are_deepest_wins_and_levels_need_no_table() {
    let rows = [
        "w***/w**w/*w*b/*bbb",
        "**w*/w**w/bw**/bbb*",
        "w***/***w/ww*b/*bbb",
    ];
    let deepest = rows.map(|rows| position(rows, Colour::White));
    assert_eq!(DEEPEST_WINS, deepest);
    for position in &deepest {
        assert_eq!(tablebase().value(position), Value::Win(11), "{position:?}");
    }
    let game = DaoGame::new();
    let drawn: Vec<Position> = (0..20).map(|seed| game.deepest(seed)).collect();
    assert!(deepest.iter().all(|d| drawn.contains(d)), "each is drawn");
    assert!(Capabilities::of(&game).levels.is_empty());
    assert!(game.solver().tablebase().is_err(), "nothing was built");
    let capabilities = Capabilities::of(&game);
    assert_eq!(
        capabilities.coordinates,
        Capabilities::of(&SdaoGame::new()).coordinates
    );
    assert!(capabilities.coordinates.is_some());
}

#[test]
fn the_computer_keeps_what_its_level_promises() {
    let game = game();
    let mut rng = Rng::new(8);
    let (mut casual_errors, mut casual_moves) = (0, 0);
    for seed in 0..400 {
        let turn = [Colour::White, Colour::Black][rng.below(2)];
        let start = random_position(&mut rng, turn);
        let value = tablebase().value(&start);
        let values = game.move_values(&start).unwrap();
        let value_of = |name: &str| values.iter().find(|m| m.legal.name == name).unwrap().value;
        let Some(perfect) = game.computer_move(&start, Strength::Perfect, seed).unwrap() else {
            assert!(values.is_empty());
            continue;
        };
        // the perfect move reaches the end one ply sooner than the position's value says
        let after = value_of(&perfect);
        assert_eq!(after.verdict(), value.verdict(), "{start:?}");
        assert_eq!(after.plies().map(|p| p + 1), value.plies(), "{start:?}");
        let strong = game
            .computer_move(&start, Strength::Strong, seed)
            .unwrap()
            .unwrap();
        assert_eq!(value_of(&strong).verdict(), value.verdict(), "{start:?}");
        let casual = game
            .computer_move(&start, Strength::Casual, seed)
            .unwrap()
            .unwrap();
        casual_moves += 1;
        if value_of(&casual).verdict() != value.verdict() {
            casual_errors += 1;
        }
    }
    // errs one move in four, and then only if a random move loses the value
    assert!(
        casual_errors > 20 && casual_errors < casual_moves / 4,
        "{casual_errors} of {casual_moves}"
    );
}

#[test]
fn the_quickest_game_from_the_start_ends_as_the_rules_say() {
    // both sides hurrying to any end, by breadth-first search over the reference rules
    let formations = formations();
    let path = common::reference_path(
        plain(&START),
        |board| winner(board, &formations).is_some(),
        reference_moves,
    )
    .unwrap();
    let names: Vec<String> = path.into_iter().map(stones::step_name).collect();
    let game = DaoGame::new();
    let mut at = START;
    for name in &names {
        assert_eq!(game.outcome(&at), None, "{names:?}");
        at = game.step(&at, name).unwrap();
    }
    // white's last move traps black's stone in d1, so black wins
    assert_eq!(names, ["a1-c1", "d1-d3", "c3-d2", "c2-d1", "b2-c2"]);
    let outcome = game.outcome(&at).unwrap();
    assert_eq!(
        (outcome.winner, outcome.pattern, outcome.cells),
        (Side::Black, "trapped", vec![2, 3, 6, 7])
    );
    assert_eq!(plain(&at), replay(&START, &names).unwrap());
}

const SAMPLE: &str = "\
2
w**b
*wb*
*bw*
b**w
w
wwww
b***
*b**
**bb
b
";

#[test]
fn sample_is_byte_exact() {
    assert_eq!(
        judge(Format::Dao, SAMPLE),
        ("draw\nloss in 0\n".to_owned(), None)
    );
}

#[test]
fn moves_follow_each_value_with_the_value_they_lead_to() {
    let input = "2\nb***\n*bbb\n**w*\n*www\nw\n\nwwww\nb***\n*b**\n**bb\nb\n";
    let (out, error) = judge_with(|out| run_with(input, &DaoSolver::new(), true, out));
    assert_eq!(error, None);
    assert_eq!(
        out,
        "win in 3\nc3-d3 loss in 3\nc3-a3 loss in 1\nb4-b3 loss in 3\nb4-a4 draw\n\
         b4-a3 loss in 1\nc4-d3 win in 2\nc4-a2 loss in 3\nd4-d3 loss in 3\nloss in 0\n"
    );
}

/// (input, answers written before the fault, error message).
const BAD: &[(&str, &str, &str)] = &[
    (
        "",
        "",
        "line 1, column 1: the number of cases must be 0 to 1000, found the end of the input",
    ),
    (
        "1001\n",
        "",
        "line 1, column 1: the number of cases must be 0 to 1000, found `1001`",
    ),
    (
        "1 w\n",
        "",
        "line 1, column 3: expected only the number of cases on the first line, found `w`",
    ),
    (
        "1\nw**b\n*wb*\n*bx*\nb**w\nw\n",
        "",
        "case 1, line 4, column 3: expected `w`, `b` or `*`, found `x`",
    ),
    (
        "1\nw**b\n*wb*\n*bw**\nb**w\nw\n",
        "",
        "case 1, line 4, column 5: expected 4 cells in the row, found more, starting at `*`",
    ),
    (
        "1\nw**b\n*wb*\n*bww\nb**w\nw\n",
        "",
        "case 1, line 5, column 4: expected `*` (the board already has 4 white stones), \
         found `w`",
    ),
    (
        "1\nw**b\n*wb*\n*bw*\nb***\nw\n",
        "",
        "case 1, line 5, column 4: expected `w` (1 cell left for the 1 white stone still \
         missing), found `*`",
    ),
    (
        "1\nw**b\n*wb*\n*bw*\nb**w\nx\n",
        "",
        "case 1, line 6, column 1: expected the side to move, `w` or `b`, found `x`",
    ),
    (
        "1\nw**b\n*wb*\n*bw*\nb**w\n white\n",
        "",
        "case 1, line 6, column 2: expected the side to move, `w` or `b`, found `white`",
    ),
    (
        "1\nw**b\n*wb*\n*bw*\nb**w\nw b\n",
        "",
        "case 1, line 6, column 3: expected only the side to move on its line, found `b`",
    ),
    (
        "1\nw**b\n*wb*\n*bw*\nb**w\n",
        "",
        "case 1, line 6, column 1: input ended after 0 of 1 cases",
    ),
    (
        "2\nw**b\n*wb*\n*bw*\nb**w\nw\nwwww\nb***\n*b**\n**bb\nwwww\nb***\n*b**\n**bb\nb\n",
        "draw\n",
        "case 2, line 11, column 1: expected the side to move, `w` or `b`, found `wwww`",
    ),
    (
        "2\nw**b\n*wb*\n*bw*\nb**w\nw\nwwww\nb***\n*b**\n",
        "draw\n",
        "case 2, line 10, column 1: input ended after 1 of 2 cases",
    ),
    (
        "1\nw**b\n*wb*\n*bw*\nb**w\nw\nb\n",
        "draw\n",
        "line 7, column 1: unexpected `b` after the last case",
    ),
];

#[test]
fn judge_rejects_bad_input_with_its_place() {
    assert_refusals(Format::Dao, BAD);
}

#[test]
fn judge_takes_no_cases_and_blank_lines() {
    assert_eq!(judge(Format::Dao, "0\n"), (String::new(), None));
    let spaced = SAMPLE
        .replace("b**w\n", "b**w\n\n")
        .replace("\nb\n", "\r\n b \n");
    assert_eq!(
        judge(Format::Dao, &spaced),
        ("draw\nloss in 0\n".to_owned(), None)
    );
}

#[test]
fn nothing_panics_on_arbitrary_input() {
    let alphabet = ["w", "b", "*", "x", " ", "\n", "\n", "\n", "1", "2", "é"];
    let mut rng = Rng::new(11);
    let solver = DaoSolver::new();
    for _ in 0..2000 {
        let length = rng.below(40);
        let mut input: String = (0..length)
            .map(|_| alphabet[rng.below(alphabet.len())])
            .collect();
        if rng.below(2) == 0 {
            input.insert_str(0, "1\n");
        }
        let (out, _) = judge_with(|out| run_with(&input, &solver, true, out));
        for line in out.lines() {
            // a value, or a move and the value it leads to
            let value = match line.split_once(' ') {
                Some((mv, value)) if mv.len() == 5 && &mv[2..3] == "-" => value,
                _ => line,
            };
            let plies = value
                .strip_prefix("win in ")
                .or_else(|| value.strip_prefix("loss in "));
            assert!(
                value == "draw" || plies.is_some_and(|p| p.parse::<u8>().is_ok()),
                "{input:?}: {out:?}"
            );
        }
    }
}

#[test]
fn the_byte_form_comes_back_only_as_the_table_this_core_builds() {
    let bytes = tablebase().to_bytes();
    assert_eq!(bytes.len(), 8 + 1_801_800);
    assert_eq!(&bytes[..8], b"DAOTAB01");
    assert_eq!(FORMAT_VERSION, 1);
    let loaded = Tablebase::from_bytes(&bytes).unwrap();
    assert_eq!(loaded.stats(), tablebase().stats());
    let refusal = |bytes: &[u8]| Tablebase::from_bytes(bytes).err().unwrap();
    let mut older = bytes.clone();
    older[7] = b'0';
    assert_eq!(refusal(&older), TablebaseError::WrongTag);
    assert_eq!(refusal(b"DAO"), TablebaseError::WrongTag);
    assert_eq!(
        refusal(&bytes[..bytes.len() - 1]),
        TablebaseError::WrongLength {
            found: 1_801_807,
            expected: 1_801_808
        }
    );
    // one position's value changed, the way a damaged or crafted copy would
    let mut crafted = bytes.clone();
    crafted[8 + 1000] ^= 1;
    assert_eq!(refusal(&crafted), TablebaseError::DigestMismatch);
    let mut drawn = bytes;
    drawn[8..].fill(0);
    assert_eq!(
        refusal(&drawn).to_string(),
        "not the Dao tablebase: its digest differs from the table this core builds"
    );
    assert_eq!(
        refusal(&older).to_string(),
        "not a Dao tablebase of this version: wrong tag"
    );
    let game = DaoGame::new();
    let key = &game.tables(&START)[0].key;
    assert_eq!(
        game.load_table(key, crafted.clone())
            .unwrap_err()
            .to_string(),
        "not the Dao tablebase: its digest differs from the table this core builds"
    );
    assert!(game.value(&START).is_err(), "nothing was loaded");
}

#[test]
fn answers_that_need_the_tablebase_wait_for_it_and_the_rules_do_not() {
    let game = DaoGame::new();
    let not_ready = "the Dao tablebase is not ready: it must be built or loaded first";
    assert_eq!(game.value(&START).unwrap_err().to_string(), not_ready);
    assert_eq!(game.move_values(&START).unwrap_err().to_string(), not_ready);
    let computer = game.computer_move(&START, Strength::Perfect, 1);
    assert_eq!(computer.unwrap_err().to_string(), not_ready);
    // the rules answer at once
    assert_eq!(game.outcome(&START), None);
    assert_eq!(game.moves(&START).len(), 12);
    assert_eq!(game.outcome(&START), None);
    assert!(game.solver().tablebase().is_err(), "nothing built yet");
    // the built bytes load into another game, under the table's key only
    let tables = game.tables(&START);
    assert_eq!(tables.len(), 1);
    let key = &tables[0].key;
    assert_eq!((key.family.as_str(), key.version), ("dao-tablebase", 1));
    assert!(!tables[0].optional);
    assert!(!game.has_table(key));
    let bytes = game.build_table(key, &mut |_| ()).unwrap();
    assert!(game.has_table(key));
    assert_eq!(bytes, tablebase().to_bytes());
    assert_eq!(bytes.len() as u64, tables[0].bytes);
    let other = DaoGame::new();
    let wrong = TableKey {
        family: "fifteen-databases-0".to_owned(),
        version: 1,
    };
    assert_eq!(
        other.load_table(&wrong, bytes.clone()),
        Err(TableError::Unknown { key: wrong })
    );
    other.load_table(key, bytes).unwrap();
    assert_eq!(other.value(&START), Ok(Value::Draw));
    let capabilities = Capabilities::of(&game);
    assert!(capabilities.two_player);
    assert!(!capabilities.instant_distance);
}

#[test]
fn outcomes_name_the_winner_the_way_and_the_cells() {
    let game = DaoGame::new();
    let row = position("wwww/b***/*b**/**bb", Colour::Black);
    let outcome = game.outcome(&row).unwrap();
    assert_eq!(
        (outcome.winner, outcome.pattern, outcome.cells),
        (Side::White, "row", vec![0, 1, 2, 3])
    );
    assert!(game.moves(&row).is_empty(), "no move once the game is over");
    assert!(game.outcome(&row).is_some());
    let trapped = position("**wb/**ww/b*b*/w**b", Colour::White);
    let outcome = game.outcome(&trapped).unwrap();
    assert_eq!(
        (outcome.winner, outcome.pattern, outcome.cells),
        (Side::Black, "trapped", vec![2, 3, 6, 7])
    );
    let game = self::game();
    assert_eq!(game.value(&row), Ok(Value::Loss(0)));
    assert_eq!(game.value(&row.with_turn(Colour::White)), Ok(Value::Win(0)));
    assert_eq!(game.computer_move(&row, Strength::Perfect, 1), Ok(None));
    assert_eq!(game.perfect_play(&row), Ok(vec![]));
}

#[test]
fn game_parses_formats_and_steps() {
    let game = DaoGame::new();
    let start = game.parse("w**b\n*wb*\n\n*bw*\nb**w\n").unwrap();
    assert_eq!(start, START);
    assert_eq!(game.format(&start), "w**b\n*wb*\n*bw*\nb**w\nw");
    let black = game.parse("w**b\n*wb*\n*bw*\nb**w\nb\n").unwrap();
    assert_eq!(black, START.with_turn(Colour::Black));
    assert_eq!(game.parse(&game.format(&black)), Ok(black));
    // stones and the side to move in capitals too, as a caps-locked keyboard types them
    assert_eq!(game.parse("W**B\n*wB*\n*BW*\nb**w\nB"), Ok(black));
    assert_eq!(game.start(), START);
    let next = game.step(&start, "d4-b4").unwrap();
    assert_eq!(next, position("w**b/*wb*/*bw*/bw**", Colour::Black));
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
            "w**b\n*wb*\n*bw*\nb**w\nx",
            "line 5, column 1: expected the side to move, `w` or `b`, found `x`",
        ),
        (
            "w**b\n*wb*\n*bw*\nb**w\nb\nw",
            "line 6, column 1: expected the end of the position after the side to move, \
             found `w`",
        ),
        (
            "w**b\n*wb*\n*bw*\nb*ww\nw",
            "line 4, column 4: expected `*` (the board already has 4 white stones), found `w`",
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
fn scrambles_are_positions_where_the_game_goes_on() {
    let game = DaoGame::new();
    let first = game.random(3);
    assert_eq!(first, game.random(3));
    assert_ne!(first, game.random(4));
    let formations = formations();
    let mut turns = [0; 2];
    for seed in 0..100 {
        let position: Position = game.random(seed);
        assert_eq!(winner(&plain(&position), &formations), None, "{position:?}");
        turns[position.turn() as usize] += 1;
    }
    assert!(turns[0] > 30 && turns[1] > 30, "{turns:?}");
}

#[test]
fn the_judge_output_comes_from_the_games_tablebase() {
    let game = game();
    assert_eq!(game.judge_output(&START.with_turn(Colour::Black)), "draw\n");
}
