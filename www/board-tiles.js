// Renderer for sliding-tile boards: one button per tile, placed by CSS so that a tile
// keeps its element when it moves and glides to its new cell.

/**
 * Draws width x width sliding boards into `element`; `onCell(index)` is called when the
 * tile at that cell is clicked. A board is an array of cells, 0 for the gap.
 */
export function createTileBoard(element, width, onCell) {
  element.replaceChildren();
  element.style.setProperty('--width', width);
  element.classList.add('tiles');
  const tiles = new Map();
  for (let tile = 1; tile < width * width; tile++) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'tile';
    button.textContent = tile;
    button.dataset.tile = tile;
    if (onCell) {
      button.addEventListener('click', () => onCell(Number(button.dataset.cell)));
    } else {
      button.tabIndex = -1;
      button.disabled = true;
    }
    element.append(button);
    tiles.set(tile, button);
  }

  return {
    /** Shows `cells`; tiles that changed cell slide there. */
    render(cells) {
      cells.forEach((tile, cell) => {
        if (tile === 0) return;
        const button = tiles.get(tile);
        const row = Math.floor(cell / width);
        const col = cell % width;
        button.dataset.cell = cell;
        button.style.setProperty('--row', row);
        button.style.setProperty('--col', col);
        button.setAttribute('aria-label', `Tile ${tile}, row ${row + 1}, column ${col + 1}`);
      });
      element.dataset.cells = cells.join(',');
    },
  };
}
