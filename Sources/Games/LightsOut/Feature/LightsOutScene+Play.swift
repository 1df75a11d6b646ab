import GameCore
import GameKit
import Layout
import LightsOutEngine

/// The game's verbs, shared by taps, keys and `perform`: each changes the mid-end or the UI
/// state and says what the app has to do about it.
extension LightsOutScene {
    /// Presses one light: starts the clock on the first press and settles the result when the
    /// board goes dark (or, as the seed has it, fully lit).
    func press(_ cell: LightsOutCell) -> SceneUpdate {
        guard midEnd.apply(.press(row: cell.row, col: cell.col)) else { return [] }
        replaced.moved()
        step += 1
        hint = nil
        animatePress()
        var update = SceneUpdate.moved
        if !attempt.pressed {
            attempt.pressed = true
            statistics.played += 1
            noteLevelReached()
            update.insert(.statistics)
        }
        if midEnd.outcome == .playing {
            if active { midEnd.startTimer() }
        } else {
            update.formUnion(settleResult())
        }
        return update
    }

    /// Records the attempt's result once, in the statistics and the history. A win after an
    /// undone loss replaces the loss: an attempt has one result, its best. A win after the
    /// solution was shown counts as solved but assisted: no best time, never "perfect".
    private func settleResult() -> SceneUpdate {
        let outcome = midEnd.outcome
        guard attempt.result != .won, attempt.result != outcome else { return [] }
        if attempt.result == .lost {
            statistics.lost = max(0, statistics.lost - 1)
            if !results.isEmpty { results.removeLast() }
        }
        attempt.result = outcome
        showSolution = false
        let won = outcome == .won
        let result = LightsOutResult(
            level: state.level, size: state.size, moves: state.pressCount, par: state.par, seconds: midEnd.elapsed,
            won: won, assisted: attempt.assisted)
        results.append(result)
        if results.count > Self.historyLimit { results.removeFirst(results.count - Self.historyLimit) }
        if won && attempt.assisted {
            statistics.won += 1
            statistics.extra[Self.assistedKey, default: 0] += 1
        } else if won {
            statistics.won += 1
            statistics.recordBestTime(result.seconds)
            statistics.recordBestTime(result.seconds, key: "bestTime.\(state.size)x\(state.size)")
        } else {
            statistics.lost += 1
        }
        return .statistics
    }

    /// `extra["level"]` is the highest numbered level the player has reached.
    func noteLevelReached() {
        guard let level = state.level else { return }
        statistics.extra["level"] = max(statistics.extra["level"] ?? 0, Double(level))
    }

    /// Starts `params` afresh: a new attempt with its own clock, history and hint.
    func load(_ params: LightsOutParams) -> SceneUpdate {
        // A fresh attempt at an untouched level replaces nothing worth going back to.
        if midEnd.history.count > 1 || params != midEnd.params {
            midEnd.discardRedo()
            replaced.willReplace(try? saveData())
        }
        midEnd.newGame(params: params, seed: Self.seed(for: params))
        step += 1
        attempt = LightsOutAttempt()
        // A level begun with the solution on screen is played with it.
        attempt.assisted = showSolution
        hint = nil
        if let level = state.level { ladderLevel = level }
        cursor = LightsOutCell(row: min(cursor.row, state.size - 1), col: min(cursor.col, state.size - 1))
        let before = statistics.extra["level"]
        noteLevelReached()
        return before == statistics.extra["level"] ? .moved : [.moved, .statistics]
    }

    var canGoBack: Bool { (state.level ?? LightsOutLevels.firstLevel) > LightsOutLevels.firstLevel }

    /// Level steps stay inside `LightsOutLevels.levels` whatever level is on screen, so no
    /// arithmetic can overflow and no step leaves the ladder.
    func previousLevel() -> SceneUpdate {
        guard canGoBack, let level = state.level.map(LightsOutLevels.clamped) else { return [] }
        return load(.level(level - 1))
    }

    var canGoForward: Bool { (state.level ?? LightsOutLevels.firstLevel) < LightsOutLevels.lastLevel }

    /// The next numbered level; from a custom board, back to where the ladder was.
    func nextLevel() -> SceneUpdate {
        guard let level = state.level else { return load(.level(LightsOutLevels.clamped(ladderLevel))) }
        guard canGoForward else { return [] }
        return load(.level(LightsOutLevels.clamped(level) + 1))
    }

    /// Plays numbered `level` (clamped into the ladder): a level step like ◀ and ▶, undoable.
    func goToLevel(_ level: Int) -> SceneUpdate {
        let level = LightsOutLevels.clamped(level)
        guard level != state.level || attempt.result != nil || midEnd.history.count > 1 else { return .redraw }
        return load(.level(level))
    }

    /// Mid-game, back to the starting board with the way forward kept for redo; after a result,
    /// a fresh attempt (new clock), since the old one is already in the history.
    func restart() -> SceneUpdate {
        if attempt.result != nil || midEnd.outcome != .playing {
            return load(midEnd.params)
        }
        guard midEnd.restart() else { return [] }
        midEnd.resetClock()
        step += 1
        hint = nil
        animatePress()
        return .moved
    }

    func showHint() -> SceneUpdate {
        guard midEnd.outcome == .playing, let cell = LightsOutRules.hint(for: state) else { return [] }
        hint = cell
        cursor = cell
        return .redraw
    }

    /// Showing the solution during play marks the attempt assisted; hiding it again does not
    /// take that back.
    func toggleSolution() -> SceneUpdate {
        showSolution.toggle()
        if showSolution && midEnd.outcome == .playing { attempt.assisted = true }
        return [.redraw, .save]
    }

    func toggleHistory() -> SceneUpdate {
        showHistory.toggle()
        return .redraw
    }

    func moveCursor(row dRow: Int, col dCol: Int) -> SceneUpdate {
        let size = state.size
        cursorVisible = true
        cursor = LightsOutCell(
            row: min(max(cursor.row + dRow, 0), size - 1), col: min(max(cursor.col + dCol, 0), size - 1))
        return .redraw
    }
}
