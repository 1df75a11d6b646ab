import GameCore
import GameKit
import Layout
import TicTacToeEngine

/// Turns taps and keys into the verbs of `TicTacToeScene+Play`.
extension TicTacToeScene {
    public func handle(_ event: InputEvent, hit: AnyHashable?) -> SceneUpdate {
        beginUpdate()
        return event.route(hit: hit, tap: handleTap, key: handleKey)
    }

    public func perform(_ command: GameCommand) -> SceneUpdate {
        beginUpdate()
        switch command {
        case .undo: return undo()
        case .redo: return redo()
        case .restart: return restart()
        case .newGame: return newRound()
        }
    }

    private func handleTap(_ hit: AnyHashable?) -> SceneUpdate {
        guard let action = hit as? TicTacToeAction else { return [] }
        switch action {
        case .cell(let row, let col):
            return place(TicTacToeCell(row: row, col: col))
        case .hint: return showHint(showingCursor: false)
        case .opponent(let opponent): return change { $0.opponent = opponent }
        case .starter(let starter): return change { $0.starter = starter }
        case .size(let size):
            return change {
                $0.size = size
                $0.gravity = false
            }
        case .fourInARow: return change { $0.gravity = true }
        case .nextOpponent: return change { $0.opponent = $0.opponent.next }
        case .nextStarter: return change { $0.starter = $0.starter.next }
        case .nextSize: return change { $0.stepBoard() }
        }
    }

    private func handleKey(_ key: Key) -> SceneUpdate {
        if state.params.gravity, let update = handleColumnKey(key) { return update }
        switch key {
        case .up, .character("w"): return moveCursor(row: -1, col: 0)
        case .down, .character("s"): return moveCursor(row: 1, col: 0)
        case .left, .character("a"): return moveCursor(row: 0, col: -1)
        case .right, .character("d"): return moveCursor(row: 0, col: 1)
        case .enter, .space: return confirm()
        case .character("h"), .character("?"), .character("/"):
            // From the keyboard the cursor shows on the hint, so Enter takes it. SDL names a key
            // by its unshifted symbol: ? typed as Shift+/ (US and many layouts) arrives as /.
            return showHint(showingCursor: true)
        case .character("m"): return change { $0.opponent = $0.opponent.next }
        case .character("f"):
            guard settings.opponent != .friend else { return [] }
            return change { $0.starter = $0.starter.next }
        case .character("b"): return change { $0.stepBoard() }
        // Mid-round R rewinds the round (redo brings it back); after the end it starts the next
        // one, as "Play again" does: rewinding a finished game against the computer would only
        // replay the same moves.
        case .character("r"): return state.isOver ? perform(.newGame) : perform(.restart)
        default:
            guard let digit = key.digit else { return [] }
            return placeDigit(digit)
        }
    }

    /// Enter and Space: play again after a round; otherwise show the cursor if hidden, then
    /// place under it.
    private func confirm() -> SceneUpdate {
        if state.isOver { return newRound() }
        guard cursorVisible else {
            cursorVisible = true
            return .redraw
        }
        return place(cursor)
    }

    /// Four in a row: Left and Right move the column cursor, Down drops (as Enter and Space do),
    /// 1–7 drop into a column; Up does nothing (a mark only falls). Nil for the other keys.
    private func handleColumnKey(_ key: Key) -> SceneUpdate? {
        switch key {
        case .up, .character("w"): return []
        case .down, .character("s"):
            if state.isOver { return [] }
            return confirm()
        default:
            guard let digit = key.digit else { return nil }
            guard (1...state.params.size).contains(digit) else { return [] }
            return place(TicTacToeCell(row: 0, col: digit - 1))
        }
    }

    /// On 3×3, 1–9 name the cells row by row from the top-left, as a phone keypad does.
    private func placeDigit(_ digit: Int) -> SceneUpdate {
        guard state.params.size == 3, (1...9).contains(digit) else { return [] }
        return place(TicTacToeCell(row: (digit - 1) / 3, col: (digit - 1) % 3))
    }
}
