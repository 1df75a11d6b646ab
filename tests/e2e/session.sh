#!/usr/bin/env bash
# End-to-end: every game's life is its session's, in a real window under Xvfb, driven by xdotool.
#   tests/e2e/session.sh PATH/TO/tessera
# Checks, reading the save files and the statistics:
# - for every game of the catalog: a few moves, N, quit, start again, Ctrl+Z brings back the game
#   from before N (its moves and its seed), and Ctrl+Y the new one;
# - Tic-tac-toe: R in the middle of a round, then Ctrl+Z, restores the round;
# - Sudoku solved by pressing H alone: counted as solved with help, no best time, and the
#   player's own wins unchanged.
set -uo pipefail
source "$(dirname "$0")/lib.sh"

e2e_start 1280x800
e2e_settings dark

save_of() { echo "$XDG_DATA_HOME/tessera/$1.json"; }
# The game on screen comes first in a save ("current" sorts before the games undo leads to).
moves_in() { grep -o '"moves":"[^"]*"' "$1" 2>/dev/null | head -n 1 | cut -d'"' -f4; }
seed_in() { grep -o '"seed":[0-9]*' "$1" 2>/dev/null | head -n 1 | cut -d: -f2; }
finish() {
    for _ in $(seq 100); do kill -0 "$1" 2>/dev/null || break; sleep 0.1; done
    wait "$1" 2>/dev/null
}
# Waits until the first game in the save has moves `$2` ("" for none), at most 5 s.
wait_moves() {
    for _ in $(seq 50); do [ "$(moves_in "$1")" = "$2" ] && return 0; sleep 0.1; done
    return 1
}
wait_moved() {
    for _ in $(seq 50); do [ -n "$(moves_in "$1")" ] && return 0; sleep 0.1; done
    return 1
}
quit() {
    xdotool key --window "$wid" ctrl+q 2>/dev/null
    finish $app
}
open_game() {
    "$bin" play "$@" --software &
    app=$!
    wid=$(window_id)
}

# Keys that make a move in a fresh game of each kind (a game the catalog gains gets none here,
# and is reported).
moves_for() {
    case $1 in
    sudoku) echo "Right 5 Right 6" ;;
    2048) echo "Left Up Right Down" ;;
    tictactoe) echo "1 5" ;;
    lightsout) echo "Return Right Return" ;;
    *) echo "" ;;
    esac
}

"$bin" play --list-games | while IFS=$'\t' read -r id title; do echo "$id"; done >"$work/games"
while read -r id; do
    save=$(save_of "$id")
    rm -f "$save"
    keys=$(moves_for "$id")
    [ -n "$keys" ] || { fail "$id: no keys known to make a move"; continue; }
    open_game "$id" --seed 7
    # shellcheck disable=SC2086
    xdotool key --window "$wid" --delay 60 $keys
    wait_moved "$save" || fail "$id: the moves were saved"
    played=$(moves_in "$save")
    seed=$(seed_in "$save")
    xdotool key --window "$wid" n
    # Sudoku asks for the level: Enter (handled after N, in order) takes the one offered.
    [ "$id" = sudoku ] && xdotool key --window "$wid" Return
    wait_moves "$save" "" || fail "$id: N started a new game"
    quit

    open_game "$id"
    xdotool key --window "$wid" ctrl+z
    if wait_moves "$save" "$played" && [ "$(seed_in "$save")" = "$seed" ]; then
        pass "$id: N, quit, start again, Ctrl+Z brings back the game before N ($played)"
    else
        fail "$id: N, quit, start again, Ctrl+Z brings back the game before N (wanted '$played' seed $seed, got '$(moves_in "$save")' seed $(seed_in "$save"))"
    fi
    xdotool key --window "$wid" ctrl+y
    wait_moves "$save" "" && pass "$id: Ctrl+Y comes forward to the new game" \
        || fail "$id: Ctrl+Y comes forward to the new game (got '$(moves_in "$save")')"
    quit
done <"$work/games"

# Tic-tac-toe: R mid-round is one step.
save=$(save_of tictactoe)
rm -f "$save"
open_game tictactoe --seed 3
xdotool key --window "$wid" --delay 60 1 5 9
wait_moved "$save"
played=$(moves_in "$save")
xdotool key --window "$wid" r
wait_moves "$save" "" || fail "tictactoe: R cleared the round"
xdotool key --window "$wid" ctrl+z
wait_moves "$save" "$played" && pass "tictactoe: R in mid-round, then Ctrl+Z, restores the round ($played)" \
    || fail "tictactoe: R in mid-round, then Ctrl+Z, restores the round (wanted '$played', got '$(moves_in "$save")')"
quit

# Sudoku solved by H alone: with help, no best time, no win of the player's own.
stats="$XDG_DATA_HOME/tessera/statistics.json"
rm -f "$(save_of sudoku)" "$stats"
open_game sudoku --difficulty easy --seed 5
for _ in $(seq 12); do
    # shellcheck disable=SC2046
    xdotool key --window "$wid" --delay 15 $(printf 'h %.0s' $(seq 20))
    grep -q '"assistedWon"' "$stats" 2>/dev/null && break
done
quit
# The record is read as JSON: its history of finished games holds braces of its own.
sudoku_stats=$(python3 - "$stats" 2>/dev/null <<'EOF'
import json, sys
record = json.load(open(sys.argv[1]))
record = record.get("games", record)["sudoku"]
last = (record.get("history") or [{}])[-1]
print(json.dumps({"won": record.get("won"), "bestTime": record.get("bestTime"),
                  "assistedWon": record.get("extra", {}).get("assistedWon"),
                  "last": [last.get("result"), last.get("assisted")]}))
EOF
)
echo "    $sudoku_stats"
if [ "$sudoku_stats" = '{"won": 0, "bestTime": null, "assistedWon": 1, "last": ["won", true]}' ]; then
    pass "Sudoku solved by hints alone: counted with help, no best time, own wins unchanged, kept as a helped win"
else
    fail "Sudoku solved by hints alone: counted with help, no best time, own wins unchanged, kept as a helped win"
fi

e2e_finish session
