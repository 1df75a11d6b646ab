#!/usr/bin/env bash
# Builds a distribution package of Tessera from a staged install (DESTDIR=… scripts/install.sh).
#   scripts/package.sh deb [--binary PATH] [--output DIR]
# deb: tessera_<version>_<arch>.deb in DIR (default: the current folder), made with dpkg-deb
# from the files scripts/install.sh --prefix /usr stages: Depends from dpkg-shlibdeps,
# Recommends libdecor-0-plugin-1-cairo (window decorations on Wayland), a machine-readable
# copyright (MIT), the changelog made from NEWS.md, compressed man page and changelog. The
# version is the one the staged `tessera --version` prints, which must be NEWS.md's newest.
# Offline: needs dpkg-dev (dpkg-shlibdeps) and what scripts/install.sh needs; the maintainer
# is DEBFULLNAME <DEBEMAIL> when set. docs/packaging.md lists what lintian still says and why.
set -euo pipefail
cd "$(dirname "$0")/.."
checkout=$(pwd)
format="${1:-}"
[ "$format" = deb ] || { sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }
shift
output=.
install_args=()
while [ $# -gt 0 ]; do
    case "$1" in
    --binary) install_args+=(--binary "${2:?--binary needs a file}"); shift 2 ;;
    --output) output="${2:?--output needs a folder}"; shift 2 ;;
    *) echo "error: unknown argument '$1'" >&2; exit 2 ;;
    esac
done
for tool in dpkg-deb dpkg-shlibdeps gzip; do
    command -v "$tool" >/dev/null 2>&1 || {
        echo "error: $tool is missing: scripts/install-deps.sh test (or as root: apt-get install dpkg-dev)" >&2
        exit 1
    }
done
mkdir -p "$output"
output=$(cd "$output" && pwd)
name=tessera
arch=$(dpkg --print-architecture)
maintainer="${DEBFULLNAME:-The Tessera authors} <${DEBEMAIL:-tessera@example.org}>"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
stage="$work/root"
# The install as a packager runs it: to /usr, staged; PATH holds /usr/bin, so the menu entry
# says plain `tessera`.
PATH="/usr/bin:$PATH" DESTDIR="$stage" scripts/install.sh --prefix /usr "${install_args[@]}"

version=$("$stage/usr/bin/tessera" --version)
news=$(scripts/news.sh version)
[ "$version" = "$news" ] || {
    echo "error: tessera --version says $version but NEWS.md's newest release is $news" >&2
    exit 1
}

# Debian's places and forms: the game in /usr/games (policy 11.11) with /usr/bin/tessera
# pointing at it, zsh's vendor folder, compressed manual, documentation folder.
mkdir -p "$stage/usr/games"
mv "$stage/usr/bin/tessera" "$stage/usr/games/tessera"
ln -s ../games/tessera "$stage/usr/bin/tessera"
mkdir -p "$stage/usr/share/zsh/vendor-completions"
mv "$stage/usr/share/zsh/site-functions/_tessera" "$stage/usr/share/zsh/vendor-completions/_tessera"
rmdir "$stage/usr/share/zsh/site-functions"
gzip -9n "$stage/usr/share/man/man6/tessera.6"
doc="$stage/usr/share/doc/$name"
mkdir -p "$doc"
scripts/news.sh debian "$name" | gzip -9n >"$doc/changelog.gz"
year=$(sed -n 's/^Copyright (c) \([0-9]*\) .*/\1/p' LICENSE)
{
    cat <<EOF
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: Tessera
Source: the Tessera repository (its README names where it lives)

Files: *
Copyright: $year The Tessera authors
License: Expat
Comment: The Sudoku engine carries 23 well-known hard puzzles as test and benchmark
 data (NOTICE in the source lists their origins). No other data set is in the
 package.

License: Expat
EOF
    # The licence text as DEP-5 wants it: after its first two lines, indented, blank lines as " .".
    tail -n +5 LICENSE | sed -e 's/^$/./' -e 's/^/ /'
} >"$doc/copyright"

# Ownership is root's (--root-owner-group); the modes are set here whatever the umask was.
find "$stage" -type d -exec chmod 0755 {} +
find "$stage" -type f -exec chmod 0644 {} +
chmod 0755 "$stage/usr/games/tessera"

# dpkg-shlibdeps reads debian/control in the folder it runs in: a minimal one in the work folder.
mkdir -p "$work/src/debian" "$stage/DEBIAN"
printf 'Source: %s\nMaintainer: %s\n\nPackage: %s\nArchitecture: %s\n' "$name" "$maintainer" "$name" "$arch" \
    >"$work/src/debian/control"
# The staged binary opens its display libraries when it needs them (scripts/lazy-libraries.sh):
# a copy that lists them again is what dpkg-shlibdeps reads, so Depends names their packages.
cp "$stage/usr/games/tessera" "$work/tessera-needs"
scripts/lazy-libraries.sh --restore "$work/tessera-needs"
depends=$(cd "$work/src" && dpkg-shlibdeps -O -e"$work/tessera-needs" 2>"$work/shlibdeps.log" \
    | sed -n 's/^shlibs:Depends=//p') || { cat "$work/shlibdeps.log" >&2; exit 1; }
[ -n "$depends" ] || { echo "error: dpkg-shlibdeps found no dependencies" >&2; cat "$work/shlibdeps.log" >&2; exit 1; }
size=$(du -sk --exclude=DEBIAN "$stage" | cut -f 1)
cat >"$stage/DEBIAN/control" <<EOF
Package: $name
Version: $version
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $size
Depends: $depends
Recommends: libdecor-0-plugin-1-cairo
Section: games
Priority: optional
Description: Sudoku, 2048, Tic-tac-toe and Lights Out in one window
 Puzzle games behind one title screen, each playable with the mouse or the
 keyboard alone, laid out for any window size in a light or a dark theme.
 .
 Every move is saved as it is made, so a game in progress survives a
 restart, and undo before the first move of a new game brings back the one
 left. Sudoku has hints that name the technique, 2048 a coach, Tic-tac-toe a
 computer opponent and Lights Out a million levels.
EOF
(cd "$stage" && find usr -type f -print0 | LC_ALL=C sort -z | xargs -0 md5sum) >"$stage/DEBIAN/md5sums"
chmod 0644 "$stage/DEBIAN/control" "$stage/DEBIAN/md5sums"

deb="$output/${name}_${version}_${arch}.deb"
dpkg-deb --root-owner-group -Zxz --build "$stage" "$deb" >/dev/null
echo "built $deb ($(du -k "$deb" | cut -f 1) KiB; Depends: $depends)"
cd "$checkout"
