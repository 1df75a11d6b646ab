import Game2048Engine
import GameCore
import GameKit
import Layout

/// What must hold after every event, for `tessera monkey` and the scenario tests.
///
/// The board on show and its neighbours in the history get the full check (every tile a power of
/// two from 2, one tile per cell, ids unique and below the next id); the whole history gets the
/// cheap ones (one board size, scores that never fall, each step's points matching its score), so
/// the check stays fast with 500 states kept for undo.
extension Game2048Scene {
    public func invariantViolation() -> String? {
        let history = midEnd.allPositions()
        let cursor = midEnd.cursor
        guard history.indices.contains(cursor) else { return "cursor \(cursor) outside a history of \(history.count)" }
        let params = midEnd.params
        let sizes = Game2048Board.sizes
        guard sizes.contains(params.rows), sizes.contains(params.columns) else {
            return "board shape \(params.rows)×\(params.columns) is not 3 to 8 a side"
        }
        let shape = Game2048Board(rows: params.rows, columns: params.columns)
        for index in max(0, cursor - 1)...min(history.count - 1, cursor + 1) {
            if let problem = Game2048SaveCheck.problem(in: history[index], shape: shape) {
                return "state \(index) of \(history.count): \(problem)"
            }
        }
        if let problem = historyViolation(history) { return problem }
        if let problem = stepViolation(into: cursor, of: history) ?? stepViolation(into: cursor + 1, of: history) {
            return problem
        }
        return progressViolation()
    }

    /// Scores along the history: non-negative, never falling, and each rise exactly the points of
    /// the step that made it; "won" once set stays set, and "keep going" only follows a win.
    private func historyViolation(_ history: [Game2048Rules.State]) -> String? {
        for (index, state) in history.enumerated() {
            let params = midEnd.params
            if state.board.rows != params.rows || state.board.columns != params.columns {
                return "state \(index) has a \(state.board.shapeName) board in a \(params.rows)×\(params.columns) game"
            }
            if state.score < 0 { return "state \(index) has a negative score \(state.score)" }
            if state.keepGoing && !state.won { return "state \(index) keeps going without a win" }
            if state.board.maxValue >= state.target && !state.won {
                return "state \(index) holds \(state.board.maxValue) but is not marked won"
            }
            guard index > 0 else { continue }
            let before = history[index - 1]
            let gained = state.score - before.score
            if gained < 0 { return "the score fell from \(before.score) to \(state.score) at state \(index)" }
            if gained != (state.lastTurn?.points ?? 0) {
                return
                    "the score rose by \(gained) at state \(index) but the move scored \(state.lastTurn?.points ?? 0)"
            }
            if before.won && !state.won { return "the win was forgotten at state \(index)" }
        }
        return nil
    }

    /// The step that produced `history[index]` must be the rules' answer to its own move from the
    /// state before: no tile appears, vanishes or changes outside a legal slide and its one spawn.
    private func stepViolation(into index: Int, of history: [Game2048Rules.State]) -> String? {
        guard index > 0, index < history.count else { return nil }
        let before = history[index - 1]
        let after = history[index]
        let move: Game2048Rules.Move = after.lastTurn.map { .slide($0.direction) } ?? .keepGoing
        guard let replayed = Game2048Rules.apply(move, to: before) else {
            return "state \(index) follows a move (\(move)) the rules refuse from the state before"
        }
        guard replayed == after else { return "state \(index) is not what \(move) makes of the state before" }
        if let turn = after.lastTurn, turn.points != turn.merges.reduce(0, { $0 + $1.value }) {
            return "state \(index) scored \(turn.points) for merges worth \(turn.merges.reduce(0) { $0 + $1.value })"
        }
        return nil
    }

    /// What the game has added to the statistics agrees with the board on show.
    private func progressViolation() -> String? {
        if midEnd.moveCount > 0 && !progress.played { return "moves were made but the game is not counted as played" }
        if state.won && !progress.won { return "the target was reached but the win is not counted" }
        if midEnd.outcome == .lost && !progress.lost { return "the board is stuck but the loss is not counted" }
        if statistics.won > statistics.played || statistics.lost > statistics.played {
            return "\(statistics.won) wins and \(statistics.lost) losses in \(statistics.played) games"
        }
        if progress.assisted && progress.played && !progress.countedAssisted {
            return "the coach helped in this game but it is not counted as assisted"
        }
        let assistedPlayed = statistics.extra[Self.assistedPlayedKey] ?? 0
        let assistedWon = statistics.extra[Self.assistedWonKey] ?? 0
        if assistedWon > assistedPlayed || assistedPlayed > Double(statistics.played) {
            return "\(assistedWon) assisted wins in \(assistedPlayed) assisted games of \(statistics.played)"
        }
        return nil
    }
}
