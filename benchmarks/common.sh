# Shared by the benchmark scripts: package installation, the tessera binary, timing.
# Sourced, not run.

# Root of the checkout (benchmarks/..).
BENCH_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

# apt-get install PACKAGE… for the packages whose COMMAND is missing; as root or through sudo.
# Usage: need COMMAND PACKAGE [COMMAND PACKAGE…]
need() {
    local missing=()
    while [ $# -ge 2 ]; do
        command -v "$1" >/dev/null 2>&1 || [ -x "$1" ] || missing+=("$2")
        shift 2
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    local sudo=()
    [ "$(id -u)" -eq 0 ] || sudo=(sudo)
    echo "installing: ${missing[*]}" >&2
    export DEBIAN_FRONTEND=noninteractive
    timeout 600 "${sudo[@]}" apt-get install -y --no-install-recommends "${missing[@]}" >&2 \
        || { timeout 600 "${sudo[@]}" apt-get update >&2 \
             && timeout 900 "${sudo[@]}" apt-get install -y --no-install-recommends "${missing[@]}" >&2; }
}

# The release tessera: $TESSERA if set, else built here with `swift build -c release` and, as
# scripts/install.sh leaves the installed one, with its display libraries opened on demand
# (a copy beside it, tessera-as-installed).
tessera_binary() {
    if [ -n "${TESSERA:-}" ]; then
        [ -x "$TESSERA" ] || { echo "error: TESSERA=$TESSERA is not executable" >&2; return 2; }
        echo "$TESSERA"
        return
    fi
    (cd "$BENCH_ROOT" && timeout 1800 swift build -c release --product tessera >&2) || return 2
    local bin
    bin="$(cd "$BENCH_ROOT" && swift build -c release --show-bin-path)"
    cp "$bin/tessera" "$bin/tessera-as-installed" && "$BENCH_ROOT/scripts/lazy-libraries.sh" "$bin/tessera-as-installed" >&2 \
        || return 2
    echo "$bin/tessera-as-installed"
}

# The release developer tool (bench, monkey): $TESSERA_DEV if set, else built here.
tessera_dev_binary() {
    if [ -n "${TESSERA_DEV:-}" ]; then
        [ -x "$TESSERA_DEV" ] || { echo "error: TESSERA_DEV=$TESSERA_DEV is not executable" >&2; return 2; }
        echo "$TESSERA_DEV"
        return
    fi
    (cd "$BENCH_ROOT" && timeout 1800 swift build -c release --product tessera-dev >&2) || return 2
    echo "$(cd "$BENCH_ROOT" && swift build -c release --show-bin-path)/tessera-dev"
}

# Seconds (float) on a monotonic-enough clock.
now() { echo "$EPOCHREALTIME"; }

# Median of the numbers on standard input.
median() { sort -g | awk '{ v[NR] = $1 } END { if (NR) print v[int((NR + 1) / 2)] }'; }

# a / b with `digits` decimals ("n/a" when b is 0 or empty).
ratio() { awk -v a="$1" -v b="$2" -v d="${3:-1}" 'BEGIN { if (b + 0 == 0) print "n/a"; else printf "%.*f\n", d, a / b }'; }

# Appends one figure as a JSON line to the file $RECORD names, when it names one (how
# benchmarks/peers.sh collects the other scripts' figures): record KEY VALUE. A value that is not
# a number is written as null.
record() {
    [ -n "${RECORD:-}" ] || return 0
    local value="$2"
    [[ "$value" =~ ^-?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?$ ]] || value=null
    printf '{"key": "%s", "value": %s}\n' "$1" "$value" >>"$RECORD"
}

# n / seconds, unrounded, for record.
per_second() { awk -v n="$1" -v s="$2" 'BEGIN { if (s + 0 > 0) printf "%.3f\n", n / s; else print "null" }'; }

# One line about the machine, for the record.
machine() {
    local cpu
    cpu="$(grep -m1 'model name' /proc/cpuinfo | sed 's/.*: //')"
    echo "machine: $(nproc) cores, ${cpu:-unknown CPU}, $(uname -sr), load average $(cut -d' ' -f1-3 /proc/loadavg)"
}
