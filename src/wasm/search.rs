//! The frame every search binding shares, written once: the progress callback it tells
//! (one that throws does not stop the search), the time it may take, its clock, and the
//! answer it gives (the solution with its boards and the judge's output of the case, or
//! why there is none).

use std::ops::ControlFlow;

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::answers::{NoSolution, Progress, Solved};
use super::convert::{callback_from, error, millis_from, to_js};
use super::{board_of, goal_of, js, Puzzle};
use crate::game::{self, BoardValue, Kind, Solo, Standing};
use crate::puzzles::Unsolvable;

/// A search's callback, time limit and clock.
pub(super) struct Frame {
    callback: Option<js_sys::Function>,
    limit: Option<f64>,
    started: f64,
}

impl Frame {
    /// The frame of `call` (its name and arguments, for errors), told through
    /// `on_progress` (a function, or `undefined`), stopped after `limit_millis` when
    /// given (a number above 0, or `undefined`); its clock starts now.
    pub(super) fn new(
        call: &str,
        on_progress: &JsValue,
        limit_millis: &JsValue,
    ) -> Result<Self, JsError> {
        Ok(Self {
            callback: callback_from(on_progress, call)?,
            limit: millis_from(limit_millis, call)?,
            started: js::now(),
        })
    }

    /// Tells the callback, if any, `value`.
    pub(super) fn tell<T: Serialize + ?Sized>(&self, value: &T) {
        if let (Some(callback), Ok(value)) = (&self.callback, to_js(value)) {
            let _ = callback.call1(&JsValue::NULL, &value);
        }
    }

    /// Tells the callback where a solve stands; stops it once its time is up.
    pub(super) fn standing(&self, standing: &Standing) -> ControlFlow<()> {
        self.tell(&Progress::from(standing));
        match self.limit {
            Some(limit) if js::now() - self.started >= limit => ControlFlow::Break(()),
            _ => ControlFlow::Continue(()),
        }
    }

    /// Microseconds since the frame began, rounded.
    pub(super) fn micros(&self) -> f64 {
        js::micros_since(self.started)
    }

    /// The answer of a solve of `solo` that found `solved` from `start` to `goal`: its
    /// moves with the boards they pass, and, when it is proven shortest, the judge's output
    /// of the case where the puzzle's judge format states it.
    #[inline(never)]
    pub(super) fn solved<B: BoardValue>(
        &self,
        solo: &dyn Solo<Board = B>,
        (start, goal): (&B, &B),
        solved: game::Solved,
    ) -> Solved<B> {
        let optimal = solved.is_optimal();
        let (bound, nodes) = (solved.bound, solved.nodes);
        let solution = solo.replay(start, solved.moves);
        let judge = optimal
            .then(|| solo.judge(start, goal, Ok(&solution)))
            .flatten();
        Solved::new(solution, (bound, nodes), self.micros(), judge)
    }

    /// The answer of a search of `solo`: [`Frame::solved`], or why there is none.
    #[inline(never)]
    pub(super) fn answer<B: BoardValue>(
        &self,
        solo: &dyn Solo<Board = B>,
        boards: (&B, &B),
        found: Result<game::Solved, Unsolvable>,
    ) -> Result<JsValue, JsError> {
        match found {
            Ok(solved) => to_js(&self.solved(solo, boards, solved)),
            Err(unsolvable) => to_js(&NoSolution::new(&unsolvable, self.micros())),
        }
    }
}

/// The searches of a one-player puzzle that answer a solution, each a facet's but for
/// the solve.
#[derive(Debug, Clone, Copy)]
pub(super) enum Search {
    /// [`Solo::solve`].
    Solve,
    /// [`Interim::solve_interim`](game::Interim::solve_interim).
    Interim,
    /// [`Anytime::improve`](game::Anytime::improve).
    Improve,
}

impl Search {
    /// The binding's name.
    fn name(self) -> &'static str {
        match self {
            Search::Solve => "solve",
            Search::Interim => "solveInterim",
            Search::Improve => "improve",
        }
    }

    /// This search of `solo` (a game of `kind`) from `start` to `goal`, `progress`
    /// hearing where it stands; an error naming the binding where the puzzle has not the
    /// facet.
    fn run<B: BoardValue>(
        self,
        (solo, kind): (&dyn Solo<Board = B>, Kind),
        (start, goal): (&B, &B),
        progress: &mut dyn FnMut(&Standing) -> ControlFlow<()>,
    ) -> Result<Result<game::Solved, Unsolvable>, JsError> {
        Ok(match self {
            Search::Solve => solo.solve(start, goal, progress),
            Search::Interim => solo
                .interim()
                .ok_or_else(|| error("solveInterim: this puzzle has no interim tables"))?
                .solve_interim(start, goal, progress),
            Search::Improve => solo
                .anytime()
                .ok_or_else(|| error(format!("improve: `{kind}` has no anytime search")))?
                .improve(start, goal, progress),
        })
    }
}

impl Puzzle {
    /// The answer of `search` from `start` to `goal` (the default goal when `undefined`)
    /// in `frame`.
    pub(super) fn searched(
        &self,
        search: Search,
        (start, goal): (&JsValue, &JsValue),
        frame: &Frame,
    ) -> Result<JsValue, JsError> {
        let mut report = |standing: &Standing| frame.standing(standing);
        face!(self, search.name(), Solo(solo) => {
            let start = board_of(solo, start, "start")?;
            let goal = goal_of(solo, goal)?;
            let found = search.run((solo, self.kind), (&start, &goal), &mut report)?;
            frame.answer(solo, (&start, &goal), found)
        })
    }
}
