import GameCore
import GameKit
import Layout
import LightsOutEngine

/// What must hold after every event, for `tessera monkey` and the scenario tests.
extension LightsOutScene {
    public func invariantViolation() -> String? {
        let state = self.state
        let size = state.size
        if let variant = state.variant {
            if !variant.isConsistent || state.lights != variant.lights.lit {
                return "the \(variant.kind.rawValue) lights do not follow from their presses"
            }
        } else if state.lights != state.start.pressing(state.pressParity) {
            return "lights \(state.lights) are not the start \(state.start) with presses \(state.pressParity)"
        }
        let oddCells = state.pressParity.litCount
        if state.pressCount < oddCells || state.pressCount % 2 != oddCells % 2 {
            return "\(state.pressCount) presses cannot leave \(oddCells) cells pressed an odd number of times"
        }
        if !state.lights.contains(row: cursor.row, col: cursor.col) {
            return "cursor \(cursor) is off the \(size)×\(size) board"
        }
        if let hint,
            LightsOutRules.remainingPar(for: state.pressing(hint)) != LightsOutRules.remainingPar(for: state) - 1
        {
            return "hint \(hint) is not a press of a shortest solution"
        }
        if let level = state.level, state.variant == nil, level != ladderLevel {
            return "playing level \(level) but the ladder is at \(ladderLevel)"
        }
        return resultViolation()
    }

    private func resultViolation() -> String? {
        switch midEnd.outcome {
        case .won where attempt.result != .won:
            return "the board is dark but the win is not recorded"
        case .lost where attempt.result == nil:
            return "every light is on but the loss is not recorded"
        case .won, .lost, .draw:
            if midEnd.isTimerRunning { return "the clock runs after the game is over" }
        case .playing:
            break
        }
        if results.count > Self.historyLimit {
            return "\(results.count) results kept, more than \(Self.historyLimit)"
        }
        return nil
    }
}

extension LightsOutState {
    /// The state after pressing `cell`, for checks that look one move ahead.
    fileprivate func pressing(_ cell: LightsOutCell) -> LightsOutState {
        LightsOutRules.apply(.press(row: cell.row, col: cell.col), to: self) ?? self
    }
}
