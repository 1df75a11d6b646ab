#!/usr/bin/env bash
# Mutation check: applies each mutation of scripts/mutations.txt alone (a small, plausible bug),
# builds, runs the tests that should notice it, and restores the file. A mutation is "caught"
# when those tests fail; the result says how many were. Not run by CI (it builds once per
# mutation); see docs/testing.md.
#   scripts/mutate.sh                 every mutation
#   scripts/mutate.sh ID…             only these
#   scripts/mutate.sh --write-docs    every mutation, then the table in docs/testing.md
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
        -h | --help) sed -n '2,9p' "$0"; exit 0 ;;
        *) only+=("$arg") ;;
    esac
done
[ -z "$(git status --porcelain -- Sources)" ] || { echo "error: Sources has uncommitted changes; commit or stash them first" >&2; exit 2; }

ids=() files=() finds=() replaces=() tests=() breaks=()
flush() {
    [ -n "${id:-}" ] || return 0
    for field in file find replace tests breaks; do
        [ -n "${!field:-}" ] || { echo "error: $list: mutation '$id' has no $field" >&2; exit 2; }
    done
    ids+=("$id"); files+=("$file"); finds+=("$find"); replaces+=("$replace"); tests+=("$tests"); breaks+=("$breaks")
    id="" file="" find="" replace="" tests="" breaks=""
}
id="" file="" find="" replace="" tests="" breaks=""
while IFS= read -r line || [ -n "$line" ]; do
    case "$line" in
        "#"*) ;;
        "") flush ;;
        id:*) id="${line#id: }" ;;
        file:*) file="${line#file: }" ;;
        find:*) find="${line#find: }" ;;
        replace:*) replace="${line#replace: }" ;;
        tests:*) tests="${line#tests: }" ;;
        breaks:*) breaks="${line#breaks: }" ;;
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
    if ! apply "${files[$i]}" "${finds[$i]}" "${replaces[$i]}" 2>/tmp/mutate-apply.log; then
        echo "STALE (the text to change $(cat /tmp/mutate-apply.log))"
        results+=("${ids[$i]}|stale|${breaks[$i]}"); stale=$((stale + 1)); restore; continue
    fi
    if ! swift build --build-tests >/tmp/mutate-build.log 2>&1; then
        echo "STALE (does not build)"
        results+=("${ids[$i]}|stale|${breaks[$i]}"); stale=$((stale + 1)); restore; continue
    fi
    log=/tmp/mutate-${ids[$i]}.log
    if swift test --skip-build --filter "${tests[$i]}" >"$log" 2>&1; then
        if grep -qE "(Executed|with) 0 tests" "$log" && ! grep -qE "Test run with [1-9]" "$log"; then
            echo "NO TESTS matched '${tests[$i]}'"
        else
            echo "survived"
        fi
        results+=("${ids[$i]}|survived|${breaks[$i]}")
    else
        failed=$(grep -cE "✘ Test .* (failed|recorded an issue)|error: .* failed" "$log" || true)
        echo "caught ($failed failing)"
        results+=("${ids[$i]}|caught|${breaks[$i]}"); caught=$((caught + 1))
    fi
    restore
done
echo "== $caught of $total mutations caught ($stale stale)"
swift build --build-tests 2>&1 | tail -n 1

if [ "$write_docs" -eq 1 ]; then
    table=$(
        echo "<!-- mutate: written by scripts/mutate.sh --write-docs on $(date -u +%Y-%m-%d) at $(git rev-parse --short HEAD) -->"
        echo ""
        echo "| mutation | what a player would see | result |"
        echo "|---|---|---|"
        for row in "${results[@]}"; do
            IFS='|' read -r rid rresult rbreaks <<<"$row"
            echo "| \`$rid\` | $rbreaks | $rresult |"
        done
        echo ""
        echo "**$caught of $total caught** ($((caught * 100 / (total > 0 ? total : 1))) %)."
        echo "<!-- /mutate -->"
    )
    TABLE="$table" perl -0777 -i -pe 's/<!-- mutate:.*?<!-- \/mutate -->/$ENV{TABLE}/s' docs/testing.md
    grep -q "$caught of $total caught" docs/testing.md || { echo "error: docs/testing.md has no <!-- mutate: --> … <!-- /mutate --> section" >&2; exit 1; }
fi
[ "$stale" -eq 0 ]
