// The features of the page, each a folder of www/features/: its manifest (manifest.js,
// read at start: its name, where it shows, when it is needed) and the rest (index.js and
// what it imports: its state, controller, view, markup, words and styles), imported the
// first time it is needed, so that the first visit downloads and runs only what the
// first screen shows. A feature is given a context (the store, the hub, the game, the
// solvers, its root element) and hands back its renderer; features never import one
// another: they talk through the hub.

/** @typedef {import('../game/session.js').Game} Game */
/** @typedef {import('../game/derive.js').Derived} Derived */
/** @typedef {import('../kernel/settings.js').Settings} Settings */
/** @typedef {import('../kernel/hub.js').HubEvents} HubEvents */

/**
 * What a feature's `when` and `available` weigh: the game shown and the settings.
 * @typedef {{ game: Game, settings: Settings }} Situation
 */

/**
 * When a feature is loaded: at start (the first screen shows it); when its tool is opened
 * (`tool`); when its button is pressed (`launch`, the shell draws the button: the feature
 * then takes the press in its `launch` method); once the page is idle after its first
 * paint (`idle`); when the situation calls for it (`when`, weighed as another puzzle
 * opens or the settings change); when the state first holds what it draws (`shows`,
 * asked after every change until it is loaded); or when the hub announces an event it
 * takes (`on`: the event's name and the method of the feature that takes it). A list:
 * whichever comes first.
 * @typedef {'start' | 'tool' | 'launch' | 'idle' | { when: (situation: Situation) => boolean } | { shows: (state: View['state']) => boolean } | { on: Partial<Record<keyof HubEvents, string>> }} Trigger
 */

/**
 * The button that loads a feature (`launch`): its slot and place there, its id, its words
 * (its label, where `icon` draws it), and what a press does at once, before the feature's
 * code has come (`press`, given the page's parts: the editor's drafts open at once).
 * @typedef {{ slot: string, order: number, id: string, label: string, icon?: string, className?: string, press?: (parts: Pick<Context, 'session'>) => void }} Launcher
 */

/**
 * A feature's manifest.
 * @typedef {object} Manifest
 * @property {string} name  its folder's
 * @property {string} slot  where its root goes: the `data-slot` of an element of the page
 * @property {number} order  its place among the features of its slot
 * @property {Trigger[]} load
 * @property {string} [label]  a tool's name on its tab
 * @property {Launcher} [launcher]  the button that loads it
 * @property {(situation: Situation) => boolean} [available]  whether it applies to the
 *   puzzle shown (a tool's tab is hidden where it does not)
 */

/**
 * What the shell hands the views once per change: every slice of the state, the derived
 * facts of the game (null before a puzzle opens), and the slices that changed.
 * @typedef {{ state: Readonly<Record<string, any>>, derived: Derived | null, changed: ReadonlySet<string> }} View
 */

/**
 * What a feature gives back: `render(view)` after every change, and methods a trigger
 * names (`on`) or the shell calls (`opened` and `closed` as its tool opens and closes,
 * `launch` when its launcher is pressed).
 * @typedef {{ render?: (view: View) => void, opened?: () => void, closed?: () => void, launch?: () => void } & Record<string, any>} Feature
 */

/**
 * What a feature is given.
 * @typedef {object} Context
 * @property {HTMLElement} root  its element, in the slot its manifest names
 * @property {(slot: string, order?: number) => HTMLElement} place  another element of its
 *   own, in `slot` (a slot of the page, or one another feature's markup offers)
 * @property {import('../kernel/store.js').Store} store
 * @property {import('../kernel/hub.js').Hub} hub
 * @property {import('../game/session.js').Session} session
 * @property {import('../solver/facade.js').Solver} solver
 * @property {import('../kernel/settings.js').SettingsControl} settings
 * @property {import('../kernel/marks.js').MarksControl} marks  what features mark on the board
 * @property {{ open: (tool: string) => Promise<void>, close: () => void, view: () => View }} shell
 */

/** @typedef {{ start: (context: Context) => Feature | Promise<Feature> }} FeatureModule */

const manifests = /** @type {Record<string, { default: Manifest }>} */ (import.meta.glob('../features/*/manifest.js', { eager: true }));
const modules = /** @type {Record<string, () => Promise<FeatureModule>>} */ (import.meta.glob('../features/*/index.js'));

/** Every feature's manifest, by name, and the import of its code. */
export const FEATURES = Object.entries(manifests)
  .map(([path, { default: manifest }]) => {
    const folder = path.split('/').at(-2);
    if (folder !== manifest.name) throw new Error(`the manifest in ${path} names ${manifest.name}`);
    const load = modules[`../features/${folder}/index.js`];
    if (!load) throw new Error(`the feature ${folder} has no index.js`);
    return { manifest, load };
  })
  .sort((a, b) => a.manifest.order - b.manifest.order);

/**
 * Whether `manifest` is loaded by trigger `kind`.
 * @param {Manifest} manifest
 * @param {'start' | 'tool' | 'idle'} kind
 */
export const loadsOn = (manifest, kind) => manifest.load.includes(kind);

/**
 * The button of `manifest`'s launcher, in its place; a press loads the feature and hands
 * it the press.
 * @param {Launcher} launcher
 * @param {(slot: string, order: number) => HTMLElement} place
 * @param {() => void} pressed
 */
export function launcherButton({ slot, order, id, label, icon, className }, place, pressed) {
  const button = document.createElement('button');
  button.type = 'button';
  button.id = id;
  if (className) button.className = className;
  if (icon) {
    button.innerHTML = icon;
    button.setAttribute('aria-label', label);
  } else button.textContent = label;
  button.addEventListener('click', pressed);
  place(slot, order).append(button);
  return button;
}
