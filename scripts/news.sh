#!/usr/bin/env bash
# NEWS.md in the forms the install and the package need.
#   scripts/news.sh version     - the newest release's version
#   scripts/news.sh metainfo    - the AppStream <releases> element, one <release> with its
#                                 <description> per release, newest first
#   scripts/news.sh debian NAME - a Debian changelog for package NAME, one entry per release
#                                 (maintainer from DEBFULLNAME and DEBEMAIL)
# Only awk, sed and date: it runs wherever the install runs.
set -euo pipefail
news="$(dirname "$0")/../NEWS.md"
mode="${1:-}"

# One record per release: "version<TAB>date<TAB>kind<TAB>text" lines, kind p (the paragraph) or
# li (a list item).
records() {
    awk '
        /^## / {
            if (match($0, /^## [0-9][0-9A-Za-z.+~-]* \([0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]\)$/) == 0) {
                print "error: NEWS.md: a release heading is \"## VERSION (YYYY-MM-DD)\": " $0 > "/dev/stderr"; exit 2
            }
            split($0, f, /[ ()]+/); version = f[2]; date = f[3]; para = ""; next
        }
        version == "" { next }
        /^- / { flush(); print version "\t" date "\tli\t" substr($0, 3); next }
        /^[[:space:]]*$/ { flush(); next }
        { para = para (para == "" ? "" : " ") $0 }
        function flush() { if (para != "") print version "\t" date "\tp\t" para; para = "" }
        END { flush() }
    ' "$news"
}

xml() { sed -e 's/&/\&amp;/g' -e 's/</\&lt;/g' -e 's/>/\&gt;/g' -e 's/`//g'; }

case "$mode" in
version)
    records | head -n 1 | cut -f 1
    ;;
metainfo)
    records | xml | awk -F '\t' '
        function close_release() {
            if (open_list) print "        </ul>"
            if (current != "") { print "      </description>"; print "    </release>" }
            open_list = 0
        }
        $1 != current {
            close_release(); current = $1
            print "    <release version=\"" $1 "\" date=\"" $2 "\">"
            print "      <description>"
        }
        $3 == "p" { if (open_list) { print "        </ul>"; open_list = 0 } print "        <p>" $4 "</p>" }
        $3 == "li" { if (!open_list) { print "        <ul>"; open_list = 1 } print "          <li>" $4 "</li>" }
        BEGIN { print "  <releases>" }
        END { close_release(); print "  </releases>" }
    '
    ;;
debian)
    name="${2:?debian needs the package name}"
    maintainer="${DEBFULLNAME:-The Tessera authors} <${DEBEMAIL:-tessera@example.org}>"
    current=""
    while IFS=$'\t' read -r version date kind text; do
        if [ "$version" != "$current" ]; then
            if [ -n "$current" ]; then
                printf '\n -- %s  %s\n\n' "$maintainer" "$(LC_ALL=C date -u -R -d "$current_date 12:00")"
            fi
            printf '%s (%s) unstable; urgency=medium\n\n' "$name" "$version"
            current=$version
            current_date=$date
        fi
        # Lines of at most 80 columns: "  * " then the text, continued under it.
        printf '%s\n' "$text" | sed 's/`//g' | fold -s -w 74 | sed -e '1s/^/  * /' -e '2,$s/^/    /' -e 's/ *$//'
    done < <(records)
    [ -n "$current" ] && printf '\n -- %s  %s\n' "$maintainer" "$(LC_ALL=C date -u -R -d "$current_date 12:00")"
    ;;
*)
    sed -n '2,7p' "$0" | sed 's/^# \{0,1\}//' >&2
    exit 2
    ;;
esac
