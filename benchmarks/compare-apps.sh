#!/usr/bin/env bash
# Tessera against GNOME's 2048 (gnome-2048) and Lights Off (lightsoff) on the same virtual
# screen (Xvfb), in the same run:
#   start-up   exec → window mapped (the X server's MapNotify for a top-level window whose
#              _NET_WM_PID is the app's, stamped as it arrives by benchmarks/mapwatch.py),
#              median of $STARTS launches; for tessera also exec → first presented frame, from
#              `tessera-dev bench app` (its hidden --exit-after-first-frame stamp, median of 7);
#   memory     peak RSS (VmHWM from /proc/<pid>/status just before quitting);
#   idle CPU   utime+stime clock ticks (/proc/<pid>/stat) over $IDLE s of sitting untouched on the
#              first screen, starting $SETTLE s after its window is mapped, one app at a time.
# Each app gets an empty HOME and XDG directories (no saved games) and GSETTINGS_BACKEND=memory.
# "tessera" paints with its own rasteriser straight into the X11 window surface (the default);
# "tessera --gpu" presents the same pixels through an OpenGL texture (on Xvfb that is Mesa's
# llvmpipe, as for the GTK peers).
#
# Usage: benchmarks/compare-apps.sh            (builds tessera -c release unless TESSERA is set)
#   STARTS=5  IDLE=30  SETTLE=2  TESSERA=path/to/release/tessera
#   OLDER_TESSERA=an older release tessera, measured beside this one (window surface)
#   RECORD=file  also append every figure to it as JSON lines (see benchmarks/peers.sh)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

STARTS="${STARTS:-5}"
IDLE="${IDLE:-30}"
SETTLE="${SETTLE:-2}"

need Xvfb xvfb python3 python3 /usr/games/gnome-2048 gnome-2048 /usr/games/lightsoff lightsoff
TESSERA="$(tessera_binary)"
OLDER_TESSERA="${OLDER_TESSERA:-}"
if [ -n "$OLDER_TESSERA" ] && [ ! -x "$OLDER_TESSERA" ]; then
    echo "error: OLDER_TESSERA=$OLDER_TESSERA is not executable" >&2
    exit 2
fi
work="$(mktemp -d /tmp/compare-apps.XXXXXX)"

launched=()   # `timeout` wrappers started here; killed on exit
xvfb=""
watcher=""
cleanup() {
    local p
    for p in "${launched[@]}"; do kill -TERM "$p" 2>/dev/null || true; done
    [ -n "$watcher" ] && kill -TERM "$watcher" 2>/dev/null || true
    sleep 0.5
    for p in "${launched[@]}"; do kill -KILL "$p" 2>/dev/null || true; done
    [ -n "$xvfb" ] && kill -TERM "$xvfb" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# A display of our own: Xvfb picks a free number and writes it to fd 3.
Xvfb -displayfd 3 -screen 0 1920x1080x24 -nolisten tcp 3>"$work/display" 2>"$work/xvfb.log" &
xvfb=$!
for ((i = 0; i < 100; i++)); do
    [ -s "$work/display" ] && break
    sleep 0.1
done
[ -s "$work/display" ] || { echo "error: Xvfb did not start" >&2; cat "$work/xvfb.log" >&2; exit 1; }
export DISPLAY=":$(head -1 "$work/display")"

# Every top-level window mapped on that display, with its time and its owner's pid.
python3 "$(dirname "${BASH_SOURCE[0]}")/mapwatch.py" >"$work/maps" 2>"$work/mapwatch.log" &
watcher=$!
for ((i = 0; i < 100; i++)); do
    grep -q '^ready$' "$work/maps" 2>/dev/null && break
    sleep 0.1
done
grep -q '^ready$' "$work/maps" || { echo "error: the map watcher did not start" >&2; cat "$work/mapwatch.log" >&2; exit 1; }

names=(gnome-2048 lightsoff tessera "tessera --gpu")
[ -n "$OLDER_TESSERA" ] && names+=("older tessera")
command_for() {
    case "$1" in
    gnome-2048) echo /usr/games/gnome-2048 ;;
    lightsoff) echo /usr/games/lightsoff ;;
    tessera) echo "$TESSERA play" ;;
    "tessera --gpu") echo "$TESSERA play --gpu" ;;
    "older tessera") echo "$OLDER_TESSERA play" ;;
    esac
}
# An app's name in recorded keys.
key_for() {
    case "$1" in
    "tessera --gpu") echo tessera-gpu ;;
    "older tessera") echo older ;;
    *) echo "$1" ;;
    esac
}

# Starts app $1 under `timeout` with a fresh home; sets WRAPPER (timeout's pid) and STARTED
# (the time just before exec, in microseconds). The app's own pid (APP) is read once its window
# is mapped: polling for it with a process per try would take CPU from the app as it starts.
launch() {
    local home="$work/home-$RANDOM$RANDOM"
    mkdir -p "$home"
    APP=""
    STARTED=${EPOCHREALTIME/./}
    # shellcheck disable=SC2046 # the command is split into words on purpose
    env HOME="$home" XDG_DATA_HOME="$home/data" XDG_CONFIG_HOME="$home/config" XDG_CACHE_HOME="$home/cache" \
        GSETTINGS_BACKEND=memory NO_AT_BRIDGE=1 \
        timeout -s TERM -k 5 $((IDLE + 120)) $(command_for "$1") >"$home/log" 2>&1 &
    WRAPPER=$!
    launched+=("$WRAPPER")
}

# Prints the ms from STARTED to the first top-level window mapped since then by a child of
# WRAPPER (or by a window without _NET_WM_PID: one app runs at a time), as the watcher stamped
# it; nothing after 30 s. Only shell builtins run while it waits, apart from a sleep each 50 ms.
await_window() {
    local tries stamp window pid stat ppid
    for ((tries = 0; tries < 600; tries++)); do
        while read -r stamp window pid; do
            [ "$stamp" = ready ] && continue
            stamp=${stamp/./}
            ((10#$stamp >= STARTED)) || continue
            if [ "$pid" != 0 ]; then
                read -r stat <"/proc/$pid/stat" 2>/dev/null || continue
                stat=${stat##*) }
                read -r _ ppid _ <<<"$stat"
                [ "$ppid" = "$WRAPPER" ] || continue
            fi
            echo $(((10#$stamp - STARTED + 500) / 1000))
            return 0
        done <"$work/maps"
        sleep 0.05
    done
    echo "warning: no window from the child of $WRAPPER" >&2
}

# The app's pid, once it runs (the child of WRAPPER).
app_pid() { APP=$(pgrep -P "$WRAPPER" | head -n 1 || true); }

# Quits the app started last and waits for it.
quit() {
    kill -TERM "$WRAPPER" 2>/dev/null || true
    wait "$WRAPPER" 2>/dev/null || true
}

# Both print nothing once the process is gone.
ticks() { sed 's/.*) //' "/proc/$1/stat" 2>/dev/null | awk '{ print $12 + $13 }'; }
hwm_mib() { awk '/^VmHWM:/ { printf "%.1f\n", $2 / 1024 }' "/proc/$1/status" 2>/dev/null; }

machine
echo "gnome-2048 $(dpkg-query -W -f '${Version}' gnome-2048), lightsoff $(dpkg-query -W -f '${Version}' lightsoff), tessera $TESSERA"
echo "display $DISPLAY (Xvfb 1920x1080x24), clock ticks per second $(getconf CLK_TCK)"
echo

declare -A mapped_ms=() rss=() idle=()
for name in "${names[@]}"; do
    samples=()
    for ((s = 0; s < STARTS; s++)); do
        launch "$name"
        ms=$(await_window)
        [ -n "$ms" ] && samples+=("$ms")
        quit
    done
    mapped_ms[$name]=$(printf '%s\n' "${samples[@]}" | median)
    echo "start-up $name: ${samples[*]} ms (median ${mapped_ms[$name]})" >&2
    record "apps.window_ms.$(key_for "$name")" "${mapped_ms[$name]}"
done

# Exec → first presented frame, tessera's own figure (window surface and --gpu).
dev="$(tessera_dev_binary)"
first=$(timeout 120 "$dev" bench app --tessera "$TESSERA" --json)
first_surface=$(echo "$first" | awk -F'[:,]' '/"app.first_frame_ms"/ { printf "%.0f", $2 }')
first_gpu=$(echo "$first" | awk -F'[:,]' '/"app.first_frame_ms.gpu"/ { printf "%.0f", $2 }')
record apps.first_frame_ms.tessera "$first_surface"
record apps.first_frame_ms.tessera-gpu "$first_gpu"
first_older=-
if [ -n "$OLDER_TESSERA" ]; then
    first_older=$(timeout 120 "$dev" bench app --tessera "$OLDER_TESSERA" --json \
        | awk -F'[:,]' '/"app.first_frame_ms"/ { printf "%.0f", $2 }')
    record apps.first_frame_ms.older "$first_older"
fi

# Idle: each app alone on the screen, untouched (one at a time: a window covered by another
# gets no Expose and may never paint, which would flatter its memory).
for name in "${names[@]}"; do
    launch "$name"
    # An app that shows no window or quits before the count ends gives no idle figures this
    # run (a loaded machine can keep a window from mapping within await_window's 30 s).
    idle[$name]=-
    rss[$name]=-
    if [ -n "$(await_window)" ] && app_pid && [ -n "$APP" ]; then
        sleep "$SETTLE"
        before=$(ticks "$APP")
        sleep "$IDLE"
        after=$(ticks "$APP")
        hwm=$(hwm_mib "$APP")
        if [ -n "$before" ] && [ -n "$after" ] && [ -n "$hwm" ]; then
            idle[$name]=$((after - before))
            rss[$name]=$hwm
        fi
    fi
    [ "${idle[$name]}" = - ] && echo "warning: $name: no window or gone before the idle count ended; no idle figures" >&2
    quit
    record "apps.idle_ticks.$(key_for "$name")" "${idle[$name]}"
    record "apps.peak_rss_mib.$(key_for "$name")" "${rss[$name]}"
done

printf '%-20s %14s %15s %13s %15s\n' app "window (ms)" "first frame (ms)" "peak RSS (MiB)" "idle ticks/${IDLE}s"
for name in "${names[@]}"; do
    ff="-"
    [ "$name" = tessera ] && ff="$first_surface"
    [ "$name" = "tessera --gpu" ] && ff="$first_gpu"
    [ "$name" = "older tessera" ] && ff="$first_older"
    printf '%-20s %14s %15s %13s %15s\n' "$name" "${mapped_ms[$name]}" "$ff" "${rss[$name]}" "${idle[$name]}"
done
echo
echo "ratios, peer / tessera (above 1: tessera is faster or smaller)"
for peer in gnome-2048 lightsoff; do
    for ours in tessera "tessera --gpu"; do
        printf '%-11s / %-19s window %5s×   peak RSS %5s×\n' "$peer" "$ours" \
            "$(ratio "${mapped_ms[$peer]}" "${mapped_ms[$ours]}" 2)" "$(ratio "${rss[$peer]}" "${rss[$ours]}" 2)"
    done
done
