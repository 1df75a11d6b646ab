#!/usr/bin/env bash
# Tessera's Sudoku engine against qqwing and sgt-puzzles' Solo on this machine, in the same run:
#   generation, puzzles/s per difficulty (qqwing --generate N vs tessera sudoku generate --count N);
#   generation, puzzles/s per difficulty (sgt-solo --generate N 3x3d<level> vs tessera, same way);
#   solving four sets (hard, top1465, qqwing expert and easy), puzzles/s, whole processes.
# Every figure is the median of $REPS runs of a whole process over the same work, so process
# start-up is included for both programs (a few ms against seconds of work).
#
# Usage: benchmarks/compare-sudoku.sh            (builds tessera -c release unless TESSERA is set)
#   COUNT=200  puzzles generated per level and program, except qqwing's "simple", which it finds
#              by generating and grading at random and so makes at about 1/s: SIMPLE_COUNT=20
#   SOLO_COUNT=$COUNT  puzzles per run for sgt-solo (its extreme level makes about 10/s)
#   REPEAT=500 passes over the hard set    REPS=3 runs per figure (median)
#   TESSERA=path/to/release/tessera
#   OLDER_TESSERA=an older release tessera, timed beside this one (generation and solving)
#   RECORD=file  also append every figure to it as JSON lines (unrounded; see benchmarks/peers.sh)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

COUNT="${COUNT:-200}"
SIMPLE_COUNT="${SIMPLE_COUNT:-20}"
REPEAT="${REPEAT:-500}"
REPS="${REPS:-3}"

SOLO_COUNT="${SOLO_COUNT:-$COUNT}"

# Debian's sgt-puzzles puts its games in /usr/games, often outside PATH.
SOLO=/usr/games/sgt-solo
need qqwing qqwing "$SOLO" sgt-puzzles
TESSERA="$(tessera_binary)"
OLDER_TESSERA="${OLDER_TESSERA:-}"
if [ -n "$OLDER_TESSERA" ] && [ ! -x "$OLDER_TESSERA" ]; then
    echo "error: OLDER_TESSERA=$OLDER_TESSERA is not executable" >&2
    exit 2
fi
work="$(mktemp -d /tmp/compare-sudoku.XXXXXX)"
trap 'rm -rf "$work"' EXIT

# Solo is a GTK program, but `--generate N PARAMS` only prints N game IDs and exits without
# opening the display. Should a build insist on one, run it under a virtual X server.
solo=("$SOLO")
if ! timeout 60 "$SOLO" --generate 1 3x3dt 2>/dev/null | grep -q '^3x3:'; then
    need xvfb-run xvfb
    solo=(xvfb-run -a "$SOLO")
    timeout 60 "${solo[@]}" --generate 1 3x3dt 2>/dev/null | grep -q '^3x3:' \
        || { echo "error: $SOLO --generate printed no game ID" >&2; exit 1; }
fi

machine
echo "qqwing $(qqwing --version | awk '{print $2}'), sgt-puzzles $(dpkg-query -W -f='${Version}' sgt-puzzles 2>/dev/null || echo '?'), tessera $TESSERA"
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

# Tessera's generation rate at a level, measured once and shared by both tables (and the older
# build's right after it, when there is one).
declare -A t_rate=()
tessera_rate() {
    local seconds
    if [ -z "${t_rate[$1]:-}" ]; then
        seconds=$(time_it "$TESSERA" sudoku generate --difficulty "$1" --count "$COUNT" --seed 1)
        t_rate[$1]=$(rate "$COUNT" "$seconds")
        record "sudoku.generate_per_s.tessera.$1" "$(per_second "$COUNT" "$seconds")"
        if [ -n "$OLDER_TESSERA" ]; then
            seconds=$(time_it "$OLDER_TESSERA" sudoku generate --difficulty "$1" --count "$COUNT" --seed 1)
            echo "older tessera, $1: $(rate "$COUNT" "$seconds")/s" >&2
            record "sudoku.generate_per_s.older.$1" "$(per_second "$COUNT" "$seconds")"
        fi
    fi
}

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
        record "sudoku.generate_per_s.qqwing.$qlevel" "$(per_second "$n" "$seconds")"
    fi
    tessera_rate "$tlevel"
    ours=${t_rate[$tlevel]}
    printf '%-13s %-9s %12s %12s %7s×\n' "$qlevel" "$tlevel" "${qq_rate[$qlevel]}" "$ours" \
        "$(ratio "$ours" "${qq_rate[$qlevel]}")"
done
echo

# Solo level → the nearest tessera level(s). Solo (solo.c) makes a full grid, takes clues away
# in rotationally symmetric pairs while its own solver, limited to the level's techniques, can
# still finish, and keeps the puzzle only if that solver rates it exactly at the level asked for.
# Its levels, each adding to the ones before:
#   Trivial (dt)       hidden singles within a box ("blockwise positional elimination")
#                      → tessera trivial (full houses, hidden singles in boxes);
#   Basic (db)         hidden singles in rows and columns, naked singles → tessera easy;
#   Intermediate (di)  pointing and claiming ("intersectional analysis") → tessera medium, which
#                      also admits the naked/hidden pairs and triples Solo keeps for Advanced;
#   Advanced (da)      naked and hidden subsets of any size in a house ("set elimination")
#                      → tessera medium (pairs and triples; quads are tessera hard);
#   Extreme (de)       one digit's rows against its columns (X-wing, swordfish, jellyfish) and
#                      forcing chains → between tessera hard (fish, XY/XYZ-wings, quads) and
#                      extreme (X-/XY-chains, forcing chains): listed against both;
#   Unreasonable (du)  needs guessing; tessera never generates such puzzles (it grades them
#                      "beyond"), so there is no row for it.
solo_pairs=("t trivial" "b easy" "i medium" "a medium" "e hard" "e extreme")
declare -A solo_name=([t]=trivial [b]=basic [i]=intermediate [a]=advanced [e]=extreme)

echo "Generation against sgt-puzzles' Solo, $SOLO_COUNT puzzles per Solo run, $COUNT per tessera run, median of $REPS runs"
printf '%-13s %-9s %12s %12s %8s\n' solo tessera "solo /s" "tessera /s" ratio
declare -A so_rate=()
for pair in "${solo_pairs[@]}"; do
    read -r slevel tlevel <<<"$pair"
    if [ -z "${so_rate[$slevel]:-}" ]; then
        seconds=$(time_it "${solo[@]}" --generate "$SOLO_COUNT" "3x3d$slevel")
        so_rate[$slevel]=$(rate "$SOLO_COUNT" "$seconds")
        record "sudoku.generate_per_s.solo.${solo_name[$slevel]}" "$(per_second "$SOLO_COUNT" "$seconds")"
    fi
    tessera_rate "$tlevel"
    ours=${t_rate[$tlevel]}
    printf '%-13s %-9s %12s %12s %7s×\n' "${solo_name[$slevel]}" "$tlevel" "${so_rate[$slevel]}" "$ours" \
        "$(ratio "$ours" "${so_rate[$slevel]}")"
done
echo

# The solving sets (the same as `tessera-dev bench`'s sudoku.solve_per_s.<name>): the engine's
# hard puzzles (`tessera sudoku hard-set`: Norvig's top95 and hardest, Inkala,
# AI Escargot, Easter Monster, Golden Nugget, forum sets), magictour top1465 (not bundled: its
# terms are unknown; measured only where benchmarks/data/top1465.txt was put by hand, see
# benchmarks/data/README.md), and 1,000 qqwing expert and easy puzzles kept in benchmarks/data. Tessera's input is the set repeated (about a
# second of work), qqwing's the set once (it is some 50–400× slower); rates are per puzzle.
declare -A t_repeat=([hard]=$REPEAT [top1465]=20 [expert]=60 [easy]=100)
echo "Solving, whole processes, median of $REPS runs (tessera proves every solution unique)"
printf '%-9s %7s %12s %12s %14s %14s %10s\n' set puzzles "qqwing /s" "qq count /s" "tessera -j1 /s" "tessera /s" "ratio"
for set in hard top1465 expert easy; do
    case $set in
    hard) "$TESSERA" sudoku hard-set >"$work/$set-once.txt" ;;
    top1465)
        if [ ! -f "$BENCH_ROOT/benchmarks/data/top1465.txt" ]; then
            printf '%-9s not bundled (unknown terms): put it at benchmarks/data/top1465.txt to measure it\n' "$set"
            continue
        fi
        cp "$BENCH_ROOT/benchmarks/data/top1465.txt" "$work/$set-once.txt" ;;
    *) cp "$BENCH_ROOT/benchmarks/data/qqwing-$set.txt" "$work/$set-once.txt" ;;
    esac
    distinct=$(wc -l <"$work/$set-once.txt")
    for ((i = 0; i < ${t_repeat[$set]}; i++)); do cat "$work/$set-once.txt"; done >"$work/$set.txt"
    total=$((distinct * ${t_repeat[$set]}))
    # Both must agree on every solution before their speed means anything.
    if ! diff -q <(qqwing --solve --one-line <"$work/$set-once.txt" | grep -E '^[1-9]{81}$') \
        <("$TESSERA" sudoku solve <"$work/$set-once.txt") >/dev/null; then
        echo "error: qqwing and tessera disagree on the $set set" >&2
        exit 1
    fi
    STDIN="$work/$set-once.txt"
    seconds=$(time_it qqwing --solve --one-line)
    q_first=$(rate "$distinct" "$seconds")
    record "sudoku.process_solve_per_s.qqwing_first.$set" "$(per_second "$distinct" "$seconds")"
    seconds=$(time_it qqwing --solve --one-line --count-solutions)
    q_unique=$(rate "$distinct" "$seconds")
    record "sudoku.process_solve_per_s.qqwing_unique.$set" "$(per_second "$distinct" "$seconds")"
    STDIN="$work/$set.txt"
    seconds=$(time_it "$TESSERA" sudoku solve --jobs 1)
    one=$(rate "$total" "$seconds")
    record "sudoku.process_solve_per_s.tessera_jobs1.$set" "$(per_second "$total" "$seconds")"
    seconds=$(time_it "$TESSERA" sudoku solve)
    all=$(rate "$total" "$seconds")
    record "sudoku.process_solve_per_s.tessera_all_cores.$set" "$(per_second "$total" "$seconds")"
    if [ -n "$OLDER_TESSERA" ]; then
        seconds=$(time_it "$OLDER_TESSERA" sudoku solve --jobs 1)
        echo "older tessera --jobs 1, $set: $(rate "$total" "$seconds")/s" >&2
        record "sudoku.process_solve_per_s.older_jobs1.$set" "$(per_second "$total" "$seconds")"
    fi
    printf '%-9s %7s %12s %12s %14s %14s %9s×\n' "$set" "$distinct" "$q_first" "$q_unique" "$one" "$all" \
        "$(ratio "$one" "$q_unique")"
done
echo "ratio: tessera --jobs 1 (unique) / qqwing --count-solutions (unique); 'tessera /s' uses every core"
