// App state and wiring: which puzzle is shown, the game's history, the solution player,
// the editor, hints, distances and sharing. Every rule question goes to the wasm core
// (legalMoves, step, parse, format); searches run in the worker. Nothing here knows how
// a board looks: the puzzle's renderer (see puzzles.js) draws it and names the moves.
import init, { Puzzle } from './pkg/puzzle_core.js';
import { PUZZLES } from './puzzles.js';
import { SolverClient, Cancelled } from './solver-client.js';
import { History } from './history.js';
import { Player } from './player.js';
import { Editor } from './editor.js';
import { drawDistancePlot } from './plot.js';
import { readHash, hashFor, remember, recall } from './share.js';

/** A solve still running after this many milliseconds shows its progress. */
const PROGRESS_AFTER_MS = 100;
const IDLE_STATUS = 'Press Solve for the shortest solution, played on the board.';

const $ = (id) => document.getElementById(id);
const ui = {
  picker: $('picker'),
  tagline: $('tagline'),
  rules: $('rules'),
  boardFrame: $('board-frame'),
  goalFrame: $('goal-frame'),
  board: null,
  goalBoard: null,
  goalNote: $('goal-note'),
  moveCount: $('move-count'),
  distance: $('distance'),
  solvedBadge: $('solved-badge'),
  undo: $('undo'),
  redo: $('redo'),
  hint: $('hint'),
  hintText: $('hint-text'),
  shuffle: $('shuffle'),
  reset: $('reset'),
  solve: $('solve'),
  cancel: $('cancel'),
  edit: $('edit'),
  form: $('position-form'),
  position: $('position-input'),
  goalField: $('goal-field'),
  goal: $('goal-input'),
  formatHelp: $('format-help'),
  inputError: $('input-error'),
  copy: $('copy'),
  share: $('share'),
  copied: $('copied'),
  status: $('solver-status'),
  prepareStatus: $('prepare-status'),
  judge: $('judge'),
  judgeOutput: $('judge-output'),
  copyJudge: $('copy-judge'),
  plot: $('plot'),
  plotCard: $('plot-card'),
  plotCaption: $('plot-caption'),
};

const solver = new SolverClient();
const games = new Map();
const state = {
  kind: null,
  entry: null,
  game: null,
  renderer: null,
  goalRenderer: null,
  history: null,
  goal: null,
  /** The next optimal move, once asked for. */
  hint: null,
  /** Moves from the current position to the goal: a number, null (unsolvable), undefined (not known yet). */
  distance: undefined,
  /** Positions per distance from the current goal. */
  counts: null,
  solving: false,
};
/** Bumped whenever the position or goal changes: answers about older ones are dropped. */
let version = 0;
/** Bumped whenever the goal changes: distance counts for older goals are dropped. */
let goalVersion = 0;
/** What the distance plot shows, so that it is drawn again only when that changes. */
const plotted = { counts: null, mark: null };

const player = new Player(
  {
    root: $('player'),
    first: $('player-first'),
    back: $('player-back'),
    play: $('player-play'),
    forward: $('player-forward'),
    last: $('player-last'),
    speed: $('player-speed'),
    scrubber: $('player-scrubber'),
    position: $('player-position'),
    list: $('move-list'),
  },
  () => render(),
);
const editor = new Editor(() => render());

function game(kind) {
  if (!games.has(kind)) games.set(kind, new Puzzle(kind));
  return games.get(kind);
}

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
const randomSeed = () => crypto.getRandomValues(new Uint32Array(1))[0];

// ----- what is shown ---------------------------------------------------------------------

/** The board on screen: the editor's draft, the player's frame, or the game's position. */
function shownBoard() {
  if (editor.isOpen) return editor.drafts.board;
  if (player.isOpen) return player.boardsSoFar.at(-1) ?? state.history.current;
  return state.history.current;
}

function shownGoal() {
  return editor.isOpen ? editor.drafts.goal : state.goal;
}

function render() {
  const board = shownBoard();
  const goal = shownGoal();
  const editing = editor.isOpen;
  const selected = (which) => (editor.selected?.which === which ? editor.selected.cell : null);
  state.renderer.render(board, {
    legalMoves: editing ? [] : state.game.legalMoves(board),
    hint: editing || player.isOpen ? null : state.hint,
    editing,
    selected: selected('board'),
  });
  state.goalRenderer.render(goal, {
    editing: editing && state.entry.editableGoal,
    selected: selected('goal'),
  });
  const solved = !editing && state.game.isGoal(board, goal);
  ui.board.dataset.solved = solved;
  ui.solvedBadge.hidden = !solved;
  ui.moveCount.textContent = state.history.moves + player.index * Number(player.isOpen);
  ui.undo.disabled = editing || !state.history.canUndo;
  ui.redo.disabled = editing || !state.history.canRedo;
  for (const button of [ui.hint, ui.shuffle, ui.reset, ui.solve]) button.disabled = editing;
  ui.solve.disabled ||= state.solving;
  ui.edit.textContent = editing ? 'Apply edits' : 'Edit board';
  ui.edit.setAttribute('aria-pressed', editing);
  renderTexts(board, goal);
  renderDistance();
}

/** Keeps the text fields on the shown boards, except a field the user is typing in. */
function renderTexts(board, goal) {
  if (editor.isOpen) {
    const problem = editor.problem('board') ?? editor.problem('goal');
    showInputError(problem ?? '');
  }
  for (const [input, value] of [[ui.position, board], [ui.goal, goal]]) {
    if (document.activeElement === input) continue;
    try {
      input.value = state.game.format(value);
    } catch {
      // an invalid draft: its problem is shown above
    }
  }
}

function renderDistance() {
  const d = editor.isOpen || player.isOpen ? undefined : state.distance;
  ui.distance.textContent =
    d === undefined ? '' : d === null ? 'cannot reach the goal' : `${d} ${d === 1 ? 'move' : 'moves'} from the goal`;
  if (state.counts) {
    plot(state.counts, d ?? null);
    const total = state.counts.reduce((a, b) => a + b, 0);
    ui.plotCaption.textContent =
      `${total.toLocaleString('en')} positions can reach this goal, at most ` +
      `${state.counts.length - 1} moves away` + (d == null ? '.' : `; yours is ${d} away (marked).`);
  }
}

/** Draws the distance plot, unless it already shows these counts with this mark. */
function plot(counts, mark) {
  if (plotted.counts === counts && plotted.mark === mark) return;
  drawDistancePlot(ui.plot, counts, mark);
  Object.assign(plotted, { counts, mark });
}

function setStatus(text, tone = '') {
  ui.status.textContent = text;
  ui.status.dataset.tone = tone;
}

function showInputError(message) {
  ui.inputError.textContent = message;
  ui.inputError.hidden = !message;
}

// ----- changing the position ---------------------------------------------------------------

/** After any change of position or goal: drop stale answers, ask for the new distance. */
function positionChanged({ goalChanged = false } = {}) {
  version++;
  const restarted = state.solving;
  if (restarted) solver.cancel();
  // a new goal may need other tables; a restarted worker lost what it had prepared
  if (state.entry.prepared && (goalChanged || restarted)) prepareAhead();
  setSolving(false);
  state.hint = null;
  state.distance = undefined;
  ui.hintText.textContent = '';
  if (!player.isOpen) setStatus(IDLE_STATUS);
  if (state.entry.liveDistance) {
    if (goalChanged) refreshCounts();
    refreshDistance();
  }
  saveTexts();
  render();
}

/** Leaves the player, keeping the board it shows as moves of the game. */
function adoptPlayerBoard() {
  if (!player.isOpen) return;
  for (const board of player.boardsSoFar) state.history.push(board);
  player.close();
  setStatus(IDLE_STATUS);
}

function play(move) {
  if (editor.isOpen) return;
  adoptPlayerBoard();
  const current = state.history.current;
  if (!state.game.legalMoves(current).some((m) => m.move === move)) return;
  state.history.push(state.game.step(current, move));
  positionChanged();
}

function newGame(board, goal = state.goal) {
  const goalChanged = !same(goal, state.goal);
  player.close();
  state.goal = goal;
  state.history.restart(board);
  positionChanged({ goalChanged });
}

function undo() {
  if (editor.isOpen) return;
  player.close();
  state.history.undo();
  positionChanged();
}

function redo() {
  if (editor.isOpen) return;
  player.close();
  state.history.redo();
  positionChanged();
}

// ----- questions for the worker -----------------------------------------------------------

function refreshDistance() {
  const asked = version;
  solver
    .request(state.kind, 'distance', [state.history.current, state.goal])
    .then(({ result }) => {
      if (asked !== version) return;
      state.distance = result ?? null;
      renderDistance();
    })
    .catch(reportUnlessCancelled);
}

function refreshCounts() {
  const asked = ++goalVersion;
  state.counts = null;
  plotted.counts = null;
  ui.plot.replaceChildren();
  solver
    .request(state.kind, 'distanceCounts', [state.goal])
    .then(({ result }) => {
      if (asked !== goalVersion) return;
      state.counts = result;
      renderDistance();
    })
    .catch(reportUnlessCancelled);
}

function reportUnlessCancelled(error) {
  if (!(error instanceof Cancelled)) setStatus(error.message, 'error');
}

function setSolving(solving) {
  state.solving = solving;
  ui.cancel.hidden = !solving;
  ui.solve.disabled = solving || editor.isOpen;
}

/** Words for a progress report of the worker, `started` being when the request began. */
function describeProgress(progress, started) {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  switch (progress.phase) {
    case 'prepare':
      return `Building the ${state.entry.prepared} (once; this browser keeps them): ${Math.floor(progress.fraction * 100)}%, ${seconds} s`;
    case 'load':
      return `Loading the ${state.entry.prepared} kept by this browser…`;
    default:
      return `Searching: bound ${progress.bound}, ${(progress.nodes / 1e6).toFixed(1)} M positions, ${seconds} s`;
  }
}

/** Runs a solve of the current position in the worker; resolves to { result, millis } or null if stale. */
async function solveCurrent() {
  const asked = version;
  const reason = state.game.whyUnsolvable(state.history.current, state.goal);
  if (reason !== undefined) return { result: { unsolvable: true, reason }, millis: 0 };
  const started = performance.now();
  let latest = null;
  setSolving(true);
  const show = () => setStatus(latest ? describeProgress(latest, started) : 'Solving…', 'busy');
  const progress = setTimeout(show, PROGRESS_AFTER_MS);
  const onProgress = (report) => {
    latest = report;
    if (asked === version && performance.now() - started >= PROGRESS_AFTER_MS) show();
  };
  try {
    const answer = await solver.request(state.kind, 'solve', [state.history.current, state.goal], { onProgress });
    return asked === version ? answer : null;
  } catch (error) {
    if (asked === version) reportUnlessCancelled(error);
    return null;
  } finally {
    clearTimeout(progress);
    if (asked === version) setSolving(false);
  }
}

async function solve() {
  adoptPlayerBoard();
  const answer = await solveCurrent();
  if (!answer) return;
  const { result, millis } = answer;
  if (result.unsolvable) {
    setStatus(`No solution: ${result.reason.replace(/^unsolvable: /, '')}.`, 'error');
    return;
  }
  const n = result.moves.length;
  const work = result.nodes ? `, ${result.nodes.toLocaleString('en')} positions searched` : '';
  setStatus(
    n === 0
      ? 'Already at the goal.'
      : `Optimal: ${n} ${n === 1 ? 'move' : 'moves'} (${result.moves.join(' ')}), found in ${millis.toFixed(1)} ms${work}.`,
    'ok',
  );
  player.open(result);
  player.play();
  showJudgeOutput();
}

/** The judge's text for this case, where the puzzle's judge format can state it. */
async function showJudgeOutput() {
  const asked = version;
  ui.judge.hidden = true;
  try {
    const { result } = await solver.request(state.kind, 'judgeOutput', [state.history.current, state.goal]);
    if (asked !== version || result === undefined) return;
    ui.judgeOutput.textContent = result;
    ui.judge.hidden = false;
  } catch (error) {
    reportUnlessCancelled(error);
  }
}

async function hint() {
  adoptPlayerBoard();
  const answer = await solveCurrent();
  if (!answer) return;
  const { result } = answer;
  if (result.unsolvable) {
    ui.hintText.textContent = `No hint: ${result.reason.replace(/^unsolvable: /, '')}.`;
  } else if (result.moves.length === 0) {
    ui.hintText.textContent = 'You are at the goal.';
  } else {
    state.hint = result.moves[0];
    ui.hintText.textContent = `Hint: ${state.entry.describeMove(state.hint)}.`;
  }
  setStatus(IDLE_STATUS);
  render();
}

/** Starts building (or loading) what the puzzle's solves need, as soon as it is shown. */
function prepareAhead() {
  const { kind, entry } = state;
  const started = performance.now();
  const show = (text) => {
    if (state.kind === kind) ui.prepareStatus.textContent = text;
  };
  solver
    .request(kind, 'prepare', [state.goal], { onProgress: (progress) => show(describeProgress(progress, started)) })
    .then(({ result, millis }) => {
      const how = { built: ` (built in ${(millis / 1000).toFixed(1)} s)`, loaded: ' (loaded from this browser)' }[result];
      show(`The ${entry.prepared} are ready${how ?? ''}.`);
    })
    .catch((error) => show(error instanceof Cancelled ? '' : error.message));
}

function cancel() {
  version++;
  solver.cancel();
  setSolving(false);
  setStatus('Cancelled.');
  if (state.entry.prepared) prepareAhead();
  if (state.entry.liveDistance) {
    refreshDistance();
    if (!state.counts) refreshCounts();
  }
}

// ----- editing, texts and sharing -------------------------------------------------------------

function toggleEditor() {
  if (!editor.isOpen) {
    adoptPlayerBoard();
    editor.open(state.game, state.entry.edit, state.history.current, state.goal);
    return;
  }
  if (editor.problem('board') || editor.problem('goal')) return; // shown already
  const { board, goal } = editor.drafts;
  editor.close();
  showInputError('');
  newGame(board, goal);
}

function cancelEditor() {
  editor.close();
  showInputError('');
  render();
}

function onEditCell(which, cell) {
  if (editor.isOpen) editor.click(which, cell);
}

/** Live check of a text field; in the editor a valid text becomes the draft. */
function checkField(input, which, label) {
  try {
    const board = state.game.parse(input.value);
    if (editor.isOpen) editor.setText(which, input.value);
    showInputError('');
    return board;
  } catch (error) {
    showInputError(`${label}: ${error.message}`);
    return null;
  }
}

function loadFromForm(event) {
  event.preventDefault();
  const board = checkField(ui.position, 'board', 'Board');
  if (!board) return;
  let goal = state.goal;
  if (state.entry.editableGoal) {
    goal = checkField(ui.goal, 'goal', 'Goal');
    if (!goal) return;
  }
  editor.close();
  newGame(board, goal);
}

function currentTexts() {
  return {
    board: state.game.format(state.history.current),
    goal: state.entry.editableGoal ? state.game.format(state.goal) : null,
  };
}

function saveTexts() {
  const texts = currentTexts();
  remember(state.kind, texts);
  window.history.replaceState(null, '', hashFor(state.kind, texts));
}

async function copyText(text, what) {
  try {
    await navigator.clipboard.writeText(text);
    ui.copied.textContent = `${what} copied.`;
  } catch {
    ui.copied.textContent = `Copy failed: select the text and copy it yourself.`;
  }
  setTimeout(() => (ui.copied.textContent = ''), 2500);
}

// ----- choosing a puzzle -----------------------------------------------------------------

/** Opens `kind` at the given texts (from a link or from memory), or at a shuffle. */
function selectPuzzle(kind, texts = recall(kind)) {
  version++;
  player.close();
  editor.close();
  const entry = PUZZLES[kind];
  Object.assign(state, { kind, entry, game: game(kind) });
  // fresh elements: nothing a previous renderer added survives
  ui.board = boardElement('board', 'board', 'Puzzle board');
  ui.goalBoard = boardElement('goal-board', 'board mini', 'Goal board');
  ui.boardFrame.replaceChildren(ui.board);
  ui.goalFrame.replaceChildren(ui.goalBoard);
  state.renderer = entry.createBoard(ui.board, {
    onMove: play,
    onCell: (cell) => onEditCell('board', cell),
  });
  state.goalRenderer = entry.createBoard(ui.goalBoard, {
    onCell: (cell) => onEditCell('goal', cell),
  });
  ui.tagline.textContent = entry.tagline;
  ui.rules.innerHTML = entry.rules;
  ui.formatHelp.textContent = entry.formatHelp;
  ui.position.rows = ui.goal.rows = entry.textRows;
  ui.goalNote.textContent = entry.editableGoal ? 'Edit it in the Goal field or with Edit board.' : '';
  ui.goalField.hidden = !entry.editableGoal;
  ui.plotCard.hidden = !entry.liveDistance;
  for (const button of ui.picker.children) button.setAttribute('aria-pressed', button.dataset.kind === kind);
  showInputError('');

  let goal = state.game.defaultGoal();
  let board = null;
  try {
    if (texts?.goal && entry.editableGoal) goal = state.game.parse(texts.goal);
    if (texts?.board) board = state.game.parse(texts.board);
  } catch (error) {
    showInputError(`The saved position could not be read: ${error.message}`);
  }
  state.goal = goal;
  state.history = new History(board ?? state.game.scramble(randomSeed(), goal));
  state.counts = null;
  ui.prepareStatus.textContent = '';
  positionChanged({ goalChanged: true }); // cancels a solve under way, and prepares
}

function boardElement(id, className, label) {
  const element = document.createElement('div');
  element.id = id;
  element.className = className;
  element.setAttribute('aria-label', label);
  return element;
}

// ----- keys and start --------------------------------------------------------------------

function onKey(event) {
  if (event.target.closest?.('input, select, textarea')) return;
  const key = event.key;
  if ((event.ctrlKey || event.metaKey) && !event.altKey) {
    const lower = key.toLowerCase();
    if (lower === 'z' && !event.shiftKey) undo();
    else if (lower === 'y' || (lower === 'z' && event.shiftKey)) redo();
    else return;
    event.preventDefault();
    return;
  }
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  if (key === 'Escape') {
    if (editor.isOpen) cancelEditor();
    else if (player.isOpen) {
      adoptPlayerBoard();
      render();
    }
    return;
  }
  if (player.isOpen && !editor.isOpen) {
    const action = { ' ': () => player.toggle(), ArrowLeft: () => player.step(-1), ArrowRight: () => player.step(1) }[key];
    if (action && !(key === ' ' && event.target.closest?.('button'))) {
      event.preventDefault();
      action();
      return;
    }
  }
  if ((key === 'h' || key === 'H') && !editor.isOpen) {
    hint();
    return;
  }
  const move = state.entry.keys[key];
  if (move !== undefined && !editor.isOpen) {
    event.preventDefault();
    play(move);
  }
}

function buildPicker() {
  for (const [kind, entry] of Object.entries(PUZZLES)) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = entry.title;
    button.dataset.kind = kind;
    button.addEventListener('click', () => selectPuzzle(kind));
    ui.picker.append(button);
  }
}

function openFromHash() {
  const link = readHash();
  if (link && link.kind in PUZZLES) selectPuzzle(link.kind, link.board ? link : recall(link.kind));
  else selectPuzzle(state.kind ?? 'eight');
}

await init();
buildPicker();
ui.undo.addEventListener('click', undo);
ui.redo.addEventListener('click', redo);
ui.hint.addEventListener('click', hint);
ui.shuffle.addEventListener('click', () => newGame(state.game.scramble(randomSeed(), state.goal)));
ui.reset.addEventListener('click', () => newGame(state.history.start));
ui.solve.addEventListener('click', solve);
ui.cancel.addEventListener('click', cancel);
ui.edit.addEventListener('click', toggleEditor);
ui.form.addEventListener('submit', loadFromForm);
ui.position.addEventListener('input', () => checkField(ui.position, 'board', 'Board'));
for (const field of [ui.position, ui.goal]) {
  // Enter loads from a one-line field, Ctrl+Enter from a taller one
  field.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && (field.rows === 1 || event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      ui.form.requestSubmit();
    }
  });
}
ui.goal.addEventListener('input', () => checkField(ui.goal, 'goal', 'Goal'));
ui.copy.addEventListener('click', () => copyText(state.game.format(shownBoard()), 'Position'));
ui.share.addEventListener('click', () => copyText(location.href, 'Link'));
ui.copyJudge.addEventListener('click', () => copyText(ui.judgeOutput.textContent, 'Judge output'));
document.addEventListener('keydown', onKey);
window.addEventListener('hashchange', openFromHash);
openFromHash();
document.body.dataset.ready = 'true';
