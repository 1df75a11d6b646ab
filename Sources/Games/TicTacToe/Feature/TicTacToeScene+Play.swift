import Foundation
import GameCore
import GameKit
import Layout
import TicTacToeEngine

/// The game's verbs, shared by taps, keys and `perform`: each changes the mid-end or the
/// scene's own state and says what the app has to do about it.
extension TicTacToeScene {
    /// The person's mark on `cell`, through `MidEnd.apply` like the computer's reply that
    /// follows it, so undo can take back the pair. Refused after the end, on a taken cell, and
    /// while the computer is to move (it is thinking). The cursor follows the mark, so the
    /// keyboard carries on from there.
    func place(_ cell: TicTacToeCell) -> SceneUpdate {
        guard !state.isComputerTurn, midEnd.apply(TicTacToeMove(cell)) else { return [] }
        replaced.moved()
        cancelSearches()
        cursor = cell
        return afterBoardChange().union(thinkIfComputerTurn())
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

    /// A state the player can step to: the person's turn or the end, or the newest position
    /// when the computer has not answered it yet (undo while it thinks takes back the move it
    /// was thinking about; redo brings that move back and the computer thinks again). Undo,
    /// redo and restart step between these, so against the computer they move by the pair of
    /// marks.
    private func isStop(_ index: Int) -> Bool {
        !midEnd.history[index].isComputerTurn || index == midEnd.history.count - 1
    }

    private var undoTarget: Int? {
        (0..<midEnd.cursor).last(where: isStop)
    }

    private var redoTarget: Int? {
        ((midEnd.cursor + 1)..<midEnd.history.count).first(where: isStop)
    }

    var canUndo: Bool { undoTarget != nil || replaced.canUndo }
    var canRedo: Bool { redoTarget != nil || replaced.canRedo }

    /// Through the round's history, then back to the unfinished round a new one replaced.
    func undo() -> SceneUpdate {
        guard let target = undoTarget else { return switchRound { replaced.undo(leaving: $0) } }
        return step(to: target)
    }

    func redo() -> SceneUpdate {
        guard let target = redoTarget else { return switchRound { replaced.redo(leaving: $0) } }
        return step(to: target)
    }

    /// Leaves this round for one `ReplacedGames` hands back, restored exactly (settings too);
    /// the computer thinks again if it was its turn.
    private func switchRound(_ other: (Data) -> Data?) -> SceneUpdate {
        cancelSearches()
        guard switchGame(other) else { return [] }
        animateMarks()
        return SceneUpdate.moved.union(thinkIfComputerTurn())
    }

    /// Back to the round's first position the player moves from, keeping the way forward.
    func restart() -> SceneUpdate {
        guard let target = midEnd.history.indices.first(where: isStop), target < midEnd.cursor else { return [] }
        return step(to: target)
    }

    /// Moves through the round's history. Leaving its end reopens the round: the count its
    /// result was given is taken back, and the result it ends with in the end is counted.
    private func step(to index: Int) -> SceneUpdate {
        cancelSearches()
        var update: SceneUpdate = .moved
        if roundRecorded, state.isOver, !midEnd.history[index].isOver {
            var tally = TicTacToeTally(statistics: statistics)
            tally.withdraw(state)
            statistics = tally.statistics
            roundRecorded = false
            update.insert(.statistics)
        }
        while midEnd.cursor > index, midEnd.undo() {}
        while midEnd.cursor < index, midEnd.redo() {}
        return update.union(afterBoardChange()).union(thinkIfComputerTurn())
    }

    // MARK: Rounds and settings

    /// The next round with the same settings and a seed drawn from this one; against the
    /// computer the first move goes to whoever the starter setting says (alternating if asked).
    func newRound() -> SceneUpdate {
        var generator = SeededGenerator(seed: midEnd.seed)
        let humanStarts = settings.humanStartsNextRound(after: humanStarted)
        keepUnfinishedRound()
        return begin(seed: generator.next(), humanStarts: humanStarts)
    }

    /// A changed setting takes effect in a new round at once.
    func change(_ update: (inout TicTacToeSettings) -> Void) -> SceneUpdate {
        var changed = settings
        update(&changed)
        guard changed != settings else { return [] }
        keepUnfinishedRound()
        settings = changed
        var generator = SeededGenerator(seed: midEnd.seed)
        return begin(seed: generator.next(), humanStarts: changed.humanStartsFirstRound)
    }

    /// An unfinished round with marks on it stays one undo away, saved with the settings it was
    /// played with, as it stands: its redo goes, as a new mark would drop it, so undo and redo
    /// step between whole rounds. A finished round is counted and left; a round left while the
    /// computer was thinking thinks again when it comes back.
    private func keepUnfinishedRound() {
        guard midEnd.moveCount > 0, !state.isOver else { return }
        midEnd.discardRedo()
        replaced.willReplace(try? saveData())
    }

    /// A new board: the round left keeps its count if it was finished, the keyboard's focus
    /// ring goes (the next arrow shows it again where it was, or in the middle of a board of
    /// another size).
    private func begin(seed: UInt64, humanStarts: Bool) -> SceneUpdate {
        cancelSearches()
        humanStarted = humanStarts
        midEnd.newGame(params: settings.params(humanStarts: humanStarts), seed: seed)
        roundRecorded = false
        hint = nil
        cursorVisible = false
        if !state.board.contains(cursor) { cursor = Self.centre(of: settings.size) }
        animateMarks()
        return SceneUpdate.moved.union(thinkIfComputerTurn())
    }

    // MARK: Cursor

    /// The first arrow press only shows the cursor where it is; later ones move it, wrapping
    /// round at the edges, as the other boards' cursors do.
    func moveCursor(row dRow: Int, col dCol: Int) -> SceneUpdate {
        guard cursorVisible else {
            cursorVisible = true
            return .redraw
        }
        let size = state.params.size
        cursor = TicTacToeCell(row: (cursor.row + dRow + size) % size, col: (cursor.col + dCol + size) % size)
        return .redraw
    }
}
