import GameCore

/// Questions the scene asks about a game: what to colour, what to hide on the number pad,
/// what to say on submit, what to hint.
extension SudokuRules {
    /// Cells whose digit appears twice in a row, column or box (the "conflicts" highlight, which
    /// unlike wrong-digit colouring does not peek at the solution).
    public static func conflicts(in state: SudokuState) -> Set<Int> {
        var result = Set<Int>()
        if let shape = state.shape {
            // A variant's houses, and its cages, which repeat no digit either.
            for cells in shape.houseCells + shape.cages.map(\.cells) {
                for cell in cells where state.board[cell] != 0 {
                    if cells.contains(where: { $0 != cell && state.board[$0] == state.board[cell] }) {
                        result.insert(cell)
                    }
                }
            }
            return result
        }
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
        Set((0..<state.cellCount).filter { state.isWrong($0) })
    }

    /// Whether the board is the solution.
    public static func isSolved(_ state: SudokuState) -> Bool { state.isSolved }

    /// Digits whose nine places all hold them correctly (the number pad hides these).
    public static func digitsComplete(in state: SudokuState) -> Set<Int> {
        Set(
            (1...state.size).filter { digit in
                (0..<state.cellCount).allSatisfy { state.solution[$0] != digit || state.board[$0] == digit }
            })
    }

    /// Seed 001's submit score: the percentage (rounded down) of the puzzle's blank cells now
    /// filled correctly; 100 exactly when solved.
    public static func score(of state: SudokuState) -> Int {
        let blanks = (0..<state.cellCount).filter { state.givens[$0] == 0 }
        guard !blanks.isEmpty else { return 100 }
        let correct = blanks.filter { state.board[$0] == state.solution[$0] }.count
        return correct * 100 / blanks.count
    }

    /// What submitting says: "You win!" when solved, else the score.
    public static func submitMessage(for state: SudokuState) -> String {
        state.isSolved ? "You win!" : "Score: \(score(of: state))"
    }

    /// What the hint button says next. A wrong digit comes first (a step built on it would be
    /// wrong), then notes that leave out a cell's own digit (every step from them could
    /// mislead); then the next logical step from the player's notes in the cells that have
    /// some and from every candidate the digits allow in the cells that have none. Because the
    /// step only strikes candidates the player still has, striking them (or pencilling the
    /// rest of a note-less cell in) always moves the next hint on. Nil once the board is full
    /// and right.
    public static func hint(for state: SudokuState) -> SudokuHint? {
        if let correction = correction(for: state) { return correction }
        guard state.shape == nil else { return nil }
        return SudokuStepper.hintStep(in: state.board, candidates: playerCandidates(in: state)).map(SudokuHint.step)
    }

    /// What a hint points out before any step: a wrong digit, then a cell whose notes leave
    /// out its own digit. The same on every grid; a variant's step comes from the variants'
    /// stepper, which the scene asks when this is nil.
    public static func correction(for state: SudokuState) -> SudokuHint? {
        if let wrong = (0..<state.cellCount).first(where: { state.isWrong($0) }) { return .wrongDigit(cell: wrong) }
        let marks = playerCandidates(in: state)
        for cell in 0..<state.cellCount where state.board[cell] == 0 && state.notes[cell] != 0 {
            if !marks.contains(cell: cell, digit: state.solution[cell]) { return .missingNote(cell: cell) }
        }
        return nil
    }

    /// The candidates a hint reasons from: the player's notes where a cell has some, every
    /// digit the placed digits allow where it has none.
    public static func playerCandidates(in state: SudokuState) -> SudokuCandidates {
        guard state.shape != nil else {
            return SudokuCandidates(masks: state.notes.map { $0 == 0 ? SudokuLogic.allDigits : $0 })
        }
        let allowed = state.candidates(allowedBy: state.board)
        return SudokuCandidates(
            masks: state.notes.indices.map { state.notes[$0] == 0 ? allowed.masks[$0] : state.notes[$0] })
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

/// What the hint button shows.
public enum SudokuHint: Equatable, Sendable {
    /// A digit on the board that is not the solution's: pointed out before anything else.
    case wrongDigit(cell: Int)
    /// A cell whose notes leave out the digit that belongs there.
    case missingNote(cell: Int)
    /// The next logical step.
    case step(SudokuStep)

    /// The step, if this hint is one.
    public var step: SudokuStep? {
        if case .step(let step) = self { return step }
        return nil
    }

    /// The cell a correction is about (nil for a step).
    public var correctedCell: Int? {
        switch self {
        case .wrongDigit(let cell), .missingNote(let cell): return cell
        case .step: return nil
        }
    }

    /// The move that carries the hint out: erasing the wrong digit, pencilling every candidate
    /// back into the cell, placing the step's digit, or striking its candidates.
    public var move: SudokuMove {
        switch self {
        case .wrongDigit(let cell): return .erase(cell: cell)
        case .missingNote(let cell): return .restoreNotes(cell: cell)
        case .step(let step):
            if let placement = step.placement { return .fillCell(placement.cell) }
            return .strikeNotes(step.eliminations)
        }
    }
}
