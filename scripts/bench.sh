#!/usr/bin/env bash
# `npm run bench`: the performance figures of docs/performance.md.
#  1. criterion benches of the core (native),
#  2. the `puzzle` command on judge inputs, wall time including process start,
#     and Korf's 100 Fifteen instances natively,
#  3. the wasm build timed in headless chromium (`npm run bench:korf` adds Korf's 100).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --browser
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"

cargo bench --quiet --bench solvers -- --noplot 2>/dev/null | grep -E "^[a-z0-9]+/|time:"

cargo build --quiet --release --bin puzzle
inputs=$(mktemp -d)
trap 'rm -rf "$inputs"' EXIT
target/release/puzzle random eight 1000 1 > "$inputs/eight.txt"
target/release/puzzle random eight2 200 7 > "$inputs/eight2.txt"
printf '2 7 0\n3 4 5\n8 1 6\n' > "$inputs/nine.txt" # the only board 32 operations away

# Best and median wall time of 20 runs, in milliseconds, process start included.
wall() {
  local name=$1; shift
  node -e '
    const { execFileSync } = require("node:child_process");
    const [file, ...args] = process.argv.slice(1);
    const times = [];
    for (let i = 0; i < 20; i++) {
      const t = process.hrtime.bigint();
      execFileSync(file, args, { stdio: ["ignore", "ignore", "inherit"] });
      times.push(Number(process.hrtime.bigint() - t) / 1e6);
    }
    times.sort((a, b) => a - b);
    console.log(`best ${times[0].toFixed(1)} ms, median ${times[10].toFixed(1)} ms`);
  ' "$@" | sed "s|^|$name: |"
}
echo
echo "puzzle command, wall time of 20 runs including process start:"
wall "  eight  (1000 random solvable boards)" target/release/puzzle eight "$inputs/eight.txt"
wall "  eight2 (T=200 random pairs)         " target/release/puzzle eight2 "$inputs/eight2.txt"
wall "  nine   (the 32-operation board)     " target/release/puzzle nine "$inputs/nine.txt"
wall "  sdao   (6 cases of 13 moves)        " target/release/puzzle sdao tests/data/sdao-deep.txt

echo
awk '!/^#/ { for (i = 4; i <= 19; i++) printf "%s%s", $i, (i < 19 ? " " : "\n") }' \
  tests/data/korf100.txt > "$inputs/korf.txt"
cores=$(nproc)
for threads in 1 "$cores"; do
  echo "Korf's 100 natively on $threads thread(s) (puzzle fifteen --stats --threads $threads):"
  target/release/puzzle fifteen --stats --threads "$threads" \
    --goal "0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15" "$inputs/korf.txt" 2>&1 >"$inputs/korf-$threads.out" |
    grep -E "^(databases|total)" | sed 's/^/  /'
  if diff <(awk '!/^#/ { print $2 }' tests/data/korf100.txt) <(awk '{ print length($0) }' "$inputs/korf-$threads.out") >/dev/null; then
    echo "  every length equals the published one"
  else
    echo "  LENGTHS DIFFER from the published ones" >&2
    exit 1
  fi
done
if ! cmp -s "$inputs/korf-1.out" "$inputs/korf-$cores.out"; then
  echo "  the solutions on $cores threads DIFFER from those on one" >&2
  exit 1
fi
echo "  the same solutions on 1 and $cores threads"

echo
bash scripts/build-wasm.sh
node benches/wasm-timing.mjs
