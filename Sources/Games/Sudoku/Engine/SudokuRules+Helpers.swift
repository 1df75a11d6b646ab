import GameCore

/// Questions the scene asks about a game: what to colour, what to hide on the number pad,
/// what to say on submit, what to hint.
extension SudokuRules {
    /// Cells whose digit appears twice in a row, column or box (the "conflicts" highlight, which
    /// unlike wrong-digit colouring does not peek at the solution).
    public static func conflicts(in state: SudokuState) -> Set<Int> {
        var result = Set<Int>()
        for house in 0..<27 {
            let cells = (0..<9).map { SudokuLogic.cell(house, $0) }
            for cell in cells where state.board[cell] != 0 {
                if cells.contains(where: { $0 != cell && state.board[$0] == state.board[cell] }) {
                    result.insert(cell)
                }
            }
        }
        return result
    }

    /// Cells holding a digit that differs from the solution.
    public static func wrongCells(in state: SudokuState) -> Set<Int> {
        Set((0..<81).filter { state.isWrong($0) })
    }

    /// Whether the board is the solution.
    public static func isSolved(_ state: SudokuState) -> Bool { state.isSolved }

    /// Digits whose nine places all hold them correctly (the number pad hides these).
    public static func digitsComplete(in state: SudokuState) -> Set<Int> {
        Set(
            (1...9).filter { digit in
                (0..<81).allSatisfy { state.solution[$0] != digit || state.board[$0] == digit }
            })
    }

    /// Seed 001's submit score: the percentage (rounded down) of the puzzle's blank cells now
    /// filled correctly; 100 exactly when solved.
    public static func score(of state: SudokuState) -> Int {
        let blanks = (0..<81).filter { state.givens[$0] == 0 }
        guard !blanks.isEmpty else { return 100 }
        let correct = blanks.filter { state.board[$0] == state.solution[$0] }.count
        return correct * 100 / blanks.count
    }

    /// What submitting says: "You win!" when solved, else the score.
    public static func submitMessage(for state: SudokuState) -> String {
        state.isSolved ? "You win!" : "Score: \(score(of: state))"
    }

    /// The next logical step from the player's correct digits (wrong ones are left out, so the
    /// hint is never built on a mistake). With `usingNotes`, cells the player has pencil-marked
    /// use those marks; marks that rule out a cell's true digit can then mislead the hint.
    public static func hint(for state: SudokuState, usingNotes: Bool = false) -> SudokuStep? {
        var grid = state.board
        for cell in 0..<81 where state.isWrong(cell) { grid[cell] = 0 }
        guard !grid.isFull else { return nil }
        var candidates: SudokuCandidates?
        if usingNotes {
            candidates = SudokuCandidates(masks: state.notes.map { $0 == 0 ? SudokuLogic.allDigits : $0 })
        }
        return SudokuStepper.nextStep(in: grid, candidates: candidates)
    }

    /// A game on a pasted puzzle (the common 81-character line); the error says why it cannot
    /// be played (malformed, no solution, several solutions).
    public static func importState(from text: String) throws(InputError) -> SudokuState {
        let grid = try SudokuGrid(parsing: text)
        switch SudokuSolver.solveUnique(grid) {
        case .none: throw InputError("no solution")
        case .multiple: throw InputError("multiple solutions")
        case .unique(let solution):
            return SudokuState(givens: grid, solution: solution, difficulty: SudokuGrader.grade(grid))
        }
    }
}
