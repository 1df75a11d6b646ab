import Layout
import SDLBackend
import SnapshotSupport
import Testing

@testable import GameCore
@testable import GameKit
@testable import LightsOutEngine
@testable import LightsOutFeature

/// The Lights Out screens the issue asks to see, rendered with the real fonts. Record with
/// `SNAPSHOT_TESTING_RECORD=missing` and look at every PNG before committing it.
@Suite(.serialized)
struct LightsOutSnapshotTests {
    static let landscape = Size(width: 1280, height: 800)
    static let portrait = Size(width: 480, height: 640)

    private func snapshot(
        _ game: LightsOutHarness, _ size: Size, _ theme: Theme, _ name: String, testName: String = #function
    ) throws {
        try assertViewSnapshot(
            game.scene.body(size: size, theme: theme), size: size, background: theme.background,
            named: "\(name)-\(theme.name)-\(Int(size.width))x\(Int(size.height))", testName: testName)
    }

    /// Level 18 (5×5) after two presses off the shortest path, 37 seconds in, hint shown.
    private func midGame() -> LightsOutHarness {
        let game = LightsOutHarness(level: 18)
        game.tapLight(LightsOutCell(row: 0, col: 4))
        game.clock.now += 37
        game.tapLight(LightsOutCell(row: 3, col: 1))
        game.driver.tap(action: LightsOutAction.hint)
        return game
    }

    @Test func levelOne() throws {
        for theme in [Theme.dark, .light] {
            for size in [Self.landscape, Self.portrait] {
                try snapshot(LightsOutHarness(level: 1), size, theme, "level1")
            }
        }
    }

    @Test func midGameWithHint() throws {
        for theme in [Theme.dark, .light] {
            for size in [Self.landscape, Self.portrait] {
                try snapshot(midGame(), size, theme, "hint")
            }
        }
    }

    @Test func solutionShown() throws {
        let game = midGame()
        game.driver.key(.character("s"))
        try snapshot(game, Self.landscape, .dark, "solution")
    }

    @Test func winMessage() throws {
        let game = LightsOutHarness(level: 10)
        _ = game.solveBySolver(secondsPerPress: 11)
        try snapshot(game, Self.portrait, .light, "win")
    }

    @Test func threeByThreeAndSevenBySeven() throws {
        let small = LightsOutHarness(level: 6)
        small.driver.key(.down)
        try snapshot(small, Self.portrait, .dark, "3x3")
        let large = LightsOutHarness(level: 45)
        large.tapLight(LightsOutCell(row: 3, col: 3))
        try snapshot(large, Self.landscape, .light, "7x7")
    }

    @Test func historyAndLoss() throws {
        let game = LightsOutHarness(level: 1)
        for level in 1...4 {
            if level == 3 { game.driver.key(.character("s")) }
            _ = game.solveBySolver(secondsPerPress: Double(3 + 2 * level))
            game.driver.tap(action: LightsOutAction.nextLevel)
            if level == 3 { game.driver.key(.character("s")) }
        }
        game.driver.key(.character("y"))
        try snapshot(game, Self.landscape, .dark, "history")

        let corners = [(0, 0), (0, 2), (2, 0), (2, 2)].map { LightsOutCell(row: $0.0, col: $0.1) }
        let lost = LightsOutHarness(params: .custom(size: 3, presses: corners))
        lost.tapLight(LightsOutCell(row: 1, col: 1))
        try snapshot(lost, Self.portrait, .dark, "loss")
    }

    @Test func smallWindow() throws {
        try snapshot(midGame(), Size(width: 260, height: 300), .dark, "small")
    }

    /// The picker with 10×10 chosen, and with an error; on a small window, its short form.
    @Test func levelPicker() throws {
        let chosen = midGame()
        chosen.driver.key(.character("l"))
        chosen.driver.tap(action: LightsOutAction.pickSize(10))
        chosen.driver.key(.up)
        try snapshot(chosen, Self.landscape, .dark, "picker")
        try snapshot(chosen, Self.portrait, .light, "picker")
        let wrong = LightsOutHarness(level: 3)
        wrong.driver.key(.character("l"))
        wrong.driver.key(.character("0"))
        wrong.driver.key(.enter)
        try snapshot(wrong, Size(width: 260, height: 300), .dark, "picker-error")
    }

    /// A level solved with the solution shown says so instead of "perfect!".
    @Test func assistedWin() throws {
        let game = LightsOutHarness(level: 10)
        game.driver.key(.character("s"))
        _ = game.solveBySolver(secondsPerPress: 7)
        try snapshot(game, Self.landscape, .light, "assisted")
    }

    /// The top of the ladder: 20×20, the plateau named under the level.
    @Test func plateau() throws {
        let game = LightsOutHarness(level: LightsOutLevels.plateauFirstLevel + 1)
        try snapshot(game, Self.landscape, .light, "plateau")
        try snapshot(game, Self.portrait, .dark, "plateau")
    }
}
