import AppTestSupport
import Layout
import Localization
import SDLBackend
import Testing

@testable import Game2048Engine
@testable import Game2048Feature
@testable import GameCore
@testable import GameKit

/// Issue 29 on 2048's screen with the real fonts, from 300×400 to 2560×1440 and at zoom 175 %,
/// in English, German and Chinese: every text at its floor or above and inside its frame and
/// the window, no tap regions overlapping, every panel button reachable (on screen, or in the
/// header's menu when the window is compact), and New game working from a small window.
@Suite(.serialized)
struct Game2048ScreenFitTests {
    /// A fresh game, and a game well under way with the coach's hint and its reason showing.
    func scenes() -> [(String, Game2048Scene)] {
        let hinted = Game2048Scene(state: Scene2048.midGame(moves: 120))
        _ = hinted.apply(.slide(.down))
        _ = hinted.apply(.hint)
        _ = hinted.collectBackgroundWork()
        return [("fresh", Game2048Scene(seed: 1, clock: { 0 })), ("hint", hinted)]
    }

    @Test(arguments: ScreenFitCheck.windows.indices)
    func everyTextAndEveryEssentialFits(window: Int) throws {
        let (size, scale) = ScreenFitCheck.windows[window]
        let check = try ScreenFitCheck(size: size, scale: scale, fonts: FontLibrary())
        let scenes = scenes()
        #expect(scenes[1].1.visibleHint != nil)
        for (name, scene) in scenes {
            for language in ScreenFitCheck.languages {
                let label = "\(name) \(size)×\(scale) \(language)"
                let list = check.list(scene, theme: .dark, language: language)
                #expect(check.problems(in: list, label: label) == [])
                let missing = check.unreachableEssentials(scene, screen: list, theme: .dark, language: language)
                #expect(missing == [], "\(label)")
                let score = Localization.$taskLanguage.withValue(language) { tr("Score") }
                #expect(list.texts.contains { $0.localizedCaseInsensitiveContains(score) }, "\(label): no score")
            }
        }
    }

    /// The essentials are the panel's buttons, as the menu needs them: German really is German.
    @Test func theMenuNamesThePanelsButtonsInThePlayersLanguage() {
        let scene = Game2048Scene(seed: 1, clock: { 0 })
        let essentials = Localization.$taskLanguage.withValue(.german) { scene.screen(theme: .dark).essentials }
        #expect(essentials.first?.title == "Neues Spiel")
        let actions: [AnyHashable] = [
            ChromeAction.command(.newGame), Game2048Action.smallerBoard, Game2048Action.largerBoard,
            Game2048Action.reshape(rows: 0, columns: -1), Game2048Action.reshape(rows: 0, columns: 1),
            Game2048Action.reshape(rows: -1, columns: 0), Game2048Action.reshape(rows: 1, columns: 0),
            Game2048Action.toggleSpawnRule, Game2048Action.nextTarget, Game2048Action.hint, Game2048Action.autoplay,
            Game2048Action.autoplayPace,
        ]
        #expect(essentials.map(\.action) == actions)
        // On the smallest board there is no smaller one to offer, and no hint while the coach plays.
        let small = Game2048Scene(seed: 1, clock: { 0 }, size: 3)
        _ = small.apply(.autoplay)
        let offered = small.screen(theme: .dark).essentials.map(\.action)
        #expect(!offered.contains(Game2048Action.smallerBoard) && !offered.contains(Game2048Action.hint))
        #expect(!offered.contains(Game2048Action.reshape(rows: -1, columns: 0)))
        #expect(offered.contains(Game2048Action.reshape(rows: 0, columns: 1)))
        #expect(offered.contains(Game2048Action.autoplay))
        _ = small.apply(.autoplay)
    }

    @Test(arguments: [(Size(width: 600, height: 400), 1.0), (Size(width: 585, height: 411), 1.75)])
    func tappingNewGameStartsANewGame(size: Size, scale: Double) throws {
        let scene = Scene2048.scene([[2, 4, 8, 16], [32, 64, 0, 0], [0, 0, 0, 0], [0, 0, 0, 2]], score: 500)
        let measurer = try HeadlessRenderer(size: size, scale: scale, fonts: FontLibrary()).measurer
        let driver = OneGameApp(scene: scene, size: size, theme: .dark, measurer: measurer)
        let button = try #require(driver.list.frame(ofAction: ChromeAction.command(.newGame)))
        #expect(button.width >= 24 && button.height >= 24)
        #expect(button.maxX <= size.width && button.maxY <= size.height)
        driver.tap(at: button.center)
        #expect(scene.state.score == 0)
        #expect(scene.state.board.tiles.count == 2, "a fresh board has two tiles")
    }

    /// At 300×400 the panel has no room: New game is in the header's menu, one tap further.
    @Test func theSmallestWindowStartsANewGameFromTheMenu() throws {
        let size = Size(width: 300, height: 400)
        let scene = Scene2048.scene([[2, 4, 8, 16], [32, 64, 0, 0], [0, 0, 0, 0], [0, 0, 0, 2]], score: 500)
        let measurer = try HeadlessRenderer(size: size, fonts: FontLibrary()).measurer
        let driver = OneGameApp(scene: scene, size: size, theme: .dark, measurer: measurer)
        #expect(driver.list.frame(ofAction: ChromeAction.command(.newGame)) == nil)
        _ = try #require(driver.tap(action: ChromeAction.menu))
        _ = try #require(driver.tap(action: EssentialChoice(action: ChromeAction.command(.newGame))))
        #expect(scene.state.score == 0)
        #expect(driver.list.frame(ofAction: ChromeAction.closeSheet) == nil, "the menu closed")
    }

    /// F1 lists 2048's own keys before the shared ones.
    @Test func theShortcutsOverlayListsTheCoachsKeys() throws {
        let scene = Game2048Scene(seed: 1, clock: { 0 })
        let driver = Scene2048.driver(scene)
        driver.key(.function(1))
        // A key that does not fit its column wraps onto two lines.
        let shown = driver.list.texts.joined(separator: " ")
        for keys in ["Arrows, WASD or HJKL", "Shift+H", "Shift+A", "Shift+P", "Any key or click"] {
            #expect(shown.contains(keys), "\(keys)")
        }
        for key in ["R", "O", "C"] { #expect(driver.list.texts.contains(key), "\(key)") }
    }
}
