import AppTestSupport
import Layout
import Localization
import SDLBackend
import Testing

@testable import GameCore
@testable import GameKit
@testable import LightsOutEngine
@testable import LightsOutFeature

/// Issue 29 on Lights Out's screen with the real fonts, from 300×400 to 2560×1440 and at zoom
/// 175 %, in English, German and Chinese: every text at its floor or above and inside its frame
/// and the window, no tap regions overlapping, the level arrows and the panel's buttons
/// reachable (on screen, or in the header's menu when the window is compact).
@Suite(.serialized)
struct LightsOutScreenFitTests {
    /// Level 2 just begun (both arrows live), and the top of the ladder with the solution
    /// showing ("N presses to go", the plateau's caption under the level).
    func games() -> [(String, LightsOutHarness)] {
        let fresh = LightsOutHarness(level: 2)
        let plateau = LightsOutHarness(level: LightsOutLevels.plateauFirstLevel + 1)
        plateau.driver.key(.character("s"))
        return [("level 2", fresh), ("plateau", plateau)]
    }

    @Test(arguments: ScreenFitCheck.windows.indices)
    func everyTextAndEveryEssentialFits(window: Int) throws {
        let (size, scale) = ScreenFitCheck.windows[window]
        let check = try ScreenFitCheck(size: size, scale: scale, fonts: FontLibrary())
        let games = games()
        #expect(games[1].1.scene.showSolution)
        for (name, game) in games {
            for language in ScreenFitCheck.languages {
                let label = "\(name) \(size)×\(scale) \(language)"
                let list = check.list(game.scene, theme: .dark, language: language)
                #expect(check.problems(in: list, label: label) == [])
                let missing = check.unreachableEssentials(game.scene, screen: list, theme: .dark, language: language)
                #expect(missing == [], "\(label)")
            }
        }
    }

    @Test func theMenuOffersTheArrowsAndThePanelsButtons() {
        let game = LightsOutHarness(level: 2)
        let actions = game.scene.screen(theme: .dark).essentials.map(\.action)
        let expected: [AnyHashable] = [
            LightsOutAction.previousLevel, LightsOutAction.nextLevel, ChromeAction.command(.restart),
            LightsOutAction.hint, LightsOutAction.toggleSolution, LightsOutAction.toggleHistory,
            LightsOutAction.openPicker,
        ]
        #expect(actions == expected)
        // Level 1 has no level before it.
        let first = LightsOutHarness(level: 1).scene.screen(theme: .dark).essentials.map(\.action)
        #expect(!first.contains(LightsOutAction.previousLevel) && first.contains(LightsOutAction.nextLevel))
    }

    /// At 300×400 Restart has no button under the board; the header's menu restarts the level.
    @Test func theSmallestWindowRestartsFromTheMenu() throws {
        let size = Size(width: 300, height: 400)
        let game = LightsOutHarness(level: 3, size: size)
        let start = game.lights
        let cell = LightsOutCell(row: 0, col: 0)
        _ = try #require(game.tapLight(cell))
        #expect(game.lights != start)
        #expect(game.driver.list.frame(ofAction: ChromeAction.command(.restart)) == nil)
        _ = try #require(game.driver.tap(action: ChromeAction.menu))
        _ = try #require(game.driver.tap(action: EssentialChoice(action: ChromeAction.command(.restart))))
        #expect(game.lights == start)
    }

    /// F1 lists Lights Out's own keys, the level picker's included.
    @Test func theShortcutsOverlayListsTheGamesKeys() {
        let game = LightsOutHarness(level: 2)
        game.driver.key(.function(1))
        for keys in ["H", "S", "Y", "P or [", "] or .", "L"] {
            #expect(game.driver.list.texts.contains(keys), "\(keys)")
        }
    }
}
