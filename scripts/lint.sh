#!/usr/bin/env bash
# `npm run lint`: every static check of the project, installing what is missing first.
# Rust: rustfmt, clippy (native, all targets, and for wasm32 the library and its tests), a build with
# the declared MSRV, the licences and sources of every crate and, where this machine has
# the RustSec database, their advisories (cargo-deny, offline). The page: the TypeScript
# check of its JavaScript against the core's declarations (tsc, after building the wasm
# that writes them), ESLint, and Prettier's formatting of the JavaScript and CSS.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"

section() { printf '\n\033[1m== %s ==\033[0m\n' "$*"; }

section "rustfmt and clippy"
cargo fmt --check
cargo clippy --quiet --all-targets -- -D warnings
cargo clippy --quiet --lib --test wasm --test wasm_guards --test wasm_solo \
  --test wasm_search --test wasm_versus --test wasm_lab --target wasm32-unknown-unknown -- -D warnings

section "the declared MSRV builds"
msrv=$(awk -F'"' '/^rust-version/ { print $2; exit }' Cargo.toml)
CARGO_TARGET_DIR=target/msrv cargo "+$msrv" check --quiet --all-targets

section "crates: licences, sources and advisories"
# cargo-deny reads every target's crates offline: fetch those no build here needed yet
# (the wasm's test crates, on a fresh machine)
cargo fetch --quiet
cargo deny --offline check licenses bans sources
# the advisory database comes from GitHub, which this machine cannot reach: checked where
# a copy was fetched before (cargo deny fetch), said so where not
if compgen -G "${CARGO_HOME:-$HOME/.cargo}/advisory-dbs/*" >/dev/null; then
  cargo deny --offline check advisories
else
  echo "advisories: no copy of the RustSec database here (cargo deny fetch needs GitHub); not checked"
fi

section "the page: types, lint and formatting"
bash scripts/build-wasm.sh
node_modules/.bin/tsc -p tsconfig.json
node_modules/.bin/eslint .
node_modules/.bin/prettier --check --log-level warn .
