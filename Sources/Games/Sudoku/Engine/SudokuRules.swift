import GameCore

/// The rules of Sudoku as the shared mid-end sees them: a generated puzzle per seed, moves
/// that edit the board, won when the board is the solution.
public enum SudokuRules: GameRules {
    public typealias Params = SudokuParams
    public typealias State = SudokuState
    public typealias Move = SudokuMove

    /// A fresh game on a puzzle generated at the chosen level; the seed makes it reproducible.
    public static func newState(params: SudokuParams, seed: UInt64) -> SudokuState {
        SudokuState(puzzle: SudokuGenerator.generate(difficulty: params.difficulty, seed: seed))
    }

    /// Nil when the move is illegal (a given, a bad cell or digit, a finished game) or changes
    /// nothing.
    public static func apply(_ move: SudokuMove, to state: SudokuState) -> SudokuState? {
        var next = state
        return play(move, on: &next) ? next : nil
    }

    /// The common moves change the state where it is (a long game replays with no copy a move);
    /// the hints' moves, which read the whole board, go through a copy.
    public static func play(_ move: SudokuMove, on state: inout SudokuState) -> Bool {
        guard !state.isSolved else { return false }
        switch move {
        case .place(let cell, let digit):
            guard state.contains(cell), (1...state.size).contains(digit), !state.isGiven(cell) else { return false }
            if state.board[cell] == digit {
                state.board[cell] = 0
            } else {
                state.put(digit, at: cell)
                if digit != state.solution[cell] { state.mistakes = min(state.mistakes + 1, SudokuState.maximumCount) }
            }
        case .erase(let cell):
            guard state.contains(cell), !state.isGiven(cell) else { return false }
            if state.board[cell] != 0 {
                state.board[cell] = 0
            } else if state.notes[cell] != 0 {
                state.notes[cell] = 0
            } else {
                return false
            }
        case .toggleNote(let cell, let digit):
            guard state.contains(cell), (1...state.size).contains(digit), state.board[cell] == 0 else { return false }
            state.notes[cell] ^= SudokuLogic.bit(digit)
        case .toggleFlag(let cell):
            guard state.contains(cell), !state.isGiven(cell) else { return false }
            state.flags[cell].toggle()
        case .fillNotes:
            let candidates = boardCandidates(in: state)
            var changed = false
            for cell in 0..<state.cellCount where state.board[cell] == 0 && state.notes[cell] != candidates.masks[cell]
            {
                state.notes[cell] = candidates.masks[cell]
                changed = true
            }
            return changed
        case .clearNotes:
            guard state.notes.contains(where: { $0 != 0 }) else { return false }
            state.notes = [UInt16](repeating: 0, count: state.cellCount)
        case .fillOneCell, .fillCell, .strikeNotes, .restoreNotes:
            guard let next = applyHint(move, to: state) else { return false }
            state = next
        }
        return true
    }

    /// The moves hints make: a cell filled from the solution, notes struck or pencilled back.
    private static func applyHint(_ move: SudokuMove, to state: SudokuState) -> SudokuState? {
        var next = state
        switch move {
        case .place, .erase, .toggleNote, .toggleFlag, .fillNotes, .clearNotes:
            return nil
        case .fillOneCell:
            guard let cell = cellToFill(in: state) else { return nil }
            next.put(state.solution[cell], at: cell)
            next.cellsFilledByHint = min(next.cellsFilledByHint + 1, SudokuState.maximumCount)
        case .fillCell(let cell):
            guard state.contains(cell), state.board[cell] != state.solution[cell] else { return nil }
            next.put(state.solution[cell], at: cell)
            next.cellsFilledByHint = min(next.cellsFilledByHint + 1, SudokuState.maximumCount)
        case .strikeNotes(let candidates):
            let allowed = allowedCandidates(in: state)
            for candidate in candidates {
                guard state.contains(candidate.cell), (1...state.size).contains(candidate.digit),
                    state.board[candidate.cell] == 0
                else { return nil }
                if next.notes[candidate.cell] == 0 { next.notes[candidate.cell] = allowed.masks[candidate.cell] }
                next.notes[candidate.cell] &= ~SudokuLogic.bit(candidate.digit)
            }
            guard next.notes != state.notes else { return nil }
        case .restoreNotes(let cell):
            guard state.contains(cell), state.board[cell] == 0 else { return nil }
            next.notes[cell] = allowedCandidates(in: state).masks[cell]
            guard next.notes != state.notes else { return nil }
        }
        return next
    }

    /// Every candidate the digits on the board allow, as they stand (a wrong digit rules out
    /// its peers like any other): what "fill notes" pencils in, never peeking at the solution.
    public static func boardCandidates(in state: SudokuState) -> SudokuCandidates {
        guard state.shape != nil else { return SudokuCandidates(grid: state.board) }
        return state.candidates(allowedBy: state.board)
    }

    /// Every candidate the correct digits on the board allow (wrong digits are left out, so a
    /// cell's own digit is never missing).
    static func allowedCandidates(in state: SudokuState) -> SudokuCandidates {
        var grid = state.board
        for cell in 0..<state.cellCount where state.isWrong(cell) { grid[cell] = 0 }
        guard state.shape != nil else { return SudokuCandidates(grid: grid) }
        return state.candidates(allowedBy: grid)
    }

    /// Won once the board is the solution; there is no way to lose (mistakes only cost score).
    public static func outcome(of state: SudokuState) -> GameOutcome {
        state.isSolved ? .won : .playing
    }

    /// The cell "fill one cell" fills: the first wrong digit if any (so the hint repairs before
    /// it helps), else the cell the stepper would place next, else the first blank; nil when
    /// solved. Deterministic, so replaying a game replays its hints.
    public static func cellToFill(in state: SudokuState) -> Int? {
        if let wrong = (0..<state.cellCount).first(where: { state.isWrong($0) }) { return wrong }
        guard state.shape == nil else {
            // The variants' stepper lives above the engine; a cell with one candidate left is
            // the one a player would fill next, and any blank will do when none is.
            let candidates = boardCandidates(in: state)
            let blanks = (0..<state.cellCount).filter { state.board[$0] == 0 }
            return blanks.first { candidates.masks[$0].nonzeroBitCount == 1 } ?? blanks.first
        }
        var logic = SudokuLogic(grid: state.board)
        for _ in 0..<200 {
            guard let step = logic.nextStep() else { break }
            if let placement = step.placement { return placement.cell }
            logic.apply(step)
        }
        return (0..<state.cellCount).first { state.board[$0] == 0 }
    }
}

extension SudokuState {
    /// Whether `cell` is on the board.
    public func contains(_ cell: Int) -> Bool { (0..<cellCount).contains(cell) }

    /// Every digit the filled cells of `grid` allow in each blank cell, by the shape's peers
    /// (its houses and its cage); 0 for a filled cell.
    package func candidates(allowedBy grid: SudokuGrid) -> SudokuCandidates {
        SudokuCandidates(masks: geometry.candidates(of: grid.cells))
    }

    /// Places a digit and strikes it from the notes of the cell's peers: its row, column and
    /// box, and on a variant grid its region, diagonals and cage.
    package mutating func put(_ digit: Int, at cell: Int) {
        board[cell] = digit
        let strike = ~SudokuLogic.bit(digit)
        if let shape {
            for peer in shape.peers[cell] { notes[peer] &= strike }
            return
        }
        for k in 0..<20 {
            let peer = Int(SudokuGeometry.peers[cell * 20 + k])
            notes[peer] &= strike
        }
    }
}
