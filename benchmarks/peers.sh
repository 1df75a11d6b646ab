#!/usr/bin/env bash
# Tessera beside every peer on this machine, in the same run, and the peer tables of
# docs/performance.md written from the run's JSON (no figure in them is typed by hand).
#
# RUNS rounds; in each, Tessera and the peers take turns:
#   Sudoku solving, proving every solution unique, against tdoku: in process (`tessera-dev bench
#     sudoku` beside tdoku's own benchmark, limit 2) and as whole processes (`tessera sudoku solve
#     --jobs 1` beside tdoku's example solver asked for 2 solutions), on the hard set (`tessera
#     sudoku hard-set`), top1465 (where benchmarks/data has it), qqwing expert and easy;
#   generation and solving against qqwing and Solo (compare-sudoku.sh, once per round);
#   start-up, peak RSS and idle CPU against gnome-2048 and lightsoff (compare-apps.sh);
# then GAMES games of 2048 for nneonneo's AI and `tessera 2048 autoplay`, one of each in turn:
# CPU per move and the tile reached.
# A peer that cannot be built or installed is left out: its rows say "not measured" and why.
#
# Usage: benchmarks/peers.sh
#   TESSERA, TESSERA_DEV  release `tessera` and `tessera-dev` (else built here, -c release)
#   OLDER_TESSERA         an older release `tessera`, measured in the same runs (optional)
#   TDOKU_SRC             a checkout of t-dillon/tdoku; built with TDOKU_CXX (the clang++ beside
#                         swift, else clang++) -O3 -march=native into PEERS_BUILD
#   AI2048_SRC            a checkout of nneonneo/2048-ai; built with its configure and make
#                         (AI2048_CXX, g++) in a copy under PEERS_BUILD
#   PEERS_BUILD           where peers are built (${XDG_CACHE_HOME:-~/.cache}/tessera-peers)
#   RUNS=3 rounds (median and range)   GAMES=1 2048 games per AI (a game that reaches 16384 is
#   thousands of moves: minutes for the peer)   GAME_TIMEOUT=1800 seconds a game may take
#   PARTS="sudoku apps 2048"   TDOKU_SECONDS=2 (tdoku's timed loop per set)
#   OUT=benchmarks/peers.json   DOC=docs/performance.md   LABEL (the older build's name)
#   RAW=dir  keep the run's raw figures there, a folder per part (JSON lines per round, the
#            games, the peers, when and on which build); a later run with the same RAW measures
#            the parts in its PARTS again and keeps the others' figures, and the document says
#            each part's date, build and load (so a long part need not be run again with the rest)
#   RENDER_ONLY=1 with RAW: measure nothing, write OUT and DOC again from what RAW holds
#   and compare-sudoku.sh's COUNT, SIMPLE_COUNT, SOLO_COUNT, compare-apps.sh's STARTS, IDLE, SETTLE.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$BENCH_ROOT"

RUNS="${RUNS:-3}"
GAMES="${GAMES:-1}"
GAME_TIMEOUT="${GAME_TIMEOUT:-1800}"
PARTS="${PARTS:-sudoku apps 2048}"
TDOKU_SECONDS="${TDOKU_SECONDS:-2}"
OUT="${OUT:-benchmarks/peers.json}"
DOC="${DOC:-docs/performance.md}"
PEERS_BUILD="${PEERS_BUILD:-${XDG_CACHE_HOME:-$HOME/.cache}/tessera-peers}"
DATA="${TESSERA_BENCH_DATA:-$BENCH_ROOT/benchmarks/data}"
for knob in RUNS GAMES GAME_TIMEOUT TDOKU_SECONDS; do
    [[ "${!knob}" =~ ^[1-9][0-9]{0,5}$ ]] || { echo "error: $knob must be a whole number from 1, not '${!knob}'" >&2; exit 2; }
done
for part in $PARTS; do
    case $part in sudoku | apps | 2048) ;; *) echo "error: unknown part '$part' in PARTS; use sudoku, apps, 2048" >&2; exit 2 ;; esac
done
case "$PEERS_BUILD" in "$BENCH_ROOT"/*) echo "error: PEERS_BUILD must be outside the checkout" >&2; exit 2 ;; esac

RAW="${RAW:-}"
if [ -n "${RENDER_ONLY:-}" ]; then
    [ -n "$RAW" ] && compgen -G "$RAW/parts/*/meta.json" >/dev/null || { echo "error: RENDER_ONLY needs RAW, a folder a run kept" >&2; exit 2; }
else # measuring, down to "fi # RENDER_ONLY"
TESSERA="$(tessera_binary)"
TESSERA_DEV="$(tessera_dev_binary)"
OLDER_TESSERA="${OLDER_TESSERA:-}"
if [ -n "$OLDER_TESSERA" ] && [ ! -x "$OLDER_TESSERA" ]; then
    echo "error: OLDER_TESSERA=$OLDER_TESSERA is not executable" >&2
    exit 2
fi
export TESSERA TESSERA_DEV OLDER_TESSERA
COMMIT="$(git rev-parse --short HEAD)"
LABEL="${LABEL:-${OLDER_TESSERA:+$("$OLDER_TESSERA" --version 2>/dev/null || echo older build)}}"

if [ -n "$RAW" ]; then
    mkdir -p "$RAW"
    work="$(cd "$RAW" && pwd)"
    # A run kept before parts had folders of their own is not read again.
    rm -f "$work"/round-*.jsonl "$work"/*.failed "$work"/*.ok "$work/peers.jsonl" "$work/meta.json" "$work/games.jsonl"
else
    work="$(mktemp -d /tmp/tessera-peers.XXXXXX)"
    trap 'rm -rf "$work"' EXIT
fi
mkdir -p "$PEERS_BUILD"
# What the tables say about each part's run, kept with its figures; a part measured again
# starts from an empty folder.
for part in $PARTS; do
    rm -rf "$work/parts/$part"
    mkdir -p "$work/parts/$part"
    python3 -c 'import datetime, json, os, platform, sys
cpu = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")), "unknown")
json.dump({"date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"), "commit": sys.argv[1],
           "older": sys.argv[2] or None, "parts": sys.argv[3].split(), "idle_s": int(sys.argv[4]),
           "game_timeout_s": int(sys.argv[5]), "machine": {"cpu": cpu, "cores": os.cpu_count(), "kernel": platform.release()}},
          open(sys.argv[6], "w"))' "$COMMIT" "$LABEL" "$part" "${IDLE:-30}" "$GAME_TIMEOUT" "$work/parts/$part/meta.json"
done

# A peer's state for the JSON: peer NAME true|false TEXT (its version, or why it is missing),
# kept in the folder of the part being measured ($part_dir).
peer() {
    python3 -c 'import json, sys; print(json.dumps({"peer": sys.argv[1], "measured": sys.argv[2] == "true", "note": sys.argv[3]}))' \
        "$1" "$2" "$3" >>"$part_dir/peers.jsonl"
}

# A source folder's commit (or "unknown" outside git).
commit_of() { git -C "$1" rev-parse --short HEAD 2>/dev/null || echo unknown; }

# tdoku's benchmark (run_benchmark, the fast solver only) and its example solver, built outside
# the checkout; sets TDOKU_BENCH and TDOKU_SOLVE, or says why not and returns 1.
build_tdoku() {
    local src="${TDOKU_SRC:-}" cxx="${TDOKU_CXX:-}" cc dir
    if [ -z "$src" ]; then TDOKU_WHY="TDOKU_SRC is not set"; return 1; fi
    if [ ! -f "$src/src/solver_dpll_triad_simd.cc" ] || [ ! -f "$src/example/solve.c" ]; then
        TDOKU_WHY="TDOKU_SRC=$src is not a tdoku checkout"
        return 1
    fi
    if [ -z "$cxx" ]; then
        cxx="$(dirname "$(command -v swift 2>/dev/null || echo /nonexistent/swift)")/clang++"
        [ -x "$cxx" ] || cxx="$(command -v clang++ || true)"
    fi
    if [ -z "$cxx" ] || [ ! -x "$cxx" ]; then TDOKU_WHY="no clang++ (set TDOKU_CXX)"; return 1; fi
    cc="${cxx%++}"
    [ -x "$cc" ] || cc="$cxx -x c"
    TDOKU_VERSION="tdoku $(commit_of "$src"), $("$cxx" --version | head -1 | sed 's/ (.*//') -O3 -march=native"
    dir="$PEERS_BUILD/tdoku-$(commit_of "$src")"
    mkdir -p "$dir"
    TDOKU_BENCH="$dir/run_benchmark"
    TDOKU_SOLVE="$dir/solve"
    if [ ! -x "$TDOKU_BENCH" ] || [ ! -x "$TDOKU_SOLVE" ] || [ "$(cat "$dir/stamp" 2>/dev/null)" != "$TDOKU_VERSION" ]; then
        echo "building $TDOKU_VERSION in $dir" >&2
        # The benchmark prints how it was built; CMake would write this header into the sources.
        printf '#define %s "%s"\n' C_COMPILER_ID clang CXX_COMPILER_ID clang C_COMPILER_VERSION "" \
            CXX_COMPILER_VERSION "" C_FLAGS "-O3 -march=native" CXX_FLAGS "-O3 -march=native" >"$dir/build_info.h"
        # shellcheck disable=SC2086 # $cc may carry "-x c"
        if ! { nice timeout 600 "$cxx" -std=c++14 -O3 -march=native -I"$dir" -o "$TDOKU_BENCH" \
            "$src/src/run_benchmark.cc" "$src/src/util.cc" "$src/src/solver_dpll_triad_simd.cc" \
            "$src/other/other_solvers.cc" \
            && nice timeout 600 $cc -O3 -march=native -c -o "$dir/solve.o" "$src/example/solve.c" \
            && nice timeout 600 "$cxx" -std=c++14 -O3 -march=native -fno-exceptions -fno-rtti -c \
                -o "$dir/solver.o" "$src/src/solver_dpll_triad_simd.cc" \
            && nice timeout 600 "$cxx" -std=c++14 -O3 -march=native -c -o "$dir/util.o" "$src/src/util.cc" \
            && "$cxx" -o "$TDOKU_SOLVE" "$dir/solve.o" "$dir/solver.o" "$dir/util.o"; } >"$dir/build.log" 2>&1; then
            TDOKU_WHY="its build failed (see $dir/build.log)"
            return 1
        fi
        echo "$TDOKU_VERSION" >"$dir/stamp"
    fi
}

# nneonneo's 2048 AI (bin/2048), configured and made in a copy of its sources under PEERS_BUILD
# (its configure writes config.h beside the sources); sets AI2048, or says why not.
build_ai2048() {
    local src="${AI2048_SRC:-}" dir
    if [ -z "$src" ]; then AI2048_WHY="AI2048_SRC is not set"; return 1; fi
    if [ ! -f "$src/2048.cpp" ] || [ ! -x "$src/configure" ]; then AI2048_WHY="AI2048_SRC=$src is not a 2048-ai checkout"; return 1; fi
    local cxx="${AI2048_CXX:-$(command -v g++ || command -v clang++ || true)}"
    if [ -z "$cxx" ]; then AI2048_WHY="no C++ compiler (set AI2048_CXX)"; return 1; fi
    AI2048_VERSION="nneonneo/2048-ai $(commit_of "$src"), $("$cxx" --version | head -1) -O3"
    dir="$PEERS_BUILD/2048-ai-$(commit_of "$src")"
    AI2048="$dir/bin/2048"
    if [ ! -x "$AI2048" ] || [ "$(cat "$dir/stamp" 2>/dev/null)" != "$AI2048_VERSION" ]; then
        echo "building $AI2048_VERSION in $dir" >&2
        rm -rf "$dir"
        mkdir -p "$dir"
        (cd "$src" && tar --exclude=.git -cf - .) | (cd "$dir" && tar -xf -)
        if ! (cd "$dir" && CXX="$cxx" nice timeout 600 ./configure && nice timeout 600 make bin/2048) >"$dir/build.log" 2>&1; then
            AI2048_WHY="its build failed (see $dir/build.log)"
            return 1
        fi
        echo "$AI2048_VERSION" >"$dir/stamp"
    fi
}

# Runs a command and prints one JSON object: wall and CPU seconds (user + system, its children
# included), peak RSS, the exit status, and for --ai2048 / --autoplay what the game printed.
# measure [--ai2048 | --autoplay] [--timeout S] [--stdin FILE] [--stdout FILE] -- COMMAND...
cat >"$work/measure.py" <<'PY'
import json, os, re, subprocess, sys, time
args = sys.argv[1:]
mode, limit, stdin, stdout = None, None, None, None
while args[0] != "--":
    if args[0] in ("--ai2048", "--autoplay"): mode = args.pop(0)
    elif args[0] == "--timeout": args.pop(0); limit = float(args.pop(0))
    elif args[0] == "--stdin": args.pop(0); stdin = args.pop(0)
    elif args[0] == "--stdout": args.pop(0); stdout = args.pop(0)
    else: sys.exit(f"error: measure: unknown option {args[0]}")
command = args[1:]
result = {}
start = time.monotonic()
child = subprocess.Popen(command, stdin=open(stdin) if stdin else subprocess.DEVNULL,
                         stdout=subprocess.PIPE if mode else open(stdout or os.devnull, "w"))
moves, tile, finished, text = 0, 0, False, []
if mode == "--ai2048":
    # One "Move #N" line per move, the board (four rows of numbers) before each, and a last
    # line naming the highest rank when no move is left.
    for raw in child.stdout:
        line = raw.decode(errors="replace")
        if line.startswith("Move #"):
            moves = int(line[6:].split(",")[0])
        elif line.startswith("Game over."):
            finished = True
        else:
            numbers = line.split()
            if len(numbers) == 4 and all(n.isdigit() for n in numbers):
                tile = max(tile, *map(int, numbers))
        if limit and time.monotonic() - start > limit:
            child.kill()
            break
elif mode == "--autoplay":
    text = child.stdout.read().decode(errors="replace")
_, status, usage = os.wait4(child.pid, 0)
result["wall_s"] = time.monotonic() - start
result["cpu_s"] = usage.ru_utime + usage.ru_stime
result["max_rss_mib"] = usage.ru_maxrss / 1024
result["status"] = os.waitstatus_to_exitcode(status)
if mode == "--ai2048":
    result.update(moves=moves, largest_tile=tile, finished=finished)
elif mode == "--autoplay":
    found = re.search(r"largest tile (\d+), score (\d+), (\d+) moves, median ([0-9.]+) ms", text)
    if found:
        result.update(largest_tile=int(found[1]), score=int(found[2]), moves=int(found[3]),
                      median_ms=float(found[4]), finished=True)
print(json.dumps(result))
PY
measure() { python3 "$work/measure.py" "$@"; }

# JSON line for the round's file: key value.
put() { RECORD="$round_file" record "$1" "$2"; }
# A field of measure's JSON.
field() { python3 -c 'import json, sys; v = json.loads(sys.argv[1]).get(sys.argv[2]); print("null" if v is None else v)' "$1" "$2"; }

machine
echo "tessera $TESSERA${OLDER_TESSERA:+, older $OLDER_TESSERA ($LABEL)}; rounds $RUNS; parts $PARTS"

# The four solving sets, each once and repeated to about a second of Tessera's work (the same
# counts as compare-sudoku.sh), with Tessera's answers to check tdoku's against.
sets=()
declare -A repeats=([hard]=500 [top1465]=20 [expert]=60 [easy]=100)
if [[ " $PARTS " == *" sudoku "* ]]; then
    part_dir="$work/parts/sudoku"
    "$TESSERA" sudoku hard-set >"$work/hard-once.txt"
    sets+=(hard)
    if [ -f "$DATA/top1465.txt" ]; then
        cp "$DATA/top1465.txt" "$work/top1465-once.txt"
        sets+=(top1465)
    else
        echo "note: no $DATA/top1465.txt (not bundled, see benchmarks/data/README.md): top1465 is left out" >&2
    fi
    for set in expert easy; do cp "$DATA/qqwing-$set.txt" "$work/$set-once.txt"; sets+=("$set"); done
    for set in "${sets[@]}"; do
        for ((i = 0; i < ${repeats[$set]}; i++)); do cat "$work/$set-once.txt"; done >"$work/$set.txt"
        "$TESSERA" sudoku solve <"$work/$set-once.txt" >"$work/$set-answers.txt"
    done
    if build_tdoku; then
        # tdoku must agree before its speed means anything: one solution each, the same one.
        for set in "${sets[@]}"; do
            if ! diff -q <("$TDOKU_SOLVE" 2 <"$work/$set-once.txt" | awk -F: '$2 == 1 { print $3 }') \
                "$work/$set-answers.txt" >/dev/null; then
                TDOKU_WHY="its answers differ from Tessera's on the $set set"
                break
            fi
        done
    fi
    if [ -n "${TDOKU_WHY:-}" ]; then
        echo "note: tdoku not measured: $TDOKU_WHY" >&2
        peer tdoku false "$TDOKU_WHY"
    else
        peer tdoku true "$TDOKU_VERSION"
    fi
fi

# Starts part $1's figures for this round: its own round file, with the load as it begins.
begin_round() {
    part_dir="$work/parts/$1"
    round_file="$part_dir/round-$round.jsonl"
    : >"$round_file"
    put load.start "$(cut -d' ' -f1 /proc/loadavg)"
}

for ((round = 1; round <= RUNS; round++)); do
    echo "round $round of $RUNS (load $(cut -d' ' -f1-3 /proc/loadavg))" >&2
    if [[ " $PARTS " == *" sudoku "* ]]; then
        begin_round sudoku
        # In process: Tessera's bench, then tdoku's benchmark on the same files (in order, no
        # permutation, limit 2: it proves uniqueness as Tessera does).
        timeout 900 "$TESSERA_DEV" bench sudoku --json --data "$DATA" --tessera "$TESSERA" >"$work/bench.json" \
            2>"$work/bench.err" || { echo "error: tessera-dev bench sudoku failed:" >&2; cat "$work/bench.err" >&2; exit 1; }
        for set in "${sets[@]}"; do
            put "sudoku.solve_per_s.tessera.$set" "$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1])).get(sys.argv[2], "null"))' \
                "$work/bench.json" "sudoku.solve_per_s.$set")"
            if [ -z "${TDOKU_WHY:-}" ]; then
                put "sudoku.solve_per_s.tdoku.$set" "$(timeout 600 "$TDOKU_BENCH" -s tdoku -r 0 -c 1 -w 1 -t "$TDOKU_SECONDS" \
                    -n "$(wc -l <"$work/$set-once.txt")" "$work/$set-once.txt" | awk -F, '$5 == "tdoku" { print $6 }')"
            fi
        done
        # Whole processes, file in and answers to /dev/null; who goes first alternates between rounds.
        for set in "${sets[@]}"; do
            total=$(wc -l <"$work/$set.txt")
            programs=(tessera)
            [ -z "${TDOKU_WHY:-}" ] && programs+=(tdoku tdoku_first)
            [ -n "$OLDER_TESSERA" ] && programs+=(older)
            ((round % 2 == 0)) && programs=($(printf '%s\n' "${programs[@]}" | tac))
            for program in "${programs[@]}"; do
                case $program in
                tessera) command=("$TESSERA" sudoku solve --jobs 1) ;;
                older) command=("$OLDER_TESSERA" sudoku solve --jobs 1) ;;
                tdoku) command=("$TDOKU_SOLVE" 2) ;;
                tdoku_first) command=("$TDOKU_SOLVE" 1) ;;
                esac
                result=$(measure --timeout 600 --stdin "$work/$set.txt" -- timeout 600 "${command[@]}")
                [ "$(field "$result" status)" = 0 ] || { echo "error: ${command[*]} failed on $set" >&2; exit 1; }
                put "sudoku.whole_process_per_s.$program.$set" "$(per_second "$total" "$(field "$result" wall_s)")"
            done
        done
        # qqwing and Solo: compare-sudoku.sh once (REPS=1), its figures recorded into this round;
        # a round it fails in is noted, and the next rounds still try.
        if RECORD="$round_file" REPS=1 timeout 3600 benchmarks/compare-sudoku.sh >"$work/compare-sudoku.out" 2>"$work/compare-sudoku.err"; then
            echo "$round" >>"$part_dir/sudoku-peers.ok"
            [ "$round" -eq 1 ] && cat "$work/compare-sudoku.out"
        else
            echo "round $round: $(tail -n 1 "$work/compare-sudoku.err")" >>"$part_dir/sudoku-peers.failed"
            echo "note: compare-sudoku.sh failed: $(tail -n 1 "$part_dir/sudoku-peers.failed")" >&2
        fi
        put load.end "$(cut -d' ' -f1 /proc/loadavg)"
    fi
    if [[ " $PARTS " == *" apps "* ]]; then
        begin_round apps
        if RECORD="$round_file" timeout 3600 benchmarks/compare-apps.sh >"$work/compare-apps.out" 2>"$work/compare-apps.err"; then
            echo "$round" >>"$part_dir/apps.ok"
            [ "$round" -eq 1 ] && cat "$work/compare-apps.out"
        else
            echo "round $round: $(tail -n 1 "$work/compare-apps.err")" >>"$part_dir/apps.failed"
            echo "note: compare-apps.sh failed: $(tail -n 1 "$part_dir/apps.failed")" >&2
        fi
        put load.end "$(cut -d' ' -f1 /proc/loadavg)"
    fi
done

# A peer measured in some rounds only says which failed and why.
failures() { [ -f "$part_dir/$1.failed" ] && printf '; %s failed in %s' "$2" "$(paste -sd';' "$part_dir/$1.failed")"; true; }
if [[ " $PARTS " == *" sudoku "* ]]; then
    part_dir="$work/parts/sudoku"
    if [ -f "$part_dir/sudoku-peers.ok" ]; then
        peer qqwing true "qqwing $(qqwing --version | awk '{print $2}')$(failures sudoku-peers compare-sudoku.sh)"
        peer solo true "sgt-puzzles $(dpkg-query -W -f='${Version}' sgt-puzzles 2>/dev/null || echo '?')$(failures sudoku-peers compare-sudoku.sh)"
    else
        peer qqwing false "compare-sudoku.sh failed: $(paste -sd';' "$part_dir/sudoku-peers.failed")"
        peer solo false "compare-sudoku.sh failed: $(paste -sd';' "$part_dir/sudoku-peers.failed")"
    fi
fi
if [[ " $PARTS " == *" apps "* ]]; then
    part_dir="$work/parts/apps"
    if [ -f "$part_dir/apps.ok" ]; then
        peer gnome-2048 true "gnome-2048 $(dpkg-query -W -f '${Version}' gnome-2048)$(failures apps compare-apps.sh)"
        peer lightsoff true "lightsoff $(dpkg-query -W -f '${Version}' lightsoff)$(failures apps compare-apps.sh)"
    else
        peer gnome-2048 false "compare-apps.sh failed: $(paste -sd';' "$part_dir/apps.failed")"
        peer lightsoff false "compare-apps.sh failed: $(paste -sd';' "$part_dir/apps.failed")"
    fi
fi

# 2048: game k of each AI in turn (Tessera's with seed k); nneonneo's AI has no seed.
if [[ " $PARTS " == *" 2048 "* ]]; then
    part_dir="$work/parts/2048"
    : >"$part_dir/games.jsonl"
    if build_ai2048; then peer nneonneo true "$AI2048_VERSION"; else
        echo "note: nneonneo's AI not measured: $AI2048_WHY" >&2
        peer nneonneo false "$AI2048_WHY"
    fi
    for ((game = 1; game <= GAMES; game++)); do
        echo "2048 game $game of $GAMES" >&2
        if [ -z "${AI2048_WHY:-}" ]; then
            result=$(measure --ai2048 --timeout "$GAME_TIMEOUT" -- "$AI2048")
            echo "{\"ai\": \"nneonneo\", \"game\": $game, \"result\": $result}" >>"$part_dir/games.jsonl"
        fi
        for ai in tessera ${OLDER_TESSERA:+older}; do
            binary=$TESSERA
            [ "$ai" = older ] && binary=$OLDER_TESSERA
            result=$(measure --autoplay -- timeout "$GAME_TIMEOUT" "$binary" 2048 autoplay --games 1 --seed "$game")
            echo "{\"ai\": \"$ai\", \"game\": $game, \"result\": $result}" >>"$part_dir/games.jsonl"
        done
    done
fi

fi # RENDER_ONLY

python3 - "${work:-$RAW}" "$OUT" "$DOC" <<'PY'
import glob, json, os, statistics, sys
sys.path.insert(0, "benchmarks")
from docsection import cell, figure as fmt, summary, write_section
work, out, doc = sys.argv[1:4]
# Each part was measured in a run of its own or with others: its folder says when, on which
# build and beside which older one. Round r of every part is one dictionary of figures (the
# parts' keys differ; the load is kept per part).
metas = {part: json.load(open(f"{work}/parts/{part}/meta.json"))
         for part in ("sudoku", "apps", "2048") if os.path.exists(f"{work}/parts/{part}/meta.json")}
if not metas:
    sys.exit("error: no part was measured")
parts = list(metas)
latest = max(metas.values(), key=lambda m: m["date"])
machine, idle = latest["machine"], metas.get("apps", latest)["idle_s"]
game_timeout = metas.get("2048", latest)["game_timeout_s"]
runs_of = {part: len(glob.glob(f"{work}/parts/{part}/round-*.jsonl")) for part in parts}
runs = max(runs_of.values())

def label_of(part):
    return (metas.get(part) or {}).get("older") or ""

rounds = [{} for _ in range(runs)]
for part in parts:
    for r in range(1, runs_of[part] + 1):
        for line in open(f"{work}/parts/{part}/round-{r}.jsonl"):
            item = json.loads(line)
            key = f"load.{part}.{item['key'][5:]}" if item["key"].startswith("load.") else item["key"]
            if key in rounds[r - 1]:
                sys.exit(f"error: {item['key']} was recorded twice in round {r}")
            if item["value"] is not None:
                rounds[r - 1][key] = item["value"]
peers = {}
for part in parts:
    if os.path.exists(f"{work}/parts/{part}/peers.jsonl"):
        for line in open(f"{work}/parts/{part}/peers.jsonl"):
            item = json.loads(line)
            peers[item["peer"]] = {"measured": item["measured"], "note": item["note"]}
games = ([json.loads(line) for line in open(f"{work}/parts/2048/games.jsonl")]
         if os.path.exists(f"{work}/parts/2048/games.jsonl") else [])

keys = sorted({k for figures in rounds for k in figures})
figures = {k: (summary([f.get(k) for f in rounds]) or {}) | {"runs": [f.get(k) for f in rounds]} for k in keys}

def ratio_key(a, b):
    """Per-round a / b (both measured in the same round), summarised."""
    values = [f[a] / f[b] for f in rounds if f.get(a) and f.get(b)]
    return summary(values)

cpu = machine["cpu"]
document = {
    "date": latest["date"],
    "machine": machine,
    "parts": {part: {"date": m["date"], "commit": m["commit"], "older": m["older"], "runs": runs_of[part]}
              for part, m in metas.items()},
    "peers": peers,
    "figures": figures,
    "ratios": {},
    "games": games,
}

def ratio(a, b, name):
    s = ratio_key(a, b)
    document["ratios"][name] = s
    return cell(s, "×")

def missing(peer):
    p = peers.get(peer)
    if p is None:
        return f"not measured (no run measured its part)"
    return None if p["measured"] else f"not measured: {p['note']}"

def load_range(part):
    loads = [f.get(f"load.{part}.{edge}") for f in rounds for edge in ("start", "end")]
    loads = [l for l in loads if l is not None]
    return f"{min(loads):.2f}–{max(loads):.2f}" if loads else "not recorded"

part_names = {"sudoku": "Sudoku (tdoku, qqwing, Solo)", "apps": "start, memory and idle CPU (gnome-2048, lightsoff)",
              "2048": "the 2048 coach (nneonneo's AI)"}
lines = [f"<!-- peers: written by benchmarks/peers.sh; do not edit by hand -->",
         f"Written by `benchmarks/peers.sh` on {machine['cores']} cores ({cpu}), Linux {machine['kernel']}. "
         f"Tessera and each peer take turns in every round; each cell is the median of the rounds with "
         f"their range in brackets, ratios are taken round by round (above 1: Tessera is faster or "
         f"smaller). The figures are in [benchmarks/peers.json](../benchmarks/peers.json). Each part "
         f"was measured as follows (one-minute load average over its rounds):", ""]
for part, m in metas.items():
    older = f" beside the older build {m['older']}" if m["older"] else ""
    rounds_text = f", {runs_of[part]} round{'s' if runs_of[part] > 1 else ''}, load {load_range(part)}" if part != "2048" else ""
    lines.append(f"- {part_names[part]}: {m['date']} at {m['commit']}{older}{rounds_text}.")
notes = [f"- {name}: {p['note']}" for name, p in peers.items() if p["measured"]]
if notes:
    lines += ["", "Peers:", ""] + notes

sets = [s for s in ("hard", "top1465", "expert", "easy") if f"sudoku.whole_process_per_s.tessera.{s}" in figures]
label = label_of("sudoku")
if "sudoku" in parts and sets:
    lines += ["", "**Sudoku against tdoku, proving every solution unique** (puzzles per second; target: "
              "Tessera ≥ 1.5× in process on hard and top1465, ≥ 1.3× as whole processes). In process: "
              "`tessera-dev bench sudoku` beside tdoku's benchmark (`run_benchmark -s tdoku`, limit 2, "
              "no permutation). Whole processes: the set repeated to about a second of work, answers "
              "written to /dev/null, `tessera sudoku solve --jobs 1` beside tdoku's example solver `solve 2`, "
              "which counts up to two solutions and then solves again for the one it prints (tdoku "
              "returns a solution only when asked for one); `solve 1`, the first solution without "
              "the proof, is the floor of its cost.", "",
              "| | " + " | ".join(sets) + " |", "|---|" + "---|" * len(sets)]
    def row(title, prefix, peer=None):
        why = missing(peer) if peer else None
        if why:
            return f"| {title} | {why} |" + " |" * (len(sets) - 1)
        return f"| {title} | " + " | ".join(cell(figures.get(f"{prefix}.{s}")) for s in sets) + " |"
    def ratio_row(title, a, b, peer):
        if missing(peer):
            return f"| {title} | — |" + " — |" * (len(sets) - 1)
        return f"| {title} | " + " | ".join(ratio(f"{a}.{s}", f"{b}.{s}", f"{a}/{b}.{s}") for s in sets) + " |"
    lines += [row("Tessera, in process", "sudoku.solve_per_s.tessera"),
              row("tdoku, in process", "sudoku.solve_per_s.tdoku", "tdoku"),
              ratio_row("Tessera ÷ tdoku, in process", "sudoku.solve_per_s.tessera", "sudoku.solve_per_s.tdoku", "tdoku"),
              row("Tessera `--jobs 1`, whole process", "sudoku.whole_process_per_s.tessera"),
              row("tdoku `solve 2`, whole process", "sudoku.whole_process_per_s.tdoku", "tdoku"),
              row("tdoku `solve 1` (no proof), whole process", "sudoku.whole_process_per_s.tdoku_first", "tdoku"),
              ratio_row("Tessera ÷ tdoku `solve 2`, whole process", "sudoku.whole_process_per_s.tessera",
                        "sudoku.whole_process_per_s.tdoku", "tdoku")]
    if label:
        lines.append(row(f"{label} `--jobs 1`, whole process", "sudoku.whole_process_per_s.older"))
    if f"sudoku.process_solve_per_s.qqwing_unique.{sets[0]}" in figures or missing("qqwing"):
        lines += [row("qqwing `--count-solutions`, whole process (the set once)", "sudoku.process_solve_per_s.qqwing_unique", "qqwing"),
                  ratio_row("Tessera ÷ qqwing, whole process", "sudoku.process_solve_per_s.tessera_jobs1",
                            "sudoku.process_solve_per_s.qqwing_unique", "qqwing")]

def generation(peer, title, pairs, target):
    head = ["", f"**Generation against {title}** (puzzles per second, whole processes, `compare-sudoku.sh`; "
            f"target: Tessera ≥ {target}× at every level).", "",
            f"| {title} level | Tessera level | {title} /s | Tessera /s | ratio |" + (f" {label} /s |" if label else ""),
            "|---|---|---|---|---|" + ("---|" if label else "")]
    why = missing(peer)
    rows = []
    for theirs, ours in pairs:
        if why:
            rows.append(f"| {theirs} | {ours} | {why} | | |" + (" |" if label else ""))
            continue
        a, b = f"sudoku.generate_per_s.tessera.{ours}", f"sudoku.generate_per_s.{peer}.{theirs}"
        rows.append(f"| {theirs} | {ours} | {cell(figures.get(b))} | {cell(figures.get(a))} | "
                    f"{ratio(a, b, f'generate.{ours}/{peer}.{theirs}')} |"
                    + (f" {cell(figures.get(f'sudoku.generate_per_s.older.{ours}'))} |" if label else ""))
    return head + rows

if "sudoku" in parts:
    lines += generation("qqwing", "qqwing", [("simple", "trivial"), ("easy", "easy"), ("intermediate", "medium"),
                                             ("expert", "hard"), ("expert", "extreme")], 10)
    lines += generation("solo", "Solo", [("trivial", "trivial"), ("basic", "easy"), ("intermediate", "medium"),
                                         ("advanced", "medium"), ("extreme", "hard"), ("extreme", "extreme")], 5)

if "apps" in parts:
    label = label_of("apps")
    apps = [("gnome-2048", "gnome-2048"), ("lightsoff", "lightsoff"), ("tessera", "Tessera"),
            ("tessera-gpu", "Tessera `--gpu`")] + ([("older", f"{label}")] if label else [])
    lines += ["", f"**Start, memory and idle CPU** (`compare-apps.sh` under Xvfb: exec → window mapped, "
              f"exec → first frame as Tessera stamps it, peak RSS after {idle} s untouched, CPU clock "
              f"ticks over those {idle} s).", "",
              "| app | window mapped (ms) | first frame (ms) | peak RSS (MiB) | idle ticks | "
              "window: app ÷ Tessera | peak RSS: app ÷ Tessera |", "|---|---|---|---|---|---|---|"]
    for key, name in apps:
        why = missing(key) if key in ("gnome-2048", "lightsoff") else None
        if why:
            lines.append(f"| {name} | {why} | | | | | |")
            continue
        w, r = f"apps.window_ms.{key}", f"apps.peak_rss_mib.{key}"
        ratios = ("— | —" if key.startswith("tessera") else
                  f"{ratio(w, 'apps.window_ms.tessera', f'window.{key}/tessera')} | "
                  f"{ratio(r, 'apps.peak_rss_mib.tessera', f'peak_rss.{key}/tessera')}")
        lines.append(f"| {name} | {cell(figures.get(w))} | {cell(figures.get(f'apps.first_frame_ms.{key}'))} | "
                     f"{cell(figures.get(r))} | {cell(figures.get(f'apps.idle_ticks.{key}'))} | {ratios} |")

if "2048" in parts:
    label = label_of("2048")
    ais = [("tessera", "Tessera coach (`tessera 2048 autoplay`, seed = game)"),
           ("nneonneo", "nneonneo/2048-ai (`bin/2048`, unseeded)")] + ([("older", f"{label}")] if label else [])
    tiles = [2048, 4096, 8192, 16384, 32768]
    lines += ["", f"**The 2048 coach against nneonneo's AI** (whole 4×4 games, one of each in turn; CPU per "
              f"move is the process's user + system time over its moves; a nneonneo game stopped after "
              f"{game_timeout} s counts with the tile it had; a Tessera game cut short gives no figures).", "",
              "| AI | games | " + " | ".join(str(t) for t in tiles) + " | moves (median) | CPU per move (ms) | ÷ Tessera's |",
              "|---|---|" + "---|" * len(tiles) + "---|---|---|"]
    per_move = {}
    for key, name in ais:
        played = [g["result"] for g in games if g["ai"] == key and g["result"].get("moves")]
        lost = sum(1 for g in games if g["ai"] == key and not g["result"].get("moves"))
        if key == "nneonneo" and missing("nneonneo"):
            lines.append(f"| {name} | {missing('nneonneo')} |" + " |" * (len(tiles) + 3))
            continue
        if not played:
            lost_text = f" ({lost} cut short by the timeout, not counted)" if lost else ""
            lines.append(f"| {name} | 0{lost_text} |" + " — |" * (len(tiles) + 3))
            continue
        per_move[key] = [1000 * g["cpu_s"] / g["moves"] for g in played]
        stopped = sum(1 for g in played if not g.get("finished"))
        shares = [f"{100 * sum(1 for g in played if g['largest_tile'] >= t) / len(played):.0f} %" for t in tiles]
        games_text = f"{len(played)}" + (f" ({stopped} stopped)" if stopped else "") + (
            f", {lost} cut short by the timeout, not counted" if lost else "")
        cost = summary(per_move[key])
        versus = "1×" if key == "tessera" else (
            f"{cost['median'] / statistics.median(per_move['tessera']):.1f}×" if per_move.get("tessera") else "—")
        document["ratios"][f"2048.cpu_per_move.{key}/tessera"] = (
            cost["median"] / statistics.median(per_move["tessera"]) if per_move.get("tessera") else None)
        lines.append(f"| {name} | {games_text} | " + " | ".join(shares) +
                     f" | {fmt(statistics.median(g['moves'] for g in played))} | {cell(cost)} | {versus} |")
    document["figures"]["2048.cpu_ms_per_move"] = {k: summary(v) for k, v in per_move.items()}

# The targets that concern peers (issue 35), judged on the median of the round-by-round ratios;
# generation by its weakest pair of levels.
def levels(key):
    ours, theirs = key.split("/")
    return f"{ours.split('.', 1)[1]} ↔ {theirs.split('.', 1)[1]}"
targets = [("Sudoku in process ÷ tdoku, hard", "sudoku.solve_per_s.tessera/sudoku.solve_per_s.tdoku.hard", 1.5),
           ("Sudoku in process ÷ tdoku, top1465", "sudoku.solve_per_s.tessera/sudoku.solve_per_s.tdoku.top1465", 1.5),
           ("Sudoku whole process ÷ tdoku `solve 2`, hard",
            "sudoku.whole_process_per_s.tessera/sudoku.whole_process_per_s.tdoku.hard", 1.3),
           ("Sudoku whole process ÷ tdoku `solve 2`, top1465",
            "sudoku.whole_process_per_s.tessera/sudoku.whole_process_per_s.tdoku.top1465", 1.3)]
targets += [(f"generation ÷ qqwing, every level (lowest: {levels(k)})", k, 10)
            for k in sorted((k for k in document["ratios"] if "/qqwing." in k and document["ratios"][k]),
                            key=lambda k: document["ratios"][k]["median"])[:1]]
targets += [(f"generation ÷ Solo, every level (lowest: {levels(k)})", k, 5)
            for k in sorted((k for k in document["ratios"] if "/solo." in k and document["ratios"][k]),
                            key=lambda k: document["ratios"][k]["median"])[:1]]
targets += [("window mapped, gnome-2048 ÷ Tessera", "window.gnome-2048/tessera", 2.5),
            ("window mapped, lightsoff ÷ Tessera", "window.lightsoff/tessera", 2.5)]
judged = [(name, document["ratios"].get(key), target) for name, key, target in targets]
judged = [(name, value, target) for name, value, target in judged if value]
if judged:
    lines += ["", "**Targets against peers**", "", "| measure | target | measured | met |", "|---|---|---|---|"]
    lines += [f"| {name} | ≥ {target}× | {cell(value, '×')} | {'yes' if value['median'] >= target else '**no**'} |"
              for name, value, target in judged]
    document["targets"] = {name: {"target": target, "median": value["median"], "met": value["median"] >= target}
                           for name, value, target in judged}

lines.append("<!-- /peers -->")
section = "\n".join(lines)
json.dump(document, open(out, "w"), indent=1, sort_keys=True)
open(out, "a").write("\n")
write_section("peers", "Peers, measured by one script", section, doc)
print(section)
PY
echo "wrote $OUT and the peers section of $DOC" >&2
