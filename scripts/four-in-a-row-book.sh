#!/bin/sh
# Writes four in a row's opening book (Sources/Games/TicTacToe/Engine/FourInARowBook.swift's
# `entries`) with the engine's own solver: FourInARowSolver.swift compiled with -O beside the
# small driver in scripts/four-in-a-row-book/main.swift, no package build needed.
#
#   scripts/four-in-a-row-book.sh [PLIES] [FIRST] [KNOWN]   # e.g. 4 4: the replies to the centre, 4 plies
#                                                          # deep; KNOWN: entries proven before, "41:4 42:2"
#
# Prints the proven lines as they come (`<moves> <column> # <nodes> nodes`), then the entries in
# the book's form. Proving the first moves takes minutes to an hour of one core.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swiftc -O -package-name tessera -o "$work/book" \
    "$root/Sources/Games/TicTacToe/Engine/FourInARowSolver.swift" "$root/scripts/four-in-a-row-book/main.swift"
"$work/book" "$@" | tee "$work/lines"
echo "entries:"
grep -v '^#' "$work/lines" | awk '{ printf "%s:%s ", $1, $2 } END { print "" }'
