#!/usr/bin/env bash
# Durability: kill -9 the real window at random moments while moves are being made, restart, and
# check the save every time.
#   tests/durability/kill9.sh PATH/TO/tessera [KILLS]     (default 100 kills, about 3 minutes)
#   KILLS=100 tests/durability/kill9.sh PATH/TO/tessera   (the same; scripts/test.sh runs 12)
# KILL9_SEED fixes the random moments, keys and sizes (default: the script's process id).
# The saves are checked by the developer tool built beside it (PATH/TO/tessera-dev), or
# $TESSERA_DEV.
#
# Each round opens one game (2048, Lights Out, Sudoku, Tic-tac-toe in turn) under Xvfb with a
# private XDG_DATA_HOME/XDG_CONFIG_HOME, presses that game's keys with xdotool while watching the
# save file, and kill -9s the process at a random moment, often while keys are still arriving.
# Then:
#   readable   `tessera-dev monkey --verify-saves` (hidden) reads every save, restores it into a fresh
#              game whose invariants hold and saves it back to the very same bytes;
#   no loss    the save after the kill is the last one seen during play or a newer one, never an
#              older one seen before it;
#   restart    the game reopened without moves leaves no *.corrupt-* file (a save or settings
#              file it could not use would be kept aside so, with a notice) and the save's md5
#              is unchanged;
#   settings   before the moves of each round the zoom changes (Ctrl+plus, or Ctrl+0 back to
#              100 %) and the window is resized with xdotool; both must reach the settings file
#              while the window runs (the zoom at once, the size at most a quarter of a second
#              after the resize ends), and after the kill the file must still hold them: a
#              change not on disk before the kill, or gone after it, is a lost setting;
#   play time  at most the seconds since the last save are lost: every save holds the play
#              time up to its own writing, so the saved time minus the file's modification
#              time stays what it was at the last save seen during play (when the clock ran,
#              both moved together; more than 0.25 s less is play time lost beyond the bound).
# Prints one line per failed check, "kill9: N passed, M failed" and the summary
# "K kills, U unreadable saves, L lost moves, S lost settings, T s of play time lost beyond the
# bound"; exits 0
# only when all passed.
set -uo pipefail
bin=$(realpath "${1:?usage: kill9.sh PATH/TO/tessera [KILLS]}")
kills=${2:-${KILLS:-100}}
dev=$(realpath "${TESSERA_DEV:-$(dirname "$bin")/tessera-dev}")
[ -x "$dev" ] || { echo "error: no tessera-dev at $dev (swift build --product tessera-dev, or set TESSERA_DEV)" >&2; exit 2; }
seed=${KILL9_SEED:-$$}
RANDOM=$seed
work=$(mktemp -d)
passed=0
failed=0
unreadable=0
lost=0
lost_settings=0
lost_time=0
saves_seen=0     # distinct saves watched during play (completed moves, roughly)
later_saves=0    # kills after which the save was newer than the last one seen
pass() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "  FAIL kill $kill ($game): $1"; }

Xvfb -displayfd 3 -screen 0 1024x768x24 -nolisten tcp 3>"$work/display" >/dev/null 2>&1 &
xvfb=$!
app=
cleanup() {
    [ -n "$app" ] && kill -9 "$app" 2>/dev/null
    kill "$xvfb" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT
for _ in $(seq 100); do [ -s "$work/display" ] && break; sleep 0.1; done
export DISPLAY=":$(head -n 1 "$work/display")"
for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done
export XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config" XDG_RUNTIME_DIR="$work/runtime"
mkdir -m 700 "$XDG_RUNTIME_DIR"
data="$XDG_DATA_HOME/tessera"
mkdir -p "$XDG_CONFIG_HOME/tessera" "$data"
echo '{"theme":"dark","animations":false,"windowWidth":640,"windowHeight":480}' >"$XDG_CONFIG_HOME/tessera/settings.json"

games=(2048 lightsout sudoku tictactoe)
keys_2048=(Left Right Up Down Left Up Return)
keys_lightsout=(Left Right Up Down Return Return Return)
keys_sudoku=(Left Right Up Down 1 2 3 4 5 6 7 8 9)
keys_tictactoe=(1 2 3 4 5 6 7 8 9 1 5 9 Return)
random_key() {
    local -n list="keys_$1"
    echo "${list[RANDOM % ${#list[@]}]}"
}
# The settings file's zoom and window size, "ZOOM WIDTH HEIGHT", or "unreadable".
settings_of() {
    python3 -c 'import json, sys
try:
    s = json.load(open(sys.argv[1]))
    print("%g %d %d" % (s.get("zoom", 1), s["windowWidth"], s["windowHeight"]))
except Exception:
    print("unreadable")' "$XDG_CONFIG_HOME/tessera/settings.json"
}
md5_of() { [ -f "$1" ] && md5sum <"$1" | cut -d' ' -f1 || echo none; }
# The play time a save holds and the time it was written: "ELAPSED MTIME", or "none".
clock_of() {
    local elapsed
    elapsed=$(grep -o '"elapsed":[0-9.e+-]*' "$1" 2>/dev/null | head -n 1 | cut -d: -f2)
    [ -n "$elapsed" ] && echo "$elapsed $(stat -c %.9Y "$1")" || echo none
}
# Seconds of play time lost beyond the bound between an earlier save ($1) and the one left
# after the kill ($2): the clock had run (the times differ) and fell behind the file's age.
lost_beyond() {
    [ "$1" = none ] || [ "$2" = none ] && { echo 0; return; }
    awk -v a="$1" -v b="$2" 'BEGIN {
        split(a, x, " "); split(b, y, " ")
        if (y[1] == x[1]) { print 0; exit }
        lost = (x[1] - x[2]) - (y[1] - y[2])
        if (y[1] < x[1]) lost = x[1] - y[1]
        print (lost > 0.25 ? lost : 0)
    }'
}

# Starts `tessera play GAME` and waits for its window; sets $app and $wid, or $why on failure.
# Now and then SDL cannot connect to the busy Xvfb ("no display", exit 2): that start is
# retried (and counted) rather than failed; a crash or a missing window fails at once.
retries=0
start() {
    local attempt status
    for attempt in 1 2 3; do
        "$bin" play "$1" --software >"$work/app.log" 2>&1 &
        app=$!
        wid=
        why=
        for _ in $(seq 200); do
            wid=$(xdotool search --onlyvisible --pid "$app" 2>/dev/null | head -n 1)
            [ -n "$wid" ] && return 0
            kill -0 "$app" 2>/dev/null || break
            sleep 0.05
        done
        if [ -z "$wid" ] && ! kill -0 "$app" 2>/dev/null; then
            wait "$app"
            status=$?
            app=
            why="tessera exited with status $status ($(tail -n 3 "$work/app.log" | tr '\n' ' '))"
            if [ "$status" -eq 2 ] && grep -q "no display" "$work/app.log"; then
                retries=$((retries + 1))
                sleep 0.5
                continue
            fi
            return 1
        fi
        why="no window after 10 s ($(tail -n 3 "$work/app.log" | tr '\n' ' '))"
        return 1
    done
    return 1
}
stop() {
    kill -9 "$app" 2>/dev/null
    wait "$app" 2>/dev/null
    app=
}

started_at=$(date +%s)
for kill in $(seq "$kills"); do
    game=${games[$(((kill - 1) % ${#games[@]}))]}
    save="$data/$game.json"
    if ! start "$game"; then
        fail "the window did not open: $why"
        stop
        continue
    fi
    # A setting changed before the moves: the zoom (alternating between 110 % and 100 %) and the
    # window's size, which must be on disk while the window runs (waited for up to 3 s).
    if [ $((kill % 2)) = 1 ]; then zoom_key=ctrl+plus zoom=1.1; else zoom_key=ctrl+0 zoom=1; fi
    width=$((RANDOM % 400 + 500))
    height=$((RANDOM % 300 + 400))
    # A size the window does not have already (the same size would be no change).
    [ "$(xdotool getwindowgeometry "$wid" 2>/dev/null | sed -n 's/.*Geometry: //p')" = "${width}x$height" ] \
        && width=$((width + 1))
    xdotool key --window "$wid" "$zoom_key" 2>/dev/null
    xdotool windowsize "$wid" "$width" "$height" 2>/dev/null
    # Settings hold the size in points: window units over the zoom (the desktop's scale is 1 here).
    expected=$(awk -v z="$zoom" -v w="$width" -v h="$height" 'BEGIN { printf "%g %d %d", z, int(w / z), int(h / z) }')
    for _ in $(seq 60); do [ "$(settings_of)" = "$expected" ] && break; sleep 0.05; done
    before_kill=$(settings_of)
    # Moves, watching the save: every md5 seen, in order.
    seen=("$(md5_of "$save")")
    clock=$(clock_of "$save")
    for _ in $(seq $((RANDOM % 8 + 1))); do
        xdotool key --window "$wid" "$(random_key "$game")" 2>/dev/null
        sleep 0.0$((RANDOM % 5 + 2))
        now=$(md5_of "$save")
        [ "$now" != "${seen[-1]}" ] && seen+=("$now") && clock=$(clock_of "$save")
    done
    # The kill lands at a random moment while a burst of keys is still being handled.
    burst=()
    for _ in $(seq $((RANDOM % 6 + 1))); do burst+=("$(random_key "$game")"); done
    xdotool key --window "$wid" --delay $((RANDOM % 15 + 1)) "${burst[@]}" 2>/dev/null &
    keys=$!
    sleep "0.$(printf '%03d' $((RANDOM % 60)))"
    # The last save seen before the kill, watched up to the instant of it.
    now=$(md5_of "$save")
    [ "$now" != "${seen[-1]}" ] && seen+=("$now") && clock=$(clock_of "$save")
    stop
    wait "$keys" 2>/dev/null
    after=$(md5_of "$save")
    saves_seen=$((saves_seen + ${#seen[@]} - 1))

    # Readable: restores exactly, invariants hold.
    if verdict=$("$dev" monkey --verify-saves 2>&1); then
        pass
    else
        unreadable=$((unreadable + 1))
        fail "unreadable save: $(echo "$verdict" | grep -v ': ok$\|: no save$' | tr '\n' ' ')"
        cp "$save" "${ARTIFACTS:-/tmp}/kill9-unreadable-$kill.json" 2>/dev/null
    fi
    # No loss: the last save seen, or a newer one; never one seen earlier.
    if [ "$after" = "${seen[-1]}" ]; then
        pass
    elif printf '%s\n' "${seen[@]}" | grep -qx "$after"; then
        lost=$((lost + 1))
        fail "the save went back to an earlier move"
    else
        pass  # a move completed between the last look and the kill
        later_saves=$((later_saves + 1))
    fi
    # Play time: lost only since the last save.
    beyond=$(lost_beyond "$clock" "$(clock_of "$save")")
    if [ "$beyond" = 0 ]; then
        pass
    else
        lost_time=$(awk -v a="$lost_time" -v b="$beyond" 'BEGIN { print a + b }')
        fail "${beyond}s of play time lost beyond the seconds since the last save"
    fi
    # Settings: on disk before the kill, and still there after it.
    if [ "$before_kill" != "$expected" ]; then
        lost_settings=$((lost_settings + 1))
        fail "the settings changed were not on disk while the window ran (wanted '$expected', had '$before_kill')"
    elif [ "$(settings_of)" != "$expected" ]; then
        lost_settings=$((lost_settings + 1))
        fail "the settings changed were lost by the kill (wanted '$expected', have '$(settings_of)')"
    else
        pass
    fi
    # Restart without moves: the save is used as it is.
    if start "$game"; then
        sleep 0.15
        stop
        if ls "$data" | grep -q 'corrupt-'; then
            unreadable=$((unreadable + 1))
            fail "the restarted game kept the save aside: $(ls "$data" | grep corrupt- | tr '\n' ' ')"
            mkdir -p "$data/../corrupt" && mv "$data"/*corrupt-* "$data/../corrupt/"
        elif ls "$XDG_CONFIG_HOME/tessera" | grep -q 'corrupt-'; then
            lost_settings=$((lost_settings + 1))
            fail "the restarted game kept the settings aside"
            mv "$XDG_CONFIG_HOME/tessera"/*corrupt-* "$work/"
        else
            pass
        fi
        if [ "$(md5_of "$save")" = "$after" ]; then
            pass
        else
            lost=$((lost + 1))
            fail "the save changed on a restart without moves"
        fi
    else
        fail "the window did not reopen: $why"
        stop
    fi
done
elapsed=$(($(date +%s) - started_at))

leftovers=$(find "$data" -name '.*.tmp' | wc -l)
echo "kill9: $passed passed, $failed failed (seed $seed, ${elapsed}s; $saves_seen saves watched during play," \
    "$later_saves kills right after an unseen save, $leftovers temporary files left by kills," \
    "$retries starts retried when SDL found no display)"
echo "$kills kills, $unreadable unreadable saves, $lost lost moves, $lost_settings lost settings," \
    "${lost_time}s of play time lost beyond the bound"
[ "$failed" -eq 0 ]
