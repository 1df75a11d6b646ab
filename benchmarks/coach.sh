#!/usr/bin/env bash
# How strong the 2048 coach is and what a move costs, for this build and an older one in the same
# run: GAMES seeded 4×4 games each (game k uses seed SEED+k−1, `tessera 2048 autoplay --games 1
# --seed S`), played JOBS at a time, one game per core (`taskset`), the two builds taking turns a
# block of JOBS games at a time, so both see the machine as it is. Writes benchmarks/coach.json
# and the section between the "coach" markers of docs/performance.md: the share of games that
# reached each tile from 2048 up, the median score, the CPU per move (the median of the games'
# medians, and the mean: each process's user + system time over its moves) and the targets.
#   benchmarks/coach.sh OLDER_TESSERA [LABEL]
# OLDER_TESSERA: a release `tessera` of an earlier commit; LABEL names it (its commit).
# Knobs: GAMES (100), SEED (1), JOBS (the cores: nproc), TESSERA (this build's release tessera,
#   else built here), NOW_COMMIT (the commit this build was made from: HEAD), OUT
#   (benchmarks/coach.json), DOC (docs/performance.md), GAME_TIMEOUT (seconds one game may take:
#   7200), RESUME (1: go on with the run OUT holds when it was made with the same builds, seed and
#   GAMES, playing only the seeds it lacks; a 100-game run takes longer than one sitting).
# A game takes one to four minutes of one core on a 2020s machine; 100 games of each build on
# two cores is about three hours.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$BENCH_ROOT"
older=${1:?usage: benchmarks/coach.sh OLDER_TESSERA [LABEL]}
[ -x "$older" ] || { echo "error: $older is not executable" >&2; exit 2; }
label=${2:-$("$older" --version 2>/dev/null || echo older build)}
GAMES="${GAMES:-100}"
SEED="${SEED:-1}"
JOBS="${JOBS:-$(nproc)}"
GAME_TIMEOUT="${GAME_TIMEOUT:-7200}"
[[ "$GAMES" =~ ^[1-9][0-9]{0,3}$ ]] || { echo "error: GAMES must be a whole number from 1 to 9999, not '$GAMES'" >&2; exit 2; }
[[ "$SEED" =~ ^[0-9]{1,18}$ ]] || { echo "error: SEED must be a whole number, not '$SEED'" >&2; exit 2; }
[[ "$JOBS" =~ ^[1-9][0-9]{0,2}$ ]] || { echo "error: JOBS must be a whole number from 1, not '$JOBS'" >&2; exit 2; }
[[ "$GAME_TIMEOUT" =~ ^[1-9][0-9]{0,5}$ ]] || { echo "error: GAME_TIMEOUT must be whole seconds, not '$GAME_TIMEOUT'" >&2; exit 2; }
need taskset util-linux
tessera=$(tessera_binary)
machine >&2
echo "this build $tessera; older $older ($label); $GAMES games from seed $SEED, $JOBS at a time" >&2

python3 - "$tessera" "$older" "$label" "$GAMES" "$SEED" "$JOBS" "$GAME_TIMEOUT" \
    "${NOW_COMMIT:-$(git rev-parse --short HEAD)}" "${OUT:-benchmarks/coach.json}" "${DOC:-docs/performance.md}" \
    "${RESUME:-0}" <<'PY'
import datetime, json, os, re, statistics, subprocess, sys
sys.path.insert(0, "benchmarks")
from docsection import write_section

tessera, older, label, games, seed, jobs, timeout, commit, out, doc, resume = sys.argv[1:12]
games, seed, jobs, timeout = int(games), int(seed), int(jobs), int(timeout)
cores = sorted(os.sched_getaffinity(0))
line = re.compile(r"largest tile (\d+), score (\d+), (\d+) moves, median ([0-9.]+) ms")
tiles = (2048, 4096, 8192, 16384, 32768, 65536)


def play(binary, seeds):
    """One game per seed, at once, each on a core of its own; their results in seed order."""
    running = {}
    for index, game_seed in enumerate(seeds):
        core = cores[index % len(cores)]
        command = ["taskset", "-c", str(core), "timeout", str(timeout), binary, "2048", "autoplay",
                   "--games", "1", "--seed", str(game_seed)]
        child = subprocess.Popen(command, stdout=subprocess.PIPE, stdin=subprocess.DEVNULL)
        running[child.pid] = (game_seed, child)
    results = {}
    while running:
        pid, status, usage = os.wait4(-1, 0)
        if pid not in running:
            continue
        game_seed, child = running.pop(pid)
        text = child.stdout.read().decode(errors="replace")
        found = line.search(text)
        result = {"seed": game_seed, "cpu_s": usage.ru_utime + usage.ru_stime,
                  "status": os.waitstatus_to_exitcode(status)}
        if found and result["status"] == 0:
            result.update(largest_tile=int(found[1]), score=int(found[2]), moves=int(found[3]),
                          median_ms=float(found[4]))
        results[game_seed] = result
    return [results[s] for s in seeds]


def summarize(results):
    finished = [r for r in results if "largest_tile" in r]
    if not finished:
        return {"games": 0, "failed": len(results)}
    moves = sum(r["moves"] for r in finished)
    return {
        "games": len(finished), "failed": len(results) - len(finished),
        "reached": {str(t): sum(r["largest_tile"] >= t for r in finished) / len(finished) for t in tiles},
        "median_score": statistics.median(r["score"] for r in finished),
        "median_moves": statistics.median(r["moves"] for r in finished),
        "move_ms_median_of_games": statistics.median(r["median_ms"] for r in finished),
        "move_cpu_ms_mean": 1e3 * sum(r["cpu_s"] for r in finished) / moves if moves else None,
    }


def share(summary, tile):
    value = summary.get("reached", {}).get(str(tile))
    return "—" if value is None else f"{100 * value:.0f} %"


def row(name, summary):
    if not summary.get("games"):
        return f"| {name} | 0 ({summary.get('failed', 0)} failed) |" + " — |" * 9
    shares = " | ".join(share(summary, t) for t in tiles)
    return (f"| {name} | {summary['games']} | {shares} | {summary['median_score']:,.0f} | "
            f"{summary['move_ms_median_of_games']:.2f} | {summary['move_cpu_ms_mean']:.2f} |")


cpu = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")), "unknown CPU")
machine = f"{os.cpu_count()} cores ({cpu})"


def write(played, loads, sittings):
    """benchmarks/coach.json and the document's section from the games played so far: written
    after every block, so a run stopped early still leaves its figures, with their count."""
    now, before = summarize(played["this"]), summarize(played["older"])
    date = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    sittings[-1].update(end=date, games=len(played["this"]))
    count = len(played["this"])
    report = {"date": date, "machine": machine, "commit": commit, "older": label, "games": count,
              "games_asked": games, "first_seed": seed, "jobs": jobs,
              "sittings": sittings, "loads": loads, "this": now, "older_build": before, "per_game": played}
    with open(out, "w") as file:
        json.dump(report, file, indent=1)
        file.write("\n")
    judged = now.get("games", 0) >= 100
    reached = now.get("reached", {})
    median = now.get("move_ms_median_of_games")
    targets = [
        ("16384 reached", "≥ 90 %", share(now, 16384), reached.get("16384", 0) >= 0.9),
        ("32768 reached", "≥ 30 %", share(now, 32768), reached.get("32768", 0) >= 0.3),
        ("CPU per move, median of the games' medians", "≤ 10 ms",
         "—" if median is None else f"{median:.2f} ms", median is not None and median <= 10),
    ]
    verdict = lambda ok: ("yes" if ok else "**no**") if judged else f"not judged ({now.get('games', 0)} games)"
    when = date if len(sittings) == 1 else (
        f"in {len(sittings)} sittings, " + "; ".join(
            f"{s['start'] + ' ' if s['start'] else ''}to {s['end']} on {s['machine']} (to game {s['games']})"
            for s in sittings) + ",")
    section = f"""<!-- coach: written by benchmarks/coach.sh; do not edit by hand -->
Measured {when} with `benchmarks/coach.sh` at {commit} beside {label}, on {machine}:
{count} games of each build (of {games} asked; `tessera 2048 autoplay --games 1 --seed S`, S from
{seed}), {jobs} at a time, one per core, the builds taking turns a block at a time; load average
{min(loads):.2f}–{max(loads):.2f}. The median CPU per move is the median of the games' own medians:
`autoplay` times each search on its thread's CPU clock (builds older than this script on the wall
clock, here on a core of their own). The mean is each game's user + system time over its moves.
Every game's figures are in [benchmarks/coach.json](../benchmarks/coach.json).

| build | games | 2048 | 4096 | 8192 | 16384 | 32768 | 65536 | median score | CPU per move, median (ms) | CPU per move, mean (ms) |
|---|---|---|---|---|---|---|---|---|---|---|
{row(f"this build ({commit})", now)}
{row(label, before)}

| target (issue 35, over 100 games) | target | measured | met |
|---|---|---|---|
""" + "\n".join(f"| {name} | {goal} | {value} | {verdict(ok)} |" for name, goal, value, ok in targets) + """
<!-- /coach -->"""
    write_section("coach", "The 2048 coach over many games", section, doc)
    return now, before


played = {"this": [], "older": []}
loads = []
sittings = []
if resume == "1" and os.path.exists(out):
    with open(out) as file:
        earlier = json.load(file)
    same = (earlier.get("commit"), earlier.get("older"), earlier.get("first_seed"), earlier.get("games_asked")) == (
        commit, label, seed, games)
    if not same:
        sys.exit(f"error: {out} holds a run of other builds, seeds or GAMES; RESUME=1 goes on only with the same ones")
    done = min(len(earlier["per_game"]["this"]), len(earlier["per_game"]["older"]))
    played = {side: earlier["per_game"][side][:done] for side in ("this", "older")}
    # A run written before sittings were recorded kept only its load's range and its last date.
    loads = earlier.get("loads") or earlier.get("load") or []
    sittings = earlier.get("sittings") or [
        {"start": None, "end": earlier["date"], "machine": earlier["machine"], "games": done}]
    print(f"coach: going on after {done} games of each build", file=sys.stderr)
sittings.append({"start": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
                 "machine": machine, "games": len(played["this"])})
now, before = summarize(played["this"]), summarize(played["older"])
for start in range(seed + len(played["this"]), seed + games, jobs):
    block = list(range(start, min(start + jobs, seed + games)))
    # The older build first in odd blocks, this one first in even ones.
    order = ("older", "this") if (start - seed) // jobs % 2 == 0 else ("this", "older")
    for side in order:
        played[side] += play(tessera if side == "this" else older, block)
    loads.append(float(open("/proc/loadavg").read().split()[0]))
    print(f"coach: {len(played['this'])} of {games} games", file=sys.stderr)
    now, before = write(played, loads, sittings)
print(row(f"this build ({commit})", now))
print(row(label, before))
PY
