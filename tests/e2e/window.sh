#!/usr/bin/env bash
# End-to-end: the real tessera window under Xvfb, driven by xdotool, captured with xwd.
#   tests/e2e/window.sh PATH/TO/tessera
# Checks: the title screen matches the headless `screenshot title`; 2 opens 2048; Escape returns;
# clicking the Lights Out card opens it; a 480×640 resize re-lays out (matches the headless
# render at that size); Ctrl+Q exits 0; a move survives kill -9; the last frame of a 2048
# merge is painted at rest.
set -uo pipefail
source "$(dirname "$0")/lib.sh"

e2e_start 1280x800
e2e_settings dark

# The window once it is drawn and still (every wait here is for a condition, with a generous
# bound; none is a fixed time, and nothing asserts a duration).
capture() { settled "$1" "$2" || echo "    (the window did not settle)"; }

"$bin" play --seed 1 --software &
app=$!
wid=$(window_id)
[ -n "$wid" ] && wait_name "$wid" "Tessera" && pass "window titled Tessera appears" || fail "window appears"
capture "$wid" "$work/title.png"
geometry=$(identify -format '%wx%h' "$work/title.png")
"$bin" screenshot title --seed 1 --no-animations --size "$geometry" -o "$work/title-headless.png"
similar "$work/title.png" "$work/title-headless.png" && pass "title matches headless render ($geometry)" || fail "title matches headless render"

xdotool key --window "$wid" 2
wait_name "$wid" "Tessera — 2048" && pass "2 opens 2048" || fail "2 opens 2048 (name: $(name_of "$wid"))"
xdotool key --window "$wid" Escape
wait_name "$wid" "Tessera" && pass "Escape returns to the title" || fail "Escape returns to the title"

read -r w h < <(identify -format '%w %h' "$work/title.png")
xdotool mousemove --window "$wid" $((w * 3 / 4)) $((h * 3 / 4)) click 1
wait_name "$wid" "Tessera — Lights Out" && pass "clicking the Lights Out card opens it" || fail "clicking the Lights Out card (name: $(name_of "$wid"))"
xdotool key --window "$wid" Escape
wait_name "$wid" "Tessera" || true
# Opening Lights Out moved the focus to its card; Right wraps it back to the first card, as
# in the headless render.
xdotool key --window "$wid" Right

xdotool windowsize "$wid" 480 640
for _ in $(seq 100); do
    [ "$(xdotool getwindowgeometry "$wid" | sed -n 's/.*Geometry: //p')" = "480x640" ] && break
    sleep 0.1
done
capture "$wid" "$work/portrait.png"
geometry=$(identify -format '%wx%h' "$work/portrait.png")
[ "$geometry" = "480x640" ] && pass "window resized to 480x640" || fail "window resized (got $geometry)"
"$bin" screenshot title --seed 1 --no-animations --size "$geometry" -o "$work/portrait-headless.png"
similar "$work/portrait.png" "$work/portrait-headless.png" && pass "portrait title re-laid out" || fail "portrait title re-laid out"
mkdir -p "${ARTIFACTS:-/tmp}/tessera-e2e" && cp "$work"/*.png "${ARTIFACTS:-/tmp}/tessera-e2e/" 2>/dev/null

xdotool key --window "$wid" ctrl+q 2>/dev/null
status=0
for _ in $(seq 50); do kill -0 $app 2>/dev/null || break; sleep 0.1; done
wait $app || status=$?
[ "$status" -eq 0 ] && pass "Ctrl+Q exits 0" || fail "Ctrl+Q exits 0 (status $status)"

# A move survives kill -9: the board after restart equals the board right after the move.
"$bin" play 2048 --seed 7 --software &
app=$!
wid=$(window_id)
save="$XDG_DATA_HOME/tessera/2048.json"
capture "$wid" "$work/fresh.png"
before=$(md5sum <"$save")
for key in Left Up Right Down; do xdotool key --window "$wid" $key; done
saved=no
for _ in $(seq 200); do [ "$(md5sum <"$save")" != "$before" ] && saved=yes && break; sleep 0.05; done
[ $saved = yes ] && pass "moves are saved as they are made" || fail "moves are saved as they are made"
capture "$wid" "$work/moved.png"
similar "$work/fresh.png" "$work/moved.png" && fail "the moves changed the board" || pass "the moves changed the board"
kill -9 $app
wait $app 2>/dev/null
"$bin" play 2048 --software &
app=$!
wid=$(window_id)
capture "$wid" "$work/restored.png"
ls "$XDG_DATA_HOME/tessera/" | grep -q corrupt && fail "save was readable after kill -9" || pass "save was readable after kill -9"
similar "$work/moved.png" "$work/restored.png" && pass "moves restored after kill -9" || fail "moves restored after kill -9"

# One writer per data folder: a second start opens no second window, it hands its request to
# the first and exits 0 silently (tests/e2e/second-start.sh checks what the first then shows);
# the first keeps saving its moves.
second=$(timeout 5 "$bin" play 2048 --software 2>&1); code=$?
[ $code -eq 0 ] && [ -z "$second" ] && [ "$(xdotool search --onlyvisible --class tessera | wc -l)" -eq 1 ] \
    && pass "a second start opens no second window (exit 0)" || fail "a second start opens no second window (exit $code: $second)"
before=$(md5sum <"$save")
for key in Left Up Right Down; do xdotool key --window "$wid" $key; done
saved=no
for _ in $(seq 200); do [ "$(md5sum <"$save")" != "$before" ] && saved=yes && break; sleep 0.05; done
[ $saved = yes ] && pass "the first window still saves its moves" || fail "the first window still saves its moves"
xdotool key --window "$wid" ctrl+q 2>/dev/null
wait $app

# The last frame of an animation is painted: with animations on, 2048 moves until a merge
# scored, then the window at rest must equal the headless render of the saved game (a merged
# tile left at its 2-px-larger pop size differs by a ring of pixels around it).
echo '{"theme":"dark","animations":true,"windowWidth":1024,"windowHeight":720}' >"$XDG_CONFIG_HOME/tessera/settings.json"
rm -f "$XDG_DATA_HOME/tessera/2048.json"
"$bin" play 2048 --seed 3 --software &
app=$!
wid=$(window_id)
xdotool mousemove 1279 799 2>/dev/null
# The save holds the first and the last position of the game; the score is the higher one.
score_of() { grep -o '"score":[0-9]*' "$save" 2>/dev/null | cut -d: -f2 | sort -n | tail -n 1; }
merged=no
for key in Left Down Right Down Left Down Right Down Left Down Right Down; do
    before=$(score_of)
    xdotool key --window "$wid" $key
    # A slide is saved as it starts; one that merges raises the score (a key that slides
    # nothing is let go after 3 s).
    for _ in $(seq 30); do [ "$(score_of)" != "$before" ] && break; sleep 0.1; done
    after=$(score_of)
    if [ -n "$after" ] && [ "${after:-0}" -gt "${before:-0}" ]; then merged=yes; break; fi
done
[ $merged = yes ] && pass "a 2048 slide merged tiles (score ${before:-0} -> $after)" || fail "a 2048 slide merged tiles"
capture "$wid" "$work/merged.png"
geometry=$(identify -format '%wx%h' "$work/merged.png")
"$bin" screenshot 2048 --saved --size "$geometry" -o "$work/merged-headless.png"
# The board only: the panel's "+N" and best score are not part of a save.
read -r w h < <(identify -format '%w %h' "$work/merged.png")
for f in merged merged-headless; do convert "$work/$f.png" -crop "$((w * 64 / 100))x${h}+0+0" +repage "$work/$f-board.png"; done
d=$(differing "$work/merged-board.png" "$work/merged-headless-board.png")
echo "    $d pixels differ"
cp "$work"/merged*.png "${ARTIFACTS:-/tmp}/tessera-e2e/" 2>/dev/null
[ -n "$d" ] && [ "$d" -le 50 ] && pass "the merge's last frame is painted at rest size" \
    || fail "the merge's last frame is painted at rest size ($d pixels differ)"
xdotool key --window "$wid" ctrl+q 2>/dev/null
wait $app

# Signals: SIGQUIT, SIGHUP, SIGTERM and SIGINT end Tessera like Ctrl+Q (game and settings
# saved, no crash report).
for sig in QUIT HUP TERM INT; do
    rm -f "$XDG_CONFIG_HOME/tessera/settings.json"
    "$bin" play sudoku --software >"$work/out-$sig.txt" 2>&1 &
    app=$!
    wid=$(window_id)
    xdotool key --window "$wid" Right 2>/dev/null
    kill -s $sig $app
    gone $app && gone=yes || gone=no
    wait $app; status=$?
    [ $gone = yes ] && [ $status -eq 0 ] && [ ! -s "$work/out-$sig.txt" ] && [ -s "$XDG_CONFIG_HOME/tessera/settings.json" ] \
        && [ -s "$XDG_DATA_HOME/tessera/sudoku.json" ] \
        && pass "SIG$sig: saved and gone" \
        || fail "SIG$sig: saved and gone (gone $gone, exit $status, output: $(head -c 200 "$work/out-$sig.txt"))"
done

# A key still held from another window (Ctrl+Q) is not acted on when this window gains focus,
# neither SDL's report of it nor the X server's auto-repeat; once released, Ctrl+Q quits.
xclock >/dev/null 2>&1 &
clock=$!
clock_window=$(xdotool search --sync --onlyvisible --class xclock | head -n 1)
"$bin" play --software &
app=$!
wid=$(window_id)
focused() { for _ in $(seq 100); do [ "$(xdotool getwindowfocus 2>/dev/null)" = "$1" ] && return 0; sleep 0.1; done; return 1; }
xdotool windowfocus "$clock_window"
focused "$clock_window" || fail "xclock takes the focus"
xdotool keydown ctrl+q
xdotool windowfocus "$wid"
focused "$wid" || fail "the window takes the focus back"
# Nothing to wait for here but the X server's auto-repeat, which starts after its repeat delay
# (`xset q`: 660 ms by default): the held key is given that long and more to repeat.
sleep 0.8
kill -0 $app 2>/dev/null && pass "a Ctrl+Q held while the window gains focus does not quit it" \
    || fail "a Ctrl+Q held while the window gains focus quit it"
xdotool keyup ctrl+q
xdotool key --window "$wid" ctrl+q 2>/dev/null
gone $app && quit=yes || quit=no
[ $quit = yes ] && pass "once released, Ctrl+Q quits" || fail "once released, Ctrl+Q quits"
kill $app $clock 2>/dev/null
wait $app 2>/dev/null

# The display goes away (the X server is killed): one plain line, the game saved, gone.
Xvfb -displayfd 4 -screen 0 800x600x24 -nolisten tcp 4>"$work/display2" >/dev/null 2>&1 &
xvfb2=$!
for _ in $(seq 100); do [ -s "$work/display2" ] && break; sleep 0.1; done
rm -f "$XDG_CONFIG_HOME/tessera/settings.json"
DISPLAY=":$(head -n 1 "$work/display2")" "$bin" play lightsout --software >"$work/lost.txt" 2>&1 &
app=$!
DISPLAY=":$(head -n 1 "$work/display2")" timeout 10 xdotool search --sync --onlyvisible --class tessera >/dev/null 2>&1 \
    || fail "the window on the second display appears"
kill $xvfb2
gone $app && gone=yes || gone=no
wait $app; status=$?
[ $gone = yes ] && [ "$(wc -l <"$work/lost.txt")" -eq 1 ] && grep -q "display was lost" "$work/lost.txt" \
    && [ -s "$XDG_CONFIG_HOME/tessera/settings.json" ] \
    && pass "display lost: one line, saved, gone (exit $status)" \
    || fail "display lost (gone $gone, exit $status: $(head -c 300 "$work/lost.txt"))"

# No display: one clear line and exit 2.
out=$(env -u DISPLAY -u WAYLAND_DISPLAY "$bin" play 2>&1); code=$?
[ $code -eq 2 ] && [ "$(echo "$out" | wc -l)" -eq 1 ] && echo "$out" | grep -q "no display" \
    && pass "no display: one line, exit 2" || fail "no display (exit $code: $out)"

e2e_finish "e2e"
