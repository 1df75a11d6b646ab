#!/usr/bin/env bash
# Tessera's Sudoku engine against qqwing on this machine, in the same run:
#   generation, puzzles/s per difficulty (qqwing --generate N vs tessera sudoku generate --count N);
#   solving the same hard set (tessera's embedded hard puzzles, repeated), puzzles/s.
# Every figure is the median of $REPS runs of a whole process over the same work, so process
# start-up is included for both programs (a few ms against seconds of work).
#
# Usage: benchmarks/compare-sudoku.sh            (builds tessera -c release unless TESSERA is set)
#   COUNT=200  puzzles generated per level and program, except qqwing's "simple", which it finds
#              by generating and grading at random and so makes at about 1/s: SIMPLE_COUNT=20
#   REPEAT=100 passes over the hard set    REPS=3 runs per figure (median)
#   TESSERA=path/to/release/tessera
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

COUNT="${COUNT:-200}"
SIMPLE_COUNT="${SIMPLE_COUNT:-20}"
REPEAT="${REPEAT:-100}"
REPS="${REPS:-3}"

need qqwing qqwing
TESSERA="$(tessera_binary)"
work="$(mktemp -d /tmp/compare-sudoku.XXXXXX)"
trap 'rm -rf "$work"' EXIT

machine
echo "qqwing $(qqwing --version | awk '{print $2}'), tessera $TESSERA"
echo

# Median wall seconds of REPS runs of "$@" (standard output discarded; input from $STDIN).
time_it() {
    local i start end
    for ((i = 0; i < REPS; i++)); do
        start=$(now)
        timeout 600 "$@" <"${STDIN:-/dev/null}" >/dev/null
        end=$(now)
        awk -v a="$start" -v b="$end" 'BEGIN { printf "%.6f\n", b - a }'
    done | median
}

# Puzzles per second, with a decimal below 10/s.
rate() { awk -v n="$1" -v s="$2" 'BEGIN { r = n / s; printf (r < 10 ? "%.1f\n" : "%.0f\n"), r }'; }

# qqwing level → the nearest tessera level(s). qqwing grades by the hardest step its own
# solver needs: simple naked singles, easy hidden singles, intermediate pairs and
# intersections, expert guessing; tessera's trivial..extreme are listed in SudokuTechnique.
pairs=("simple trivial" "easy easy" "intermediate medium" "expert hard" "expert extreme")

echo "Generation, $COUNT puzzles per run ($SIMPLE_COUNT for qqwing simple), median of $REPS runs"
printf '%-13s %-9s %12s %12s %8s\n' qqwing tessera "qqwing /s" "tessera /s" ratio
declare -A qq_rate=()
for pair in "${pairs[@]}"; do
    read -r qlevel tlevel <<<"$pair"
    if [ -z "${qq_rate[$qlevel]:-}" ]; then
        n=$COUNT
        [ "$qlevel" = simple ] && n=$SIMPLE_COUNT
        seconds=$(time_it qqwing --generate "$n" --difficulty "$qlevel" --one-line)
        qq_rate[$qlevel]=$(rate "$n" "$seconds")
    fi
    seconds=$(time_it "$TESSERA" sudoku generate --difficulty "$tlevel" --count "$COUNT" --seed 1)
    ours=$(rate "$COUNT" "$seconds")
    printf '%-13s %-9s %12s %12s %7s×\n' "$qlevel" "$tlevel" "${qq_rate[$qlevel]}" "$ours" \
        "$(ratio "$ours" "${qq_rate[$qlevel]}")"
done
echo

# The hard set: tessera's embedded list (Norvig's top95 and hardest, Inkala, AI Escargot,
# Easter Monster, Golden Nugget, forum sets), printed by a hidden flag of `tessera bench`.
"$TESSERA" bench --print-hard-sudoku >"$work/hard-once.txt"
distinct=$(wc -l <"$work/hard-once.txt")
for ((i = 0; i < REPEAT; i++)); do cat "$work/hard-once.txt"; done >"$work/hard.txt"
total=$((distinct * REPEAT))

# Both must agree on every solution before their speed means anything.
if ! diff -q <(qqwing --solve --one-line <"$work/hard-once.txt" | grep -E '^[1-9]{81}$') \
    <("$TESSERA" sudoku solve <"$work/hard-once.txt") >/dev/null; then
    echo "error: qqwing and tessera disagree on the hard set" >&2
    exit 1
fi

echo "Solving the hard set: $distinct puzzles × $REPEAT = $total, median of $REPS runs"
STDIN="$work/hard.txt"
q_first=$(rate "$total" "$(time_it qqwing --solve --one-line)")
q_unique=$(rate "$total" "$(time_it qqwing --solve --one-line --count-solutions)")
ours=$(rate "$total" "$(time_it "$TESSERA" sudoku solve)")
printf '%-44s %10s\n' "qqwing --solve (first solution)" "$q_first"
printf '%-44s %10s\n' "qqwing --solve --count-solutions (unique)" "$q_unique"
printf '%-44s %10s\n' "tessera sudoku solve (solution proved unique)" "$ours"
echo "ratio tessera / qqwing: $(ratio "$ours" "$q_first")× against first-solution, $(ratio "$ours" "$q_unique")× against counting"
