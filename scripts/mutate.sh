#!/usr/bin/env bash
# Mutation check: applies each mutation of scripts/mutations.txt alone (a small, plausible bug),
# builds, runs the tests that should notice it, and restores the file. A mutation is "caught"
# when those tests fail; the result says how many were. Not run by CI (it builds once per
# mutation); see docs/testing.md.
#   scripts/mutate.sh                 every mutation
#   scripts/mutate.sh ID…             only these
#   scripts/mutate.sh --write-docs    every mutation, then the table in docs/testing.md
#   scripts/mutate.sh --write-docs ID…  these again, the table keeping the others' last results
#   scripts/mutate.sh --check         only checks that every mutation still applies (no build)
set -euo pipefail
cd "$(dirname "$0")/.."
list=scripts/mutations.txt
write_docs=0
check_only=0
only=()
for arg in "$@"; do
    case "$arg" in
        --write-docs) write_docs=1 ;;
        --check) check_only=1 ;;
        -h | --help) sed -n '2,10p' "$0"; exit 0 ;;
        *) only+=("$arg") ;;
    esac
done
[ -z "$(git status --porcelain -- Sources)" ] || { echo "error: Sources has uncommitted changes; commit or stash them first" >&2; exit 2; }

# One array per field; the block being read is held in m_* so it cannot overwrite them.
ids=() files=() finds=() replaces=() filters=() effects=()
flush() {
    [ -n "$m_id" ] || return 0
    for field in m_file m_find m_replace m_tests m_breaks; do
        [ -n "${!field}" ] || { echo "error: $list: mutation '$m_id' has no ${field#m_}" >&2; exit 2; }
    done
    ids+=("$m_id"); files+=("$m_file"); finds+=("$m_find"); replaces+=("$m_replace")
    filters+=("$m_tests"); effects+=("$m_breaks")
    m_id="" m_file="" m_find="" m_replace="" m_tests="" m_breaks=""
}
m_id="" m_file="" m_find="" m_replace="" m_tests="" m_breaks=""
while IFS= read -r line || [ -n "$line" ]; do
    case "$line" in
        "#"*) ;;
        "") flush ;;
        id:*) m_id="${line#id: }" ;;
        file:*) m_file="${line#file: }" ;;
        find:*) m_find="${line#find: }" ;;
        replace:*) m_replace="${line#replace: }" ;;
        tests:*) m_tests="${line#tests: }" ;;
        breaks:*) m_breaks="${line#breaks: }" ;;
        *) echo "error: $list: cannot read '$line'" >&2; exit 2 ;;
    esac
done <"$list"
flush

# Replaces the one occurrence of FIND (with \n as a line break) in FILE; exit 3 when it is not
# there exactly once, so a stale list is reported rather than silently testing nothing.
apply() {
    FIND="$2" REPLACE="$3" perl -0777 -i -pe '
        BEGIN { ($f, $r) = map { s/\\n/\n/gr } ($ENV{FIND}, $ENV{REPLACE}) }
        $n = () = /\Q$f\E/g;
        if ($n != 1) { print STDERR "found $n times\n"; exit 3 }
        s/\Q$f\E/$r/;
    ' "$1"
}

# Logs go under this checkout's .build, so two checkouts can run the check at once.
logs=.build/mutate
mkdir -p "$logs"

restore() { [ -n "${current:-}" ] && git checkout -q -- "$current"; current=""; }
trap restore EXIT INT TERM

if [ "$check_only" -eq 1 ]; then
    bad=0
    for i in "${!ids[@]}"; do
        current="${files[$i]}"
        apply "${files[$i]}" "${finds[$i]}" "${replaces[$i]}" 2>/dev/null || { echo "stale: ${ids[$i]}"; bad=1; }
        restore
    done
    echo "${#ids[@]} mutations listed"
    exit "$bad"
fi

echo "== baseline build"
swift build --build-tests 2>&1 | tail -n 1
results=() caught=0 total=0 stale=0
for i in "${!ids[@]}"; do
    if [ ${#only[@]} -gt 0 ] && ! printf '%s\n' "${only[@]}" | grep -qx -- "${ids[$i]}"; then continue; fi
    total=$((total + 1))
    current="${files[$i]}"
    printf '%-28s ' "${ids[$i]}"
    if ! apply "${files[$i]}" "${finds[$i]}" "${replaces[$i]}" 2>"$logs/apply.log"; then
        echo "STALE (the text to change $(cat "$logs/apply.log"))"
        results+=("${ids[$i]}|stale|${effects[$i]}"); stale=$((stale + 1)); restore; continue
    fi
    if ! swift build --build-tests >"$logs/build.log" 2>&1; then
        echo "STALE (does not build)"
        results+=("${ids[$i]}|stale|${effects[$i]}"); stale=$((stale + 1)); restore; continue
    fi
    log="$logs/${ids[$i]}.log"
    : >"$log"
    # The first failing test is enough: the run is stopped there, so a caught mutation costs
    # seconds, and only a survivor runs its whole filter.
    setsid swift test --skip-build --filter "${filters[$i]}" >"$log" 2>&1 &
    runner=$!
    # A mutation that makes the tests hang is caught as CI would catch it: they never pass.
    waited=0 hung=0
    while kill -0 "$runner" 2>/dev/null; do
        if grep -qE "✘ Test .*(recorded an issue|failed)|Fatal error|error: Exited" "$log"; then
            kill -- -"$runner" 2>/dev/null || true
            break
        fi
        if [ "$waited" -ge "${MUTATE_TIMEOUT:-300}" ]; then
            hung=1
            kill -- -"$runner" 2>/dev/null || true
            break
        fi
        sleep 1
        waited=$((waited + 1))
    done
    status=0
    wait "$runner" || status=$?
    if [ "$status" -eq 0 ] && ! grep -qE "✘ Test" "$log"; then
        if grep -qE "Test run with 0 tests" "$log"; then
            echo "NO TESTS matched '${filters[$i]}'"
        else
            echo "survived"
        fi
        results+=("${ids[$i]}|survived|${effects[$i]}")
    else
        first=$(grep -m1 -oE "✘ Test [^(]+" "$log" | sed -E 's/✘ Test //; s/ (recorded|failed).*//; s/ $//' || true)
        [ "$hung" -eq 1 ] && first="a hang (no result in ${MUTATE_TIMEOUT:-300} s)"
        echo "caught${first:+ by $first}"
        results+=("${ids[$i]}|caught|${effects[$i]}"); caught=$((caught + 1))
    fi
    restore
done
echo "== $caught of $total mutations caught ($stale stale)"
# Every result is kept with the commit it was measured at; a later run of some mutations
# replaces only their lines.
head=$(git rev-parse --short HEAD)
touch "$logs/results.tsv"
for row in "${results[@]}"; do
    IFS='|' read -r rid rresult _ <<<"$row"
    grep -v "^$rid	" "$logs/results.tsv" >"$logs/results.new" || true
    printf '%s\t%s\t%s\n' "$rid" "$rresult" "$head" >>"$logs/results.new"
    mv "$logs/results.new" "$logs/results.tsv"
done
swift build --build-tests 2>&1 | tail -n 1

if [ "$write_docs" -eq 1 ]; then
    total=0 caught=0
    table=$(
        echo "<!-- mutate: written by scripts/mutate.sh --write-docs on $(date -u +%Y-%m-%d) -->"
        echo ""
        echo "| mutation | what a player would see | result | at |"
        echo "|---|---|---|---|"
        for i in "${!ids[@]}"; do
            line=$(grep "^${ids[$i]}	" "$logs/results.tsv" || true)
            IFS=$'\t' read -r _ rresult rcommit <<<"$line"
            echo "| \`${ids[$i]}\` | ${effects[$i]} | ${rresult:-not run} | ${rcommit:-} |"
        done
    )
    total=${#ids[@]}
    caught=$(grep -c "| caught |" <<<"$table" || true)
    table="$table
$(printf '\n**%s of %s caught** (%s %%).\n<!-- /mutate -->' "$caught" "$total" "$((caught * 100 / total))")"
    TABLE="$table" perl -0777 -i -pe 's/<!-- mutate:.*?<!-- \/mutate -->/$ENV{TABLE}/s' docs/testing.md
    grep -q "$caught of $total caught" docs/testing.md || { echo "error: docs/testing.md has no <!-- mutate: --> … <!-- /mutate --> section" >&2; exit 1; }
fi
[ "$stale" -eq 0 ]
