// Renders the panel beside the stage: the solution card (the search's outcome, the tables
// the solver uses, the judge output), a two-player game's moves and analysis, the
// position's text fields, and the distances: the read-out and the chart.
import { shownBoard, shownGoal } from '../app/shown.js';
import { tablesOf } from '../app/tables.js';
import { drawDistancePlot } from './plot.js';
import { as } from './elements.js';
import { movesText } from '../app/attempt.js';
import { valueText } from '../app/versus.js';

/** @typedef {import('../app/state.js').State} State */
/** @typedef {import('../app/state.js').TableState} TableState */
/** @typedef {import('./elements.js').Elements} Elements */
/** @typedef {import('../pkg/puzzle_core.js').Table} Table */
/** @typedef {import('../pkg/puzzle_core.js').PositionText} Position */

/** A message longer than this is cut, with an ellipsis (a hostile link can carry megabytes). */
const MESSAGE_CHARS = 200;

/**
 * `text` cut to `MESSAGE_CHARS` characters.
 * @param {string} text
 */
export function shorten(text) {
  return text.length > MESSAGE_CHARS ? `${text.slice(0, MESSAGE_CHARS - 1)}…` : text;
}

/**
 * A size in bytes as people read it: "1.6 MB", "196 MB", "0.5 GB".
 * @param {number} bytes
 */
export function size(bytes) {
  if (bytes >= 1e9) return `${(bytes / 1e9).toFixed(1)} GB`;
  return bytes >= 1e7 ? `${Math.round(bytes / 1e6)} MB` : `${(bytes / 1e6).toFixed(1)} MB`;
}

/**
 * What the page says of a table, and which buttons it offers.
 * @param {Table} table
 * @param {TableState | undefined} known
 * @param {boolean} small  the device is a phone
 * @returns {{ text: string, tone: string, build: boolean, cancel: boolean }}
 */
export function tableLine(table, known, small) {
  const { label, purpose } = table;
  const state = known?.state ?? 'checking';
  const line = (/** @type {string} */ text, tone = '', build = false, cancel = false) => ({ text, tone, build, cancel });
  switch (state) {
    case 'loading':
      return line(`Loading the ${label} this browser kept…`, 'busy');
    case 'building':
      return line(`Building the ${label} (once; this browser keeps them): ${Math.floor((known?.progress ?? 0) * 100)}%`, 'busy', false, table.optional);
    case 'ready': {
      const how =
        known?.how === 'built' && known.millis !== undefined
          ? ` (built in ${(known.millis / 1000).toFixed(1)} s)`
          : known?.how === 'loaded'
            ? ' (loaded from this browser)'
            : '';
      const visit = known?.kept === false ? `; this browser could not keep their ${size(table.bytes)}, so they serve this visit only` : '';
      return line(`Ready: the ${label}, for ${purpose}${how}${visit}.`, 'ok');
    }
    case 'absent': {
      // a phone may refuse a build of hundreds of megabytes
      const fit = small && table.buildBytes > 256e6 ? ' On a phone they may not fit.' : '';
      // a build's time follows its memory: under 64 MB, seconds (docs/performance.md)
      const time = table.buildBytes < 64e6 ? 'seconds' : 'tens of seconds';
      return line(
        `Optional: the ${label}, for ${purpose}. This browser keeps their ${size(table.bytes)}; building them takes about ${size(table.buildBytes)} of memory and ${time} of one core.${fit}`,
        '',
        true,
      );
    }
    case 'failed':
      return line(`The ${label} could not be made ready: ${known?.message ?? 'unknown error'}`, 'error', table.optional);
    default:
      return line(table.optional ? `Looking for the ${label} in this browser…` : `Preparing the ${label}…`, 'busy');
  }
}

/**
 * The panel's renderer; `actions` are what its buttons do.
 * @param {Elements} ui
 * @param {{ play: (name: string) => void, build: (family: string) => void, cancelBuild: (family: string) => void }} actions
 */
export function createPanel(ui, actions) {
  /** What the plot shows, so that it is drawn again only when that changes. */
  const plotted = { counts: /** @type {number[] | null} */ (null), mark: /** @type {number | null} */ (null) };
  /** What the analysis list shows, so that its buttons are made again only when that changes. */
  let listed = /** @type {unknown} */ (null);

  /** @param {State} state */
  function render(state) {
    if (!state.entry || !state.game) return;
    ui.status.textContent = state.status.text;
    ui.status.dataset.tone = state.status.tone;
    renderTables(state);
    ui.judge.hidden = state.judge === null || Boolean(state.editor);
    ui.judgeOutput.textContent = state.judge ?? '';
    renderGame(state);
    renderAnalysis(state);
    renderTexts(state);
    renderDistance(state);
  }

  /** @param {State} state */
  function renderTables(state) {
    const small = matchMedia('(max-width: 720px)').matches;
    const items = tablesOf(state).map((table) => {
      const { text, tone, build, cancel } = tableLine(table, state.tables[table.family], small);
      const item = document.createElement('li');
      item.dataset.family = table.family;
      item.dataset.state = state.tables[table.family]?.state ?? 'checking';
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
        button.addEventListener('click', () => (action === 'build' ? actions.build(table.family) : actions.cancelBuild(table.family)));
        item.append(button);
      }
      return item;
    });
    // made again only when what they say changes, so that a focused button keeps its focus;
    // when they change under it (Build turns into Cancel, Cancel into Ready), the focus
    // moves to the same table's button, or else to its line, never back to the page's top
    const signature = items.map((item) => item.outerHTML).join('');
    // a build's percentages are not read out one by one: the line is read once it is done
    ui.tables.setAttribute('aria-busy', String(items.some((item) => item.dataset.state === 'building')));
    if (ui.tables.dataset.signature !== signature) {
      const focused = ui.tables.contains(document.activeElement) ? document.activeElement?.closest('li')?.dataset.family : undefined;
      ui.tables.replaceChildren(...items);
      ui.tables.dataset.signature = signature;
      const item = items.find((each) => each.dataset.family === focused);
      if (item) {
        item.tabIndex = -1;
        (item.querySelector('button') ?? item).focus();
      }
    }
  }

  /**
   * A two-player game's moves so far, a round a row (white's, then black's), the
   * computer's in italics and the last one marked.
   * @param {State} state
   */
  function renderGame(state) {
    const twoPlayer = Boolean(state.capabilities?.twoPlayer);
    ui.gameCard.hidden = !twoPlayer;
    if (!twoPlayer || !state.history) return;
    // perfect play shown on the board is no move of the game yet
    ui.gameShown.hidden = !state.player;
    const played = state.history.played;
    const signature = played.map((m) => `${m.name}${m.bySolver ? '*' : ''}`).join(' ');
    if (ui.gameMoves.dataset.signature === signature) return;
    ui.gameMoves.dataset.signature = signature;
    /** @type {HTMLTableCellElement[][]} */
    const rows = [];
    played.forEach(({ name, bySolver, before }, i) => {
      const white = /** @type {Position} */ (before).turn === 'white';
      if (white || rows.length === 0) rows.push([cell(String(rows.length + 1), 'th'), cell(white ? '' : '…'), cell('')]);
      const move = rows[rows.length - 1][white ? 1 : 2];
      move.textContent = name;
      move.dataset.move = name;
      move.classList.toggle('computer', bySolver);
      move.classList.toggle('last', i === played.length - 1);
      if (bySolver) move.setAttribute('aria-label', `${name}, by the computer`);
    });
    if (rows.length === 0) {
      const none = cell('No move yet.');
      none.colSpan = 3;
      rows.push([none]);
    }
    ui.gameMoves.replaceChildren(
      ...rows.map((cells) => {
        const row = document.createElement('tr');
        row.append(...cells);
        return row;
      }),
    );
  }

  /**
   * A cell of the moves' table.
   * @param {string} text
   * @param {'td' | 'th'} [tag]
   */
  function cell(text, tag = 'td') {
    const element = document.createElement(tag);
    element.textContent = text;
    if (tag === 'th') element.scope = 'row';
    return element;
  }

  /**
   * The value of the position shown, and every legal move's for the side to move.
   * @param {State} state
   */
  function renderAnalysis(state) {
    const versus = state.capabilities?.twoPlayer ? state.versus : null;
    // the analysis weighs the game's position, not an editor's draft (which may be none)
    ui.analysisCard.hidden = !versus?.analysis || Boolean(state.editor);
    if (!versus?.analysis || !state.game || state.editor) return;
    const board = /** @type {Position} */ (shownBoard(state));
    const over = state.game.outcome(board) !== undefined || (versus.drawAgreed && !state.player);
    const side = board.turn === 'white' ? 'White' : 'Black';
    ui.analysisValue.textContent = over ? 'The game is over.' : versus.value ? `${side} to move: ${valueText(versus.value)}.` : 'Weighing every move…';
    const moves = over ? null : versus.moves;
    const blocked = Boolean(state.player) || versus.computerToMove;
    if (listed === moves && ui.analysisList.dataset.blocked === String(blocked)) return;
    listed = moves;
    ui.analysisList.dataset.blocked = String(blocked);
    ui.analysisList.replaceChildren(
      ...(moves ?? []).map(({ move, value }) => {
        const item = document.createElement('li');
        const button = document.createElement('button');
        button.type = 'button';
        button.dataset.move = move;
        button.dataset.outcome = value.outcome;
        button.textContent = `${move}: ${valueText(value)}`;
        button.disabled = blocked;
        button.addEventListener('click', () => actions.play(move));
        item.append(button);
        return item;
      }),
    );
  }

  /**
   * Keeps the text fields on the shown boards, except a field the user is typing in.
   * @param {State} state
   */
  function renderTexts(state) {
    const { entry, game } = state;
    if (!entry || !game) return;
    const position = as(ui.position, HTMLTextAreaElement);
    const goal = as(ui.goal, HTMLTextAreaElement);
    position.rows = goal.rows = entry.textRows;
    ui.goalField.hidden = !entry.editableGoal;
    for (const [which, input, value] of /** @type {const} */ ([
      ['board', position, shownBoard(state)],
      ['goal', goal, shownGoal(state)],
    ])) {
      // a field being typed in keeps its caret: it holds what was typed already (a new
      // position, such as another puzzle opened by the browser's Back, clears that)
      if (document.activeElement === input && (state.editor || state.typed[which] !== null)) continue;
      try {
        // the editor's drafts show as they are; otherwise what was typed, until loaded
        input.value = (state.editor ? null : state.typed[which]) ?? game.format(value);
      } catch {
        // an invalid draft: its problem is shown in the editor's bar
      }
    }
    const wrong = state.inputError;
    const error = wrong ? shorten(`${wrong.which === 'board' ? 'Board' : 'Goal'}: ${wrong.message}`) : '';
    if (ui.inputError.textContent !== error) ui.inputError.textContent = error;
    ui.inputError.hidden = !error;
    // the field the message is about is marked invalid (its description names the problem)
    ui.position.setAttribute('aria-invalid', String(wrong?.which === 'board'));
    ui.goal.setAttribute('aria-invalid', String(wrong?.which === 'goal'));
    ui.copied.textContent = state.copied.text;
    ui.copied.dataset.tone = state.copied.tone;
  }

  /**
   * The distance to the goal, and the chart of positions by distance.
   * @param {State} state
   */
  function renderDistance(state) {
    const hidden = Boolean(state.editor) || !state.settings.showDistance;
    // an optimal solution played back: its frame is as far from the goal as it has moves left
    const player = state.player;
    const d = hidden ? undefined : player ? player.solution.moves.length - player.index : state.distance;
    const n = d ?? 0;
    const left = player?.solution.slides ? `${n} ${n === 1 ? 'slide' : 'slides'}` : movesText(n);
    // a two-player game has no goal: its perfect play goes on to the game's end
    const far = state.capabilities?.twoPlayer
      ? `${n} ${n === 1 ? 'ply' : 'plies'} to the end with perfect play`
      : player?.solution.optimal === false
        ? `${left} left in this solution`
        : `${left} from the goal`;
    // at the goal the board says so already
    ui.distance.textContent = d === undefined || d === 0 ? '' : d === null ? 'cannot reach the goal' : far;
    // read out where a solution's playing stops, not at each of its moves
    ui.distance.setAttribute('aria-busy', String(Boolean(player?.playing)));
    ui.plotCard.hidden = !state.capabilities?.instantDistance;
    if (!state.counts) {
      plot(null, null);
      ui.plotCaption.textContent = 'Counting the positions at each distance…';
      return;
    }
    /** @type {number | null} */
    const mark = state.settings.showDistance ? (d ?? null) : null;
    plot(state.counts, mark);
    const total = state.counts.reduce((a, b) => a + b, 0);
    ui.plotCaption.textContent =
      `${total.toLocaleString('en')} positions can reach this goal, at most ` +
      `${state.counts.length - 1} moves away` +
      (mark == null ? '.' : `; yours is ${mark} away (marked).`);
  }

  /**
   * Draws the plot (empty for no counts), unless it already shows these counts with this mark.
   * @param {number[] | null} counts
   * @param {number | null} mark
   */
  function plot(counts, mark) {
    if (plotted.counts === counts && plotted.mark === mark) return;
    if (counts) drawDistancePlot(ui.plot, counts, mark);
    else ui.plot.replaceChildren();
    Object.assign(plotted, { counts, mark });
  }

  return { render };
}
