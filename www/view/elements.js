// The page's elements, found once, by the role they play; a missing one fails at start.

/** The ids of the elements the view writes to and the page listens on, by role. */
const IDS = /** @type {const} */ ({
  picker: 'picker',
  puzzleTitle: 'puzzle-title',
  tagline: 'tagline',
  rules: 'rules',
  rulesPictures: 'rules-pictures',
  keysHelp: 'keys-help',
  stage: 'stage',
  boardFrame: 'board-frame',
  goalFrame: 'goal-frame',
  goalFigure: 'goal-figure',
  moveCount: 'move-count',
  timer: 'timer',
  distance: 'distance',
  solvedBadge: 'solved-badge',
  result: 'result',
  undo: 'undo',
  redo: 'redo',
  hint: 'hint',
  hintText: 'hint-text',
  reset: 'reset',
  level: 'level',
  levelLabel: 'level-label',
  shuffle: 'shuffle',
  hardest: 'hardest',
  solve: 'solve',
  cancel: 'cancel',
  stop: 'stop',
  sizes: 'sizes',
  sizePresets: 'size-presets',
  sizeForm: 'size-form',
  sizeColumns: 'size-columns',
  sizeRows: 'size-rows',
  sizeNote: 'size-note',
  searchProgress: 'search-progress',
  edit: 'edit',
  editorBar: 'editor-bar',
  editorHelp: 'editor-help',
  editorVerdict: 'editor-verdict',
  editorApply: 'editor-apply',
  editorCancel: 'editor-cancel',
  editorTurn: 'editor-turn',
  form: 'position-form',
  position: 'position-input',
  goalField: 'goal-field',
  goal: 'goal-input',
  formatHelp: 'format-help',
  inputError: 'input-error',
  copy: 'copy',
  share: 'share',
  copied: 'copied',
  status: 'solver-status',
  tables: 'tables',
  judge: 'judge',
  judgeOutput: 'judge-output',
  copyJudge: 'copy-judge',
  plot: 'plot',
  plotCard: 'plot-card',
  plotCaption: 'plot-caption',
  settings: 'settings',
  settingsForm: 'settings-form',
  settingsOpen: 'settings-open',
  pictureFile: 'picture-file',
  pictureRemove: 'picture-remove',
  pictureStatus: 'picture-status',
  notice: 'notice',
  versus: 'versus',
  versusSide: 'versus-side',
  versusLevel: 'versus-level',
  versusAnalysis: 'versus-analysis',
  newGame: 'new-game',
  gameStatus: 'game-status',
  drawOffer: 'draw-offer',
  drawAccept: 'draw-accept',
  drawDecline: 'draw-decline',
  gameCard: 'game-card',
  gameMoves: 'game-moves',
  analysisCard: 'analysis-card',
  analysisValue: 'analysis-value',
  analysisList: 'analysis-list',
  player: 'player',
  playerFirst: 'player-first',
  playerBack: 'player-back',
  playerPlay: 'player-play',
  playerForward: 'player-forward',
  playerLast: 'player-last',
  playerSpeed: 'player-speed',
  playerScrubber: 'player-scrubber',
  playerPosition: 'player-position',
  moveList: 'move-list',
  labCard: 'lab-card',
  labRules: 'lab-rules',
  help: 'help',
  labForm: 'lab-form',
  labAlgorithm: 'lab-algorithm',
  labHeuristic: 'lab-heuristic',
  labHeuristicLabel: 'lab-heuristic-label',
  labDepth: 'lab-depth',
  labDepthLabel: 'lab-depth-label',
  labLimit: 'lab-limit',
  labRun: 'lab-run',
  labCancel: 'lab-cancel',
  labClear: 'lab-clear',
  labAbout: 'lab-about',
  labStatus: 'lab-status',
  labResults: 'lab-results',
  labTable: 'lab-table',
  labEstimates: 'lab-estimates',
  labProfileRun: 'lab-profile-run',
  labProfile: 'lab-profile',
  labProfilePlot: 'lab-profile-plot',
  labProfileCaption: 'lab-profile-caption',
  labWatch: 'lab-watch',
  labWatchTitle: 'lab-watch-title',
  labWatchClose: 'lab-watch-close',
  labWatchFirst: 'lab-watch-first',
  labWatchBack: 'lab-watch-back',
  labWatchPlay: 'lab-watch-play',
  labWatchForward: 'lab-watch-forward',
  labWatchLast: 'lab-watch-last',
  labWatchPosition: 'lab-watch-position',
  labWatchSpeed: 'lab-watch-speed',
  labWatchScrubber: 'lab-watch-scrubber',
  labWatchStep: 'lab-watch-step',
  labWatchBoard: 'lab-watch-board',
  labWatchGraph: 'lab-watch-graph',
  labWatchNote: 'lab-watch-note',
});

/**
 * @typedef {{ [K in keyof typeof IDS]: HTMLElement }} Elements
 */

/**
 * The page's elements by role; throws naming every id the page lacks.
 * @param {Document} [root]
 * @returns {Elements}
 */
export function findElements(root = document) {
  const missing = Object.values(IDS).filter((id) => !root.getElementById(id));
  if (missing.length) throw new Error(`the page lacks the elements ${missing.join(', ')}`);
  return /** @type {Elements} */ (Object.fromEntries(Object.entries(IDS).map(([role, id]) => [role, root.getElementById(id)])));
}

/**
 * `element` as the form control it is.
 * @template {HTMLElement} T
 * @param {HTMLElement} element
 * @param {new () => T} type
 * @returns {T}
 */
export function as(element, type) {
  if (!(element instanceof type)) throw new Error(`#${element.id} is not a ${type.name}`);
  return element;
}
