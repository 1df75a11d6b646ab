import GameCore
import GameKit
import Layout
import TicTacToeEngine

/// What must hold after every event, for `tessera monkey` and the scenario tests. A round holds
/// at most 49 positions, so the whole history is replayed each time.
extension TicTacToeScene {
    public func invariantViolation() -> String? {
        let history = midEnd.allPositions()
        guard history.indices.contains(midEnd.cursor) else { return "the history cursor is outside the history" }
        if state.params != settings.params(humanStarts: humanStarted) {
            return "the round's rules do not match the settings on show"
        }
        for (index, position) in history.enumerated() {
            if let problem = Self.problem(in: position) { return "position \(index): \(problem)" }
        }
        if let problem = historyViolation(history) { return problem }
        if state.isComputerTurn && isActive && !isThinking {
            return "the computer is to move but is not thinking"
        }
        if state.isComputerTurn && midEnd.cursor != history.count - 1 {
            return "the computer is to move in a position it already answered"
        }
        if !state.board.contains(cursor) {
            return "cursor \(cursor) is off the \(state.params.size)×\(state.params.size) board"
        }
        if let hint {
            if state.isOver { return "a hint is shown after the round ended" }
            if state.board[hint] != nil { return "the hint \(hint) points at a taken cell" }
        }
        if state.isOver != roundRecorded {
            return roundRecorded
                ? "the round is being played but its result is counted"
                : "the round ended but its result is not counted"
        }
        return tallyViolation()
    }

    /// The position on its own: counts, whose turn, and the winner against the marks.
    static func problem(in state: TicTacToeState) -> String? {
        let board = state.board
        let xCount = board.count(of: .x)
        let oCount = board.count(of: .o)
        guard board.xBits & board.oBits == 0 else { return "X and O share a cell" }
        guard xCount == oCount || xCount == oCount + 1 else { return "\(xCount) X marks against \(oCount) O marks" }
        guard state.toMove == board.playerToMove else {
            return "\(state.toMove.symbol) to move with \(xCount) X and \(oCount) O"
        }
        let geometry = state.geometry
        let xLine = geometry.hasLine(board.xBits)
        let oLine = geometry.hasLine(board.oBits)
        if xLine && oLine { return "both players have \(state.params.k) in a row" }
        guard let winner = state.winner else {
            if xLine || oLine { return "\(xLine ? "X" : "O") has \(state.params.k) in a row but no winner is recorded" }
            return state.winningLine.isEmpty ? nil : "a winning line without a winner"
        }
        if winner == .x ? !xLine : !oLine { return "\(winner.symbol) is the winner without a line" }
        // The winner made the last move: X wins with one mark more, O with equal counts.
        if winner.opponent != state.toMove { return "\(winner.symbol) won but is also to move" }
        return lineViolation(state, winner: winner)
    }

    /// The highlighted line: k or more of the winner's cells in one straight run, through the last move.
    private static func lineViolation(_ state: TicTacToeState, winner: TicTacToePlayer) -> String? {
        let line = state.winningLine
        guard line.count >= state.params.k else { return "a winning line of \(line.count) cells" }
        guard line.allSatisfy({ state.board[$0] == winner }) else {
            return "the winning line has cells \(winner.symbol) does not hold"
        }
        if let last = state.lastMove, !line.contains(last) { return "the winning line misses the winning move" }
        let step = (line[1].row - line[0].row, line[1].col - line[0].col)
        guard abs(step.0) <= 1, abs(step.1) <= 1, step != (0, 0) else { return "the winning line is not a run" }
        for (a, b) in zip(line, line.dropFirst()) where (b.row - a.row, b.col - a.col) != step {
            return "the winning line is not straight"
        }
        return nil
    }

    /// The round is the empty board followed by legal moves, and nothing follows a finished position.
    private func historyViolation(_ history: [TicTacToeState]) -> String? {
        guard let first = history.first else { return "an empty history" }
        if first.board.markCount != 0 || first.winner != nil { return "the round does not start from an empty board" }
        for (index, (before, after)) in zip(history, history.dropFirst()).enumerated() {
            if before.isOver { return "position \(index + 1) follows a finished one (a move after the end)" }
            guard let cell = after.lastMove, TicTacToeRules.apply(TicTacToeMove(cell), to: before) == after else {
                return "position \(index + 1) does not follow from the one before by one legal move"
            }
        }
        return nil
    }

    /// Every counted round is in exactly one column of the totals, and the tallies per
    /// opponent and board never add up to more than their total (records from before the
    /// tallies have totals only).
    private func tallyViolation() -> String? {
        let tally = TicTacToeTally(statistics: statistics)
        let counted = tally.versusComputerGames + tally.twoPlayerGames
        if counted != statistics.played { return "\(statistics.played) rounds played but \(counted) results recorded" }
        for result in TicTacToeTally.Result.allCases where tally.tallied(result) > tally.total(result) {
            return "\(tally.tallied(result)) \(result) in the tallies but \(tally.total(result)) in all"
        }
        return nil
    }
}
