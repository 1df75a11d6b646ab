#!/usr/bin/env bash
# The installed binary beside an older build of it, measured in the same run: its size (static
# Swift runtime, stripped as scripts/install.sh strips it), exec → first frame and peak RSS at
# the first frame (`tessera-dev bench app`: the window surface, --gpu and Chinese, medians of 7
# launches), the two builds alternating for RUNS rounds (medians). Written into the section
# between the "binary" markers of docs/performance.md from the benchmark's JSON. Fails when this
# build is above 16 MiB (16,777,216 bytes), issue 31's limit.
#   benchmarks/binary.sh OLDER_TESSERA [LABEL]
# OLDER_TESSERA: a `swift build -c release --static-swift-stdlib --product tessera` (with
# `-Xswiftc -Osize`, as scripts/install.sh builds it, from 2026-11-27 on, and with
# `--experimental-lto-mode=full` after e2c4d71) of an earlier commit (in a worktree of it).
# LABEL names it in the table (its commit, say).
# Knobs: RUNS (3), TESSERA (this build's static release tessera, else built here), TESSERA_DEV
# (the developer tool that launches both; else this checkout's debug build: the figures are the
# child's own first-frame stamp and VmHWM, so the tool's own speed does not enter them).
set -euo pipefail
cd "$(dirname "$0")/.."
older=${1:?usage: benchmarks/binary.sh OLDER_TESSERA [LABEL]}
label=${2:-$("$older" --version 2>/dev/null || echo older build)}
runs=${RUNS:-3}
limit=16777216

tessera=${TESSERA:-}
if [ -z "$tessera" ]; then
    swift build -c release --static-swift-stdlib --product tessera -Xswiftc -Osize \
        -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors --experimental-lto-mode=full 2>&1 \
        | { grep -v "prohibited flag" || true; } | tail -n 1
    tessera=.build/release/tessera
fi
dev=${TESSERA_DEV:-}
if [ -z "$dev" ]; then
    swift build --product tessera-dev 2>&1 | { grep -v "prohibited flag" || true; } | tail -n 1
    dev=.build/debug/tessera-dev
fi
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# Both stripped as the installer strips, and given the same compiled catalogs (Chinese is one of
# the measured starts).
install -m 755 "$older" "$out/before"
install -m 755 "$tessera" "$out/after"
strip --strip-unneeded "$out/before" "$out/after"
scripts/po.sh compile "$out/locale" >/dev/null
export TESSERA_LOCALEDIR="$out/locale"
for side in before after; do
    stat -c %s "$out/$side" >"$out/$side.size"
    # Which shared libraries each asks for: Foundation's ICU would show as lib_FoundationICU.
    readelf -d "$out/$side" | sed -n 's/.*NEEDED.*\[\(.*\)\]/\1/p' | paste -sd' ' >"$out/$side.needed"
done
for run in $(seq "$runs"); do
    timeout 600 "$dev" bench app --tessera "$out/before" --json >"$out/before-$run.json"
    timeout 600 "$dev" bench app --tessera "$out/after" --json >"$out/after-$run.json"
done

python3 - "$out" "$runs" "$(git rev-parse --short HEAD)" "$label" "$limit" <<'PY'
import json, sys, statistics, re, datetime
folder, runs, commit, label, limit = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4], int(sys.argv[5])
def load(side):
    return [json.load(open(f"{folder}/{side}-{r}.json")) for r in range(1, runs + 1)]
before, after = load("before"), load("after")
size = {side: int(open(f"{folder}/{side}.size").read()) for side in ("before", "after")}
def med(data, key):
    values = [d[key] for d in data if isinstance(d.get(key), (int, float))]
    return statistics.median(values) if values else None
rows = [f"| size, static and stripped (bytes) | {size['before']:,} | {size['after']:,} | {size['after'] / size['before']:.2f} |"]
keys = [k for k in after[0] if k.startswith("app.")]
for key in keys:
    b, a = med(before, key), med(after, key)
    if b is None or a is None:
        rows.append(f"| `{key}` | {'—' if b is None else f'{b:.1f}'} | {'—' if a is None else f'{a:.1f}'} | — |")
        continue
    rows.append(f"| `{key}` | {b:.1f} | {a:.1f} | {a / b:.2f} |")
print("\n".join(rows))
verdict = "within" if size["after"] <= limit else "ABOVE"
section = f"""<!-- binary: written by benchmarks/binary.sh; do not edit by hand -->
Measured {datetime.date.today()} with `benchmarks/binary.sh` at {commit} against {label}, in the
same run (`tessera-dev bench app` on each in turn, {runs} rounds of 7 launches, medians; both
built `-c release --static-swift-stdlib` and stripped with `strip --strip-unneeded` as the
installer does; times in ms, memory in MiB). A ratio below 1 is smaller or faster than before.
This build is {verdict} the limit of {limit:,} bytes.

| measure | before | now | now / before |
|---|---|---|---|
""" + "\n".join(rows) + f"""

Shared libraries asked for, before: `{open(f"{folder}/before.needed").read().strip()}`;
now: `{open(f"{folder}/after.needed").read().strip()}`.
<!-- /binary -->"""
sys.path.insert(0, "benchmarks")
from docsection import write_section
write_section("binary", "The installed binary beside the build before", section)
if size["after"] > limit:
    sys.exit(f"error: the binary is {size['after']:,} bytes, above {limit:,}")
PY
