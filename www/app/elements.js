// The page's elements, found once, by the role they play.

/** The page's elements by role. */
export function findElements() {
  const $ = (id) => document.getElementById(id);
  const ids = {
    picker: 'picker', puzzleTitle: 'puzzle-title', tagline: 'tagline', rules: 'rules', keysHelp: 'keys-help',
    stage: null, boardFrame: 'board-frame', goalFrame: 'goal-frame', goalFigure: 'goal-figure',
    moveCount: 'move-count', timer: 'timer', distance: 'distance', solvedBadge: 'solved-badge', result: 'result',
    undo: 'undo', redo: 'redo', hint: 'hint', hintText: 'hint-text', reset: 'reset',
    level: 'level', shuffle: 'shuffle', hardest: 'hardest', solve: 'solve', cancel: 'cancel', edit: 'edit',
    editorBar: 'editor-bar', editorHelp: 'editor-help', editorVerdict: 'editor-verdict',
    editorApply: 'editor-apply', editorCancel: 'editor-cancel',
    form: 'position-form', position: 'position-input', goalField: 'goal-field', goal: 'goal-input',
    formatHelp: 'format-help', inputError: 'input-error', copy: 'copy', share: 'share', copied: 'copied',
    status: 'solver-status', prepareStatus: 'prepare-status', judge: 'judge', judgeOutput: 'judge-output',
    copyJudge: 'copy-judge', plot: 'plot', plotCard: 'plot-card', plotCaption: 'plot-caption',
    settings: 'settings', settingsOpen: 'settings-open', notice: 'notice', rulesPictures: 'rules-pictures',
    versus: 'versus', versusSide: 'versus-side', versusLevel: 'versus-level', versusAnalysis: 'versus-analysis',
    newGame: 'new-game', gameStatus: 'game-status', drawOffer: 'draw-offer', drawAccept: 'draw-accept',
    drawDecline: 'draw-decline', analysisCard: 'analysis-card', analysisValue: 'analysis-value',
    analysisList: 'analysis-list', editorTurn: 'editor-turn', levelLabel: null,
    strong: 'strong', strongStatus: 'strong-status', strongBuild: 'strong-build',
  };
  const ui = Object.fromEntries(Object.entries(ids).map(([key, id]) => [key, id && $(id)]));
  ui.stage = document.querySelector('.stage');
  ui.levelLabel = ui.level.closest('label');
  ui.player = {
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
  };
  return ui;
}
