# The start every end-to-end script shares; source it after `set -uo pipefail`. It takes the
# tessera binary from the script's first argument and gives:
#   pass/fail NAME        count a check and print it
#   e2e_start WxH [OPT…]  Xvfb on a free display it chooses (-displayfd: no clash with a stale
#                         server), DISPLAY exported, HOME and the XDG data, config, cache and
#                         runtime folders in a scratch folder (nothing a window writes, a
#                         printed PDF in the documents folder say, lands in the machine's home),
#                         everything removed on exit
#   e2e_settings THEME    a settings file: THEME, animations off, a 1024×720 window
#   window_id             the visible tessera window; name_of ID its _NET_WM_NAME (UTF-8);
#                         wait_name ID NAME waits until that name is exactly NAME
#   settled ID [PNG]      waits (up to 10 s) until two captures of window ID in a row agree (it is
#                         drawn and still), and writes the last one to PNG
#   changed ID OLD PNG    waits (up to 10 s) until window ID no longer looks like the PNG OLD,
#                         then as settled
#   gone PID              waits (up to 10 s) for process PID to end; fails if it does not
#   differing A B         how many pixels of two same-sized PNGs differ (fuzz absorbs
#                         anti-aliasing shades); similar A B: at most 0.5 % of them
#   e2e_finish LABEL      the summary line; its status says whether every check passed
bin=$(realpath "${1:-.build/debug/tessera}")
work=$(mktemp -d)
passed=0
failed=0
xvfb=""
pass() { passed=$((passed + 1)); echo "  ok   $1"; }
fail() { failed=$((failed + 1)); echo "  FAIL $1"; }
trap 'kill $xvfb 2>/dev/null; rm -rf "$work"' EXIT

e2e_start() {
    local size=$1
    shift
    Xvfb -displayfd 3 -screen 0 "${size}x24" -nolisten tcp "$@" 3>"$work/display" >/dev/null 2>&1 &
    xvfb=$!
    for _ in $(seq 100); do [ -s "$work/display" ] && break; sleep 0.1; done
    export DISPLAY=":$(head -n 1 "$work/display")"
    for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done
    export HOME="$work/home" XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config" XDG_CACHE_HOME="$work/cache"
    mkdir -p "$HOME" "$XDG_CONFIG_HOME/tessera"
    # The window's instance socket lives here, not in the machine's own runtime folder.
    export XDG_RUNTIME_DIR="$work/runtime"
    mkdir -m 700 "$XDG_RUNTIME_DIR"
}

e2e_settings() {
    echo "{\"theme\":\"$1\",\"animations\":false,\"windowWidth\":1024,\"windowHeight\":720}" \
        >"$XDG_CONFIG_HOME/tessera/settings.json"
}

window_id() { xdotool search --sync --onlyvisible --class tessera 2>/dev/null | head -n 1; }
name_of() { xprop -id "$1" _NET_WM_NAME 2>/dev/null | sed -n 's/^_NET_WM_NAME(UTF8_STRING) = "\(.*\)"$/\1/p'; }
wait_name() {
    for _ in $(seq 50); do [ "$(name_of "$1")" = "$2" ] && return 0; sleep 0.1; done
    return 1
}

settled() {
    local last="" next
    for _ in $(seq 100); do
        xwd -silent -id "$1" >"$work/settle.xwd" 2>/dev/null
        next=$(md5sum <"$work/settle.xwd")
        if [ "$next" = "$last" ]; then
            [ -n "${2:-}" ] && convert "xwd:$work/settle.xwd" "$2"
            return 0
        fi
        last=$next
        sleep 0.1
    done
    [ -n "${2:-}" ] && convert "xwd:$work/settle.xwd" "$2"
    return 1
}
changed() {
    local old
    old=$(convert "$2" rgb:- | md5sum)
    for _ in $(seq 100); do
        xwd -silent -id "$1" >"$work/change.xwd" 2>/dev/null
        [ "$(convert "xwd:$work/change.xwd" rgb:- | md5sum)" != "$old" ] && break
        sleep 0.1
    done
    settled "$1" "$3"
}
gone() {
    for _ in $(seq 100); do kill -0 "$1" 2>/dev/null || return 0; sleep 0.1; done
    return 1
}

differing() { compare -metric AE -fuzz 3% "$1" "$2" null: 2>&1 | cut -d' ' -f1; }
similar() {
    local d total
    d=$(differing "$1" "$2")
    total=$(identify -format '%[fx:w*h]' "$1")
    echo "    $d of $total pixels differ"
    [ -n "$d" ] && awk -v d="$d" -v t="$total" 'BEGIN { exit !(d <= t * 0.005) }'
}

e2e_finish() {
    echo "$1: $passed passed, $failed failed"
    [ "$failed" -eq 0 ]
}
