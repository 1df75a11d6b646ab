#!/usr/bin/env bash
# End-to-end: four in a row played to a win by mouse, in a real window under Xvfb, driven by xdotool.
#   tests/e2e/four-in-a-row.sh PATH/TO/tessera
# Tic-tac-toe for two players in the settings' 1024×720 window: a click on the panel's "Four in
# a row" button, then clicks on the top cells of columns 1 and 2 in turn; each disc drops to the
# bottom, and the first player's fourth disc in column 1 wins. Checks the save (the drops landed
# at the bottom of their columns), the statistics (one win for player 1 on the 7×6 board's
# tally) and that the window shows the end.
set -uo pipefail
source "$(dirname "$0")/lib.sh"

e2e_start 1280x800
e2e_settings dark

save="$XDG_DATA_HOME/tessera/tictactoe.json"
stats="$XDG_DATA_HOME/tessera/statistics.json"
"$bin" play tictactoe --software &
app=$!
wid=$(window_id)
settled "$wid" "$work/start.png"

# Where the landscape layout puts them in a 1024×720 window: the board's button in the panel,
# and the top cell of columns 1 and 2 (a click anywhere in a column drops into it).
xdotool mousemove --window "$wid" 853 451 click 1
sleep 0.3
settled "$wid" "$work/empty.png"
column1="71 163"
column2="160 163"
for drop in 1 2 3; do
    # shellcheck disable=SC2086
    xdotool mousemove --window "$wid" $column1 click 1
    sleep 0.2
    # shellcheck disable=SC2086
    xdotool mousemove --window "$wid" $column2 click 1
    sleep 0.2
done
# shellcheck disable=SC2086
xdotool mousemove --window "$wid" $column1 click 1
for _ in $(seq 50); do grep -q '7x6.player1' "$stats" 2>/dev/null && break; sleep 0.1; done
settled "$wid" "$work/won.png"

# Moves are saved as row then column: the discs landed at rows 5, 4, 3, 2 of columns 0 and 1.
moves=$(grep -o '"moves":"[^"]*"' "$save" 2>/dev/null | head -n 1 | cut -d'"' -f4)
[ "$moves" = "50514041303120" ] && pass "each click dropped a disc to the bottom of its column ($moves)" \
    || fail "each click dropped a disc to the bottom of its column (saved '$moves')"
tr -d ' \n' <"$stats" 2>/dev/null | grep -q '"twoPlayers.7x6.player1":1' \
    && pass "the fourth disc in a column won: player 1's win on four in a row's own tally" \
    || fail "the fourth disc in a column won: player 1's win on four in a row's own tally ($(tr -d ' \n' <"$stats" 2>/dev/null | grep -o '"tictactoe":{[^}]*}[^}]*}'))"
[ "$(differing "$work/empty.png" "$work/won.png")" -gt 1000 ] && pass "the window shows the discs and the win" \
    || fail "the window shows the discs and the win"
xdotool key --window "$wid" ctrl+q
gone $app
e2e_finish four-in-a-row
