// The first screen's chunk (vite.config.js) holds every feature the shell loads at start:
// one left out would be fetched after the page's code is read, and the board would wait
// for it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { FIRST_SCREEN } from '../../vite.config.js';

const FEATURES = new URL('../../www/features/', import.meta.url);

test('every feature loaded at start comes in the first chunk, and no tool does', async () => {
  const names = readdirSync(FEATURES);
  let started = 0;
  for (const name of names) {
    const { default: manifest } = await import(new URL(`${name}/manifest.js`, FEATURES).href);
    const path = `/work/www/features/${name}/index.js`;
    if (manifest.load.includes('start')) {
      started += 1;
      assert.ok(FIRST_SCREEN.test(path), `${name} loads at start but is not in the first chunk`);
    }
    // a tool alone (its distance readout aside) is fetched when it is opened
    if (manifest.load.length === 1 && manifest.load[0] === 'tool') assert.ok(!FIRST_SCREEN.test(path), `${name} is a tool, yet in the first chunk`);
  }
  assert.ok(started >= 3, `${started} features at start`);
});
