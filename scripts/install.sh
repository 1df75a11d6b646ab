#!/usr/bin/env bash
# Installs Tessera for one user (default prefix ~/.local, no root needed) or anywhere else, and
# removes it again; a packager's install as `make install` does it.
#   scripts/install.sh [--prefix DIR] [--binary PATH] [--screenshots-url URL]
#   scripts/install.sh [--prefix DIR] --uninstall
# PREFIX in the environment is the same as --prefix. DESTDIR (environment) stages the install:
# files go to DESTDIR/PREFIX, and every installed file names PREFIX (or plain `tessera` when
# PREFIX/bin is on PATH), never DESTDIR. It never installs system packages and needs no network:
# a missing tool or library is named with the command that installs it (scripts/install-deps.sh).
# Without --binary it builds a release binary with the Swift runtime linked statically, the
# product alone (TESSERA_PRODUCT_ONLY=1 in .build-product: no test package is fetched or built).
# With --binary it installs that build; if it links the Swift runtime dynamically, the runtime
# libraries it uses go to PREFIX/lib/tessera, found through its RPATH ($ORIGIN/../lib/tessera).
# The installed binary lists no display library (SDL, fontconfig, cairo) as needed: it opens them
# when a command first needs one (scripts/lazy-libraries.sh).
# Installed: bin/tessera, the desktop file and AppStream metainfo (with NEWS.md's releases),
# both translated from po/ by msgfmt, hicolor icons 16–512 px (drawn by `tessera icon`),
# the manual page, the translations, and bash, zsh and fish completions.
set -euo pipefail
cd "$(dirname "$0")/.."
id=org.tessera.Tessera
prefix="${PREFIX:-${HOME:-}/.local}"
destdir="${DESTDIR:-}"
binary=""
uninstall=no
screenshots_url=""
while [ $# -gt 0 ]; do
    case "$1" in
    --prefix) prefix="${2:?--prefix needs a folder}"; shift 2 ;;
    --binary) binary="${2:?--binary needs a file}"; shift 2 ;;
    --screenshots-url) screenshots_url="${2:?--screenshots-url needs a URL}"; shift 2 ;;
    --uninstall) uninstall=yes; shift ;;
    -h | --help) sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "error: unknown argument '$1' (see --help)" >&2; exit 2 ;;
    esac
done
[ -n "$prefix" ] || { echo "error: HOME is not set; give --prefix" >&2; exit 2; }
if [ -n "$destdir" ]; then
    # Staged: the prefix is where the files will finally be, so it must be absolute as it is.
    case "$prefix" in /*) ;; *) echo "error: with DESTDIR the prefix must be absolute ($prefix)" >&2; exit 2 ;; esac
    prefix="${prefix%/}"
    mkdir -p "$destdir"
    destdir=$(cd "$destdir" && pwd)
else
    mkdir -p "$prefix"
    prefix=$(cd "$prefix" && pwd)
fi
# Where the files are written (root: the same as the prefix unless staged).
root="$destdir$prefix"
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
    for f in "${files[@]}"; do rm -f "$root/$f"; done
    rm -rf "$root/lib/tessera"
    # Folders left empty by the removal go too, up to (not including) the prefix.
    for f in "${files[@]}" lib/tessera; do
        dir=$(dirname "$root/$f")
        while [ "$dir" != "$root" ] && [ "${dir#"$root"/}" != "$dir" ] && rmdir "$dir" 2>/dev/null; do
            dir=$(dirname "$dir")
        done
    done
}

if [ $uninstall = yes ]; then
    remove
    echo "Tessera removed from $root (saved games in ${XDG_DATA_HOME:-~/.local/share}/tessera are kept)"
    exit 0
fi

# What the install needs, each named with the Debian package that has it; nothing is installed
# from here.
missing=()
need() { command -v "$1" >/dev/null 2>&1 || missing+=("$2"); }
need msgfmt gettext
# msgfmt --xml finds the metainfo's translatable parts through AppStream's ITS rules.
[ -f /usr/share/gettext/its/metainfo.its ] || missing+=(appstream)
need strip binutils
need patchelf patchelf
if [ -z "$binary" ]; then
    command -v swift >/dev/null 2>&1 || {
        echo "error: swift is not on PATH: install Swift 6 (https://www.swift.org/install/linux/) or pass --binary" >&2
        exit 1
    }
    need pkg-config pkg-config
    if command -v pkg-config >/dev/null 2>&1; then
        pkg-config --exists sdl2 || missing+=(libsdl2-dev)
        pkg-config --exists SDL2_ttf || missing+=(libsdl2-ttf-dev)
        pkg-config --exists SDL2_image || missing+=(libsdl2-image-dev)
        pkg-config --exists fontconfig || missing+=(libfontconfig-dev)
        pkg-config --exists dbus-1 || missing+=(libdbus-1-dev)
        pkg-config --exists cairo || missing+=(libcairo2-dev)
    fi
fi
if [ ${#missing[@]} -gt 0 ]; then
    echo "error: missing build dependencies: ${missing[*]}" >&2
    echo "  install them with:  scripts/install-deps.sh play" >&2
    echo "  (or as root:  apt-get install --no-install-recommends ${missing[*]})" >&2
    exit 1
fi

if [ -z "$binary" ]; then
    echo "== building (release, the product alone, Swift runtime linked statically)"
    log=$(mktemp)
    # Package.resolved pins the test packages too, and SwiftPM checks out whatever it pins: the
    # product's build reads a copy holding swift-argument-parser's pin alone (same revision),
    # and the developers' file comes back afterwards.
    pins=""
    if [ -f Package.resolved ]; then
        pins=$(mktemp)
        cp Package.resolved "$pins"
        awk '
            /^    \{$/ { block = $0 "\n"; inpin = 1; next }
            inpin { block = block $0 "\n" }
            inpin && /^    \}/ {
                inpin = 0
                if (block ~ /"identity" : "swift-argument-parser"/) { sub(/\},?\n$/, "}\n", block); keep = keep block }
            }
            END { printf "{\n  \"pins\" : [\n%s  ],\n  \"version\" : 3\n}\n", keep }
        ' "$pins" >Package.resolved
    fi
    status=0
    # -Osize reaches the dependencies' code too (swift-argument-parser, half a megabyte); the hot
    # targets hold -O against it (`fastInRelease` in Package.swift). Full LTO optimises our
    # modules, swift-argument-parser and the C loops as one unit: inlined across modules, what is
    # left uncalled goes, with its unwind tables (815 KB of the static, stripped binary; see
    # "Binary size" in docs/architecture.md). Concrete types' metadata is reached through
    # accessor functions, not looked up by mangled name: each such name is demangled by the
    # runtime at its first use, about 5 % of the instructions to the first frame, for 50 KB of
    # code. benchmarks/binary.sh builds the same way.
    TESSERA_PRODUCT_ONLY=1 swift build -c release --static-swift-stdlib --product tessera -Xswiftc -Osize \
        -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
        --experimental-lto-mode=full --scratch-path .build-product >"$log" 2>&1 || status=$?
    if [ -n "$pins" ]; then cp "$pins" Package.resolved; rm -f "$pins"; else rm -f Package.resolved; fi
    if [ $status -ne 0 ]; then
        grep -v "prohibited flag" "$log" | tail -n 20
        echo "error: the build failed; nothing was installed" >&2
        exit 1
    fi
    rm -f "$log"
    binary=.build-product/release/tessera
fi
[ -x "$binary" ] || { echo "error: $binary is not an executable" >&2; exit 2; }

remove
install -d "$root/bin"
install -m 0755 "$binary" "$root/bin/tessera"
strip --strip-unneeded --remove-section=.comment "$root/bin/tessera"
# The display libraries are opened when a command first needs them, not by every start.
scripts/lazy-libraries.sh "$root/bin/tessera"
# A dynamically linked Swift runtime comes along: every library the binary loads from outside
# the system's folders (the toolchain's), found through the binary's own RPATH.
runtime=$(ldd "$binary" | awk '$2 == "=>" && $3 ~ /^\// { print $3 }' \
    | grep -vE '^/(usr/)?lib(64)?/' || true)
if [ -n "$runtime" ]; then
    command -v patchelf >/dev/null 2>&1 || {
        echo "error: $binary links the Swift runtime dynamically and patchelf is missing" >&2
        echo "  install it with:  scripts/install-deps.sh play  (or as root: apt-get install patchelf)" >&2
        exit 1
    }
    install -d "$root/lib/tessera"
    for lib in $runtime; do install -m 0644 "$lib" "$root/lib/tessera/"; done
    patchelf --set-rpath '$ORIGIN/../lib/tessera' "$root/bin/tessera"
    for lib in "$root"/lib/tessera/*.so*; do patchelf --set-rpath '$ORIGIN' "$lib"; done
fi
# The staged binary draws the icons and writes the manual and completions.
tessera="$root/bin/tessera"

install -d "$root/share/applications" "$root/share/metainfo" "$root/share/man/man6"
# The desktop file names the binary where it will finally be, by name alone in the system's
# prefixes or when that folder is on PATH.
exec_path=tessera
case "$prefix:$PATH:" in /usr:* | /usr/local:* | *":$prefix/bin:"*) ;; *) exec_path="$prefix/bin/tessera" ;; esac
# The menu entry and the metainfo get their translations from the game's own catalogs
# (po/<lang>.po): msgfmt reads the languages from a LINGUAS file beside them.
merge=$(mktemp -d)
trap 'rm -rf "$merge"' EXIT
mkdir -p "$merge/po" "$merge/in"
for po in po/*.po; do
    cp "$po" "$merge/po/"
    basename "$po" .po >>"$merge/po/LINGUAS"
done
# The translators' comments stay in the template.
sed -e '/^#/d' -e "s|^Exec=tessera|Exec=$exec_path|" -e "s|^TryExec=tessera|TryExec=$exec_path|" \
    "Assets/$id.desktop" >"$merge/in/$id.desktop"
msgfmt --desktop --template="$merge/in/$id.desktop" -d "$merge/po" -o "$root/share/applications/$id.desktop"
releases=$(scripts/news.sh metainfo)
{
    if [ -n "$screenshots_url" ]; then
        sed "s|@SCREENSHOTS@|${screenshots_url%/}|g" "Assets/$id.metainfo.xml"
    else
        # No published screenshots to point at: the metainfo goes without them.
        sed '/<screenshots>/,/<\/screenshots>/d' "Assets/$id.metainfo.xml"
    fi
} | while IFS= read -r line; do
    case "$line" in *"<!-- @RELEASES@"*) printf '%s\n' "$releases" ;; *) printf '%s\n' "$line" ;; esac
done | sed '/<!-- TRANSLATORS:/d' >"$merge/in/$id.metainfo.xml"
# msgfmt finds AppStream's ITS rules by the .metainfo.xml name.
msgfmt --xml --template="$merge/in/$id.metainfo.xml" -d "$merge/po" -o "$root/share/metainfo/$id.metainfo.xml"
for s in "${sizes[@]}"; do
    install -d "$root/share/icons/hicolor/${s}x${s}/apps"
    "$tessera" icon --size "$s" -o "$root/share/icons/hicolor/${s}x${s}/apps/$id.png"
done
"$tessera" manual >"$root/share/man/man6/tessera.6"
# The translations, where glibc's gettext finds them beside bin/ (share/locale).
scripts/po.sh compile "$root/share/locale"
install -d "$root/share/bash-completion/completions" "$root/share/zsh/site-functions" \
    "$root/share/fish/vendor_completions.d"
# bash-completion sources the file: it is no script of its own, so no #! line.
"$tessera" --generate-completion-script bash | sed '1{/^#!/d}' >"$root/share/bash-completion/completions/tessera"
"$tessera" --generate-completion-script zsh >"$root/share/zsh/site-functions/_tessera"
"$tessera" --generate-completion-script fish >"$root/share/fish/vendor_completions.d/tessera.fish"
# Files readable by all, whatever the umask.
chmod 0644 "$root/share/applications/$id.desktop" "$root/share/metainfo/$id.metainfo.xml" \
    "$root/share/man/man6/tessera.6" "$root/share/bash-completion/completions/tessera" \
    "$root/share/zsh/site-functions/_tessera" "$root/share/fish/vendor_completions.d/tessera.fish" \
    "$root"/share/icons/hicolor/*/apps/"$id.png" "$root"/share/locale/*/LC_MESSAGES/tessera.mo
echo "Tessera $("$tessera" --version) installed in $root"
if [ -z "$destdir" ]; then
    case ":$PATH:" in *":$prefix/bin:"*) ;; *) echo "note: $prefix/bin is not on PATH" ;; esac
fi
