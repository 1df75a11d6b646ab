#!/usr/bin/env bash
# Whether Tessera's memory stays flat while it is played: this build and an older one, each in a
# real window under its own Xvfb, are given the same input for DURATION seconds — first a tour
# (each game in each language and theme with its help, menu and a hint, a printout, the zoom's
# steps), then random keys, clicks, resizes, zoom (Ctrl+plus, Ctrl+minus, Ctrl+0), theme and
# language switches on the title and every game in turn — each event sent to one window then the
# other, so both see the same play on the same machine. Every INTERVAL seconds both windows are
# put back to 1024×720 (the frame is part of the resident memory, and a larger window holds a
# larger one) and their VmRSS read (the lowest of three readings half a second apart); the two
# samples the growth is read from are taken on the title in English, the dark theme and zoom
# 100 %, as the tour leaves it. The table (RSS after the first minute, at the end, growth = end −
# first minute, and the highest sample) is written into the section between the "memory"
# markers of docs/performance.md.
#   benchmarks/memory.sh OLDER_TESSERA [LABEL]
# OLDER_TESSERA: a `swift build -c release --product tessera` of an earlier commit (in a worktree
# of it). LABEL names it in the table (its commit, say).
# Knobs: DURATION (1800 s), INTERVAL (5 s), IDLE (6 s left alone before the two samples
# compared), SEED (1: the same events for the same seed), PAUSE (seconds between events; 0, as
# fast as xdotool sends them), TESSERA (this build's release tessera, else built here), NOW_LABEL (this build's name in the table: "this build"),
# NOW_COMMIT (the commit this build was made from: HEAD), SAMPLES (a folder to keep each build's samples in: "seconds VmRSS RssAnon", KiB, and its
# /proc/PID/smaps at the two samples compared, SIDE-SECONDS.smaps), DOC (the document the table
# is written into: docs/performance.md).
set -euo pipefail
cd "$(dirname "$0")/.."
source benchmarks/common.sh
older=${1:?usage: benchmarks/memory.sh OLDER_TESSERA [LABEL]}
label=${2:-$("$older" --version 2>/dev/null || echo older build)}
duration=${DURATION:-1800}
interval=${INTERVAL:-5}
pause=${PAUSE:-0}
[ "$duration" -ge 90 ] || { echo "error: DURATION must be at least 90 s (the first minute is the baseline)" >&2; exit 2; }
need Xvfb xvfb xdotool xdotool xdpyinfo x11-utils
tessera=$(tessera_binary)
work=$(mktemp -d)
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    wait 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

# One side: its own Xvfb (a screen larger than the largest resize), home, data and config
# folders (Sudoku's Print… writes into the home's documents folder: never the machine's own),
# settings (dark theme, animations off, 1024×720), and the window, kept in pid[SIDE],
# window[SIDE] and display[SIDE].
declare -A pid window display
start_side() {
    local side=$1 binary=$2 folder="$work/$1"
    mkdir -p "$folder/config/tessera" "$folder/data" "$folder/home"
    mkdir -m 700 "$folder/runtime"
    echo '{"theme":"dark","animations":false,"windowWidth":1024,"windowHeight":720}' \
        >"$folder/config/tessera/settings.json"
    Xvfb -displayfd 3 -screen 0 1600x1200x24 -nolisten tcp 3>"$folder/display" >/dev/null 2>&1 &
    pids+=($!)
    for _ in $(seq 100); do [ -s "$folder/display" ] && break; sleep 0.1; done
    display[$side]=":$(head -n 1 "$folder/display")"
    for _ in $(seq 50); do DISPLAY=${display[$side]} xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done
    DISPLAY=${display[$side]} HOME="$folder/home" XDG_CONFIG_HOME="$folder/config" \
        XDG_DATA_HOME="$folder/data" XDG_RUNTIME_DIR="$folder/runtime" LANGUAGE=en LANG=C.UTF-8 \
        "$binary" --software >"$folder/log" 2>&1 &
    pid[$side]=$!
    pids+=("${pid[$side]}")
    # 30 s: on a loaded machine a static, fully optimised build has taken more than 10.
    for _ in $(seq 300); do
        window[$side]=$(DISPLAY=${display[$side]} xdotool search --onlyvisible --pid "${pid[$side]}" 2>/dev/null | head -n 1) || true
        [ -n "${window[$side]}" ] && return 0
        sleep 0.1
    done
    echo "error: no window from $binary" >&2
    exit 2
}

start_side before "$older"
start_side after "$tessera"
sides=(before after)

# The same xdotool command for both windows, one after the other.
both() {
    local side
    for side in "${sides[@]}"; do
        DISPLAY=${display[$side]} xdotool "$1" --window "${window[$side]}" "${@:2}" 2>/dev/null || true
    done
}
resize() {
    local side
    for side in "${sides[@]}"; do
        DISPLAY=${display[$side]} xdotool windowsize "${window[$side]}" "$1" "$2" 2>/dev/null || true
    done
}
# Stops the run when a window has closed, naming it and printing the end of its output (the
# work folder goes with the run).
check_alive() {
    local side closed=0
    for side in "${sides[@]}"; do
        kill -0 "${pid[$side]}" 2>/dev/null && continue
        echo "error: the $side window (pid ${pid[$side]}) closed at $1 s; the end of its output:" >&2
        tail -n 20 "$work/$side/log" >&2
        closed=1
    done
    [ "$closed" = 0 ] || exit 1
}
# A side's language, theme and zoom as its settings file holds them (the window saves every
# change as it is made): "en dark 1" when the language follows the environment (English here).
look() {
    python3 -c 'import json, sys
s = json.load(open(sys.argv[1]))
print(s.get("language") or "en", s.get("theme", "dark"), float(s.get("zoom", 1)))' \
        "$work/$1/config/tessera/settings.json" 2>/dev/null || echo unknown
}
# Puts a side's title screen back in English, the dark theme and zoom 100 %, as the tour left it:
# a language, a theme or a zoom level shows other fonts, glyphs and masks, which is the screen
# on show, not what the session kept.
settle() {
    local side=$1 key _
    for _ in $(seq 8); do
        case "$(look "$side")" in
            "en dark 1.0") return 0 ;;
            en\ dark\ *) key=ctrl+0 ;;
            en\ *) key=t ;;
            *) key=shift+l ;;
        esac
        DISPLAY=${display[$side]} xdotool key --window "${window[$side]}" "$key" 2>/dev/null || true
        sleep 0.5
    done
    echo "warning: $side did not settle (settings: $(look "$side"))" >&2
}

# Keys some screen answers (the games' own, undo and redo, New game, help, the zoom, and on the
# title the theme and language). Left out: Ctrl+Q and F10 (the menu, whose last entry quits),
# F11 (full screen would hold the window's size).
keys=(Up Down Left Right Return space Escape BackSpace Delete Tab ctrl+z ctrl+shift+z ctrl+y n h r s w a d m b
    f p c o e i x g k j l t shift+t shift+a shift+p 1 2 3 4 5 6 7 8 9 0 minus plus bracketleft bracketright
    shift+bracketleft shift+bracketright period question F1 ctrl+question ctrl+plus ctrl+minus ctrl+0 shift+l
    t shift+l ctrl+plus ctrl+equal ctrl+minus)
width=1024
height=720
# A click anywhere but where a quit is within reach: the header's right end (☰, whose menu ends
# with Quit) and the title's footer's right end (Quit, ✕).
click() {
    local x y
    while :; do
        x=$((RANDOM % width))
        y=$((RANDOM % height))
        if [ $((x * 100)) -ge $((width * 55)) ] && { [ "$y" -lt 140 ] || [ "$y" -ge $((height - 160)) ]; }; then
            continue
        fi
        break
    done
    both mousemove "$x" "$y" click 1
}

RANDOM=${SEED:-1}
echo "memory: $duration s, a sample every $interval s, seed ${SEED:-1}" >&2
machine >&2
start=$EPOCHSECONDS
# First a tour: each game in each language and theme with its help, its menu and a hint (Shift+H:
# 2048's coach builds its move tables once per process), a printout in each language, and the
# zoom's steps, so that what every screen needs is loaded within the first minute; what random
# play adds after it is then what the session keeps, not code, tables and fonts loaded once.
tour() {
    local language theme game
    for language in 1 2 3; do
        both key Escape Escape shift+l
        for theme in 1 2 3; do
            both key Escape Escape t
            for game in 1 2 3 4; do
                both key Escape Escape "$game" Right Down Return space n h shift+h Escape F1 Escape F10 Escape
            done
        done
        # Sudoku's Print… (P in its new-game dialog): the PDF's drawing library and the fonts it
        # embeds are mapped by the first print and stay.
        both key Escape Escape 1 n p Escape
        both key Escape Escape ctrl+plus ctrl+plus ctrl+plus ctrl+minus ctrl+minus ctrl+minus ctrl+minus ctrl+0
    done
}
tour
next=0
events=0
: >"$work/before.samples"
: >"$work/after.samples"
while :; do
    elapsed=$((EPOCHSECONDS - start))
    check_alive "$elapsed"
    if [ "$elapsed" -ge "$next" ]; then
        width=1024
        height=720
        resize "$width" "$height"
        # The two samples the growth is read from (the first after a minute, and the last) are
        # taken on the title in English, the dark theme and zoom 100 % (settle), left alone for
        # IDLE seconds (6): a game on screen holds what it
        # needs while it is played (four in a row's 8 MiB table until the round ends), and a
        # window hands freed memory back once it is idle (Tessera within 5 s of its last
        # frame), which is not what the session keeps.
        if { [ "$elapsed" -ge 60 ] && [ -z "${baseline:-}" ]; } || [ "$elapsed" -ge "$duration" ]; then
            both key Escape Escape
            for side in "${sides[@]}"; do settle "$side"; done
            sleep "${IDLE:-6}"
            baseline=$elapsed
            # Where the memory is, mapping by mapping, for SAMPLES.
            for side in "${sides[@]}"; do cp "/proc/${pid[$side]}/smaps" "$work/$side-$elapsed.smaps" 2>/dev/null || true; done
        fi
        # The lowest of three readings half a second apart: a reply being computed at that
        # moment (a Tic-tac-toe search holds a 6 MiB table for a fraction of a second) is not
        # memory the session keeps.
        for side in "${sides[@]}"; do : >"$work/$side.readings"; done
        for _ in 1 2 3; do
            sleep 0.5
            check_alive "$elapsed"
            for side in "${sides[@]}"; do
                awk '/^VmRSS/ { rss = $2 } /^RssAnon/ { anon = $2 } END { print rss, anon }' \
                    "/proc/${pid[$side]}/status" >>"$work/$side.readings"
            done
        done
        for side in "${sides[@]}"; do
            sort -n "$work/$side.readings" | head -n 1 | sed "s/^/$elapsed /" >>"$work/$side.samples"
        done
        [ "$elapsed" -ge "$duration" ] && break
        next=$((next + interval))
        continue
    fi
    roll=$((RANDOM % 100))
    if [ "$roll" -lt 3 ]; then
        width=$((240 + RANDOM % 1300))
        height=$((200 + RANDOM % 950))
        resize "$width" "$height"
    elif [ "$roll" -lt 40 ]; then
        click
    elif [ "$roll" -lt 46 ]; then
        # Back to the title and into a game, so that every game is played in turn.
        both key Escape Escape $((1 + RANDOM % 4))
    else
        both key "${keys[RANDOM % ${#keys[@]}]}"
    fi
    events=$((events + 1))
    [ "$pause" = 0 ] || sleep "$pause"
done
echo "events: $events" >&2
if [ -n "${SAMPLES:-}" ]; then
    mkdir -p "$SAMPLES"
    cp "$work/before.samples" "$work/after.samples" "$work"/*.smaps "$SAMPLES/"
fi

python3 - "$work" "${NOW_COMMIT:-$(git rev-parse --short HEAD)}" "$label" "$duration" "$interval" "$events" "${SEED:-1}" \
    "${NOW_LABEL:-this build}" <<'PY'
import datetime, os, sys
folder, commit, label, duration, interval, events, seed, now_label = sys.argv[1:9]
def load(side):
    return [tuple(int(v) for v in line.split()) for line in open(f"{folder}/{side}.samples") if line.strip()]
def mib(kib):
    return kib / 1024
rows, growth = [], {}
for side, name in (("before", label), ("after", f"{now_label} ({commit})")):
    samples = load(side)
    minute = next(s for s in samples if s[0] >= 60)
    end = samples[-1]
    growth[side] = mib(end[1] - minute[1])
    rows.append(
        f"| {name} | {mib(minute[1]):.1f} | {mib(end[1]):.1f} | {growth[side]:+.1f} | "
        f"{mib(max(s[1] for s in samples)):.1f} | {mib(minute[2]):.1f} → {mib(end[2]):.1f} |")
print("\n".join(rows))
load_average = open("/proc/loadavg").read().split()[:3]
section = f"""<!-- memory: written by benchmarks/memory.sh; do not edit by hand -->
Measured {datetime.date.today()} with `benchmarks/memory.sh` at {commit} against {label}: both in a
real window under Xvfb at once, the same {events} random events (seed {seed}) sent to each in turn
for {duration} s; VmRSS sampled every {interval} s (the lowest of three readings half a second
apart) with both windows put back to 1024×720; the two samples compared on the title in English,
the dark theme and zoom 100 %, after a tour of every game. Growth is the RSS at the end less the
RSS after the first minute (target: ≤ 2 MiB over 30 minutes).
Load average at the end: {" ".join(load_average)}.

| build | RSS after 1 min (MiB) | RSS at the end | growth | highest sample | anonymous, 1 min → end |
|---|---|---|---|---|---|
""" + "\n".join(rows) + """
<!-- /memory -->"""
sys.path.insert(0, "benchmarks")
from docsection import write_section
write_section("memory", "Memory over a long session", section, os.environ.get("DOC") or "docs/performance.md")
PY
