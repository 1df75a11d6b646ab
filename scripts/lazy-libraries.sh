#!/usr/bin/env bash
# Takes the display libraries (SDL and its satellites, fontconfig, cairo: the `names` of
# Sources/Render/Backend/DisplayLibraries.swift) out of a linked tessera's list of needed
# libraries, so that they are loaded when a command first needs a window, a font or a
# printout (`DisplayLibraries.load()`), not by every start. The engines' commands then start
# without the fifty libraries Debian's SDL brings (see docs/performance.md).
#   scripts/lazy-libraries.sh BINARY         take them out (scripts/install.sh does)
#   scripts/lazy-libraries.sh --names        print the names, one a line
#   scripts/lazy-libraries.sh --restore BINARY
#                                            put them back (scripts/package.sh does, on a copy,
#                                            so that dpkg-shlibdeps sees what the program uses)
# Needs patchelf.
set -euo pipefail
cd "$(dirname "$0")/.."
source=Sources/Render/Backend/DisplayLibraries.swift
mapfile -t names < <(sed -n '/static let names = \[/,/\]/p' "$source" | grep -o '"lib[^"]*\.so\.[0-9]*"' | tr -d '"')
[ ${#names[@]} -gt 0 ] || { echo "error: no library names in $source" >&2; exit 1; }
case "${1:-}" in
--names) printf '%s\n' "${names[@]}"; exit 0 ;;
--restore) mode=restore; binary=${2:?usage: scripts/lazy-libraries.sh --restore BINARY} ;;
"" | -*) echo "usage: scripts/lazy-libraries.sh [--names | --restore] BINARY" >&2; exit 2 ;;
*) mode=remove; binary=$1 ;;
esac
[ -f "$binary" ] || { echo "error: $binary is not a file" >&2; exit 2; }
command -v patchelf >/dev/null 2>&1 || {
    echo "error: patchelf is missing (scripts/install-deps.sh play, or as root: apt-get install patchelf)" >&2
    exit 1
}
needed=$(patchelf --print-needed "$binary")
# Bound at start (-z now), the calls into them would be looked up before they are opened.
if [ $mode = remove ] && readelf -d "$binary" | grep -qE '\(BIND_NOW\)|\(FLAGS(_1)?\).*\bNOW\b'; then
    echo "error: $binary binds its symbols at start (-z now): its display libraries cannot be opened later" >&2
    exit 1
fi
# Only calls may reach them (lazily bound PLT entries): an address of one of their functions or
# data (a GOT entry the optimiser made, say by merging two functions that differ only in the C
# function they call) is looked up when the program starts, before they are opened.
if [ $mode = remove ]; then
    symbols=$(mktemp)
    trap 'rm -f "$symbols"' EXIT
    for name in "${names[@]}"; do
        grep -qxF "$name" <<<"$needed" || continue
        path=$(ldd "$binary" | awk -v n="$name" '$1 == n && $3 ~ /^\// { print $3 }')
        [ -n "$path" ] || { echo "error: $name, which $binary needs, is not found (ldd)" >&2; exit 1; }
        nm -D --defined-only "$path" | awk '{ print $NF }' | sed 's/@.*//' >>"$symbols"
    done
    early=$(readelf -rW "$binary" | awk '$3 !~ /JUMP_SLOT|RELATIVE|IRELATIV/ && NF >= 5 { print $5 }' \
        | sed 's/@.*//' | sort -u | grep -xF -f "$symbols" || true)
    if [ -n "$early" ]; then
        echo "error: $binary takes the address of $(echo $early) (bound at start, not on first call):" >&2
        echo "  its display libraries cannot be opened later; call those functions directly" >&2
        exit 1
    fi
fi
args=()
for name in "${names[@]}"; do
    if grep -qxF "$name" <<<"$needed"; then
        [ $mode = remove ] && args+=(--remove-needed "$name")
    else
        [ $mode = restore ] && args+=(--add-needed "$name")
    fi
done
[ ${#args[@]} -eq 0 ] || patchelf "${args[@]}" "$binary"
