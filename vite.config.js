// The page's build (dist/, deployable to any static host), its development server
// (`npm start`) and its preview server (the tests'). Workbox (through vite-plugin-pwa)
// precaches the built files so that after one visit every puzzle works offline.
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The built page's Content Security Policy: no inline script, no eval; 'wasm-unsafe-eval'
 * lets the solver's module compile. Pictures the player picks are blob: URLs.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "img-src 'self' blob: data:",
  "worker-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/** The development server injects its styles and talks to the page over a websocket. */
const DEVELOPMENT_POLICY = CONTENT_SECURITY_POLICY.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'").replace(
  "connect-src 'self'",
  "connect-src 'self' ws: wss:",
);

/** What the servers add: the policy as a header (where frame-ancestors counts, unlike in a <meta>). */
const headers = (policy) => ({
  'Content-Security-Policy': `${policy}; frame-ancestors 'none'`,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
});

/** Puts the policy in the built page as a <meta>, so that any static host applies it. */
function contentSecurityPolicyMeta() {
  return {
    name: 'content-security-policy-meta',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY },
        injectTo: 'head-prepend',
      },
    ],
  };
}

/**
 * What both servers do before Vite's own handlers: answer GET and HEAD only (405 for
 * anything else, a CORS preflight included), put the security headers on every answer
 * (a 404 too), and say no more than "Forbidden" where Vite would name the files it keeps
 * out of reach.
 */
function guard() {
  const guardRequest = (policy) => (request, response, next) => {
    for (const [name, value] of Object.entries(headers(policy))) response.setHeader(name, value);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.statusCode = 405;
      response.setHeader('Allow', 'GET, HEAD');
      response.end();
      return;
    }
    const [write, end] = [response.write.bind(response), response.end.bind(response)];
    const refused = () => response.statusCode === 403;
    response.write = (...chunk) => (refused() ? true : write(...chunk));
    response.end = (...last) => {
      if (!refused()) return end(...last);
      if (!response.headersSent) response.removeHeader('Content-Length');
      return end('Forbidden');
    };
    next();
  };
  return {
    name: 'guard',
    configureServer: (server) => void server.middlewares.use(guardRequest(DEVELOPMENT_POLICY)),
    configurePreviewServer: (server) => void server.middlewares.use(guardRequest(CONTENT_SECURITY_POLICY)),
  };
}

/** The features of the first screen, whose code comes with the page's (tests/unit/first.test.mjs). */
export const FIRST_SCREEN = /[\\/]www[\\/]features[\\/](play|solve|notices|distances|sizes)[\\/]/;

export default defineConfig({
  // relative URLs: the built page works from any folder of any host
  base: './',
  // files only: a path that names none is a 404, not the page
  appType: 'mpa',
  publicDir: 'public',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // the wasm module and the icons stay files of their own
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // the features the first screen draws (the manifests' `start`, and the distance and
        // the board sizes it shows where they apply), with every module they import, come in
        // one chunk beside the entry's: one file compresses better than a dozen, and none
        // waits for another to be read before it is fetched
        codeSplitting: { groups: [{ name: 'first', test: FIRST_SCREEN }] },
      },
    },
  },
  worker: { format: 'es' },
  server: {
    host: '127.0.0.1',
    port: 8080,
    cors: false,
    // the page's own sources only: not the crate, the tests, the repository's dotfiles or
    // the npm packages (the ones the page imports are served from Vite's own cache of them)
    fs: { strict: true, allow: ['index.html', 'www', 'public', 'node_modules/.vite'] },
  },
  preview: {
    host: '127.0.0.1',
    port: 8080,
    cors: false,
  },
  plugins: [
    guard(),
    contentSecurityPolicyMeta(),
    VitePWA({
      // a new version waits until the player reloads (www/features/notices/): no new wasm
      // beside an old page
      registerType: 'prompt',
      injectRegister: null,
      manifest: {
        name: 'Puzzle Playground',
        short_name: 'Puzzles',
        description: 'Play classic sliding and stone puzzles and watch their optimal solutions, computed in your browser.',
        theme_color: '#2f5d8a',
        background_color: '#f4f1ea',
        display: 'standalone',
        start_url: './',
        scope: './',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: 'icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{html,js,css,wasm,svg,png,webmanifest}'],
        cleanupOutdatedCaches: true,
        // the solver's module is a few hundred kB; leave room to grow
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
      },
    }),
  ],
});
