import GameCore
import GameKit
import Layout
import TicTacToeEngine

/// The game's verbs, shared by taps, keys and `perform`: each changes the mid-end or the
/// scene's own state and says what the app has to do about it.
extension TicTacToeScene {
    /// The person's mark on `cell`, then the computer's answer, each through `MidEnd.apply` so
    /// undo can take back the pair. Refused after the end, on a taken cell, and (defensively)
    /// on the computer's turn. The cursor follows the mark, so the keyboard carries on from there.
    func place(_ cell: TicTacToeCell) -> SceneUpdate {
        guard !state.isComputerTurn, midEnd.apply(TicTacToeMove(cell)) else { return [] }
        cursor = cell
        replyIfComputerTurn()
        return afterBoardChange()
    }

    /// The computer's move when it is its turn. Bigger boards use the engine's bounded search
    /// (`.interactive`), which answers within about 200 ms, so the window never stalls.
    func replyIfComputerTurn() {
        guard let move = TicTacToeAI.computerMove(for: state, limits: .interactive) else { return }
        midEnd.apply(move)
    }

    /// Clears the hint, animates the marks and settles a finished round's result.
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

    /// A state the player can be left looking at: anything but the computer's turn, which is
    /// always answered at once. Undo, redo and restart step between these, so against the
    /// computer they move by the pair of marks.
    private func isStop(_ index: Int) -> Bool {
        !midEnd.history[index].isComputerTurn
    }

    private var undoTarget: Int? {
        (0..<midEnd.cursor).last(where: isStop)
    }

    private var redoTarget: Int? {
        ((midEnd.cursor + 1)..<midEnd.history.count).first(where: isStop)
    }

    var canUndo: Bool { undoTarget != nil }
    var canRedo: Bool { redoTarget != nil }

    func undo() -> SceneUpdate {
        guard let target = undoTarget else { return [] }
        return step(to: target)
    }

    func redo() -> SceneUpdate {
        guard let target = redoTarget else { return [] }
        return step(to: target)
    }

    /// Back to the round's first position the player moves from, keeping the way forward.
    func restart() -> SceneUpdate {
        guard let target = midEnd.history.indices.first(where: isStop), target < midEnd.cursor else { return [] }
        return step(to: target)
    }

    private func step(to index: Int) -> SceneUpdate {
        while midEnd.cursor > index, midEnd.undo() {}
        while midEnd.cursor < index, midEnd.redo() {}
        hint = nil
        animateMarks()
        return .moved
    }

    // MARK: Rounds and settings

    /// The next round with the same settings and a seed drawn from this one; against the
    /// computer the first move goes to whoever the starter setting says (alternating if asked).
    func newRound() -> SceneUpdate {
        var generator = SeededGenerator(seed: midEnd.seed)
        let humanStarts = settings.humanStartsNextRound(after: humanStarted)
        return begin(seed: generator.next(), humanStarts: humanStarts)
    }

    /// A changed setting takes effect in a new round at once.
    func change(_ update: (inout TicTacToeSettings) -> Void) -> SceneUpdate {
        var changed = settings
        update(&changed)
        guard changed != settings else { return [] }
        settings = changed
        var generator = SeededGenerator(seed: midEnd.seed)
        return begin(seed: generator.next(), humanStarts: changed.humanStartsFirstRound)
    }

    private func begin(seed: UInt64, humanStarts: Bool) -> SceneUpdate {
        humanStarted = humanStarts
        midEnd.newGame(params: settings.params(humanStarts: humanStarts), seed: seed)
        roundRecorded = false
        hint = nil
        if !state.board.contains(cursor) { cursor = Self.centre(of: settings.size) }
        replyIfComputerTurn()
        animateMarks()
        return .moved
    }

    // MARK: Hint and cursor

    /// The perfect player's move for whoever is to move; the cursor follows it.
    func showHint() -> SceneUpdate {
        guard !state.isOver, let cell = TicTacToeAI.hint(for: state, limits: .interactive) else { return [] }
        hint = cell
        cursor = cell
        return .redraw
    }

    /// The first arrow press only shows the cursor where it is; later ones move it.
    func moveCursor(row dRow: Int, col dCol: Int) -> SceneUpdate {
        guard cursorVisible else {
            cursorVisible = true
            return .redraw
        }
        let last = state.params.size - 1
        cursor = TicTacToeCell(
            row: min(max(cursor.row + dRow, 0), last), col: min(max(cursor.col + dCol, 0), last))
        return .redraw
    }
}
