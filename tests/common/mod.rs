//! What the test files share: running a judge format, and an independent oracle for the
//! property tests (plain breadth-first search, and the moves of a sliding board).

use std::collections::{HashMap, VecDeque};
use std::hash::Hash;

use puzzle_core::judge::{Format, JudgeError};

/// The judge output of `input` in `format`, and the message of the malformed input that
/// stopped the run, if any.
pub fn judge(format: Format, input: &str) -> (String, Option<String>) {
    judge_with(|out| format.run(input, out))
}

/// Runs every `(input, answers before the fault, message)` of `cases` in `format` and
/// checks that each gives exactly those answers, then exactly that message.
#[allow(dead_code)] // not every test file has such a table
pub fn assert_refusals(format: Format, cases: &[(&str, &str, &str)]) {
    for &(input, out, message) in cases {
        assert_eq!(
            judge(format, input),
            (out.to_owned(), Some(message.to_owned())),
            "{input:?}"
        );
    }
}

/// What `run` writes, and the message of the malformed input that stopped it, if any.
pub fn judge_with(
    run: impl FnOnce(&mut Vec<u8>) -> Result<(), JudgeError>,
) -> (String, Option<String>) {
    let mut out = Vec::new();
    let error = run(&mut out).err().map(|e| match e {
        JudgeError::Input(e) => e.to_string(),
        JudgeError::Output(e) => panic!("writing to a Vec failed: {e}"),
        JudgeError::Stopped { .. } => panic!("a judge run without a budget stopped"),
        JudgeError::Refused(e) => panic!("a judge run was refused: {e}"),
    });
    (String::from_utf8(out).unwrap(), error)
}

/// The lexicographically smallest shortest move sequence from `start` to the nearest state
/// for which `is_goal` holds, where `successors` lists a state's moves in canonical order
/// (a FIFO search that expands moves in that order first reaches every state along its
/// smallest shortest path); `None` once every state reachable from `start` is searched.
pub fn reference_path<S, M>(
    start: S,
    is_goal: impl Fn(&S) -> bool,
    successors: impl Fn(&S) -> Vec<(M, S)>,
) -> Option<Vec<M>>
where
    S: Clone + Eq + Hash,
    M: Clone,
{
    let mut parent: HashMap<S, Option<(S, M)>> = HashMap::new();
    parent.insert(start.clone(), None);
    let mut queue = VecDeque::from([start]);
    while let Some(state) = queue.pop_front() {
        if is_goal(&state) {
            let mut path = Vec::new();
            let mut at = state;
            while let Some(Some((previous, mv))) = parent.get(&at) {
                path.push(mv.clone());
                at = previous.clone();
            }
            path.reverse();
            return Some(path);
        }
        for (mv, next) in successors(&state) {
            if !parent.contains_key(&next) {
                parent.insert(next.clone(), Some((state.clone(), mv)));
                queue.push_back(next);
            }
        }
    }
    None
}

/// The boards one move from `cells` (`columns` wide), each with the letter of the
/// blank's move, written out independently of the crate.
#[allow(dead_code)] // only the sliding puzzles' tests use it
pub fn sliding_neighbours(cells: &[u8], columns: usize) -> Vec<(char, Vec<u8>)> {
    let rows = cells.len() / columns;
    let blank = cells.iter().position(|&c| c == 0).unwrap();
    let (row, col) = (blank / columns, blank % columns);
    [
        ('d', row + 1 < rows, blank + columns),
        ('l', col > 0, blank.wrapping_sub(1)),
        ('r', col + 1 < columns, blank + 1),
        ('u', row > 0, blank.wrapping_sub(columns)),
    ]
    .into_iter()
    .filter(|&(_, legal, _)| legal)
    .map(|(letter, _, target)| {
        let mut next = cells.to_vec();
        next.swap(blank, target);
        (letter, next)
    })
    .collect()
}
