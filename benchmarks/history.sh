#!/usr/bin/env bash
# Long games: what a save of a million moves costs this build to open, undo in and keep in
# memory, beside an older build opening the same games in the format it reads. Writes the
# section between the "history" markers of docs/performance.md from the benchmark's JSON.
#   benchmarks/history.sh [OLDER_TESSERA]
# OLDER_TESSERA: a release `tessera` of an earlier commit (its `monkey --verify-saves` opens the
# saves). Without it only this build is measured. Knobs: MOVES (1000000), RUNS (3, medians),
# BEFORE_LABEL (how the table names the older build).
set -euo pipefail
cd "$(dirname "$0")/.."
before=${1:-}
moves=${MOVES:-1000000}
runs=${RUNS:-3}

swift build -c release --product tessera --product tessera-dev 2>&1 | { grep -v "prohibited flag" || true; } | tail -n 1
dev=.build/release/tessera-dev
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
for run in $(seq "$runs"); do
    "$dev" bench history --json --history-moves "$moves" ${before:+--before "$before"} >"$out/$run.json"
done

# BEFORE_LABEL names the older build in the table (its commit, say); default its --version.
label=${BEFORE_LABEL:-${before:+$("$before" --version 2>/dev/null)}}
python3 - "$out" "$runs" "$moves" "$(git rev-parse --short HEAD)" "$label" <<'EOF'
import json, sys, statistics, re, datetime
folder, runs, moves, commit, before = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4], sys.argv[5]
data = [json.load(open(f"{folder}/{r}.json")) for r in range(1, runs + 1)]
def med(key):
    values = [d[key] for d in data if key in d and d[key] is not None]
    return statistics.median(values) if values else None
games = sorted({k.split(".")[1] for k in data[0] if k.startswith("history.")}, key=lambda g: list(data[0]).index(f"history.{g}.moves"))
def fmt(v, digits=2):
    return "—" if v is None else (f"{v:,.0f}" if abs(v) >= 100 else f"{v:.{digits}f}")
rows = []
for g in games:
    k = lambda name: med(f"history.{g}.{name}")
    rows.append(f"| {g} | {fmt(k('moves'))} | {fmt(k('file_kib'))} | {fmt(k('open_s'))} | {fmt(k('undo_ms.median'), 3)} | "
                f"{fmt(k('undo_ms.max'), 3)} | {fmt(k('save_first_ms'))} | {fmt(k('move_and_save_ms.median'))} | {fmt(k('peak_rss_mib'))} | "
                f"{fmt(k('before.open_process_s'))} | {fmt(k('before.peak_rss_mib'))} |")
section = f"""<!-- history: written by benchmarks/history.sh; do not edit by hand -->
Measured {datetime.date.today()} with `benchmarks/history.sh` at {commit} (medians of {runs} runs,
release build, {moves:,} moves asked of each game). This build opens each save in a process of
its own (`tessera-dev history-probe`: read, decode, replay, checks) and then undoes and redoes
200 steps, encodes a save once (every move's token written), then makes moves, each followed by
its save written atomically with fsync, as the window's thread does ("move + save"); "before" is
the older build named below opening the same game in the format it reads,
as a whole process (`tessera monkey --verify-saves`), with its peak memory.

| game | moves | save KiB | open s | undo ms (median) | undo ms (max) | first save ms | move + save ms | peak RSS MiB | before: open s (process) | before: peak RSS MiB |
|---|---|---|---|---|---|---|---|---|---|---|
""" + "\n".join(rows) + f"""

Older build: {before or "not measured"}. Targets: open ≤ 1 s, undo ≤ 16 ms, peak RSS ≤ 100 MiB.
<!-- /history -->"""
sys.path.insert(0, "benchmarks")
from docsection import write_section
write_section("history", "Long games", section)
print(section)
EOF
