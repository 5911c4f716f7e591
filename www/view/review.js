// The review card: a button to review the moves so far, then the distance move by move
// as a chart (a two-player game: each move against the perfect one), the review in words,
// and a button back to where each loss or mistake began.
import { boundText, mistakeText, reviewText, verdictText, weigh } from '../app/review.js';
import { as } from './elements.js';
import { drawReviewPlot } from './plot.js';

/** @typedef {import('../app/state.js').State} State */

/**
 * The review card's renderer in `ui`; `actions` are what its buttons do.
 * @param {import('./elements.js').Elements} ui
 * @param {{ back: (move: number) => void }} actions
 */
export function createReviewView(ui, actions) {
  /** @type {unknown} what the card was last drawn from (nothing yet) */
  let drawn = {};

  /** @param {State} state */
  function render(state) {
    const { capabilities, history, kind } = state;
    const review = state.review?.kind === kind ? state.review : null;
    const offered = capabilities !== null && history !== null;
    ui.reviewCard.hidden = !offered || (history?.moves === 0 && review === null) || Boolean(state.editor);
    if (ui.reviewCard.hidden) return;
    ui.reviewRun.textContent = review ? 'Review again' : 'Review my moves';
    if (review === drawn) return;
    drawn = review;
    const distances = review?.distances ?? null;
    ui.reviewPlot.hidden = distances === null;
    const list = as(ui.reviewList, HTMLOListElement);
    if (review?.verdicts) {
      renderVerdicts(review.verdicts, list);
      return;
    }
    if (!review || !distances) {
      const offer = capabilities?.twoPlayer
        ? 'Each of your moves weighed against the perfect one, and where the game’s value changed.'
        : capabilities?.instantDistance
          ? 'The distance to the goal after each of your moves, and where they went astray.'
          : 'A proven lower bound on the distance to the goal after each of your moves.';
      ui.reviewText.textContent = review?.error || (review ? 'Weighing each move…' : offer);
      ui.reviewText.dataset.tone = review?.error ? 'error' : '';
      list.replaceChildren();
      return;
    }
    if (review.bound) {
      drawReviewPlot(ui.reviewPlot, distances, [], 'A proven lower bound on the distance to the goal', review.bySolver);
      ui.reviewText.textContent = boundText(distances, review.bySolver.length);
      ui.reviewText.dataset.tone = '';
      list.replaceChildren();
      return;
    }
    const { losses } = weigh(distances);
    drawReviewPlot(ui.reviewPlot, distances, losses, undefined, review.bySolver);
    ui.reviewText.textContent = `${reviewText(distances, review.bySolver.length)}${losses.length ? ' Each below takes the game back to before it and plays the shortest way on.' : ''}`;
    ui.reviewText.dataset.tone = '';
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
   * An item of the list: a button back to before move `move`, with its words and what it
   * says to a screen reader.
   * @param {number} move
   * @param {string} text
   * @param {string} label
   */
  function backItem(move, text, label) {
    const item = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = text;
    button.setAttribute('aria-label', label);
    button.addEventListener('click', () => actions.back(move));
    item.append(button);
    return item;
  }

  /**
   * A two-player game's review: in words, and a button back to before each mistake.
   * @param {import('../app/review.js').Verdict[]} verdicts
   * @param {HTMLOListElement} list
   */
  function renderVerdicts(verdicts, list) {
    const mistakes = verdicts.filter((verdict) => verdict.mark === 'mistake');
    ui.reviewText.textContent = `${verdictText(verdicts)}${mistakes.length ? ' Each below takes the game back to before it and plays perfectly on.' : ''}`;
    ui.reviewText.dataset.tone = '';
    list.replaceChildren(
      // a move's name breaks nowhere
      ...mistakes.map((verdict) => backItem(verdict.ply, mistakeText(verdict).replaceAll('-', '\u2011'), `Back to before ${mistakeText(verdict)}`)),
    );
  }

  return { render };
}
