#!/usr/bin/env bash
# `npm run build`: the deployable page in dist/ (the HTML, JS modules, CSS, wasm, icons,
# web app manifest and service worker, nothing else); any static host serves it, e.g.
#   python3 -m http.server --directory dist
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build-wasm.sh
node_modules/.bin/vite build --logLevel warn
echo "built dist/: $(find dist -type f | wc -l) files, $(du -sb dist | cut -f1) bytes" >&2
