#!/usr/bin/env bash
# Shell completion as a player meets it: the bash script the binary writes (as install.sh
# installs it) loaded into a fresh bash, `_tessera` driven as readline would drive it, and
# fish's own `complete -C` on the fish script. Games and scenes are compared with the catalog
# the binary lists (play --list-games), languages with the catalogs in po/.
#   tests/cli/completion.sh PATH/TO/tessera
# Needs fish (scripts/install-deps.sh test installs it).
set -uo pipefail
bin=$(realpath "${1:-.build/debug/tessera}")
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
passed=0
failed=0
pass() { passed=$((passed + 1)); echo "  ok   $1"; }
fail() { failed=$((failed + 1)); echo "  FAIL $1"; }

# `tessera` on PATH is this binary, as it is once installed.
mkdir -p "$work/bin" "$work/home"
ln -s "$bin" "$work/bin/tessera"
export PATH="$work/bin:$PATH" HOME="$work/home"
"$bin" --generate-completion-script bash | sed '1{/^#!/d}' >"$work/tessera.bash"
"$bin" --generate-completion-script fish >"$work/tessera.fish"

# What bash offers for the command line $1 (completing its last word; a trailing space starts
# an empty one), one a line, sorted: readline's variables set as it sets them, then _tessera.
bash_offers() {
    bash -c '
        source "$1" || exit 3
        line=$2
        read -r -a COMP_WORDS <<<"$line"
        [ "${line% }" != "$line" ] && COMP_WORDS+=("")
        COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
        COMP_LINE=$line
        COMP_POINT=${#line}
        COMPREPLY=()
        prev=""
        [ "$COMP_CWORD" -gt 0 ] && prev=${COMP_WORDS[COMP_CWORD - 1]}
        _tessera tessera "${COMP_WORDS[COMP_CWORD]}" "$prev"
        printf "%s\n" "${COMPREPLY[@]}"
    ' bash "$work/tessera.bash" "$1" 2>"$work/bash.err" | sed '/^$/d' | LC_ALL=C sort
}
# The same words, one a line, sorted.
words() { printf '%s\n' "$@" | LC_ALL=C sort; }
# check NAME LINE EXPECTED...: bash offers exactly EXPECTED for LINE.
check() {
    local name=$1 line=$2
    shift 2
    local got
    got=$(bash_offers "$line")
    [ "$got" = "$(words "$@")" ] && [ ! -s "$work/bash.err" ] && pass "bash: $name" \
        || fail "bash: $name: '$line' offers [$(echo $got)], wanted [$*] $(head -c 300 "$work/bash.err")"
}

registered=$(bash -c 'source "$1" && complete -p tessera' bash "$work/tessera.bash" 2>&1)
grep -q -- "-F _tessera tessera$" <<<"$registered" && pass "bash: complete -p tessera ($registered)" \
    || fail "bash: complete -p tessera: $registered"

mapfile -t games < <("$bin" play --list-games | cut -f 1)
[ ${#games[@]} -eq 4 ] || fail "play --list-games lists ${#games[@]} games, not 4: ${games[*]}"
mapfile -t languages < <(echo en; for po in po/*.po; do basename "$po" .po; done; echo pseudo)
difficulties=(trivial easy medium hard extreme)

# (manual is hidden: install.sh's tool, not the player's.)
check "the subcommands and options after tessera" "tessera " play screenshot "${games[@]}" daily icon help \
    --help -h --version
check "play <Tab>: the games" "tessera play " "${games[@]}"
check "play l<Tab>: lightsout" "tessera play l" lightsout
check "play --difficulty <Tab>: the difficulties" "tessera play --difficulty " "${difficulties[@]}"
check "play sudoku --difficulty e<Tab>" "tessera play sudoku --difficulty e" easy extreme
# The sizes as play --help lists them per game ("2048 3–8; Tic-tac-toe 3–7"), every one once.
mapfile -t sizes < <("$bin" play --help | sed -n '/--size/,/--difficulty/p' | grep -oE '[0-9]+–[0-9]+' \
    | sed 's/–/ /' | while read -r from to; do seq "$from" "$to"; done | sort -nu)
[ ${#sizes[@]} -ge 2 ] || fail "play --help lists no board sizes"
check "play --size <Tab>: every size some game has" "tessera play --size " "${sizes[@]}"
check "screenshot <Tab>: title and the games" "tessera screenshot " title "${games[@]}"
check "screenshot --theme <Tab>" "tessera screenshot title --theme " light dark high-contrast
check "screenshot --lang <Tab>: English, every catalog in po/, pseudo" "tessera screenshot title --lang " \
    "${languages[@]}"
check "2048 slide BOARD <Tab>: the directions" "tessera 2048 slide 2,2/0,0 " left right up down

# File arguments: -o offers PNG files and folders (to go into), --font any file.
mkdir -p "$work/files/shots"
touch "$work/files/a.png" "$work/files/b.txt" "$work/files/shots/c.png"
(
    cd "$work/files" || exit 1
    check "screenshot -o <Tab>: PNG files and folders" "tessera screenshot title -o " a.png shots
    check "icon --output <Tab>: PNG files and folders" "tessera icon --output " a.png shots
    check "play --font <Tab>: any file" "tessera play --font " a.png b.txt shots
    echo "$passed $failed" >"$work/counts"
)
read -r passed failed <"$work/counts"

# fish, from the script install.sh puts in vendor_completions.d.
if ! command -v fish >/dev/null 2>&1; then
    fail "fish is not installed (scripts/install-deps.sh test installs it)"
else
    fish_offers() {
        XDG_CONFIG_HOME="$work/home" fish --no-config -c 'source $argv[1]; complete -C $argv[2]' \
            "$work/tessera.fish" "$1" 2>&1 | cut -f 1 | LC_ALL=C sort
    }
    got=$(fish_offers "tessera play ")
    [ "$got" = "$(words "${games[@]}")" ] && pass "fish: play <Tab>: the games" \
        || fail "fish: play <Tab> offers [$(echo $got)], wanted [${games[*]}]"
    got=$(fish_offers "tessera play --difficulty ")
    [ "$got" = "$(words "${difficulties[@]}")" ] && pass "fish: play --difficulty <Tab>: the difficulties" \
        || fail "fish: --difficulty <Tab> offers [$(echo $got)]"
    got=$(fish_offers "tessera screenshot title --lang ")
    [ "$got" = "$(words "${languages[@]}")" ] && pass "fish: screenshot --lang <Tab>: the languages" \
        || fail "fish: --lang <Tab> offers [$(echo $got)]"
fi

echo "completion: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
