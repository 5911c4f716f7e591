#!/usr/bin/env bash
# `npm run fuzz [SECONDS]`: every cargo-fuzz target of fuzz/ for SECONDS each (default 5,
# a smoke run), one after the other; stops at the first crash, whose input cargo-fuzz
# saves under fuzz/artifacts/TARGET/.
#
# Only the stable toolchain is at hand, so the targets are built without a sanitizer
# (`--sanitizer none`): the core has no unsafe code, and what the fuzzers look for is a
# panic or a broken contract (fuzz/src/lib.rs). Debug assertions and overflow checks
# are on (`-a`).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-5}"
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
command -v cargo-fuzz >/dev/null || cargo install cargo-fuzz --version 0.13.2

cd fuzz
flags=(--sanitizer none -O -a)
cargo fuzz build "${flags[@]}"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
for target in $(cargo fuzz list); do
  printf '\n== fuzz %s for %s s ==\n' "$target" "$seconds"
  mkdir -p "corpus/$target"
  # new inputs go to corpus/ (ignored by git); seeds/ holds the formats' samples
  if ! cargo fuzz run "${flags[@]}" "$target" "corpus/$target" "seeds/$target" -- \
    -max_total_time="$seconds" -print_final_stats=1 >"$log" 2>&1; then
    tail -n 40 "$log"
    exit 1
  fi
  grep -E "^(stat::number_of_executed_units|Done)" "$log"
done
