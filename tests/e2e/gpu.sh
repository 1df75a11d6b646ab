#!/usr/bin/env bash
# End-to-end: `--gpu` with a window wider than the renderer's largest texture (Mesa's OpenGL
# under Xvfb: 16384), in the real window driven by xdotool.
#   tests/e2e/gpu.sh PATH/TO/tessera
# Checks: the window resized to 17000×600 keeps playing (a move is saved after the resize), its
# left part shows the game rather than one flat colour, and Ctrl+Q exits 0. Before, the frame's
# texture could not be made and Tessera exited 2 ("Texture dimensions are limited to
# 16384x16384"). The fit itself is `TextureFitTests`.
set -uo pipefail
source "$(dirname "$0")/lib.sh"

e2e_start 1280x800
e2e_settings dark
save="$XDG_DATA_HOME/tessera/2048.json"
moves_in() { grep -o '"moves":"[^"]*"' "$save" 2>/dev/null | head -n 1 | cut -d'"' -f4; }

first=$("$bin" play --gpu --exit-after-first-frame 2>&1)
renderer=$(echo "$first" | sed -n 's/^presented-through //p')
limit=$(echo "$first" | sed -n 's/^largest-texture //p')
if [ -z "$renderer" ] || [ "$renderer" = "window surface" ]; then
    fail "--gpu presents through a renderer here (got '${renderer:-nothing}')"
    e2e_finish gpu
    exit
fi
echo "    renderer $renderer, largest texture ${limit:-unknown}"
# The case under test: a window wider than any texture this renderer makes.
width=${limit%%x*}
[ -n "$width" ] && [ "$width" -gt 0 ] && [ "$width" -lt 17000 ] \
    && pass "the renderer's textures are narrower than 17000 ($limit)" \
    || fail "the renderer's textures are narrower than 17000 (${limit:-unknown}): the check below would prove nothing"

"$bin" play 2048 --gpu --seed 3 >"$work/gpu.txt" 2>&1 &
app=$!
wid=$(window_id)
xdotool key --window "$wid" --delay 60 Left Up Right Down
for _ in $(seq 50); do [ -n "$(moves_in)" ] && break; sleep 0.1; done
before=$(moves_in)
xdotool windowsize "$wid" 17000 600
for _ in $(seq 100); do
    [ "$(xdotool getwindowgeometry "$wid" 2>/dev/null | sed -n 's/.*Geometry: //p')" = "17000x600" ] && break
    sleep 0.1
done
geometry=$(xdotool getwindowgeometry "$wid" 2>/dev/null | sed -n 's/.*Geometry: //p')
[ "$geometry" = "17000x600" ] && pass "the window is 17000x600" || fail "the window is 17000x600 (got $geometry)"
xdotool key --window "$wid" --delay 60 Left Up Right Down Left Up
for _ in $(seq 50); do [ "$(moves_in)" != "$before" ] && break; sleep 0.1; done
kill -0 $app 2>/dev/null && [ "$(moves_in)" != "$before" ] \
    && pass "at 17000x600 with --gpu the game plays on (moves '$before' -> '$(moves_in)')" \
    || fail "at 17000x600 with --gpu the game plays on (alive: $(kill -0 $app 2>/dev/null && echo yes || echo no), moves '$before' -> '$(moves_in)', output: $(head -c 300 "$work/gpu.txt"))"
# What the window shows: its left 1280 pixels, not one flat colour.
settled "$wid" "$work/wide.png"
convert "$work/wide.png" -crop 1280x600+0+0 +repage "$work/wide-left.png" 2>/dev/null
colours=$(identify -format '%k' "$work/wide-left.png" 2>/dev/null)
mkdir -p "${ARTIFACTS:-/tmp}/tessera-e2e" && cp "$work/wide-left.png" "${ARTIFACTS:-/tmp}/tessera-e2e/gpu-wide-left.png"
[ "${colours:-0}" -gt 8 ] && pass "the wide window is drawn ($colours colours in its left part)" \
    || fail "the wide window is drawn (${colours:-no} colours in its left part)"
xdotool key --window "$wid" ctrl+q 2>/dev/null
gone $app && went=yes || went=no
wait $app
status=$?
[ $went = yes ] && [ $status -eq 0 ] && pass "Ctrl+Q exits 0" \
    || fail "Ctrl+Q exits 0 (gone $went, exit $status, output: $(head -c 300 "$work/gpu.txt"))"

e2e_finish gpu
