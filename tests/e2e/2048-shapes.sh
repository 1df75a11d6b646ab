#!/usr/bin/env bash
# End-to-end: 2048 on a rectangular board in the real window under Xvfb, driven by xdotool.
#   tests/e2e/2048-shapes.sh PATH/TO/tessera
# Checks (each waits for a condition with a generous bound; none asserts a duration): from a
# 4×4 game, ] twice makes the board 4×6 and Shift+T twice plays for 512 (the save records
# both); the window shows what that saved 4×6 game renders to without a window; then, on a 4×6
# position about 30 moves short of 512 (that game's save with its board replaced: a fresh game
# needs about 300 moves, over a minute at the fastest pace), Shift+A (and Shift+P: fast) lets
# the coach play until it makes 512: the save holds the tile and the win, and the window shows
# the win dialog.
set -uo pipefail
source "$(dirname "$0")/lib.sh"

e2e_start 1280x800
e2e_settings light
save="$XDG_DATA_HOME/tessera/2048.json"

quit() {
    xdotool key --window "$wid" ctrl+q 2>/dev/null
    for _ in $(seq 100); do kill -0 "$app" 2>/dev/null || break; sleep 0.1; done
    wait "$app" 2>/dev/null
}
# One fact of the game on screen in the save: its params, its board's largest tile, its win.
fact() {
    python3 - "$save" "$1" <<'PY' 2>/dev/null
import json, sys
game = json.load(open(sys.argv[1]))["current"]["game"]
end = game["end"]
print({
    "params": "{rows}x{columns} {target}".format(**game["params"]) if "rows" in game["params"] else "square",
    "largest": max([tile["value"] for tile in end["board"]["tiles"]] + [0]),
    "won": "won" if end["won"] and not end["keepGoing"] else "playing",
}[sys.argv[2]])
PY
}
wait_fact() {
    for _ in $(seq "$3"); do [ "$(fact "$1")" = "$2" ] && return 0; sleep 0.1; done
    return 1
}

"$bin" play 2048 --seed 1 --size 4 --software &
app=$!
wid=$(window_id)
[ -n "$wid" ] && wait_name "$wid" "Tessera — 2048" && pass "2048 opens" || fail "2048 opens (name: $(name_of "$wid"))"
xdotool key --window "$wid" bracketright bracketright shift+t shift+t
wait_fact params "4x6 512" 100 && pass "] ] and Shift+T Shift+T: a 4×6 game played for 512 (saved)" \
    || fail "] ] and Shift+T Shift+T: a 4×6 game played for 512 (saved: $(fact params))"
settled "$wid" "$work/window.png"
"$bin" screenshot 2048 --saved --theme light --no-animations --size 1024x720 -o "$work/saved.png"
similar "$work/window.png" "$work/saved.png" && pass "the window draws the saved 4×6 board" \
    || fail "the window draws the saved 4×6 board"
quit

# The same game, its board (start and end alike: no move made yet) 32 points of tiles short of
# the chain of merges that makes 512.
python3 - "$save" <<'PY'
import json, sys
data = json.load(open(sys.argv[1]))
game = data["current"]["game"]
rows = [[256, 128, 64, 32, 0, 0], [0, 0, 0, 0, 0, 2], [0, 0, 0, 0, 0, 0], [0, 0, 2, 0, 0, 0]]
tiles = []
for r, line in enumerate(rows):
    for c, v in enumerate(line):
        if v:
            tiles.append({"id": len(tiles), "value": v, "row": r, "col": c})
for key in ("start", "end"):
    game[key]["board"]["tiles"] = tiles
    game[key]["board"]["nextTileID"] = len(tiles)
json.dump(data, open(sys.argv[1], "w"))
PY
"$bin" play 2048 --software &
app=$!
wid=$(window_id)
[ -n "$wid" ] && wait_name "$wid" "Tessera — 2048" || fail "2048 opens on the near-512 board"
[ "$(fact largest)" = 256 ] && pass "the 4×6 game near 512 opens" || fail "the 4×6 game near 512 opens ($(fact largest))"
settled "$wid" "$work/before.png"
xdotool key --window "$wid" shift+a shift+p
if wait_fact won won 400; then
    pass "the coach plays the 4×6 board to 512 (largest tile $(fact largest), won)"
else
    fail "the coach plays the 4×6 board to 512 (largest tile $(fact largest), $(fact won))"
fi
[ "$(fact largest)" = 512 ] && pass "the save holds the 512" || fail "the save holds the 512 ($(fact largest))"
changed "$wid" "$work/before.png" "$work/won.png"
"$bin" screenshot 2048 --saved --theme light --no-animations --size 1024x720 --texts -o "$work/won-saved.png" \
    >"$work/won-texts.txt"
grep -qx "You win!" "$work/won-texts.txt" && similar "$work/won.png" "$work/won-saved.png" \
    && pass "the window shows the win dialog" || fail "the window shows the win dialog"
quit

e2e_finish "2048-shapes e2e"
