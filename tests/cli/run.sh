#!/usr/bin/env bash
# The command line as a user meets it: answers, exit codes and one-line errors.
#   tests/cli/run.sh PATH/TO/tessera
set -uo pipefail
bin=$(realpath "${1:-.build/debug/tessera}")
data="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)/benchmarks/data"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
passed=0
failed=0

# expect NAME EXPECTED_EXIT EXPECTED_STDOUT_REGEX -- COMMAND...
expect() {
    local name=$1 code=$2 pattern=$3
    shift 4
    local out err status
    out=$("$@" 2>"$work/err"); status=$?
    err=$(cat "$work/err")
    if [ "$status" -ne "$code" ]; then
        failed=$((failed + 1)); echo "  FAIL $name: exit $status, wanted $code (stderr: $err)"; return
    fi
    if [ "$code" -ge 2 ] && { [ "$(printf '%s\n' "$err" | wc -l)" -ne 1 ] || ! printf '%s' "$err" | grep -q '^error: '; }; then
        failed=$((failed + 1)); echo "  FAIL $name: stderr is not one 'error:' line: $err"; return
    fi
    # grep reads all of it (no -q): with -q it may exit at the first line and, under pipefail,
    # printf's SIGPIPE on a long output (a PDF) would read as a mismatch.
    if ! printf '%s\n' "$out" | grep -E -- "$pattern" >/dev/null; then
        failed=$((failed + 1)); echo "  FAIL $name: stdout '$out' does not match /$pattern/"; return
    fi
    passed=$((passed + 1)); echo "  ok   $name"
}

expect "help describes every command" 0 "screenshot" -- "$bin" --help

# The player's binary is the product: the developers' tools (tessera-dev) and the benchmark's
# puzzle sets are not in it.
if "$bin" --help | grep -Eqw "bench|monkey"; then
    failed=$((failed + 1)); echo "  FAIL tessera --help offers bench or monkey"
else
    passed=$((passed + 1)); echo "  ok   tessera --help offers no bench or monkey"
fi
expect "screenshot's help shows the default size as it is typed" 0 "default: 1280x800" -- "$bin" screenshot --help
expect "no bench subcommand" 2 "" -- "$bin" bench
expect "no monkey subcommand" 2 "" -- "$bin" monkey
carried=""
for set in qqwing-expert qqwing-easy; do
    line=$(sed -n 2p "$data/$set.txt")
    if [ -z "$line" ]; then carried="$carried $set(missing)"; continue; fi
    LC_ALL=C grep -qF -- "$line" "$bin" && carried="$carried $set"
done
[ -z "$carried" ] && { passed=$((passed + 1)); echo "  ok   the binary carries none of the benchmark's puzzle sets"; } \
    || { failed=$((failed + 1)); echo "  FAIL the binary carries benchmark puzzle sets:$carried"; }
expect "unknown option" 2 "" -- "$bin" --frobnicate
expect "unknown game" 2 "" -- "$bin" play chess
expect "2048 size out of range" 2 "" -- "$bin" play 2048 --size 12

expect "2048 slide left" 0 "^4,4,0,0/0,0,0,0/2,0,0,0/8,8,0,0$" -- "$bin" 2048 slide 2,2,4,0/0,0,0,0/0,0,0,2/4,0,4,8 left
expect "2048 slide points" 0 "^12$" -- "$bin" 2048 slide 2,2,4,0/0,0,0,0/0,0,0,2/4,0,4,8 left
expect "2048 2,2,2,2" 0 "^4,4,0,0/" -- "$bin" 2048 slide 2,2,2,2/0,0,0,0/0,0,0,0/0,0,0,0 left
expect "2048 ragged board" 2 "" -- "$bin" 2048 slide 2,2/0,0,0/0,0,0 left
expect "2048 not a power of two" 2 "" -- "$bin" 2048 slide 3,0,0/0,0,0/0,0,0 left
expect "2048 bad direction" 2 "" -- "$bin" 2048 slide 2,0,0/0,0,0/0,0,0 sideways
expect "2048 best-move" 0 "^(left|right|up|down) -?[0-9]+$" -- "$bin" 2048 best-move 0,16,2,4/4,2,4,2/32,4,2,4/16,8,16,8
expect "2048 best-move takes the way out" 0 "^left " -- "$bin" 2048 best-move 0,16,2,4/4,2,4,2/32,4,2,4/16,8,16,8
expect "2048 best-move malformed" 2 "" -- "$bin" 2048 best-move 2,2,4/0,0
expect "2048 best-move no move" 1 "" -- "$bin" 2048 best-move 2,4,2/4,2,4/2,4,2
expect "2048 autoplay 3x3" 0 "^median score: [0-9]+$" -- "$bin" 2048 autoplay --games 1 --size 3 --seed 5 --ms-per-move 2
expect "2048 autoplay --games 0" 2 "" -- "$bin" 2048 autoplay --games 0

expect "lightsout solve" 0 "^[0-9],[0-9]( [0-9],[0-9])*$" -- "$bin" lightsout solve 11000/10000/00000/00000/00000
expect "lightsout dark board" 0 "^$" -- "$bin" lightsout solve 000/000/000
expect "lightsout unsolvable" 1 "" -- "$bin" lightsout solve 10000/00000/00000/00000/00000
expect "lightsout malformed" 2 "" -- "$bin" lightsout solve 1x0/000/000

png="python3 $(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/png.py"
# check NAME CONDITION: counts a check whose outcome the shell computed.
check() {
    if eval "$2"; then passed=$((passed + 1)); echo "  ok   $1"; else failed=$((failed + 1)); echo "  FAIL $1"; fi
}
# pngsize FILE: "WIDTH HEIGHT COLOURS" of a PNG (colours counted up to 1000), or "unreadable".
pngsize() { $png size "$1" 2>/dev/null || echo unreadable; }
# pngdiffer A B: how many pixels of two PNGs of one size differ (0 when unreadable).
pngdiffer() { $png differ "$1" "$2" 2>/dev/null | grep -Ex '[0-9]+' || echo 0; }

expect "screenshot writes a PNG" 0 "" -- "$bin" screenshot 2048 -o "$work/shot.png" --size 480x640 --theme light
read -r w h colours <<<"$(pngsize "$work/shot.png")"
check "screenshot is a 480x640 PNG with a drawn screen ($w x $h, $colours colours)" \
    '[ "$w" = 480 ] && [ "$h" = 640 ] && [ "${colours:-0}" -ge 20 ]'
# The same screens in English, to see that a language changes what is drawn.
expect "screenshot in English" 0 "" -- env LANGUAGE=en "$bin" screenshot title -o "$work/en.png" --lang en
expect "screenshot in German" 0 "" -- "$bin" screenshot title -o "$work/de.png" --lang de
changed=$(pngdiffer "$work/en.png" "$work/de.png")
read -r w h colours <<<"$(pngsize "$work/de.png")"
check "the German title is drawn ($colours colours) and differs from the English one ($changed px)" \
    '[ "${colours:-0}" -ge 20 ] && [ "$changed" -ge 500 ]'
expect "sudoku screenshot in English" 0 "" -- "$bin" screenshot sudoku -o "$work/en-sudoku.png" --lang en
expect "screenshot in the pseudo-locale" 0 "" -- "$bin" screenshot sudoku -o "$work/pseudo.png" --lang pseudo
changed=$(pngdiffer "$work/en-sudoku.png" "$work/pseudo.png")
check "the pseudo-locale's Sudoku differs from the English one ($changed px)" '[ "$changed" -ge 500 ]'
expect "screenshot in a language without a catalog" 2 "" -- "$bin" screenshot title -o "$work/fr.png" --lang fr
expect "an unknown LANG falls back to English" 0 "" -- env LANG=xx_YY.UTF-8 LANGUAGE=:: "$bin" screenshot title -o "$work/xx.png"
# Language as glibc chooses it: LANGUAGE counts under C.UTF-8 (a C program calling gettext
# prints German there), not under plain C. The texts on screen, compared with --lang's.
texts() { env -u LC_ALL -u LC_MESSAGES -u TESSERA_LANG "$@" "$bin" screenshot title -o "$work/texts.png" --texts; }
texts LANGUAGE=de LANG=C.UTF-8 >"$work/c-utf8.txt"
texts LANGUAGE=de LANG=C >"$work/c.txt"
texts LANG=C.UTF-8 TESSERA_LANG=de >"$work/de.txt"
texts LANG=C.UTF-8 TESSERA_LANG=en >"$work/en.txt"
check "LANGUAGE=de LANG=C.UTF-8 shows the German title ($(grep -c . "$work/c-utf8.txt") texts, e.g. '$(grep -m1 Lichter "$work/c-utf8.txt")')" \
    'grep -q "Lichter aus" "$work/c-utf8.txt" && cmp -s "$work/c-utf8.txt" "$work/de.txt" && ! cmp -s "$work/de.txt" "$work/en.txt"'
check "LANGUAGE=de LANG=C shows the English title" \
    'grep -q "Lights Out" "$work/c.txt" && cmp -s "$work/c.txt" "$work/en.txt"'
expect "screenshot bad size" 2 "" -- "$bin" screenshot title -o "$work/x.png" --size 0x10
expect "screenshot unwritable" 1 "" -- "$bin" screenshot title -o /nonexistent/dir/x.png
expect "screenshot tiny window" 0 "" -- "$bin" screenshot sudoku -o "$work/tiny.png" --size 1x1
check "the tiny window's screenshot is 1x1 ($(pngsize "$work/tiny.png"))" '[ "$(pngsize "$work/tiny.png")" = "1 1 1" ]'
expect "missing font" 2 "" -- env TESSERA_FONT=/nonexistent.ttf "$bin" screenshot title -o "$work/y.png"

# Fonts that are not fonts: one line and exit 2 within a second (a FIFO must not block).
mkfifo "$work/fifo"
printf 'not a font\n' >"$work/text.ttf"
: >"$work/empty.ttf"
for font in "$work/fifo" "$work" "$work/text.ttf" "$work/empty.ttf" /dev/zero; do
    expect "font $(basename "$font") refused" 2 "" -- timeout 1 "$bin" screenshot title -o "$work/f.png" --font "$font"
done

# Write errors are errors: /dev/full as the output gives one line and exit 1.
full() {
    local name=$1 status err
    shift
    err=$("$@" 2>&1 >/dev/full); status=$?
    if [ "$status" -eq 1 ] && [ "$(printf '%s\n' "$err" | wc -l)" -eq 1 ] && printf '%s' "$err" | grep -q '^error: cannot write'; then
        passed=$((passed + 1)); echo "  ok   $name to /dev/full: exit 1"
    else
        failed=$((failed + 1)); echo "  FAIL $name to /dev/full: exit $status ($err)"
    fi
}
full "sudoku generate" "$bin" sudoku generate --count 3
full "tictactoe best-move" "$bin" tictactoe best-move X.O/.X./..O
full "sudoku solve" sh -c "printf '%s\n' '$(printf '.%.0s' $(seq 81))' | '$bin' sudoku solve --count"
expect "screenshot to /dev/full" 1 "" -- "$bin" screenshot title -o /dev/full --size 64x64
expect "icon to /dev/full" 1 "" -- "$bin" icon -o /dev/full --size 16

# sudoku solve streams: it answers while input keeps coming (an endless stream ends when the
# reader stops) and holds memory steady on a long one.
line="4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
answers=$(timeout 20 sh -c "yes '$line' | '$bin' sudoku solve | head -n 3" | wc -l)
[ "$answers" -eq 3 ] && { passed=$((passed + 1)); echo "  ok   sudoku solve answers an endless stream as it reads"; } \
    || { failed=$((failed + 1)); echo "  FAIL sudoku solve on an endless stream ($answers answers)"; }
peak=$( { /usr/bin/time -f "%M" sh -c "yes 'x$line' | head -c 200000000 | '$bin' sudoku solve | wc -l >'$work/lines'" ; } 2>&1 | tail -n 1)
lines=$(cat "$work/lines")
[ "$peak" -lt 51200 ] && [ "$lines" -gt 2000000 ] \
    && { passed=$((passed + 1)); echo "  ok   200 MB of input: $lines answers, peak RSS $((peak / 1024)) MiB"; } \
    || { failed=$((failed + 1)); echo "  FAIL 200 MB of input: $lines answers, peak RSS ${peak} KiB"; }
out=$(head -c 100000 /dev/zero | "$bin" sudoku solve 2>&1); status=$?
[ $status -eq 1 ] && [ "$out" = "error: line 1: line longer than 4096 bytes" ] \
    && { passed=$((passed + 1)); echo "  ok   an endless NUL stream is refused as one overlong line"; } \
    || { failed=$((failed + 1)); echo "  FAIL NUL input ($status: $out)"; }

# --jobs: several threads answer in input order, the same answers as one; bad counts refused.
cp "$data/qqwing-expert.txt" "$work/expert.txt"
"$bin" sudoku solve --jobs 1 <"$work/expert.txt" >"$work/jobs1.txt"
"$bin" sudoku solve --jobs 3 <"$work/expert.txt" >"$work/jobs3.txt"
if [ "$(wc -l <"$work/jobs1.txt")" -eq 1000 ] && cmp -s "$work/jobs1.txt" "$work/jobs3.txt" \
    && [ "$(head -c 81 "$work/expert.txt" | tr -d '.')" = "$(head -c 81 "$work/jobs1.txt" | awk -v p="$(head -c 81 "$work/expert.txt")" \
        '{ s = ""; for (i = 1; i <= 81; i++) if (substr(p, i, 1) != ".") s = s substr($0, i, 1); print s }')" ]; then
    passed=$((passed + 1)); echo "  ok   sudoku solve --jobs 3 answers the expert set in input order, as --jobs 1"
else
    failed=$((failed + 1)); echo "  FAIL sudoku solve --jobs 3 differs from --jobs 1 or loses the order"
fi
expect "sudoku solve --jobs 0" 2 "" -- "$bin" sudoku solve --jobs 0
expect "sudoku solve --jobs x" 2 "" -- "$bin" sudoku solve --jobs x
expect "sudoku grade --jobs 257" 2 "" -- "$bin" sudoku grade --jobs 257
expect "sudoku bench-set is the developers'" 2 "" -- "$bin" sudoku bench-set expert

# The daily puzzles: a date's are pinned (the same on every machine of this version), another
# date's differ, a bad date is one error line.
expect "daily of a date: its weekday" 0 "^2026-11-27 friday$" -- "$bin" daily --date 2026-11-27
expect "daily Sudoku of a date" 0 \
    "^sudoku hard \.\.\.\.72\.\.3\.\.59\.427\.\.\.\.\.\.\.\.\.1\.\.2\.1\.3\.9\.9\.4\.3\.1\.1\.3\.9\.5\.\.9\.\.\.\.\.\.\.\.\.387\.91\.\.5\.\.84\.\.\.\.$" \
    -- "$bin" daily --date 2026-11-27
expect "daily Lights Out of a date" 0 \
    "^lightsout 8x8 level 74 par 26 10011100/10000010/00110010/11111001/01000000/11111110/01010100/10110010$" \
    -- "$bin" daily --date 2026-11-27
expect "daily 2048 of a date" 0 "^2048 4x4 seed 211025833494690904$" -- "$bin" daily --date 2026-11-27
if [ "$("$bin" daily --date 2026-11-27)" = "$("$bin" daily --date 2026-11-27)" ] \
    && [ "$("$bin" daily --date 2026-11-27 | tail -n +2)" != "$("$bin" daily --date 2026-11-28 | tail -n +2)" ]; then
    passed=$((passed + 1)); echo "  ok   daily: the same date twice alike, the next day's puzzles others"
else
    failed=$((failed + 1)); echo "  FAIL daily: a date's puzzles differ between runs or equal the next day's"
fi
expect "daily of today" 0 "^sudoku (easy|medium|hard|extreme) [1-9.]{81}$" -- "$bin" daily
for date in 2026-02-30 2026-13-01 26-11-27 2026/11/27 "" 0000-01-01 ２０２６-11-27; do
    expect "daily --date '$date'" 2 "" -- "$bin" daily --date "$date"
done

if [ -f tests/cli/engines.sh ]; then source tests/cli/engines.sh; fi

echo "cli: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
