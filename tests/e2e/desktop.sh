#!/usr/bin/env bash
# End-to-end: Tessera as a desktop citizen on X11 (Xvfb), and its install.
#   tests/e2e/desktop.sh PATH/TO/tessera
# Checks: the window's WM_CLASS is the reverse-DNS id, it has an icon and does not ask to bypass
# the compositor; a start without a session bus starts none; with Xft.dpi 192 the title is drawn
# at twice the 96-dpi pixel size, Ctrl+plus enlarges it and is remembered; on a Russian layout
# Ctrl+Z undoes a 2048 move and N starts a new game; a remembered size larger than the screen
# opens whole on screen; F11 works without a window manager; without DejaVu the font fontconfig
# picks is used, and with no font at all the message names what was looked for (the desktop's
# light or dark style: tests/e2e/portal.sh); scripts/install.sh installs a valid desktop file and
# metainfo (pedantically: only the id-case note), both translated into German and Chinese, icons,
# a binary that runs without the Swift toolchain, and its uninstall leaves the prefix empty.
set -uo pipefail
source "$(dirname "$0")/lib.sh"
cd "$(dirname "$0")/../.."

# -noreset: the X resources and the keyboard layout set below must outlive the clients that set them.
e2e_start 1600x1000 -noreset
settings="$XDG_CONFIG_HOME/tessera/settings.json"
xdotool mousemove 1599 999

# The newest visible Tessera window (by its class, the reverse-DNS id).
window_id() { xdotool search --sync --onlyvisible --class org.tessera.Tessera 2>/dev/null | tail -n 1; }
# The window once it is drawn and still (every wait here is for a condition, with a bound).
capture() { settled "$1" "$2" || echo "    (the window did not settle)"; }
# Ends Tessera as Ctrl+Q does (SIGTERM saves the settings and the game the same way; a key sent
# to a window that took the focus when it was mapped under the pointer is not reliable here).
quit() {
    kill -TERM "$2"
    wait "$2"
}
# The height in pixels of the title's bright text ("Tessera") in a capture of the title screen.
title_height() {
    local w h
    read -r w h < <(identify -format '%w %h' "$1")
    convert "$1" -crop "${w}x$((h / 6))+0+0" +repage -colorspace gray -threshold 80% -format '%@' info: \
        | sed 's/^[0-9]*x\([0-9]*\)+.*/\1/'
}

echo '{"theme":"dark","animations":false,"windowWidth":800,"windowHeight":480}' >"$settings"

# No session bus (no DBUS_SESSION_BUS_ADDRESS, no $XDG_RUNTIME_DIR/bus): the window starts
# without starting one. libdbus would run `dbus-launch --autolaunch` for SDL's connection (from
# its own folder first, then along PATH), which leaves a bus daemon running after the game. Before
# any other window opens: a second start only hands its request over to the first window.
mkdir -p "$work/fake-bin"
printf '#!/bin/sh\ntouch "%s"\nexit 1\n' "$work/dbus-launch-ran" >"$work/fake-bin/dbus-launch"
chmod +x "$work/fake-bin/dbus-launch"
# Bus daemons running now, from /proc (no procps needed).
daemons() { grep -lx dbus-daemon /proc/[0-9]*/comm 2>/dev/null | wc -l; }
daemons_before=$(daemons)
env -u DBUS_SESSION_BUS_ADDRESS PATH="$work/fake-bin:$PATH" "$bin" play --exit-after-first-frame >/dev/null 2>&1
status=$?
daemons_after=$(daemons)
if [ $status -ne 0 ]; then
    fail "a start without a session bus (status $status)"
elif [ -e "$work/dbus-launch-ran" ] || [ "$daemons_after" -gt "$daemons_before" ]; then
    fail "a start without a session bus ran dbus-launch or left a bus daemon"
else
    pass "a start without a session bus starts none (no dbus-launch, no new dbus-daemon)"
fi

# Window properties.
"$bin" play --seed 1 &
app=$!
wid=$(window_id)
props=$(xprop -id "$wid" 2>/dev/null)
# Read from a here-string, not `echo | grep -q`: the icon makes the properties larger than a pipe
# holds, grep -q stops at its match, and under pipefail echo's broken pipe failed the check.
grep -q '^WM_CLASS(STRING) = "org.tessera.Tessera", "org.tessera.Tessera"$' <<<"$props" \
    && pass "WM_CLASS is the reverse-DNS id" || fail "WM_CLASS ($(grep WM_CLASS <<<"$props"))"
grep -q '^_NET_WM_ICON(CARDINAL) = ' <<<"$props" && pass "the window has an icon (_NET_WM_ICON)" \
    || fail "the window has an icon"
grep -q '_NET_WM_BYPASS_COMPOSITOR' <<<"$props" && fail "_NET_WM_BYPASS_COMPOSITOR is set" \
    || pass "no _NET_WM_BYPASS_COMPOSITOR"

# HiDPI: the same 800x480-point window at 96 and at 192 dpi.
capture "$wid" "$work/dpi96.png"
"$bin" screenshot title --seed 1 --no-animations --size 800x480 -o "$work/dpi96-headless.png"
[ "$(identify -format '%wx%h' "$work/dpi96.png")" = 800x480 ] && similar "$work/dpi96.png" "$work/dpi96-headless.png" \
    && pass "at 96 dpi: 800x480 pixels, the headless render at scale 1" || fail "at 96 dpi"
quit "$wid" $app
echo "Xft.dpi: 192" | xrdb -merge
"$bin" play --seed 1 &
app=$!
wid=$(window_id)
capture "$wid" "$work/dpi192.png"
"$bin" screenshot title --seed 1 --no-animations --size 800x480 --scale 2 -o "$work/dpi192-headless.png"
[ "$(identify -format '%wx%h' "$work/dpi192.png")" = 1600x960 ] && similar "$work/dpi192.png" "$work/dpi192-headless.png" \
    && pass "at 192 dpi: 1600x960 pixels, the headless render at scale 2" \
    || fail "at 192 dpi ($(identify -format '%wx%h' "$work/dpi192.png"))"
h96=$(title_height "$work/dpi96.png")
h192=$(title_height "$work/dpi192.png")
[ -n "$h96" ] && [ -n "$h192" ] && [ $((h192 - 2 * h96)) -ge -2 ] && [ $((h192 - 2 * h96)) -le 2 ] \
    && pass "the title text is twice as tall at 192 dpi ($h96 px, $h192 px)" \
    || fail "the title text is twice as tall at 192 dpi ($h96 px, $h192 px)"
xdotool key --window "$wid" ctrl+plus
changed "$wid" "$work/dpi192.png" "$work/zoomed.png"
hzoom=$(title_height "$work/zoomed.png")
[ -n "$hzoom" ] && [ "$hzoom" -gt "$h192" ] && pass "Ctrl+plus enlarges ($h192 px -> $hzoom px)" \
    || fail "Ctrl+plus enlarges ($h192 px -> $hzoom px)"
quit "$wid" $app
grep -q '"zoom":1.1' "$settings" && pass "the zoom is saved" || fail "the zoom is saved ($(cat "$settings"))"
"$bin" play --seed 1 &
app=$!
wid=$(window_id)
capture "$wid" "$work/zoomed-again.png"
[ "$(title_height "$work/zoomed-again.png")" = "$hzoom" ] && pass "the zoom is remembered on the next start" \
    || fail "the zoom is remembered ($(title_height "$work/zoomed-again.png") px, was $hzoom px)"
# Pointer positions are scaled too: a click on the Lights Out card (bottom right) opens it.
read -r w h < <(identify -format '%w %h' "$work/zoomed-again.png")
xdotool mousemove --window "$wid" $((w * 3 / 4)) $((h * 3 / 4)) click 1
opened=no
for _ in $(seq 30); do
    xprop -id "$wid" _NET_WM_NAME | grep -q "Lights Out" && { opened=yes; break; }
    sleep 0.1
done
[ $opened = yes ] && pass "a click at 2.2x scale opens the card under it" || fail "a click at 2.2x scale opens the card under it"
xdotool mousemove 1599 999
quit "$wid" $app
xrdb -remove

# A Russian layout: the Z and N keys type я and т; Ctrl+Z and N still mean undo and new game.
echo '{"theme":"dark","animations":false,"windowWidth":1024,"windowHeight":720}' >"$settings"
setxkbmap ru
"$bin" play 2048 --seed 7 &
app=$!
wid=$(window_id)
save="$XDG_DATA_HOME/tessera/2048.json"
for _ in $(seq 50); do [ -s "$save" ] && break; sleep 0.1; done
capture "$wid" "$work/fresh.png"
# Waits until the save changes from $1 (the move, undo or new game has been handled).
saved() { for _ in $(seq 100); do [ "$(md5sum <"$save")" != "$1" ] && return 0; sleep 0.1; done; return 1; }
moved=no
for key in Left Up Right Down; do
    before=$(md5sum <"$save")
    xdotool key --window "$wid" $key
    saved "$before" && { moved=yes; break; }
done
capture "$wid" "$work/moved.png"
[ $moved = yes ] && ! similar "$work/fresh.png" "$work/moved.png" && pass "an arrow key moves the tiles" \
    || fail "an arrow key moves the tiles"
before=$(md5sum <"$save")
xdotool key --window "$wid" ctrl+Cyrillic_ya
saved "$before"
capture "$wid" "$work/undone.png"
similar "$work/fresh.png" "$work/undone.png" && pass "Ctrl+Z (я) undoes the move on a Russian layout" \
    || fail "Ctrl+Z (я) undoes the move on a Russian layout"
before=$(md5sum <"$save")
xdotool key --window "$wid" Cyrillic_te
saved "$before"
capture "$wid" "$work/new.png"
similar "$work/fresh.png" "$work/new.png" && fail "N (т) starts a new game on a Russian layout" \
    || pass "N (т) starts a new game on a Russian layout"
before=$(md5sum <"$save")
xdotool key --window "$wid" ctrl+Cyrillic_ya
saved "$before"
capture "$wid" "$work/back.png"
similar "$work/fresh.png" "$work/back.png" && pass "Ctrl+Z (я) brings back the game N replaced" \
    || fail "Ctrl+Z (я) brings back the game N replaced"
quit "$wid" $app
setxkbmap us

# A remembered size larger than the screen.
echo '{"theme":"dark","animations":false,"windowWidth":2560,"windowHeight":1440}' >"$settings"
"$bin" play &
app=$!
wid=$(window_id)
# The window may be placed after it is mapped: wait (up to 10 s) until it lies on the screen.
for _ in $(seq 100); do
    eval "$(xdotool getwindowgeometry --shell "$wid")"
    [ "$X" -ge 0 ] && [ "$Y" -ge 0 ] && [ $((X + WIDTH)) -le 1600 ] && [ $((Y + HEIGHT)) -le 1000 ] && break
    sleep 0.1
done
[ "$X" -ge 0 ] && [ "$Y" -ge 0 ] && [ $((X + WIDTH)) -le 1600 ] && [ $((Y + HEIGHT)) -le 1000 ] \
    && pass "a remembered 2560x1440 opens whole on a 1600x1000 screen (${WIDTH}x$HEIGHT at $X,$Y)" \
    || fail "a remembered 2560x1440 opens whole (${WIDTH}x$HEIGHT at $X,$Y)"
quit "$wid" $app

# F11 with no window manager: the window itself fills the screen, and F11 again puts it back;
# the normal size is what is saved.
echo '{"theme":"dark","animations":false,"windowWidth":800,"windowHeight":480}' >"$settings"
"$bin" play &
app=$!
wid=$(window_id)
# The window's geometry once it differs from $1 (up to 10 s).
geometry() {
    local now
    for _ in $(seq 100); do
        eval "$(xdotool getwindowgeometry --shell "$wid")"
        now="${WIDTH}x$HEIGHT+$X+$Y"
        [ "$now" != "$1" ] && break
        sleep 0.1
    done
    echo "$now"
}
start=$(geometry "")
xdotool key --window "$wid" F11
full=$(geometry "$start")
xdotool key --window "$wid" F11
back=$(geometry "$full")
quit "$wid" $app
[ "$full" = "1600x1000+0+0" ] && [ "${back%%+*}" = "800x480" ] && grep -q '"windowWidth":800' "$settings" \
    && pass "F11 without a window manager fills the screen ($full) and returns ($back); the normal size is saved" \
    || fail "F11 without a window manager ($full, then $back; $(cat "$settings"))"

# Fonts through fontconfig: a private configuration with Liberation Sans only (no DejaVu).
mkdir -p "$work/fonts"
cp /usr/share/fonts/truetype/liberation2/LiberationSans-{Regular,Bold}.ttf "$work/fonts/"
printf '<?xml version="1.0"?>\n<fontconfig><dir>%s</dir><cachedir>%s</cachedir></fontconfig>\n' \
    "$work/fonts" "$work/fc-cache" >"$work/fonts.conf"
out=$(FONTCONFIG_FILE="$work/fonts.conf" timeout 20 "$bin" play --exit-after-first-frame 2>&1); code=$?
[ $code -eq 0 ] && echo "$out" | grep -q "^font $work/fonts/LiberationSans-Regular.ttf$" \
    && echo "$out" | grep -q "^bold-font $work/fonts/LiberationSans-Bold.ttf$" \
    && pass "without DejaVu Tessera starts with the font fontconfig picks (Liberation Sans, regular and bold)" \
    || fail "without DejaVu (exit $code: $out)"
FONTCONFIG_FILE="$work/fonts.conf" "$bin" screenshot title --seed 1 --no-animations --size 800x480 -o "$work/liberation.png"
similar "$work/liberation.png" "$work/dpi96-headless.png" && fail "the title is drawn in Liberation Sans" \
    || pass "the title is drawn in Liberation Sans (differs from DejaVu's)"
printf '<?xml version="1.0"?>\n<fontconfig><dir>%s</dir><cachedir>%s</cachedir></fontconfig>\n' \
    "$work/no-fonts" "$work/fc-cache" >"$work/empty.conf"
out=$(FONTCONFIG_FILE="$work/empty.conf" "$bin" play --exit-after-first-frame 2>&1); code=$?
[ $code -eq 2 ] && [ "$(echo "$out" | wc -l)" -eq 1 ] && echo "$out" | grep -q "DejaVu Sans" \
    && pass "no font at all: one line naming what was looked for, exit 2" || fail "no font at all (exit $code: $out)"
mkdir -p "${ARTIFACTS:-/tmp}/tessera-e2e" && cp "$work"/dpi*.png "$work"/zoomed.png "${ARTIFACTS:-/tmp}/tessera-e2e/"

# The install, with the Swift runtime of this build bundled (the toolchain hidden from it).
prefix="$work/prefix"
mkdir -p "$prefix"
scripts/install.sh --prefix "$prefix" --binary "$bin" --screenshots-url https://example.org/tessera/screenshots \
    >"$work/install.log" 2>&1 && pass "scripts/install.sh --prefix" || fail "scripts/install.sh ($(tail -n 3 "$work/install.log"))"
id=org.tessera.Tessera
desktop-file-validate "$prefix/share/applications/$id.desktop" && pass "desktop-file-validate passes" \
    || fail "desktop-file-validate"
as=$(appstreamcli validate --no-net --pedantic "$prefix/share/metainfo/$id.metainfo.xml" 2>&1 \
    | grep -E "^[EWIP]:" | grep -v "cid-contains-uppercase-letter")
[ -z "$as" ] && pass "appstreamcli validate --pedantic: nothing but the id-case note" || fail "appstreamcli: $as"
# The menu entry and metainfo in German and Chinese, merged by msgfmt from po/ (the catalogs'
# texts, not the English ones copied).
entry="$prefix/share/applications/$id.desktop"
metainfo="$prefix/share/metainfo/$id.metainfo.xml"
translated=yes
for key in Name GenericName Comment Keywords; do
    for lang in de zh_CN; do
        grep -q "^$key\[$lang\]=." "$entry" || translated="no $key[$lang]"
    done
done
grep -qx 'GenericName\[de\]=Denkspiele' "$entry" && grep -qx 'Comment\[zh_CN\]=数独、2048、井字棋和关灯' "$entry" \
    && grep -qE '^Keywords\[de\]=([^;]+;)+$' "$entry" || translated="no (German or Chinese texts: $(grep '\[' "$entry" | head -n 3))"
[ "$translated" = yes ] && pass "the menu entry has Name, GenericName, Comment and Keywords in de and zh_CN" \
    || fail "the translated menu entry: $translated"
for lang in de zh_CN; do
    for element in name summary p; do
        grep -q "<$element xml:lang=\"$lang\">" "$metainfo" || translated="no <$element xml:lang=\"$lang\">"
    done
done
# The component's own description is the first (the releases' descriptions stay English).
description=$(awk '/<description>/ { n++ } n == 1; n == 1 && /<\/description>/ { exit }' "$metainfo")
[ "$(grep -c '<p xml:lang="de">' <<<"$description")" -eq "$(grep -c '<p>' <<<"$description")" ] \
    || translated="not every description paragraph in German"
grep -q '<summary xml:lang="de">Sudoku, 2048, Tic-Tac-Toe und Lichter aus in einem Fenster</summary>' "$metainfo" \
    || translated="no German summary"
[ "$translated" = yes ] && pass "the metainfo's name, summary and every description paragraph in de and zh_CN" \
    || fail "the translated metainfo: $translated"
icons=0
for s in 16 22 24 32 48 64 128 256 512; do
    [ "$(identify -format '%wx%h' "$prefix/share/icons/hicolor/${s}x$s/apps/$id.png" 2>/dev/null)" = "${s}x$s" ] \
        && icons=$((icons + 1))
done
[ $icons -eq 9 ] && pass "icons at 16, 22, 24, 32, 48, 64, 128, 256 and 512 px" || fail "icons ($icons of 9)"
toolchain=$(dirname "$(dirname "$(realpath "$(command -v swift)")")")
version=$(env -i PATH=/usr/bin:/bin "$prefix/bin/tessera" --version 2>&1); code=$?
libs=$(env -i PATH=/usr/bin:/bin ldd "$prefix/bin/tessera")
[ $code -eq 0 ] && [ -n "$version" ] && echo "$libs" | grep -q "libswiftCore.so => $prefix/" \
    && ! echo "$libs" | grep -q "$toolchain" \
    && pass "the installed tessera --version ($version) runs on its own runtime, none from $toolchain" \
    || fail "the installed binary (exit $code: $version; $(echo "$libs" | grep swiftCore))"
man -l "$prefix/share/man/man6/tessera.6" 2>/dev/null | grep -q "screenshot" && pass "the manual page lists the commands" \
    || fail "the manual page"
scripts/install.sh --prefix "$prefix" --uninstall >/dev/null
[ -z "$(ls -A "$prefix")" ] && pass "the uninstall leaves the prefix empty" \
    || fail "the uninstall leaves the prefix empty (left: $(find "$prefix" -mindepth 1 | head -n 5))"

e2e_finish "desktop e2e"
