#!/usr/bin/env bash
# `npm start`: installs what is missing, builds the wasm, and serves the page for
# development (Vite, reloading on changes) at http://127.0.0.1:${PORT:-8080}/.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build-wasm.sh
exec node_modules/.bin/vite --port "${PORT:-8080}"
