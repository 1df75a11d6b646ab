#!/usr/bin/env bash
# End-to-end: Sudoku's fill notes and pause in the real window under Xvfb, driven by xdotool.
#   tests/e2e/sudoku-depth.sh PATH/TO/tessera
# Checks, by the window's pixels (the board's part of the window: its left, under the
# header, where no clock or status text is drawn) and the save file's play time:
# - M pencils every empty cell's candidates (the board changes) and Ctrl+Z takes the fill back
#   in one step (the board returns to the same pixels);
# - Space pauses: the board's part differs from the board, and is the same pixels over two
#   different positions (nothing of the position shows); the window stays still while paused
#   (no clock ticking);
# - the clock holds while paused: the time saved at the pause and at a quit right after the
#   resume differ by no more than the time from the resume to the quit.
set -uo pipefail
source "$(dirname "$0")/lib.sh"

e2e_start 1024x720
e2e_settings dark

save="$XDG_DATA_HOME/tessera/sudoku.json"
now() { date +%s.%N; }
elapsed_in() { grep -o '"elapsed":[0-9.e+-]*' "$1" 2>/dev/null | head -n 1 | cut -d: -f2; }
check() { awk "BEGIN { exit !($1) }"; }
finish() {
    for _ in $(seq 100); do kill -0 "$1" 2>/dev/null || break; sleep 0.1; done
    wait "$1" 2>/dev/null
}
# The board's part of a capture: the left of the window under the header, up to the panel.
board() { convert "$1" -crop 660x650+0+64 +repage "$2"; }
same_board() {
    board "$1" "$work/a.png"
    board "$2" "$work/b.png"
    [ "$(differing "$work/a.png" "$work/b.png")" = 0 ]
}

"$bin" play sudoku --seed 1 --software &
app=$!
wid=$(window_id)
settled "$wid" "$work/fresh.png"
xdotool key --window "$wid" Right
changed "$wid" "$work/fresh.png" "$work/before.png"
xdotool key --window "$wid" m
changed "$wid" "$work/before.png" "$work/filled.png"
same_board "$work/before.png" "$work/filled.png" && fail "M fills the notes in" || pass "M fills the notes in"
xdotool key --window "$wid" ctrl+z
changed "$wid" "$work/filled.png" "$work/undone.png"
same_board "$work/before.png" "$work/undone.png" && pass "Ctrl+Z takes the whole fill back (same pixels)" \
    || fail "Ctrl+Z takes the whole fill back ($(differing "$work/a.png" "$work/b.png") pixels differ)"

xdotool key --window "$wid" space
changed "$wid" "$work/undone.png" "$work/paused.png"
same_board "$work/undone.png" "$work/paused.png" && fail "Space hides the board" || pass "Space hides the board"
paused_at=$(elapsed_in "$save")
sleep 3
settled "$wid" "$work/still.png"
[ "$(differing "$work/paused.png" "$work/still.png")" = 0 ] && pass "the paused window stays still for 3 s" \
    || fail "the paused window stays still for 3 s"
sent=$(now)
xdotool key --window "$wid" Right
xdotool key --window "$wid" ctrl+q 2>/dev/null
finish $app
closed=$(now)
quit_at=$(elapsed_in "$save")
check "${quit_at:-0} >= ${paused_at:-0} && ${quit_at:-0} - ${paused_at:-0} <= $closed - $sent" \
    && pass "the clock held while paused (${paused_at}s at the pause, ${quit_at}s at the quit)" \
    || fail "the clock held while paused (${paused_at:-none}s at the pause, ${quit_at:-none}s at the quit, resumed $sent, closed $closed)"

# Another position (the notes filled, another cell selected): paused, the board's part is the
# same pixels as before, so no digit, note or highlight of either position shows.
"$bin" play sudoku --software &
app=$!
wid=$(window_id)
settled "$wid" "$work/again.png"
xdotool key --window "$wid" Down m
changed "$wid" "$work/again.png" "$work/other.png"
same_board "$work/undone.png" "$work/other.png" && fail "the second position differs" \
    || pass "the second position differs"
xdotool key --window "$wid" space
changed "$wid" "$work/other.png" "$work/paused2.png"
same_board "$work/paused.png" "$work/paused2.png" && pass "paused, nothing of the position shows (same pixels)" \
    || fail "paused, nothing of the position shows ($(differing "$work/a.png" "$work/b.png") pixels differ)"
xdotool key --window "$wid" ctrl+q 2>/dev/null
finish $app

e2e_finish "sudoku-depth"
