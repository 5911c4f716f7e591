// Browser and server tests of what ships: the servers refuse what is not the page and
// survive hostile requests, dist/ holds the page and nothing else, a plain static host
// serves it, the manifest makes it installable, the service worker makes every puzzle
// work offline, and the Content Security Policy is never violated.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { browserForTests, launchWithProfile, load, openTool, servePage, settle } from './browser.mjs';

const DIST = new URL('../../dist/', import.meta.url);
const browser = browserForTests();

/** A raw GET (or `method`) of `path` as written, with no client-side normalisation: its status. */
async function raw(url, path, method = 'GET') {
  return (await answer(url, path, method)).status;
}

/** A raw request of `path`: { status, headers, body }. */
function answer(url, path, method = 'GET') {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const HOSTILE = [
  '/%E0%A4%A', // malformed percent-encoding
  '/..%2fmain-sibling/x.txt', // an encoded slash out of the root, into a sibling folder
  '/../../../etc/passwd',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/assets/..%2f..%2f..%2fetc/passwd',
  '/.git/config',
  '/Cargo.toml',
  '/src/lib.rs',
  '/tests/e2e/browser.mjs',
  '/target/',
  '/%00',
];

for (const development of [false, true]) {
  const name = development ? 'development' : 'preview';
  test(`the ${name} server refuses what is not the page and keeps answering`, async () => {
    const server = await servePage({ development });
    try {
      for (const path of HOSTILE) {
        const status = await raw(server.url, path);
        assert.ok([400, 403, 404].includes(status), `${path}: ${status}`);
        assert.equal(await raw(server.url, '/'), 200, `still answering after ${path}`);
      }
      assert.equal(await raw(server.url, '/', 'HEAD'), 200);
      for (const method of ['POST', 'DELETE', 'PUT', 'OPTIONS']) {
        const refused = await answer(server.url, '/index.html', method);
        assert.equal(refused.status, 405, method);
        assert.equal(refused.headers['access-control-allow-methods'], undefined, `${method}: no CORS preflight`);
      }
      // every answer carries the security headers, a 404 too, and names no file of the machine
      for (const path of ['/', '/no-such-file.js', '/Cargo.toml', '/node_modules/vite/package.json']) {
        const { status, headers, body } = await answer(server.url, path);
        assert.match(headers['content-security-policy'] ?? '', /default-src 'self'/, path);
        assert.equal(headers['x-content-type-options'], 'nosniff', path);
        assert.ok(!body.includes('/work/') && !body.includes(process.cwd()), `${path}: ${status} names a path of the machine`);
        if (path.startsWith('/node_modules')) assert.notEqual(status, 200, 'the npm packages are not served');
      }
    } finally {
      await server.close();
    }
  });
}

/** Every file under `folder`, as paths relative to it. */
async function filesUnder(folder, prefix = '') {
  const found = [];
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = prefix + entry.name;
    if (entry.isDirectory()) found.push(...(await filesUnder(new URL(`${entry.name}/`, folder), `${path}/`)));
    else found.push(path);
  }
  return found;
}

test('dist/ holds the page and nothing else', async () => {
  const files = await filesUnder(DIST);
  for (const wanted of ['index.html', 'manifest.webmanifest', 'sw.js', 'icons/icon-192.png', 'icons/icon-512.png']) {
    assert.ok(files.includes(wanted), `dist/${wanted} is missing`);
  }
  assert.equal(files.filter((f) => f.endsWith('.wasm')).length, 1, 'one solver module');
  assert.ok(
    files.some((f) => /^assets\/worker-.*\.js$/.test(f)),
    'the solver worker',
  );
  for (const file of files) {
    assert.match(
      file,
      /^(index\.html|manifest\.webmanifest|sw\.js|workbox-[\w-]+\.js|icons\/[\w-]+\.(png|svg)|assets\/[\w.-]+\.(js|css|wasm))$/,
      `dist/${file} is not part of the page`,
    );
  }
});

test('the manifest is complete and chromium finds the page installable', async () => {
  const manifest = JSON.parse(await readFile(new URL('manifest.webmanifest', DIST), 'utf8'));
  assert.equal(manifest.name, 'Puzzle Playground');
  assert.equal(manifest.display, 'standalone');
  assert.equal(manifest.start_url, './');
  assert.match(manifest.theme_color, /^#[0-9a-f]{6}$/);
  for (const icon of manifest.icons.filter((i) => i.type === 'image/png')) {
    const png = await readFile(new URL(icon.src, DIST));
    const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
    assert.equal(`${width}x${height}`, icon.sizes, icon.src);
  }
  assert.ok(manifest.icons.some((i) => i.sizes === '192x192') && manifest.icons.some((i) => i.sizes === '512x512'));

  // an incognito profile is never offered the install: this browser keeps one of its own
  const profile = await mkdtemp(join(tmpdir(), 'playground-profile-'));
  const context = await launchWithProfile(profile);
  try {
    const page = await context.newPage();
    await page.goto(browser.url);
    await page.waitForSelector('body[data-ready="true"]');
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    assert.deepEqual(installabilityErrors, []);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

/** Asks a hint, then solves a position one move from the goal (a win in one ply on Dao) and undoes it, on every puzzle. */
async function playEveryPuzzle(page) {
  const cases = [
    ['eight', '1 2 3 4 5 6 7 x 8', undefined],
    ['eight2', '12345678X', '1234567X8'],
    ['nine', '0 1 2\n4 5 3\n6 7 8', undefined],
    ['sdao', 'w**b\n*wb*\n*bw*\nb**w', 'w**b\n*wb*\n*bw*\nbw**'],
    ['fifteen', '1 2 3 4 5 6 7 8 9 10 11 12 13 14 x 15', undefined],
    ['dao', 'www*\n***w\nb*b*\n*b*b\nw', undefined], // white wins in one ply
  ];
  for (const [kind, position, goal] of cases) {
    await page.click(`#picker [data-kind="${kind}"]`);
    if (kind === 'dao') await page.selectOption('#versus-side', 'both'); // no computer's move
    await load(page, position, goal);
    const first = await page.evaluate(() => document.querySelector('#board').dataset.cells);
    await page.click('#hint');
    await page.waitForSelector('#hint-text:text("Hint:")', { timeout: 60_000 });
    await page.click('#solve');
    await page.waitForSelector('#board[data-solved="true"]', { timeout: 60_000 });
    assert.equal(await page.locator('#move-list li').count(), 1, kind);
    await page.keyboard.press('Escape');
    await page.click('#undo');
    await settle(page);
    assert.equal(await page.evaluate(() => document.querySelector('#board').dataset.cells), first, kind);
  }
}

test('after one visit, every puzzle plays and solves offline', async () => {
  const context = await browser.browser.newContext();
  const { page, errors } = await browser.open('', { context });
  await page.waitForSelector('#notice:has-text("Ready to work offline.")', { timeout: 30_000 });
  // the note leaves at the player's first touch (or by itself): it does not stand over the page
  await page.mouse.click(5, 400);
  await page.waitForSelector('#notice', { state: 'hidden', timeout: 1000 });
  await context.setOffline(true);
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  await playEveryPuzzle(page);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the page runs under its Content Security Policy without a violation', async () => {
  const { page, errors } = await browser.open('', {
    prepare: (page) =>
      page.addInitScript(() => {
        window.violations = [];
        document.addEventListener('securitypolicyviolation', (e) => window.violations.push(`${e.violatedDirective} ${e.blockedURI}`));
      }),
  });
  const policy = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
  assert.match(policy, /script-src 'self' 'wasm-unsafe-eval'/);
  assert.doesNotMatch(policy, /'unsafe-inline'|'unsafe-eval'/);
  await playEveryPuzzle(page);
  assert.deepEqual(await page.evaluate(() => window.violations), []);
  assert.deepEqual(errors, []);
  await page.close();
});

/** A port no one listens on now. */
function freePort() {
  return new Promise((resolve) => {
    const server = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

test('a plain static host serves dist/ completely', async () => {
  await stat(new URL('index.html', DIST));
  const port = await freePort();
  const python = spawn('python3', ['-m', 'http.server', String(port), '--bind', '127.0.0.1', '--directory', DIST.pathname], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    await new Promise((resolve, reject) => {
      python.stdout.on('data', (data) => String(data).includes('Serving HTTP') && resolve());
      python.on('exit', (code) => reject(new Error(`python3 exited with ${code}`)));
    });
    const page = await browser.browser.newPage({ serviceWorkers: 'block' });
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForSelector('body[data-ready="true"]');
    await load(page, '2 3 4 1 5 x 7 6 8');
    await page.click('#solve');
    await page.waitForSelector('#board[data-solved="true"]', { timeout: 15_000 });
    assert.deepEqual(errors, []);
    await page.close();
  } finally {
    python.kill();
  }
});

test('a new version reloads only the tab whose player asks, and never ends a marathon unasked', async () => {
  // a copy of the page on a host of its own, whose service worker the test can renew
  const root = await mkdtemp(join(tmpdir(), 'playground-update-'));
  await cp(DIST.pathname, root, { recursive: true });
  const port = await freePort();
  const python = spawn('python3', ['-m', 'http.server', String(port), '--bind', '127.0.0.1', '--directory', root], { stdio: ['ignore', 'pipe', 'pipe'] });
  const context = await browser.browser.newContext();
  try {
    await new Promise((resolve, reject) => {
      python.stdout.on('data', (data) => String(data).includes('Serving HTTP') && resolve());
      python.on('exit', (code) => reject(new Error(`python3 exited with ${code}`)));
    });
    const url = `http://127.0.0.1:${port}/#eight`;
    const errors = [];
    const open = async () => {
      const page = await context.newPage();
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(url);
      await page.waitForSelector('body[data-ready="true"]');
      await page.evaluate(() => navigator.serviceWorker.ready);
      if (!(await page.evaluate(() => navigator.serviceWorker.controller))) {
        await page.reload();
        await page.waitForSelector('body[data-ready="true"]');
      }
      await page.evaluate(() => (window.since = 'this load'));
      return page;
    };
    const [playing, other] = [await open(), await open()];
    // a marathon in the first tab
    await playing.selectOption('#level', 'easy');
    await openTool(playing, 'marathon');
    await playing.click('#marathon-start');
    await playing.waitForSelector('#marathon-text:has-text("Marathon of")');
    // the host serves a new version; both tabs hear of it
    await writeFile(join(root, 'sw.js'), `${await readFile(join(root, 'sw.js'), 'utf8')}\n// a newer version\n`);
    await other.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    for (const page of [playing, other]) await page.waitForSelector('#notice:has-text("A new version of the playground is ready.")', { timeout: 30_000 });
    // the other tab's player takes it: that tab alone reloads
    await Promise.all([other.waitForEvent('load'), other.click('#notice button:text("Reload")')]);
    await other.waitForSelector('body[data-ready="true"]');
    await playing.waitForSelector('#notice:has-text("was taken up in another tab")');
    assert.equal(await playing.evaluate(() => window.since), 'this load', 'the marathon tab was not reloaded');
    // its own Reload names the marathon first; Later keeps it
    await playing.click('#notice button:text("Reload")');
    await playing.waitForSelector('#notice:has-text("Reloading now ends")');
    assert.deepEqual(await playing.$$eval('#notice > *', (parts) => parts.map((part) => part.textContent)), [
      'Reloading now ends your marathon (0 of 5 solved).',
      'Reload anyway',
      'Later',
      '×',
    ]);
    await playing.click('#notice button:text("Later")');
    await playing.waitForSelector('#notice:has-text("was taken up in another tab")');
    assert.equal(await playing.evaluate(() => window.since), 'this load');
    assert.match(await playing.textContent('#marathon-text'), /^Marathon of 5/);
    await playing.click('#notice button:text("Reload")');
    await Promise.all([playing.waitForEvent('load'), playing.click('#notice button:text("Reload anyway")')]);
    await playing.waitForSelector('body[data-ready="true"]');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
    python.kill();
    await rm(root, { recursive: true, force: true });
  }
});
