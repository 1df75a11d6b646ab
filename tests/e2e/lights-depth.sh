#!/usr/bin/env bash
# End-to-end: Lights Out's "next level after a win" (issue 32) in a real window under Xvfb.
#   tests/e2e/lights-depth.sh PATH/TO/tessera
# Checks, reading the save and the window's pixels:
# - with animations on, level 1 solved from the keyboard (its shortest solution from
#   `tessera lightsout solve`) moves on to level 2: the save is on level 2 with level 1's win in
#   its results, and the window, once still, shows the board the saved game shows;
# - A turns the setting off (kept in statistics.json), and solving level 2 then stays on level 2, dark.
set -uo pipefail
source "$(dirname "$0")/lib.sh"

e2e_start 1024x720
echo '{"theme":"dark","animations":true,"windowWidth":1024,"windowHeight":720}' \
    >"$XDG_CONFIG_HOME/tessera/settings.json"
save="$XDG_DATA_HOME/tessera/lightsout.json"

# The game on screen comes first in the save.
level_in() { grep -o '"params":{"level":{"_0":[0-9]*' "$save" 2>/dev/null | head -n 1 | grep -o '[0-9]*$'; }
start_in() { grep -o '"start":"[01/\\]*"' "$save" 2>/dev/null | head -n 1 | cut -d'"' -f4 | tr -d '\\'; }
wait_for() {
    for _ in $(seq 100); do eval "$1" && return 0; sleep 0.05; done
    return 1
}
row=0 col=0
# Moves the keyboard cursor to each `row,col` of a solution and presses it.
press_solution() {
    local cell keys=""
    for cell in $1; do
        local r=${cell%,*} c=${cell#*,}
        while [ "$row" -lt "$r" ]; do keys+=" Down"; row=$((row + 1)); done
        while [ "$row" -gt "$r" ]; do keys+=" Up"; row=$((row - 1)); done
        while [ "$col" -lt "$c" ]; do keys+=" Right"; col=$((col + 1)); done
        while [ "$col" -gt "$c" ]; do keys+=" Left"; col=$((col - 1)); done
        keys+=" Return"
    done
    # shellcheck disable=SC2086
    xdotool key --window "$wid" --delay 60 $keys
}

"$bin" play lightsout --level 1 --software &
app=$!
wid=$(window_id)
wait_for '[ "$(level_in)" = 1 ]' || fail "level 1 opened"
settled "$wid" "$work/level1.png"
board=$(start_in)
solution=$("$bin" lightsout solve "$board")
echo "    level 1: $board, solution $solution"
press_solution "$solution"
if wait_for '[ "$(level_in)" = 2 ]' && grep -q '"ladderLevel":2' "$save" \
    && grep -q '"results":\[{[^]]*"level":1[^]]*"won":true' "$save"; then
    pass "solving level 1 moves on to level 2 (saved, level 1's win in the results)"
else
    fail "solving level 1 moves on to level 2 (save: level $(level_in))"
fi
changed "$wid" "$work/level1.png" "$work/after.png"
"$bin" screenshot lightsout --saved --size 1024x720 --theme dark -o "$work/level2.png" >/dev/null 2>&1
# The celebration's lights come up slowly at first (eased), so a window that looks still may
# still be mid-way: look again until it shows level 2 or the celebration (1.2 s) is long over.
for _ in $(seq 25); do
    to_level2=$(differing "$work/after.png" "$work/level2.png")
    to_level1=$(differing "$work/after.png" "$work/level1.png")
    [ -n "$to_level2" ] && [ -n "$to_level1" ] && [ "$to_level2" -lt $((to_level1 / 4)) ] && break
    sleep 0.2
    settled "$wid" "$work/after.png"
done
echo "    after the win: $to_level2 pixels differ from the saved level 2, $to_level1 from level 1"
if [ -n "$to_level2" ] && [ -n "$to_level1" ] && [ "$to_level2" -lt $((to_level1 / 4)) ]; then
    pass "the window shows level 2 once the celebration is over"
else
    fail "the window shows level 2 once the celebration is over"
fi

xdotool key --window "$wid" a
wait_for 'grep -q "\"nextLevelAfterWin\":0" "$XDG_DATA_HOME/tessera/statistics.json"' \
    && pass "A turns the setting off, kept in the statistics" || fail "A turns the setting off, kept in the statistics"
board=$(start_in)
press_solution "$("$bin" lightsout solve "$board")"
if wait_for 'grep -q "\"end\":{[^}]*\"lights\":\"000/000/000\"" <(tr -d "\\\\" <"$save")' && [ "$(level_in)" = 2 ]; then
    pass "with the setting off, a win stays on its level ($board solved, level 2 kept)"
else
    fail "with the setting off, a win stays on its level (save: level $(level_in))"
fi
xdotool key --window "$wid" ctrl+q 2>/dev/null
gone $app || fail "the window closed"
e2e_finish "lights-depth"
