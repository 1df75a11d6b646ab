import GameCatalog
import GameCore
import GameKit
import Layout
import SnapshotSupport
import Testing

@testable import App
@testable import DevTool

/// A game added through the catalog API alone is a full citizen: on the title grid at every
/// shape, opened by its number key, saved and restored, and driven by the monkey.
@Suite(.serialized)
struct FifthGameTests {
    @Test(arguments: [Size(width: 1280, height: 800), Size(width: 480, height: 640)])
    func theFifthGameHasACardOnTheTitleScreen(size: Size) throws {
        let app = AppModel(storage: nil, seed: 1, clock: { 0 }, catalog: .withFifthGame)
        let list = layout(app.view(size: size), in: size, measurer: FixedMetricTextMeasurer())
        let cards = Catalog.withFifthGame.games.compactMap { list.frame(ofAction: TitleAction.open($0.id)) }
        #expect(cards.count == 5)
        for card in cards {
            #expect(card.minX >= 0 && card.minY >= 0 && card.maxX <= size.width && card.maxY <= size.height)
            #expect(card.width > 60 && card.height > 60, "\(card)")
        }
        for (a, b) in zip(cards, cards.dropFirst()) {
            let apart = a.maxX <= b.minX || b.maxX <= a.minX || a.maxY <= b.minY || b.maxY <= a.minY
            #expect(apart, "cards \(a) and \(b) overlap")
        }
        try assertViewSnapshot(
            app.view(size: size), size: size, background: app.theme.background,
            named: "\(Int(size.width))x\(Int(size.height))")
    }

    @Test func itsNumberKeyOpensItAndArrowsFollowTheGrid() {
        let app = AppModel(storage: nil, seed: 1, clock: { 0 }, catalog: .withFifthGame)
        let size = Size(width: 1280, height: 800)
        _ = layout(app.view(size: size), in: size, measurer: FixedMetricTextMeasurer())
        #expect(app.titleColumns == 3)
        // Down from the third card in the top row: no card below it, so the focus stays there.
        _ = app.handle(.key(.right, []), hit: nil)
        _ = app.handle(.key(.right, []), hit: nil)
        _ = app.handle(.key(.down, []), hit: nil)
        #expect(app.focusedCard == 2)
        _ = app.handle(.key(.left, []), hit: nil)
        _ = app.handle(.key(.down, []), hit: nil)
        #expect(app.focusedCard == 4)
        _ = app.handle(.key(.character("5"), []), hit: nil)
        #expect(app.screen == .game("eight"))
        #expect(app.windowTitle == "Tessera — Eight")
        _ = app.handle(.key(.escape, []), hit: nil)
        #expect(app.screen == .title)
        _ = app.handle(.key(.character("6"), []), hit: nil)
        #expect(app.screen == .title)
    }

    @Test func itSavesAndRestoresThroughTheApp() throws {
        let home = TemporaryHome()
        let first = AppModel(storage: Storage(paths: home.paths), seed: 4, clock: { 0 }, catalog: .withFifthGame)
        _ = first.handle(.key(.character("5"), []), hit: nil)
        let scene = try #require(first.currentScene)
        var moved = false
        for key in [Key.left, .up, .right, .down] {
            moved = first.handle(.key(key, []), hit: nil).contains(.redraw) || moved
        }
        #expect(moved)
        let played = try scene.saveData()
        let second = AppModel(storage: Storage(paths: home.paths), seed: 99, clock: { 0 }, catalog: .withFifthGame)
        #expect(second.notices.isEmpty)
        #expect(try second.scenes["eight"]?.saveData() == played)
        #expect(home.files(in: home.paths.data).contains("eight.json"))
    }

    @Test func theMonkeyPlaysItWithTheOthers() {
        var monkey = Monkey(seed: 5, catalog: .withFifthGame)
        let failure = monkey.run(events: 3000)
        #expect(failure == nil, "\(failure?.message ?? "") after \(monkey.recent)")
        #expect(monkey.screens["Eight", default: 0] > 100, "\(monkey.summary)")
    }
}
