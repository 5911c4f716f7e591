// The search lab's controller: runs the search chosen on the board of the game, or gathers
// a heuristic's values by exact distance over every board (small boards), in a worker of
// its own beside the puzzle's (so that playing, hints and solves never wait for it), one
// run at a time, cancellable; keeps every run until cleared, so that searches and
// heuristics can be compared on one board; watches a run step by step; and plays a run's
// solution on the board. The slice `lab` is this module's.
import { Cancelled } from '../../solver/client.js';
import { describeProgress } from '../../solver/progress.js';
import { countText } from '../../kernel/words.js';
import { goalOf } from '../../game/session.js';
import { hasTables, heuristicNamed, keepChoice, labProgress, readChoice, runText, searchNamed } from './searches.js';
import { layOut } from './watch.js';
import { createSteps } from './steps.js';

/** @typedef {import('../../pkg/puzzle_core.js').Board} Board */
/** @typedef {import('../../solver/progress.js').Progress} Progress */
/** @typedef {import('./state.js').Lab} Lab */
/** @typedef {import('./state.js').LabChoice} LabChoice */
/** @typedef {import('./state.js').LabRun} LabRun */
/** @typedef {import('./state.js').Here} Here */
/** @typedef {import('./state.js').Tone} Tone */

/** A run's progress is said at most this often. */
const PROGRESS_EVERY_MS = 250;

/**
 * A run that kept more boards than this at once leaves its worker's memory grown (a
 * wasm memory never shrinks: about 150 MB after 3 million boards): the worker is ended,
 * and made again for the next run.
 */
const RELEASE_ABOVE = 200_000;

/**
 * The lab's controller.
 * @param {Pick<import('../../shell/features.js').Context, 'store' | 'hub' | 'session' | 'solver'>} parts
 */
export function createLab({ store, hub, session, solver }) {
  const slice = store.slice(
    'lab',
    /** @type {Lab} */ ({
      choice: readChoice(),
      runs: [],
      running: null,
      progress: '',
      status: { kind: null, text: '', tone: '' },
      profile: null,
      watch: null,
      measured: null,
      here: null,
    }),
  );
  const lab = slice.get;
  const steps = createSteps(slice);
  let nextId = 1;

  /** @param {Partial<Lab>} patch */
  const write = (patch) => slice.set(patch);
  /** The game, where one is open and the lab takes its boards. */
  const game = () => {
    const now = session.get();
    const goal = now ? goalOf(now) : undefined;
    return now && goal !== undefined && now.capabilities.lab ? { ...now, goal } : null;
  };
  /**
   * Says `text` in the lab of puzzle `kind`.
   * @param {string} kind
   * @param {string} text
   * @param {Tone} [tone]
   */
  const say = (kind, text, tone = '') => write({ status: { kind, text, tone } });

  /**
   * Changes what the next run runs.
   * @param {Partial<LabChoice>} patch
   */
  function choose(patch) {
    write({ choice: { ...lab().choice, ...patch } });
    keepChoice(lab().choice);
    follow();
  }

  /** Runs the search chosen on the game's board, toward its goal. */
  async function run() {
    const now = game();
    if (lab().running || !now) return;
    session.adopt();
    const { kind, history, goal, rules } = now;
    const start = history.current;
    const choice = lab().choice;
    const why = rules.facts(start, goal).unsolvable;
    if (why !== undefined) {
      say(kind, `No search: ${why.reason}.`, 'error');
      return;
    }
    const started = performance.now();
    // the tables the lab's worker loads for the shortest length, not the lab's own
    const tables = `solver's ${solver.tables.of(now, goal).find((table) => !table.optional)?.label ?? 'tables'}`;
    let said = 0;
    /** @param {Progress} progress */
    const onProgress = (progress) => {
      const now = performance.now();
      if (now - said < PROGRESS_EVERY_MS) return;
      said = now;
      write({ progress: progress.phase === 'lab' ? labProgress(progress, now - started) : describeProgress(progress, now - started, tables) });
    };
    const request = requestOf(choice);
    const searching = `${searchNamed(choice.algorithm).title}: searching…`;
    const ranked = heuristicNamed(choice.heuristic);
    // a heuristic's tables are made ready first (built, most of a second on a 4x4, or
    // found built), so that the words say which is going on
    const tabled = ranked.tables === true && searchNamed(choice.algorithm).informed;
    const answer = await inLab(kind, tabled ? `${ranked.title}: making them ready for this size and goal…` : searching, async () => {
      if (tabled) {
        await solver.lab(kind, 'labEstimate', { heuristic: choice.heuristic, board: start, goal });
        write({ progress: searching });
      }
      return solver.lab(kind, 'lab', { start, goal, request }, { onProgress });
    });
    if (!answer) return;
    if (answer.moves && !reaches(rules, start, goal, answer.moves)) {
      say(kind, "The search's answer did not check out, so it is not shown. Please report this.", 'error');
      return;
    }
    const text = rules.facts(start, goal).text;
    write({ runs: [...lab().runs, { id: nextId++, kind, start, goal, text, goalText: goalTextOf(rules, goal), choice, answer }] });
    if (answer.counts.peakOpen + answer.counts.peakClosed > RELEASE_ABOVE) solver.endLab(kind);
  }

  /**
   * Runs `ask` in the lab's worker of puzzle `kind`, saying `words` until it answers: its
   * answer, or `undefined` once it has said why there is none.
   * @template T
   * @param {string} kind
   * @param {string} words
   * @param {() => Promise<T>} ask
   * @returns {Promise<T | undefined>}
   */
  async function inLab(kind, words, ask) {
    say(kind, '');
    write({ running: kind, progress: words });
    try {
      return await ask();
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
   * @param {import('../../game/rules.js').Rules} rules
   * @param {Board} start
   * @param {Board} goal
   * @param {string[]} moves
   */
  function reaches(rules, start, goal, moves) {
    try {
      const boards = rules.replay(start, moves);
      return rules.isGoal(boards[boards.length - 1], goal);
    } catch {
      return false;
    }
  }

  /** Gathers the chosen heuristic's values by exact distance over every board. */
  async function profile() {
    const now = game();
    if (lab().running || !now?.capabilities.instantDistance) return;
    const { kind, goal, rules } = now;
    const heuristic = lab().choice.heuristic;
    let said = 0;
    /** @param {Progress} progress */
    const onProgress = (progress) => {
      const now = performance.now();
      if (progress.phase !== 'lab' || now - said < PROGRESS_EVERY_MS) return;
      said = now;
      write({ progress: `Counting every board by its distance: ${countText(progress.generated)} so far` });
    };
    const layers = await inLab(kind, `${heuristicNamed(heuristic).title}: counting every board…`, () =>
      solver.lab(kind, 'labProfile', { heuristic, goal }, { onProgress }),
    );
    if (layers) write({ profile: { kind, goal: goalTextOf(rules, goal), heuristic, layers } });
  }

  /**
   * Watches run `id` step by step: its steps are asked of the lab's worker (the search
   * run again, recorded) and laid out.
   * @param {number} id
   */
  async function watch(id) {
    const kept = lab().runs.find((candidate) => candidate.id === id);
    if (!kept) return;
    if (lab().running) {
      say(kept.kind, 'A search runs in the lab: wait for it to end, or Cancel it, to watch a run.');
      return;
    }
    const { kind, start, goal, choice } = kept;
    const search = searchNamed(choice.algorithm);
    const request = requestOf(choice);
    const trace = await inLab(kind, `${search.title}: recording its steps…`, () => solver.lab(kind, 'labTrace', { start, goal, request }));
    if (!trace) return;
    steps.stop();
    write({ watch: { run: id, trace, layout: layOut(trace, search.depthFirst), index: 0, playing: false, speed: lab().watch?.speed ?? 400 } });
  }

  /** Stops the running search; its worker is made again for the next. */
  function cancel() {
    const running = lab().running;
    if (running) solver.endLab(running);
  }

  /** Forgets the runs of the puzzle shown (and stops watching one of them). */
  function clear() {
    const kind = session.get()?.kind;
    const runs = lab().runs.filter((kept) => kept.kind !== kind);
    if (lab().watch && !runs.some((kept) => kept.id === lab().watch?.run)) steps.unwatch();
    write({ runs });
    if (kind) say(kind, '');
  }

  /**
   * Plays the solution of run `id`, when it ran on the board and goal of the game.
   * @param {number} id
   */
  function play(id) {
    const kept = lab().runs.find((candidate) => candidate.id === id);
    const now = game();
    look();
    const here = lab().here;
    if (!kept?.answer.moves || !now || !here || !onBoard(kept, here)) return;
    const boards = now.rules.replay(kept.start, kept.answer.moves);
    const number =
      lab()
        .runs.filter((other) => other.kind === kept.kind)
        .indexOf(kept) + 1;
    say(kept.kind, `Playing run ${number} on the board: ${runText(kept)}.`, 'ok');
    session.show(
      { moves: kept.answer.moves, boards, optimal: kept.answer.moves.length === kept.answer.shortest },
      `Run ${number} of the search lab, ${runText(kept)}, plays on the board.`,
    );
  }

  /** Whether a heuristic's value is being asked of the lab's worker. */
  let measuring = false;

  /**
   * Asks the lab's worker for the chosen heuristic's value on the board of the game, when
   * that heuristic has tables to build (which the main thread must not wait for), one
   * question at a time: the board of the latest is asked once the last is answered.
   */
  async function measure() {
    const now = game();
    const heuristic = lab().choice.heuristic;
    if (measuring || !now || !hasTables(heuristic)) return;
    const { kind, history, goal, rules } = now;
    const board = rules.facts(history.current, goal).text;
    const toward = goalTextOf(rules, goal);
    const known = lab().measured;
    if (known && known.kind === kind && known.heuristic === heuristic && known.board === board && known.goal === toward) return;
    measuring = true;
    /** @type {number | string} */
    let value;
    try {
      value = await solver.lab(kind, 'labEstimate', { heuristic, board: history.current, goal });
    } catch (error) {
      // cut short with its lane: asked again below
      value = error instanceof Cancelled ? '' : /** @type {Error} */ (error).message;
    } finally {
      measuring = false;
    }
    if (value !== '') write({ measured: { kind, heuristic, board, goal: toward, value } });
    measure();
  }

  /** The goal last written, and its text. */
  let written = { goal: /** @type {Board | null} */ (null), text: '' };
  /**
   * `goal` as the puzzle writes it, asked of the core once per goal.
   * @param {import('../../game/rules.js').Rules} rules
   * @param {Board} goal
   */
  function goalTextOf(rules, goal) {
    if (written.goal !== goal) written = { goal, text: rules.format(goal) };
    return written.text;
  }

  /**
   * The board of the game worked out again where it changed: its text, its goal's, every
   * heuristic's value on it; and its exact distance, where it is a lookup (asked of the
   * lab's worker, which holds the tables), for the line of estimates and the profile's mark.
   */
  function look() {
    const now = game();
    if (!now) return;
    const { kind, history, goal, rules } = now;
    const board = history.current;
    if (lab().here?.board === board && lab().here?.goalText === goalTextOf(rules, goal)) return;
    write({ here: { kind, board, text: rules.facts(board, goal).text, goalText: goalTextOf(rules, goal), estimates: rules.labEstimates(board, goal) } });
    if (!now.capabilities.instantDistance) return;
    solver.lab(kind, 'distance', { board, goal }).then(
      (value) => {
        const here = lab().here;
        if (typeof value === 'number' && here?.board === board) write({ here: { ...here, distance: value } });
      },
      () => {},
    );
  }

  // the game moved on: what was said of the run it played goes; on another puzzle a run
  // watched no longer plays
  hub.on('leaving', ({ busy }) => {
    if (lab().running) busy.push('a run of the search lab');
  });

  hub.on('position', ({ puzzleChanged }) => {
    if (lab().status.tone === 'ok') write({ status: { kind: null, text: '', tone: '' } });
    const watching = lab().watch;
    if (puzzleChanged && watching?.playing) steps.step({ to: watching.index });
  });

  /** Follows the board of the game (while the lab is open): its facts, its heuristic's tabled value, its exact distance. */
  function follow() {
    look();
    measure();
  }

  return { slice, choose, run, profile, cancel, clear, play, watch, ...steps, follow };
}

/**
 * What the core is asked to run for `choice`.
 * @param {LabChoice} choice
 * @returns {import('../../pkg/puzzle_core.js').LabRequest}
 */
function requestOf({ algorithm, heuristic, limit, depth }) {
  return { algorithm, heuristic, limit, depth };
}

/**
 * Whether `kept` ran on the board and toward the goal the lab looks at.
 * @param {LabRun} kept
 * @param {Here} here
 */
export function onBoard(kept, here) {
  return kept.kind === here.kind && kept.text === here.text && kept.goalText === here.goalText;
}
