#!/usr/bin/env bash
# End-to-end: Sudoku on paper. `tessera sudoku print` writes PDFs that poppler renders and reads,
# and Print… in the new-game dialog of a real window (Xvfb, xdotool) writes one into the
# documents folder.
#   tests/e2e/sudoku-print.sh PATH/TO/tessera [FOLDER]   (FOLDER: keep the PDFs there, to look at)
# Checks: pages per count (1, 2, 4, 6 to a page, 13 on three pages), A4 and Letter sizes, ink in
# every puzzle's place and none in the empty places of a last page, every puzzle's number found
# by pdftotext, the same seed the same numbers.
set -uo pipefail
source "$(dirname "$0")/lib.sh"
keep=${2:-}

pages_of() { pdfinfo "$1" 2>/dev/null | sed -n 's/^Pages: *//p'; }
size_of() { pdfinfo "$1" 2>/dev/null | sed -n 's/^Page size: *\([0-9.]* x [0-9.]*\) pts.*/\1/p'; }
numbers_in() { pdftotext "$1" - 2>/dev/null | grep -oE 'No\. [0-9]+' | cut -d' ' -f2; }
# ink PDF PAGE PERPAGE: the dark pixels in each puzzle's place of that page, rendered at 36 dpi
# (the places as the printout lays them out: 42 pt margins, 22 pt foot, 1 column for 1 or 2, else 2).
ink() {
    pdftoppm -gray -r 36 -f "$2" -l "$2" "$1" "$work/page" && python3 - "$(ls "$work"/page*.pgm | head -n 1)" "$3" <<'PY'
import sys
data = open(sys.argv[1], "rb").read()
fields, at = [], 0
while len(fields) < 4:
    while data[at:at + 1].isspace(): at += 1
    start = at
    while not data[at:at + 1].isspace(): at += 1
    fields.append(data[start:at])
width, height, pixels = int(fields[1]), int(fields[2]), data[at + 1:]
per = int(sys.argv[2]); columns = 1 if per <= 2 else 2; rows = per // columns
scale = 36 / 72
margin, foot = 42 * scale, 22 * scale
slot_w, slot_h = (width - 2 * margin) / columns, (height - 2 * margin - foot) / rows
counts = []
for index in range(per):
    x0, y0 = int(margin + index % columns * slot_w), int(margin + index // columns * slot_h)
    counts.append(sum(1 for y in range(y0, int(y0 + slot_h)) for x in range(x0, int(x0 + slot_w))
                      if pixels[y * width + x] < 128))
print(" ".join(map(str, counts)))
PY
    rm -f "$work"/page*.pgm
}

for spec in "1 a4 1 1" "2 a4 1 2" "4 letter 1 4" "6 a4 1 6" "13 letter 3 6"; do
    read -r count paper pages per <<<"$spec"
    pdf="$work/print-$count.pdf"
    "$bin" sudoku print --difficulty hard --count "$count" --seed 11 --paper "$paper" -o "$pdf"
    wanted=$([ "$paper" = a4 ] && echo "595.276 x 841.89" || echo "612 x 792")
    [ "$(pages_of "$pdf")" = "$pages" ] && [ "$(size_of "$pdf")" = "$wanted" ] \
        && pass "$count puzzles: $pages page(s) of $paper ($wanted pt)" \
        || fail "$count puzzles: $(pages_of "$pdf") page(s) of $(size_of "$pdf") pt, wanted $pages of $wanted"
    numbers=$(numbers_in "$pdf" | sort -u | wc -l)
    [ "$numbers" -eq "$count" ] && pass "pdftotext finds all $count numbers" || fail "pdftotext finds $numbers of $count numbers"
    # Ink in each puzzle's place (a board holds thousands of dark pixels at 36 dpi; its caption
    # alone a few dozen); the last page of 13 has one puzzle and five empty places.
    counts=$(ink "$pdf" "$pages" "$per")
    on_page=$((count - (pages - 1) * per))
    verdict=$(awk -v on="$on_page" '{ for (i = 1; i <= NF; i++) if ((i <= on) != ($i > 400)) bad = 1 } END { print bad ? "no" : "yes" }' <<<"$counts")
    [ "$verdict" = yes ] && pass "page $pages: ink in the $on_page puzzle place(s) only ($counts)" \
        || fail "page $pages: dark pixels per place $counts, wanted $on_page inked"
done
"$bin" sudoku print --difficulty hard --count 13 --seed 11 --paper letter -o "$work/again.pdf"
"$bin" sudoku print --difficulty hard --count 13 --seed 12 --paper letter -o "$work/other.pdf"
[ "$(numbers_in "$work/again.pdf")" = "$(numbers_in "$work/print-13.pdf")" ] \
    && [ "$(numbers_in "$work/other.pdf")" != "$(numbers_in "$work/print-13.pdf")" ] \
    && pass "the same seed prints the same numbers, another seed others" || fail "seeds and numbers disagree"
[ -n "$keep" ] && cp "$work"/print-*.pdf "$keep/"

# Print… in a real window: N opens the new-game dialog, P prints its focused level into the
# documents folder named by user-dirs.dirs.
e2e_start 1024x720
e2e_settings light
export HOME="$work/home"
mkdir -p "$HOME/Documents"
echo 'XDG_DOCUMENTS_DIR="$HOME/Documents"' >"$XDG_CONFIG_HOME/user-dirs.dirs"
"$bin" play sudoku --difficulty easy --seed 3 &
app=$!
wid=$(window_id)
settled "$wid" "$work/before.png" || fail "the window settles"
xdotool key --window "$wid" n
sleep 0.3
xdotool key --window "$wid" p
for _ in $(seq 50); do ls "$HOME"/Documents/sudoku-easy-*.pdf >/dev/null 2>&1 && break; sleep 0.1; done
printed=$(ls "$HOME"/Documents/sudoku-easy-*.pdf 2>/dev/null | head -n 1)
if [ -n "$printed" ] && [ "$(pages_of "$printed")" = 1 ] && [ "$(numbers_in "$printed" | sort -u | wc -l)" -eq 6 ] \
    && pdftotext "$printed" - | grep -q "Easy · No\."; then
    pass "Print… wrote six easy puzzles to $(basename "$printed") in the documents folder"
else
    fail "Print… in the window: '$printed'"
fi
kill "$app" 2>/dev/null
wait "$app" 2>/dev/null

e2e_finish sudoku-print
