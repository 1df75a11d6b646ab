#!/usr/bin/env bash
# End-to-end: the game menu (issue 32) in a real window under Xvfb, driven by xdotool.
#   tests/e2e/menu.sh PATH/TO/tessera
# Checks, on Tic-tac-toe (no clock, so still pictures compare):
# - a click on the header's ☰ opens the menu: the window shows what `screenshot --sheet menu`
#   renders of the same saved game, and its texts name New game, Statistics, About Tessera, Quit;
# - Escape closes it (the window is the game again), F10 opens it again, F10 closes it;
# - About Tessera, chosen from the menu, shows the version `tessera --version` prints: the window
#   is `screenshot --sheet about`, whose texts hold "Tessera VERSION";
# - Quit in the menu ends Tessera with status 0.
set -uo pipefail
source "$(dirname "$0")/lib.sh"

e2e_start 1280x800
e2e_settings dark

size=1024x720
version=$("$bin" --version)
# Where a tap region's centre is, and what the screen says, as `screenshot` lays the saved game out.
headless() { "$bin" screenshot tictactoe --saved --size "$size" --no-animations "$@"; }
where() { headless --sheet "$1" -o "$work/where.png" --regions | awk -v a="$2" '$1 == a { print $2, $3; exit }'; }
click() { xdotool mousemove --window "$wid" "$1" "$2" click 1 mousemove 1279 799; }

"$bin" play tictactoe --seed 3 --software &
app=$!
wid=$(window_id)
# The pointer off the window: nothing is hovered, as in a headless picture.
xdotool mousemove 1279 799
settled "$wid" "$work/game.png"

read -r mx my < <("$bin" screenshot tictactoe --saved --size "$size" -o "$work/plain.png" --regions |
    awk '$1 == "menu" { print $2, $3; exit }')
if [ -n "${mx:-}" ]; then
    click "$mx" "$my"
    changed "$wid" "$work/game.png" "$work/menu-click.png"
    headless --sheet menu -o "$work/menu-expected.png" --texts >"$work/menu-texts"
    similar "$work/menu-click.png" "$work/menu-expected.png" \
        && pass "a click on ☰ opens the menu (the window is the headless menu)" \
        || fail "a click on ☰ opens the menu (the window is the headless menu)"
    missing=""
    for entry in "New game" "Statistics" "Keyboard shortcuts" "About Tessera" "Quit"; do
        grep -qx "$entry" "$work/menu-texts" || missing="$missing '$entry'"
    done
    [ -z "$missing" ] && pass "the menu lists New game, Statistics, Keyboard shortcuts, About Tessera, Quit" \
        || fail "the menu lacks$missing"
else
    fail "the screen has a menu button"
fi

xdotool key --window "$wid" Escape
changed "$wid" "$work/menu-click.png" "$work/closed.png"
similar "$work/closed.png" "$work/plain.png" && pass "Escape closes the menu (the window is the headless game)" \
    || fail "Escape closes the menu (the window is the headless game)"

xdotool key --window "$wid" F10
changed "$wid" "$work/closed.png" "$work/menu-f10.png"
similar "$work/menu-f10.png" "$work/menu-expected.png" && pass "F10 opens the menu" || fail "F10 opens the menu"

read -r ax ay < <(where menu about)
click "$ax" "$ay"
changed "$wid" "$work/menu-f10.png" "$work/about.png"
headless --sheet about -o "$work/about-expected.png" --texts >"$work/about-texts"
grep -qx "Tessera $version" "$work/about-texts" && pass "About names Tessera $version" \
    || fail "About names Tessera $version (texts: $(head -c 300 "$work/about-texts"))"
similar "$work/about.png" "$work/about-expected.png" && pass "the window shows About with the version" \
    || fail "the window shows About with the version"

xdotool key --window "$wid" Escape
changed "$wid" "$work/about.png" "$work/closed-again.png"
xdotool key --window "$wid" F10
changed "$wid" "$work/closed-again.png" "$work/menu-again.png"
read -r qx qy < <(where menu quit)
click "$qx" "$qy"
if gone $app; then
    wait $app
    status=$?
    [ "$status" -eq 0 ] && pass "Quit in the menu ends Tessera (status 0)" || fail "Quit ends Tessera with status $status"
else
    fail "Quit in the menu ends Tessera"
    kill $app 2>/dev/null
fi

e2e_finish "menu"
