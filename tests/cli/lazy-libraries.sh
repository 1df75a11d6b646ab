#!/usr/bin/env bash
# The installed program opens its display libraries (SDL, fontconfig, cairo and the fifty they
# bring) only when a command needs a window, a font or a printout (scripts/lazy-libraries.sh,
# `DisplayLibraries`). Checked on a copy of the build made the way scripts/install.sh makes the
# installed one:
#   - it lists none of them as needed;
#   - every engine command (`DisplayFreeCommand`) runs without the dynamic linker opening any of
#     them (LD_DEBUG=files), printing exactly what the build that lists them prints;
#   - a command that draws opens them when it starts, and its output is the same too; a window
#     opens and draws its first frame, opening before it only what it needs (not SDL_image, not
#     cairo), and a window that lives on prints a Sudoku page through cairo;
#   - the whole command-line suite (tests/cli/run.sh) passes against it.
#   tests/cli/lazy-libraries.sh PATH/TO/tessera
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
bin=$(realpath "${1:-.build/debug/tessera}")
# Beside the build, so that it finds the same translations and runtime.
lazy="$(dirname "$bin")/tessera-lazy-libraries"
work=$(mktemp -d)
trap 'rm -rf "$work" "$lazy"' EXIT
cp "$bin" "$lazy"
"$root/scripts/lazy-libraries.sh" "$lazy" || { echo "  FAIL scripts/lazy-libraries.sh $lazy"; exit 1; }
passed=0
failed=0
ok() { passed=$((passed + 1)); echo "  ok   $1"; }
fail() { failed=$((failed + 1)); echo "  FAIL $1"; }

mapfile -t names < <("$root/scripts/lazy-libraries.sh" --names)
needed=$(patchelf --print-needed "$lazy")
listed=$(for name in "${names[@]}"; do grep -xF "$name" <<<"$needed"; done)
if [ -z "$listed" ] && grep -qxF libc.so.6 <<<"$needed"; then
    ok "the copy lists none of ${names[*]} as needed"
else
    fail "the copy still lists: $(echo $listed)"
fi
if [ "$(patchelf --print-needed "$bin" | grep -cxF -f <("$root/scripts/lazy-libraries.sh" --names))" -eq ${#names[@]} ]; then
    ok "the build lists all ${#names[@]} (the script's names are the libraries it links)"
else
    fail "the build does not list every name of scripts/lazy-libraries.sh --names: $(patchelf --print-needed "$bin" | tr '\n' ' ')"
fi

puzzle=$("$bin" sudoku generate --difficulty easy --count 1 --seed 4)
# same NAME STDIN OPENS -- ARGS...: the copy's output and exit status are the build's; OPENS is
# "none" (no display library may be opened), "display" (libSDL2 must be) or "either".
same() {
    local name=$1 input=$2 opens=$3 status expected
    shift 4
    (cd "$work" && LANGUAGE=en LANG=C.UTF-8 "$bin" "$@" <<<"$input" >"$work/build.out" 2>"$work/build.err")
    expected=$?
    rm -f "$work"/ld.*
    (cd "$work" && LANGUAGE=en LANG=C.UTF-8 LD_DEBUG=files LD_DEBUG_OUTPUT="$work/ld" "$lazy" "$@" <<<"$input" \
        >"$work/lazy.out" 2>"$work/lazy.err")
    status=$?
    # Times (the coach's milliseconds a move) differ from run to run; nothing else may.
    sed -i -E 's/[0-9.]+ ms/N ms/g' "$work"/build.out "$work"/lazy.out
    if [ "$status" -ne "$expected" ] || ! cmp -s "$work/build.out" "$work/lazy.out" \
        || ! cmp -s "$work/build.err" "$work/lazy.err"; then
        fail "$name: exit $status (build: $expected), or its output differs from the build's: $(head -c 300 "$work/lazy.err")"
        return
    fi
    local opened
    opened=$(cat "$work"/ld.* 2>/dev/null | grep -oE 'file=lib(SDL2|fontconfig|cairo)[^ ]*' | sort -u | tr '\n' ' ')
    if [ "$opens" = none ] && [ -n "$opened" ]; then
        fail "$name opened $opened"
    elif [ "$opens" = display ] && ! grep -q 'file=libSDL2-2.0.so.0' <<<"$opened"; then
        fail "$name never opened libSDL2 (LD_DEBUG saw: $opened)"
    else
        ok "$name: the build's output, $([ "$opens" = none ] && echo "no display library opened" || echo "libraries opened: $opened")"
    fi
}
same "sudoku generate (the direct line)" "" none -- sudoku generate --difficulty trivial --count 5 --seed 1
same "sudoku generate (through the parser)" "" none -- sudoku generate --count=3 --seed 2 --difficulty hard
same "sudoku solve" "$puzzle" none -- sudoku solve
same "sudoku grade" "$puzzle" none -- sudoku grade
same "sudoku hard-set" "" none -- sudoku hard-set
same "2048 slide" "" none -- 2048 slide 2,2,0,0/0,0,0,0/0,0,0,0/0,0,0,0 left
same "2048 best-move" "" none -- 2048 best-move 2,2,0,0/0,4,0,0/0,0,0,0/0,0,0,8
same "2048 autoplay" "" none -- 2048 autoplay --games 1 --seed 1 --size 3
same "lightsout solve" "" none -- lightsout solve 10101/00000/00000/00000/00000
same "tictactoe best-move" "" none -- tictactoe best-move XX./OO./...
same "daily" "" none -- daily --date 2026-01-02
same "manual" "" none -- manual
# The parser answers --help with a command of its own, which loads them: only the text matters.
same "a command's help" "" either -- sudoku generate --help
same "--version" "" none -- --version
same "a mistake" "" none -- sudoku generate --count 0
same "screenshot (draws: opens them)" "" display -- screenshot title -o "$work/title.png" --size 300x400
same "sudoku print (cairo)" "" display -- sudoku print --count 1 --output "$work/print.pdf"

# A real window: the direct line that starts one opens them before SDL starts.
Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3>"$work/display" >/dev/null 2>&1 &
xvfb=$!
for _ in $(seq 100); do [ -s "$work/display" ] && break; sleep 0.1; done
mkdir -p "$work/home" "$work/config" "$work/data" && mkdir -m 700 "$work/runtime"
export DISPLAY=":$(head -n 1 "$work/display")" HOME="$work/home" XDG_CONFIG_HOME="$work/config" \
    XDG_DATA_HOME="$work/data" XDG_RUNTIME_DIR="$work/runtime"
rm -f "$work"/ld.*
if LD_DEBUG=files LD_DEBUG_OUTPUT="$work/ld" timeout 60 "$lazy" --software --exit-after-first-frame \
    >"$work/window.log" 2>&1; then
    ok "a window opens and draws its first frame"
else
    fail "the window did not draw its first frame: $(head -c 300 "$work/window.log")"
fi
# Only what the first frame needs is opened before it: SDL_image and cairo come after.
opened=$(cat "$work"/ld.* 2>/dev/null | grep -oE 'file=lib(SDL2|fontconfig|cairo)[^ ]*' | sort -u | tr '\n' ' ')
if grep -q 'file=libSDL2-2.0.so.0' <<<"$opened" && ! grep -qE 'file=lib(cairo|SDL2_image)' <<<"$opened"; then
    ok "before the first frame: $opened(not SDL_image, not cairo)"
else
    fail "before the first frame the window opened: $opened"
fi
# A window that lives on opens the rest after its first frame: Print… (N, then P in the
# new-game dialog) writes its PDF through cairo (started through the parser's `play`).
mkdir -p "$HOME/Documents"
echo 'XDG_DOCUMENTS_DIR="$HOME/Documents"' >"$XDG_CONFIG_HOME/user-dirs.dirs"
"$lazy" play sudoku --difficulty easy --seed 3 >"$work/play.log" 2>&1 &
app=$!
wid=$(timeout 20 xdotool search --sync --onlyvisible --class org.tessera.Tessera 2>/dev/null | tail -n 1)
sleep 0.5
[ -n "$wid" ] && xdotool key --window "$wid" n && sleep 0.3 && xdotool key --window "$wid" p
for _ in $(seq 50); do ls "$HOME"/Documents/sudoku-easy-*.pdf >/dev/null 2>&1 && break; sleep 0.1; done
printed=$(ls "$HOME"/Documents/sudoku-easy-*.pdf 2>/dev/null | head -n 1)
if [ -n "$printed" ] && [ "$(head -c 5 "$printed")" = "%PDF-" ] && kill -0 "$app" 2>/dev/null; then
    ok "the window prints after its first frame ($(basename "$printed")), and plays on"
else
    fail "Print… in the window: '$printed' ($(head -c 300 "$work/play.log"))"
fi
kill "$app" 2>/dev/null
wait "$app" 2>/dev/null
kill "$xvfb" 2>/dev/null
wait "$xvfb" 2>/dev/null
unset DISPLAY

echo "  -- the command-line suite against the copy"
if "$root/tests/cli/run.sh" "$lazy" >"$work/run.log" 2>&1; then
    ok "tests/cli/run.sh passes against the copy ($(grep -c '^  ok' "$work/run.log") checks)"
else
    grep -E "FAIL|passed|failed" "$work/run.log" | head -n 20
    fail "tests/cli/run.sh against the copy"
fi
echo "lazy display libraries: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
