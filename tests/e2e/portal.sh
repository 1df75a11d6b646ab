#!/usr/bin/env bash
# End-to-end: the theme and the animations follow the desktop's settings portal, in a real
# window under Xvfb.
#   tests/e2e/portal.sh PATH/TO/tessera
# A private session bus (dbus-daemon with a configuration of its own: no service activation,
# never the user's bus) carries a stand-in portal (tests/e2e/portal.py) whose settings the test
# changes with dbus-send, as the desktop would. Checks:
# - an older portal (no ReadOne; Read's value in two variants) preferring dark: a fresh start is dark;
# - with ReadOne: the running window turns light, dark and light again as the colour scheme goes
#   2, 1, 0 (no preference means light); a value of the wrong type changes nothing;
# - more contrast (the portal's contrast 1, or GNOME's a11y high-contrast) turns the running
#   window high contrast, as drawn headless with --theme high-contrast; back to normal, light;
# - enable-animations false reaches the running title screen (its footer says off);
# - the player's theme (T) stays when the desktop changes, also after a restart;
# - with the desktop's animations off no 2048 move animates (the frame log counts none), and
#   with them on again the same moves do;
# - a portal that never answers neither keeps the window from starting nor from quitting.
set -uo pipefail
source "$(dirname "$0")/lib.sh"
here=$(cd "$(dirname "$0")" && pwd)

e2e_start 1280x800
settings="$XDG_CONFIG_HOME/tessera/settings.json"
bus=""
portal=""
trap 'kill $portal $bus $xvfb 2>/dev/null; rm -rf "$work"' EXIT

cat >"$work/bus.conf" <<EOF
<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:path=$work/bus</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
EOF
dbus-daemon --config-file="$work/bus.conf" --nofork --print-address=3 3>"$work/bus-address" 2>/dev/null &
bus=$!
for _ in $(seq 50); do [ -s "$work/bus-address" ] && break; sleep 0.1; done
export DBUS_SESSION_BUS_ADDRESS="unix:path=$work/bus"

# start_portal VERSION NAMESPACE/KEY=TYPE:VALUE…: the stand-in portal, replacing the last one.
start_portal() {
    if [ -n "$portal" ]; then kill "$portal"; wait "$portal" 2>/dev/null; fi
    rm -f "$work/portal.out"
    # Debian's python3, which has python3-dbus and python3-gi.
    /usr/bin/python3 "$here/portal.py" --version "$@" >"$work/portal.out" 2>"$work/portal.err" &
    portal=$!
    for _ in $(seq 50); do grep -q ready "$work/portal.out" 2>/dev/null && return 0; sleep 0.1; done
    echo "    (the stand-in portal did not start: $(cat "$work/portal.err"))"
    return 1
}
# set_setting NAMESPACE KEY TYPE:VALUE: the desktop changes a setting (the portal signals it).
set_setting() {
    dbus-send --session --print-reply --dest=org.freedesktop.portal.Desktop /org/freedesktop/portal/desktop \
        org.tessera.TestPortal.Set "string:$1" "string:$2" "variant:$3" >/dev/null
}
# The grey level (0-255) of the window's background, at a corner no control covers.
background() { convert "$1" -crop 1x1+3+3 +repage -colorspace gray -format '%[fx:int(255*mean)]' info:; }
is_dark() { [ "$(background "$1")" -lt 64 ]; }
is_light() { [ "$(background "$1")" -gt 192 ]; }
# expect_theme dark|light PNG CHECK: passes CHECK when the capture PNG has that theme's background.
expect_theme() {
    if "is_$1" "$2"; then pass "$3"; else fail "$3 (background $(background "$2"))"; fi
}
# Starts Tessera on the title screen and captures it, drawn and still, to $work/NAME.png.
open_title() {
    "$bin" play --seed 1 &
    app=$!
    wid=$(window_id)
    settled "$wid" "$work/$1.png"
}
# Ends Tessera as a desktop's logout does; it must save and exit 0 (the watcher's thread takes
# no signal away from the one that turns SIGTERM into a quit).
quit() {
    kill -TERM "$1"
    wait "$1"
    local code=$?
    [ $code -eq 0 ] || fail "SIGTERM ends Tessera cleanly (exit $code)"
}

# An older portal, a fresh start (no settings file): dark, as the desktop prefers.
start_portal 1 org.freedesktop.appearance/color-scheme=uint32:1
open_title v1
expect_theme dark "$work/v1.png" "an older portal (Read, two variants) preferring dark: a fresh start is dark"
quit $app

# A current portal: the running window follows the colour scheme.
start_portal 2 org.freedesktop.appearance/color-scheme=uint32:1 org.gnome.desktop.interface/enable-animations=boolean:true
open_title dark
expect_theme dark "$work/dark.png" "ReadOne preferring dark: dark"
set_setting org.freedesktop.appearance color-scheme uint32:2
changed "$wid" "$work/dark.png" "$work/light.png"
expect_theme light "$work/light.png" "the desktop turns light: so does the running window"
set_setting org.freedesktop.appearance color-scheme uint32:1
changed "$wid" "$work/light.png" "$work/dark-again.png"
expect_theme dark "$work/dark-again.png" "and dark again"
set_setting org.freedesktop.appearance color-scheme uint32:0
changed "$wid" "$work/dark-again.png" "$work/no-preference.png"
expect_theme light "$work/no-preference.png" "no preference (0) means light"
# More contrast, from the portal's own key and from GNOME's accessibility setting.
"$bin" screenshot title --seed 1 --theme high-contrast --size 1024x720 -o "$work/contrast-headless.png"
set_setting org.freedesktop.appearance contrast uint32:1
changed "$wid" "$work/no-preference.png" "$work/contrast.png"
similar "$work/contrast.png" "$work/contrast-headless.png" \
    && pass "the desktop asks for more contrast (portal contrast 1): the running window turns high contrast" \
    || fail "portal contrast 1 turns the running window high contrast"
set_setting org.freedesktop.appearance contrast uint32:0
changed "$wid" "$work/contrast.png" "$work/contrast-off.png"
expect_theme light "$work/contrast-off.png" "contrast back to normal (0): light again"
set_setting org.gnome.desktop.a11y.interface high-contrast boolean:true
changed "$wid" "$work/contrast-off.png" "$work/gnome-contrast.png"
similar "$work/gnome-contrast.png" "$work/contrast-headless.png" \
    && pass "GNOME's high-contrast setting turns the running window high contrast" \
    || fail "GNOME's high-contrast setting turns the running window high contrast"
set_setting org.gnome.desktop.a11y.interface high-contrast boolean:false
changed "$wid" "$work/gnome-contrast.png" "$work/no-preference.png"
expect_theme light "$work/no-preference.png" "and off again: light"
# A wrong type, then reduced motion: once the footer says off, the string was handled before it.
set_setting org.freedesktop.appearance color-scheme string:dark
set_setting org.gnome.desktop.interface enable-animations boolean:false
changed "$wid" "$work/no-preference.png" "$work/reduced.png"
"$bin" screenshot title --seed 1 --theme light --no-animations --size 1024x720 -o "$work/reduced-headless.png"
similar "$work/reduced.png" "$work/reduced-headless.png" \
    && pass "enable-animations false reaches the running title (footer off); a string colour scheme changed nothing" \
    || fail "enable-animations false reaches the running title, the string colour scheme ignored"

# The player picks dark (T goes from light to high contrast to dark): the desktop's light no
# longer applies, now or at the next start.
xdotool key --window "$wid" t
changed "$wid" "$work/reduced.png" "$work/picked-contrast.png"
xdotool key --window "$wid" t
changed "$wid" "$work/picked-contrast.png" "$work/picked.png"
set_setting org.freedesktop.appearance color-scheme uint32:2
set_setting org.gnome.desktop.interface enable-animations boolean:true
changed "$wid" "$work/picked.png" "$work/picked-after.png"
"$bin" screenshot title --seed 1 --theme dark --size 1024x720 -o "$work/picked-headless.png"
similar "$work/picked-after.png" "$work/picked-headless.png" \
    && pass "the player's dark stays when the desktop turns light (animations still follow: on)" \
    || fail "the player's dark stays when the desktop turns light"
quit $app
grep -q '"themeFollowsDesktop":false' "$settings" && grep -q '"animationsFollowDesktop":true' "$settings" \
    && pass "the player's theme is remembered, animations still follow" || fail "remembered ($(cat "$settings"))"
open_title restarted
expect_theme dark "$work/restarted.png" "after a restart the player's dark wins over the desktop's light"
quit $app

# 2048 moves with the desktop's animations off, then on: the frame log counts the animations.
save="$XDG_DATA_HOME/tessera/2048.json"
cursor_in() { grep -o '"cursor":[0-9]*' "$save" 2>/dev/null | head -n 1 | cut -d: -f2; }
field() { awk -v k="$1" '$1 == k { print $2 }' "$2"; }
play_moves() {
    rm -rf "$XDG_DATA_HOME"
    TESSERA_FRAME_LOG="$work/frames-$1.log" "$bin" play 2048 --seed 1 &
    app=$!
    wid=$(window_id)
    settled "$wid"
    for key in Left Up Right Down; do
        before=$(cursor_in)
        xdotool key --window "$wid" "$key"
        for _ in $(seq 30); do [ "$(cursor_in)" != "$before" ] && break; sleep 0.1; done
        settled "$wid"
    done
    moves=$(cursor_in)
    quit $app
    animations=$(field animations "$work/frames-$1.log")
    echo "    desktop animations $1: ${moves:-no} moves, ${animations:-no} animations"
}
set_setting org.gnome.desktop.interface enable-animations boolean:false
play_moves off
[ "${moves:-0}" -ge 2 ] && [ "$animations" = 0 ] \
    && pass "with the desktop's animations off no 2048 move animates ($moves moves, 0 animations)" \
    || fail "with the desktop's animations off no move animates (${moves:-no} moves, ${animations:-no} animations)"
set_setting org.gnome.desktop.interface enable-animations boolean:true
play_moves on
[ "${moves:-0}" -ge 2 ] && [ "$animations" = "$moves" ] \
    && pass "with them on again every move animates ($moves moves, $animations animations)" \
    || fail "with them on again every move animates (${moves:-no} moves, ${animations:-no} animations)"

# A portal that takes calls but never answers (stopped): the window still starts (the start
# waits at most 200 ms; the watcher's thread never blocks on a call) and the quit still ends
# the watcher; a hang would end in `timeout`'s exit 124.
kill -STOP "$portal"
started=$(date +%s%N)
out=$(timeout 10 "$bin" play --exit-after-first-frame 2>&1)
code=$?
took=$((($(date +%s%N) - started) / 1000000))
kill -CONT "$portal"
[ $code -eq 0 ] && grep -q '^first-frame ' <<<"$out" \
    && pass "a portal that never answers: first frame and exit 0 all the same (${took} ms in all)" \
    || fail "a portal that never answers (exit $code after ${took} ms: $out)"

e2e_finish "portal e2e"
