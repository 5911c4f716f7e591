// The search lab's state, as its controller keeps it in the slice `lab`: what it runs, its
// runs, the run in progress and what it says, a profile, a run watched, and the board of the
// game as the lab compares it.

/** @typedef {import('../../pkg/puzzle_core.js').Board} Board */

/**
 * What the search lab runs: a search, the heuristic an informed one ranks by, how deep
 * depth-first search goes, and the boards a run may generate.
 * @typedef {{ algorithm: import('../../pkg/puzzle_core.js').Algorithm, heuristic: import('../../pkg/puzzle_core.js').Heuristic, depth: number, limit: number }} LabChoice
 */

/**
 * A run of the search lab, kept until cleared: the puzzle, the board (and its text) and
 * goal it ran on, what was asked, and the core's answer.
 * @typedef {object} LabRun
 * @property {number} id
 * @property {string} kind
 * @property {Board} start
 * @property {Board} goal
 * @property {string} text  the start as the puzzle writes it
 * @property {string} goalText  the goal as the puzzle writes it
 * @property {LabChoice} choice
 * @property {import('../../pkg/puzzle_core.js').LabRun} answer
 */

/**
 * A heuristic's value (or why there is none) on a board toward a goal (their texts) of
 * puzzle `kind`, asked of the lab's worker: a heuristic with tables to build.
 * @typedef {{ kind: string, heuristic: import('../../pkg/puzzle_core.js').Heuristic, board: string, goal: string, value: number | string }} LabMeasured
 */

/**
 * A run watched step by step: the run, its steps (from the core), laid out, the step
 * shown, whether it plays on its own, and the milliseconds a step takes then.
 * @typedef {{ run: number, trace: import('../../pkg/puzzle_core.js').Trace, layout: import('./watch.js').Layout, index: number, playing: boolean, speed: number }} LabWatch
 */

/**
 * A heuristic's values by exact distance over every board that reaches a goal (boards of
 * at most 10 cells), for the puzzle and goal (as the puzzle writes it) it was made for.
 * @typedef {{ kind: string, goal: string, heuristic: import('../../pkg/puzzle_core.js').Heuristic, layers: import('../../pkg/puzzle_core.js').Layer[] }} LabProfile
 */

/** @typedef {'' | 'busy' | 'ok' | 'error'} Tone */

/**
 * The search lab's state: what it runs, its runs (every puzzle's, oldest first), the
 * puzzle whose board a run searches now and where it stands in words, what the lab of
 * puzzle `kind` says (how its last run ended, or the run it plays), the last heuristic
 * profiled, a run watched, the last value asked of its worker, and the exact distance of
 * the board of the game (where it is a lookup).
 * @typedef {object} Lab
 * @property {LabChoice} choice
 * @property {LabRun[]} runs
 * @property {string | null} running
 * @property {string} progress
 * @property {{ kind: string | null, text: string, tone: Tone }} status
 * @property {LabProfile | null} profile
 * @property {LabWatch | null} watch
 * @property {LabMeasured | null} measured
 * @property {Here | null} here
 */

/**
 * The board of the game as the lab compares it (its text and its goal's, each heuristic's
 * value on it, its exact distance where that is a lookup), worked out when it changes.
 * @typedef {{ kind: string, board: Board, text: string, goalText: string, estimates: import('../../pkg/puzzle_core.js').Estimated[], distance?: number }} Here
 */

export {};
