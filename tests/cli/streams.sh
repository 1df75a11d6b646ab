#!/usr/bin/env bash
# Hostile standard streams (issue 30): every command of tessera with each of descriptors 0, 1, 2
# closed, standard output and error each on /dev/full and each into a pipe nobody reads. No run
# may die by a signal (but SIGPIPE for a reader of standard output that went away: status 141),
# hang, or touch a file it does not name; a lost line is a failure (exit 1, or the command's own
# error status). Then the attack itself: as root (of a user namespace if need be), in a
# private mount namespace, a copy of the fonts bound over the real ones,
# `screenshot -o /dev/stdout` with descriptor 1 closed.
#   tests/cli/streams.sh PATH/TO/tessera
set -uo pipefail
bin=$(realpath "${1:-.build/debug/tessera}")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
passed=0
failed=0
ok() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "  FAIL $*"; }

# A pipe whose read end is closed before the command starts, on descriptor $1 of the command;
# the other stream goes to the file $2. Deterministic, unlike `cmd | true`. Prints nothing;
# exits with the command's status, 128 + N for a death by signal N.
cat >"$work/closed-pipe.py" <<'EOF'
import os, subprocess, sys
fd, other, command = int(sys.argv[1]), sys.argv[2], sys.argv[3:]
read_end, write_end = os.pipe()
os.close(read_end)
with open(other, "wb") as capture:
    streams = {"stdout": write_end, "stderr": capture} if fd == 1 else {"stdout": capture, "stderr": write_end}
    status = subprocess.run(command, **streams).returncode
sys.exit(128 - status if status < 0 else status)
EOF

puzzle="4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
printf '%s\n' "$puzzle" >"$work/input"

# The cheap, valid arguments of every command (a new one without an entry fails the test),
# plus the parser's own answers and a bad argument. `out/` is the only place a command may
# write: its named output.
arguments() {
    case "$1" in
        play) echo "play --list-games" ;;
        screenshot) echo "screenshot title --size 64x40 -o OUT/shot.png" ;;
        icon) echo "icon --size 16 -o OUT/icon.png" ;;
        "sudoku generate") echo "sudoku generate --count 2" ;;
        "sudoku solve") echo "sudoku solve" ;;
        "sudoku grade") echo "sudoku grade --jobs 1" ;;
        "sudoku print") echo "sudoku print --count 1 --seed 3 -o OUT/puzzles.pdf" ;;
        "2048 slide") echo "2048 slide 2,2,0/0,0,0/0,0,0 left" ;;
        "2048 best-move") echo "2048 best-move 2,2,0/0,0,0/0,0,0" ;;
        "2048 autoplay") echo "2048 autoplay --games 1 --size 3 --seed 5 --ms-per-move 1" ;;
        "tictactoe best-move") echo "tictactoe best-move X.O/.X./..O" ;;
        "lightsout solve") echo "lightsout solve 110/100/000" ;;
        daily) echo "daily --date 2026-11-27" ;;
        *) return 1 ;;
    esac
}
subcommands() { "$bin" "$@" --help | sed -n '/^SUBCOMMANDS:/,/^$/p' | sed -n 's/^  \([a-z0-9-]\+\).*/\1/p'; }
commands=()
for top in $(subcommands); do
    inner=$(subcommands "$top")
    for sub in ${inner:-""}; do
        name="$top${sub:+ $sub}"
        if args=$(arguments "$name"); then commands+=("$args"); else fail "no arguments for '$name' in streams.sh"; fi
    done
done
[ "${#commands[@]}" -ge 11 ] && ok || fail "only ${#commands[@]} commands found in tessera --help"
commands+=("manual" "--help" "--version" "sudoku" "2048 best-move bogus")

# run CONDITION ARGS: runs tessera once in a fresh home under $run, with the streams as CONDITION
# says; sets $status (124: hung for 20 s). What reached the streams is in $run/stdout, $run/stderr.
run() {
    local condition=$1 args=${2//OUT/$work/run/out}
    rm -rf "$work/run"
    mkdir -p "$work/run/home" "$work/run/out"
    local home=$work/run/home o=$work/run/stdout e=$work/run/stderr
    : >"$o"
    : >"$e"
    local -a command=(env HOME="$home" XDG_DATA_HOME="$home/data" XDG_CONFIG_HOME="$home/config"
        XDG_STATE_HOME="$home/state" XDG_CACHE_HOME="$home/cache" timeout 20 "$bin")
    # shellcheck disable=SC2086 # the arguments are words
    set -- $args
    before=$(listing)
    case $condition in
        normal) "${command[@]}" "$@" <"$work/input" >"$o" 2>"$e" ;;
        "stdin closed") "${command[@]}" "$@" <&- >"$o" 2>"$e" ;;
        "stdout closed") "${command[@]}" "$@" <"$work/input" >&- 2>"$e" ;;
        "stderr closed") "${command[@]}" "$@" <"$work/input" >"$o" 2>&- ;;
        "both closed") "${command[@]}" "$@" <"$work/input" >&- 2>&- ;;
        "stdout full") "${command[@]}" "$@" <"$work/input" >/dev/full 2>"$e" ;;
        "stderr full") "${command[@]}" "$@" <"$work/input" >"$o" 2>/dev/full ;;
        "stdout closed pipe") python3 "$work/closed-pipe.py" 1 "$e" "${command[@]}" "$@" <"$work/input" ;;
        "stderr closed pipe") python3 "$work/closed-pipe.py" 2 "$o" "${command[@]}" "$@" <"$work/input" ;;
    esac
    status=$?
}

# Every file and folder under the run's home with its checksum: nothing may change there.
listing() {
    (cd "$work/run/home" && find . -print | sort | while read -r path; do
        if [ -f "$path" ]; then echo "$path $(sha256sum <"$path")"; else echo "$path"; fi
    done)
}

conditions=("stdin closed" "stdout closed" "stderr closed" "both closed" "stdout full" "stderr full"
    "stdout closed pipe" "stderr closed pipe")
for args in "${commands[@]}"; do
    run normal "$args"
    base=$status
    wrote_out=$([ -s "$work/run/stdout" ] && echo 1 || echo 0)
    wrote_err=$([ -s "$work/run/stderr" ] && echo 1 || echo 0)
    if [ "$base" -gt 2 ] || { [ "$wrote_out" = 0 ] && [ "$wrote_err" = 0 ] && [ "$base" = 0 ] && ! [[ $args == *OUT/* ]]; }; then
        fail "'tessera $args' on its own: exit $base, nothing written"
        continue
    fi
    for condition in "${conditions[@]}"; do
        run "$condition" "$args"
        label="tessera $args, $condition"
        # The status it must end with: its own when nothing it writes is lost, else 1 (its own
        # when already an error) or 141 for the reader that went away.
        lost=0
        case $condition in
            "stdout closed" | "stdout full" | "stdout closed pipe") lost=$wrote_out ;;
            "stderr closed" | "stderr full" | "stderr closed pipe") lost=$wrote_err ;;
            "both closed") [ "$wrote_out$wrote_err" != 00 ] && lost=1 ;;
        esac
        want=$base
        if [ "$lost" = 1 ] && [ "$base" = 0 ]; then want=1; fi
        if [ "$lost" = 1 ] && [ "$condition" = "stdout closed pipe" ]; then want=141; fi
        if [ "$condition" = "stdin closed" ] && [[ $args == "sudoku solve" || $args == "sudoku grade --jobs 1" ]]; then
            want=0 # no input: no line to answer
        fi
        after=$(listing)
        if [ "$status" = 124 ]; then
            fail "$label: hung (killed after 20 s)"
        elif [ "$status" != "$want" ]; then
            fail "$label: exit $status, wanted $want ($(head -c 300 "$work/run/stderr"))"
        elif [ "$before" != "$after" ]; then
            fail "$label: touched files in its home: $(diff <(echo "$before") <(echo "$after") | head -n 5)"
        elif [ -n "$(find "$work/run/out" -mindepth 1 ! -name shot.png ! -name icon.png ! -name puzzles.pdf)" ]; then
            fail "$label: wrote beside its named output: $(ls -A "$work/run/out")"
        elif [ "$want" = 0 ] && [[ $args == *OUT/*.png* ]] \
            && ! head -c 8 "$work/run/out/"* 2>/dev/null | od -An -tx1 | grep -q "89 50 4e 47 0d 0a 1a 0a"; then
            fail "$label: its named output is not a PNG"
        elif [ "$want" = 0 ] && [[ $args == *OUT/*.pdf* ]] && [ "$(head -c 5 "$work/run/out/"* 2>/dev/null)" != "%PDF-" ]; then
            fail "$label: its named output is not a PDF"
        elif [ "$want" = 141 ] && [ -s "$work/run/stderr" ]; then
            fail "$label: not quiet for a reader that went away: $(head -c 300 "$work/run/stderr")"
        elif [ "$lost" = 1 ] && [ "$base" = 0 ] && [[ $condition == stdout* ]] && [ "$condition" != "stdout closed pipe" ] \
            && ! { [ "$(wc -l <"$work/run/stderr")" = 1 ] && grep -q '^error: cannot write standard output' "$work/run/stderr"; }; then
            fail "$label: stderr is not one 'error: cannot write standard output' line: $(head -c 300 "$work/run/stderr")"
        else
            ok
        fi
    done
done
echo "  streams matrix: ${#commands[@]} commands × ${#conditions[@]} conditions"

# One checked writer: no Swift `print` (unchecked, buffered) and no Foundation
# `FileHandle.standardOutput/standardError` (traps on a failed write) in the programs' sources.
sources="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)/Sources"
stray=$(grep -rnE '(^|[^.[:alnum:]_])print\(|FileHandle\.standard(Output|Error)' "$sources" --include='*.swift' \
    | grep -vE '^[^:]+:[0-9]+:[[:space:]]*//|public static func print\(')
[ -z "$stray" ] && ok || fail "output that bypasses Output: $stray"

# The issue's own line: the manual to a full disk is an error.
"$bin" manual >/dev/full 2>/dev/null
status=$?
[ "$status" = 1 ] && ok || fail "tessera manual >/dev/full: exit $status, wanted 1"

# The attack: descriptor 1 closed, the PNG asked for on /dev/stdout. Before the fix the first
# font opened took descriptor 1 and the PNG overwrote it. Only in a private mount namespace,
# over a copy of the fonts (writable, as the real ones are to root): the machine's own files
# are never at risk. Not root: root of a new user namespace (`unshare -r`) does the same.
fonts=/usr/share/fonts
namespace=(unshare -m --propagation private)
[ "$(id -u)" = 0 ] || namespace=(unshare -r -m --propagation private)
if ! "${namespace[@]}" true 2>/dev/null; then
    fail "the font attack needs a private mount namespace (${namespace[*]}) to run on a copy"
else
    cp -a "$fonts" "$work/fonts"
    sums() { (cd "$work/fonts" && find . -type f -exec sha256sum {} + | sort); }
    before=$(sums)
    # Inside: the copy is bound over the real folder, the check that fontconfig's bold font
    # now is the copy (same inode), then the attack.
    "${namespace[@]}" sh -c '
        mount --bind "$1" "$2" || exit 90
        bold=$(fc-match -f "%{file}" "DejaVu Sans:bold")
        [ "$(stat -c %i "$bold")" = "$(stat -c %i "$1/${bold#"$2"/}")" ] || exit 91
        timeout 20 sh -c "\"\$0\" screenshot title -o /dev/stdout >&-" "$3"' \
        sh "$work/fonts" "$fonts" "$bin" 2>"$work/attack.err"
    status=$?
    if [ "$status" = 90 ] || [ "$status" = 91 ]; then
        fail "font attack: the copy could not be bound over $fonts ($status: $(cat "$work/attack.err"))"
    elif [ "$status" != 0 ] && [ "$status" != 1 ]; then
        fail "font attack: exit $status, wanted 0 or 1 ($(cat "$work/attack.err"))"
    elif [ "$before" != "$(sums)" ]; then
        fail "font attack: the fonts changed: $(diff <(echo "$before") <(sums) | head -n 3)"
    else
        ok
    fi
fi

echo "streams: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
