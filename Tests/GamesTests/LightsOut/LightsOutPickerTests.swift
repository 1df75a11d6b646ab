import Layout
import SDLBackend
import Testing

@testable import GameCore
@testable import GameKit
@testable import LightsOutEngine
@testable import LightsOutFeature

/// The level picker through the real layout, hit testing and dispatch: typed or chosen, by
/// keyboard or pointer; Escape leaves everything as it was; Play is a level step undo reverses.
@Suite struct LightsOutPickerTests {
    @Test func typingALevelAndEnterPlaysItAndUndoBringsBackTheLevelLeft() {
        let game = LightsOutHarness(level: 1)
        game.tapLight(LightsOutCell(row: 1, col: 1))
        let left = game.scene.state
        game.driver.key(.character("l"))
        #expect(game.scene.modal != nil)
        #expect(game.driver.list.texts.contains("Choose a level"))
        #expect(game.driver.list.texts.contains("1"), "the field starts at the level on screen")
        game.driver.key(.character("4"))
        game.driver.key(.character("0"))
        #expect(game.scene.picker?.text == "40", "the first digit replaces the level shown")
        let size = LightsOutLevels.size(forLevel: 40)
        #expect(
            game.driver.list.texts.contains(
                "Level 40 · \(size)×\(size) · par \(LightsOutLevels.targetPar(forLevel: 40))"))
        let update = game.driver.key(.enter)
        #expect(update.contains(.save))
        #expect(game.scene.picker == nil && game.scene.modal == nil)
        #expect(game.scene.state.level == 40 && game.scene.ladderLevel == 40)
        #expect(game.driver.list.texts.contains("Level 40"))

        game.driver.perform(.undo)
        #expect(game.scene.state == left, "the level left comes back exactly, presses and all")
        game.driver.perform(.redo)
        #expect(game.scene.state.level == 40)
    }

    @Test func thePointerChoosesASizeStepsAndPlays() throws {
        let game = LightsOutHarness(level: 1, size: Size(width: 480, height: 640))
        try #require(game.driver.tap(action: LightsOutAction.openPicker) != nil, "the level's name opens the picker")
        #expect(game.scene.picker != nil)
        let first10 = try #require(LightsOutLevels.firstLevelOfSize(10))
        try #require(game.driver.tap(action: LightsOutAction.pickSize(10)) != nil)
        #expect(game.scene.picker?.level == first10)
        game.driver.tap(action: LightsOutAction.pickLevelStep(10))
        game.driver.tap(action: LightsOutAction.pickLevelStep(-1))
        #expect(game.scene.picker?.level == first10 + 9)
        try #require(game.driver.tap(action: LightsOutAction.playPicked) != nil)
        #expect(game.scene.state.level == first10 + 9 && game.scene.state.size == 10)
        // Every button of the card sits inside the window.
        game.driver.key(.character("l"))
        for region in game.driver.list.tapRegions where region.action?.base is LightsOutAction {
            #expect(region.frame.minX >= 0 && region.frame.maxX <= 480 && region.frame.maxY <= 640, "\(region)")
        }
        // The scrim and the card take taps meant for the board.
        let lights = game.driver.list.tapRegions.filter {
            if case .light? = $0.action?.base as? LightsOutAction { return true }
            return false
        }
        #expect(lights.count == 100)
        for light in lights {
            let hit = game.driver.list.hitTest(light.frame.center)?.base as? LightsOutAction
            if case .light? = hit { Issue.record("a light answers through the picker") }
        }
    }

    @Test func escapeCancelsAndKeepsTheLevelInProgress() throws {
        let game = LightsOutHarness(level: 7)
        game.tapLight(LightsOutCell(row: 0, col: 1))
        let before = try game.scene.saveData()
        game.driver.key(.character("l"))
        game.driver.key(.character("9"))
        game.driver.key(.character("9"))
        let update = game.driver.key(.escape)
        #expect(!update.contains(.save) && !game.driver.leftGame)
        #expect(game.scene.picker == nil)
        #expect(try game.scene.saveData() == before)
        #expect(game.scene.state.level == 7 && game.scene.state.pressCount == 1)
        // Cancel with the pointer does the same.
        game.driver.key(.character("l"))
        game.driver.tap(action: LightsOutAction.closePicker)
        #expect(game.scene.picker == nil && game.scene.state.level == 7)
        game.driver.key(.escape)
        #expect(game.driver.leftGame, "with the picker closed, Escape leaves the game")
    }

    /// The explanation wraps onto as many lines as the card needs, so it is read as one text.
    @Test func badNumbersAreExplainedAndNothingChanges() {
        let game = LightsOutHarness(level: 2)
        game.driver.key(.character("l"))
        game.driver.key(.character("0"))
        game.driver.key(.enter)
        #expect(game.scene.picker != nil && game.scene.state.level == 2)
        #expect(game.driver.list.texts.joined(separator: " ").contains("there is no level 0; levels are 1 to 1000000"))
        game.driver.key(.backspace)
        #expect(game.scene.picker?.text == "" && game.scene.picker?.error == nil)
        game.driver.key(.enter)
        #expect(game.driver.list.texts.joined(separator: " ").contains("type a level from 1 to 1000000"))
        for digit in "99999999" {
            game.driver.key(.character(digit))
        }
        #expect(game.scene.picker?.text == "9999999", "no more digits than the last level has")
        game.driver.key(.enter)
        #expect(
            game.driver.list.texts.joined(separator: " ").contains("there is no level 9999999; levels are 1 to 1000000")
        )
        game.driver.key(.delete)
        game.driver.key(.character("a"))
        #expect(game.scene.picker?.text == "", "letters are not typed")
        #expect(game.scene.state.level == 2)
    }

    @Test func arrowsStepTheLevelAndJumpBetweenSizes() throws {
        let game = LightsOutHarness(level: 1)
        game.driver.key(.character("l"))
        game.driver.key(.up)
        game.driver.key(.up)
        #expect(game.scene.picker?.level == 3)
        game.driver.key(.down)
        #expect(game.scene.picker?.level == 2)
        let starts = LightsOutLevels.ladderSizes.compactMap(LightsOutLevels.firstLevelOfSize)
        game.driver.key(.right)
        #expect(game.scene.picker?.level == starts[1])
        game.driver.key(.right)
        #expect(game.scene.picker?.level == starts[2])
        game.driver.key(.up)
        game.driver.key(.left)
        #expect(game.scene.picker?.level == starts[2], "from inside a size, ← goes to its first level")
        game.driver.key(.left)
        #expect(game.scene.picker?.level == starts[1])
        game.driver.key(.down)
        game.driver.key(.down)
        #expect(game.scene.picker?.level == starts[1] - 2)
        game.driver.key(.character("5"))
        game.driver.key(.up)
        #expect(game.scene.picker?.level == 6)
    }

    @Test func furthestJumpsToTheHighestLevelReached() {
        let game = LightsOutHarness(level: 1)
        for key in ["]", "]", "]", "[", "["] {
            game.driver.key(.character(Character(key)))
        }
        game.driver.key(.character("l"))
        #expect(game.scene.picker?.level == 2)
        game.driver.tap(action: LightsOutAction.pickFurthest)
        #expect(game.scene.picker?.level == 4)
        #expect(game.driver.list.texts.contains("Furthest: 4"))
    }

    @Test func aSmallWindowKeepsTheFieldTheSizeJumpsAndTheButtons() throws {
        let size = Size(width: 260, height: 300)
        let game = LightsOutHarness(level: 1, size: size)
        try #require(game.driver.tap(action: LightsOutAction.openPicker) != nil)
        let list = game.driver.list
        for action in [
            LightsOutAction.pickAdjacentSize(1), .pickLevelStep(1), .playPicked, .closePicker,
        ] {
            let frame = try #require(list.frame(ofAction: action), "\(action)")
            #expect(frame.minX >= 0 && frame.maxX <= size.width && frame.minY >= 0 && frame.maxY <= size.height)
        }
        game.driver.tap(action: LightsOutAction.pickAdjacentSize(1))
        #expect(game.scene.picker?.level == LightsOutLevels.firstLevelOfSize(4))
        game.driver.tap(action: LightsOutAction.playPicked)
        #expect(game.scene.state.size == 4)
    }
}
