#!/usr/bin/env bash
# Translations, the gettext way (GNU gettext's tools from Debian's `gettext` package).
#
#   scripts/po.sh extract          sources → po/tessera.pot (every tr/trn/trMark call, and the
#                                  menu entry's and metainfo's texts from Assets/)
#   scripts/po.sh update           the template, then msgmerge it into every po/<lang>.po
#   scripts/po.sh compile DIR      po/<lang>.po → DIR/<lang>/LC_MESSAGES/tessera.mo
#   scripts/po.sh check            fails when the template misses a string the sources have,
#                                  or holds one they lost, or a catalog is incomplete, fuzzy
#                                  or has a placeholder wrong
set -euo pipefail
cd "$(dirname "$0")/.."

domain=tessera
# Translated outside the sources: the menu entry and the software centres' metainfo.
desktop_sources=(Assets/org.tessera.Tessera.desktop Assets/org.tessera.Tessera.metainfo.xml)
languages() { for f in po/*.po; do basename "$f" .po; done; }

# xgettext has no Swift mode; Swift's string literals, calls and // comments read as C's.
# Interpolation inside tr("…\(x)…") could not be translated, so it is refused below.
extract_to() {
    local out=$1
    find Sources -name '*.swift' | LC_ALL=C sort >"$out.files"
    xgettext --language=C --from-code=UTF-8 --files-from="$out.files" --output="$out" \
        --keyword= --keyword=tr:1 --keyword=trn:1,2 --keyword=trc:1c,2 --keyword=trMark:1 \
        --flag=tr:1:python-brace-format --flag=trn:1:python-brace-format --flag=trn:2:python-brace-format \
        --flag=trc:2:python-brace-format \
        --add-comments=TRANSLATORS: --sort-by-file --no-wrap \
        --package-name=Tessera \
        --copyright-holder="Tessera's authors" 2>"$out.log" || { cat "$out.log" >&2; exit 1; }
    # The menu entry and the metainfo: xgettext reads a .desktop file's Name, GenericName, Comment
    # and Keywords itself, and the metainfo through AppStream's ITS rules
    # (/usr/share/gettext/its/metainfo.its); install.sh merges the catalogs back with
    # msgfmt --desktop and --xml.
    # Joined unsorted, so they follow the sources' messages (those they share, like the games'
    # names, stay where they were).
    xgettext --from-code=UTF-8 --join-existing --output="$out" \
        --add-comments=TRANSLATORS: --no-wrap \
        --package-name=Tessera --copyright-holder="Tessera's authors" \
        "${desktop_sources[@]}" 2>"$out.log" || { cat "$out.log" >&2; exit 1; }
    rm -f "$out.files" "$out.log"
    # Mark messages with {placeholders} as python-brace-format (xgettext's C parser knows only
    # printf's), so `msgfmt --check` refuses a translation that drops or renames one.
    awk 'BEGIN { RS = ""; ORS = "\n\n" }
         /\nmsgid(_plural)? "[^\n]*\{[a-z_]+\}/ && !/\n#, / { sub(/\nmsgid /, "\n#, python-brace-format\nmsgid ") }
         { print }' "$out" >"$out.flagged" && mv "$out.flagged" "$out"
    # Interpolation in a message would make the catalog key differ from the string looked up.
    if grep -nE '\b(tr|trn|trc|trMark)\("[^"]*\\\(' -r Sources --include='*.swift' >&2; then
        echo "po.sh: a message above interpolates with \\( ); use a {placeholder} instead" >&2
        exit 1
    fi
}

msgids() { msgcat --no-wrap --sort-output "$1" | awk '/^msgid|^msgid_plural|^msgctxt/' ; }

case "${1:-}" in
extract)
    extract_to po/$domain.pot
    sed -i '/^"POT-Creation-Date:/d' po/$domain.pot
    echo "po/$domain.pot: $(grep -c '^msgid ' po/$domain.pot) messages"
    ;;
update)
    "$0" extract
    for lang in $(languages); do
        msgmerge --quiet --update --backup=none --no-wrap po/$lang.po po/$domain.pot
    done
    ;;
compile)
    out=${2:?compile needs an output folder}
    for lang in $(languages); do
        mkdir -p "$out/$lang/LC_MESSAGES"
        msgfmt --check --output-file="$out/$lang/LC_MESSAGES/$domain.mo" po/$lang.po
    done
    ;;
check)
    tmp=$(mktemp -d)
    trap 'rm -rf "$tmp"' EXIT
    extract_to "$tmp/fresh.pot"
    if ! diff <(msgids "$tmp/fresh.pot") <(msgids po/$domain.pot) >"$tmp/diff"; then
        echo "po.sh check: po/$domain.pot is out of date with the sources (run scripts/po.sh update):" >&2
        grep '^<' "$tmp/diff" | sed 's/^< /  missing from the template: /' >&2 || true
        grep '^>' "$tmp/diff" | sed 's/^> /  no longer in the sources: /' >&2 || true
        exit 1
    fi
    status=0
    for lang in $(languages); do
        # msgcmp: every message of the template has an entry in the catalog.
        msgcmp --use-untranslated po/$lang.po po/$domain.pot || status=1
        stats=$(msgfmt --check --statistics --output-file=/dev/null po/$lang.po 2>&1) || status=1
        echo "po/$lang.po: $stats"
        if grep -qE 'untranslated|fuzzy' <<<"$stats"; then
            echo "po.sh check: po/$lang.po has untranslated or fuzzy messages" >&2
            status=1
        fi
    done
    exit $status
    ;;
*)
    sed -n '2,10p' "$0" >&2
    exit 2
    ;;
esac
