#!/usr/bin/env bash
# The window in the player's language: `LANG=zh_CN.UTF-8 tessera` opens on the Chinese title
# screen (matching the headless render in Chinese, not the English one) on a machine where that
# locale is not even generated; the title screen's language button switches the running window
# to English, then German, without a restart; the choice is written to the settings and wins
# over LANG at the next start.
set -uo pipefail
source "$(dirname "$0")/lib.sh"

# The catalogs beside the binary, where it looks for them.
"$(dirname "$0")/../../scripts/po.sh" compile "$(dirname "$bin")/locale"

e2e_start 1280x800
# Animations on, as the headless render has them (its footer says so).
echo '{"theme":"dark","animations":true,"windowWidth":1024,"windowHeight":720}' >"$XDG_CONFIG_HOME/tessera/settings.json"

# The pointer leaves the button it clicked, so no hover tint differs from the headless render.
click() { xdotool mousemove --window "$1" "$2" "$3" click 1 mousemove --window "$1" 2 2; }
# The window once it is drawn and still; after a click, once it has changed and settled.
capture() { settled "$1" "$2" || echo "    (the window did not settle)"; }
headless() { # LANGUAGE-VALUE NAME: the title as `screenshot` renders it in that environment
    LANG=$1 "$bin" screenshot title --seed 1 --size "$geometry" -o "$work/$2.png" >/dev/null
}

LANG=zh_CN.UTF-8 LC_ALL= LANGUAGE= "$bin" play --seed 1 --software &
app=$!
wid=$(window_id)
[ -n "$wid" ] && wait_name "$wid" "Tessera" && pass "the window opens" || fail "the window opens"
capture "$wid" "$work/zh.png"
geometry=$(identify -format '%wx%h' "$work/zh.png")
headless zh_CN.UTF-8 zh-headless
headless C en-headless
headless de_DE.UTF-8 de-headless
similar "$work/zh.png" "$work/zh-headless.png" && pass "LANG=zh_CN.UTF-8 shows the Chinese title ($geometry)" \
    || fail "LANG=zh_CN.UTF-8 shows the Chinese title"
similar "$work/zh.png" "$work/en-headless.png" && fail "the Chinese title differs from the English one" \
    || pass "the Chinese title differs from the English one"

# The language button, where the Chinese layout puts it.
read -r x y < <(LANG=zh_CN.UTF-8 "$bin" screenshot title --seed 1 --size "$geometry" -o "$work/where.png" --regions |
    awk '$1 == "nextLanguage" { print $2, $3 }')
[ -n "${x:-}" ] && pass "the title screen has a language button (at $x,$y)" || fail "the title screen has a language button"
click "$wid" "$x" "$y"
changed "$wid" "$work/zh.png" "$work/en.png"
similar "$work/en.png" "$work/en-headless.png" && pass "one click: English, without a restart" \
    || fail "one click: English, without a restart"
read -r x y < <(LANG=C "$bin" screenshot title --seed 1 --size "$geometry" -o "$work/where.png" --regions |
    awk '$1 == "nextLanguage" { print $2, $3 }')
click "$wid" "$x" "$y"
changed "$wid" "$work/en.png" "$work/de.png"
similar "$work/de.png" "$work/de-headless.png" && pass "another click: German" || fail "another click: German"
grep -q '"language" *: *"de"' "$XDG_CONFIG_HOME/tessera/settings.json" && pass "the choice is in the settings" \
    || fail "the choice is in the settings ($(cat "$XDG_CONFIG_HOME/tessera/settings.json"))"
kill -TERM $app
wait $app 2>/dev/null

LANG=zh_CN.UTF-8 "$bin" play --seed 1 --software &
app=$!
wid=$(window_id)
capture "$wid" "$work/again.png"
similar "$work/again.png" "$work/de-headless.png" && pass "the next start speaks German despite LANG=zh_CN.UTF-8" \
    || fail "the next start speaks German despite LANG=zh_CN.UTF-8"
kill -TERM $app
wait $app 2>/dev/null

e2e_finish "language"
