import FoundationEssentials
import GameCore
import GameKit
import Glibc
import Layout
import SudokuEngine

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
                problem(in: extras) ?? problem(puzzle: game.start)
            },
            legacy: SessionPolicy<SudokuRules, SudokuExtras>.reading(SudokuSave.self) { save in
                let extras = SudokuExtras(
                    notesMode: save.notesMode, showConflicts: save.showConflicts, selected: save.selected,
                    selectedNumber: save.selectedNumber, brush: save.brush, mistakesMade: save.attempt.mistakesMade)
                return KeptGame(game: save.game, extras: extras, record: save.attempt.record)
            },
            bestTimeKey: bestTimeKey,
            // A puzzle's level as its best time is kept: "beyond" for one the grader cannot finish.
            describe: { FinishedKind(game: "sudoku", level: $0.difficulty?.rawValue ?? "beyond") })
    }

    private static func problem(in extras: SudokuExtras) -> String? {
        if let cell = extras.selected, !(0..<81).contains(cell) { return "selected cell \(cell) is off the board" }
        guard (0...9).contains(extras.selectedNumber) else {
            return "selected number \(extras.selectedNumber) is not a digit"
        }
        if case .digit(let digit) = extras.brush, !(1...9).contains(digit) { return "held digit \(digit) is not 1–9" }
        if let made = extras.mistakesMade, !(0...SudokuState.maximumCount).contains(made) {
            return "\(made) mistakes"
        }
        return nil
    }

    private static func problem(puzzle start: SudokuState) -> String? {
        guard start.solution.isSolution(of: start.givens) else { return "the solution does not solve the puzzle" }
        guard SudokuSolver.solveUnique(start.givens) == .unique(start.solution) else {
            return "the puzzle does not have exactly this one solution"
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
        guard first.solution.isSolution(of: first.givens) else { return "the solution does not solve the puzzle" }
        for (index, state) in history.enumerated() {
            if let problem = problem(in: state, puzzle: first) { return "state \(index): \(problem)" }
        }
        return nil
    }

    /// The move that leads from `before` to `after`, for the positions of a version-1 save; nil
    /// when none does (the mid-end then keeps the position whole).
    static func move(from before: SudokuState, to after: SudokuState) -> SudokuMove? {
        guard
            let cell = (0..<81).first(where: {
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
        guard state.givens == puzzle.givens, state.solution == puzzle.solution else { return "a different puzzle" }
        guard state.board.cells.count == 81, state.notes.count == 81, state.flags.count == 81 else {
            return "not 81 cells"
        }
        guard (0...SudokuState.maximumCount).contains(state.mistakes),
            (0...SudokuState.maximumCount).contains(state.cellsFilledByHint)
        else { return "a count out of range" }
        for cell in 0..<81 {
            let digit = state.board[cell]
            guard (0...9).contains(digit) else { return "digit \(digit) in \(SudokuGeometry.name(cell))" }
            if state.isGiven(cell), digit != state.givens[cell] {
                return "the given in \(SudokuGeometry.name(cell)) changed"
            }
            guard state.notes[cell] & ~0x1FF == 0 else { return "notes beyond 9 in \(SudokuGeometry.name(cell))" }
            if state.notes[cell] != 0, state.isGiven(cell) { return "notes on the given \(SudokuGeometry.name(cell))" }
        }
        return nil
    }
}
