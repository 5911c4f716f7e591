// Plays back a solution (its boards and moves): play / pause, step, jump to either end,
// a speed setting, a scrubber, and a move list whose items jump to their move.

export class Player {
  #ui;
  #onShow;
  #solution = null;
  #index = 0;
  #timer = null;

  /**
   * `ui` holds the player's elements (root, first, back, play, forward, last, speed,
   * scrubber, position, list); `onShow(board, index)` runs whenever the board shown changes.
   */
  constructor(ui, onShow) {
    this.#ui = ui;
    this.#onShow = onShow;
    ui.first.addEventListener('click', () => this.jump(0));
    ui.back.addEventListener('click', () => this.step(-1));
    ui.play.addEventListener('click', () => this.toggle());
    ui.forward.addEventListener('click', () => this.step(1));
    ui.last.addEventListener('click', () => this.jump(Infinity));
    ui.scrubber.addEventListener('input', () => this.jump(Number(ui.scrubber.value)));
    ui.list.addEventListener('click', (event) => {
      const item = event.target.closest('[data-index]');
      if (item) this.jump(Number(item.dataset.index));
    });
  }

  get isOpen() {
    return this.#solution !== null;
  }

  get isPlaying() {
    return this.#timer !== null;
  }

  /** How many moves of the solution the shown board has made. */
  get index() {
    return this.#index;
  }

  /** The boards the shown board was reached through, after the first. */
  get boardsSoFar() {
    return this.#solution ? this.#solution.boards.slice(1, this.#index + 1) : [];
  }

  /** Shows `solution` ({ moves, boards }) from its first board, paused. */
  open(solution) {
    this.pause();
    this.#solution = solution;
    const { list, scrubber, root } = this.#ui;
    list.replaceChildren(
      ...solution.moves.map((move, i) => {
        const item = document.createElement('li');
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = move;
        button.dataset.index = i + 1;
        button.setAttribute('aria-label', `Move ${i + 1}: ${move}`);
        item.append(button);
        return item;
      }),
    );
    scrubber.max = solution.moves.length;
    root.hidden = false;
    this.#show(0);
  }

  /** Hides the player; the board stays as shown. */
  close() {
    this.pause();
    this.#solution = null;
    this.#ui.root.hidden = true;
    this.#ui.list.replaceChildren();
  }

  play() {
    if (!this.#solution || this.isPlaying) return;
    if (this.#index === this.#solution.moves.length) this.#show(0);
    this.#ui.play.dataset.playing = 'true';
    this.#ui.play.setAttribute('aria-label', 'Pause');
    this.#schedule();
  }

  pause() {
    clearTimeout(this.#timer);
    this.#timer = null;
    this.#ui.play.dataset.playing = 'false';
    this.#ui.play.setAttribute('aria-label', 'Play');
  }

  toggle() {
    if (this.isPlaying) this.pause();
    else this.play();
  }

  /** Moves `delta` moves forward (or back), paused. */
  step(delta) {
    this.jump(this.#index + delta);
  }

  /** Shows the board after `index` moves (clamped), paused. */
  jump(index) {
    if (!this.#solution) return;
    this.pause();
    this.#show(Math.max(0, Math.min(index, this.#solution.moves.length)));
  }

  #schedule() {
    this.#timer = setTimeout(() => {
      this.#show(this.#index + 1);
      if (this.#index < this.#solution.moves.length) this.#schedule();
      else this.pause();
    }, Number(this.#ui.speed.value));
  }

  #show(index) {
    this.#index = index;
    const { moves, boards } = this.#solution;
    const { scrubber, position, list } = this.#ui;
    scrubber.value = index;
    position.textContent = `Move ${index} of ${moves.length}`;
    [...list.children].forEach((item, i) => {
      item.classList.toggle('done', i < index - 1);
      item.classList.toggle('current', i === index - 1);
      item.firstChild.setAttribute('aria-current', i === index - 1 ? 'step' : 'false');
    });
    this.#onShow(boards[index], index);
  }
}
