#!/usr/bin/env bash
# Hostile translation catalogs (issue 30): every run of the real program over a catalog built
# to hurt it ends in time, without a signal, in bounded memory, and a refused catalog shows
# English with one notice.
#   tests/durability/catalogs.sh PATH/TO/tessera
#
# The catalogs are copies made in a temporary folder from the real German catalog (compiled
# from po/de.po with scripts/po.sh); TESSERA_LOCALEDIR points there, so no file of the
# repository or of the machine is touched. Cases:
#   named      plural=n/0, n%0, n%(n-n), nplurals=0, nplurals=7, a rule giving form 2 of 2, a
#              rule nested 300 deep, a 3000-byte rule, a FIFO, a symbolic link to /dev/zero, a
#              folder, a 5 MiB catalog, every translation padded to 4 KiB + 1 and to 1 MiB
#              (436 MiB), each screenshotted as Tic-tac-toe and as the title screen;
#   truncated  the catalog cut at every 97th byte of its header and tables, 64 times in its strings;
#   flipped    200 mutants (seed 30) with 1 to 4 bits flipped, half of them in the header and
#              tables, half anywhere.
# Each run is `tessera screenshot SCENE --lang de --size 480x360` (small for speed, but large
# enough for Tic-tac-toe to show a plural, so a bad rule is evaluated) and must end within 5 s
# (timeout), exit 0, peak RSS ≤ 100 MiB (GNU time), leave no private catalog copy in TMPDIR,
# and either (refused) write exactly one "is not used" notice on stderr and a PNG identical
# byte for byte to the one a German catalog without translations gives (English text, German
# chosen), or (accepted, only a bit-flip mutant may be) no notice. The named and truncated
# cases must be refused. Prints failures, a summary, and exits 0 only when all passed.
set -uo pipefail
bin=$(realpath "${1:?usage: catalogs.sh PATH/TO/tessera}")
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config" XDG_CACHE_HOME="$work/cache" TMPDIR="$work/tmp"
unset XDG_RUNTIME_DIR LANGUAGE LC_ALL LC_MESSAGES TESSERA_LANG
mkdir -p "$TMPDIR"
size=480x360
passed=0
failed=0
refused=0
accepted=0
slowest=0
largest=0
fail() { failed=$((failed + 1)); echo "  FAIL $*"; }

"$root/scripts/po.sh" compile "$work/real" >/dev/null || { echo "error: scripts/po.sh compile failed" >&2; exit 2; }
real="$work/real/de/LC_MESSAGES/tessera.mo"

# A German catalog holding the header alone: German chosen, every string English. A refused
# catalog must look exactly like it.
mkdir -p "$work/blank/de/LC_MESSAGES"
printf 'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n' \
    | msgfmt -o "$work/blank/de/LC_MESSAGES/tessera.mo" -

# run FOLDER SCENE: one screenshot; sets status, seconds, rss (KiB), notices, lines.
run() {
    rm -f "$work/out.png" "$work/time"
    timeout -s KILL 5 /usr/bin/time -f "%e %M" -o "$work/time" \
        env TESSERA_LOCALEDIR="$1" "$bin" screenshot "$2" --lang de -o "$work/out.png" --size $size \
        >/dev/null 2>"$work/err"
    status=$?
    read -r seconds rss < <(tail -n 1 "$work/time" 2>/dev/null || echo "5 0")
    notices=$(grep -c "is not used" "$work/err")
    lines=$(wc -l <"$work/err")
    awk -v s="$seconds" -v m="$slowest" 'BEGIN { exit !(s > m) }' && slowest=$seconds
    [ "${rss:-0}" -gt "$largest" ] && largest=$rss
}

# check NAME FOLDER SCENE EXPECT: EXPECT is "refused" or "either".
check() {
    local name=$1 folder=$2 scene=$3 expect=$4
    run "$folder" "$scene"
    if [ "$status" -ne 0 ]; then fail "$name ($scene): exit $status: $(head -c 300 "$work/err")"; return; fi
    if ! awk -v s="$seconds" 'BEGIN { exit !(s <= 5) }'; then fail "$name ($scene): $seconds s"; return; fi
    if [ "$rss" -gt 102400 ]; then fail "$name ($scene): peak RSS $rss KiB"; return; fi
    if [ -n "$(ls -A "$TMPDIR")" ]; then fail "$name ($scene): left $(ls -A "$TMPDIR") in TMPDIR"; rm -rf "${TMPDIR:?}"/*; return; fi
    if [ "$notices" -eq 1 ] && [ "$lines" -eq 1 ]; then
        if ! cmp -s "$work/out.png" "$work/english-$scene.png"; then
            fail "$name ($scene): refused, but the screenshot is not the English one"; return
        fi
        refused=$((refused + 1))
    elif [ "$expect" = refused ]; then
        fail "$name ($scene): not refused with one notice (stderr: $(head -c 300 "$work/err"))"; return
    elif [ "$notices" -ne 0 ] || [ ! -s "$work/out.png" ]; then
        fail "$name ($scene): $notices notices, stderr: $(head -c 300 "$work/err")"; return
    else
        accepted=$((accepted + 1))
    fi
    passed=$((passed + 1))
}

# The references, and the real catalog as the check that the comparison can fail.
for scene in tictactoe title; do
    run "$work/blank" "$scene"
    [ "$status" -eq 0 ] && [ "$notices" -eq 0 ] || { echo "error: the English reference failed ($status)" >&2; exit 2; }
    cp "$work/out.png" "$work/english-$scene.png"
    run "$work/real" "$scene"
    if [ "$status" -eq 0 ] && [ "$notices" -eq 0 ] && ! cmp -s "$work/out.png" "$work/english-$scene.png"; then
        passed=$((passed + 1))
    else
        fail "the real catalog ($scene): exit $status, $notices notices, or its screenshot is the English one"
    fi
done

# The hostile catalogs, made by reading the real one's tables and writing new catalogs:
# `python3 -c "$maker" REAL OUT cases` makes every case but one, `… padded` the 436 MiB one.
maker=$(cat <<'PY'
import os, random, struct, sys

source, out, mode = sys.argv[1], sys.argv[2], sys.argv[3]
data = open(source, "rb").read()
count, originals, translations = struct.unpack_from("<III", data, 8)
def table(offset):
    return [struct.unpack_from("<II", data, offset + 8 * i) for i in range(count)]
keys = [data[o:o + n] for n, o in table(originals)]
values = [data[o:o + n] for n, o in table(translations)]
assert keys[0] == b"" and b"plural=(n != 1);" in values[0]

def folder(name):
    path = os.path.join(out, name, "de", "LC_MESSAGES")
    os.makedirs(path)
    return os.path.join(path, "tessera.mo")

def write(name, values, extra=b""):
    """A catalog the way msgfmt lays one out (no hash table), to the path of case `name`."""
    with open(folder(name), "wb") as f:
        start = 28 + 16 * count
        f.write(struct.pack("<7I", 0x950412DE, 0, count, 28, 28 + 8 * count, 0, start))
        position, strings = start, [keys, values]
        for group in strings:
            for s in group:
                f.write(struct.pack("<II", len(s), position))
                position += len(s) + 1
        for group in strings:
            for s in group:
                f.write(s + b"\0")
        f.write(extra)

def plural(name, rule, plurals=b"nplurals=2"):
    header = values[0].replace(b"plural=(n != 1);", b"plural=" + rule + b";").replace(b"nplurals=2", plurals)
    write(name, [header] + values[1:])

if mode == "padded":
    write("padded", values[:1] + [v.ljust(1 << 20, b" ") for v in values[1:]])
    sys.exit(0)

plural("plural-n-div-0", b"n/0")
plural("plural-n-mod-0", b"n%0")
plural("plural-n-mod-n-minus-n", b"n%(n-n)")
plural("nplurals-0", b"0", b"nplurals=0")
plural("nplurals-7", b"n%7", b"nplurals=7")
plural("plural-form-beyond-nplurals", b"n")
plural("plural-nested-300-deep", b"(" * 300 + b"n != 1" + b")" * 300)
plural("plural-3000-bytes", b"n != 1" + b" + 0" * 748)
write("translations-4KiB-plus-1", values[:1] + [v.ljust(4097, b" ") for v in values[1:]])
write("catalog-5MiB", values, b"\0" * (5 << 20))
os.mkfifo(folder("fifo"))
os.symlink("/dev/zero", folder("link-to-dev-zero"))
os.mkdir(folder("folder"))

# Every 97th byte through the header and the tables (the offsets a reader must check), then 64
# cuts spread over the strings: past the tables each cut is the same case (a string running past
# the end), and 430 of them cost a minute of the test run.
strings_start = min(o for n, o in table(originals) + table(translations))
cuts = list(range(97, strings_start, 97))
cuts += [strings_start + (len(data) - strings_start) * i // 64 for i in range(64)]
for cut in sorted(set(cuts)):
    with open(folder("truncated-%05d" % cut), "wb") as f:
        f.write(data[:cut])

structure = 28 + 16 * count
rng = random.Random(30)
for i in range(200):
    mutant = bytearray(data)
    span = structure if i % 2 == 0 else len(data)
    for _ in range(rng.randint(1, 4)):
        bit = rng.randrange(span * 8)
        mutant[bit // 8] ^= 1 << (bit % 8)
    with open(folder("flipped-%03d" % i), "wb") as f:
        f.write(mutant)
PY
)
python3 -c "$maker" "$real" "$work/cases" cases
[ $? -eq 0 ] || { echo "error: the hostile catalogs could not be made" >&2; exit 2; }

for case in "$work"/cases/*; do
    name=$(basename "$case")
    case $name in
    truncated-*) check "$name" "$case" tictactoe refused ;;
    flipped-*) check "$name" "$case" tictactoe either ;;
    *) for scene in tictactoe title; do check "$name" "$case" "$scene" refused; done ;;
    esac
done

# Every translation padded to 1 MiB: 436 MiB on disk, made last and removed at once.
python3 -c "$maker" "$real" "$work" padded || fail "the padded catalog could not be made"
for scene in tictactoe title; do check "every translation padded to 1 MiB" "$work/padded" "$scene" refused; done
rm -rf "$work/padded"

echo "catalogs: $passed passed, $failed failed ($refused refused with English shown, $accepted bit-flip mutants accepted as sound; slowest run $slowest s, largest peak RSS $((largest / 1024)) MiB)"
[ "$failed" -eq 0 ]
