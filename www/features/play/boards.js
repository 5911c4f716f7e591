// The board and the goal beside it, drawn by the puzzle's renderers (boards/): made again
// for each puzzle shown, and told at each change what the derived facts say (the board on
// screen, its legal moves and lines, the hint, the editor's marks, a picture, a game's end).
import { entryFor } from '../../puzzles/catalogue.js';

/** @typedef {import('../../boards/grid.js').Renderer} Renderer */
/** @typedef {import('../../game/derive.js').Derived} Derived */

/**
 * The boards in their frames; moves and the editor's clicks go to `session`.
 * @param {{ board: HTMLElement, goal: HTMLElement }} frames
 * @param {import('../../game/session.js').Session} session
 */
export function mountBoards(frames, session) {
  /** @type {{ kind: string, board: Renderer, goal: Renderer } | null} */
  let mounted = null;

  /** @param {import('../../game/session.js').Game} game */
  function mount({ kind, capabilities }) {
    const entry = /** @type {import('../../puzzles/catalogue.js').Entry} */ (entryFor(kind));
    mounted?.board.destroy();
    mounted?.goal.destroy();
    const board = entry.createBoard(frames.board, capabilities, {
      id: 'board',
      label: `${entry.title} board`,
      onMove: (name) => session.play([name]),
      onMoves: (names) => session.play(names),
      onCell: (cell) => session.editing.click('board', cell),
    });
    const goal = entry.createBoard(frames.goal, capabilities, {
      id: 'goal-board',
      label: 'Goal board',
      mini: true,
      onCell: entry.editableGoal ? (cell) => session.editing.click('goal', cell) : undefined,
    });
    mounted = { kind, board, goal };
    return mounted;
  }

  return {
    /**
     * Draws the board on screen and the goal.
     * @param {Derived} derived
     * @param {import('../../kernel/settings.js').Settings} settings
     * @param {import('../../kernel/marks.js').Marks} marks
     */
    render(derived, settings, marks) {
      const { game, facts, showing } = derived;
      const { board, goal } = mounted?.kind === game.kind ? mounted : mount(game);
      const editing = showing === 'edit';
      const editor = session.editing.get();
      const selected = (/** @type {'board' | 'goal'} */ which) => (editor?.selected?.which === which ? editor.selected.cell : null);
      const picture =
        game.entry.sliding && settings.picture && derived.goal ? { url: settings.picture, numbers: settings.pictureNumbers, goal: derived.goal } : null;
      board.render(derived.board, {
        legalMoves: derived.still || !facts ? [] : facts.moves,
        lines: derived.still || !facts || !game.entry.sliding ? [] : facts.lines,
        hint: derived.showing === 'play' ? marks.hint : null,
        editing,
        selected: selected('board'),
        picture,
        won: facts?.outcome?.cells ?? [],
        values: derived.showing === 'play' ? marks.values : null,
        last: derived.last,
        over: derived.over,
      });
      if (derived.goal !== undefined) goal.render(derived.goal, { editing: editing && game.entry.editableGoal, selected: selected('goal'), picture });
      board.element.dataset.solved = String(derived.over);
    },
  };
}
