#!/usr/bin/env bash
# End-to-end: Lights Out's variants (issue 32) opened from the level picker in a real window
# under Xvfb and solved there.
#   tests/e2e/lights-variants.sh PATH/TO/tessera
# Checks, reading the save and the window's pixels:
# - L, V three times (three-state) and 5 then Enter open three-state level 5; pressing H then
#   Enter until it is solved wins it in exactly its par, and the win moves on to three-state
#   level 6 (the result saved as a three-state win);
# - L, V twice (from three-state past classic to wrap-around), 3, Enter open wrap-around level 3; S draws the solution (the window
#   changes), A turns moving on off, and following the hints wins it: the save's last
#   position is dark, on wrap-around level 3, with a wrap-around win in par.
set -uo pipefail
source "$(dirname "$0")/lib.sh"

e2e_start 1024x720
e2e_settings dark
save="$XDG_DATA_HOME/tessera/lightsout.json"
plain() { tr -d '\\' <"$save" 2>/dev/null; }
on_level() { plain | grep -q "\"params\":{\"variant\":{\"_0\":\"$1\",\"level\":$2}}"; }
won() { plain | grep -Eo "\"moves\":[0-9]+,\"par\":[0-9]+,[^}]*\"variant\":\"$1\",\"won\":true" | tail -n 1; }
wait_for() {
    for _ in $(seq 100); do eval "$1" && return 0; sleep 0.05; done
    return 1
}
# Presses H (the hint rings a press and puts the cursor on it) then Enter until VARIANT is won.
follow_hints() {
    for _ in $(seq 40); do
        [ -n "$(won "$1")" ] && return 0
        xdotool key --window "$wid" --delay 40 h Return
        sleep 0.15
    done
    [ -n "$(won "$1")" ]
}
# "moves":M,"par":P of the last win: solved in par when M equals P.
in_par() { local m p; m=$(echo "$1" | grep -o '"moves":[0-9]*' | cut -d: -f2); p=$(echo "$1" | grep -o '"par":[0-9]*' | cut -d: -f2); [ -n "$m" ] && [ "$m" = "$p" ]; }

"$bin" play lightsout --level 1 --software &
app=$!
wid=$(window_id)
settled "$wid" "$work/classic.png"

xdotool key --window "$wid" --delay 80 l v v v 5 Return
wait_for 'on_level threeState 5' && pass "the picker opens three-state level 5" \
    || fail "the picker opens three-state level 5"
changed "$wid" "$work/classic.png" "$work/three.png"
follow_hints threeState
result=$(won threeState)
echo "    three-state level 5: $result"
if in_par "$result" && wait_for 'on_level threeState 6'; then
    pass "following the hints wins three-state level 5 in par and moves on to level 6"
else
    fail "following the hints wins three-state level 5 in par and moves on to level 6"
fi

settled "$wid" "$work/three6.png"
xdotool key --window "$wid" --delay 80 l v v 3 Return
wait_for 'on_level wrap 3' && pass "the picker opens wrap-around level 3" || fail "the picker opens wrap-around level 3"
changed "$wid" "$work/three6.png" "$work/wrap.png"
xdotool key --window "$wid" s
changed "$wid" "$work/wrap.png" "$work/solution.png"
[ -n "$(differing "$work/wrap.png" "$work/solution.png")" ] \
    && [ "$(differing "$work/wrap.png" "$work/solution.png")" -gt 200 ] \
    && pass "S draws the solution on the board" || fail "S draws the solution on the board"
xdotool key --window "$wid" a
follow_hints wrap
result=$(won wrap)
echo "    wrap-around level 3: $result"
if in_par "$result" && on_level wrap 3 && plain | grep -q '"end":{"level":3,"lights":"000/000/000"'; then
    pass "following the hints wins wrap-around level 3 in par, the board dark"
else
    fail "following the hints wins wrap-around level 3 in par, the board dark"
fi
xdotool key --window "$wid" ctrl+q 2>/dev/null
gone $app || fail "the window closed"
e2e_finish "lights-variants"
