import FoundationEssentials
import GameCore
import GameKit
import Glibc
import Layout
import TicTacToeEngine

/// The game's verbs, shared by taps, keys and `perform`: each changes the mid-end or the
/// scene's own state and says what the app has to do about it.
extension TicTacToeScene {
    /// The person's mark on `cell`, through `MidEnd.apply` like the computer's reply that
    /// follows it, so undo can take back the pair. Refused after the end, on a taken cell, and
    /// while the computer is to move (it is thinking). The cursor follows the mark, so the
    /// keyboard carries on from there.
    /// Four in a row takes any cell of a column as the column: the mark drops to its lowest
    /// empty cell.
    func place(_ cell: TicTacToeCell) -> SceneUpdate {
        var cell = cell
        if state.params.gravity {
            guard let row = state.board.landingRow(inColumn: cell.col) else { return [] }
            cell = TicTacToeCell(row: row, col: cell.col)
        }
        guard !state.isComputerTurn, let change = session.apply(TicTacToeMove(cell)) else { return [] }
        cancelSearches()
        cursor = cell
        return change.update.union(afterBoardChange()).union(thinkIfComputerTurn())
    }

    /// Clears the hint, animates the marks and counts a round that has just ended.
    func afterBoardChange() -> SceneUpdate {
        hint = nil
        animateMarks()
        guard state.isOver, !roundRecorded else { return .moved }
        roundRecorded = true
        var tally = TicTacToeTally(statistics: statistics)
        tally.record(state)
        statistics = tally.statistics
        return [.moved, .statistics]
    }

    // MARK: History

    var canUndo: Bool { session.canUndo }
    var canRedo: Bool { session.canRedo }

    /// Through the round's history (by the pair of marks against the computer), then back to
    /// the round a new one replaced.
    func undo() -> SceneUpdate { step { session.undo() } }

    func redo() -> SceneUpdate { step { session.redo() } }

    /// Mid-round, the same round from its first position, a step undo takes back; after the
    /// end, the next round.
    func restart() -> SceneUpdate {
        guard !state.isOver else { return newRound() }
        return step { session.restart() }
    }

    /// A step of the session. Leaving a round's end reopens it: the count its result was given
    /// is taken back, and the result it ends with in the end is counted.
    private func step(_ command: () -> SessionChange?) -> SceneUpdate {
        cancelSearches()
        let end = roundRecorded && state.isOver ? state : nil
        guard let change = command() else { return [] }
        var update = change.update
        if let end, !change.contains(.replaced), !state.isOver {
            var tally = TicTacToeTally(statistics: statistics)
            tally.withdraw(end)
            statistics = tally.statistics
            roundRecorded = false
            update.insert(.statistics)
        }
        return update.union(sessionDidChange(change))
    }

    /// Another round on the board, or a step within one: the hint goes, the marks animate, an
    /// ending is counted, and the computer takes its turn.
    public func sessionDidChange(_ change: SessionChange) -> SceneUpdate {
        if change.contains(.restored) {
            cancelSearches()
            // Older saves kept a round counted after its end was undone, and that count stays
            // in the record, which cannot tell which result it was.
            roundRecorded = state.isOver
            cursorVisible = false
            hint = nil
            resumeThinking()
            return []
        }
        if change.contains(.replaced), !state.board.contains(cursor) { cursor = Self.centre(of: settings) }
        // A finished round or a new one needs nothing the last searches learnt.
        if state.isOver || change.contains(.replaced) { TicTacToeAI.releaseSearchMemory() }
        return afterBoardChange().union(thinkIfComputerTurn())
    }

    // MARK: Rounds and settings

    /// The next round with the same settings and a seed drawn from this one; against the
    /// computer the first move goes to whoever the starter setting says (alternating if asked).
    public func nextGame() -> (params: TicTacToeParams, seed: UInt64, extras: TicTacToeExtras) {
        var generator = SeededGenerator(seed: midEnd.seed)
        var extras = session.extras
        extras.humanStarted = settings.humanStartsNextRound(after: humanStarted)
        extras.roundRecorded = false
        return (extras.settings.params(humanStarts: extras.humanStarted), generator.next(), extras)
    }

    func newRound() -> SceneUpdate {
        let next = nextGame()
        return begin(next.params, seed: next.seed, extras: next.extras)
    }

    /// A changed setting takes effect in a new round at once.
    func change(_ update: (inout TicTacToeSettings) -> Void) -> SceneUpdate {
        var changed = settings
        update(&changed)
        guard changed != settings else { return [] }
        var generator = SeededGenerator(seed: midEnd.seed)
        var extras = session.extras
        extras.settings = changed
        extras.humanStarted = changed.humanStartsFirstRound
        extras.roundRecorded = false
        return begin(changed.params(humanStarts: extras.humanStarted), seed: generator.next(), extras: extras)
    }

    /// A new board, a step undo takes back: the round left stays as it stood (its count too,
    /// if it was finished); the keyboard's focus ring goes (the next arrow shows it again where
    /// it was, or in the middle of a board of another size).
    private func begin(_ params: TicTacToeParams, seed: UInt64, extras: TicTacToeExtras) -> SceneUpdate {
        cancelSearches()
        let change = session.replace(params: params, seed: seed, extras: extras)
        cursorVisible = false
        return change.update.union(sessionDidChange(change))
    }

    // MARK: Cursor

    /// The first arrow press only shows the cursor where it is; later ones move it, wrapping
    /// round at the edges, as the other boards' cursors do.
    func moveCursor(row dRow: Int, col dCol: Int) -> SceneUpdate {
        guard cursorVisible else {
            cursorVisible = true
            return .redraw
        }
        let rows = state.params.rows
        let size = state.params.size
        cursor = TicTacToeCell(row: (cursor.row + dRow + rows) % rows, col: (cursor.col + dCol + size) % size)
        return .redraw
    }
}
