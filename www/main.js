// App state and wiring: which puzzle is shown, the current board and its history, and
// the buttons, keys and forms that change them. Every rule question goes to the wasm
// core (legalMoves, step, parse); solving runs in the worker.
import init, { Puzzle } from './pkg/puzzle_core.js';
import { PUZZLES, ARROW_MOVES } from './puzzles.js';
import { SolverClient, Cancelled } from './solver-client.js';

/** Milliseconds between the moves of an animated solution. */
const STEP_MS = 260;
/** A solve still running after this many milliseconds shows its progress. */
const PROGRESS_AFTER_MS = 100;
/** What the solution panel says before a solve. */
const IDLE_STATUS = 'Press Solve for the shortest solution, animated on the board.';

const $ = (id) => document.getElementById(id);
const ui = {
  picker: $('picker'),
  tagline: $('tagline'),
  board: $('board'),
  goalBoard: $('goal-board'),
  moveCount: $('move-count'),
  solvedBadge: $('solved-badge'),
  shuffle: $('shuffle'),
  reset: $('reset'),
  solve: $('solve'),
  cancel: $('cancel'),
  form: $('position-form'),
  position: $('position-input'),
  goalField: $('goal-field'),
  goal: $('goal-input'),
  formatHelp: $('format-help'),
  inputError: $('input-error'),
  status: $('solver-status'),
  moveList: $('move-list'),
};

const solver = new SolverClient();
const games = new Map();

const state = {
  kind: null,
  game: null,
  renderer: null,
  goalRenderer: null,
  start: null,
  board: null,
  goal: null,
  moves: 0,
  /** Bumped by every change of position: a solve or animation of an older one stops. */
  version: 0,
  animation: null,
};

function game(kind) {
  if (!games.has(kind)) games.set(kind, new Puzzle(kind));
  return games.get(kind);
}

const sameBoard = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);

function randomSeed() {
  return crypto.getRandomValues(new Uint32Array(1))[0];
}

// ----- showing the state ---------------------------------------------------------------

function render() {
  state.renderer.render(state.board);
  ui.moveCount.textContent = state.moves;
  const solved = sameBoard(state.board, state.goal);
  ui.solvedBadge.hidden = !solved;
  ui.board.dataset.solved = solved;
  if (document.activeElement !== ui.position) ui.position.value = state.game.format(state.board);
}

function renderGoal() {
  state.goalRenderer.render(state.goal);
  if (document.activeElement !== ui.goal) ui.goal.value = state.game.format(state.goal);
}

function setStatus(text, tone = '') {
  ui.status.textContent = text;
  ui.status.dataset.tone = tone;
}

function showInputError(message) {
  ui.inputError.textContent = message;
  ui.inputError.hidden = !message;
}

function showMoveList(moves) {
  ui.moveList.replaceChildren(
    ...moves.map((move) => {
      const item = document.createElement('li');
      item.textContent = move;
      return item;
    }),
  );
}

function highlightMove(index) {
  [...ui.moveList.children].forEach((item, i) => {
    item.classList.toggle('done', i < index);
    item.classList.toggle('current', i === index - 1);
  });
}

// ----- changing the position -------------------------------------------------------------

/** Stops any animation or solve in flight: the position is about to change. */
function interrupt() {
  state.version++;
  if (state.animation) {
    clearTimeout(state.animation);
    state.animation = null;
  }
  if (solver.busy) solver.cancel();
  setSolving(false);
}

function setPosition(board, { moves = 0, start = board } = {}) {
  interrupt();
  state.start = start;
  state.board = board;
  state.moves = moves;
  showMoveList([]);
  setStatus(IDLE_STATUS);
  render();
}

function play(moveName) {
  const next = state.game.legalMoves(state.board).find((m) => m.move === moveName);
  if (!next) return false;
  interrupt();
  state.board = state.game.step(state.board, moveName);
  state.moves++;
  showMoveList([]);
  setStatus(IDLE_STATUS);
  render();
  return true;
}

function onCellClick(cell) {
  // The move that brings the gap to the clicked cell, if the tile there can slide.
  const move = state.game.legalMoves(state.board).find((m) => m.board[cell] === 0);
  if (move) play(move.move);
}

function selectPuzzle(kind) {
  interrupt();
  const entry = PUZZLES[kind];
  state.kind = kind;
  state.game = game(kind);
  state.renderer = entry.createBoard(ui.board, onCellClick);
  state.goalRenderer = entry.createBoard(ui.goalBoard, null);
  state.goal = state.game.defaultGoal();
  ui.tagline.textContent = entry.tagline;
  ui.formatHelp.textContent = entry.formatHelp;
  ui.goalField.hidden = !entry.editableGoal;
  for (const button of ui.picker.children) {
    button.setAttribute('aria-pressed', button.dataset.kind === kind);
  }
  showInputError('');
  renderGoal();
  setPosition(state.game.scramble(randomSeed(), state.goal));
}

// ----- solving ---------------------------------------------------------------------------

function setSolving(solving) {
  ui.solve.disabled = solving;
  ui.cancel.hidden = !solving;
}

async function solve() {
  interrupt();
  const version = state.version;
  const { kind, board, goal } = state;
  setSolving(true);
  setStatus('');
  const progress = setTimeout(() => setStatus('Solving…', 'busy'), PROGRESS_AFTER_MS);
  try {
    const { result, millis } = await solver.request(kind, 'solve', board, goal);
    if (version !== state.version) return;
    if (result.unsolvable) {
      setStatus(`No solution: ${result.reason.replace(/^unsolvable: /, '')}.`, 'error');
      return;
    }
    const n = result.moves.length;
    const plural = n === 1 ? 'move' : 'moves';
    setStatus(`Optimal: ${n} ${plural} (${result.moves.join('')}), found in ${millis.toFixed(1)} ms.`, 'ok');
    showMoveList(result.moves);
    animate(result.boards, version);
  } catch (error) {
    if (!(error instanceof Cancelled) && version === state.version) setStatus(error.message, 'error');
  } finally {
    clearTimeout(progress);
    if (version === state.version) setSolving(false);
  }
}

function animate(boards, version) {
  let index = 0;
  const tick = () => {
    if (version !== state.version) return;
    index++;
    state.board = boards[index];
    state.moves++;
    highlightMove(index);
    render();
    state.animation = index < boards.length - 1 ? setTimeout(tick, STEP_MS) : null;
  };
  state.animation = boards.length > 1 ? setTimeout(tick, STEP_MS) : null;
}

function cancel() {
  interrupt();
  setStatus('Cancelled.');
}

// ----- the position form ---------------------------------------------------------------

function loadFromForm(event) {
  event.preventDefault();
  try {
    const board = parseField(ui.position.value, 'Position');
    const goal = PUZZLES[state.kind].editableGoal ? parseField(ui.goal.value, 'Goal') : state.goal;
    showInputError('');
    state.goal = goal;
    renderGoal();
    setPosition(board);
  } catch (error) {
    showInputError(error.message);
  }
}

function parseField(text, label) {
  try {
    return state.game.parse(text);
  } catch (error) {
    throw new Error(`${label}: ${error.message}`);
  }
}

// ----- start -------------------------------------------------------------------------------

function onKey(event) {
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  if (event.target.closest?.('input, textarea, select')) return;
  const move = ARROW_MOVES[event.key];
  if (move && state.game) {
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

await init();
buildPicker();
ui.shuffle.addEventListener('click', () => setPosition(state.game.scramble(randomSeed(), state.goal)));
ui.reset.addEventListener('click', () => setPosition(state.start));
ui.solve.addEventListener('click', solve);
ui.cancel.addEventListener('click', cancel);
ui.form.addEventListener('submit', loadFromForm);
document.addEventListener('keydown', onKey);
selectPuzzle(location.hash.slice(1) in PUZZLES ? location.hash.slice(1) : 'eight');
document.body.dataset.ready = 'true';
