#!/usr/bin/env bash
# End-to-end: animation pacing in a real window under Xvfb, driven by xdotool.
#   tests/e2e/pacing.sh PATH/TO/tessera [--gpu]
# 2048 moves are played with animations on, each key once the window has settled after the last
# one; the app writes what it presented to TESSERA_FRAME_LOG at exit. Checks, through the window
# surface and the GPU texture path, none of which depends on how fast the machine is:
# - every move is animated and settles: one animation of two frames or more per saved move;
# - frames are never faster than the display's refresh;
# - the last frame drawn is the end state: the board on screen is the saved position's, drawn
#   without a window;
# - nothing is drawn while idle: the frames outside animations are a handful (the first frame),
#   however long the waits between keys took.
# The frame rate and CPU cost while animating are speed figures: benchmarks/pacing.sh.
set -uo pipefail
source "$(dirname "$0")/lib.sh"

e2e_start 1280x800
echo '{"theme":"dark","animations":true,"windowWidth":1024,"windowHeight":720}' \
    >"$XDG_CONFIG_HOME/tessera/settings.json"
# awk arithmetic: `check EXPR` succeeds when EXPR holds.
check() { awk "BEGIN { exit !($1) }"; }
field() { awk -v k="$1" '$1 == k { print $2 }' "$2"; }
save="$XDG_DATA_HOME/tessera/2048.json"
cursor_in() { grep -o '"cursor":[0-9]*' "$save" 2>/dev/null | head -n 1 | cut -d: -f2; }

keys=(Left Up Right Down Left Up Right Down Left Up Right Down)
for path in surface gpu; do
    log="$work/frames-$path.log"
    extra=()
    [ $path = gpu ] && extra=(--gpu)
    rm -rf "$XDG_DATA_HOME"
    TESSERA_FRAME_LOG="$log" "$bin" play 2048 --seed 1 "${extra[@]}" &
    app=$!
    wid=$(window_id)
    settled "$wid" || fail "$path: the window settles"
    for key in "${keys[@]}"; do
        before=$(cursor_in)
        xdotool key --window "$wid" "$key"
        # A move is saved as it starts; a key that moves nothing is let go after 3 s.
        for _ in $(seq 30); do [ "$(cursor_in)" != "$before" ] && break; sleep 0.1; done
        settled "$wid" || fail "$path: the window settles after $key"
    done
    settled "$wid" "$work/$path-last.png"
    moves=$(cursor_in)
    kill -TERM $app
    wait $app
    if [ ! -s "$log" ]; then
        fail "$path: the frame log was written"
        continue
    fi
    refresh=$(field refresh_hz "$log")
    fps=$(field animated_fps "$log")
    frames=$(field frames "$log")
    animations=$(field animations "$log")
    intervals=$(field animated_intervals "$log")
    idle=$((frames - intervals - animations))
    echo "    $path: $moves moves, $animations animations, $frames frames ($idle outside animations)," \
        "$fps frames/s while animating (display ${refresh} Hz)"
    [ "${moves:-0}" -ge 4 ] && [ "$animations" = "$moves" ] \
        && pass "$path: every move animated and settled ($animations animations for $moves moves)" \
        || fail "$path: every move animated and settled ($animations animations for ${moves:-no} moves)"
    check "$refresh > 0 && $fps <= $refresh" \
        && pass "$path: frames never faster than the display ($fps frames/s at $refresh Hz)" \
        || fail "$path: frames never faster than the display ($fps frames/s at $refresh Hz)"
    [ "$idle" -le 3 ] && pass "$path: nothing drawn while idle ($idle frames outside animations)" \
        || fail "$path: nothing drawn while idle ($idle frames outside animations)"
    # The end state on screen is the saved position's, drawn without a window (the board only:
    # the panel's "+N" is not part of a save).
    "$bin" screenshot 2048 --saved --size "$(identify -format '%wx%h' "$work/$path-last.png")" \
        -o "$work/$path-headless.png"
    read -r w h < <(identify -format '%w %h' "$work/$path-last.png")
    for f in last headless; do
        convert "$work/$path-$f.png" -crop "$((w * 64 / 100))x${h}+0+0" +repage "$work/$path-$f-board.png"
    done
    d=$(differing "$work/$path-last-board.png" "$work/$path-headless-board.png")
    [ -n "$d" ] && [ "$d" -le 50 ] && pass "$path: the last frame is the end state ($d pixels differ)" \
        || fail "$path: the last frame is the end state (${d:-?} pixels differ)"
done

e2e_finish pacing
