#!/usr/bin/env bash
# The packager's path, end to end: a staged install (DESTDIR) that leaves no trace of the
# staging folder and runs without apt-get; the .deb built by one command, clean under lintian
# (no E: line), installed by apt-get, run from /usr/bin, removed without a file left; one
# version everywhere (tessera --version, NEWS.md, the metainfo, the package); the manual page
# silent under groff -ww; the menu entry and metainfo translated (msgfmt from po/) and valid.
#   tests/package/deb.sh [--binary PATH]
# Without --binary, scripts/package.sh builds the release product (in .build-product, reused by
# the staged install below, which then builds nothing). It installs the package on this machine
# with apt-get (through sudo unless root), so it refuses to run where a tessera package is
# installed already.
set -uo pipefail
cd "$(dirname "$0")/../.."
binary_args=()
[ "${1:-}" = --binary ] && binary_args=(--binary "$(realpath "${2:?--binary needs a file}")")
work=$(mktemp -d)
passed=0
failed=0
pass() { passed=$((passed + 1)); echo "  ok   $1"; }
fail() { failed=$((failed + 1)); echo "  FAIL $1"; }
sudo=""
[ "$(id -u)" -eq 0 ] || sudo=sudo
installed=no
cleanup() {
    [ $installed = yes ] && $sudo apt-get remove --purge -y -qq tessera >/dev/null 2>&1
    rm -rf "$work"
}
trap cleanup EXIT

if dpkg-query -W -f='${Status}' tessera 2>/dev/null | grep -q "install ok installed"; then
    echo "error: a tessera package is installed on this machine already; this test would replace" >&2
    echo "  and remove it: remove it first (apt-get remove tessera)" >&2
    exit 1
fi

# The .deb, once.
if scripts/package.sh deb --output "$work/out" "${binary_args[@]}" >"$work/package.log" 2>&1; then
    pass "scripts/package.sh deb builds $(basename "$work"/out/tessera_*.deb)"
else
    fail "scripts/package.sh deb ($(tail -n 5 "$work/package.log"))"
    echo "package: $passed passed, $failed failed"
    exit 1
fi
deb=$(echo "$work"/out/tessera_*.deb)
news=$(scripts/news.sh version)
arch=$(dpkg --print-architecture)
[ "$(basename "$deb")" = "tessera_${news}_$arch.deb" ] && [ "$(dpkg-deb -f "$deb" Version)" = "$news" ] \
    && pass "the package's version is NEWS.md's newest ($news)" \
    || fail "package version $(dpkg-deb -f "$deb" Version) / $(basename "$deb"), NEWS.md $news"
depends=$(dpkg-deb -f "$deb" Depends)
echo "$depends" | grep -q "libsdl2-2.0-0" && echo "$depends" | grep -q "libsdl2-ttf-2.0-0" \
    && echo "$depends" | grep -q "libcairo2" \
    && echo "$depends" | grep -q "libc6 (>=" && [ "$(dpkg-deb -f "$deb" Recommends)" = libdecor-0-plugin-1-cairo ] \
    && pass "Depends from dpkg-shlibdeps ($depends), Recommends libdecor-0-plugin-1-cairo" \
    || fail "Depends: $depends; Recommends: $(dpkg-deb -f "$deb" Recommends)"
dpkg-deb -c "$deb" >"$work/contents"
awk '$2 != "root/root" { bad = 1 } END { exit bad }' "$work/contents" && pass "every file is root's" \
    || fail "files not owned by root: $(awk '$2 != "root/root"' "$work/contents" | head -n 3)"
grep -q " ./usr/bin/tessera -> ../games/tessera$" "$work/contents" && grep -q "^-rwxr-xr-x .* ./usr/games/tessera$" "$work/contents" \
    && pass "the game in /usr/games, /usr/bin/tessera pointing at it" || fail "/usr/games/tessera and the /usr/bin link"
# Issue 31's limit on the installed binary, checked where the installed binary is made.
size=$(awk '$NF == "./usr/games/tessera" { print $3 }' "$work/contents")
[ -n "$size" ] && [ "$size" -le 16777216 ] && pass "the installed binary is $size bytes, within 16 MiB" \
    || fail "the installed binary is ${size:-missing} bytes, over 16 MiB (16,777,216)"
for f in ./usr/share/applications/org.tessera.Tessera.desktop \
    ./usr/share/metainfo/org.tessera.Tessera.metainfo.xml ./usr/share/man/man6/tessera.6.gz \
    ./usr/share/doc/tessera/copyright ./usr/share/doc/tessera/changelog.gz \
    ./usr/share/icons/hicolor/512x512/apps/org.tessera.Tessera.png ./usr/share/locale/de/LC_MESSAGES/tessera.mo \
    ./usr/share/bash-completion/completions/tessera ./usr/share/zsh/vendor-completions/_tessera \
    ./usr/share/fish/vendor_completions.d/tessera.fish; do
    grep -q " $f\$" "$work/contents" || missing="${missing:-} $f"
done
[ -z "${missing:-}" ] && pass "binary, menu entry, metainfo, manual, copyright, changelog, icons, translations, completions" \
    || fail "missing from the package:$missing"

# lintian: no errors (docs/packaging.md lists the warnings left and why).
lintian --tag-display-limit 0 "$deb" >"$work/lintian.log" 2>&1
sed 's/^/    /' "$work/lintian.log"
grep -q "^E:" "$work/lintian.log" && fail "lintian reports errors" || pass "lintian: no E: line"

# Installed with apt-get, run from /usr/bin without the Swift toolchain, removed clean.
if $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$deb" >"$work/apt.log" 2>&1; then
    installed=yes
    pass "apt-get install ./$(basename "$deb")"
else
    fail "apt-get install ($(tail -n 3 "$work/apt.log"))"
fi
if [ $installed = yes ]; then
    dpkg -L tessera >"$work/listed"
    mkdir -p "$work/home"
    version=$(env -i PATH=/usr/bin:/bin HOME="$work/home" /usr/bin/tessera --version 2>&1)
    [ "$version" = "$news" ] && pass "/usr/bin/tessera --version says $version" \
        || fail "/usr/bin/tessera --version: $version (NEWS.md: $news)"
    newest=$(sed -n 's/.*<release version="\([^"]*\)".*/\1/p' /usr/share/metainfo/org.tessera.Tessera.metainfo.xml | head -n 1)
    [ "$newest" = "$news" ] && grep -q "<project_license>MIT</project_license>" /usr/share/metainfo/org.tessera.Tessera.metainfo.xml \
        && pass "the installed metainfo's newest release is $newest, licence MIT" \
        || fail "metainfo's newest release '$newest', NEWS.md $news (or no MIT project_license)"
    env -i PATH=/usr/bin:/bin HOME="$work/home" /usr/bin/tessera screenshot title -o "$work/x.png" --size 300x400 \
        >"$work/shot.log" 2>&1
    size=$(python3 tests/cli/png.py size "$work/x.png" 2>/dev/null | cut -d ' ' -f 1,2)
    colours=$(python3 tests/cli/png.py size "$work/x.png" 2>/dev/null | cut -d ' ' -f 3)
    [ "$size" = "300 400" ] && [ "${colours:-0}" -gt 20 ] \
        && pass "/usr/bin/tessera screenshot title: 300×400, $colours colours" \
        || fail "screenshot from the installed binary (size '$size', $(cat "$work/shot.log"))"
    # The display libraries are opened on demand (scripts/lazy-libraries.sh): none is listed, an
    # engine command runs without them and the screenshot above opened them.
    listed=$(patchelf --print-needed /usr/games/tessera | grep -xF -f <(scripts/lazy-libraries.sh --names) || true)
    puzzle=$(env -i PATH=/usr/bin:/bin /usr/bin/tessera sudoku generate --count 1 --seed 1 2>&1)
    [ -z "$listed" ] && [ "$(grep -Ecx '[1-9.]{81}' <<<"$puzzle")" -eq 1 ] \
        && pass "the installed binary lists no display library as needed, and generates a puzzle without them" \
        || fail "display libraries listed: $(echo $listed); sudoku generate: $puzzle"
    groff_out=$(zcat /usr/share/man/man6/tessera.6.gz | groff -ww -z -man 2>&1; zcat /usr/share/man/man6/tessera.6.gz | groff -ww -z -man -Tutf8 2>&1)
    [ -z "$groff_out" ] && pass "groff -ww -z -man on the installed manual page is silent" \
        || fail "groff on the manual page: $(echo "$groff_out" | head -n 3)"
    if $sudo env DEBIAN_FRONTEND=noninteractive apt-get remove --purge -y -qq tessera >"$work/remove.log" 2>&1; then
        installed=no
        pass "apt-get remove --purge tessera"
    else
        fail "apt-get remove ($(tail -n 3 "$work/remove.log"))"
    fi
    left=""
    while IFS= read -r path; do
        # Folders are shared (/usr/share/…); ours, the documentation folder, must go too.
        if [ -d "$path" ]; then
            case "$path" in /usr/share/doc/tessera) left="$left $path" ;; esac
        elif [ -e "$path" ] || [ -L "$path" ]; then
            left="$left $path"
        fi
    done <"$work/listed"
    [ -z "$left" ] && [ "$(wc -l <"$work/listed")" -gt 20 ] \
        && pass "nothing of the $(wc -l <"$work/listed") paths dpkg -L listed is left" || fail "left after the purge:$left"
fi

# A packager's staged install: no apt-get, sudo or network to be had, and no trace of the stage
# in what it writes. The release product is built already, so this builds nothing new.
mkdir -p "$work/bin"
for dir in ${PATH//:/ }; do
    for tool in "$dir"/*; do
        name=$(basename "$tool")
        case "$name" in apt | apt-get | aptitude | sudo | dpkg | su) continue ;; esac
        [ -x "$tool" ] && [ ! -e "$work/bin/$name" ] && ln -s "$tool" "$work/bin/$name"
    done
done
offline=()
unshare -rn true 2>/dev/null && offline=(unshare -rn)
stage="$work/stage"
if env PATH="$work/bin" DESTDIR="$stage" "${offline[@]}" scripts/install.sh --prefix /usr "${binary_args[@]}" \
    >"$work/stage.log" 2>&1; then
    pass "DESTDIR=… scripts/install.sh --prefix /usr without apt-get or sudo on PATH${offline:+, no network}"
else
    fail "staged install ($(tail -n 5 "$work/stage.log"))"
fi
traces=$(grep -rlI -- "$stage" "$stage" 2>/dev/null)
[ -z "$traces" ] && [ -x "$stage/usr/bin/tessera" ] && pass "no staged text file names the staging folder" \
    || fail "the staging folder is named in:$traces"
grep -qx "Exec=tessera" "$stage/usr/share/applications/org.tessera.Tessera.desktop" \
    && pass "the staged menu entry runs plain tessera" \
    || fail "staged menu entry: $(grep '^Exec=' "$stage/usr/share/applications/org.tessera.Tessera.desktop")"
if [ ${#binary_args[@]} -eq 0 ]; then
    # The product's own build fetched and built no test package.
    [ -d .build-product/checkouts/swift-argument-parser ] && [ ! -e .build-product/checkouts/swift-snapshot-testing ] \
        && [ ! -e .build-product/checkouts/swift-syntax ] \
        && pass "the product build checked out swift-argument-parser alone (no snapshot testing, no swift-syntax)" \
        || fail "the product build's checkouts: $(ls .build-product/checkouts | tr '\n' ' ')"
fi
mkdir -p "$work/apps"
cp "$stage/usr/share/applications/org.tessera.Tessera.desktop" "$work/apps/"
desktop-file-validate "$work/apps/org.tessera.Tessera.desktop" && pass "the staged menu entry validates" \
    || fail "desktop-file-validate on the staged menu entry"
as=$(appstreamcli validate --no-net --pedantic "$stage/usr/share/metainfo/org.tessera.Tessera.metainfo.xml" 2>&1 \
    | grep -E "^[EWIP]:" | grep -v "cid-contains-uppercase-letter")
[ -z "$as" ] && pass "appstreamcli validate --pedantic: nothing but the id-case note" || fail "appstreamcli: $as"
grep -q '^Name\[de\]=.' "$work/apps/org.tessera.Tessera.desktop" && grep -q '^Name\[zh_CN\]=.' "$work/apps/org.tessera.Tessera.desktop" \
    && grep -q '^Keywords\[zh_CN\]=.*;$' "$work/apps/org.tessera.Tessera.desktop" \
    && grep -q '<summary xml:lang="de">' "$stage/usr/share/metainfo/org.tessera.Tessera.metainfo.xml" \
    && grep -q '<p xml:lang="zh_CN">' "$stage/usr/share/metainfo/org.tessera.Tessera.metainfo.xml" \
    && pass "the staged menu entry and metainfo are translated (Name[de], Name[zh_CN], xml:lang de and zh_CN)" \
    || fail "the staged menu entry or metainfo lacks its German or Chinese entries"

echo "package: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
