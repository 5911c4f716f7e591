// A review of the player's moves. On the one-player puzzles whose distances are instant:
// the distance to the goal before and after each move (from the puzzle's worker), each
// move marked as one nearer the goal or as a loss, the moves spent beyond the shortest,
// and the way back to where each loss began (the shortest way on then plays); where exact
// distances take a search, a proven lower bound in their place, no move called a loss. In
// a two-player game: each of the player's moves weighed by the tablebase against the
// perfect move, and marked where it changed the game's value. Asked for, or made while
// the tool is open once a puzzle is solved by hand or a game is over. The slice `review`
// is this module's.
import './style.css';
import markup from './markup.html?raw';
import { as, build, text } from '../../ui/dom.js';
import { Cancelled } from '../../solver/client.js';
import { STALE } from '../../kernel/freshness.js';
import { goalOf } from '../../game/session.js';
import { boundText, judgeMoves, mistakeText, reviewText, verdictText, weigh } from './words.js';
import { drawReviewPlot } from './plot.js';

/** @typedef {import('../../shell/features.js').View} View */

/**
 * A review of the moves of a game of puzzle `kind`: their names, those the solver made
 * (`bySolver`, from 1, in a one-player puzzle), and the distance to the goal before the
 * first and after each (proven lower bounds where `bound`), or (in a two-player game) the
 * player's moves weighed by the tablebase, each null while asked for; or why there is none.
 * @typedef {{ kind: string, moves: string[], bySolver: number[], distances: number[] | null, verdicts: import('./words.js').Verdict[] | null, bound: boolean, error: string }} Review
 */

/** @param {import('../../shell/features.js').Context} context */
export function start({ root, store, hub, session, solver }) {
  const slice = store.slice('review', /** @type {Review | null} */ (null));
  const ui = build(root, markup, { text: 'review-text', plot: 'review-plot', list: 'review-list', run: 'review-run' });
  let open = false;

  /** Reviews the moves of the game so far. */
  async function review() {
    const game = session.get();
    if (!game || game.history.moves === 0) return;
    const { kind, history, capabilities } = game;
    const played = history.played;
    const moves = played.map((move) => move.name);
    slice.put({ kind, moves, bySolver: [], distances: null, verdicts: null, bound: false, error: '' });
    const goal = goalOf(game);
    if (goal !== undefined) {
      const boards = [...played.map((move) => move.before), history.current];
      // where exact distances take a search, a proven lower bound stands in for them
      const bound = !capabilities.instantDistance;
      const distances = await answerOf(kind, solver.ask(kind, bound ? 'bounds' : 'distances', { boards, goal }));
      const bySolver = played.flatMap((move, i) => (move.bySolver ? [i + 1] : []));
      if (distances) slice.put({ kind, moves, bySolver, distances, verdicts: null, bound, error: '' });
      return;
    }
    // the player's moves: in a game against the computer, those it did not make
    const mine = played.map((move, i) => ({ ...move, ply: i + 1 })).filter((move) => !move.bySolver);
    const values = await answerOf(kind, solver.ask(kind, 'moveValuesOf', { boards: mine.map((move) => move.before) }));
    if (!values) return;
    const verdicts = judgeMoves(mine.map(({ ply, name }, i) => ({ ply, name, moves: values[i] })));
    slice.put({ kind, moves, bySolver: [], distances: null, verdicts, bound: false, error: '' });
  }

  /**
   * The answer to a question about the position reviewed (of puzzle `kind`); null if it
   * came too late, was cut short by a Cancel, or failed (the review then says why).
   * @template T
   * @param {string} kind
   * @param {Promise<T>} asked
   * @returns {Promise<T | null>}
   */
  async function answerOf(kind, asked) {
    try {
      const answer = await session.fresh.position.guard(asked);
      return answer === STALE ? null : answer;
    } catch (error) {
      if (!(error instanceof Cancelled))
        slice.put({ kind, moves: [], bySolver: [], distances: null, verdicts: null, bound: false, error: /** @type {Error} */ (error).message });
      return null;
    }
  }

  /** Whether the game has come to its end by the player's moves: solved, or a game over. */
  function ended() {
    const game = session.get();
    if (!game) return false;
    const { history, mode, rules } = game;
    const facts = rules.facts(history.current, goalOf(game));
    if (mode.name === 'solo') return facts.atGoal && mode.attempt.result !== null;
    return history.played.some((move) => !move.bySolver) && facts.outcome !== undefined;
  }

  // a new game or puzzle ends the review, and so does a move off the line it reviewed (a
  // move back along it does not); with the tool open, a solve by hand makes one, and so
  // does a game's end
  hub.on('position', ({ newGame }) => {
    const names = session.get()?.history.played.map((move) => move.name) ?? [];
    const reviewed = slice.get()?.moves;
    const off = reviewed !== undefined && (names.length > reviewed.length || names.some((name, i) => name !== reviewed[i]));
    if (newGame || off) slice.put(null);
    if (open && slice.get() === null && ended()) review();
  });
  ui.run.addEventListener('click', review);
  ui.list.addEventListener('click', (event) => {
    const button = /** @type {HTMLElement} */ (event.target).closest?.('button[data-move]');
    if (!(button instanceof HTMLElement)) return;
    // the game goes back to before the move, and the best way on from there plays on the board
    session.goTo(Number(button.dataset.move) - 1);
    hub.emit('solve', {});
    document.getElementById('board-frame')?.scrollIntoView?.({ block: 'nearest' });
  });

  /** What the card was last drawn from (nothing yet). */
  let drawn = /** @type {unknown} */ ({});

  /** @param {View} view */
  function render({ derived }) {
    if (!derived) return;
    const { capabilities, kind, history } = derived.game;
    const review = slice.get()?.kind === kind ? slice.get() : null;
    as(ui.run, HTMLButtonElement).disabled = history.moves === 0 || derived.showing === 'edit';
    text(ui.run, review ? 'Review again' : 'Review my moves');
    if (review === drawn) return;
    drawn = review;
    const distances = review?.distances ?? null;
    ui.plot.hidden = distances === null;
    const list = as(ui.list, HTMLOListElement);
    if (review?.verdicts) {
      const mistakes = review.verdicts.filter((verdict) => verdict.mark === 'mistake');
      say(`${verdictText(review.verdicts)}${mistakes.length ? ' Each below takes the game back to before it and plays perfectly on.' : ''}`);
      // a move's name breaks nowhere
      list.replaceChildren(
        ...mistakes.map((verdict) => backItem(verdict.ply, mistakeText(verdict).replaceAll('-', '\u2011'), `Back to before ${mistakeText(verdict)}`)),
      );
      return;
    }
    if (!review || !distances) {
      const offer = capabilities.twoPlayer
        ? 'Each of your moves weighed against the perfect one, and where the game’s value changed.'
        : capabilities.instantDistance
          ? 'The distance to the goal after each of your moves, and where they went astray.'
          : 'A proven lower bound on the distance to the goal after each of your moves.';
      say(review?.error || (review ? 'Weighing each move…' : history.moves === 0 ? `${offer} Make a move first.` : offer), review?.error ? 'error' : '');
      list.replaceChildren();
      return;
    }
    if (review.bound) {
      drawReviewPlot(ui.plot, distances, [], 'A proven lower bound on the distance to the goal', review.bySolver);
      say(boundText(distances, review.bySolver.length));
      list.replaceChildren();
      return;
    }
    const { losses } = weigh(distances);
    drawReviewPlot(ui.plot, distances, losses, undefined, review.bySolver);
    say(
      `${reviewText(distances, review.bySolver.length)}${losses.length ? ' Each below takes the game back to before it and plays the shortest way on.' : ''}`,
    );
    list.replaceChildren(
      ...losses.map((move) =>
        backItem(
          move,
          `Move ${move} (${review.moves[move - 1]}): ${distances[move - 1]} → ${distances[move]} away`,
          `Back to before move ${move}, ${review.moves[move - 1]}, which went from ${distances[move - 1]} to ${distances[move]} moves from the goal`,
        ),
      ),
    );
  }

  /**
   * Writes the review's words.
   * @param {string} words
   * @param {string} [tone]
   */
  function say(words, tone = '') {
    text(ui.text, words);
    ui.text.dataset.tone = tone;
  }

  /**
   * An item of the list: a button back to before move `move`, with its words and what it
   * says to a screen reader.
   * @param {number} move
   * @param {string} words
   * @param {string} label
   */
  function backItem(move, words, label) {
    const item = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = words;
    button.dataset.move = String(move);
    button.setAttribute('aria-label', label);
    item.append(button);
    return item;
  }

  return {
    render,
    closed: () => (open = false),
    opened() {
      open = true;
      if (slice.get() === null && ended()) review();
    },
  };
}
