#!/usr/bin/env bash
# End-to-end: a jigsaw and a killer Sudoku chosen in the new-game dialog and solved by keyboard
# alone, in a real window under Xvfb, driven by xdotool.
#   tests/e2e/sudoku-variants.sh PATH/TO/tessera
# For each variant: N opens the dialog, the right arrow steps to the rule set, 1 takes its first
# level; once the puzzle is made (off the window's thread) the save names its shape, and its
# solution is typed in with the arrows and digit keys, as a player at the keyboard would. Checks
# the statistics (a win at the variant's own level, no hint used), the save (the shape kept)
# and that the window shows the board filled and the win.
set -uo pipefail
source "$(dirname "$0")/lib.sh"

e2e_start 1280x800
e2e_settings light

save="$XDG_DATA_HOME/tessera/sudoku.json"
stats="$XDG_DATA_HOME/tessera/statistics.json"
"$bin" play sudoku --software &
app=$!
wid=$(window_id)
settled "$wid" "$work/start.png"

# Reads the save's current game: prints "size shape-kind" (alone with "header") then the keys that solve it from no
# selection (Up selects the centre), one xdotool key name a line.
keys_for_save() {
    python3 - "$save" "${1:-}" <<'PY'
import json, sys
game = json.load(open(sys.argv[1]))["current"]["game"]
start = game["start"]
shape = start.get("shape") or {}
size = shape.get("size", 9)
boxes = [(cell // size // 3) * 3 + cell % size // 3 for cell in range(size * size)] if size == 9 else None
kind = "killer" if shape.get("cages") else ("jigsaw" if shape.get("regions", boxes) != boxes else "other")
print(size, kind)
if sys.argv[2] == "header":
    sys.exit(0)
solution, givens = start["solution"], start["givens"]
at = (size // 2) * size + size // 2
print("Up")
for cell in range(size * size):
    if givens[cell] not in ".0":
        continue
    row, col = divmod(cell, size)
    r, c = divmod(at, size)
    print(("Down\n" * (row - r) if row > r else "Up\n" * (r - row)) + ("Right\n" * (col - c) if col > c else "Left\n" * (c - col)) + solution[cell])
    at = cell
PY
}

play_variant() {
    local variant=$1 steps=$2 level=$3
    xdotool key --window "$wid" n
    sleep 0.3
    for _ in $(seq "$steps"); do xdotool key --window "$wid" Right; sleep 0.1; done
    xdotool key --window "$wid" 1
    for _ in $(seq 100); do
        [ "$(keys_for_save header 2>/dev/null)" = "9 $variant" ] && break
        sleep 0.1
    done
    local header
    header=$(keys_for_save header)
    [ "$header" = "9 $variant" ] && pass "$variant: the dialog's arrows and 1 started a $variant puzzle" \
        || fail "$variant: the dialog's arrows and 1 started a $variant puzzle (save says '$header')"
    settled "$wid" "$work/$variant-start.png"
    # shellcheck disable=SC2046
    xdotool key --window "$wid" --delay 15 $(keys_for_save | tail -n +2 | grep -v '^$')
    for _ in $(seq 100); do grep -q "\"$variant.$level\"" "$stats" 2>/dev/null && break; sleep 0.1; done
    settled "$wid" "$work/$variant-won.png"
    python3 - "$stats" "$variant" "$level" <<'PY' && pass "$variant: solved by keyboard, a win at $variant.$level without help" \
        || fail "$variant: solved by keyboard, a win at $variant.$level without help"
import json, sys
stats = json.load(open(sys.argv[1]))
history = stats["sudoku"]["history"]
last = history[-1]
ok = last.get("variant") == sys.argv[2] and last.get("level") == f"{sys.argv[2]}.{sys.argv[3]}" \
    and last.get("result") == "won" and not last.get("assisted", False)
sys.exit(0 if ok else 1)
PY
    [ "$(differing "$work/$variant-start.png" "$work/$variant-won.png")" -gt 5000 ] \
        && pass "$variant: the window shows the board filled and the win" \
        || fail "$variant: the window shows the board filled and the win"
}

# The dialog opens on the rule set being played: classic, so jigsaw is two steps on (classic,
# X, jigsaw); then jigsaw, so killer is one step on.
play_variant jigsaw 2 easy
# The win's dialog takes N for a new game as the board does.
play_variant killer 1 easy
cp "$work"/*-won.png "${E2E_KEEP:-$work}/" 2>/dev/null
xdotool key --window "$wid" ctrl+q
gone $app
e2e_finish sudoku-variants
