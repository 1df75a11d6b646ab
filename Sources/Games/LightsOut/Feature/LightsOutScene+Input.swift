import GameCore
import GameKit
import Layout
import LightsOutEngine

/// Turns taps and keys into the verbs of `LightsOutScene+Play`.
extension LightsOutScene {
    public func handle(_ event: InputEvent, hit: AnyHashable?) -> SceneUpdate {
        beginUpdate()
        return event.route(hit: hit, tap: handleTap, key: handleKey)
    }

    /// Levels are fixed boards, so a new game is a fresh attempt at the one on screen.
    public func nextGame() -> (params: LightsOutParams, seed: UInt64, extras: LightsOutExtras) {
        (midEnd.params, Self.seed(for: midEnd.params), session.extras)
    }

    /// Restart and new game close the history; restart after a result starts a fresh attempt.
    public func perform(_ command: GameCommand) -> SceneUpdate {
        beginUpdate()
        switch command {
        case .restart:
            showHistory = false
            return restart()
        case .newGame:
            showHistory = false
            // A fresh attempt at the daily puzzle is still the daily puzzle.
            return load(midEnd.params, daily: dailyDate)
        case .undo: return settle(session.undo())
        case .redo: return settle(session.redo())
        }
    }

    /// Every step on the board clears the hint and animates; another game keeps the cursor on
    /// its board; a game read from the file brings its history of results.
    public func sessionDidChange(_ change: SessionChange) -> SceneUpdate {
        step += 1
        hint = nil
        celebrated = nil
        if change.contains(.restored) {
            results = Array(session.extras.results.suffix(Self.historyLimit))
            cursorVisible = false
            showHistory = false
            beginUpdate()
        } else {
            // The history of results belongs to the scene, not to the game undo brought back.
            session.extras.results = results
            animatePress()
        }
        if change.contains(.replaced) {
            if let level = state.level, variant == nil { ladderLevel = level }
            let last = state.size - 1
            cursor = LightsOutCell(row: min(max(cursor.row, 0), last), col: min(max(cursor.col, 0), last))
        }
        return []
    }

    private func handleTap(_ hit: AnyHashable?) -> SceneUpdate {
        guard let action = hit as? LightsOutAction else { return [] }
        switch action {
        case .dismissResult:
            dismissedResult = step
            return [.redraw]
        case .light(let row, let col):
            cursorVisible = false
            cursor = LightsOutCell(row: row, col: col)
            return press(cursor)
        case .hint: return showHint()
        case .toggleSolution: return toggleSolution()
        case .toggleHistory: return toggleHistory()
        case .previousLevel: return previousLevel()
        case .nextLevel: return nextLevel()
        case .openPicker: return openPicker()
        case .toggleAdvance: return toggleAdvanceAfterWin()
        case .closePicker, .playPicked, .pickSize, .pickLevelStep, .pickAdjacentSize, .pickFurthest, .pickVariant:
            return handlePicker(action)
        }
    }

    private func handleKey(_ key: Key) -> SceneUpdate {
        if picker != nil { return handlePickerKey(key) }
        if showHistory {
            // The panel is modal: Y, Enter or Space closes it, nothing else reaches the board.
            switch key {
            case .character("y"), .enter, .space: return toggleHistory()
            default: return []
            }
        }
        if showsResult {
            return handleKeyOnResult(key)
        }
        switch key {
        case .up: return moveCursor(row: -1, col: 0)
        case .down: return moveCursor(row: 1, col: 0)
        case .left: return moveCursor(row: 0, col: -1)
        case .right: return moveCursor(row: 0, col: 1)
        case .enter, .space:
            cursorVisible = true
            return press(cursor)
        case .character("h"): return showHint()
        default: return handleLevelKey(key)
        }
    }

    /// With the win or loss message up, the message has the keyboard. The keys its buttons show
    /// (R, ]) reach those buttons through the kit before the scene sees them; here Enter or Space
    /// takes its first button and ".", the other key for the next level, follows "]"; every other
    /// key of the game stays behind the message.
    private func handleKeyOnResult(_ key: Key) -> SceneUpdate {
        switch key {
        case .enter, .space:
            return midEnd.outcome == .won ? nextLevel() : restart()
        case .character("."):
            return midEnd.outcome == .won ? nextLevel() : []
        default:
            return []
        }
    }

    private func handleLevelKey(_ key: Key) -> SceneUpdate {
        switch key {
        case .character("s"): return toggleSolution()
        case .character("r"): return perform(.restart)
        case .character("p"), .character("["): return previousLevel()
        case .character("]"), .character("."): return nextLevel()
        case .character("y"): return toggleHistory()
        case .character("l"): return openPicker()
        case .character("a"): return toggleAdvanceAfterWin()
        default: return []
        }
    }
}
