// The page's composition: the wasm core, the one store and the hub, the settings, the
// solvers, the game, and the shell that loads each feature (www/features/) when it is first
// needed and renders them. Everything the player meets is a feature's; nothing is bound here.
import init from './pkg/puzzle_core.js';
import { calls, kinds } from './game/rules.js';
import { entryFor } from './puzzles/catalogue.js';
import { Store } from './kernel/store.js';
import { Hub } from './kernel/hub.js';
import { createSettings } from './kernel/settings.js';
import { createMarks } from './kernel/marks.js';
import { createSolver } from './solver/facade.js';
import { createSession } from './game/session.js';
import { createDerive } from './game/derive.js';
import { follow } from './game/links.js';
import { createShell, prefetch } from './shell/shell.js';

// the first screen's features download while the core compiles
prefetch();
await init();

const store = new Store();
const hub = new Hub();
const settings = createSettings({ store });
const solver = createSolver({ store, onOutdated: () => hub.emit('outdated', {}) });
const session = createSession({ store, hub, solver, entryFor });
const marks = createMarks({ store });
const shell = createShell({ store, hub, session, solver, settings, marks, derive: createDerive(), kinds: kinds() });

await shell.start();
const open = () => follow(location.hash, { kinds: kinds(), shown: session.get()?.kind ?? null, select: session.select });
addEventListener('popstate', open);
open();
shell.idle();

// what tests and measurements read of the page: the main thread's core calls so far, the workers alive
globalThis.puzzlePlayground = Object.freeze({ coreCalls: () => calls.count, workers: () => solver.alive });
