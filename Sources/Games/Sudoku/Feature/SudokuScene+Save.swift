import FoundationEssentials
import GameCore
import GameKit
import Glibc
import Layout
import SudokuEngine
import SudokuVariants

/// The save file written before the shared session envelope: the mid-end's game plus the
/// switches, the selection and the attempt's bookkeeping. It still loads.
struct SudokuSave: Codable, VersionedSave {
    var version: Int
    var game: MidEnd<SudokuRules>.Save
    var notesMode: Bool
    var showConflicts: Bool
    var selected: Int?
    var selectedNumber: Int
    var attempt: SudokuAttempt
    var brush: SudokuBrush?

    static let lastVersion = 1
}

extension SudokuScene {
    /// How the session checks a Sudoku save, and reads the older one. Positions read from the
    /// file are checked against the puzzle before the rules play on them; the puzzle must have
    /// exactly its one solution.
    static var policy: SessionPolicy<SudokuRules, SudokuExtras> {
        SessionPolicy(
            check: { problem(in: $0, puzzle: $1) },
            derive: move(from:to:),
            accept: { game, extras in
                problem(in: extras, on: game.start) ?? problem(puzzle: game.start)
            },
            legacy: SessionPolicy<SudokuRules, SudokuExtras>.reading(SudokuSave.self) { save in
                let extras = SudokuExtras(
                    notesMode: save.notesMode, showConflicts: save.showConflicts, selected: save.selected,
                    selectedNumber: save.selectedNumber, brush: save.brush, mistakesMade: save.attempt.mistakesMade)
                return KeptGame(game: save.game, extras: extras, record: save.attempt.record)
            },
            bestTimeKey: bestTimeKey,
            // A puzzle's level as its best time is kept: "beyond" for one the grader cannot finish.
            describe: { state in
                FinishedKind(
                    game: "sudoku", variant: state.variant == .classic ? nil : state.variant.rawValue,
                    level: statisticsLevel(state))
            })
    }

    private static func problem(in extras: SudokuExtras, on start: SudokuState) -> String? {
        if let cell = extras.selected, !start.contains(cell) { return "selected cell \(cell) is off the board" }
        guard (0...start.size).contains(extras.selectedNumber) else {
            return "selected number \(extras.selectedNumber) is not a digit"
        }
        if case .digit(let digit) = extras.brush, !(1...start.size).contains(digit) {
            return "held digit \(digit) is not 1–\(start.size)"
        }
        if let made = extras.mistakesMade, !(0...SudokuState.maximumCount).contains(made) {
            return "\(made) mistakes"
        }
        return nil
    }

    private static func problem(puzzle start: SudokuState) -> String? {
        if let problem = problem(inGrids: start) { return problem }
        if let shape = start.shape {
            // The variants' own solver proves a variant puzzle, cages and diagonals included.
            guard SudokuVariantSolver(shape: shape).solveUnique(start.givens.cells) == .unique(start.solution.cells)
            else { return "the puzzle does not have exactly this one solution" }
            return nil
        }
        guard start.solutionKeepsRules else { return "the solution does not solve the puzzle" }
        guard SudokuSolver.solveUnique(start.givens) == .unique(start.solution) else {
            return "the puzzle does not have exactly this one solution"
        }
        return nil
    }

    /// Whether a position's grids fit its shape: as many cells as the grid has, digits no larger
    /// than its side. Checked before anything reads a cell, so a 9×9 puzzle under a 4×4 shape
    /// (or the reverse) in a hand-edited file is an error, not a trap.
    private static func problem(inGrids state: SudokuState) -> String? {
        let count = state.cellCount
        guard state.givens.cells.count == count, state.solution.cells.count == count,
            state.board.cells.count == count, state.notes.count == count, state.flags.count == count
        else { return "not \(count) cells" }
        let grids = [state.givens, state.solution, state.board]
        guard grids.allSatisfy({ $0.cells.allSatisfy { $0 <= state.size } }) else {
            return "a digit larger than \(state.size)"
        }
        return nil
    }

    /// What is wrong with a game's history, or nil: one puzzle throughout, its solution a
    /// solution of it, givens unchanged, digits and notes in range, no notes on givens. (A
    /// placed digit keeps its cell's notes underneath, hidden, so erasing it brings them back;
    /// that is the engine's design, not a fault.) The engine keeps these; a hand-edited file
    /// could break them.
    static func problem(in history: [SudokuState]) -> String? {
        // One pass over every position; a long game replays hundreds, each checked in microseconds.
        guard let first = history.first else { return "no states" }
        if let problem = problem(inGrids: first) { return problem }
        guard first.solutionKeepsRules else { return "the solution does not solve the puzzle" }
        for (index, state) in history.enumerated() {
            if let problem = problem(in: state, puzzle: first) { return "state \(index): \(problem)" }
        }
        return nil
    }

    /// The move that leads from `before` to `after`, for the positions of a version-1 save; nil
    /// when none does (the mid-end then keeps the position whole).
    static func move(from before: SudokuState, to after: SudokuState) -> SudokuMove? {
        guard
            before.cellCount == after.cellCount,
            let cell = (0..<before.cellCount).first(where: {
                before.board[$0] != after.board[$0] || before.notes[$0] != after.notes[$0]
                    || before.flags[$0] != after.flags[$0]
            })
        else { return nil }
        var candidates: [SudokuMove] = [.fillOneCell, .erase(cell: cell), .toggleFlag(cell: cell)]
        if after.board[cell] != 0 { candidates.append(.place(cell: cell, digit: after.board[cell])) }
        if before.board[cell] != 0 { candidates.append(.place(cell: cell, digit: before.board[cell])) }
        let changedNotes = before.notes[cell] ^ after.notes[cell]
        if changedNotes.nonzeroBitCount == 1 {
            candidates.append(.toggleNote(cell: cell, digit: changedNotes.trailingZeroBitCount + 1))
        }
        return candidates.first { SudokuRules.apply($0, to: before) == after }
    }

    private static func problem(in state: SudokuState, puzzle: SudokuState) -> String? {
        guard state.givens == puzzle.givens, state.solution == puzzle.solution, state.shape == puzzle.shape else {
            return "a different puzzle"
        }
        if let problem = problem(inGrids: state) { return problem }
        guard (0...SudokuState.maximumCount).contains(state.mistakes),
            (0...SudokuState.maximumCount).contains(state.cellsFilledByHint)
        else { return "a count out of range" }
        let shape = state.geometry
        let beyond = ~UInt16((1 << state.size) - 1)
        for cell in 0..<state.cellCount {
            let digit = state.board[cell]
            if state.isGiven(cell), digit != state.givens[cell] {
                return "the given in \(shape.name(cell)) changed"
            }
            guard state.notes[cell] & beyond == 0 else { return "notes beyond \(state.size) in \(shape.name(cell))" }
            if state.notes[cell] != 0, state.isGiven(cell) { return "notes on the given \(shape.name(cell))" }
        }
        return nil
    }
}
