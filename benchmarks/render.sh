#!/usr/bin/env bash
# Frame and layout times of this build beside an older one, measured in the same runs (the two
# alternate, so both see the same machine), and written into the section between the "render"
# markers of docs/performance.md from the benchmark's JSON.
#   benchmarks/render.sh OLDER_TESSERA_DEV [LABEL]
# OLDER_TESSERA_DEV: a release `tessera-dev` of an earlier commit (`swift build -c release
# --product tessera-dev` in a worktree of it). LABEL names it in the table (its commit, say).
# Knobs: RUNS (5 rounds, medians), TESSERA_DEV (this build's release tessera-dev, if built).
set -euo pipefail
cd "$(dirname "$0")/.."
before=${1:?usage: benchmarks/render.sh OLDER_TESSERA_DEV [LABEL]}
label=${2:-$("$before" --version 2>/dev/null || echo older build)}
runs=${RUNS:-5}

# TESSERA_DEV names this checkout's release tessera-dev when it is built elsewhere (another
# scratch path); otherwise it is built here.
dev=${TESSERA_DEV:-}
if [ -z "$dev" ]; then
    swift build -c release --product tessera-dev 2>&1 | { grep -v "prohibited flag" || true; } | tail -n 1
    dev=.build/release/tessera-dev
fi
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# The order alternates between rounds (before first in odd rounds, this build first in even
# ones), so neither build always runs on a machine fresh from the other's run.
for run in $(seq "$runs"); do
    if [ $((run % 2)) -eq 1 ]; then
        timeout 600 "$before" bench render --json >"$out/before-$run.json"
        timeout 600 "$dev" bench render --json >"$out/after-$run.json"
    else
        timeout 600 "$dev" bench render --json >"$out/after-$run.json"
        timeout 600 "$before" bench render --json >"$out/before-$run.json"
    fi
done

python3 - "$out" "$runs" "$(git rev-parse --short HEAD)" "$label" <<'EOF'
import json, sys, statistics, re, datetime
folder, runs, commit, label = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
def load(side):
    return [json.load(open(f"{folder}/{side}-{r}.json")) for r in range(1, runs + 1)]
before, after = load("before"), load("after")
def med(data, key):
    values = [d[key] for d in data if isinstance(d.get(key), (int, float))]
    return statistics.median(values) if values else None
keys = [k for k in after[0] if k.startswith("render.frame_ms.") or k.startswith("render.layout_us.")]
rows, worst = [], 0.0
for key in keys:
    b, a = med(before, key), med(after, key)
    if b is None or a is None:
        rows.append(f"| `{key}` | {'—' if b is None else f'{b:.3f}'} | {'—' if a is None else f'{a:.3f}'} | — |")
        continue
    ratio = a / b
    if key.startswith("render.frame_ms."):
        worst = max(worst, ratio)
    rows.append(f"| `{key}` | {b:.3f} | {a:.3f} | {ratio:.2f} |")
print("\n".join(rows))
print(f"slowest frame against before: {worst:.2f}×")
section = f"""<!-- render: written by benchmarks/render.sh; do not edit by hand -->
Measured {datetime.date.today()} with `benchmarks/render.sh` at {commit} against {label}, in the
same run (the two builds alternate, {runs} rounds, medians; release builds; frames in ms, layouts
in µs). A ratio above 1 is slower than before. Slowest frame against before: {worst:.2f}×.

| key | before | now | now / before |
|---|---|---|---|
""" + "\n".join(rows) + """
<!-- /render -->"""
sys.path.insert(0, "benchmarks")
from docsection import write_section
write_section("render", "Frames beside the build before", section)
EOF
