#!/usr/bin/env bash
# End-to-end: the 2048 coach in the real window under Xvfb, driven by xdotool.
#   tests/e2e/coach.sh PATH/TO/tessera
# Checks (each waits for a condition, with a generous bound; none waits a fixed time or asserts
# a duration): Shift+A starts auto-play and its moves are saved one after another (the save's
# move cursor climbs to 4) while the window's picture changes; a key stops it and Ctrl+Z then
# takes back exactly the coach's last move: the save's cursor is one short of its history (the
# move kept for redo), the position is the one saved at that cursor during auto-play (same
# history, same board drawn), and nothing is played after it up to the quit (a move would drop
# the redo); Ctrl+Q exits 0.
set -uo pipefail
source "$(dirname "$0")/lib.sh"

e2e_start 1280x800
e2e_settings light
save="$XDG_DATA_HOME/tessera/2048.json"

capture() { xwd -silent -id "$1" | convert xwd:- "$2"; }
image_hash() { convert "$1" rgb:- | md5sum | cut -d' ' -f1; }
cursor_in() { grep -o '"cursor":[0-9]*' "$1" 2>/dev/null | head -n 1 | cut -d: -f2; }
moves_in() { grep -o '"moves":"[^"]*"' "$1" 2>/dev/null | head -n 1 | cut -d'"' -f4; }
# The board of a saved game, drawn without a window (the panel's "+N" is not part of a save).
board_of() {
    local data=$1 out=$2
    XDG_DATA_HOME="$data" "$bin" screenshot 2048 --saved --theme light --size 1024x720 -o "$out.full.png"
    convert "$out.full.png" -crop "$((1024 * 64 / 100))x720+0+0" +repage "$out"
}

"$bin" play 2048 --seed 1 --software &
app=$!
wid=$(window_id)
[ -n "$wid" ] && wait_name "$wid" "Tessera — 2048" && pass "2048 opens" || fail "2048 opens (name: $(name_of "$wid"))"
settled "$wid" "$work/before.png" || fail "the window settles before auto-play"

# Every save auto-play writes is kept by its cursor, until the undo below is seen.
mkdir -p "$work/saves"
(
    while [ ! -e "$work/stop-keeping" ]; do
        if cp "$save" "$work/saves/next.json" 2>/dev/null; then
            c=$(cursor_in "$work/saves/next.json")
            [ -n "$c" ] && mv "$work/saves/next.json" "$work/saves/at-$c.json"
        fi
        sleep 0.05
    done
) &
keeper=$!

xdotool key --window "$wid" shift+a
moved=no
for _ in $(seq 600); do [ "$(cursor_in "$save")" -ge 4 ] 2>/dev/null && moved=yes && break; sleep 0.1; done
[ $moved = yes ] && pass "Shift+A plays moves that are saved (cursor $(cursor_in "$save"))" \
    || fail "Shift+A plays moves that are saved (cursor $(cursor_in "$save"))"
capture "$wid" "$work/playing.png"
[ "$(image_hash "$work/before.png")" != "$(image_hash "$work/playing.png")" ] \
    && pass "the board on screen changed" || fail "the board on screen changed"

# A key stops auto-play; Ctrl+Z then takes back the last move, keeping it to redo: the cursor
# ends one short of the history.
xdotool key --window "$wid" space ctrl+z
undone=no
for _ in $(seq 100); do
    c=$(cursor_in "$save") m=$(moves_in "$save")
    [ -n "$c" ] && [ "$c" -eq $((${#m} - 1)) ] && undone=yes && break
    sleep 0.1
done
touch "$work/stop-keeping"
wait $keeper
cp "$save" "$work/undone.json"
c=$(cursor_in "$work/undone.json") m=$(moves_in "$work/undone.json")
[ $undone = yes ] && pass "Ctrl+Z after the key undoes one move ($c of ${#m} moves, the last kept to redo)" \
    || fail "Ctrl+Z after the key undoes one move (cursor ${c:-none} of ${#m} moves)"
# The position is the one auto-play saved at that cursor: the same moves up to it, the same board.
earlier="$work/saves/at-$c.json"
if [ -f "$earlier" ]; then
    e=$(moves_in "$earlier")
    [ "${m:0:$c}" = "${e:0:$c}" ] && pass "the history up to the undone move is the one played" \
        || fail "the history up to the undone move is the one played ($e vs $m)"
    mkdir -p "$work/data-earlier/tessera" "$work/data-undone/tessera"
    cp "$earlier" "$work/data-earlier/tessera/2048.json"
    cp "$work/undone.json" "$work/data-undone/tessera/2048.json"
    board_of "$work/data-earlier" "$work/earlier-board.png"
    board_of "$work/data-undone" "$work/undone-board.png"
    d=$(differing "$work/earlier-board.png" "$work/undone-board.png")
    [ "$d" = 0 ] && pass "the board after Ctrl+Z is the one before the undone move" \
        || fail "the board after Ctrl+Z is the one before the undone move (${d:-?} pixels differ)"
else
    fail "a save at cursor ${c:-none} was seen during auto-play ($(ls "$work/saves" | tr '\n' ' '))"
fi

xdotool key --window "$wid" ctrl+q 2>/dev/null
status=1
for _ in $(seq 100); do
    if ! kill -0 "$app" 2>/dev/null; then
        wait "$app"
        status=$?
        break
    fi
    sleep 0.1
done
[ "$status" -eq 0 ] && pass "Ctrl+Q exits 0" || fail "Ctrl+Q exits 0 (status $status)"
cmp -s "$save" "$work/undone.json" && pass "no move was played after the key, up to the quit" \
    || fail "no move was played after the key, up to the quit (the save changed: cursor $(cursor_in "$save") of $(moves_in "$save"))"

e2e_finish "coach e2e"
