// The shape of the page's state (see store.js): what the page holds of the puzzle being
// played and of everything it shows. Each part has one writer, named beside it.
import { NORMAL } from './playback.js';

/** @typedef {import('../pkg/puzzle_core.js').Board} Board */
/** @typedef {import('../pkg/puzzle_core.js').Puzzle} Core */
/** @typedef {import('../pkg/puzzle_core.js').Capabilities} Capabilities */
/** @typedef {import('../pkg/puzzle_core.js').LegalMove<Board>} LegalMove */
/** @typedef {import('../pkg/puzzle_core.js').Table} Table */
/** @typedef {import('../pkg/puzzle_core.js').Valued} Valued */
/** @typedef {import('../catalogue.js').Entry} Entry */
/** @typedef {import('./history.js').History} History */
/** @typedef {import('./attempt.js').Attempt} Attempt */
/** @typedef {import('./settings.js').Settings} Settings */

/** @typedef {'' | 'busy' | 'ok' | 'error'} Tone */

/**
 * A table the puzzle's answers need (see tables.js): the core's description and where it
 * stands in this browser (how it got ready, in how long if built, whether the cache kept
 * it, why it failed).
 * @typedef {Table & { state: 'checking' | 'loading' | 'building' | 'ready' | 'absent' | 'failed', progress: number, millis?: number, how?: string, kept?: boolean, message?: string }} TableState
 */

/**
 * A solution: its moves, the boards they pass (the start first), whether it is proven
 * the shortest (a search stopped early keeps the best it found, which may not be; a solve
 * replayed is not), whether its moves are slides of the multi-tile metric, and, for a
 * solve replayed at its own pace, the milliseconds before each move.
 * @typedef {{ moves: string[], boards: Board[], optimal?: boolean, slides?: boolean, pace?: number[] }} Solution
 */

/**
 * A page of the shortest solutions from `start` (the position of puzzle `kind` when
 * asked): how many there are and how many of them are listed (in decimal; '' while they
 * are counted), the place of the first shown (from 0), their moves, the place of the one
 * last played; or why they could not be counted. Where a search counts them (4x4 boards,
 * on request), `counting` says where it stands while it runs. None where the position
 * has no solutions to list (at the goal, or unsolvable).
 * @typedef {{ kind: string, start: Board, count: string, listed: string, first: number, solutions: string[][], playing?: number, error?: string, counting?: string }} Optimal
 */

/**
 * A review of the moves of a game of puzzle `kind`: their names, those the solver made
 * (`bySolver`, from 1, in a one-player puzzle), and the distance to the
 * goal before the first and after each (proven lower bounds where `bound`), or (in a
 * two-player game) the player's moves weighed by the tablebase, each null while asked for
 * and where it does not apply; or why there is none.
 * @typedef {{ kind: string, moves: string[], bySolver: number[], distances: number[] | null, verdicts: import('./review.js').Verdict[] | null, bound: boolean, error: string }} Review
 */

/**
 * A solution being played back (see playback.js).
 * @typedef {object} Playback
 * @property {Solution} solution
 * @property {number} index  how many of its moves the shown board has made
 * @property {boolean} playing
 */

/**
 * The board editor's drafts (see editing.js).
 * @typedef {object} Editing
 * @property {{ board: Board, goal: Board }} drafts
 * @property {{ which: 'board' | 'goal', cell: number } | null} selected
 * @property {string | null} problem  the core's objection to a draft
 * @property {{ text: string, tone: Tone }} verdict  whether the goal can be reached from the draft
 */

/**
 * A two-player game's state (see versus.js).
 * @typedef {object} Versus
 * @property {'white' | 'black' | 'both'} side  the side the player plays
 * @property {'perfect' | 'strong' | 'casual'} level  the computer's
 * @property {boolean} analysis  whether every move's value shows
 * @property {boolean} drawAgreed
 * @property {Board | null} drawDeclined  the position a draw was declined in
 * @property {{ winner: 'white' | 'black', pattern: string, cells: number[] } | null} outcome
 * @property {boolean} computerToMove
 * @property {Valued | null} value  of the position shown, for its side to move
 * @property {(LegalMove & { value: Valued })[] | null} moves  every legal move with its value
 */

/**
 * What the search lab runs: a search, the heuristic an informed one ranks by, how deep
 * depth-first search goes, and the boards a run may generate.
 * @typedef {{ algorithm: import('../pkg/puzzle_core.js').Algorithm, heuristic: import('../pkg/puzzle_core.js').Heuristic, depth: number, limit: number }} LabChoice
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
 * @property {LabChoice} choice
 * @property {import('../pkg/puzzle_core.js').LabRun} answer
 */

/**
 * The search lab (see lab.js).
 * @typedef {object} Lab
 * @property {LabChoice} choice
 * @property {LabRun[]} runs  every puzzle's, oldest first
 * @property {string | null} running  the puzzle whose board a run searches now
 * @property {string} progress  where it stands, in words
 * @property {{ kind: string | null, text: string, tone: Tone }} status  what the lab of puzzle
 *   `kind` says: how its last run ended (when not in the table), or the run it plays
 * @property {LabProfile | null} profile  the last heuristic profiled
 * @property {LabWatch | null} watch  a run being watched step by step
 * @property {LabMeasured | null} measured  the last value asked of the lab's worker
 */

/**
 * A heuristic's value (or why there is none) on a board toward a goal (their texts) of
 * puzzle `kind`, asked of the lab's worker: a heuristic with tables to build.
 * @typedef {{ kind: string, heuristic: import('../pkg/puzzle_core.js').Heuristic, board: string, goal: string, value: number | string }} LabMeasured
 */

/**
 * A run watched step by step: the run, its steps (from the core), laid out, the step
 * shown, whether it plays on its own, and the milliseconds a step takes then.
 * @typedef {{ run: number, trace: import('../pkg/puzzle_core.js').Trace, layout: import('./watch.js').Layout, index: number, playing: boolean, speed: number }} LabWatch
 */

/**
 * A heuristic's values by exact distance over every board that reaches a goal (boards of
 * at most 10 cells), for the puzzle and goal (as the puzzle writes it) it was made for.
 * @typedef {{ kind: string, goal: string, heuristic: import('../pkg/puzzle_core.js').Heuristic, layers: import('../pkg/puzzle_core.js').Layer[] }} LabProfile
 */

/**
 * How Solve counts moves: a tile at a time, or the multi-tile metric's slides of one or
 * more tiles of a line.
 * @typedef {'moves' | 'mtm'} Metric
 */

/**
 * The player's kept solves (see stats.js).
 * @typedef {object} Stats
 * @property {import('./solves.js').Solve[]} solves  every puzzle's, oldest first
 * @property {string} since  when this visit began (ISO 8601): its solves are the session's
 * @property {string} level  the level whose solves show: the game's (`custom` for a
 *   position not shuffled)
 * @property {number} page  of the list of solves, newest first
 * @property {boolean} clearing  whether Clear all waits to be confirmed
 * @property {string | null} replaying  the date of the solve replayed on the board
 * @property {{ text: string, tone: Tone }} message  what the last import, export or
 *   write came to; what could not be read
 */

/**
 * @typedef {object} State
 * @property {string[]} kinds  every puzzle, from the core
 * @property {string | null} kind  the puzzle shown (session)
 * @property {Entry | null} entry  its catalogue entry (session)
 * @property {Core | null} game  its core on the main thread (session)
 * @property {Capabilities | null} capabilities  what the core says it can do (session)
 * @property {History | null} history  the game's positions (session)
 * @property {Board | null} goal  (session)
 * @property {string} source  how the position came: 'scramble', 'hardest', 'load', ... (session)
 * @property {string} level  the level of the last scramble (session)
 * @property {Attempt | null} attempt  the attempt at this position (session)
 * @property {Playback | null} player  a solution played back (playback)
 * @property {number} speed  milliseconds per step of the player (playback)
 * @property {Editing | null} editor  (editing)
 * @property {{ text: string, tone: Tone }} status  the solution card's line (solving)
 * @property {boolean} searching  whether a solve or hint runs (solving)
 * @property {string} progress  a running search's progress, in words; once Cancel ended it,
 *   that, until the next question or position (solving)
 * @property {Metric} metric  how Solve counts moves (solving)
 * @property {{ length: number, bound: number } | null} best  a running solve's best
 *   solution so far and the proven bound on the shortest, where the search finds
 *   solutions before it proves one the shortest (solving)
 * @property {LegalMove | null} hint  the next optimal move, once asked for (solving)
 * @property {string} hintText  (solving)
 * @property {string | null} judge  the judge output of the case solved (solving)
 * @property {number | null | undefined} distance  moves to the goal: null unsolvable, undefined unknown (solving)
 * @property {number[] | null} counts  positions per distance from the goal (solving)
 * @property {Record<string, TableState>} tables  where each table stands, by family, across puzzles (tables)
 * @property {Versus | null} versus  (versus)
 * @property {{ board: string | null, goal: string | null }} typed  texts typed into the
 *   fields and not yet loaded; null where a field shows the board (form)
 * @property {{ which: 'board' | 'goal', message: string } | null} inputError  what is wrong
 *   with a text field: which, and the core's words (form)
 * @property {string} linkNote  why a link, or what this browser kept, was not followed as
 *   it asked (a size out of range, no such puzzle, a position or goal that could not be
 *   read); it goes with the next change of position (session)
 * @property {{ text: string, tone: Tone }} copied  what was just copied, or why not (form)
 * @property {{ text: string, action: 'reload' | null } | null} notice  (notices)
 * @property {Settings} settings  (settings)
 * @property {string} pictureStatus  (settings)
 * @property {boolean} settingsOpen  (settings)
 * @property {Lab} lab  (lab)
 * @property {Optimal | null} optimal  the position's shortest solutions, a page of them (optimal)
 * @property {Review | null} review  the review of the player's moves (review)
 * @property {Stats} stats  the player's kept solves (stats)
 * @property {import('./marathon.js').Marathon | null} marathon  the marathon or relay under way or last run (marathon)
 */

/**
 * The state before any puzzle is shown.
 * @param {string[]} kinds
 * @param {Settings} settings
 * @param {LabChoice} labChoice  what the lab runs at first
 * @param {string} level  the level of shuffles chosen last
 * @returns {State}
 */
export function createState(kinds, settings, labChoice, level) {
  return {
    kinds,
    kind: null,
    entry: null,
    game: null,
    capabilities: null,
    history: null,
    goal: null,
    source: 'scramble',
    level,
    attempt: null,
    player: null,
    speed: NORMAL,
    editor: null,
    status: { text: '', tone: '' },
    searching: false,
    metric: 'moves',
    progress: '',
    best: null,
    hint: null,
    hintText: '',
    judge: null,
    distance: undefined,
    counts: null,
    tables: {},
    versus: null,
    typed: { board: null, goal: null },
    inputError: null,
    linkNote: '',
    copied: { text: '', tone: '' },
    notice: null,
    settings,
    pictureStatus: '',
    settingsOpen: false,
    optimal: null,
    review: null,
    marathon: null,
    stats: { solves: [], since: new Date().toISOString(), level: 'any', page: 0, clearing: false, replaying: null, message: { text: '', tone: '' } },
    lab: {
      choice: labChoice,
      runs: [],
      running: null,
      progress: '',
      status: { kind: null, text: '', tone: '' },
      profile: null,
      watch: null,
      measured: null,
    },
  };
}
