#!/usr/bin/env bash
# `npm start`: installs what is missing, builds the wasm, serves the page.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build-wasm.sh
exec node scripts/serve.mjs "${PORT:-8080}"
