//! The JavaScript face of the core: the `Puzzle` class, whose one `impl` below lists
//! everything JavaScript sees. Each method checks and converts its arguments
//! ([`convert`]), runs code written once against whichever game the instance holds
//! ([`with_game`]), and answers in the shapes of [`answers`], every failure a JS `Error`
//! with a readable message. No rule lives here.
//!
//! A caller's values are read only through calls that catch what they throw ([`js`]), so
//! a hostile value (a throwing getter, a revoked Proxy) is an error and the instance lives
//! on; a call made while another runs (from its progress callback) is refused, as is a
//! one-player question to a two-player game and the reverse.

mod answers;
mod convert;
mod js;
mod lab;
mod sharing;

use std::cell::Cell;
use std::ops::ControlFlow;

use serde::de::DeserializeOwned;
use wasm_bindgen::prelude::*;

use crate::error::shown;
use crate::game::{
    self, with_game, AnyGame, Face, Game, Kind, Level, Planned, SharedSearch, Solo, Standing,
    Strength, TableKey,
};
use crate::puzzles::lab::Counts;
use crate::puzzles::sliding;
use answers::{Hardest, LegalMove, NoSolution, Progress, Solutions, Solved, Unsolved, Valued};
use convert::{
    bytes_from, callback_from, error, millis_from, seed_from, text_from, to_js, value_from,
    whole_from,
};
use lab::LabRequest;
use sharing::{Cut, Part, PartOf, Sharing};

/// `face!(puzzle, "call", Solo(solo) => body)`: `body`, inside [`Puzzle::run`], with
/// `solo` the face `Solo` (or `Versus`) of the game `puzzle` holds; for a game of the
/// other face, an error saying what it is.
macro_rules! face {
    ($puzzle:expr, $call:expr, $face:ident($name:ident) => $body:expr) => {
        $puzzle.run($call, |game| {
            with_game!(game, g => {
                let Face::$face($name) = g.face() else {
                    return Err(error(format!("{}: `{}` {}", $call, $puzzle.kind, other_face(g.face()))));
                };
                $body
            })
        })
    };
}

/// What a game of `face` is not, for the error of a question for the other face.
fn other_face<B>(face: Face<'_, B>) -> &'static str {
    match face {
        Face::Solo(_) => "is not a two-player game",
        Face::Versus(_) => "is a two-player game, with no goal",
    }
}

/// Runs once, when the module starts: from then on a panic (a bug, as no input may reach
/// one) writes its message and place to `console.error`, instead of leaving only the
/// `unreachable` the engine reports.
#[wasm_bindgen(start)]
fn start() {
    std::panic::set_hook(Box::new(|info| {
        web_sys::console::error_1(&JsValue::from_str(&info.to_string()));
    }));
}

/// One game's rules and solver, for JavaScript.
#[wasm_bindgen]
pub struct Puzzle {
    game: AnyGame,
    kind: Kind,
    /// Whether a call is running (so that a call from its callback is refused).
    busy: Cell<bool>,
}

#[wasm_bindgen]
impl Puzzle {
    /// The game called `kind`, one of `Puzzle.kinds()`.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "string")] kind: JsValue,
    ) -> Result<Puzzle, JsError> {
        let kind: Kind = text_from(&kind, "new Puzzle(kind)", "a puzzle's name")?
            .parse()
            .map_err(error)?;
        Ok(Puzzle {
            game: AnyGame::new(kind),
            kind,
            busy: Cell::new(false),
        })
    }

    /// The names of every game, in the order the page lists them.
    pub fn kinds() -> Vec<String> {
        Kind::ALL.iter().map(ToString::to_string).collect()
    }

    /// What the page may count on: one player or two, instant distances, the board's
    /// shape, the levels of scrambles, the names of cells.
    #[wasm_bindgen(unchecked_return_type = "Capabilities")]
    pub fn capabilities(&self) -> Result<JsValue, JsError> {
        self.run(
            "capabilities",
            |game| with_game!(game, g => to_js(&g.capabilities())),
        )
    }

    /// Parses one board in the game's judge notation; throws naming line, column, token.
    #[wasm_bindgen(unchecked_return_type = "Board")]
    pub fn parse(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
    ) -> Result<JsValue, JsError> {
        let text = text_from(&text, "parse(text)", "the board's text")?;
        self.run(
            "parse",
            |game| with_game!(game, g => to_js(&g.parse(&text).map_err(error)?)),
        )
    }

    /// The board in the game's judge notation.
    pub fn format(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue,
    ) -> Result<String, JsError> {
        self.run(
            "format",
            |game| with_game!(game, g => Ok(g.format(&board_of(g, &board, "board")?))),
        )
    }

    /// The legal moves in canonical order, with the board each leads to and the cells
    /// (row by row from 0) the one piece it carries leaves and reaches.
    #[wasm_bindgen(js_name = legalMoves, unchecked_return_type = "LegalMove<Board>[]")]
    pub fn legal_moves(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue,
    ) -> Result<JsValue, JsError> {
        self.run("legalMoves", |game| {
            with_game!(game, g => {
                let moves = g.moves(&board_of(g, &board, "board")?);
                let moves: Vec<_> = moves.into_iter().map(|m| LegalMove::new(m, None)).collect();
                to_js(&moves)
            })
        })
    }

    /// The board after `move`; throws naming the illegal move and the legal ones.
    #[wasm_bindgen(unchecked_return_type = "Board")]
    pub fn step(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string")] r#move: JsValue,
    ) -> Result<JsValue, JsError> {
        let name = text_from(&r#move, "step(board, move)", "a move's name")?;
        self.run("step", |game| {
            with_game!(game, g => to_js(&g.step(&board_of(g, &board, "board")?, &name).map_err(error)?))
        })
    }

    /// The boards `moves` (an array of move names) pass from `board`, the board first:
    /// `moves.length + 1` of them; throws at the first move that is not legal.
    #[wasm_bindgen(unchecked_return_type = "Board[]")]
    pub fn replay(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string[]")] moves: JsValue,
    ) -> Result<JsValue, JsError> {
        let names: Vec<String> = value_from(&moves, "moves")?;
        self.run("replay", |game| {
            with_game!(game, g => {
                let mut boards = vec![board_of(g, &board, "board")?];
                for (i, name) in names.iter().enumerate() {
                    let last = boards.last().expect("starts with the board");
                    let next = g
                        .step(last, name)
                        .map_err(|e| error(format!("replay: move {}: {e}", i + 1)))?;
                    boards.push(next);
                }
                to_js(&boards)
            })
        })
    }

    /// Every cell a click slides a line from (sliding boards: the blank's row and column),
    /// with the moves it makes, nearest the blank first; empty for other games.
    #[wasm_bindgen(unchecked_return_type = "Line[]")]
    pub fn lines(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue,
    ) -> Result<JsValue, JsError> {
        self.run(
            "lines",
            |game| with_game!(game, g => to_js(&g.lines(&board_of(g, &board, "board")?))),
        )
    }

    /// The tables the answers about `goal` (the default goal, or a two-player game's
    /// start, when `undefined`) need, each built ahead or loaded from a cache.
    #[wasm_bindgen(unchecked_return_type = "Table[]")]
    pub fn tables(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board | undefined")] goal: JsValue,
    ) -> Result<JsValue, JsError> {
        self.run(
            "tables",
            |game| with_game!(game, g => to_js(&g.tables(&reference(g, self.kind, &goal)?))),
        )
    }

    /// Whether the table `key` is here, built or loaded.
    #[wasm_bindgen(js_name = hasTable)]
    pub fn has_table(
        &self,
        #[wasm_bindgen(unchecked_param_type = "TableKey")] key: JsValue,
    ) -> Result<bool, JsError> {
        let key: TableKey = value_from(&key, "table key")?;
        self.run(
            "hasTable",
            |game| with_game!(game, g => Ok(g.has_table(&key))),
        )
    }

    /// Builds the table `key`, calling `onProgress(fraction)` along the way; it serves
    /// here from then on, and the bytes returned serve anywhere through `loadTable`.
    #[wasm_bindgen(js_name = buildTable)]
    pub fn build_table(
        &self,
        #[wasm_bindgen(unchecked_param_type = "TableKey")] key: JsValue,
        #[wasm_bindgen(unchecked_param_type = "OnBuildProgress | undefined")] on_progress: JsValue,
    ) -> Result<Vec<u8>, JsError> {
        let call = "buildTable(key, onProgress)";
        let key: TableKey = value_from(&key, "table key")?;
        let on_progress = callback_from(&on_progress, call)?;
        let mut report = |fraction: f64| {
            if let Some(callback) = &on_progress {
                // a callback that throws does not stop the build
                let _ = callback.call1(&JsValue::NULL, &JsValue::from_f64(fraction));
            }
        };
        self.run(
            "buildTable",
            |game| with_game!(game, g => g.build_table(&key, &mut report).map_err(error)),
        )
    }

    /// Takes the table `key` back from `bytes` (a `Uint8Array` from `buildTable`); throws
    /// if they are another table's, another version's, or damaged.
    #[wasm_bindgen(js_name = loadTable)]
    pub fn load_table(
        &self,
        #[wasm_bindgen(unchecked_param_type = "TableKey")] key: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Uint8Array")] bytes: JsValue,
    ) -> Result<(), JsError> {
        let key: TableKey = value_from(&key, "table key")?;
        let bytes = bytes_from(&bytes, "loadTable(key, bytes)")?;
        self.run(
            "loadTable",
            |game| with_game!(game, g => g.load_table(&key, bytes).map_err(error)),
        )
    }

    /// What the `puzzle` command prints for this one case: from `board` to `goal` (the
    /// default goal when `undefined`) for a one-player puzzle, the position `board` for a
    /// two-player game (whose `goal` must be `undefined`); `undefined` when the judge
    /// format cannot state the case.
    #[wasm_bindgen(js_name = judgeOutput)]
    pub fn judge_output(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Board | undefined")] goal: JsValue,
    ) -> Result<Option<String>, JsError> {
        self.run("judgeOutput", |game| {
            with_game!(game, g => {
                let board = board_of(g, &board, "board")?;
                match g.face() {
                    Face::Solo(solo) => Ok(solo.judge_output(&board, &goal_of(solo, &goal)?)),
                    Face::Versus(_) if !goal.is_undefined() => {
                        Err(error(format!("judgeOutput: `{}` has no goal", self.kind)))
                    }
                    Face::Versus(versus) => Ok(Some(versus.judge_output(&board))),
                }
            })
        })
    }

    // One-player puzzles.

    /// The goal reached when none is given.
    #[wasm_bindgen(js_name = defaultGoal, unchecked_return_type = "Board")]
    pub fn default_goal(&self) -> Result<JsValue, JsError> {
        face!(self, "defaultGoal", Solo(solo) => to_js(&solo.default_goal()))
    }

    /// Whether `board` has reached `goal` (the default goal when `undefined`).
    #[wasm_bindgen(js_name = isGoal)]
    pub fn is_goal(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Board | undefined")] goal: JsValue,
    ) -> Result<bool, JsError> {
        face!(self, "isGoal", Solo(solo) => {
            Ok(solo.is_goal(&board_of(solo, &board, "board")?, &goal_of(solo, &goal)?))
        })
    }

    /// A solution from `start` to `goal` (the default goal when `undefined`), optimal
    /// unless the search stopped first, with a proven lower bound on the optimum (the
    /// solution's length when optimal), or why there is none. A long search calls
    /// `onProgress({ bound, nodes, length?, moves? })` now and then (`moves` when a
    /// shorter solution was found since); it stops after `limitMillis` milliseconds when
    /// given, with the best solution found by then where the puzzle finds one before the
    /// shortest (sliding boards of any size), else with no solution (`stopped`).
    #[wasm_bindgen(unchecked_return_type = "Answer")]
    pub fn solve(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board")] start: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Board | undefined")] goal: JsValue,
        #[wasm_bindgen(unchecked_param_type = "OnSearchProgress | undefined")] on_progress: JsValue,
        #[wasm_bindgen(js_name = limitMillis, unchecked_param_type = "number | undefined")]
        limit_millis: JsValue,
    ) -> Result<JsValue, JsError> {
        self.answer((start, goal), (on_progress, limit_millis), false)
    }

    /// `solve` without waiting for the default tables of a goal that has them built in
    /// seconds (see `capabilities().interim`): while they are absent, from small tables of
    /// its own, built first (optimal too, possibly another of the shortest solutions).
    #[wasm_bindgen(js_name = solveInterim, unchecked_return_type = "Answer")]
    pub fn solve_interim(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board")] start: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Board | undefined")] goal: JsValue,
        #[wasm_bindgen(unchecked_param_type = "OnSearchProgress | undefined")] on_progress: JsValue,
        #[wasm_bindgen(js_name = limitMillis, unchecked_param_type = "number | undefined")]
        limit_millis: JsValue,
    ) -> Result<JsValue, JsError> {
        self.answer((start, goal), (on_progress, limit_millis), true)
    }

    /// The start of a search from `start` to `goal` that `sharing.parts` workers share
    /// (see `capabilities().sharedSearch`): solved here while it is short (the answer of
    /// `solve`), or a large iteration cut into boards for `searchPart` (`cut: true`);
    /// `sharing.from` is the bound after an iteration shared without a solution.
    /// `onProgress` as for `solve`.
    #[wasm_bindgen(unchecked_return_type = "Answer | Cut")]
    pub fn plan(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board")] start: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Board | undefined")] goal: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Sharing")] sharing: JsValue,
        #[wasm_bindgen(js_name = onProgress, unchecked_param_type = "OnSearchProgress | undefined")]
        on_progress: JsValue,
    ) -> Result<JsValue, JsError> {
        let call = "plan(start, goal, sharing, onProgress)";
        let sharing = value_from::<Sharing>(&sharing, "sharing")?.checked()?;
        let mut report = progress_of(callback_from(&on_progress, call)?);
        let started = js::now();
        face!(self, "plan", Solo(solo) => {
            let shared = shared_of(solo, "plan")?;
            let start = board_of(solo, &start, "start")?;
            let goal = goal_of(solo, &goal)?;
            let parts = sharing.parts as usize;
            let planned = shared.plan((&start, &goal), sharing.from, parts, &mut report);
            let micros = micros_since(started);
            match planned {
                Ok(Planned::Solved(solved)) => {
                    to_js(&solved_of(solo, &start, solved, micros))
                }
                Ok(Planned::Cut { bound, depth, count, nodes }) => {
                    to_js(&Cut::new(bound, depth, count, nodes))
                }
                Err(unsolvable) => to_js(&NoSolution::new(&unsolvable, micros)),
            }
        })
    }

    /// On puzzles whose `capabilities()` say `anytime`: `solve` without its bound raised
    /// past the start's estimate, ever shorter solutions (each in `onProgress`, as for
    /// `solve`) until its worker is ended or one meets that bound. A worker runs it while
    /// others share the iterations that raise the bound (`plan`, `searchPart`).
    #[wasm_bindgen(unchecked_return_type = "Answer")]
    pub fn improve(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board")] start: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Board | undefined")] goal: JsValue,
        #[wasm_bindgen(js_name = onProgress, unchecked_param_type = "OnSearchProgress | undefined")]
        on_progress: JsValue,
    ) -> Result<JsValue, JsError> {
        let call = "improve(start, goal, onProgress)";
        let mut report = progress_of(callback_from(&on_progress, call)?);
        let started = js::now();
        face!(self, "improve", Solo(solo) => {
            let start = board_of(solo, &start, "start")?;
            let goal = goal_of(solo, &goal)?;
            let improved = solo
                .improve(&start, &goal, &mut report)
                .ok_or_else(|| error(format!("improve: `{}` has no anytime search", self.kind)))?;
            let micros = micros_since(started);
            match improved {
                Ok(solved) => to_js(&solved_of(solo, &start, solved, micros)),
                Err(unsolvable) => to_js(&NoSolution::new(&unsolvable, micros)),
            }
        })
    }

    /// A search of the lab (see `capabilities().lab`) from `start` to `goal`:
    /// `request.algorithm`, ranked by `request.heuristic` where it is informed, within
    /// `request.limit` boards generated and, for `dfs`, `request.depth` moves. With what
    /// it counted and, when it found a solution, the length of a shortest one by the
    /// puzzle's own solver (`shortest`, absent when that takes over 10 s). `onProgress(counts)` hears the counts every
    /// 4,096 boards expanded. Throws for a board of the other parity, naming it.
    #[wasm_bindgen(unchecked_return_type = "LabRun")]
    pub fn lab(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board")] start: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Board | undefined")] goal: JsValue,
        #[wasm_bindgen(unchecked_param_type = "LabRequest")] request: JsValue,
        #[wasm_bindgen(js_name = onProgress, unchecked_param_type = "OnLabProgress | undefined")]
        on_progress: JsValue,
    ) -> Result<JsValue, JsError> {
        let call = "lab(start, goal, request, onProgress)";
        let request = value_from::<LabRequest>(&request, "request")?.into();
        let mut report = lab_progress(callback_from(&on_progress, call)?);
        face!(self, "lab", Solo(solo) => {
            let start = board_of(solo, &start, "start")?;
            let goal = goal_of(solo, &goal)?;
            let boards = solo.lab_board(&start).zip(solo.lab_board(&goal));
            let shortest = || {
                let began = js::now();
                let mut within = |_: &Standing| {
                    if js::now() - began < lab::SHORTEST_MILLIS {
                        ControlFlow::Continue(())
                    } else {
                        ControlFlow::Break(())
                    }
                };
                let solved = solo.solve(&start, &goal, &mut within).ok();
                solved.filter(|best| best.bound as usize >= best.moves.len()).map(|best| best.moves.len() as u32)
            };
            to_js(&lab::run(boards, &request, &mut report, &shortest)?)
        })
    }

    /// The steps of the lab's run of `request` from `start` to `goal`, for the page to
    /// replay: its boards (with the heuristic's value on each) and its first 20,000 steps.
    #[wasm_bindgen(js_name = labTrace, unchecked_return_type = "Trace")]
    pub fn lab_trace(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board")] start: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Board | undefined")] goal: JsValue,
        #[wasm_bindgen(unchecked_param_type = "LabRequest")] request: JsValue,
    ) -> Result<JsValue, JsError> {
        let request = value_from::<LabRequest>(&request, "request")?.into();
        let (start, goal) = self.lab_boards("labTrace", Some(&start), &goal)?;
        to_js(&lab::trace(&request, start, &goal)?)
    }

    /// The value on `board`, toward `goal`, of every heuristic of the lab that has no
    /// tables to build (at once: the page asks on the main thread, at every move).
    #[wasm_bindgen(js_name = labEstimates, unchecked_return_type = "Estimated[]")]
    pub fn lab_estimates(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Board | undefined")] goal: JsValue,
    ) -> Result<JsValue, JsError> {
        let (board, goal) = self.lab_boards("labEstimates", Some(&board), &goal)?;
        to_js(&lab::estimates(board, &goal)?)
    }

    /// The value of `heuristic` on `board` toward `goal`, its tables built first if it
    /// has them and they are not here (most of a second for a 4x4's pattern databases:
    /// ask in a worker).
    #[wasm_bindgen(js_name = labEstimate)]
    pub fn lab_estimate(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Heuristic")] heuristic: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Board | undefined")] goal: JsValue,
    ) -> Result<u32, JsError> {
        let heuristic = value_from(&heuristic, "heuristic")?;
        let (board, goal) = self.lab_boards("labEstimate", Some(&board), &goal)?;
        lab::estimate(heuristic, board, &goal)
    }

    /// How `heuristic` measures up to the exact distance over every board that reaches
    /// `goal` (boards of at most 10 cells): per distance, the boards and the heuristic's
    /// least, largest and summed values. `onProgress(counts)` hears the boards counted
    /// (`generated`) after each distance.
    #[wasm_bindgen(js_name = labProfile, unchecked_return_type = "Layer[]")]
    pub fn lab_profile(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Heuristic")] heuristic: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Board | undefined")] goal: JsValue,
        #[wasm_bindgen(js_name = onProgress, unchecked_param_type = "OnLabProgress | undefined")]
        on_progress: JsValue,
    ) -> Result<JsValue, JsError> {
        let call = "labProfile(heuristic, goal, onProgress)";
        let heuristic = value_from(&heuristic, "heuristic")?;
        let mut report = lab_progress(callback_from(&on_progress, call)?);
        let (_, goal) = self.lab_boards("labProfile", None, &goal)?;
        to_js(&lab::profile(heuristic, &goal, &mut report)?)
    }

    /// One worker's part of an iteration `plan` cut: its boards `part.first` to
    /// `part.end` (excluded) searched in turn, until one holds a solution: that board's
    /// index and the solution, with the positions generated. `onProgress` hears of the
    /// bound, then of every million positions.
    #[wasm_bindgen(js_name = searchPart, unchecked_return_type = "Part | NoSolution")]
    pub fn search_part(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board")] start: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Board | undefined")] goal: JsValue,
        #[wasm_bindgen(unchecked_param_type = "PartOf")] part: JsValue,
        #[wasm_bindgen(js_name = onProgress, unchecked_param_type = "OnSearchProgress | undefined")]
        on_progress: JsValue,
    ) -> Result<JsValue, JsError> {
        let call = "searchPart(start, goal, part, onProgress)";
        let part = value_from::<PartOf>(&part, "part")?.checked()?;
        let mut report = progress_of(callback_from(&on_progress, call)?);
        let started = js::now();
        face!(self, "searchPart", Solo(solo) => {
            let shared = shared_of(solo, "searchPart")?;
            let start = board_of(solo, &start, "start")?;
            let goal = goal_of(solo, &goal)?;
            let at = (part.bound, part.depth);
            let boards = part.first as usize..part.end as usize;
            let searched = shared.search_part((&start, &goal), at, boards, &mut report);
            let micros = micros_since(started);
            match searched {
                Ok(searched) => {
                    let found = searched
                        .found
                        .map(|(index, solved)| (index, solved_of(solo, &start, solved, micros)));
                    to_js(&Part::new(searched.nodes, found))
                }
                Err(unsolvable) => to_js(&NoSolution::new(&unsolvable, micros)),
            }
        })
    }

    /// The number of moves of an optimal solution, or `undefined` when there is none.
    pub fn distance(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Board | undefined")] goal: JsValue,
    ) -> Result<Option<u32>, JsError> {
        face!(self, "distance", Solo(solo) => {
            let board = board_of(solo, &board, "board")?;
            Ok(solo.distance(&board, &goal_of(solo, &goal)?).ok())
        })
    }

    /// A proven lower bound on the moves from `board` to `goal` where exact distances take
    /// a search (the Manhattan distance with linear conflicts), at once; `undefined` on
    /// the puzzles whose distances are instant.
    #[wasm_bindgen(js_name = lowerBound)]
    pub fn lower_bound(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Board | undefined")] goal: JsValue,
    ) -> Result<Option<u32>, JsError> {
        face!(self, "lowerBound", Solo(solo) => {
            let board = board_of(solo, &board, "board")?;
            Ok(solo.lower_bound(&board, &goal_of(solo, &goal)?))
        })
    }

    /// How many optimal solutions lead from `start` to `goal`, and `take` of them (0 to
    /// 1000) from the one at `first` (from 0) in the order of the moves' names; on the
    /// puzzles whose `capabilities()` say `countsSolutions`. Where distances are not
    /// instant (the Fifteen) a search counts them, calling `onProgress({ bound, nodes })`
    /// now and then, and lists the first `listed`; the last position counted keeps them.
    #[wasm_bindgen(js_name = optimalSolutions, unchecked_return_type = "Solutions")]
    pub fn optimal_solutions(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board")] start: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Board | undefined")] goal: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] first: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] take: JsValue,
        #[wasm_bindgen(js_name = onProgress, unchecked_param_type = "OnSearchProgress | undefined")]
        on_progress: JsValue,
    ) -> Result<JsValue, JsError> {
        let call = "optimalSolutions(start, goal, first, take, onProgress)";
        let first = whole_from(&first, call, "a place, a whole number from 0", u64::MAX)?;
        let take = whole_from(&take, call, "a number of solutions, 0 to 1000", 1000)? as usize;
        let on_progress = callback_from(&on_progress, call)?;
        let mut report = |standing: &Standing| {
            if let (Some(callback), Ok(value)) = (&on_progress, to_js(&Progress::from(standing))) {
                let _ = callback.call1(&JsValue::NULL, &value);
            }
            ControlFlow::Continue(())
        };
        face!(self, "optimalSolutions", Solo(solo) => {
            let start = board_of(solo, &start, "start")?;
            let goal = goal_of(solo, &goal)?;
            match solo.optimal_solutions(&start, &goal, (first, take), &mut report) {
                Some(Ok(optimal)) => to_js(&Solutions::from(optimal)),
                Some(Err(unsolvable)) => Err(error(format!("optimalSolutions: {unsolvable}"))),
                None => Err(error("optimalSolutions: this puzzle does not count its optimal solutions")),
            }
        })
    }

    /// The smallest shortest solution in the multi-tile metric, its slides named `d2`,
    /// `r`; on the puzzles whose `capabilities()` say `multiTile`.
    #[wasm_bindgen(js_name = solveMultiTile)]
    pub fn solve_multi_tile(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board")] start: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Board | undefined")] goal: JsValue,
    ) -> Result<Vec<String>, JsError> {
        face!(self, "solveMultiTile", Solo(solo) => {
            let start = board_of(solo, &start, "start")?;
            let goal = goal_of(solo, &goal)?;
            match solo.solve_multi(&start, &goal) {
                Some(Ok(slides)) => Ok(slides),
                Some(Err(unsolvable)) => Err(error(format!("solveMultiTile: {unsolvable}"))),
                None => Err(error("solveMultiTile: this puzzle does not solve in the multi-tile metric")),
            }
        })
    }

    /// `counts[d]`: how many positions lie `d` moves from `goal`; empty where they cannot
    /// be counted.
    #[wasm_bindgen(js_name = distanceCounts)]
    pub fn distance_counts(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board | undefined")] goal: JsValue,
    ) -> Result<Vec<f64>, JsError> {
        face!(self, "distanceCounts", Solo(solo) => {
            let counts = solo.distance_counts(&goal_of(solo, &goal)?);
            Ok(counts.into_iter().map(|c| c as f64).collect())
        })
    }

    /// Why `goal` cannot be reached from `start`, when that needs no search (a parity);
    /// `undefined` otherwise.
    #[wasm_bindgen(js_name = whyUnsolvable, unchecked_return_type = "Unsolved | undefined")]
    pub fn why_unsolvable(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board")] start: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Board | undefined")] goal: JsValue,
    ) -> Result<JsValue, JsError> {
        face!(self, "whyUnsolvable", Solo(solo) => {
            let start = board_of(solo, &start, "start")?;
            match solo.why_unsolvable(&start, &goal_of(solo, &goal)?) {
                Some(unsolvable) => to_js(&Unsolved::from(&unsolvable)),
                None => Ok(JsValue::UNDEFINED),
            }
        })
    }

    /// A random position from which `goal` can be reached, fixed by `seed` (a whole
    /// number 0 to 2^32 - 1): uniform, or of `level`'s difficulty (one of the levels
    /// `capabilities()` lists) when given.
    #[wasm_bindgen(unchecked_return_type = "Board")]
    pub fn scramble(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] seed: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Board | undefined")] goal: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Level | undefined")] level: JsValue,
    ) -> Result<JsValue, JsError> {
        let call = "scramble(seed, goal, level)";
        let seed = seed_from(&seed, call)?;
        let level = if level.is_undefined() {
            None
        } else {
            let name = text_from(&level, call, "a level")?;
            let unknown = || {
                error(format!(
                    "unknown level `{}`; known: easy, medium, hard",
                    shown(&name)
                ))
            };
            Some(
                serde_wasm_bindgen::from_value::<Level>(JsValue::from_str(&name))
                    .map_err(|_| unknown())?,
            )
        };
        face!(self, "scramble", Solo(solo) => {
            to_js(&solo.scramble(&goal_of(solo, &goal)?, seed, level))
        })
    }

    /// One of the positions farthest from `goal`, drawn by `seed`, with the goal it is
    /// farthest from (`goal`, unless the puzzle knows its hardest positions for another
    /// goal only).
    #[wasm_bindgen(unchecked_return_type = "Hardest<Board>")]
    pub fn hardest(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] seed: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Board | undefined")] goal: JsValue,
    ) -> Result<JsValue, JsError> {
        let seed = seed_from(&seed, "hardest(seed, goal)")?;
        face!(self, "hardest", Solo(solo) => {
            to_js(&Hardest::new(solo.hardest(&goal_of(solo, &goal)?, seed)))
        })
    }

    // Two-player games.

    /// The position games start from.
    #[wasm_bindgen(unchecked_return_type = "Board")]
    pub fn start(&self) -> Result<JsValue, JsError> {
        face!(self, "start", Versus(versus) => to_js(&versus.start()))
    }

    /// How the game at `board` has ended, or `undefined` while it goes on: the winner,
    /// the way, and the 4 cells that show it (the winning stones; for `trapped` the
    /// cornered stone and its three neighbours). The rules alone answer.
    #[wasm_bindgen(unchecked_return_type = "Outcome | undefined")]
    pub fn outcome(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue,
    ) -> Result<JsValue, JsError> {
        face!(self, "outcome", Versus(versus) => {
            match versus.outcome(&board_of(versus, &board, "board")?) {
                Some(outcome) => to_js(&outcome),
                None => Ok(JsValue::UNDEFINED),
            }
        })
    }

    /// The value of `board` for the side to move with perfect play; throws until the
    /// tablebase is built or loaded.
    #[wasm_bindgen(unchecked_return_type = "Valued")]
    pub fn value(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue,
    ) -> Result<JsValue, JsError> {
        face!(self, "value", Versus(versus) => {
            let value = versus.value(&board_of(versus, &board, "board")?).map_err(error)?;
            to_js(&Valued::from(value))
        })
    }

    /// Every legal move in canonical order with the value of the position it leads to
    /// for the side that moves; throws until the tablebase is built or loaded.
    #[wasm_bindgen(js_name = moveValues, unchecked_return_type = "LegalMove<Board>[]")]
    pub fn move_values(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue,
    ) -> Result<JsValue, JsError> {
        face!(self, "moveValues", Versus(versus) => {
            let moves = versus.move_values(&board_of(versus, &board, "board")?).map_err(error)?;
            let moves: Vec<_> = moves
                .into_iter()
                .map(|valued| LegalMove::new(valued.legal, Some(valued.value)))
                .collect();
            to_js(&moves)
        })
    }

    /// The move the computer plays at `level` (`perfect`, `strong` or `casual`), its
    /// choice among equals fixed by `seed`; `undefined` when the game is over. Throws
    /// until the tablebase is built or loaded.
    #[wasm_bindgen(js_name = computerMove)]
    pub fn computer_move(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Strength")] level: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] seed: JsValue,
    ) -> Result<Option<String>, JsError> {
        let call = "computerMove(board, level, seed)";
        let strength: Strength = text_from(&level, call, "a level")?.parse().map_err(error)?;
        let seed = seed_from(&seed, call)?;
        face!(self, "computerMove", Versus(versus) => {
            let board = board_of(versus, &board, "board")?;
            versus.computer_move(&board, strength, seed).map_err(error)
        })
    }

    /// The rest of the game from `board` with perfect play on both sides (the winner
    /// hurrying, the loser holding out), or why there is none (a draw); builds the
    /// tablebase first if need be.
    #[wasm_bindgen(js_name = perfectPlay, unchecked_return_type = "Answer")]
    pub fn perfect_play(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue,
    ) -> Result<JsValue, JsError> {
        face!(self, "perfectPlay", Versus(versus) => {
            let board = board_of(versus, &board, "board")?;
            let started = js::now();
            let found = versus.perfect_play(&board);
            let micros = micros_since(started);
            match found {
                Ok(moves) => {
                    let plies = moves.len() as u32;
                    to_js(&Solved::new(versus.replay(&board, moves), plies, 0, micros))
                }
                Err(unsolvable) => to_js(&NoSolution::new(&unsolvable, micros)),
            }
        })
    }

    /// A position drawn by `seed` among those where the game goes on.
    #[wasm_bindgen(unchecked_return_type = "Board")]
    pub fn random(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] seed: JsValue,
    ) -> Result<JsValue, JsError> {
        let seed = seed_from(&seed, "random(seed)")?;
        face!(self, "random", Versus(versus) => to_js(&versus.random(seed)))
    }

    /// One of the positions whose win takes longest against the best defence, by `seed`.
    #[wasm_bindgen(unchecked_return_type = "Board")]
    pub fn deepest(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] seed: JsValue,
    ) -> Result<JsValue, JsError> {
        let seed = seed_from(&seed, "deepest(seed)")?;
        face!(self, "deepest", Versus(versus) => to_js(&versus.deepest(seed)))
    }
}

impl Puzzle {
    /// The answer of `solve`, or of `solveInterim` when `interim`.
    fn answer(
        &self,
        (start, goal): (JsValue, JsValue),
        (on_progress, limit_millis): (JsValue, JsValue),
        interim: bool,
    ) -> Result<JsValue, JsError> {
        let name = if interim { "solveInterim" } else { "solve" };
        let call = &format!("{name}(start, goal, onProgress, limitMillis)");
        let on_progress = callback_from(&on_progress, call)?;
        let limit = millis_from(&limit_millis, call)?;
        let started = js::now();
        let mut report = |standing: &Standing| {
            if let (Some(callback), Ok(value)) = (&on_progress, to_js(&Progress::from(standing))) {
                let _ = callback.call1(&JsValue::NULL, &value);
            }
            match limit {
                Some(limit) if js::now() - started >= limit => ControlFlow::Break(()),
                _ => ControlFlow::Continue(()),
            }
        };
        face!(self, name, Solo(solo) => {
            let start = board_of(solo, &start, "start")?;
            let goal = goal_of(solo, &goal)?;
            let found = if interim {
                solo.solve_interim(&start, &goal, &mut report)
                    .ok_or_else(|| error(format!("{name}: this puzzle has no interim tables")))?
            } else {
                solo.solve(&start, &goal, &mut report)
            };
            let micros = micros_since(started);
            match found {
                Ok(solved) => to_js(&solved_of(solo, &start, solved, micros)),
                Err(unsolvable) => to_js(&NoSolution::new(&unsolvable, micros)),
            }
        })
    }

    /// `board` (when given) and `goal` (the default goal when `undefined`) of this game,
    /// as the search lab takes them: one copy per game serves every lab question but the
    /// run, which also asks the game's solver.
    fn lab_boards(
        &self,
        call: &str,
        board: Option<&JsValue>,
        goal: &JsValue,
    ) -> Result<(Option<sliding::Board>, sliding::Board), JsError> {
        face!(self, call, Solo(solo) => {
            let goal = goal_of(solo, goal)?;
            let board = board.map(|value| board_of(solo, value, "board")).transpose()?;
            let lab_board = |b| solo.lab_board(b).ok_or_else(lab::no_lab);
            Ok((board.as_ref().map(lab_board).transpose()?, lab_board(&goal)?))
        })
    }

    /// `f(game)`, refused while another call of this instance runs (a call from its
    /// progress callback).
    fn run<T>(
        &self,
        call: &str,
        f: impl FnOnce(&AnyGame) -> Result<T, JsError>,
    ) -> Result<T, JsError> {
        if self.busy.replace(true) {
            return Err(error(format!(
                "{call}: refused while another call of this puzzle runs (one made from its \
                 progress callback?)"
            )));
        }
        let answer = f(&self.game);
        self.busy.set(false);
        answer
    }
}

/// The goal argument: the game's default goal when `undefined`. Kept out of line, as are
/// [`board_of`] and [`solved_of`]: one copy per board type serves every binding, rather
/// than one inlined into each (a smaller module).
#[inline(never)]
fn goal_of<B>(solo: &dyn Solo<Board = B>, goal: &JsValue) -> Result<B, JsError>
where
    B: Clone + PartialEq + serde::Serialize + DeserializeOwned,
{
    if goal.is_undefined() {
        Ok(solo.default_goal())
    } else {
        board_of(solo, goal, "goal")
    }
}

/// The board `value` of `game`, read as [`value_from`] reads it and checked by the game
/// ([`Game::check`]); `what` names it in the error.
#[inline(never)]
fn board_of<G: Game + ?Sized>(game: &G, value: &JsValue, what: &str) -> Result<G::Board, JsError> {
    let board = value_from(value, what)?;
    game.check(&board)
        .map_err(|e| error(format!("invalid {what}: {e}")))?;
    Ok(board)
}

/// The board the tables of `game` are asked for: a goal (the default when `undefined`),
/// or a two-player game's start (which has no goal: `goal` must be `undefined`).
fn reference<G: Game>(game: &G, kind: Kind, goal: &JsValue) -> Result<G::Board, JsError> {
    match game.face() {
        Face::Solo(solo) => goal_of(solo, goal),
        Face::Versus(_) if !goal.is_undefined() => {
            Err(error(format!("tables: `{kind}` has no goal")))
        }
        Face::Versus(versus) => Ok(versus.start()),
    }
}

/// The search of `solo` that workers share; an error naming `call` for a puzzle without
/// one.
fn shared_of<'a, B>(
    solo: &'a dyn Solo<Board = B>,
    call: &str,
) -> Result<&'a dyn SharedSearch<Board = B>, JsError>
where
    B: Clone + PartialEq + serde::Serialize + DeserializeOwned,
{
    solo.shared()
        .ok_or_else(|| error(format!("{call}: this puzzle's search is not shared")))
}

/// A progress callback of the core that tells `callback` (if any) where a search stands,
/// and never stops it (a shared search is stopped by ending its worker).
fn progress_of(callback: Option<js_sys::Function>) -> impl FnMut(&Standing) -> ControlFlow<()> {
    move |standing: &Standing| {
        if let (Some(callback), Ok(value)) = (&callback, to_js(&Progress::from(standing))) {
            let _ = callback.call1(&JsValue::NULL, &value);
        }
        ControlFlow::Continue(())
    }
}

/// A progress callback of the lab that tells `callback` (if any) the counts so far, and
/// never stops the run (a run is stopped by ending its worker).
fn lab_progress(callback: Option<js_sys::Function>) -> impl FnMut(&Counts) -> ControlFlow<()> {
    move |counts: &Counts| {
        if let (Some(callback), Ok(value)) = (&callback, to_js(counts)) {
            let _ = callback.call1(&JsValue::NULL, &value);
        }
        ControlFlow::Continue(())
    }
}

/// Microseconds since `started` (a [`js::now`] reading), rounded.
fn micros_since(started: f64) -> f64 {
    ((js::now() - started) * 1000.0).round()
}

/// The answer of a solve that found `solved` from `start`, in `micros`: its moves with the
/// boards they pass.
#[inline(never)]
fn solved_of<B>(
    solo: &dyn Solo<Board = B>,
    start: &B,
    solved: game::Solved,
    micros: f64,
) -> Solved<B>
where
    B: Clone + PartialEq + serde::Serialize + DeserializeOwned,
{
    let (bound, nodes) = (solved.bound, solved.nodes);
    Solved::new(solo.replay(start, solved.moves), bound, nodes, micros)
}
