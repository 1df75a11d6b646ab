#!/usr/bin/env bash
# The frame rate and CPU cost of 2048's animations in a real window under Xvfb, through the
# window surface and the GPU texture path: a speed figure, so a benchmark and not a test
# (tests/e2e/pacing.sh checks what does not depend on speed: every move animated and settled,
# never faster than the display, nothing drawn while idle, the end state drawn).
# $MOVES moves are played with animations on, one every 0.45 s; the app writes what it presented
# to TESSERA_FRAME_LOG at exit. Prints one JSON object per path on standard output:
#   {"path":…,"refresh_hz":…,"animated_fps":…,"fps_of_refresh":…,"animations":…,"moves":…,
#    "cpu_seconds_per_animated_second":…}
# fps_of_refresh is the share of the display's rate reached while animating (1.0: every refresh).
#
# Usage: benchmarks/pacing.sh        (builds tessera -c release unless TESSERA is set)
#   MOVES=24  TESSERA=path/to/release/tessera
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

MOVES="${MOVES:-24}"
need Xvfb xvfb xdotool xdotool
TESSERA="$(tessera_binary)"
work="$(mktemp -d /tmp/bench-pacing.XXXXXX)"
xvfb=""
trap '[ -n "$xvfb" ] && kill "$xvfb" 2>/dev/null; rm -rf "$work"' EXIT

Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3>"$work/display" >/dev/null 2>&1 &
xvfb=$!
for _ in $(seq 100); do [ -s "$work/display" ] && break; sleep 0.1; done
export DISPLAY=":$(head -n 1 "$work/display")"
export XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config"
mkdir -p "$XDG_CONFIG_HOME/tessera"
echo '{"theme":"dark","animations":true,"windowWidth":1024,"windowHeight":720}' \
    >"$XDG_CONFIG_HOME/tessera/settings.json"
hz=$(getconf CLK_TCK)
ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }
field() { awk -v k="$1" '$1 == k { print $2 }' "$2"; }

machine >&2
for path in surface gpu; do
    log="$work/frames-$path.log"
    extra=()
    [ $path = gpu ] && extra=(--gpu)
    rm -rf "$XDG_DATA_HOME"
    TESSERA_FRAME_LOG="$log" timeout 300 "$TESSERA" play 2048 --seed 1 "${extra[@]}" &
    app=$!
    wid=$(xdotool search --sync --onlyvisible --class tessera | head -n 1)
    pid=$(pgrep -P $app)
    sleep 1
    before=$(ticks $pid)
    keys=(Left Up Right Down)
    for i in $(seq 0 $((MOVES - 1))); do
        xdotool key --window "$wid" "${keys[$((i % 4))]}"
        sleep 0.45
    done
    after=$(ticks $pid)
    kill -TERM $app
    wait $app || true
    refresh=$(field refresh_hz "$log")
    fps=$(field animated_fps "$log")
    seconds=$(field animated_seconds "$log")
    animations=$(field animations "$log")
    awk -v p=$path -v r="$refresh" -v f="$fps" -v s="$seconds" -v a="$animations" -v m="$MOVES" \
        -v t=$((after - before)) -v hz="$hz" 'BEGIN {
            printf "{\"path\":\"%s\",\"refresh_hz\":%s,\"animated_fps\":%s,\"fps_of_refresh\":%.3f,", p, r, f, (r > 0) ? f / r : 0
            printf "\"animations\":%s,\"moves\":%s,\"cpu_seconds_per_animated_second\":%.3f}\n", a, m, (s > 0) ? t / hz / s : 0
        }'
done
