import Layout
import Testing

@testable import GameCore
@testable import GameKit
@testable import LightsOutEngine
@testable import LightsOutFeature

/// "Next level after a win" (issue 32, as GNOME's Lights Off) and the outline of the lights a
/// press would toggle, under the pointer or the keyboard cursor.
@Suite struct LightsOutAdvanceTests {
    /// Presses the solver's next press until the level on screen changes or is over; the
    /// presses it took.
    @discardableResult
    private func solveLevel(_ game: LightsOutHarness) -> Int {
        let level = game.scene.state.level
        var presses = 0
        while game.scene.state.level == level, game.scene.midEnd.outcome == .playing, presses < 200 {
            guard let hint = LightsOutRules.hint(for: game.scene.state) else { break }
            game.tapLight(hint)
            presses += 1
        }
        return presses
    }

    private func celebrationItems(_ list: DisplayList) -> [DisplayItem] {
        list.items.filter { $0.identity?.key.base is LightsOutBoardView.CelebrationKey }
    }

    @Test func theSettingIsOnInAFreshGame() {
        let scene = LightsOutScene(seed: 0, clock: { 0 }, level: 1)
        #expect(scene.advanceAfterWin)
    }

    @Test func aWinMovesOnToTheNextLevelAfterACelebration() throws {
        let game = LightsOutHarness(level: 3, advanceAfterWin: true)
        let par = game.scene.state.par
        // Up to the last press, then the winning one with the frame before it kept.
        while LightsOutRules.remainingPar(for: game.scene.state) > 1 {
            game.tapLight(try #require(LightsOutRules.hint(for: game.scene.state)))
        }
        let before = game.driver.list
        #expect(celebrationItems(before).isEmpty)
        game.tapLight(try #require(LightsOutRules.hint(for: game.scene.state)))

        #expect(game.scene.state.level == 4 && game.scene.state.pressCount == 0)
        #expect(game.scene.modal == nil)
        #expect(!game.driver.list.texts.contains("Solved!"))
        #expect(game.driver.list.texts.contains("Level 4"))
        #expect(game.scene.ladderLevel == 4 && game.scene.statistics.extra["level"] == 4)
        #expect(game.scene.statistics.won == 1 && game.scene.statistics.played == 1)
        let result = try #require(game.scene.results.last)
        #expect(result.level == 3 && result.won && result.moves == par)

        // The celebration: the flare over the well lights up mid-way and is gone by the final
        // frame, which is the next level (what a window without animations shows at once).
        let timing = try #require(game.scene.pendingAnimation)
        #expect(timing == LightsOutScene.celebrationAnimation)
        let after = game.driver.list
        let settled = celebrationItems(after)
        #expect(!settled.isEmpty && settled.allSatisfy { $0.opacity < 0.001 })
        let transition = DisplayListTransition(from: before, to: after, timing: timing)
        let peak = celebrationItems(transition.list(at: timing.appearDelay + timing.appearDuration / 2))
        #expect(!peak.isEmpty && peak.allSatisfy { $0.opacity > 0.9 })
        #expect(transition.list(at: timing.total) == after)
        // Every bulb of the solved board leaves and every bulb of the next one comes in.
        let oldBulbs = Set(before.items.compactMap { $0.identity?.key.base as? LightsOutBoardView.BulbKey })
        let newBulbs = Set(after.items.compactMap { $0.identity?.key.base as? LightsOutBoardView.BulbKey })
        #expect(oldBulbs.isDisjoint(with: newBulbs) && !newBulbs.isEmpty)

        // The next step ends the celebration; undo goes back to the solved level and its message,
        // and redo to the next level exactly as it was saved.
        let saved = try game.scene.saveData()
        game.driver.perform(.undo)
        #expect(game.scene.state.level == 3 && game.scene.midEnd.outcome == .won)
        #expect(game.driver.list.texts.contains("Solved!"))
        #expect(celebrationItems(game.driver.list).isEmpty)
        #expect(game.scene.statistics.won == 1)
        game.driver.perform(.redo)
        #expect(game.scene.state.level == 4 && game.scene.modal == nil)
        #expect(try game.scene.saveData() == saved)
    }

    @Test func withTheSettingOffAWinKeepsTheMessage() {
        let game = LightsOutHarness(level: 3, advanceAfterWin: false)
        solveLevel(game)
        #expect(game.scene.state.level == 3 && game.scene.midEnd.outcome == .won)
        #expect(game.scene.modal != nil)
        #expect(game.driver.list.texts.contains("Solved!"))
        #expect(game.scene.pendingAnimation != LightsOutScene.celebrationAnimation)
        #expect(celebrationItems(game.driver.list).isEmpty)
    }

    @Test func aCustomBoardKeepsTheMessage() {
        let game = LightsOutHarness(
            params: .custom(size: 3, presses: [LightsOutCell(row: 1, col: 1)]), advanceAfterWin: true)
        game.tapLight(LightsOutCell(row: 1, col: 1))
        #expect(game.scene.state.level == nil && game.scene.midEnd.outcome == .won)
        #expect(game.driver.list.texts.contains("Solved!"))
    }

    @Test func aKeyAndTheLevelPickerSwitchItAndItIsRememberedInTheStatistics() throws {
        let game = LightsOutHarness(level: 2, advanceAfterWin: true)
        #expect(game.scene.statistics.extra[LightsOutScene.advanceAfterWinKey] == nil)
        game.driver.key(.character("l"))
        #expect(game.driver.list.texts.contains("Next level after a win: on"))
        let update = try #require(game.driver.tap(action: LightsOutAction.toggleAdvance))
        #expect(update.contains(.statistics))
        #expect(!game.scene.advanceAfterWin)
        #expect(game.scene.statistics.extra[LightsOutScene.advanceAfterWinKey] == 0)
        #expect(game.driver.list.texts.contains("Next level after a win: off"))
        game.driver.key(.escape)
        #expect(game.scene.picker == nil && !game.driver.leftGame)
        game.driver.key(.character("]"))
        game.driver.key(.character("a"))
        #expect(game.scene.advanceAfterWin)
        game.driver.key(.character("a"))
        #expect(!game.scene.advanceAfterWin)

        // The player's setting, not a game's: undo into the level left keeps it, and undo then
        // redo leaves the save as it was.
        let before = try game.scene.saveData()
        game.driver.perform(.undo)
        #expect(game.scene.state.level == 2 && !game.scene.advanceAfterWin)
        game.driver.perform(.redo)
        #expect(try game.scene.saveData() == before)

        // The next run reads it from the statistics, as the app hands them to the scene.
        let next = LightsOutScene(seed: 0, clock: { 0 }, level: 1)
        #expect(next.advanceAfterWin)
        next.statistics = game.scene.statistics
        #expect(!next.advanceAfterWin)
    }

    private func lightFrames(_ game: LightsOutHarness) throws -> [LightsOutCell: Rect] {
        let n = game.scene.state.size
        var frames: [LightsOutCell: Rect] = [:]
        for row in 0..<n {
            for col in 0..<n {
                let frame = try #require(game.driver.list.frame(ofAction: LightsOutAction.light(row: row, col: col)))
                frames[LightsOutCell(row: row, col: col)] = frame
            }
        }
        return frames
    }

    /// The rings the pointer feedback adds over the board: the frames they sit in.
    private func rings(_ list: DisplayList, over cells: [LightsOutCell: Rect]) -> Set<LightsOutCell> {
        var found: Set<LightsOutCell> = []
        for item in list.items {
            guard case .stroke(.roundedRectangle, _, _) = item.command else { continue }
            // A ring the size of the cell, not the well's rim around the board or a bulb's own.
            for (cell, frame) in cells
            where frame.contains(item.frame.center) && item.frame.width > frame.width * 0.8
                && item.frame.width <= frame.width
            {
                found.insert(cell)
            }
        }
        return found
    }

    @Test(arguments: [LightsOutCell(row: 2, col: 2), LightsOutCell(row: 0, col: 0), LightsOutCell(row: 4, col: 3)])
    func hoveringALightOutlinesTheLightsAPressToggles(cell: LightsOutCell) throws {
        let game = LightsOutHarness(level: 18)
        let n = game.scene.state.size
        let frames = try lightFrames(game)
        #expect(rings(game.driver.driver.frame, over: frames).isEmpty)
        game.driver.send(.pointer(try #require(frames[cell]).center))
        let toggled = Set(LightsOutBoard(size: n).pressing(row: cell.row, col: cell.col).litCells)
        #expect(rings(game.driver.driver.frame, over: frames) == toggled)
        // Off the board, nothing is outlined.
        game.driver.send(.pointer(Point(x: 1, y: 1)))
        #expect(rings(game.driver.driver.frame, over: frames).isEmpty)
    }

    @Test func theKeyboardCursorOutlinesTheLightsAPressToggles() throws {
        let game = LightsOutHarness(level: 18)
        let n = game.scene.state.size
        let frames = try lightFrames(game)
        #expect(rings(game.driver.list, over: frames).isEmpty)
        game.driver.key(.down)
        game.driver.key(.right)
        // The cursor's own ring and one around each neighbour a press toggles.
        let cursor = LightsOutCell(row: 1, col: 1)
        #expect(game.scene.cursor == cursor)
        let toggled = Set(LightsOutBoard(size: n).pressing(row: 1, col: 1).litCells)
        #expect(rings(game.driver.list, over: frames) == toggled)
    }
}
