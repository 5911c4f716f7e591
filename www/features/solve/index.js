// Solve, Hint, Stop and Cancel. One search at a time for each puzzle, its progress shown
// beside the buttons that stop it; a search goes on while the player looks at another
// puzzle, and its answer is there on return; a change of position stops it, saying so.
// A search that finds solutions before it proves one the shortest shows its best so far
// and the bound it proved, and Stop keeps that best. The solution found plays on the
// board; the judge's text of the case is shown under its outcome. The slice `solve` holds
// each puzzle's search (`runs`) and how Solve counts moves; this module is its one writer.
import './style.css';
import hintMarkup from './hint.html?raw';
import controlsMarkup from './controls.html?raw';
import markup from './markup.html?raw';
import { as, build, text } from '../../ui/dom.js';
import { boardStop, focusFirst, leftBehind } from '../../ui/focus.js';
import { EARLY, NORMAL, onKey, plain } from '../../ui/keys.js';
import { bestSoFar, describeProgress } from '../../solver/progress.js';
import { Cancelled } from '../../solver/client.js';
import { goalOf } from '../../game/session.js';
import { DRAWN, foundText, idle } from './words.js';

/** @typedef {import('../../shell/features.js').View} View */
/** @typedef {import('../../solver/progress.js').Progress} Progress */
/** @typedef {import('../../pkg/puzzle_core.js').Board} Board */
/** @typedef {'' | 'busy' | 'ok' | 'error'} Tone */

/**
 * A puzzle's search, running or ended: what the solution line says, whether it runs, its
 * progress in words (after Stop, the work it did), the best solution so far and the bound
 * it proved (where the search finds solutions first), the hint in words, the judge's text
 * of the case solved, an answer that came while another puzzle was shown, kept for the
 * player's return to its position, and whether the search was stopped as its puzzle was
 * left (the status says so on the return).
 * @typedef {object} Run
 * @property {{ text: string, tone: Tone }} status
 * @property {boolean} searching
 * @property {string} progress
 * @property {{ length: number, bound: number } | null} best
 * @property {string} hint
 * @property {string | null} judge
 * @property {{ start: string, solution: import('../../game/playback.js').Solution } | null} waiting
 * @property {boolean} left
 */

/** @typedef {{ runs: Record<string, Run> }} Solving */

/** A search still running after this many milliseconds shows its progress. */
const PROGRESS_AFTER_MS = 100;
/** A search's progress is said at most this often (an anytime search reports hundreds of times a second). */
const PROGRESS_EVERY_MS = 250;

/** @type {Run} */
const QUIET = { status: { text: '', tone: '' }, searching: false, progress: '', best: null, hint: '', judge: null, waiting: null, left: false };

/** @param {import('../../shell/features.js').Context} context */
export function start({ root, place, store, hub, session, solver, marks, settings }) {
  const slice = store.slice('solve', /** @type {Solving} */ ({ runs: {} }));
  const setHint = marks.claim('hint');
  const ui = build(root, markup, {
    progress: 'search-progress',
    hintText: 'hint-text',
    status: 'solver-status',
    judge: 'judge',
    judgeOutput: 'judge-output',
    copyJudge: 'copy-judge',
    copied: 'judge-copied',
  });
  const hintUi = build(place('actions', 20), hintMarkup, { hint: 'hint' });
  const controls = build(place('actions', 40), controlsMarkup, {
    solve: 'solve',
    metricLabel: 'metric-label',
    metric: 'metric',
    stop: 'stop',
    cancel: 'cancel',
  });
  const metric = as(controls.metric, HTMLSelectElement);
  /**
   * Each puzzle's search running now: what stops it, the position it searches from, and
   * whether it may never end by itself (an anytime search, which is stopped when its
   * puzzle is left rather than keep both cores busy unseen).
   * @type {Map<string, AbortController & { start?: string, endless?: boolean }>}
   */
  const running = new Map();

  /** @param {string} kind */
  const runOf = (kind) => slice.get().runs[kind] ?? QUIET;
  /**
   * Changes what puzzle `kind`'s search says.
   * @param {string} kind
   * @param {Partial<Run>} patch
   */
  const write = (kind, patch) => slice.set({ runs: { ...slice.get().runs, [kind]: { ...runOf(kind), ...patch } } });
  const game = () => /** @type {import('../../game/session.js').Game} */ (session.get());
  /** The text of the position of `puzzle`'s game. @param {import('../../game/session.js').Game} puzzle */
  const textOf = (puzzle) => puzzle.rules.facts(puzzle.history.current, goalOf(puzzle)).text;

  /**
   * A search from the game's position: `ask` runs it, given what stops it and where its
   * progress goes; its progress is said beside the buttons while it runs. Resolves to its
   * answer, or undefined once it has said why there is none.
   * @template T
   * @param {string} words  the search, in words
   * @param {(signal: AbortSignal, onProgress: (progress: Progress) => void) => Promise<T>} ask
   * @returns {Promise<T | undefined>}
   */
  async function search(words, ask) {
    const puzzle = game();
    const { kind } = puzzle;
    if (running.has(kind)) return undefined;
    const controller = Object.assign(new AbortController(), { start: textOf(puzzle), endless: puzzle.capabilities.anytime });
    running.set(kind, controller);
    const started = performance.now();
    const tables = solver.tables.of(puzzle, goalOf(puzzle)).find((table) => !table.optional)?.label ?? 'tables';
    /** @type {Progress | null} */
    let latest = null;
    let said = 0;
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let later;
    const say = () => {
      if (controller.signal.aborted) return;
      said = performance.now();
      const best = latest?.phase === 'search' && latest.length !== undefined ? { length: latest.length, bound: latest.bound } : runOf(kind).best;
      // the status line above says the best so far: the progress line, the work
      const progress = latest && latest.phase !== 'lab' ? describeProgress(latest, said - started, tables, { besides: Boolean(best) }) : `${words}…`;
      write(kind, best ? { progress, best, status: { text: bestSoFar(best.length, best.bound), tone: 'busy' } } : { progress });
    };
    write(kind, { searching: true, progress: '', best: null, hint: '', judge: null, waiting: null, status: { text: `${words}…`, tone: 'busy' } });
    setHint(null);
    const early = setTimeout(say, PROGRESS_AFTER_MS);
    try {
      return await ask(controller.signal, (progress) => {
        latest = progress;
        const now = performance.now();
        if (now - started < PROGRESS_AFTER_MS || later !== undefined) return;
        // said at most every PROGRESS_EVERY_MS, the latest report last
        later = setTimeout(
          () => {
            later = undefined;
            say();
          },
          Math.max(0, said + PROGRESS_EVERY_MS - now),
        );
      });
    } catch (error) {
      if (!(error instanceof Cancelled)) write(kind, { status: { text: /** @type {Error} */ (error).message, tone: 'error' } });
      return undefined;
    } finally {
      clearTimeout(early);
      clearTimeout(later);
      running.delete(kind);
      write(kind, { searching: false, best: null, progress: controller.signal.aborted ? runOf(kind).progress : '' });
    }
  }

  /** Solves the position (a two-player game: plays it out perfectly) and plays the answer. */
  async function solve() {
    session.adopt();
    const puzzle = game();
    const { kind, history, capabilities } = puzzle;
    const start = history.current;
    const startText = textOf(puzzle);
    const twoPlayer = capabilities.twoPlayer;
    const mtm = settings.get().metric === 'mtm' && capabilities.multiTile;
    const answer = await search(twoPlayer ? 'Playing it out' : mtm ? 'Solving in the multi-tile metric' : 'Solving', (signal, onProgress) =>
      solver.solve(puzzle, { start, goal: goalOf(puzzle), metric: mtm ? 'mtm' : 'moves' }, { signal, onProgress }),
    );
    if (!answer) return;
    if ('unsolvable' in answer) {
      // a drawn game is an answer, not a failure: best play never ends it
      const drawn = answer.why === 'drawn';
      write(kind, { status: { text: drawn ? DRAWN : `No solution: ${answer.reason}.`, tone: drawn ? '' : 'error' } });
      return;
    }
    write(kind, { status: { text: foundText(answer, twoPlayer), tone: 'ok' }, judge: answer.judge ?? null });
    const solution = { moves: answer.moves, boards: answer.boards, optimal: answer.optimal, slides: answer.slides };
    if (!twoPlayer && answer.optimal && !answer.slides && history.moves === 0) session.knowOptimal(answer.moves.length);
    if (answer.moves.length === 0) return;
    // found while another puzzle is shown: it waits for the player's return to its position
    const here = session.get();
    if (here?.kind !== kind) write(kind, { waiting: { start: startText, solution } });
    else if (textOf(here) === startText) session.show(solution);
  }

  /** Marks the next optimal move (a two-player game: the perfect player's). */
  async function hint() {
    session.adopt();
    const puzzle = game();
    const { kind, history, entry } = puzzle;
    const board = history.current;
    const answer = await search('Finding a hint', (signal, onProgress) =>
      solver.hint(puzzle, board, goalOf(puzzle), { limitMillis: entry.hintMillis, onProgress, signal }),
    );
    if (!answer || session.get()?.history.current !== board) return;
    if ('unsolvable' in answer) {
      write(kind, { hint: `No hint: ${answer.reason}.`, status: { text: '', tone: '' } });
      return;
    }
    if (answer.move === undefined) {
      write(kind, { hint: puzzle.capabilities.twoPlayer ? 'The game is over.' : 'You are at the goal.', status: { text: '', tone: '' } });
      return;
    }
    const legal = puzzle.rules.facts(board, goalOf(puzzle)).moves.find((m) => m.move === answer.move);
    if (!legal) return;
    const { unproven } = answer;
    const from = unproven ? ` (the first move of a ${unproven.length}-move solution; the shortest is at least ${unproven.bound})` : '';
    session.tookHint();
    setHint(legal.move);
    write(kind, { hint: `Hint: ${entry.describeMove(legal, board)}${from}.`, status: { text: '', tone: '' } });
  }

  /**
   * Ends the search of the puzzle shown: Stop keeps the best it found, Cancel drops it.
   * @param {'stop' | 'cancel'} how
   */
  function end(how) {
    const kind = session.get()?.kind;
    const controller = kind && running.get(kind);
    if (!kind || !controller) return;
    controller.abort(how);
    if (how === 'cancel') write(kind, { status: { text: 'Cancelled.', tone: '' }, progress: '' });
  }

  controls.solve.addEventListener('click', solve);
  hintUi.hint.addEventListener('click', hint);
  controls.stop.addEventListener('click', () => end('stop'));
  controls.cancel.addEventListener('click', () => end('cancel'));
  metric.addEventListener('change', () => settings.change({ metric: /** @type {'moves' | 'mtm'} */ (metric.value) }));
  ui.copyJudge.addEventListener('click', async () => {
    const kind = session.get()?.kind;
    const output = kind ? runOf(kind).judge : null;
    if (output === null) return;
    try {
      await navigator.clipboard.writeText(output);
      text(ui.copied, 'Judge output copied.');
    } catch {
      text(ui.copied, 'Copy failed: select the text and copy it yourself.');
    }
  });
  onKey(EARLY, (event) => {
    if (event.key !== 'Escape' || session.editing.get() || !running.has(session.get()?.kind ?? '')) return false;
    end('cancel');
    return true;
  });
  onKey(NORMAL, (event) => {
    if (!plain(event) || (event.key !== 'h' && event.key !== 'H') || !session.get() || session.editing.get()) return false;
    hint();
    return true;
  });

  hub.on('leaving', ({ busy }) => {
    const searches = Object.values(slice.get().runs).filter((run) => run.searching).length;
    if (searches > 0) busy.push(searches === 1 ? 'a search' : `${searches} searches`);
  });

  hub.on('position', ({ puzzleChanged }) => {
    setHint(null);
    const puzzle = game();
    const kind = puzzle.kind;
    const here = textOf(puzzle);
    const searching = running.get(kind);
    if (puzzleChanged) {
      // a search that may never end by itself stops when its puzzle is left, and says so
      for (const [left, controller] of running) {
        if (left === kind || !controller.endless) continue;
        controller.abort('cancel');
        write(left, { ...QUIET, left: true, status: { text: 'The search stopped when you left this puzzle: Solve starts it again.', tone: '' } });
      }
    }
    if (puzzleChanged && (!searching || searching.start === here)) {
      // back at the position a search of this puzzle solved while away: its solution plays;
      // one still running goes on
      const waiting = runOf(kind).waiting;
      if (waiting) write(kind, { waiting: null });
      if (waiting?.start === here) session.show(waiting.solution);
      // a search stopped as the puzzle was left says so on the return, once
      else if (!searching) write(kind, runOf(kind).left ? { ...QUIET, status: runOf(kind).status } : { ...QUIET });
      return;
    }
    const stopped = searching;
    stopped?.abort('cancel');
    write(kind, { ...QUIET, status: stopped ? { text: 'The search stopped: the position changed.', tone: '' } : { text: '', tone: '' } });
  });
  hub.on('solve', solve);
  // a solution shown from elsewhere says which, unless a search is saying where it stands
  hub.on('shown', ({ words }) => {
    const kind = session.get()?.kind;
    if (kind && !running.has(kind)) write(kind, { status: { text: words, tone: 'ok' }, progress: '' });
  });

  /** The control a search was started from, to have the focus back when it ends. */
  let searchedFrom = /** @type {HTMLElement | null} */ (null);

  /** @param {View} view */
  function render({ derived, state }) {
    if (!derived) return;
    const { game: shown } = derived;
    const run = runOf(shown.kind);
    const editing = derived.showing === 'edit';
    const status = run.status.text ? run.status : idle({ ...derived, facts: shown.rules.facts(shown.history.current, goalOf(shown)) });
    text(ui.status, status.text);
    ui.status.dataset.tone = status.tone;
    ui.hintText.textContent = editing || derived.showing === 'solution' ? '' : run.hint;
    ui.judge.hidden = run.judge === null || editing;
    text(ui.judgeOutput, run.judge ?? '');
    controls.solve.textContent = shown.entry.solveLabel ?? 'Solve';
    as(controls.solve, HTMLButtonElement).disabled = editing || run.searching;
    controls.metricLabel.hidden = !shown.capabilities.multiTile;
    metric.value = state.settings.metric;
    metric.disabled = editing || run.searching;
    const hinting = document.activeElement === hintUi.hint;
    as(hintUi.hint, HTMLButtonElement).disabled = editing || run.searching || !derived.canHint;
    // Hint, with nothing left to hint, hands the focus to what starts another
    if (hinting && !run.searching && leftBehind()) focusFirst(document.getElementById('new-game'), document.getElementById('shuffle'), boardStop());
    const starting = run.searching && controls.cancel.hidden;
    const ending = !run.searching && !controls.cancel.hidden;
    controls.cancel.hidden = !run.searching;
    // a search that has found a solution can stop and show it
    controls.stop.hidden = !run.searching || !run.best;
    if (starting && leftBehind()) {
      searchedFrom = /** @type {HTMLElement | null} */ (document.activeElement);
      controls.cancel.focus({ preventScroll: true });
    }
    if (ending) {
      const from = searchedFrom;
      searchedFrom = null;
      if (derived.showing !== 'solution' && leftBehind()) focusFirst(from, controls.solve, boardStop());
    }
    const appearing = ui.progress.hidden && run.searching && Boolean(run.progress);
    // after Stop, the work done stays, marked ended; after Cancel the status says so alone
    ui.progress.hidden = !run.progress;
    ui.progress.classList.toggle('ended', !run.searching);
    text(ui.progress, run.progress);
    // read out where the search ends, not four times a second while it runs
    ui.progress.setAttribute('aria-busy', String(run.searching));
    // a long search's progress comes into view beside the button that stops it
    if (appearing) ui.progress.scrollIntoView({ block: 'nearest' });
  }

  return { render };
}
