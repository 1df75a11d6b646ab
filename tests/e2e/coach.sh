#!/usr/bin/env bash
# End-to-end: the 2048 coach in the real window under Xvfb, driven by xdotool.
#   tests/e2e/coach.sh PATH/TO/tessera
# Checks: Shift+A starts auto-play and the board changes over a few seconds (the save file is
# rewritten move after move and the window's captures differ); a key stops it (neither the save
# nor the window changes afterwards); Ctrl+Z then undoes the coach's last move; Ctrl+Q exits 0.
set -uo pipefail
source "$(dirname "$0")/lib.sh"

e2e_start 1280x800
e2e_settings light
save="$XDG_DATA_HOME/tessera/2048.json"

capture() { xwd -silent -id "$1" | convert xwd:- "$2"; }
save_hash() { [ -f "$save" ] && md5sum <"$save" | cut -d' ' -f1 || echo none; }
image_hash() { convert "$1" rgb:- | md5sum | cut -d' ' -f1; }

"$bin" play 2048 --seed 1 --software &
app=$!
wid=$(window_id)
[ -n "$wid" ] && wait_name "$wid" "Tessera — 2048" && pass "2048 opens" || fail "2048 opens (name: $(name_of "$wid"))"
sleep 0.5
capture "$wid" "$work/before.png"

# Auto-play: sample the save file for four seconds; every move rewrites it.
xdotool key --window "$wid" shift+a
declare -A seen=()
for _ in $(seq 40); do
    seen[$(save_hash)]=1
    sleep 0.1
done
states=${#seen[@]}
echo "    $states different saves in 4 s of auto-play"
[ "$states" -ge 4 ] && pass "Shift+A plays moves that are saved ($states states)" || fail "Shift+A plays moves ($states states)"
capture "$wid" "$work/playing.png"
[ "$(image_hash "$work/before.png")" != "$(image_hash "$work/playing.png")" ] \
    && pass "the board on screen changed" || fail "the board on screen changed"

# Any key stops it: after the key nothing moves any more.
xdotool key --window "$wid" space
sleep 0.5
stopped=$(save_hash)
capture "$wid" "$work/stopped.png"
sleep 2.5
capture "$wid" "$work/later.png"
[ "$(save_hash)" = "$stopped" ] && pass "a key stops auto-play: no move saved after it" \
    || fail "a key stops auto-play (the save changed after the key)"
[ "$(image_hash "$work/stopped.png")" = "$(image_hash "$work/later.png")" ] \
    && pass "the window stays still after the key" || fail "the window stays still after the key"

# The coach's moves are ordinary moves: Ctrl+Z takes the last one back and saves.
xdotool key --window "$wid" ctrl+z
for _ in $(seq 30); do [ "$(save_hash)" != "$stopped" ] && break; sleep 0.1; done
[ "$(save_hash)" != "$stopped" ] && pass "Ctrl+Z undoes the coach's last move" || fail "Ctrl+Z undoes the coach's last move"

xdotool key --window "$wid" ctrl+q 2>/dev/null
status=1
for _ in $(seq 50); do
    if ! kill -0 "$app" 2>/dev/null; then
        wait "$app"
        status=$?
        break
    fi
    sleep 0.1
done
[ "$status" -eq 0 ] && pass "Ctrl+Q exits 0" || fail "Ctrl+Q exits 0 (status $status)"

e2e_finish "coach e2e"
