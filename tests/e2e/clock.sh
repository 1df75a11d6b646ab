#!/usr/bin/env bash
# End-to-end: play time survives leaving the real window under Xvfb, driven by xdotool.
#   tests/e2e/clock.sh PATH/TO/tessera
# Checks, reading the play time the save file holds ("elapsed", seconds), against what the
# script itself saw happen (never a fixed time or a duration: every bound is a relation between
# the saved time and moments the script noted, so it holds on a fast or a slow machine):
# - Sudoku played then Ctrl+Q: the time up to the quit is saved (no less than from the moment
#   its first move was seen saved to the moment Ctrl+Q was sent, no more than the window was
#   open), and after a restart the clock goes on from there, not from zero;
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
shot() { xwd -silent -id "$1" 2>/dev/null | md5sum | cut -d' ' -f1; }
# Waits (up to 10 s) until the window has changed `count` times without input: the clock on
# screen ticking. This only lets play time pass; no check depends on how much did.
ticks() {
    local last next
    last=$(shot "$1")
    for _ in $(seq "$2"); do
        for _ in $(seq 100); do
            next=$(shot "$1")
            [ "$next" != "$last" ] && break
            sleep 0.1
        done
        last=$next
    done
}
# Waits (up to 10 s) until `file` exists.
appears() { for _ in $(seq 100); do [ -s "$1" ] && return 0; sleep 0.1; done; return 1; }

sudoku="$XDG_DATA_HOME/tessera/sudoku.json"
# A fresh Sudoku's clock starts with the first key: G fills one cell, a move that is saved.
for how in ctrl+q TERM INT HUP; do
    rm -f "$sudoku"
    opened=$(now)
    "$bin" play sudoku --seed 1 --software &
    app=$!
    wid=$(window_id)
    xdotool key --window "$wid" g
    appears "$sudoku" || fail "Sudoku saves its first move ($how)"
    seen=$(now)
    at_move=$(elapsed_in "$sudoku")
    ticks "$wid" 3
    quitting=$(now)
    if [ $how = ctrl+q ]; then xdotool key --window "$wid" ctrl+q 2>/dev/null; else kill -$how $app; fi
    finish $app
    closed=$(now)
    first=$(elapsed_in "$sudoku")
    [ "$status" = 0 ] || fail "Sudoku ends cleanly on $how (status $status)"
    # Running from before `seen` to after `quitting`, within the window's life.
    check "${first:-0} >= ${at_move:-0} + ($quitting - $seen) && ${first:-0} <= $closed - $opened" \
        && pass "Sudoku's clock is saved on $how (${at_move}s at the move, ${first}s at the end)" \
        || fail "Sudoku's clock is saved on $how (${at_move:-none}s at the move, ${first:-none}s at the end; $seen to $quitting seen, open $opened to $closed)"
    # The restarted game resumes the clock where it stopped and adds no more than the time the
    # window was open; quit at once, so a clock restarted from zero would show less than before.
    opened=$(now)
    "$bin" play sudoku --software &
    app=$!
    wid=$(window_id)
    xdotool key --window "$wid" ctrl+q 2>/dev/null
    finish $app
    closed=$(now)
    second=$(elapsed_in "$sudoku")
    check "${second:-0} >= ${first:-0} && ${second:-0} <= ${first:-0} + ($closed - $opened)" \
        && pass "Sudoku resumes its clock after $how (${first}s -> ${second}s)" \
        || fail "Sudoku resumes its clock after $how (${first:-none}s -> ${second:-none}s, open $opened to $closed)"
done

# Lights Out: the clock starts on the first press; kill -9 right after a later press loses
# nothing up to that press.
lights="$XDG_DATA_HOME/tessera/lightsout.json"
rm -f "$lights"
"$bin" play lightsout --level 20 --software &
app=$!
wid=$(window_id)
# Sends a press; notes when it was sent and when its save was seen.
press() {
    local before
    before=$(moves_in "$lights")
    sent=$(now)
    xdotool key --window "$wid" Right Return
    for _ in $(seq 100); do
        [ "$(moves_in "$lights")" != "$before" ] && seen=$(now) && return 0
        sleep 0.02
    done
    return 1
}
press || fail "a Lights Out press is saved"
first_sent=$sent first_seen=$seen
at_first=$(elapsed_in "$lights")
ticks "$wid" 3
press || fail "a later Lights Out press is saved"
kill -9 $app
wait $app 2>/dev/null
saved=$(elapsed_in "$lights")
# The clock ran from the first press to the last: after the first was sent and before it was
# seen saved, to after the last was sent and before it was seen saved.
check "${saved:-0} - ${at_first:-0} >= $sent - $first_seen && ${saved:-0} - ${at_first:-0} <= $seen - $first_sent" \
    && pass "Lights Out keeps the time up to the last press after kill -9 (${at_first}s -> ${saved}s)" \
    || fail "Lights Out keeps the time up to the last press after kill -9 (${at_first:-none}s -> ${saved:-none}s; sent $first_sent/$sent, seen $first_seen/$seen)"
opened=$(now)
"$bin" play lightsout --software &
app=$!
wid=$(window_id)
xdotool key --window "$wid" ctrl+q 2>/dev/null
finish $app
closed=$(now)
resumed=$(elapsed_in "$lights")
ls "$XDG_DATA_HOME/tessera/" | grep -q corrupt && fail "the Lights Out save was readable after kill -9" \
    || pass "the Lights Out save was readable after kill -9"
check "${resumed:-0} >= ${saved:-0} && ${resumed:-0} <= ${saved:-0} + ($closed - $opened)" \
    && pass "Lights Out resumes its clock after kill -9 (${saved}s -> ${resumed}s)" \
    || fail "Lights Out resumes its clock after kill -9 (${saved:-none}s -> ${resumed:-none}s)"

e2e_finish "clock"
