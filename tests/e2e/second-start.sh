#!/usr/bin/env bash
# End-to-end: one Tessera at a time, and a second start that shows itself.
#   tests/e2e/second-start.sh PATH/TO/tessera
# Checks, on the real window under Xvfb:
# - `tessera play 2048` while the title screen is open, under another window, ends with exit 0,
#   silently, within 1 s, and the open window comes to the front showing 2048 (its title, and
#   the screen there matches the headless render of the game it has); no second window appears;
# - the same while a client holds a connection to the socket and says nothing;
# - startup notification: the window carries its launch's id (_NET_STARTUP_ID) and completes it
#   on the root window (xev sees the message), and a second start's id likewise;
# - plain `tessera` exits 0 and leaves the game on screen;
# - after kill -9 the socket is left behind, yet the next start opens a window (it takes the
#   socket over) in the game it was asked for, and answers a second start in turn; Ctrl+Q then
#   removes the socket.
set -uo pipefail
source "$(dirname "$0")/lib.sh"

e2e_start 1280x800
e2e_settings dark

# Runs a second start ("$@"), recording its exit status, output and milliseconds taken.
second() {
    local begin
    begin=$(date +%s%N)
    "$bin" "$@" >"$work/second.txt" 2>&1
    status=$?
    took=$((($(date +%s%N) - begin) / 1000000))
}
windows() { xdotool search --onlyvisible --class tessera 2>/dev/null | wc -l; }

xdotool mousemove 1279 799 2>/dev/null
# What reaches the root window: the startup-notification messages, by type.
xev -root -event property >"$work/xev.txt" 2>&1 &
xev=$!
for _ in $(seq 50); do [ -s "$work/xev.txt" ] && break; sleep 0.1; done
startup_id() { xprop -id "$1" _NET_STARTUP_ID 2>/dev/null | sed -n 's/^_NET_STARTUP_ID(UTF8_STRING) = "\(.*\)"$/\1/p'; }
completions() { grep -c '(_NET_STARTUP_INFO_BEGIN)' "$work/xev.txt"; }
DESKTOP_STARTUP_ID=first-launch_TIME0 "$bin" play --seed 1 --software &
app=$!
wid=$(window_id)
[ -n "$wid" ] && wait_name "$wid" "Tessera" && pass "the first window opens on the title" \
    || fail "the first window opens on the title"
for _ in $(seq 50); do [ "$(completions)" -ge 1 ] && break; sleep 0.1; done
[ "$(startup_id "$wid")" = first-launch_TIME0 ] && [ "$(completions)" -eq 1 ] \
    && pass "its launch is named on it (_NET_STARTUP_ID) and completed on the root window" \
    || fail "its launch is named on it and completed (id '$(startup_id "$wid")', $(completions) completions)"
settled "$wid" "$work/title.png"
geometry=$(identify -format '%wx%h' "$work/title.png")
# Another window over it, exactly (no window manager: the geometry is taken as given). What the
# screen shows there is read from the root window, as the player sees it.
read -r x y < <(xwininfo -id "$wid" | awk '/Absolute upper-left X/ { x = $NF } /Absolute upper-left Y/ { y = $NF } END { print x, y }')
xlogo -geometry "$geometry+$x+$y" 2>/dev/null &
cover=$!
xdotool search --sync --onlyvisible --class xlogo >/dev/null 2>&1
screen_at() { xwd -root -silent | convert xwd:- -crop "$geometry+$x+$y" +repage "$1"; }
screen_at "$work/covered.png"
similar "$work/covered.png" "$work/title.png" && fail "another window covers Tessera" || pass "another window covers Tessera"

DESKTOP_STARTUP_ID=second-launch_TIME0 second play 2048 --software
[ $status -eq 0 ] && [ ! -s "$work/second.txt" ] && [ "$took" -le 1000 ] \
    && pass "a second 'tessera play 2048' exits 0 in ${took} ms, silently" \
    || fail "a second 'tessera play 2048' exits 0 within 1 s (exit $status in $took ms: $(head -c 300 "$work/second.txt"))"
wait_name "$wid" "Tessera — 2048" && pass "the first window switched to 2048" \
    || fail "the first window switched to 2048 (title '$(name_of "$wid")')"
"$bin" screenshot 2048 --saved --size "$geometry" -o "$work/2048-headless.png" >/dev/null 2>&1
for _ in $(seq 50); do
    screen_at "$work/front.png"
    [ "$(differing "$work/front.png" "$work/2048-headless.png")" = 0 ] && break
    sleep 0.1
done
similar "$work/front.png" "$work/2048-headless.png" \
    && pass "it came to the front, showing the 2048 game it has ($geometry at $x,$y)" \
    || fail "it came to the front, showing the 2048 game it has"
kill $cover
wait $cover 2>/dev/null
for _ in $(seq 50); do [ "$(completions)" -ge 2 ] && break; sleep 0.1; done
[ "$(startup_id "$wid")" = second-launch_TIME0 ] && [ "$(completions)" -eq 2 ] \
    && pass "the second start's launch is named on the window and completed" \
    || fail "the second start's launch is named on the window and completed (id '$(startup_id "$wid")', $(completions) completions)"
kill $xev
[ "$(windows)" -eq 1 ] && kill -0 $app && pass "still one window, the first" || fail "still one window ($(windows))"

# A client that connects and stalls does not hold the window or the next start up for long.
python3 -c 'import socket, sys, time
s = socket.socket(socket.AF_UNIX); s.connect(sys.argv[1]); print("connected", flush=True); time.sleep(5)' \
    "$(ls "$XDG_RUNTIME_DIR"/tessera-*.socket)" >"$work/stall.txt" &
staller=$!
for _ in $(seq 50); do [ -s "$work/stall.txt" ] && break; sleep 0.1; done
second play lightsout --software
[ $status -eq 0 ] && [ "$took" -le 1000 ] && wait_name "$wid" "Tessera — Lights Out" \
    && pass "with a silent client connected, 'tessera play lightsout' still exits 0 in ${took} ms and is shown" \
    || fail "with a silent client connected, 'tessera play lightsout' (exit $status in $took ms, title '$(name_of "$wid")')"
kill $staller 2>/dev/null
wait $staller 2>/dev/null

second --software
[ $status -eq 0 ] && [ "$took" -le 1000 ] && sleep 0.3 && [ "$(name_of "$wid")" = "Tessera — Lights Out" ] \
    && pass "plain 'tessera' exits 0 in ${took} ms and leaves the game on screen" \
    || fail "plain 'tessera' (exit $status in $took ms, title '$(name_of "$wid")')"

# kill -9 leaves the socket behind; the next start takes it over.
{
    kill -9 $app
    wait $app
} 2>/dev/null
socket=$(ls "$XDG_RUNTIME_DIR"/tessera-*.socket 2>/dev/null)
[ -S "$socket" ] && pass "kill -9 leaves the socket behind" || fail "kill -9 leaves the socket behind"
"$bin" play 2048 --software &
app=$!
wid=$(window_id)
[ -n "$wid" ] && wait_name "$wid" "Tessera — 2048" && pass "the next start opens its own window, in 2048" \
    || fail "the next start opens its own window, in 2048 (title '$(name_of "$wid")')"
second play sudoku --software
[ $status -eq 0 ] && [ "$took" -le 1000 ] && wait_name "$wid" "Tessera — Sudoku" \
    && pass "and answers a second start in turn (${took} ms)" \
    || fail "and answers a second start in turn (exit $status in $took ms, title '$(name_of "$wid")')"
[ "$(stat -c %a "$socket")" = 600 ] && pass "the socket is the user's alone (mode 600)" \
    || fail "the socket is the user's alone (mode $(stat -c %a "$socket"))"
xdotool key --window "$wid" ctrl+q
gone $app
wait $app
status=$?
[ $status -eq 0 ] && [ ! -e "$socket" ] && pass "Ctrl+Q exits 0 and removes the socket" \
    || fail "Ctrl+Q exits 0 and removes the socket (exit $status, $(ls "$XDG_RUNTIME_DIR"))"

e2e_finish second-start
