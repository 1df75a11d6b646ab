#!/usr/bin/env bash
# End-to-end: Sudoku and the system clipboard, in the real window under Xvfb, read and written
# with xclip.
#   tests/e2e/clipboard.sh PATH/TO/tessera
# Checks: E puts the puzzle's 81 characters on the CLIPBOARD selection; Ctrl+V imports a
# 9-line grid with zeros from the clipboard; a middle click in the import dialog imports the
# PRIMARY selection (a line with spaces between cells); a paste that is no puzzle is refused
# and leaves the game as it was.
set -uo pipefail
source "$(dirname "$0")/lib.sh"

e2e_start 1280x800
e2e_settings dark

clipboard() { timeout 5 xclip -o -selection clipboard 2>/dev/null; }
# Presses E and waits for the clipboard to hold 81 cells different from $1.
export_puzzle() {
    xdotool key --window "$wid" e
    for _ in $(seq 50); do
        local text
        text=$(clipboard)
        [[ "$text" =~ ^[1-9.]{81}$ && "$text" != "$1" ]] && { echo "$text"; return; }
        sleep 0.1
    done
    clipboard
}

grid=..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..
spaced=.28..95......4...33..5...49.8...79..5.......4..18...7.86...2..11...6......31..69.

"$bin" play sudoku --seed 1 --software &
app=$!
wid=$(window_id)
[ -n "$wid" ] && pass "the Sudoku window appears" || fail "the Sudoku window appears"
# No fixed waits: the window handles its input in order, so each export (E) comes after the
# keys and clicks before it, and is awaited on the clipboard.

first=$(export_puzzle "")
[[ "$first" =~ ^[1-9.]{81}$ ]] && pass "E copies the 81 characters ($first)" || fail "E copies the puzzle (got '$first')"

# Nine lines, zeros for blanks, on the clipboard; Ctrl+V on the board imports it.
for row in $(seq 0 8); do echo "${grid:$((row * 9)):9}" | tr . 0; done | xclip -selection clipboard -i 2>/dev/null
xdotool key --window "$wid" ctrl+v
got=$(export_puzzle "$first")
[ "$got" = "$grid" ] && pass "Ctrl+V imports a 9-line grid" || fail "Ctrl+V imports a 9-line grid (exported '$got')"

# A line with spaces between the cells as the primary selection; I, then a middle click.
echo "$spaced" | sed 's/./& /g' | xclip -selection primary -i 2>/dev/null
xdotool key --window "$wid" i
xdotool mousemove --window "$wid" 300 300 click 2
got=$(export_puzzle "$grid")
[ "$got" = "$spaced" ] && pass "a middle click pastes the selection into the import dialog" \
    || fail "a middle click pastes the selection (exported '$got')"

# Something that is no puzzle: refused, explained in the dialog, the game unchanged. The window
# is read back: the refusal puts a dialog over the board, and Escape gives the board back.
settled "$wid" "$work/board.png"
echo "hello, world" | xclip -selection clipboard -i 2>/dev/null
xdotool key --window "$wid" ctrl+v
changed "$wid" "$work/board.png" "$work/refused.png"
shown=$(differing "$work/board.png" "$work/refused.png")
[ "${shown:-0}" -gt 5000 ] && pass "the refused paste opens a dialog over the board ($shown px changed)" \
    || fail "the refused paste shows no dialog (${shown:-?} px changed)"
xdotool key --window "$wid" Escape
changed "$wid" "$work/refused.png" "$work/closed.png"
similar "$work/board.png" "$work/closed.png" && pass "Escape closes the refusal, the board as it was" \
    || fail "the board after Escape differs from before the paste"
# The refusal's words are an error line in the error colour, one line of text across the
# dialog; the same dialog opened with I has none.
xdotool key --window "$wid" i
changed "$wid" "$work/closed.png" "$work/plain.png"
xdotool key --window "$wid" Escape
png="python3 $(cd "$(dirname "$0")/../cli" && pwd)/png.py"
read -r count width height <<<"$($png red "$work/refused.png")"
[ "${count:-0}" -ge 300 ] && [ "${width:-0}" -ge 200 ] && [ "${height:-99}" -le 24 ] \
    && pass "the refusal explains itself in one red line ($count px, ${width}x$height)" \
    || fail "the refusal shows no red error line ($count px, ${width}x$height)"
read -r count _ <<<"$($png red "$work/plain.png")"
[ "${count:-1}" -eq 0 ] && pass "the import dialog opened with I shows no error" \
    || fail "the import dialog opened with I shows red ($count px)"
got=$(export_puzzle "hello, world")
[ "$got" = "$spaced" ] && pass "a paste that is no puzzle changes nothing" || fail "a bad paste changed the game (exported '$got')"

xdotool key --window "$wid" ctrl+q 2>/dev/null
status=0
gone $app
wait $app || status=$?
[ "$status" -eq 0 ] && pass "Ctrl+Q exits 0" || fail "Ctrl+Q exits 0 (status $status)"

e2e_finish "clipboard e2e"
