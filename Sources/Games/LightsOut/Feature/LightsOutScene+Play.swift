import GameCore
import GameKit
import Layout
import LightsOutEngine

/// The game's verbs, shared by taps, keys and `perform`: each changes the mid-end or the UI
/// state and says what the app has to do about it.
extension LightsOutScene {
    /// Presses one light; the session counts the attempt, runs its clock and records its end,
    /// and the end goes into the history of results.
    func press(_ cell: LightsOutCell) -> SceneUpdate {
        let before = attempt.result
        guard let change = session.apply(.press(row: cell.row, col: cell.col)) else { return [] }
        var update = settle(change)
        animatePress()
        if noteLevelReached() { update.insert(.statistics) }
        if attempt.result != before { noteResult(replacing: before) }
        if midEnd.outcome == .won, advanceAfterWin, let level = state.level, canGoForward {
            update.formUnion(nextLevel())
            celebrated = level
            animateCelebration()
        }
        return update
    }

    /// Turns "next level after a win" on or off; a level already solved on screen stays with
    /// its message.
    func toggleAdvanceAfterWin() -> SceneUpdate {
        advanceAfterWin.toggle()
        picker?.advanceAfterWin = advanceAfterWin
        return [.redraw, .statistics]
    }

    /// Adds the attempt's result to the history; a win after an undone loss replaces the loss,
    /// as the statistics do.
    private func noteResult(replacing previous: GameOutcome?) {
        guard let outcome = attempt.result else { return }
        if previous == .lost, !results.isEmpty { results.removeLast() }
        showSolution = false
        var result = LightsOutResult(
            level: state.level, size: state.size, moves: state.pressCount, par: state.par, seconds: session.elapsed,
            won: outcome == .won, assisted: attempt.assisted)
        result.variant = variant
        results = Array((results + [result]).suffix(Self.historyLimit))
    }

    /// `extra["level"]` is the highest numbered level the player has reached (each variant's
    /// under its own key); true when it changed.
    @discardableResult
    func noteLevelReached() -> Bool {
        let key = Self.reachedKey(variant)
        guard let level = state.level, Double(level) > statistics.extra[key] ?? 0 else { return false }
        statistics.extra[key] = Double(level)
        return true
    }

    /// Starts `params` afresh, as a step undo takes back: a new attempt with its own clock,
    /// history and hint; `daily` marks it as that day's daily puzzle.
    func load(_ params: LightsOutParams, daily: DailyDate? = nil) -> SceneUpdate {
        var extras = session.extras
        if case .level(let level) = params { extras.ladderLevel = LightsOutLevels.clamped(level) }
        var update = settle(
            session.replace(params: params, seed: Self.seed(for: params), extras: extras, daily: daily))
        // A level begun with the solution on screen is played with it.
        if showSolution { update.formUnion(session.markAssisted().update) }
        if noteLevelReached() { update.insert(.statistics) }
        return update
    }

    var canGoBack: Bool { (state.level ?? LightsOutLevels.firstLevel) > LightsOutLevels.firstLevel }

    /// Level steps stay inside `LightsOutLevels.levels` whatever level is on screen, so no
    /// arithmetic can overflow and no step leaves the ladder.
    func previousLevel() -> SceneUpdate {
        guard canGoBack, let level = state.level else { return [] }
        return load(Self.params(level: level - 1, variant: variant))
    }

    var canGoForward: Bool { (state.level ?? LightsOutLevels.firstLevel) < lastLevel }

    /// The next numbered level; from a custom board, back to where the ladder was.
    func nextLevel() -> SceneUpdate {
        guard let level = state.level else { return load(.level(LightsOutLevels.clamped(ladderLevel))) }
        guard canGoForward else { return [] }
        return load(Self.params(level: level + 1, variant: variant))
    }

    /// Plays numbered `level` of the ladder, or of `variant` (clamped into its levels): a level
    /// step like ◀ and ▶, undoable.
    func goToLevel(_ level: Int, variant: LightsOutVariant? = nil) -> SceneUpdate {
        let params = Self.params(level: level, variant: variant)
        guard params != midEnd.params || attempt.result != nil || session.hasMoves else { return .redraw }
        return load(params)
    }

    /// Back to the starting board, as a step undo takes back; after a result, a fresh attempt
    /// (new clock), since the old one is already in the history.
    func restart() -> SceneUpdate {
        if attempt.result != nil || midEnd.outcome != .playing {
            return load(midEnd.params)
        }
        return settle(session.restart())
    }

    /// A hint is help: the attempt is recorded as assisted.
    func showHint() -> SceneUpdate {
        guard midEnd.outcome == .playing, let cell = LightsOutRules.hint(for: state) else { return [] }
        hint = cell
        cursor = cell
        return SceneUpdate.redraw.union(session.markAssisted().update)
    }

    /// Showing the solution during play marks the attempt assisted; hiding it again does not
    /// take that back.
    func toggleSolution() -> SceneUpdate {
        showSolution.toggle()
        var update: SceneUpdate = [.redraw, .save]
        if showSolution && midEnd.outcome == .playing { update.formUnion(session.markAssisted().update) }
        return update
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

extension LightsOutScene {
    /// The day's board (`LightsOutDaily`) as a new attempt: the game left is one undo away, and
    /// the place on the ladder stays.
    public func startDaily(_ date: DailyDate) -> SceneUpdate? {
        showHistory = false
        return load(LightsOutDaily.params(on: date), daily: date)
    }
}
