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

    @discardableResult
    private func snapshot(
        _ game: LightsOutHarness, _ size: Size, _ theme: Theme, _ name: String, testName: String = #function
    ) throws -> DisplayList {
        try assertViewSnapshot(
            game.scene.body(size: size, theme: theme), size: size, background: theme.background,
            named: "\(name)-\(theme.name)-\(Int(size.width))x\(Int(size.height))", testName: testName)
    }

    /// The level's name and the figures beside the board.
    private func expectFigures(
        _ list: DisplayList, level: String, board: String, moves: Int, par: Int, time: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(
            list.texts.contains(level) && list.texts.contains(board), "\(list.texts)", sourceLocation: sourceLocation)
        #expect(list.text(after: "Moves")?.string == "\(moves)", sourceLocation: sourceLocation)
        #expect(list.text(after: "Par")?.string == "\(par)", sourceLocation: sourceLocation)
        #expect(list.text(after: "Time")?.string == time, sourceLocation: sourceLocation)
    }

    /// The hint's rings and the solution's dots, both in the marker colour.
    private func markers(_ list: DisplayList, _ theme: Theme) -> (rings: Int, dots: Int) {
        let marker = LightsOutPalette(theme: LightsOutPalette.screenTheme(theme)).marker
        var rings = 0
        var dots = 0
        for item in list.items {
            if case .stroke(.circle, marker, _) = item.command { rings += 1 }
            if case .fill(.circle, marker) = item.command { dots += 1 }
        }
        return (rings, dots)
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
                let list = try snapshot(LightsOutHarness(level: 1), size, theme, "level1")
                expectFigures(list, level: "Level 1", board: "3×3", moves: 0, par: 1, time: "0:00")
                #expect(markers(list, theme) == (0, 0))
            }
        }
    }

    @Test func midGameWithHint() throws {
        for theme in [Theme.dark, .light] {
            for size in [Self.landscape, Self.portrait] {
                let list = try snapshot(midGame(), size, theme, "hint")
                expectFigures(list, level: "Level 18", board: "5×5", moves: 2, par: 7, time: "0:37")
                #expect(markers(list, theme) == (1, 0))
            }
        }
    }

    @Test func solutionShown() throws {
        let game = midGame()
        game.driver.key(.character("s"))
        let list = try snapshot(game, Self.landscape, .dark, "solution")
        expectFigures(list, level: "Level 18", board: "5×5", moves: 2, par: 7, time: "0:37")
        #expect(list.texts.contains("9 presses to go"))
        #expect(markers(list, .dark).dots == 9)
    }

    @Test func winMessage() throws {
        let game = LightsOutHarness(level: 10)
        _ = game.solveBySolver(secondsPerPress: 11)
        let list = try snapshot(game, Self.portrait, .light, "win")
        expectFigures(list, level: "Level 10", board: "4×4", moves: 4, par: 4, time: "0:33")
        #expect(list.texts.contains("Solved!") && list.texts.contains("4 moves, par 4 — perfect! · 0:33"))
    }

    @Test func threeByThreeAndSevenBySeven() throws {
        let small = LightsOutHarness(level: 6)
        small.driver.key(.down)
        let small3 = try snapshot(small, Self.portrait, .dark, "3x3")
        expectFigures(small3, level: "Level 6", board: "3×3", moves: 0, par: 3, time: "0:00")
        let large = LightsOutHarness(level: 45)
        large.tapLight(LightsOutCell(row: 3, col: 3))
        let large7 = try snapshot(large, Self.landscape, .light, "7x7")
        expectFigures(large7, level: "Level 45", board: "7×7", moves: 1, par: 18, time: "0:00")
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
        let history = try snapshot(game, Self.landscape, .dark, "history")
        #expect(history.texts.contains("Last 4 results · 4 solved · 2 at par · 2 assisted"))
        #expect(history.texts.filter { $0 == "assisted" }.count == 2 && history.texts.filter { $0 == "✓" }.count == 2)

        let corners = [(0, 0), (0, 2), (2, 0), (2, 2)].map { LightsOutCell(row: $0.0, col: $0.1) }
        let lost = LightsOutHarness(params: .custom(size: 3, presses: corners))
        lost.tapLight(LightsOutCell(row: 1, col: 1))
        let loss = try snapshot(lost, Self.portrait, .dark, "loss")
        #expect(loss.texts.contains("All lights on — you lose"))
        expectFigures(loss, level: "Custom", board: "3×3", moves: 1, par: 4, time: "0:00")
    }

    /// Each variant's board in both themes, a few presses in so three-state lights show both lit
    /// states (red with one pip, green with two), the cursor's outline following the patterned
    /// board's reach, and the wrap-around board's edge tabs.
    @Test(arguments: LightsOutVariant.allCases)
    func variantBoards(variant: LightsOutVariant) throws {
        for theme in [Theme.dark, .light] {
            let game = LightsOutHarness(params: .variant(variant, level: 10), theme: theme)
            game.tapLight(LightsOutCell(row: 1, col: 1))
            game.driver.key(.down)
            game.driver.key(.right)
            let list = try snapshot(game, Self.portrait, theme, "variant-\(variant.rawValue)")
            let size = game.scene.state.size
            #expect(list.texts.contains("\(size)×\(size) · \(variant.name)"), "\(list.texts)")
            let palette = LightsOutPalette(theme: LightsOutPalette.screenTheme(theme))
            let shades = try #require(game.scene.state.variant?.lights.cells)
            let fills = list.items.compactMap { item -> Color? in
                if case .fill(.circle, let color) = item.command { return color }
                return nil
            }
            if variant == .threeState {
                #expect(shades.contains(1) && shades.contains(2))
                #expect(fills.filter { $0 == palette.red.1 }.count == shades.filter { $0 == 1 }.count)
                #expect(fills.filter { $0 == palette.green.1 }.count == shades.filter { $0 == 2 }.count)
                #expect(fills.filter { $0 == palette.pip }.count == shades.reduce(0) { $0 + Int($1) })
            } else {
                #expect(fills.filter { $0 == palette.lit }.count == shades.filter { $0 == 1 }.count)
                #expect(!fills.contains(palette.pip))
            }
            let tabs = list.items.filter {
                if case .fill(.roundedRectangle, palette.cursor) = $0.command { return true }
                return false
            }
            #expect(tabs.count == (variant == .wrap ? 4 * size : 0))
        }
    }

    /// A three-state level with its solution shown: a dot on each light to press once, two on
    /// each to press twice.
    @Test func threeStateSolution() throws {
        // The first level whose shortest solution presses a light twice.
        let level = try #require(
            (1...40).first { level in
                let solution = LightsOutVariantLevel(.threeState, level: level).solution
                return Set(solution).count < solution.count
            })
        let game = LightsOutHarness(params: .variant(.threeState, level: level))
        game.driver.key(.character("s"))
        let solution = LightsOutRules.solution(for: game.scene.state)
        #expect(Set(solution).count < solution.count, "level \(level): some light is pressed twice")
        let list = try snapshot(game, Self.portrait, .dark, "variant-threeState-solution")
        #expect(markers(list, .dark).dots == solution.count)
    }

    @Test func smallWindow() throws {
        let list = try snapshot(midGame(), Size(width: 260, height: 300), .dark, "small")
        // The small window's one line: level, moves of par, clock.
        #expect(list.texts.contains("Level 18 · 2/7 · 0:37"))
    }

    /// The picker with 10×10 chosen, and with an error; on a small window, its short form.
    @Test func levelPicker() throws {
        let chosen = midGame()
        chosen.driver.key(.character("l"))
        chosen.driver.tap(action: LightsOutAction.pickSize(10))
        chosen.driver.key(.up)
        for list in [
            try snapshot(chosen, Self.landscape, .dark, "picker"),
            try snapshot(chosen, Self.portrait, .light, "picker"),
        ] {
            #expect(list.texts.contains("Level 82 · 10×10 · par 28") && list.texts.contains("Furthest: 18"))
        }
        let wrong = LightsOutHarness(level: 3)
        wrong.driver.key(.character("l"))
        wrong.driver.key(.character("0"))
        wrong.driver.key(.enter)
        let error = try snapshot(wrong, Size(width: 260, height: 300), .dark, "picker-error")
        // The message wraps at this width; its lines read in order as the whole message.
        #expect(error.texts.joined(separator: " ").contains("there is no level 0; levels are 1 to 1000000"))
    }

    /// A level solved with the solution shown says so instead of "perfect!".
    @Test func assistedWin() throws {
        let game = LightsOutHarness(level: 10)
        game.driver.key(.character("s"))
        _ = game.solveBySolver(secondsPerPress: 7)
        let list = try snapshot(game, Self.landscape, .light, "assisted")
        #expect(list.texts.contains("4 moves, par 4 · with help · 0:21"))
    }

    /// The top of the ladder: 20×20, the plateau named under the level.
    @Test func plateau() throws {
        let game = LightsOutHarness(level: LightsOutLevels.plateauFirstLevel + 1)
        for list in [
            try snapshot(game, Self.landscape, .light, "plateau"), try snapshot(game, Self.portrait, .dark, "plateau"),
        ] {
            expectFigures(
                list, level: "Level 400", board: "20×20 · top of the ladder", moves: 0, par: 180, time: "0:00")
        }
    }
}
