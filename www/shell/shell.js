// The page's frame: the features loaded when they are first needed (features.js), each
// given its root in its slot; the tools' tabs, which open one tool at a time beside the
// board; and one render path: after every change of the state the game's facts are worked
// out once (game/derive.js) and every loaded feature draws what it reads of them. The
// slice `shell` (the tool open) is this module's.
import { FEATURES, launcherButton, loadsOn } from './features.js';
import { createPicker } from './picker.js';

/** Fetches the code of the features the first screen shows (before the core is ready, so that both download at once). */
export const prefetch = () => FEATURES.forEach((entry) => loadsOn(entry.manifest, 'start') && entry.load());

/** @typedef {import('./features.js').Manifest} Manifest */
/** @typedef {import('./features.js').Feature} Feature */
/** @typedef {import('./features.js').View} View */
/** @typedef {import('./features.js').Situation} Situation */

/**
 * The shell.
 * @param {Omit<import('./features.js').Context, 'root' | 'place' | 'shell'> & { derive: ReturnType<typeof import('../game/derive.js').createDerive>, kinds: string[] }} parts
 */
export function createShell(parts) {
  const { store, hub, session, derive, kinds } = parts;
  const slice = store.slice('shell', { tool: /** @type {string | null} */ (null) });
  /** @type {Map<string, Promise<Feature | null>>} */
  const loading = new Map();
  /** @type {Map<string, Feature>} */
  const loaded = new Map();
  const tabs = /** @type {HTMLElement} */ (document.getElementById('tool-tabs'));
  const picker = createPicker({ kinds, select: session.select });
  /** @type {Map<string, HTMLButtonElement>} */
  const tabOf = new Map();

  /** The view of the state now. @returns {View} */
  function view(changed = /** @type {ReadonlySet<string>} */ (new Set())) {
    const state = store.state;
    return { state, derived: derive(/** @type {any} */ (state)), changed };
  }

  /**
   * An element of feature `name` in `slot`, at `order` among the slot's elements.
   * @param {string} name
   * @param {string} slot
   * @param {number} order
   */
  function place(name, slot, order) {
    const container = document.querySelector(`[data-slot="${slot}"]`);
    if (!container) throw new Error(`the feature ${name} needs the slot ${slot}, which no part of the page offers`);
    const element = document.createElement('div');
    element.className = `part part-${name}`;
    element.dataset.feature = name;
    element.dataset.order = String(order);
    const after = [...container.children].find((child) => Number(/** @type {HTMLElement} */ (child).dataset.order) > order);
    container.insertBefore(element, after ?? null);
    return element;
  }

  /**
   * The root of a tool: a region labelled by its tab, hidden until the tab opens it.
   * @param {Manifest} manifest
   */
  function toolRoot(manifest) {
    const root = place(manifest.name, manifest.slot, manifest.order);
    root.id = `tool-${manifest.name}`;
    root.classList.add('tool');
    root.setAttribute('role', 'region');
    root.setAttribute('aria-labelledby', `tool-tab-${manifest.name}`);
    root.hidden = slice.get().tool !== manifest.name;
    return root;
  }

  /**
   * Feature `name`, loaded and started on first use; null where its code could not be
   * fetched (the host now serves a newer version: the page says so, and a later use tries again).
   * @param {string} name
   * @returns {Promise<Feature | null>}
   */
  function load(name) {
    const known = loading.get(name);
    if (known) return known;
    const entry = FEATURES.find((candidate) => candidate.manifest.name === name);
    if (!entry) throw new Error(`no feature ${name}`);
    const { manifest } = entry;
    const started = entry.load().then(
      async (module) => {
        const root = loadsOn(manifest, 'tool') ? toolRoot(manifest) : place(name, manifest.slot, manifest.order);
        const feature = await module.start({
          ...parts,
          root,
          place: (slot, order = manifest.order) => place(name, slot, order),
          shell: { open, close, view: () => view() },
        });
        loaded.set(name, feature);
        feature.render?.(view());
        return feature;
      },
      (error) => {
        loading.delete(name);
        if (!(error instanceof TypeError)) throw error;
        hub.emit('outdated', {});
        return null;
      },
    );
    loading.set(name, started);
    return started;
  }

  /** @returns {Situation | null} */
  function situation() {
    const game = session.get();
    return game && { game, settings: parts.settings.get() };
  }

  /** The puzzle and settings the situation was last weighed for. */
  let weighed = /** @type {unknown[]} */ ([]);
  /** How many features the situation called for are still loading. */
  let called = 0;
  /**
   * Loads the features the situation now calls for, and shows the tools' tabs that apply:
   * weighed again when another puzzle opens or the settings change, not at every move.
   */
  function weigh() {
    const now = situation();
    if (!now || (weighed[0] === now.game.kind && weighed[1] === now.settings)) return;
    weighed = [now.game.kind, now.settings];
    for (const { manifest } of FEATURES) {
      const calls = manifest.load.some((trigger) => typeof trigger === 'object' && 'when' in trigger && trigger.when(now));
      if (calls && !loading.has(manifest.name)) {
        called += 1;
        load(manifest.name).finally(() => {
          called -= 1;
          answer();
        });
      }
      const tab = tabOf.get(manifest.name);
      if (!tab) continue;
      const applies = manifest.available?.(now) ?? true;
      /** @type {HTMLElement} */ (tab.parentElement).hidden = !applies;
      if (!applies && slice.get().tool === manifest.name) close();
    }
  }

  /**
   * Opens tool `name` (loading it first), closing the one open.
   * @param {string} name
   */
  async function open(name) {
    slice.set({ tool: name });
    const feature = await load(name);
    if (slice.get().tool !== name) return;
    feature?.opened?.();
    // drawn as it opens: a tool closed draws nothing, and what changed since must show
    feature?.render?.(view());
    // a tool that opens out of sight (below the stage: on a phone, or a wide tool that
    // takes the width under it) is brought up, its tabs at the top of the screen
    const panel = document.getElementById(`tool-${name}`);
    if (panel && panel.getBoundingClientRect().top > innerHeight * 0.75) tabs.scrollIntoView({ block: 'start' });
  }

  function close() {
    slice.set({ tool: null });
  }

  /** The tools' tabs, one per feature loaded as a tool. */
  function makeTabs() {
    for (const { manifest } of FEATURES) {
      if (!loadsOn(manifest, 'tool')) continue;
      const item = document.createElement('li');
      const tab = document.createElement('button');
      tab.type = 'button';
      tab.id = `tool-tab-${manifest.name}`;
      tab.className = 'tool-tab';
      tab.dataset.tool = manifest.name;
      tab.textContent = manifest.label ?? manifest.name;
      tab.setAttribute('aria-expanded', 'false');
      tab.setAttribute('aria-controls', `tool-${manifest.name}`);
      // shown once the puzzle is known to have the tool (weigh)
      item.hidden = true;
      tab.addEventListener('click', () => (slice.get().tool === manifest.name ? close() : open(manifest.name)));
      item.append(tab);
      tabs.append(item);
      tabOf.set(manifest.name, tab);
    }
  }

  /** The tool open when they were last drawn. */
  let shown = /** @type {string | null} */ (null);
  /** Shows the tool open, and says so on the tabs; a tool closed is told so. */
  function renderTools() {
    const open = slice.get().tool;
    if (shown && shown !== open) loaded.get(shown)?.closed?.();
    shown = open;
    for (const [name, tab] of tabOf) {
      tab.setAttribute('aria-expanded', String(name === open));
      const root = document.getElementById(`tool-${name}`);
      if (root) root.hidden = name !== open;
    }
    document.body.dataset.tool = open ?? '';
  }

  /** The features loaded when the state first holds what they draw, until they are. */
  const awaiting = FEATURES.flatMap(({ manifest }) =>
    manifest.load.flatMap((trigger) => (typeof trigger === 'object' && 'shows' in trigger ? [{ name: manifest.name, shows: trigger.shows }] : [])),
  );

  /** @param {ReadonlySet<string>} changed */
  function render(changed) {
    if (changed.has('game') || changed.has('settings')) weigh();
    for (const { name, shows } of awaiting) if (!loading.has(name) && shows(store.state)) load(name);
    const now = view(changed);
    picker.render(session.get()?.kind ?? null);
    if (changed.has('shell')) renderTools();
    for (const feature of loaded.values()) feature.render?.(now);
    answer();
  }

  /**
   * Once the first position is drawn, with every feature it calls for, the page answers:
   * the stage shows, whole (the tests wait for this).
   */
  function answer() {
    if (called === 0 && store.state.game) document.body.dataset.ready = 'true';
  }

  // features that take a hub event are loaded by its first announcement, which they take
  for (const { manifest } of FEATURES) {
    for (const trigger of manifest.load) {
      if (typeof trigger !== 'object' || !('on' in trigger)) continue;
      for (const [event, method] of Object.entries(trigger.on)) {
        hub.on(/** @type {keyof import('../kernel/hub.js').HubEvents} */ (event), async (detail) => (await load(manifest.name))?.[method](detail));
      }
    }
  }
  makeTabs();
  for (const { manifest } of FEATURES) {
    const launcher = manifest.launcher;
    if (!launcher) continue;
    launcherButton(
      launcher,
      (slot, order) => place(manifest.name, slot, order),
      async () => {
        launcher.press?.(parts);
        (await load(manifest.name))?.launch?.();
      },
    );
  }
  store.subscribe(render);

  return {
    /**
     * Loads the features the first screen shows, in their order (a later one may place
     * itself in a slot an earlier one offers); their code is fetched at once, all together.
     */
    async start() {
      const first = FEATURES.filter(({ manifest }) => loadsOn(manifest, 'start'));
      for (const entry of first) entry.load();
      for (const { manifest } of first) await load(manifest.name);
    },
    /** Loads the features wanted once the page is idle. */
    idle() {
      const later = () => FEATURES.filter(({ manifest }) => loadsOn(manifest, 'idle')).forEach(({ manifest }) => load(manifest.name));
      if ('requestIdleCallback' in window) requestIdleCallback(later, { timeout: 3000 });
      else setTimeout(later, 1000);
    },
    weigh,
    open,
  };
}
