import Foundation
import Layout
import SDLBackend
import Testing

@testable import GameCore
@testable import GameKit
@testable import LightsOutEngine
@testable import LightsOutFeature

@Suite struct LightsOutSceneTests {
    @Test(arguments: [Size(width: 1280, height: 800), Size(width: 480, height: 640), Size(width: 240, height: 240)])
    func clickingALightTogglesExactlyTheCross(size: Size) throws {
        let game = LightsOutHarness(level: 18, size: size)
        #expect(game.scene.state.size == 5)
        for cell in [LightsOutCell(row: 2, col: 2), LightsOutCell(row: 0, col: 0), LightsOutCell(row: 4, col: 3)] {
            let before = game.lights
            let frame = try #require(
                game.driver.list.frame(ofAction: LightsOutAction.light(row: cell.row, col: cell.col)))
            let update = game.driver.tap(at: frame.center)
            #expect(update.contains(.moved))
            let changed = before ^ game.lights
            #expect(changed == LightsOutBoard(size: 5).pressing(row: cell.row, col: cell.col), "pressed \(cell)")
        }
        #expect(game.scene.state.pressCount == 3)
        #expect(game.driver.list.texts.contains("3") || size.width < 340)
    }

    @Test func lightsSitInAGridOfEqualSquareCells() throws {
        let game = LightsOutHarness(level: 41)
        let n = game.scene.state.size
        let frames = try (0..<n).flatMap { row in
            try (0..<n).map { col in
                try #require(game.driver.list.frame(ofAction: LightsOutAction.light(row: row, col: col)))
            }
        }
        let first = frames[0]
        #expect(abs(first.width - first.height) < 0.01)
        for (index, frame) in frames.enumerated() {
            #expect(abs(frame.width - first.width) < 0.01)
            #expect(abs(frame.minX - (first.minX + Double(index % n) * first.width)) < 0.01)
            #expect(abs(frame.minY - (first.minY + Double(index / n) * first.height)) < 0.01)
        }
    }

    @Test func aPressCrossFadesExactlyTheToggledLights() throws {
        let game = LightsOutHarness(level: 18)
        let before = game.driver.list
        game.tapLight(LightsOutCell(row: 2, col: 2))
        let timing = try #require(game.scene.pendingAnimation)
        let middle = DisplayListTransition(from: before, to: game.driver.list, timing: timing).list(
            at: timing.total / 2)
        let fading = middle.items.compactMap { item -> LightsOutCell? in
            guard item.opacity > 0.01, item.opacity < 0.99,
                let key = item.identity?.key.base as? LightsOutBoardView.BulbKey
            else { return nil }
            return LightsOutCell(row: key.row, col: key.col)
        }
        let cross = LightsOutBoard(size: 5).pressing(row: 2, col: 2).litCells
        #expect(Set(fading) == Set(cross))
        game.driver.tap(action: LightsOutAction.hint)
        #expect(game.scene.pendingAnimation == nil, "a hint appears at once")
    }

    @Test func keyboardCursorMovesAndEnterPresses() {
        let game = LightsOutHarness(level: 18)
        game.driver.key(.right)
        game.driver.key(.right)
        game.driver.key(.down)
        #expect(game.scene.cursor == LightsOutCell(row: 1, col: 2))
        #expect(game.scene.cursorVisible)
        game.driver.key(.up)
        game.driver.key(.up)
        game.driver.key(.left)
        #expect(game.scene.cursor == LightsOutCell(row: 0, col: 1), "the cursor stops at the edge")
        let before = game.lights
        game.driver.key(.enter)
        #expect(before ^ game.lights == LightsOutBoard(size: 5).pressing(row: 0, col: 1))
        game.driver.key(.space)
        #expect(game.lights == before)
        #expect(game.scene.state.pressCount == 2)
        let cursorRings = game.driver.list.items.filter {
            if case .stroke(.roundedRectangle, let color, _) = $0.command {
                return color == LightsOutPalette(theme: .dark).cursor
            }
            return false
        }
        // The cursor's own ring, and one around each other light a press there toggles: (0, 0),
        // (0, 2) and (1, 1).
        #expect(cursorRings.count == 4)
    }

    @Test func followingHintsSolvesTheLevelInPar() {
        for level in [1, 9, 18, 26, 41] {
            let game = LightsOutHarness(level: level)
            let par = game.scene.state.par
            #expect(game.solveBySolver() == par, "level \(level)")
            #expect(game.scene.midEnd.outcome == .won)
            #expect(game.scene.state.pressCount == par)
        }
    }

    @Test func hintAndEnterWorkFromTheKeyboardAfterWanderingOff() {
        let game = LightsOutHarness(level: 20)
        game.tapLight(LightsOutCell(row: 0, col: 0))
        game.tapLight(LightsOutCell(row: 4, col: 4))
        let remaining = LightsOutRules.remainingPar(for: game.scene.state)
        var presses = 0
        while game.scene.midEnd.outcome == .playing, presses < 50 {
            game.driver.key(.character("h"))
            #expect(game.scene.hint == game.scene.cursor)
            game.driver.key(.enter)
            presses += 1
        }
        #expect(presses == remaining)
        #expect(game.scene.midEnd.outcome == .won)
    }

    @Test func hintIsDrawnAsARingAndClearedByThePress() throws {
        let game = LightsOutHarness(level: 18)
        game.driver.tap(action: LightsOutAction.hint)
        let hint = try #require(game.scene.hint)
        let markerRings = { (list: DisplayList) in
            list.items.filter {
                if case .stroke(.circle, let color, _) = $0.command {
                    return color == LightsOutPalette(theme: .dark).marker
                }
                return false
            }
        }
        let rings = markerRings(game.driver.list)
        #expect(rings.count == 1)
        let cellFrame = try #require(
            game.driver.list.frame(ofAction: LightsOutAction.light(row: hint.row, col: hint.col)))
        #expect(cellFrame.contains(rings[0].frame.center))
        game.tapLight(hint)
        #expect(game.scene.hint == nil)
        #expect(markerRings(game.driver.list).isEmpty)
    }

    @Test func solutionMarksEveryPressOfAShortestSolution() {
        let game = LightsOutHarness(level: 22)
        game.driver.key(.character("s"))
        let dots = game.driver.list.items.filter {
            if case .fill(.circle, let color) = $0.command { return color == LightsOutPalette(theme: .dark).marker }
            return false
        }
        #expect(dots.count == game.scene.state.par)
        game.driver.tap(action: LightsOutAction.toggleSolution)
        #expect(!game.scene.showSolution)
    }

    @Test func winDialogOffersTheNextLevel() throws {
        let game = LightsOutHarness(level: 3)
        _ = game.solveBySolver()
        #expect(game.driver.list.texts.contains("Solved!"))
        #expect(game.scene.statistics.won == 1 && game.scene.statistics.played == 1)
        #expect(game.scene.statistics.bestTime != nil)
        #expect(game.scene.results.count == 1)
        // The scrim covers the board: a tap on a light does nothing now.
        let light = try #require(
            game.driver.list.tapRegions.first { $0.action == AnyHashable(LightsOutAction.light(row: 0, col: 0)) })
        #expect(game.driver.list.hitTest(light.frame.center) == nil)
        let update = try #require(game.driver.tap(action: LightsOutAction.nextLevel))
        #expect(update.contains(.moved))
        #expect(game.scene.state.level == 4 && game.scene.state.pressCount == 0)
        #expect(game.scene.ladderLevel == 4)
        #expect(game.scene.statistics.extra["level"] == 4)
        #expect(!game.driver.list.texts.contains("Solved!"))
        #expect(game.driver.list.texts.contains("Level 4"))
    }

    @Test func undoAroundAWinNeverCountsItTwice() {
        let game = LightsOutHarness(level: 2)
        _ = game.solveBySolver()
        game.driver.perform(.undo)
        #expect(game.scene.midEnd.outcome == .playing)
        game.driver.perform(.redo)
        #expect(game.scene.midEnd.outcome == .won)
        #expect(game.scene.statistics.won == 1 && game.scene.results.count == 1)
        // Replay is a fresh attempt, counted again when played.
        game.driver.tap(action: ChromeAction.command(.restart))
        #expect(game.scene.state.pressCount == 0 && !game.scene.midEnd.canRedo)
        _ = game.solveBySolver()
        #expect(game.scene.statistics.won == 2 && game.scene.statistics.played == 2)
    }

    /// Restart is one step: the starting board, and undo brings back the board as it stood.
    @Test func restartReturnsToTheStartAndUndoBringsTheBoardBack() throws {
        let game = LightsOutHarness(level: 12)
        let start = game.lights
        game.tapLight(LightsOutCell(row: 1, col: 1))
        game.tapLight(LightsOutCell(row: 2, col: 3))
        let played = game.lights
        let update = try #require(game.driver.tap(action: ChromeAction.command(.restart)))
        #expect(update.contains(.moved))
        #expect(game.lights == start && game.scene.state.pressCount == 0)
        game.driver.key(.character("r"))
        #expect(game.lights == start)
        game.driver.perform(.undo)
        #expect(game.lights == played && game.scene.state.pressCount == 2)
        #expect(game.scene.statistics.played == 1, "a restart is the same attempt, counted once")
    }

    @Test func undoAndRedoThroughPerform() {
        let game = LightsOutHarness(level: 12)
        let start = game.lights
        game.tapLight(LightsOutCell(row: 0, col: 0))
        let pressed = game.lights
        #expect(game.driver.perform(.undo).contains(.moved))
        #expect(game.lights == start)
        #expect(game.driver.perform(.undo).isEmpty)
        game.driver.perform(.redo)
        #expect(game.lights == pressed)
        #expect(game.scene.pendingAnimation != nil)
    }

    @Test func levelKeysAndButtonsMoveAlongTheLadder() {
        let game = LightsOutHarness(level: 1)
        #expect(game.driver.key(.character("p")).isEmpty, "there is no level 0")
        game.driver.key(.character("]"))
        game.driver.key(.character("."))
        #expect(game.scene.state.level == 3)
        game.driver.key(.character("["))
        #expect(game.scene.state.level == 2)
        game.driver.tap(action: LightsOutAction.nextLevel)
        game.driver.tap(action: LightsOutAction.nextLevel)
        game.driver.tap(action: LightsOutAction.previousLevel)
        #expect(game.scene.state.level == 3)
        #expect(game.scene.statisticsLine == "No levels yet · level 3")
    }

    @Test func allLightsOnIsTheSeedsLoss() throws {
        // The corners pressed on 3×3 leave every light lit but the centre's cross.
        let corners = [(0, 0), (0, 2), (2, 0), (2, 2)].map { LightsOutCell(row: $0.0, col: $0.1) }
        let game = LightsOutHarness(params: .custom(size: 3, presses: corners))
        game.tapLight(LightsOutCell(row: 1, col: 1))
        #expect(game.lights.isAllLit)
        #expect(game.driver.list.texts.contains("All lights on — you lose"))
        #expect(game.scene.statistics.lost == 1)
        #expect(game.scene.results.last?.won == false)
        game.driver.tap(action: ChromeAction.command(.undo))
        #expect(game.scene.midEnd.outcome == .playing)
        game.driver.tap(action: LightsOutAction.nextLevel)
        #expect(game.scene.state.level == 1, "from a custom board, ▶ goes back to the ladder")
    }

    @Test func aLossUndoneAndThenWonCountsAsTheWin() {
        let corners = [(0, 0), (0, 2), (2, 0), (2, 2)].map { LightsOutCell(row: $0.0, col: $0.1) }
        let game = LightsOutHarness(params: .custom(size: 3, presses: corners))
        game.tapLight(LightsOutCell(row: 1, col: 1))
        #expect(game.scene.statistics.lost == 1)
        game.driver.tap(action: ChromeAction.command(.undo))
        #expect(game.solveBySolver() == 4)
        let statistics = game.scene.statistics
        #expect(statistics.played == 1 && statistics.won == 1 && statistics.lost == 0)
        #expect(game.scene.results.count == 1 && game.scene.results[0].won && game.scene.results[0].moves == 4)
    }

    @Test func timerStartsOnTheFirstPressAndPausesWhenInactive() {
        let game = LightsOutHarness(level: 18)
        game.clock.now += 30
        #expect(!game.scene.needsTicks && game.scene.midEnd.elapsed == 0)
        game.tapLight(LightsOutCell(row: 0, col: 0))
        #expect(game.scene.needsTicks)
        game.clock.now += 12
        game.scene.setActive(false)
        #expect(!game.scene.needsTicks)
        game.clock.now += 100
        game.scene.setActive(true)
        game.clock.now += 3
        #expect(game.scene.midEnd.elapsed == 15)
        game.driver.relayout()
        #expect(game.driver.list.texts.contains("0:15"))
    }

    @Test func historyPanelListsResultsAndClosesWithY() {
        let game = LightsOutHarness(level: 1)
        _ = game.solveBySolver()
        game.driver.tap(action: LightsOutAction.nextLevel)
        game.driver.key(.character("y"))
        #expect(game.scene.showHistory)
        #expect(game.driver.list.texts.contains("History"))
        #expect(game.driver.list.texts.contains("Level 1"))
        #expect(game.driver.key(.enter) == .redraw)
        #expect(!game.scene.showHistory)
        game.driver.tap(action: LightsOutAction.toggleHistory)
        #expect(game.scene.showHistory)
        game.driver.tap(at: Point(x: 3, y: 3))
        #expect(!game.scene.showHistory, "a tap outside the card closes it")
    }

    @Test func saveAndRestoreKeepTheLevelHistoryAndSettings() throws {
        let game = LightsOutHarness(level: 5)
        _ = game.solveBySolver()
        game.driver.tap(action: LightsOutAction.nextLevel)
        game.tapLight(LightsOutCell(row: 0, col: 1))
        game.driver.key(.character("s"))
        let data = try game.scene.saveData()

        let other = LightsOutHarness(level: 1)
        try other.scene.restore(from: data)
        #expect(other.scene.state == game.scene.state)
        #expect(other.scene.ladderLevel == 6)
        #expect(other.scene.results == game.scene.results)
        #expect(other.scene.showSolution)
        #expect(other.scene.midEnd.canUndo)
        #expect(other.scene.statisticsLine.hasSuffix("level 6"))
    }

    @Test func restoreRefusesBadDataAndChangesNothing() throws {
        let game = LightsOutHarness(level: 9)
        game.tapLight(LightsOutCell(row: 0, col: 0))
        let good = try game.scene.saveData()
        let before = try game.scene.saveData()
        var json = try #require(String(data: good, encoding: .utf8))
        #expect(throws: (any Error).self) { try game.scene.restore(from: Data("nonsense".utf8)) }
        json = json.replacingOccurrences(of: "\"ladderLevel\":9", with: "\"ladderLevel\":0")
        #expect(throws: (any Error).self) { try game.scene.restore(from: Data(json.utf8)) }
        // A negative press count at the start, which no game can reach.
        let tampered = String(decoding: good, as: UTF8.self).replacingOccurrences(
            of: "\"pressCount\":0", with: "\"pressCount\":-1")
        #expect(tampered != String(decoding: good, as: UTF8.self))
        #expect(throws: (any Error).self) { try game.scene.restore(from: Data(tampered.utf8)) }
        #expect(try game.scene.saveData() == before)
    }

    @Test func tinyAndOddWindowsLayOutWithoutTrouble() {
        let game = LightsOutHarness(level: 30)
        for size in [
            Size(width: 1, height: 1), Size(width: 200, height: 200), Size(width: 2000, height: 300),
            Size(width: 300, height: 2000), Size(width: 3840, height: 2160),
        ] {
            game.driver.size = size
            let list = game.driver.relayout()
            for item in list.items {
                #expect(item.frame.width >= 0 && item.frame.height >= 0 && item.frame.minX.isFinite)
            }
        }
        game.driver.size = Size(width: 200, height: 200)
        game.driver.relayout()
        let before = game.lights
        game.tapLight(LightsOutCell(row: 3, col: 3))
        #expect(before ^ game.lights == LightsOutBoard(size: 6).pressing(row: 3, col: 3))
    }

    @Test func customBoardsFromTheCommandLine() {
        let clock = LightsOutTestClock()
        let scene = LightsOutScene(
            seed: 0, clock: { clock.now }, customSize: 6, customPresses: [LightsOutCell(row: 2, col: 2)])
        #expect(scene.state.level == nil && scene.state.size == 6 && scene.state.par == 1)
        let atLevel = LightsOutScene(seed: 0, clock: { clock.now }, level: 7)
        #expect(atLevel.state.level == 7 && atLevel.statisticsLine == "No levels yet · level 7")
    }

    /// A small monkey: random taps, keys and commands at several window sizes, the scene's own
    /// invariants checked after each one.
    @Test func invariantsHoldUnderRandomInput() {
        var generator = SeededGenerator(seed: 404)
        let keys: [Key] = [
            .up, .down, .left, .right, .enter, .space, .character("h"), .character("s"), .character("r"),
            .character("p"), .character("]"), .character("y"),
        ]
        let commands: [GameCommand] = [.undo, .redo, .restart, .newGame]
        for size in [Size(width: 1280, height: 800), Size(width: 480, height: 640), Size(width: 220, height: 260)] {
            let game = LightsOutHarness(level: 5, size: size)
            #expect(game.scene.invariantViolation() == nil)
            for step in 0..<100 {
                game.clock.now += 0.7
                switch Int.random(in: 0..<10, using: &generator) {
                case 0..<5:
                    let point = Point(
                        x: Double.random(in: 0..<size.width, using: &generator),
                        y: Double.random(in: 0..<size.height, using: &generator))
                    game.driver.tap(at: point)
                case 5..<8: game.driver.key(keys.randomElement(using: &generator)!)
                default: game.driver.perform(commands.randomElement(using: &generator)!)
                }
                if let violation = game.scene.invariantViolation() {
                    Issue.record("step \(step) at \(size): \(violation)")
                    break
                }
            }
        }
    }

    @Test func miniatureHasNoTapRegions() {
        let scene = LightsOutHarness(level: 18).scene
        let list = Layout.layout(
            scene.miniature(theme: .light), in: Size(width: 160, height: 160), measurer: FixedMetricTextMeasurer())
        #expect(list.tapRegions.isEmpty)
        #expect(list.items.count > 25)
    }
}
