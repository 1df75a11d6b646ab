# Sourced by tests/cli/run.sh: the Tic-tac-toe and Sudoku engines on the command line.
expect "tictactoe takes the win" 0 "^0,2 win$" -- "$bin" tictactoe best-move XX./OO./...
expect "tictactoe blocks" 0 "^0,2 " -- "$bin" tictactoe best-move XX./O../...
expect "tictactoe empty board is a draw" 0 " draw$" -- "$bin" tictactoe best-move .../.../...
expect "tictactoe finished board" 2 "" -- "$bin" tictactoe best-move XXX/OO./...
expect "tictactoe wrong counts" 2 "" -- "$bin" tictactoe best-move XX./X../...
expect "tictactoe bad character" 2 "" -- "$bin" tictactoe best-move XQ./.../...
puzzles=$("$bin" sudoku generate --difficulty easy --count 3 --seed 4)
if [ "$(echo "$puzzles" | wc -l)" -eq 3 ] && echo "$puzzles" | grep -Eqx '[1-9.]{81}'; then
    passed=$((passed + 1)); echo "  ok   sudoku generate prints 81-character lines"
else
    failed=$((failed + 1)); echo "  FAIL sudoku generate: $puzzles"
fi
expect "sudoku solve" 0 "^[1-9]{81}$" -- sh -c "echo '$puzzles' | head -n 1 | '$bin' sudoku solve"
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
