// Settings read back from storage are checked one by one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { settingsFrom, DEFAULTS } from '../../www/kernel/settings.js';
import { cssUrl } from '../../www/boards/tiles.js';

test('valid settings are kept, anything else falls back to the default', () => {
  assert.deepEqual(settingsFrom(null), DEFAULTS);
  assert.deepEqual(settingsFrom(5), DEFAULTS);
  const picture = 'data:image/jpeg;base64,AAAA/+==';
  assert.deepEqual(settingsFrom({ theme: 'dark', arrows: 'tile', showDistance: false, metric: 'mtm', picture, pictureNumbers: false }), {
    theme: 'dark',
    arrows: 'tile',
    showDistance: false,
    metric: 'mtm',
    picture,
    pictureNumbers: false,
  });
  const hostile = settingsFrom({
    theme: 'neon',
    arrows: 1,
    showDistance: 'yes',
    metric: 'stm',
    picture: 'x");background:url("https://evil',
    pictureNumbers: null,
  });
  assert.deepEqual(hostile, DEFAULTS);
});

test('a picture URL is quoted safely in CSS', () => {
  assert.equal(cssUrl('data:image/jpeg;base64,AA=='), 'url("data:image/jpeg;base64,AA==")');
  assert.equal(cssUrl('a"b\\c\nd'), 'url("a\\22 b\\5c c\\a d")');
});
