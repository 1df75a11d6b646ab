import GameCore
import GameKit
import Layout
import SudokuEngine

/// What must hold after every event, for `tessera monkey` and the scenario tests.
extension SudokuScene {
    public func invariantViolation() -> String? {
        if let problem = Self.problem(in: midEnd.allPositions()) { return problem }
        if let cell = selected, !state.contains(cell) { return "selected cell \(cell) is off the board" }
        if !(0...state.size).contains(selectedNumber) { return "selected number \(selectedNumber) is not a digit" }
        if let struck = hint?.step?.eliminations.first(where: { state.solution[$0.cell] == $0.digit }) {
            return "the hint strikes \(struck.digit) from \(state.geometry.name(struck.cell)), the solution's digit"
        }
        if let placement = hint?.step?.placement, placement.digit != state.solution[placement.cell] {
            return
                "the hint places \(placement.digit) in \(state.geometry.name(placement.cell)), not the solution's digit"
        }
        if let placement = hint?.step?.placement, state.board[placement.cell] == placement.digit {
            return "the hint's cell \(state.geometry.name(placement.cell)) is already filled"
        }
        switch midEnd.outcome {
        case .won:
            if session.record.result != .won { return "the board is solved but the win is not recorded" }
            if midEnd.isTimerRunning { return "the clock runs after the puzzle is solved" }
        case .playing:
            if dialog == .won { return "the win message shows on an unsolved board" }
        case .lost, .draw:
            return "Sudoku cannot be lost or drawn"
        }
        if dialog == .paused, midEnd.isTimerRunning { return "the clock runs while the game is paused" }
        if session.record.result != nil && !session.record.counted {
            return "a win counted without the game counting as played"
        }
        if statistics.won + helpedWins > statistics.played { return "more wins than games played" }
        return nil
    }
}
