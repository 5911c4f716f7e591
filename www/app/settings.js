// The player's settings, kept in this browser: colours (as the system, light or dark),
// what the arrow keys move (the gap or a tile), whether the distance to the goal shows
// (it gives the game away), and a picture of the player's own cut into sliding tiles.

const KEY = 'puzzle-playground:settings';
const DEFAULTS = { theme: 'system', arrows: 'gap', showDistance: true, picture: null, pictureNumbers: true };
/** Pictures are scaled to at most this many pixels a side before they are kept. */
const PICTURE_PX = 640;

function load() {
  try {
    return { ...DEFAULTS, ...JSON.parse(localStorage.getItem(KEY)) };
  } catch {
    return { ...DEFAULTS };
  }
}

/** A picture file as a JPEG data URL, square-cropped and scaled down; rejects if unreadable. */
async function pictureFrom(file) {
  const bitmap = await createImageBitmap(file);
  const side = Math.min(bitmap.width, bitmap.height);
  const size = Math.min(side, PICTURE_PX);
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = size;
  const x = (bitmap.width - side) / 2;
  const y = (bitmap.height - side) / 2;
  canvas.getContext('2d').drawImage(bitmap, x, y, side, side, 0, 0, size, size);
  bitmap.close();
  return canvas.toDataURL('image/jpeg', 0.85);
}

/**
 * The settings, their dialog (`dialog`, opened by `opener`) and their effects: the theme is
 * applied at once, and `onChange(settings)` runs after every change.
 */
export function createSettings({ dialog, opener, onChange }) {
  const settings = load();
  const form = dialog.querySelector('form');
  const status = dialog.querySelector('#picture-status');

  function save() {
    try {
      localStorage.setItem(KEY, JSON.stringify(settings));
      return true;
    } catch {
      return false; // storage full or disabled: the settings hold for this visit
    }
  }

  function apply() {
    if (settings.theme === 'system') delete document.documentElement.dataset.theme;
    else document.documentElement.dataset.theme = settings.theme;
    form.elements.theme.value = settings.theme;
    form.elements.arrows.value = settings.arrows;
    form.elements.showDistance.checked = settings.showDistance;
    form.elements.pictureNumbers.checked = settings.pictureNumbers;
    form.elements.pictureNumbers.disabled = !settings.picture;
    dialog.querySelector('#picture-remove').disabled = !settings.picture;
    onChange(settings);
  }

  /** Changes and keeps settings; says whether this browser could keep them. */
  function change(values) {
    Object.assign(settings, values);
    const kept = save();
    apply();
    return kept;
  }

  form.addEventListener('change', async (event) => {
    const { name, value, checked, type, files } = event.target;
    if (event.target.id === 'picture-file') {
      if (!files[0]) return;
      try {
        const kept = change({ picture: await pictureFrom(files[0]) });
        status.textContent = kept ? 'The picture is on the tiles.' : 'The picture is on the tiles for this visit (this browser could not keep it).';
      } catch {
        status.textContent = 'That file could not be read as a picture.';
      }
      event.target.value = '';
      return;
    }
    change({ [name]: type === 'checkbox' ? checked : value });
  });
  dialog.querySelector('#picture-remove').addEventListener('click', () => {
    change({ picture: null });
    status.textContent = 'The tiles show their numbers again.';
  });
  opener.addEventListener('click', () => dialog.showModal());
  apply();
  return settings;
}
