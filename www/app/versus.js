// Two-player games (Dao): who plays which side, the computer's moves at its level, the
// tablebase's value of the position and (with analysis on) of every legal move, the
// game's end with its winning stones, and a draw offered when a position comes up a third
// time. Every answer about a position that has changed since is dropped.
import { STALE } from './freshness.js';

/** How long the computer waits before it moves, so that its move can be followed. */
const COMPUTER_DELAY_MS = 400;
const PATTERNS = {
  row: 'four in a row',
  column: 'four in a column',
  square: 'a square of four',
  corners: 'the four corners',
  trapped: 'a stone trapped in a corner',
};
const SIDES = { white: 'White', black: 'Black' };
const same = (a, b) => a.cells === b.cells && a.turn === b.turn;

/** A value from the tablebase in words: "win in 5", "loss in 4" or "draw". */
function valueText({ outcome, plies }) {
  return outcome === 'draw' ? 'draw' : `${outcome} in ${plies}`;
}

export function createVersus({ state, view, solving, play }) {
  const { ui } = view;
  let timer = null;
  /** Whether a draw was agreed; the position a draw was declined in (until the position changes). */
  let drawAgreed = false;
  let drawDeclined = null;

  const side = () => ui.versusSide.value;
  const isComputer = (turn) => side() !== 'both' && side() !== turn;

  /** The game's end at `board`, if any, in words, with the stones that show it. */
  function ending(board) {
    const outcome = state.game.outcome(board);
    if (!outcome) return null;
    const winner = SIDES[outcome.winner];
    return { text: `${winner} wins: ${PATTERNS[outcome.pattern]}.`, cells: outcome.cells };
  }

  /** After every change of position: the game's state, the analysis, and the computer's move. */
  function positionChanged() {
    clearTimeout(timer);
    const board = state.history.current;
    const end = ending(board);
    const over = Boolean(end) || drawAgreed;
    state.versus = { won: end?.cells ?? [], values: null, over, computerToMove: !over && isComputer(board.turn) };
    const repeated = state.history.occurrences(board, same) >= 3;
    if (!repeated) drawDeclined = null;
    ui.drawOffer.hidden = !repeated || drawAgreed || Boolean(end) || (drawDeclined && same(drawDeclined, board));
    if (end) say(end.text, 'over');
    else if (drawAgreed) say('Draw agreed.', 'over');
    else say(`${SIDES[board.turn]} to move${isComputer(board.turn) ? ' (the computer)' : ''}.`, '');
    ui.analysisCard.hidden = !ui.versusAnalysis.checked;
    ui.analysisList.replaceChildren();
    ui.analysisValue.textContent = over ? 'The game is over.' : '';
    if (over) return;
    if (ui.versusAnalysis.checked) analyse(board);
    if (isComputer(board.turn) && ui.drawOffer.hidden) {
      const seed = crypto.getRandomValues(new Uint32Array(1))[0];
      solving.ask('computerMove', { board, level: ui.versusLevel.value, seed }).then((move) => {
        if (move === STALE || move === undefined) return;
        timer = setTimeout(() => play(move, { byComputer: true }), COMPUTER_DELAY_MS);
      });
    }
  }

  /** The position's value, and every legal move's for the side to move, listed and marked on the board. */
  function analyse(board) {
    solving.ask('value', { board }).then((value) => {
      if (value === STALE) return;
      ui.analysisValue.textContent = `${SIDES[board.turn]} to move: ${valueText(value)}.`;
    });
    solving.ask('moveValues', { board }).then((moves) => {
      if (moves === STALE) return;
      state.versus.values = new Map(moves.map((m) => [m.move, m.value]));
      ui.analysisList.replaceChildren(
        ...moves.map(({ move, value }) => {
          const item = document.createElement('li');
          const button = document.createElement('button');
          button.type = 'button';
          button.dataset.move = move;
          button.dataset.outcome = value.outcome;
          button.textContent = `${move}: ${valueText(value)}`;
          button.disabled = isComputer(board.turn);
          button.addEventListener('click', () => play(move));
          item.append(button);
          return item;
        }),
      );
      view.render();
    });
  }

  function say(text, tone) {
    ui.gameStatus.textContent = text;
    ui.gameStatus.dataset.tone = tone;
  }

  /** A new game (or position): no draw agreed. */
  function reset() {
    drawAgreed = false;
    drawDeclined = null;
  }

  ui.drawAccept.addEventListener('click', () => {
    drawAgreed = true;
    positionChanged();
    view.render();
  });
  ui.drawDecline.addEventListener('click', () => {
    drawDeclined = state.history.current;
    positionChanged();
  });
  for (const control of [ui.versusSide, ui.versusLevel, ui.versusAnalysis]) {
    control.addEventListener('change', () => {
      positionChanged();
      view.render();
    });
  }

  /** Stops a computer's move that is waiting to be played (the puzzle is left, say). */
  function stop() {
    clearTimeout(timer);
  }

  return { positionChanged, reset, stop };
}
