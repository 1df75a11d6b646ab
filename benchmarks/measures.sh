#!/usr/bin/env bash
# Every figure of `tessera-dev bench` (all parts but the long games, which history.sh measures)
# for this build beside an older one, in the same runs, and the targets judged from them: writes
# benchmarks/measures.json and the section between the "measures" markers of
# docs/performance.md. Nothing in that section is typed by hand.
#
# RUNS rounds; in each the two builds take turns (the older first in odd rounds), each running
# `tessera-dev bench PARTS --json`. Then ONE_CORE rounds of the render part pinned to one core
# (`taskset -c 0`), so that painting's figures hold on a busy machine: those keys get `.one_core`.
#
#   benchmarks/measures.sh OLDER_TESSERA_DEV [LABEL]
# OLDER_TESSERA_DEV: a release `tessera-dev` of an earlier commit; LABEL names it (its commit).
# Knobs: RUNS (3), ONE_CORE (3 rounds; 0 for none), PARTS (render app saves sudoku 2048
#   tictactoe lightsout), TESSERA_DEV (this build's release tessera-dev, else built here),
#   TESSERA and OLDER_TESSERA (the players whose start `app` times: the installed build's
#   command, see binary.sh; default: the tessera beside each tessera-dev), OUT
#   (benchmarks/measures.json), DOC (docs/performance.md), RAW (a folder to keep each run's JSON).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$BENCH_ROOT"
older_dev=${1:?usage: benchmarks/measures.sh OLDER_TESSERA_DEV [LABEL]}
[ -x "$older_dev" ] || { echo "error: $older_dev is not executable" >&2; exit 2; }
label=${2:-$("$older_dev" --version 2>/dev/null || echo older build)}
RUNS="${RUNS:-3}"
ONE_CORE="${ONE_CORE:-3}"
PARTS="${PARTS:-render app saves sudoku 2048 tictactoe lightsout}"
OUT="${OUT:-benchmarks/measures.json}"
DOC="${DOC:-docs/performance.md}"
[[ "$RUNS" =~ ^[1-9][0-9]{0,2}$ ]] || { echo "error: RUNS must be a whole number from 1, not '$RUNS'" >&2; exit 2; }
[[ "$ONE_CORE" =~ ^[0-9]{1,3}$ ]] || { echo "error: ONE_CORE must be a whole number, not '$ONE_CORE'" >&2; exit 2; }
if [ "$ONE_CORE" -gt 0 ]; then need taskset util-linux; fi
dev="$(tessera_dev_binary)"
player=${TESSERA:-$(dirname "$dev")/tessera}
older_player=${OLDER_TESSERA:-$(dirname "$older_dev")/tessera}
for binary in "$player" "$older_player"; do
    [ -x "$binary" ] || { echo "error: $binary is not executable (set TESSERA or OLDER_TESSERA)" >&2; exit 2; }
done

if [ -n "${RAW:-}" ]; then
    mkdir -p "$RAW"
    work="$(cd "$RAW" && pwd)"
    rm -f "$work"/*.json
else
    work="$(mktemp -d /tmp/tessera-measures.XXXXXX)"
    trap 'rm -rf "$work"' EXIT
fi
# Both builds read the same compiled catalogs (the Chinese start is one of the app keys).
scripts/po.sh compile "$work/locale" >/dev/null
export TESSERA_LOCALEDIR="$work/locale"
machine
echo "this build $dev (player $player); older $older_dev ($label, player $older_player); $RUNS rounds; parts $PARTS"

# bench SIDE FILE [taskset...]: one run of a build's bench into FILE, a part at a time, the
# parts' JSON objects merged. A part that fails stops the run for this build; for the older
# build it is noted (in FILE.failed) and left out, since an old build's own bug is no reason to
# lose the rest of the comparison.
bench() {
    local side=$1 file=$2 part
    shift 2
    local tool=$dev binary=$player parts=$PARTS
    if [ "$side" = before ]; then tool=$older_dev binary=$older_player; fi
    [ "$#" -gt 0 ] && parts=render
    : >"$file.parts"
    for part in $parts; do
        if timeout 1800 "$@" "$tool" bench "$part" --json --tessera "$binary" >"$file.$part" 2>"$file.err"; then
            cat "$file.$part" >>"$file.parts"
        elif [ "$side" = before ]; then
            echo "$part: $({ grep -m 1 -E 'crashed|error:' "$file.err" || echo "exit status not 0"; } | sed 's/^[* ]*//; s/ *\**$//')" >>"$work/before.failed"
        else
            echo "error: this build's bench $part failed: $(tail -n 3 "$file.err")" >&2
            exit 1
        fi
    done
    python3 -c 'import json, sys
merged = {}
text = open(sys.argv[1]).read()
decoder, at = json.JSONDecoder(), 0
while at < len(text):
    if text[at].isspace():
        at += 1
        continue
    part, at = decoder.raw_decode(text, at)
    merged.update(part)
json.dump(merged, open(sys.argv[2], "w"))' "$file.parts" "$file"
}
loads=()
for ((round = 1; round <= RUNS; round++)); do
    loads+=("$(cut -d' ' -f1 /proc/loadavg)")
    echo "round $round of $RUNS (load $(cut -d' ' -f1-3 /proc/loadavg))" >&2
    if ((round % 2)); then order=(before now); else order=(now before); fi
    for side in "${order[@]}"; do bench "$side" "$work/$side-$round.json"; done
done
for ((round = 1; round <= ONE_CORE; round++)); do
    echo "one core, round $round of $ONE_CORE" >&2
    if ((round % 2)); then order=(before now); else order=(now before); fi
    for side in "${order[@]}"; do bench "$side" "$work/$side-one-core-$round.json" taskset -c 0; done
done
loads+=("$(cut -d' ' -f1 /proc/loadavg)")

python3 - "$work" "$RUNS" "$ONE_CORE" "$(git rev-parse --short HEAD)" "$label" "$OUT" "$DOC" "${loads[*]}" <<'PY'
import datetime, json, os, sys
sys.path.insert(0, "benchmarks")
from docsection import cell, summary, write_section
work, runs, one_core, commit, label, out, doc, loads = sys.argv[1:9]
runs, one_core = int(runs), int(one_core)
loads = [float(l) for l in loads.split()]

def load(name):
    with open(f"{work}/{name}.json") as f:
        return {k: v for k, v in json.load(f).items() if isinstance(v, (int, float))}

def collect(side):
    rounds = [load(f"{side}-{r}") for r in range(1, runs + 1)]
    rounds_one = [load(f"{side}-one-core-{r}") for r in range(1, one_core + 1)]
    values = {}
    for figures in rounds:
        for k, v in figures.items():
            values.setdefault(k, []).append(v)
    for figures in rounds_one:
        for k, v in figures.items():
            values.setdefault(f"{k}.one_core", []).append(v)
    return {k: summary(v) | {"runs": v} for k, v in values.items()}

now, before = collect("now"), collect("before")
cpu = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")), "unknown")
when = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")

def limit_text(v):
    return f"{v:,}" if isinstance(v, int) else f"{v:g}"

# The targets: what is measured, the keys (every one must hold), at most or at least, the limit.
# Issue 35's painting targets are judged on one core.
scenes = ["title", "sudoku", "2048", "tictactoe", "lightsout", "2048-8x8", "tictactoe-7x7", "lightsout-20x20"]
large = ["title", "sudoku", "2048-8x8", "tictactoe-7x7", "lightsout-20x20"]
targets = [
    ("exec → first frame, installed build (issue 35)", ["app.first_frame_ms"], "≤", 50),
    ("peak RSS at the first frame, installed build (issue 35)", ["app.peak_rss_mib"], "≤", 32),
    ("exec → first frame in Chinese", ["app.first_frame_ms.zh_CN"], "≤", 120),
    ("peak RSS in Chinese", ["app.peak_rss_mib.zh_CN"], "≤", 40),
    ("frame at 1280×800, layout + raster, every scene", [f"render.frame_ms.{s}" for s in scenes], "≤", 2),
    ("Lights Out 20×20 frame at 1280×800, one core (issue 35)", ["render.frame_ms.lightsout-20x20.one_core"], "≤", 1.2),
    ("full frame at 3840×2160, every tracked scene", [f"render.frame_ms.{s}.4k" for s in large], "≤", 8),
    ("full frame at 3840×2160 ÷ memset of the frame, one core, every tracked scene (issue 35)",
     [f"render.frame_vs_memset.{s}.one_core" for s in large], "≤", 3),
    ("one cell changed at 3840×2160, repainted and diffed", [f"render.damage_ms.{s}" for s in large], "≤", 1),
    ("Sudoku solve in process, proving uniqueness, hard set", ["sudoku.solve_per_s.hard"], "≥", 40000),
    ("`tessera sudoku solve --jobs 1` as a whole process ÷ in process, every set",
     ["sudoku.process_ratio.hard", "sudoku.process_ratio.top1465", "sudoku.process_ratio.expert", "sudoku.process_ratio.easy"], "≥", 0.85),
    ("window's thread busy during a Tic-tac-toe 7×7 perfect reply, ms", ["tictactoe.window_busy_ms.7x7_perfect"], "≤", 16),
    ("save at move 500, bytes written per move", ["saves.bytes_per_move.2048_n8", "saves.bytes_per_move.sudoku", "saves.bytes_per_move.lightsout_n7"], "≤", 4096),
    ("save at move 500, encode + atomic write with both fsyncs, ms", ["saves.write_ms.2048_n8", "saves.write_ms.sudoku", "saves.write_ms.lightsout_n7"], "≤", 2),
    ("load of the save at move 500: read, check, replay, ms", ["saves.load_ms.2048_n8", "saves.load_ms.sudoku", "saves.load_ms.lightsout_n7"], "≤", 20),
]

def judge(keys, op, limit):
    present = [k for k in keys if k in now]
    if not present:
        return None, []
    worst = (max if op == "≤" else min)(present, key=lambda k: now[k]["median"])
    value = now[worst]["median"]
    return (value <= limit if op == "≤" else value >= limit), [worst]

document = {"date": when, "commit": commit, "older": label, "runs": runs, "one_core_runs": one_core,
            "machine": {"cpu": cpu, "cores": os.cpu_count()}, "load": loads, "now": now, "before": before, "targets": {}}
lines = ["<!-- measures: written by benchmarks/measures.sh; do not edit by hand -->",
         f"Measured {when} with `benchmarks/measures.sh` at {commit} beside {label}, in the same run: "
         f"{runs} round{'s' if runs != 1 else ''} of `tessera-dev bench --json` (every part but the long games), the two builds "
         f"taking turns, and {one_core} round{'s' if one_core != 1 else ''} of its render part pinned to one core (`taskset -c 0`, the keys "
         f"ending in `.one_core`); release builds on {os.cpu_count()} cores ({cpu}), one-minute load average "
         f"{min(loads):.2f}–{max(loads):.2f}. Each cell is the median with the range of the rounds. "
         f"The figures are in [benchmarks/measures.json](../benchmarks/measures.json).", "",
         "| measure | target | key (the worst) | before | now | met |", "|---|---|---|---|---|---|"]
for name, keys, op, limit in targets:
    met, worst = judge(keys, op, limit)
    if met is None:
        lines.append(f"| {name} | {op} {limit_text(limit)} | not measured | — | — | — |")
        continue
    key = worst[0]
    document["targets"][name] = {"keys": keys, "op": op, "limit": limit, "worst": key,
                                 "median": now[key]["median"], "met": met}
    lines.append(f"| {name} | {op} {limit_text(limit)} | `{key}` | {cell(before.get(key))} | {cell(now.get(key))} | "
                 f"{'yes' if met else '**no**'} |")
failed = sorted(set(open(f"{work}/before.failed").read().splitlines())) if os.path.exists(f"{work}/before.failed") else []
if failed:
    document["older_failed"] = failed
    lines += ["", f"Parts of {label}'s bench that failed in this run, so its figures for them are missing: "
              + "; ".join(f"`{f.split(':', 1)[0]}` ({f.split(':', 1)[1].strip()})" for f in failed) + "."]
lines += ["", "<details><summary>Every key</summary>", "", "| key | before | now | now ÷ before |", "|---|---|---|---|"]
for key in sorted(set(now) | set(before)):
    b, a = before.get(key), now.get(key)
    ratio = f"{a['median'] / b['median']:.2f}" if a and b and b["median"] else "—"
    lines.append(f"| `{key}` | {cell(b)} | {cell(a)} | {ratio} |")
lines += ["", "</details>", "<!-- /measures -->"]
section = "\n".join(lines)
with open(out, "w") as f:
    json.dump(document, f, indent=1, sort_keys=True)
    f.write("\n")
write_section("measures", "Measures beside the build before", section, doc)
print("\n".join(lines[:len(targets) + 6]))
PY
echo "wrote $OUT and the measures section of $DOC" >&2
