#!/usr/bin/env bash
# `npm test`: every check and test of the project, installing whatever is missing first:
# the static checks (`npm run lint`), the page's plain functions (node --test), the native
# tests (cargo test), the bindings in node and in headless chromium (wasm-pack), the wasm's
# size against its budget, and the built page (dist/) in Debian's chromium (playwright-core).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --browser
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"

section() { printf '\n\033[1m== %s ==\033[0m\n' "$*"; }

bash scripts/lint.sh

section "the page's plain functions"
node --import ./tests/unit/setup.mjs --test tests/unit/

section "native tests"
cargo test --quiet

# the bindings' tests, one file per face (tests/wasm*.rs)
wasm_tests=(--test wasm --test wasm_guards --test wasm_solo --test wasm_search --test wasm_versus --test wasm_lab)

section "wasm bindings in node"
wasm-pack test --node -- "${wasm_tests[@]}"

section "wasm bindings in headless chromium"
WASM_BINDGEN_USE_BROWSER=1 wasm-pack test --headless --chrome -- "${wasm_tests[@]}"

section "the wasm's size"
# the budget of the module a visitor downloads, gzipped (see docs/performance.md)
budget=253000
gz=$(gzip -9 -c www/pkg/puzzle_core_bg.wasm | wc -c)
echo "www/pkg/puzzle_core_bg.wasm: $gz bytes gzipped, budget $budget"
if [ "$gz" -gt "$budget" ]; then
  echo "the wasm module is over its budget" >&2
  exit 1
fi

section "the page in chromium"
node_modules/.bin/vite build --logLevel warn
node --test --test-reporter=spec tests/e2e/
