#!/usr/bin/env bash
# End-to-end on a real Wayland compositor: Debian's weston nested in Xvfb (its X11 backend
# with the pixman renderer; the headless backend has no input seat and SDL 2.26 crashes there).
#   tests/e2e/wayland.sh PATH/TO/tessera
# Checks: with SDL_VIDEODRIVER=wayland and no --gpu the first frame is presented (through a
# texture: SDL has no window surface there); insisting on the window surface (--software) fails
# with a message and exit 2 instead of idling blank; a capture of the Xvfb screen holds the
# title screen, pixel-compared with the headless render; Ctrl+Q through weston exits 0; on an
# output at scale 2 the frame is drawn at two pixels per point.
set -uo pipefail
source "$(dirname "$0")/lib.sh"

e2e_start 1280x800
e2e_settings dark
weston=""
trap 'kill $weston $xvfb 2>/dev/null; rm -rf "$work"' EXIT
export XDG_RUNTIME_DIR="$work/run"
mkdir -m 0700 "$XDG_RUNTIME_DIR"

socket="tessera-wl-$$"
# --idle-time=0: weston blanks its output after five idle minutes otherwise.
weston --backend=x11-backend.so --use-pixman --socket="$socket" --idle-time=0 --width=1280 --height=800 \
    >"$work/weston.log" 2>&1 &
weston=$!
for _ in $(seq 100); do [ -S "$XDG_RUNTIME_DIR/$socket" ] && break; sleep 0.1; done
[ -S "$XDG_RUNTIME_DIR/$socket" ] && pass "weston runs nested in Xvfb" || { fail "weston runs ($(tail -n 3 "$work/weston.log"))"; exit 1; }
export WAYLAND_DISPLAY="$socket" SDL_VIDEODRIVER=wayland

out=$(timeout 20 "$bin" play --seed 1 --exit-after-first-frame 2>"$work/first.err"); code=$?
echo "$out" | grep -q "^first-frame " && echo "$out" | grep -q "^presented-through " \
    && ! echo "$out" | grep -q "presented-through window surface" && [ $code -eq 0 ] \
    && pass "first frame presented on Wayland ($(echo "$out" | grep presented-through))" \
    || fail "first frame on Wayland (exit $code: $out $(cat "$work/first.err"))"

out=$(timeout 20 "$bin" play --seed 1 --software --exit-after-first-frame 2>&1); code=$?
[ $code -eq 2 ] && echo "$out" | grep -q "^error: .*SDL_GetWindowSurface" && ! echo "$out" | grep -q "^first-frame" \
    && pass "a frame that cannot be presented is an error, exit 2 ($(echo "$out" | grep '^error'))" \
    || fail "a frame that cannot be presented (exit $code: $out)"

# The pointer in a corner of weston's output, away from the cards (a hovered card is tinted).
xdotool mousemove 1279 799
"$bin" play --seed 1 2>"$work/app.err" &
app=$!
"$bin" screenshot title --seed 1 --no-animations --size 1024x720 -o "$work/title-headless.png"
# The window is where weston placed it: the bounding box of the pixels in the title screen's
# background colour (weston's own background and panel have none of it). Waits (up to 20 s)
# until that box is the window's size and two captures in a row agree.
background=$(convert "$work/title-headless.png" -format '%[pixel:p{0,0}]' info:)
last=""
for _ in $(seq 100); do
    xwd -root -silent | convert xwd:- "$work/screen.png"
    box=$(convert "$work/screen.png" -alpha off -fill black +opaque "$background" -format '%@' info:)
    now=$(convert "$work/screen.png" rgb:- | md5sum)
    [ "${box%%+*}" = "1024x720" ] && [ "$now" = "$last" ] && break
    last=$now
    sleep 0.2
done
echo "    window found at $box in the capture"
if [ "${box%%+*}" = "1024x720" ]; then
    pass "a 1024x720 window is on the Xvfb screen"
    convert "$work/screen.png" -crop "$box" +repage "$work/title-wayland.png"
    d=$(compare -metric AE -fuzz 3% "$work/title-wayland.png" "$work/title-headless.png" null: 2>&1 | cut -d' ' -f1)
    echo "    $d of 737280 pixels differ"
    [ -n "$d" ] && [ "$d" -le 3686 ] && pass "the Wayland window shows the title screen (matches the headless render)" \
        || fail "the Wayland window shows the title screen ($d pixels differ)"
else
    fail "a 1024x720 window is on the Xvfb screen (found '$box')"
fi
mkdir -p "${ARTIFACTS:-/tmp}/tessera-e2e" && cp "$work"/screen.png "${ARTIFACTS:-/tmp}/tessera-e2e/wayland-screen.png"

# Keys reach the client through weston: Ctrl+Q on weston's X window quits Tessera.
output=$(xdotool search --class weston | head -n 1)
xdotool windowfocus "$output" 2>/dev/null
xdotool key --window "$output" ctrl+q
gone $app && quit=yes || quit=no
wait $app; status=$?
[ $quit = yes ] && [ $status -eq 0 ] && pass "Ctrl+Q through weston exits 0" \
    || { fail "Ctrl+Q through weston (quit $quit, exit $status)"; kill $app 2>/dev/null; }

# HiDPI on Wayland: on an output at scale 2 the frame is drawn at two pixels per point.
kill $weston
wait $weston 2>/dev/null
weston --backend=x11-backend.so --use-pixman --socket="$socket-2" --idle-time=0 --width=640 --height=400 --scale=2 \
    >"$work/weston2.log" 2>&1 &
weston=$!
for _ in $(seq 100); do [ -S "$XDG_RUNTIME_DIR/$socket-2" ] && break; sleep 0.1; done
echo '{"theme":"dark","animations":false,"windowWidth":480,"windowHeight":320}' >"$XDG_CONFIG_HOME/tessera/settings.json"
out=$(WAYLAND_DISPLAY="$socket-2" timeout 20 "$bin" play --exit-after-first-frame 2>/dev/null); code=$?
[ $code -eq 0 ] && echo "$out" | grep -q "^scale 2.00$" && pass "on a Wayland output at scale 2 frames are drawn at scale 2" \
    || fail "Wayland output at scale 2 (exit $code: $out)"

e2e_finish "wayland e2e"
