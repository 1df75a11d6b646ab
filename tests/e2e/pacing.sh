#!/usr/bin/env bash
# End-to-end: animation pacing in a real window under Xvfb, driven by xdotool.
#   tests/e2e/pacing.sh PATH/TO/tessera [--gpu]
# 2048 moves are played with animations on; the app writes what it presented to
# TESSERA_FRAME_LOG at exit (frames shown while each animation ran, their intervals, the
# display's refresh rate as SDL reports it). Checks, through the window surface and the GPU
# texture path:
# - every move animated, at the refresh rate: within 5 % of it and never above it;
# - the CPU time the process used per animated second (from /proc/PID/stat), printed with the
#   rate so runs can be compared.
set -uo pipefail
source "$(dirname "$0")/lib.sh"

e2e_start 1280x800
echo '{"theme":"dark","animations":true,"windowWidth":1024,"windowHeight":720}' \
    >"$XDG_CONFIG_HOME/tessera/settings.json"
hz=$(getconf CLK_TCK)
ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }
# awk arithmetic: `check EXPR` succeeds when EXPR holds.
check() { awk "BEGIN { exit !($1) }"; }
field() { awk -v k="$1" '$1 == k { print $2 }' "$2"; }

moves=24
for path in surface gpu; do
    log="$work/frames-$path.log"
    extra=()
    [ $path = gpu ] && extra=(--gpu)
    rm -rf "$XDG_DATA_HOME"
    TESSERA_FRAME_LOG="$log" "$bin" play 2048 --seed 1 "${extra[@]}" &
    app=$!
    wid=$(window_id)
    sleep 1
    before=$(ticks $app)
    keys=(Left Up Right Down)
    for i in $(seq 0 $((moves - 1))); do
        xdotool key --window "$wid" "${keys[$((i % 4))]}"
        sleep 0.45
    done
    after=$(ticks $app)
    kill -TERM $app
    wait $app
    if [ ! -s "$log" ]; then
        fail "$path: the frame log was written"
        continue
    fi
    refresh=$(field refresh_hz "$log")
    fps=$(field animated_fps "$log")
    seconds=$(field animated_seconds "$log")
    animations=$(field animations "$log")
    cpu=$(awk -v t=$((after - before)) -v hz="$hz" -v s="$seconds" 'BEGIN { printf "%.3f", (s > 0) ? t / hz / s : 0 }')
    echo "    $path: $animations animations, ${seconds}s animated, $fps frames/s (display ${refresh} Hz)," \
        "CPU ${cpu}s per animated second ($((after - before)) ticks)"
    check "$animations >= $moves / 2" \
        && pass "$path: the moves animated ($animations of $moves)" \
        || fail "$path: the moves animated ($animations of $moves)"
    check "$refresh > 0 && $fps >= $refresh * 0.95 && $fps <= $refresh" \
        && pass "$path: $fps frames/s while animating, within 5 % of $refresh Hz and not above" \
        || fail "$path: $fps frames/s while animating, within 5 % of $refresh Hz and not above"
done

e2e_finish pacing
