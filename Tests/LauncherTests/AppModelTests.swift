import GameCatalog
import GameCore
import GameKit
import Layout
import SDLBackend
import Testing

@testable import App

/// Text metrics for app-level tests: fixed, so no SDL is needed.
typealias FixedMetricTextMeasurerForTests = FixedMetricTextMeasurer

struct AppModelTests {
    let size = Size(width: 1280, height: 800)

    func model() -> AppModel { AppModel(storage: nil, seed: 1, clock: { 0 }) }

    func tap(_ model: AppModel, _ action: AnyHashable) -> AppUpdate {
        let list = layout(model.view(size: size), in: size, measurer: FixedMetricTextMeasurer())
        guard let frame = list.frame(ofAction: action) else {
            Issue.record("no tap region for \(action)")
            return []
        }
        return model.handle(.tap(frame.center, .primary), hit: list.hitTest(frame.center))
    }

    @Test func digitsOpenGamesAndEscapeReturns() {
        let app = model()
        for (index, kind) in GameDescriptor.all.enumerated() {
            _ = app.handle(.key(.character(Character(String(index + 1))), []), hit: nil)
            #expect(app.screen == .game(kind))
            #expect(app.windowTitle == "Tessera — \(kind.title)")
            _ = app.handle(.key(.escape, []), hit: nil)
            #expect(app.screen == .title)
            #expect(app.windowTitle == "Tessera")
        }
    }

    @Test func arrowsMoveTheFocusAndEnterOpens() {
        let app = model()
        _ = app.handle(.key(.right, []), hit: nil)
        _ = app.handle(.key(.down, []), hit: nil)
        #expect(app.focusedCard == 3)
        _ = app.handle(.key(.enter, []), hit: nil)
        #expect(app.screen == .game(.lightsOut))
    }

    @Test func clickingACardOpensItsGameAndHomeReturns() {
        let app = model()
        _ = tap(app, TitleAction.open(.sudoku))
        #expect(app.screen == .game(.sudoku))
        _ = tap(app, ChromeAction.home)
        #expect(app.screen == .title)
    }

    @Test func escapeOnTheTitleDoesNotQuitButControlQDoes() {
        let app = model()
        #expect(!app.handle(.key(.escape, []), hit: nil).contains(.quit))
        #expect(app.handle(.key(.character("q"), .control), hit: nil).contains(.quit))
        #expect(tap(app, TitleAction.quit).contains(.quit))
    }

    @Test func undoAndRedoKeysReachTheGame() throws {
        let app = model()
        _ = app.handle(.key(.character("2"), []), hit: nil)
        let scene = try #require(app.currentScene)
        let start = try scene.saveData()
        var moved = false
        for key in [Key.left, .right, .up, .down] where !moved {
            moved = app.handle(.key(key, []), hit: nil).contains(.redraw) && (try? scene.saveData()) != start
        }
        #expect(moved)
        let after = try scene.saveData()
        _ = app.handle(.key(.character("z"), .control), hit: nil)
        #expect(try scene.saveData() != after)
        _ = app.handle(.key(.character("z"), [.control, .shift]), hit: nil)
        #expect(try scene.saveData() == after)
        _ = app.handle(.key(.character("z"), .control), hit: nil)
        _ = app.handle(.key(.character("y"), .control), hit: nil)
        #expect(try scene.saveData() == after)
    }

    /// T and the footer's button go round dark, light, high contrast; the button names the next.
    @Test func themeToggleChangesTheBackground() {
        let app = model()
        let size = Size(width: 1024, height: 720)
        func label() -> String? {
            layout(app.view(size: size), in: size, measurer: FixedMetricTextMeasurer()).texts.first {
                ["Light theme", "High contrast", "Dark theme"].contains($0)
            }
        }
        #expect(app.theme == .dark && label() == "Light theme")
        _ = tap(app, TitleAction.toggleTheme)
        #expect(app.theme == .light && label() == "High contrast")
        _ = app.handle(.key(.character("t"), []), hit: nil)
        #expect(app.theme == .highContrast && label() == "Dark theme")
        #expect(app.theme.background != Theme.dark.background && app.theme.background != Theme.light.background)
        _ = app.handle(.key(.character("t"), []), hit: nil)
        #expect(app.theme == .dark)
    }

    @Test(arguments: [Size(width: 1, height: 1), Size(width: 40, height: 3000), Size(width: 8000, height: 8000)])
    func everyScreenLaysOutAtExtremeSizes(size: Size) {
        let app = model()
        for screen in [nil] + GameDescriptor.all.map(Optional.some) {
            if let screen { app.open(screen) } else { app.goHome() }
            let list = layout(app.view(size: size), in: size, measurer: FixedMetricTextMeasurer())
            #expect(list.items.allSatisfy { $0.frame.width.isFinite && $0.frame.height.isFinite })
        }
    }
}
