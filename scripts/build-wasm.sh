#!/usr/bin/env bash
# Builds the wasm module for the page into www/pkg: cargo (release), wasm-bindgen for
# ES modules, then wasm-opt from the npm package binaryen (Debian's older wasm-opt
# produces modules that chromium rejects).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"

cargo build --quiet --release --lib --target wasm32-unknown-unknown
wasm-bindgen --target web --out-dir www/pkg \
  "${CARGO_TARGET_DIR:-target}/wasm32-unknown-unknown/release/puzzle_core.wasm"
# the producers and target-features sections are for tools, not browsers: 195 B gzipped
node_modules/.bin/wasm-opt -O3 --enable-bulk-memory --enable-nontrapping-float-to-int \
  --enable-sign-ext --enable-mutable-globals --strip-producers --strip-target-features \
  www/pkg/puzzle_core_bg.wasm -o www/pkg/puzzle_core_bg.wasm
raw=$(stat -c %s www/pkg/puzzle_core_bg.wasm)
gz=$(gzip -9 -c www/pkg/puzzle_core_bg.wasm | wc -c)
echo "built www/pkg/puzzle_core_bg.wasm: $raw bytes, $gz gzipped" >&2
