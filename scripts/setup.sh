#!/usr/bin/env bash
# Installs what the build and the tests need, skipping whatever is already present:
# the wasm32 target, the toolchain of the declared MSRV (Cargo.toml's rust-version), the
# wasm-bindgen CLI at the version pinned in Cargo.lock, wasm-pack, cargo-deny, Debian's
# chromium and chromedriver (only when browsers are wanted), and the npm packages.
#
# Usage: scripts/setup.sh [--browser]
set -euo pipefail
cd "$(dirname "$0")/.."

want_browser=false
[ "${1:-}" = "--browser" ] && want_browser=true

step() { printf '\033[1msetup:\033[0m %s\n' "$*" >&2; }

export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  step "adding rust target wasm32-unknown-unknown"
  rustup target add wasm32-unknown-unknown
fi

# The oldest Rust the crate says it builds with, which the lint checks it does.
msrv=$(awk -F'"' '/^rust-version/ { print $2; exit }' Cargo.toml)
if ! rustup toolchain list | grep -q "^$msrv-"; then
  step "adding the toolchain of the declared MSRV, $msrv"
  rustup toolchain install "$msrv" --profile minimal
fi

# The CLI must match the wasm-bindgen crate exactly, so read the version from Cargo.lock.
bindgen_version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock)
if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$bindgen_version" ]; then
  step "installing wasm-bindgen-cli $bindgen_version (a few minutes, once)"
  # Not --locked: the CLI's own lockfile pins crates newer than the registry mirror has.
  cargo install wasm-bindgen-cli --version "$bindgen_version"
fi

if ! command -v wasm-pack >/dev/null; then
  step "installing wasm-pack (a few minutes, once)"
  cargo install wasm-pack --locked
fi

if ! command -v cargo-deny >/dev/null; then
  step "installing cargo-deny (a few minutes, once)"
  cargo install cargo-deny --locked
fi

if $want_browser && { [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; }; then
  step "installing Debian's chromium and chromium-driver"
  apt_get() { if [ "$(id -u)" = 0 ]; then apt-get "$@"; else sudo apt-get "$@"; fi; }
  apt_get update -qq
  DEBIAN_FRONTEND=noninteractive apt_get install -y -qq chromium chromium-driver >/dev/null
fi

# Reinstall npm packages when the lockfile changed since the last install.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  step "installing npm packages"
  # Not `npm ci`: the lockfile lists the optional native builds of rollup for every
  # platform, but the registry mirror serves only this one's, so the lock never holds
  # their entries and `npm ci` refuses it. `npm install --no-save` installs the locked
  # versions and leaves the lockfile as it is.
  npm install --no-save --no-audit --no-fund --loglevel=error
fi
