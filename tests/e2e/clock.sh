#!/usr/bin/env bash
# End-to-end: play time survives leaving the real window under Xvfb, driven by xdotool.
#   tests/e2e/clock.sh PATH/TO/tessera
# Checks, reading the play time the save file holds ("elapsed", seconds):
# - Sudoku played a few seconds then Ctrl+Q: the whole time is saved, and after a restart the
#   clock goes on from there (a restart and quit adds no more than the time it was open);
# - the same with SIGTERM, SIGINT and SIGHUP instead of Ctrl+Q;
# - Lights Out killed with kill -9 right after a press: the time up to that press is saved.
set -uo pipefail
source "$(dirname "$0")/lib.sh"

e2e_start 1280x800
e2e_settings dark

now() { date +%s.%N; }
elapsed_in() { grep -o '"elapsed":[0-9.e+-]*' "$1" 2>/dev/null | head -n 1 | cut -d: -f2; }
moves_in() { grep -o '"moves":"[^"]*"' "$1" 2>/dev/null | head -n 1 | cut -d'"' -f4; }
# awk arithmetic: `check EXPR` succeeds when EXPR holds.
check() { awk "BEGIN { exit !($1) }"; }
# Waits for the app to end; its exit status goes to $status.
finish() {
    status=0
    for _ in $(seq 100); do kill -0 "$1" 2>/dev/null || break; sleep 0.1; done
    wait "$1" || status=$?
}

sudoku="$XDG_DATA_HOME/tessera/sudoku.json"
# A fresh Sudoku's clock starts with the first key; it is then played `played` seconds.
play_sudoku() {
    "$bin" play sudoku --seed 1 --software &
    app=$!
    wid=$(window_id)
    xdotool key --window "$wid" Right
    opened=$(now)
    sleep 3
}
for how in ctrl+q TERM INT HUP; do
    rm -f "$sudoku"
    play_sudoku
    if [ $how = ctrl+q ]; then xdotool key --window "$wid" ctrl+q 2>/dev/null; else kill -$how $app; fi
    finish $app
    played=$(awk -v a="$opened" -v b="$(now)" 'BEGIN { print b - a }')
    first=$(elapsed_in "$sudoku")
    [ "$status" = 0 ] || fail "Sudoku ends cleanly on $how (status $status)"
    check "${first:-0} >= 2.5 && ${first:-0} <= $played + 0.5" \
        && pass "Sudoku's clock is saved on $how (${first}s saved, window open ${played}s)" \
        || fail "Sudoku's clock is saved on $how (${first:-none}s saved, window open ${played}s)"
    # The restarted game resumes the clock where it stopped: quitting at once adds only the
    # time the window was open, never restarting from zero.
    "$bin" play sudoku --software &
    app=$!
    wid=$(window_id)
    opened=$(now)
    sleep 1
    xdotool key --window "$wid" ctrl+q 2>/dev/null
    finish $app
    open=$(awk -v a="$opened" -v b="$(now)" 'BEGIN { print b - a }')
    second=$(elapsed_in "$sudoku")
    check "${second:-0} >= ${first:-0} + 0.5 && ${second:-0} <= ${first:-0} + $open + 1" \
        && pass "Sudoku resumes its clock after $how (${first}s -> ${second}s, open ${open}s)" \
        || fail "Sudoku resumes its clock after $how (${first:-none}s -> ${second:-none}s, open ${open}s)"
done

# Lights Out: the clock starts on the first press; kill -9 right after a later press loses
# nothing up to that press.
lights="$XDG_DATA_HOME/tessera/lightsout.json"
rm -f "$lights"
"$bin" play lightsout --level 20 --software &
app=$!
wid=$(window_id)
press() {
    local before
    before=$(moves_in "$lights")
    xdotool key --window "$wid" Right Return
    for _ in $(seq 100); do [ "$(moves_in "$lights")" != "$before" ] && return 0; sleep 0.02; done
    return 1
}
press && first=$(now) || fail "a Lights Out press is saved"
sleep 3
press && last=$(now) || fail "a later Lights Out press is saved"
kill -9 $app
wait $app 2>/dev/null
between=$(awk -v a="$first" -v b="$last" 'BEGIN { print b - a }')
saved=$(elapsed_in "$lights")
# The save written by the press holds the time from the first press to that one (less the
# moments the poll took to see each save).
check "${saved:-0} >= $between - 0.5 && ${saved:-0} <= $between + 0.5" \
    && pass "Lights Out keeps the time up to the last press after kill -9 (${saved}s, presses ${between}s apart)" \
    || fail "Lights Out keeps the time up to the last press after kill -9 (${saved:-none}s, presses ${between}s apart)"
"$bin" play lightsout --software &
app=$!
wid=$(window_id)
sleep 1
xdotool key --window "$wid" ctrl+q 2>/dev/null
finish $app
resumed=$(elapsed_in "$lights")
ls "$XDG_DATA_HOME/tessera/" | grep -q corrupt && fail "the Lights Out save was readable after kill -9" \
    || pass "the Lights Out save was readable after kill -9"
check "${resumed:-0} >= ${saved:-0} && ${resumed:-0} <= ${saved:-0} + 2.5" \
    && pass "Lights Out resumes its clock after kill -9 (${saved}s -> ${resumed}s)" \
    || fail "Lights Out resumes its clock after kill -9 (${saved:-none}s -> ${resumed:-none}s)"

e2e_finish "clock"
