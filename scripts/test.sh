#!/usr/bin/env bash
# `npm test`: every test of the project, installing whatever is missing first.
# Native (fmt, clippy, cargo test), the bindings in node and in headless chromium
# (wasm-pack), and the built page (dist/) in Debian's chromium (playwright-core).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --browser
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"

section() { printf '\n\033[1m== %s ==\033[0m\n' "$*"; }

section "format and lints"
cargo fmt --check
cargo clippy --quiet --all-targets -- -D warnings
cargo clippy --quiet --lib --target wasm32-unknown-unknown -- -D warnings

section "native tests"
cargo test --quiet

section "wasm bindings in node"
wasm-pack test --node -- --test wasm

section "wasm bindings in headless chromium"
WASM_BINDGEN_USE_BROWSER=1 wasm-pack test --headless --chrome -- --test wasm

section "the page in chromium"
bash scripts/build-wasm.sh
node_modules/.bin/vite build --logLevel warn
node --test --test-reporter=spec tests/e2e/
