#!/usr/bin/env bash
# End-to-end: 2048's auto-play pace in the real window under Xvfb, driven by xdotool.
#   tests/e2e/2048-depth.sh PATH/TO/tessera
# Checks (each waits for a condition with a generous bound; none asserts a duration): Shift+A
# starts auto-play; Shift+P during it changes the pace (the save records the fast pace) and the
# coach keeps playing (the save's move cursor keeps climbing after the key); after a quit and a
# new start the save still holds the fast pace.
set -uo pipefail
source "$(dirname "$0")/lib.sh"

e2e_start 1280x800
e2e_settings light
save="$XDG_DATA_HOME/tessera/2048.json"

cursor_in() { grep -o '"cursor":[0-9]*' "$1" 2>/dev/null | head -n 1 | cut -d: -f2; }
# The pace saved with the game on screen: 0 slow, 1 normal, 2 fast (none before it is chosen).
pace_in() { grep -o '"pace":[0-9]*' "$1" 2>/dev/null | head -n 1 | cut -d: -f2; }
wait_cursor() {
    for _ in $(seq 300); do [ "$(cursor_in "$save")" -ge "$1" ] 2>/dev/null && return 0; sleep 0.1; done
    return 1
}
quit() {
    xdotool key --window "$wid" ctrl+q 2>/dev/null
    for _ in $(seq 100); do kill -0 "$app" 2>/dev/null || break; sleep 0.1; done
    wait "$app" 2>/dev/null
}

"$bin" play 2048 --seed 1 --software &
app=$!
wid=$(window_id)
[ -n "$wid" ] && wait_name "$wid" "Tessera — 2048" && pass "2048 opens" || fail "2048 opens (name: $(name_of "$wid"))"

xdotool key --window "$wid" shift+a
wait_cursor 2 && pass "Shift+A plays (cursor $(cursor_in "$save"))" || fail "Shift+A plays (cursor $(cursor_in "$save"))"

xdotool key --window "$wid" shift+p
paced=no
for _ in $(seq 50); do [ "$(pace_in "$save")" = 2 ] && paced=yes && break; sleep 0.1; done
[ $paced = yes ] && pass "Shift+P during auto-play changes the pace (normal to fast, saved)" \
    || fail "Shift+P during auto-play changes the pace (saved pace: '$(pace_in "$save")')"
after=$(cursor_in "$save")
if wait_cursor $((after + 5)); then
    pass "the coach keeps playing after Shift+P (cursor $after, then $(cursor_in "$save"))"
else
    fail "the coach keeps playing after Shift+P (cursor stayed at $(cursor_in "$save") from $after)"
fi
quit

"$bin" play 2048 --software &
app=$!
wid=$(window_id)
[ -n "$wid" ] && wait_name "$wid" "Tessera — 2048" || fail "2048 opens again"
# The restored game is written back once a key acts on it: Shift+A starts the coach again.
xdotool key --window "$wid" shift+a
moved=$(( $(cursor_in "$save") + 2 ))
wait_cursor $moved || fail "the coach plays after the restart"
[ "$(pace_in "$save")" = 2 ] && pass "the fast pace is remembered across a restart" \
    || fail "the fast pace is remembered across a restart (saved pace: '$(pace_in "$save")')"
xdotool key --window "$wid" space
quit

e2e_finish "2048-depth e2e"
