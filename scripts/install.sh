#!/usr/bin/env bash
# Installs Tessera for one user (default prefix ~/.local, no root needed) or anywhere else, and
# removes it again.
#   scripts/install.sh [--prefix DIR] [--binary PATH] [--screenshots-url URL]
#   scripts/install.sh [--prefix DIR] --uninstall
# Without --binary it builds a release binary with the Swift runtime linked statically. With
# --binary it installs that build instead; if it links the Swift runtime dynamically, the
# runtime libraries it uses are copied to DIR/lib/tessera and found there through its RPATH
# ($ORIGIN/../lib/tessera), so it runs without the Swift toolchain.
# Installed: bin/tessera (the player's program alone: the developer tool tessera-dev, its
# benchmarks and their puzzle sets stay in the checkout), the desktop file, hicolor icons
# 16–512 px (drawn by `tessera icon`), AppStream metainfo, the manual page, and bash, zsh and fish completions.
set -euo pipefail
cd "$(dirname "$0")/.."
id=org.tessera.Tessera
prefix="${HOME:-}/.local"
binary=""
uninstall=no
screenshots_url=""
while [ $# -gt 0 ]; do
    case "$1" in
    --prefix) prefix="${2:?--prefix needs a folder}"; shift 2 ;;
    --binary) binary="${2:?--binary needs a file}"; shift 2 ;;
    --screenshots-url) screenshots_url="${2:?--screenshots-url needs a URL}"; shift 2 ;;
    --uninstall) uninstall=yes; shift ;;
    -h | --help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "error: unknown argument '$1' (see --help)" >&2; exit 2 ;;
    esac
done
[ -n "$prefix" ] || { echo "error: HOME is not set; give --prefix" >&2; exit 2; }
mkdir -p "$prefix"
prefix=$(cd "$prefix" && pwd)
sizes=(16 22 24 32 48 64 128 256 512)

# Everything the install writes, relative to the prefix (the uninstall removes exactly these).
files=(
    bin/tessera
    "share/applications/$id.desktop"
    "share/metainfo/$id.metainfo.xml"
    share/man/man6/tessera.6
    share/bash-completion/completions/tessera
    share/zsh/site-functions/_tessera
    share/fish/vendor_completions.d/tessera.fish
)
for s in "${sizes[@]}"; do files+=("share/icons/hicolor/${s}x${s}/apps/$id.png"); done
for po in po/*.po; do files+=("share/locale/$(basename "$po" .po)/LC_MESSAGES/tessera.mo"); done

remove() {
    for f in "${files[@]}"; do rm -f "$prefix/$f"; done
    rm -rf "$prefix/lib/tessera"
    # Folders left empty by the removal go too, up to (not including) the prefix.
    for f in "${files[@]}" lib/tessera; do
        dir=$(dirname "$prefix/$f")
        while [ "$dir" != "$prefix" ] && [ "${dir#"$prefix"/}" != "$dir" ] && rmdir "$dir" 2>/dev/null; do
            dir=$(dirname "$dir")
        done
    done
}

if [ $uninstall = yes ]; then
    remove
    echo "Tessera removed from $prefix (saved games in ${XDG_DATA_HOME:-~/.local/share}/tessera are kept)"
    exit 0
fi

if [ -z "$binary" ]; then
    scripts/install-deps.sh play
    echo "== building (release, Swift runtime linked statically)"
    log=$(mktemp)
    if ! swift build -c release --static-swift-stdlib --product tessera >"$log" 2>&1; then
        grep -v "prohibited flag" "$log" | tail -n 20
        echo "error: the build failed; nothing was installed" >&2
        exit 1
    fi
    rm -f "$log"
    binary=.build/release/tessera
fi
[ -x "$binary" ] || { echo "error: $binary is not an executable" >&2; exit 2; }

remove
install -d "$prefix/bin"
install -m 0755 "$binary" "$prefix/bin/tessera"
strip --strip-unneeded "$prefix/bin/tessera" 2>/dev/null || true
# A dynamically linked Swift runtime comes along: every library the binary loads from outside
# the system's folders (the toolchain's), found through the binary's own RPATH.
runtime=$(ldd "$binary" | awk '$2 == "=>" && $3 ~ /^\// { print $3 }' \
    | grep -vE '^/(usr/)?lib(64)?/' || true)
if [ -n "$runtime" ]; then
    install -d "$prefix/lib/tessera"
    for lib in $runtime; do install -m 0644 "$lib" "$prefix/lib/tessera/"; done
    patchelf --set-rpath '$ORIGIN/../lib/tessera' "$prefix/bin/tessera"
    for lib in "$prefix"/lib/tessera/*.so*; do patchelf --set-rpath '$ORIGIN' "$lib"; done
fi
tessera="$prefix/bin/tessera"

install -d "$prefix/share/applications" "$prefix/share/metainfo" "$prefix/share/man/man6"
# The desktop file names the installed binary by its full path unless it is on PATH.
exec_path=tessera
[ "$(command -v tessera 2>/dev/null)" = "$tessera" ] || exec_path="$tessera"
sed -e "s|^Exec=tessera|Exec=$exec_path|" -e "s|^TryExec=tessera|TryExec=$exec_path|" \
    "Assets/$id.desktop" >"$prefix/share/applications/$id.desktop"
if [ -n "$screenshots_url" ]; then
    sed "s|@SCREENSHOTS@|${screenshots_url%/}|g" "Assets/$id.metainfo.xml"
else
    # No published screenshots to point at: the metainfo goes without them.
    sed '/<screenshots>/,/<\/screenshots>/d' "Assets/$id.metainfo.xml"
fi >"$prefix/share/metainfo/$id.metainfo.xml"
for s in "${sizes[@]}"; do
    install -d "$prefix/share/icons/hicolor/${s}x${s}/apps"
    "$tessera" icon --size "$s" -o "$prefix/share/icons/hicolor/${s}x${s}/apps/$id.png"
done
"$tessera" manual >"$prefix/share/man/man6/tessera.6"
# The translations, where glibc's gettext finds them beside bin/ (share/locale).
command -v msgfmt >/dev/null || scripts/install-deps.sh play
scripts/po.sh compile "$prefix/share/locale"
install -d "$prefix/share/bash-completion/completions" "$prefix/share/zsh/site-functions" \
    "$prefix/share/fish/vendor_completions.d"
"$tessera" --generate-completion-script bash >"$prefix/share/bash-completion/completions/tessera"
"$tessera" --generate-completion-script zsh >"$prefix/share/zsh/site-functions/_tessera"
"$tessera" --generate-completion-script fish >"$prefix/share/fish/vendor_completions.d/tessera.fish"
echo "Tessera $("$tessera" --version) installed in $prefix"
case ":$PATH:" in *":$prefix/bin:"*) ;; *) echo "note: $prefix/bin is not on PATH" ;; esac
