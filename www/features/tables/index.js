// The tables the solver of the puzzle shown uses (solver/tables.js): a line for each, where
// it stands, with Build for an optional one not built yet and Cancel while it builds.
import './style.css';
import { tableLine } from './words.js';
import { goalOf } from '../../game/session.js';

/** @typedef {import('../../shell/features.js').View} View */

/** @param {import('../../shell/features.js').Context} context */
export function start({ root, solver, session, store, hub }) {
  hub.on('leaving', ({ busy }) => {
    const tables = /** @type {Record<string, { state: string }>} */ (store.state.tables ?? {});
    const building = Object.values(tables).filter((table) => table.state === 'building').length;
    if (building > 0) busy.push(building === 1 ? 'a table build' : `${building} table builds`);
  });
  root.innerHTML = '<ul id="tables" class="tables" aria-label="Tables the solver uses" aria-live="polite"></ul>';
  const list = /** @type {HTMLElement} */ (root.firstElementChild);
  list.addEventListener('click', (event) => {
    const button = /** @type {HTMLElement} */ (event.target).closest?.('button[data-action]');
    const game = session.get();
    const family = button?.closest('li')?.dataset.family;
    if (!(button instanceof HTMLElement) || !game || !family) return;
    if (button.dataset.action === 'build') solver.tables.build(game, goalOf(game), family);
    else solver.tables.cancelBuild(game.kind, family);
  });

  /** What the list was last drawn for: the puzzle, its goal, and where the tables stood. */
  let drawn = /** @type {unknown[]} */ ([]);

  /** @param {View} view */
  function render({ derived, state }) {
    if (!derived) return;
    const goal = goalOf(derived.game);
    if (drawn[0] === derived.game.kind && drawn[1] === goal && drawn[2] === state.tables) return;
    drawn = [derived.game.kind, goal, state.tables];
    const small = matchMedia('(max-width: 720px)').matches;
    const items = solver.tables.of(derived.game, goal).map((table) => {
      const { text, tone, build, cancel } = tableLine(table, table, small);
      const item = document.createElement('li');
      item.dataset.family = table.family;
      item.dataset.state = table.state;
      item.dataset.optional = String(table.optional);
      const words = document.createElement('p');
      words.className = 'table-status';
      words.dataset.tone = tone;
      words.textContent = text;
      item.append(words);
      for (const [shown, action, name] of /** @type {const} */ ([
        [build, 'build', 'Build them'],
        [cancel, 'cancel', 'Cancel the build'],
      ])) {
        if (!shown) continue;
        const button = document.createElement('button');
        button.type = 'button';
        button.dataset.action = action;
        button.textContent = name;
        item.append(button);
      }
      return item;
    });
    root.hidden = items.length === 0;
    // made again only when what they say changes, so that a focused button keeps its focus;
    // when they change under it (Build turns into Cancel, Cancel into Ready), the focus
    // moves to the same table's button, or else to its line, never back to the page's top
    const signature = items.map((item) => item.outerHTML).join('');
    // a build's percentages are not read out one by one: the line is read once it is done
    list.setAttribute('aria-busy', String(items.some((item) => item.dataset.state === 'building')));
    if (list.dataset.signature === signature) return;
    const focused = list.contains(document.activeElement) ? document.activeElement?.closest('li')?.dataset.family : undefined;
    list.replaceChildren(...items);
    list.dataset.signature = signature;
    const item = items.find((each) => each.dataset.family === focused);
    if (item) {
      item.tabIndex = -1;
      (item.querySelector('button') ?? item).focus();
    }
  }

  return { render };
}
