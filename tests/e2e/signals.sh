#!/usr/bin/env bash
# End-to-end: the signals whose default action ends a process, sent to the real window under
# Xvfb, and the settings on disk the moment they change.
#   tests/e2e/signals.sh PATH/TO/tessera
# Checks, reading the settings file and the exit status:
# - the theme switched with T on the title screen, and the window's size after an xdotool
#   resize, are in the settings file before any quit;
# - SIGUSR1, SIGUSR2 and SIGALRM end Tessera through the same path as SIGTERM (the choice
#   written in ProcessSignals.swift): gone, exit 0 (not 128 + the signal), nothing printed, the
#   changed theme and the game in progress on disk;
# - SIGPIPE is ignored: the window stays, answers keys (T again, on disk at once), and
#   Ctrl+Q then exits 0; also when its standard error is a pipe whose reader has gone and it
#   has a warning to write there (a save folder that cannot be created): the window plays on
#   and Ctrl+Q exits 1, the status of a lost standard-error line.
set -uo pipefail
source "$(dirname "$0")/lib.sh"

e2e_start 1280x800
settings="$XDG_CONFIG_HOME/tessera/settings.json"
theme_in() { grep -o '"theme" *: *"[a-z]*"' "$settings" 2>/dev/null | grep -o '[a-z]*"$' | tr -d '"'; }
size_in() { tr -d ' \n' <"$settings" 2>/dev/null | grep -o '"window\(Height\|Width\)":[0-9]*' | sort | cut -d: -f2 | paste -sd x; }
# Waits (up to 5 s) until the settings file holds theme $1.
wait_theme() {
    for _ in $(seq 50); do [ "$(theme_in)" = "$1" ] && return 0; sleep 0.1; done
    return 1
}
ended() {
    gone "$1" && went=yes || went=no
    wait "$1"
    status=$?
}
# After the keys that end on the title's T: the window is alive and T's theme on disk, and
# Ctrl+Q then ends it with exit status $2. $1 names the case.
answers_then_quits() {
    local alive
    wait_theme light && kill -0 $app 2>/dev/null && alive=yes || alive=no
    [ $alive = yes ] && pass "$1: the window answers T after it" \
        || fail "$1: the window answers T after it (alive: $(kill -0 $app 2>/dev/null && echo yes || echo no), theme '$(theme_in)')"
    xdotool key --window "$wid" ctrl+q 2>/dev/null
    ended $app
    [ $went = yes ] && [ $status -eq "$2" ] && pass "$1: then Ctrl+Q exits $2" \
        || fail "$1: then Ctrl+Q exits $2 (gone $went, exit $status)"
}

for sig in USR1 USR2 ALRM TERM; do
    e2e_settings dark
    rm -f "$XDG_DATA_HOME/tessera/2048.json"
    "$bin" play --software >"$work/out-$sig.txt" 2>&1 &
    app=$!
    wid=$(window_id)
    xdotool key --window "$wid" t
    wait_theme light && pass "SIG$sig: T's theme is on disk before any quit" \
        || fail "SIG$sig: T's theme is on disk before any quit (theme '$(theme_in)')"
    # Height before width: the keys' sorted order.
    xdotool windowsize "$wid" 700 500
    for _ in $(seq 50); do [ "$(size_in)" = 500x700 ] && break; sleep 0.1; done
    [ "$(size_in)" = 500x700 ] && pass "SIG$sig: the resized window's size is on disk before any quit" \
        || fail "SIG$sig: the resized window's size is on disk before any quit (height x width '$(size_in)')"
    # 2048 opened and played: the quit path saves the game with its clock.
    xdotool key --window "$wid" 2 Left Up
    for _ in $(seq 50); do [ -s "$XDG_DATA_HOME/tessera/2048.json" ] && break; sleep 0.1; done
    kill -s "$sig" $app
    ended $app
    [ $went = yes ] && [ $status -eq 0 ] && [ ! -s "$work/out-$sig.txt" ] && [ "$(theme_in)" = light ] \
        && [ -s "$XDG_DATA_HOME/tessera/2048.json" ] \
        && pass "SIG$sig ends Tessera as SIGTERM does: exit 0, settings and game saved" \
        || fail "SIG$sig ends Tessera as SIGTERM does (gone $went, exit $status, theme '$(theme_in)', output: $(head -c 200 "$work/out-$sig.txt"))"
done

# SIGPIPE is ignored: the window goes on.
e2e_settings dark
"$bin" play --software >"$work/out-PIPE.txt" 2>&1 &
app=$!
wid=$(window_id)
kill -s PIPE $app
xdotool key --window "$wid" t
answers_then_quits "SIGPIPE is ignored" 0

# A real broken pipe: standard error is a FIFO whose only reader opened it and left, and the
# window has a warning for it (its save folder lies under a regular file, so the first move
# cannot be saved). The write fails with EPIPE where it happens; the window plays on.
e2e_settings dark
mkfifo "$work/stderr"
: >"$work/not-a-folder"
(exec 3<"$work/stderr") &
XDG_DATA_HOME="$work/not-a-folder/data" "$bin" play 2048 --software 2>"$work/stderr" &
app=$!
wid=$(window_id)
xdotool key --window "$wid" --delay 60 Left Up Right Down
# The notice that games cannot be saved comes with the first move a key takes; Escape dismisses
# it and leaves the game (three cover either order), and T is the title's.
xdotool key --window "$wid" --delay 60 Escape Escape Escape t
# The lost warning line marks the exit status, 1, as for every command (Output); never 141.
answers_then_quits "a warning into a pipe whose reader left" 1

e2e_finish signals
