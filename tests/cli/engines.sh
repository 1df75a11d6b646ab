# Sourced by tests/cli/run.sh: the Tic-tac-toe and Sudoku engines on the command line.
expect "tictactoe takes the win" 0 "^0,2 win$" -- "$bin" tictactoe best-move XX./OO./...
expect "tictactoe blocks" 0 "^0,2 " -- "$bin" tictactoe best-move XX./O../...
expect "tictactoe empty board is a draw" 0 " draw$" -- "$bin" tictactoe best-move .../.../...
expect "tictactoe finished board" 2 "" -- "$bin" tictactoe best-move XXX/OO./...
expect "tictactoe wrong counts" 2 "" -- "$bin" tictactoe best-move XX./X../...
expect "tictactoe bad character" 2 "" -- "$bin" tictactoe best-move XQ./.../...
# Four in a row: 6 rows of 7, marks drop to the bottom; the answer is the cell the mark rests in.
expect "four in a row empty board: the centre wins (the book)" 0 "^5,3 win$" -- "$bin" tictactoe best-move ......./......./......./......./......./.......
expect "four in a row takes the win" 0 "^5,3 win$" -- "$bin" tictactoe best-move ......./......./......./......./OOO..../XXX....
expect "four in a row blocks" 0 "^5,3 " -- "$bin" tictactoe best-move ......./......./......./......./......O/XXX...O
expect "four in a row floating mark" 2 "" -- "$bin" tictactoe best-move ......./......./......./...X.../......./.......
expect "four in a row with k other than 4" 2 "" -- "$bin" tictactoe best-move ......./......./......./......./......./X...... --k 5
puzzles=$("$bin" sudoku generate --difficulty easy --count 3 --seed 4)
if [ "$(echo "$puzzles" | wc -l)" -eq 3 ] && [ "$(echo "$puzzles" | grep -Ecx '[1-9.]{81}')" -eq 3 ]; then
    passed=$((passed + 1)); echo "  ok   sudoku generate prints three 81-character lines"
else
    failed=$((failed + 1)); echo "  FAIL sudoku generate: $puzzles"
fi
expect "sudoku solve" 0 "^[1-9]{81}$" -- sh -c "echo '$puzzles' | head -n 1 | '$bin' sudoku solve"
# The answer is a solution of that puzzle: every row, column and box holds 1-9 once, and every
# given is kept.
first=$(echo "$puzzles" | head -n 1)
solution=$(echo "$first" | "$bin" sudoku solve)
if python3 - "$first" "$solution" <<'PY'
import sys
puzzle, grid = sys.argv[1], sys.argv[2]
assert len(grid) == 81 and all(p in ".0" or p == g for p, g in zip(puzzle, grid)), "a given changed"
houses = [[r * 9 + c for c in range(9)] for r in range(9)] + [[r * 9 + c for r in range(9)] for c in range(9)]
houses += [[(b // 3 * 3 + i // 3) * 9 + b % 3 * 3 + i % 3 for i in range(9)] for b in range(9)]
assert all(sorted(grid[i] for i in house) == list("123456789") for house in houses), "a house repeats a digit"
PY
then
    passed=$((passed + 1)); echo "  ok   sudoku solve answers with a solution of the puzzle"
else
    failed=$((failed + 1)); echo "  FAIL sudoku solve: $solution is no solution of $first"
fi
expect "sudoku grade" 0 "^easy$" -- sh -c "echo '$puzzles' | head -n 1 | '$bin' sudoku grade"
expect "sudoku count of an empty grid" 0 "^2$" -- sh -c "printf '%081d\n' 0 | '$bin' sudoku solve --count"
expect "sudoku bad line exits 1" 1 "^error: line 1: " -- sh -c "echo 12345 | '$bin' sudoku solve"
expect "sudoku no solution exits 1" 1 "^error: " -- sh -c "echo 11$(printf '.%.0s' $(seq 79)) | '$bin' sudoku solve"
expect "sudoku generate --count 0" 2 "" -- "$bin" sudoku generate --count 0
if "$bin" sudoku generate --count 0 2>&1 | grep -q "CLIFailure\|ValidationError"; then
    failed=$((failed + 1)); echo "  FAIL validation errors leak type names"
else
    passed=$((passed + 1)); echo "  ok   validation errors read as plain sentences"
fi
# sudoku print writes a PDF (tests/e2e/sudoku-print.sh renders and reads it); bad input is one
# error line and a non-zero exit, and nothing is written outside the scratch folder.
expect "sudoku print" 0 "^$" -- "$bin" sudoku print --difficulty easy --count 2 --seed 5 -o "$work/two.pdf"
check "sudoku print writes a PDF" '[ "$(head -c 5 "$work/two.pdf")" = "%PDF-" ]'
expect "sudoku print to standard output" 0 "^%PDF-" -- "$bin" sudoku print --count 1 --seed 5 -o -
expect "sudoku print --count 0" 2 "" -- "$bin" sudoku print --count 0 -o "$work/zero.pdf"
expect "sudoku print --variant killer to standard output" 0 "^%PDF-" -- "$bin" sudoku print --variant killer --difficulty easy --count 2 --seed 5 -o -
expect "sudoku print --variant offers the variant's levels only" 2 "" -- "$bin" sudoku print --variant 4x4 --difficulty hard -o "$work/no.pdf"
check "a refused variant level writes no file" '[ ! -e "$work/no.pdf" ]'
expect "sudoku print --count 1000" 2 "" -- "$bin" sudoku print --count 1000 -o "$work/many.pdf"
expect "sudoku print --paper legal" 2 "" -- "$bin" sudoku print --paper legal -o "$work/legal.pdf"
expect "sudoku print without -o" 2 "" -- "$bin" sudoku print
expect "sudoku print into a missing folder" 1 "" -- "$bin" sudoku print --count 1 -o "$work/missing/x.pdf"
expect "sudoku print under a file" 1 "" -- "$bin" sudoku print --count 1 -o "$work/two.pdf/x.pdf"
expect "sudoku print to a folder" 1 "" -- "$bin" sudoku print --count 1 -o "$work"
expect "sudoku print to a closed standard output" 1 "" -- sh -c "'$bin' sudoku print --count 1 -o - >&-"
check "no PDF left by the refused prints" '[ ! -e "$work/zero.pdf" ] && [ ! -e "$work/many.pdf" ] && [ ! -e "$work/legal.pdf" ]'
full "sudoku print -o -" "$bin" sudoku print --count 1 -o -
# Sudoku variants (--variant): generate, then solve and grade what was generated; bad lines are
# one `error: line K: column C: …` each, an unoffered level is a usage error.
expect "sudoku x generate" 0 "^[1-9.]{81}$" -- "$bin" sudoku generate --variant x --difficulty medium --seed 3
expect "sudoku 4x4 generate" 0 "^[1-4.]{16}$" -- "$bin" sudoku generate --variant 4x4 --difficulty trivial --seed 3
expect "sudoku 6x6 grade" 0 "^easy$" -- sh -c "'$bin' sudoku generate --variant 6x6 --difficulty easy --seed 5 | '$bin' sudoku grade --variant 6x6"
expect "sudoku jigsaw generate" 0 "^[1-9.]{81}:[A-I]{81}$" -- "$bin" sudoku generate --variant jigsaw --difficulty easy --seed 3
expect "sudoku jigsaw solve" 0 "^[1-9]{81}$" -- sh -c "'$bin' sudoku generate --variant jigsaw --difficulty hard --seed 4 | '$bin' sudoku solve --variant jigsaw"
expect "sudoku killer generate" 0 "^[a-zA-Z]{81}:[0-9,]+(:[1-9.]{81})?$" -- "$bin" sudoku generate --variant killer --difficulty easy --seed 3
expect "sudoku killer grade" 0 "^medium$" -- sh -c "'$bin' sudoku generate --variant killer --difficulty medium --seed 6 | '$bin' sudoku grade --variant killer"
expect "sudoku 4x4 empty grid counts 2" 0 "^2$" -- sh -c "printf '%016d\n' 0 | '$bin' sudoku solve --variant 4x4 --count"
expect "sudoku 4x4 bad cell" 1 "^error: line 1: column 3: " -- sh -c "echo 12x4 | '$bin' sudoku solve --variant 4x4"
expect "sudoku jigsaw bad region letter" 1 "^error: line 1: column 83: " -- sh -c "echo $(printf '.%.0s' $(seq 81)):Z$(printf 'A%.0s' $(seq 80)) | '$bin' sudoku solve --variant jigsaw"
expect "sudoku killer bad sums" 1 "^error: line 1: " -- sh -c "echo $(printf 'a%.0s' $(seq 81)):45 | '$bin' sudoku solve --variant killer"
expect "sudoku 4x4 hard is not offered" 2 "" -- "$bin" sudoku generate --variant 4x4 --difficulty hard
expect "sudoku unknown variant" 2 "" -- "$bin" sudoku generate --variant samurai
# An option with many values lists them all on its one error line.
check "an unknown variant's error line names every variant" \
    '[[ "$("$bin" sudoku generate --variant samurai 2>&1 >/dev/null)" == *"classic, x, jigsaw, killer, 4x4, 6x6"* ]]'
expect "sudoku variant line longer than 4 KiB" 1 "^error: line 1: line longer than 4096 bytes$" -- \
    sh -c "head -c 100000 /dev/zero | tr '\0' 1 | '$bin' sudoku solve --variant x"
