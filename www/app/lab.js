// The search lab: runs the search chosen on the board of the game, or gathers a heuristic's
// values by exact distance over every board (small boards), in a worker of its own
// beside the puzzle's (so that playing, hints and solves never wait for it), one run at a
// time, cancellable; keeps every run until cleared, so that searches and heuristics can
// be compared on one board; and plays a run's solution on the board. Only this module
// changes `state.lab`.
import { Cancelled } from '../solver/client.js';
import { describeProgress } from './progress.js';
import { countText, hasTables, heuristicNamed, keepChoice, runText, searchNamed } from './searches.js';
import { layOut } from './watch.js';
import { tablesOf } from './tables.js';

/** @typedef {import('./state.js').State} State */
/** @typedef {import('./state.js').Board} Board */
/** @typedef {import('./state.js').Lab} Lab */
/** @typedef {import('./state.js').LabChoice} LabChoice */
/** @typedef {import('./store.js').Store<State>} StateStore */
/** @typedef {import('../solver/client.js').SolverClient} SolverClient */
/** @typedef {import('./progress.js').Progress} Progress */

/** A run's progress is said at most this often. */
const PROGRESS_EVERY_MS = 250;

/**
 * A run that kept more boards than this at once leaves its worker's memory grown (a
 * wasm memory never shrinks: about 150 MB after 3 million boards): the worker is ended,
 * and made again for the next run.
 */
const RELEASE_ABOVE = 200_000;

/**
 * The worker lane of puzzle `kind`'s lab runs (apart from its team, which Cancel of a
 * solve ends).
 * @param {string} kind
 */
export function labLane(kind) {
  return `lab:${kind}`;
}

/**
 * The lab's controller.
 * @param {{ store: StateStore, hub: import('./hub.js').Hub, solver: SolverClient, show: (solution: import('./state.js').Solution) => void }} parts
 *   `show` plays a solution back
 */
export function createLab({ store, hub, solver, show }) {
  const { state } = store;
  let nextId = 1;

  /** @param {Partial<Lab>} patch */
  const write = (patch) => store.update({ lab: { ...state.lab, ...patch } });
  /**
   * Says `text` in the lab of puzzle `kind`.
   * @param {string} kind
   * @param {string} text
   * @param {import('./state.js').Tone} [tone]
   */
  const say = (kind, text, tone = '') => write({ status: { kind, text, tone } });

  /**
   * Changes what the next run runs.
   * @param {Partial<LabChoice>} patch
   */
  function choose(patch) {
    write({ choice: { ...state.lab.choice, ...patch } });
    keepChoice(state.lab.choice);
    measure();
  }

  /** Runs the search chosen on the game's board, toward its goal. */
  async function run() {
    const { kind, game, history, goal } = state;
    if (state.lab.running || !state.capabilities?.lab || !kind || !game || !history || !goal) return;
    const start = history.current;
    const choice = state.lab.choice;
    const why = game.whyUnsolvable(start, goal);
    if (why !== undefined) {
      say(kind, `No search: ${why.reason}.`, 'error');
      return;
    }
    const started = performance.now();
    // the tables the lab's worker loads for the shortest length, not the lab's own
    const tables = `solver's ${tablesOf(state).find((table) => !table.optional)?.label ?? 'tables'}`;
    let said = 0;
    /** @param {Progress} progress */
    const onProgress = (progress) => {
      const now = performance.now();
      if (now - said < PROGRESS_EVERY_MS) return;
      said = now;
      write({ progress: describeProgress(progress, now - started, tables) });
    };
    const request = requestOf(choice);
    const searching = `${searchNamed(choice.algorithm).title}: searching…`;
    const ranked = heuristicNamed(choice.heuristic);
    // a heuristic's tables are made ready first (built, most of a second on a 4x4, or
    // found built), so that the words say which is going on
    const tabled = ranked.tables === true && searchNamed(choice.algorithm).informed;
    const answer = await inLab(kind, tabled ? `${ranked.title}: making them ready for this size and goal…` : searching, async (lane) => {
      if (tabled) {
        await solver.request(kind, 'labEstimate', { heuristic: choice.heuristic, board: start, goal }, { lane });
        write({ progress: searching });
      }
      return solver.request(kind, 'lab', { start, goal, request }, { lane, onProgress });
    });
    if (!answer) return;
    if (answer.moves && !reaches(start, goal, answer.moves)) {
      say(kind, "The search's answer did not check out, so it is not shown. Please report this.", 'error');
      return;
    }
    const text = game.format(start);
    write({ runs: [...state.lab.runs, { id: nextId++, kind, start, goal, text, choice, answer }] });
    if (answer.counts.peakOpen + answer.counts.peakClosed > RELEASE_ABOVE) solver.release(labLane(kind));
  }

  /**
   * Runs `ask` (given the lane) in the lab's worker of puzzle `kind`, saying `words` until
   * it answers: its answer, or `undefined` once it has said why there is none.
   * @template T
   * @param {string} kind
   * @param {string} words
   * @param {(lane: string) => Promise<T>} ask
   * @returns {Promise<T | undefined>}
   */
  async function inLab(kind, words, ask) {
    say(kind, '');
    write({ running: kind, progress: words });
    try {
      return await ask(labLane(kind));
    } catch (error) {
      const cancelled = error instanceof Cancelled;
      say(kind, cancelled ? 'Cancelled.' : /** @type {Error} */ (error).message, cancelled ? '' : 'error');
      return undefined;
    } finally {
      write({ running: null, progress: '' });
    }
  }

  /**
   * Whether `moves` lead from `start` to `goal`, replayed by the main thread's core.
   * @param {Board} start
   * @param {Board} goal
   * @param {string[]} moves
   */
  function reaches(start, goal, moves) {
    const game = /** @type {import('./state.js').Core} */ (state.game);
    try {
      const boards = game.replay(start, moves);
      return game.isGoal(boards[boards.length - 1], goal);
    } catch {
      return false;
    }
  }

  /** Gathers the chosen heuristic's values by exact distance over every board. */
  async function profile() {
    const { kind, game, goal } = state;
    if (state.lab.running || !state.capabilities?.lab || !state.capabilities.instantDistance || !kind || !game || !goal) return;
    const heuristic = state.lab.choice.heuristic;
    let said = 0;
    /** @param {Progress} progress */
    const onProgress = (progress) => {
      const now = performance.now();
      if (progress.phase !== 'lab' || now - said < PROGRESS_EVERY_MS) return;
      said = now;
      write({ progress: `Counting every board by its distance: ${countText(progress.generated)} so far` });
    };
    const layers = await inLab(kind, `${heuristicNamed(heuristic).title}: counting every board…`, (lane) =>
      solver.request(kind, 'labProfile', { heuristic, goal }, { lane, onProgress }),
    );
    if (layers) write({ profile: { kind, goal: game.format(goal), heuristic, layers } });
  }

  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let ticking;

  /**
   * Watches run `id` step by step: its steps are asked of the lab's worker (the search
   * run again, recorded) and laid out.
   * @param {number} id
   */
  async function watch(id) {
    const kept = state.lab.runs.find((candidate) => candidate.id === id);
    if (!kept) return;
    if (state.lab.running) {
      say(kept.kind, 'A search runs in the lab: wait for it to end, or Cancel it, to watch a run.');
      return;
    }
    const { kind, start, goal, choice } = kept;
    const search = searchNamed(choice.algorithm);
    const request = requestOf(choice);
    const trace = await inLab(kind, `${search.title}: recording its steps…`, (lane) => solver.request(kind, 'labTrace', { start, goal, request }, { lane }));
    if (!trace) return;
    clearTimeout(ticking);
    write({ watch: { run: id, trace, layout: layOut(trace, search.depthFirst), index: 0, playing: false, speed: state.lab.watch?.speed ?? 400 } });
  }

  /**
   * Shows step `index` of the run watched (clamped), playing on from there or not.
   * @param {number} index
   * @param {boolean} playing
   */
  function showStep(index, playing) {
    const watching = state.lab.watch;
    if (!watching) return;
    clearTimeout(ticking);
    const last = watching.layout.shown - 1;
    const at = Math.max(0, Math.min(index, last));
    const going = playing && at < last;
    write({ watch: { ...watching, index: at, playing: going } });
    if (going) ticking = setTimeout(() => showStep(at + 1, true), watching.speed);
  }

  /**
   * Moves the run watched `delta` steps (or to the step `to`), paused.
   * @param {{ delta?: number, to?: number }} where
   */
  function step({ delta = 0, to }) {
    const watching = state.lab.watch;
    if (watching) showStep(to ?? watching.index + delta, false);
  }

  /** Plays the run watched from where it stands (from the start once at the end), or pauses it. */
  function toggle() {
    const watching = state.lab.watch;
    if (!watching) return;
    if (watching.playing) showStep(watching.index, false);
    else showStep(watching.index >= watching.layout.shown - 1 ? 0 : watching.index, true);
  }

  /**
   * Sets the milliseconds a step takes when the run watched plays.
   * @param {number} millis
   */
  function pace(millis) {
    const watching = state.lab.watch;
    if (watching) write({ watch: { ...watching, speed: millis } });
  }

  /** Stops watching. */
  function unwatch() {
    clearTimeout(ticking);
    write({ watch: null });
  }

  /** Stops the running search; its worker is made again for the next. */
  function cancel() {
    if (state.lab.running) solver.cancel(labLane(state.lab.running));
  }

  /** Forgets the runs of the puzzle shown (and stops watching one of them). */
  function clear() {
    const runs = state.lab.runs.filter((kept) => kept.kind !== state.kind);
    if (state.lab.watch && !runs.some((kept) => kept.id === state.lab.watch?.run)) unwatch();
    write({ runs });
    if (state.kind) say(state.kind, '');
  }

  /**
   * Plays the solution of run `id`, when it ran on the board and goal of the game.
   * @param {number} id
   */
  function play(id) {
    const kept = state.lab.runs.find((candidate) => candidate.id === id);
    const { game, history, goal } = state;
    if (!kept?.answer.moves || !game || !history || !goal || !onBoard(kept, state)) return;
    const boards = game.replay(kept.start, kept.answer.moves);
    const number = state.lab.runs.filter((other) => other.kind === kept.kind).indexOf(kept) + 1;
    say(kept.kind, `Playing run ${number} on the board: ${runText(kept)}.`, 'ok');
    show({ moves: kept.answer.moves, boards, optimal: kept.answer.moves.length === kept.answer.shortest });
    hub.emit('shown', { words: `Run ${number} of the search lab, ${runText(kept)}, plays on the board.` });
  }

  /** Whether a heuristic's value is being asked of the lab's worker. */
  let measuring = false;

  /**
   * Asks the lab's worker for the chosen heuristic's value on the board of the game, when
   * that heuristic has tables to build (which the main thread must not wait for), one
   * question at a time: the board of the latest is asked once the last is answered.
   */
  async function measure() {
    const { kind, game, history, goal } = state;
    const heuristic = state.lab.choice.heuristic;
    if (measuring || !state.capabilities?.lab || !kind || !game || !history || !goal || !hasTables(heuristic)) return;
    const board = game.format(history.current);
    const toward = game.format(goal);
    const known = state.lab.measured;
    if (known && known.kind === kind && known.heuristic === heuristic && known.board === board && known.goal === toward) return;
    measuring = true;
    /** @type {number | string} */
    let value;
    try {
      value = await solver.request(kind, 'labEstimate', { heuristic, board: history.current, goal }, { lane: labLane(kind) });
    } catch (error) {
      // cut short with its lane: asked again below
      value = error instanceof Cancelled ? '' : /** @type {Error} */ (error).message;
    } finally {
      measuring = false;
    }
    if (value !== '') write({ measured: { kind, heuristic, board, goal: toward, value } });
    measure();
  }

  // the game moved on: the player closed, and what was said of the run it played goes;
  // on another puzzle a run watched no longer plays
  hub.on('position', ({ puzzleChanged }) => {
    if (state.lab.status.tone === 'ok') write({ status: { kind: null, text: '', tone: '' } });
    if (puzzleChanged && state.lab.watch?.playing) showStep(state.lab.watch.index, false);
    measure();
  });

  return { choose, run, profile, cancel, clear, play, watch, step, toggle, pace, unwatch };
}

/**
 * What the core is asked to run for `choice`.
 * @param {LabChoice} choice
 * @returns {import('../pkg/puzzle_core.js').LabRequest}
 */
function requestOf({ algorithm, heuristic, limit, depth }) {
  return { algorithm, heuristic, limit, depth };
}

/**
 * Whether `kept` ran on the board and toward the goal of the game in `state`.
 * @param {import('./state.js').LabRun} kept
 * @param {State} state
 */
export function onBoard(kept, state) {
  const { game, history, goal } = state;
  if (!game || !history || !goal || kept.kind !== state.kind) return false;
  return game.format(kept.start) === game.format(history.current) && game.format(kept.goal) === game.format(goal);
}
