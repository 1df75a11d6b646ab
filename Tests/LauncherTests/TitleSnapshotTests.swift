import GameCatalog
import GameCore
import GameKit
import Layout
import Localization
import SDLBackend
import SnapshotSupport
import Testing

@testable import App

@Suite(.serialized)
struct TitleSnapshotTests {
    @Test(arguments: [Theme.Name.dark, .light])
    func titleScreenReflowsWithTheWindow(theme: Theme.Name) throws {
        for size in [Size(width: 1280, height: 800), Size(width: 480, height: 640)] {
            let app = AppModel(storage: nil, seed: 1, clock: { 0 })
            app.setTheme(theme)
            let list = try assertViewSnapshot(
                app.view(size: size), size: size, background: app.theme.background,
                named: "\(theme)-\(Int(size.width))x\(Int(size.height))")
            // Every game's card names it, after the number that opens it.
            for name in ["1  Sudoku", "2  2048", "3  Tic-tac-toe", "4  Lights Out"] {
                #expect(list.texts.contains(name), "\(name) in \(list.texts)")
            }
        }
    }

    @Test func theFocusedCardIsHighlighted() throws {
        let size = Size(width: 1280, height: 800)
        let app = AppModel(storage: nil, seed: 1, clock: { 0 })
        let before = try TestRenderer.render(app.view(size: size), size: size, background: app.theme.background)
        _ = app.handle(.key(.right, []), hit: nil)
        let after = try TestRenderer.render(app.view(size: size), size: size, background: app.theme.background)
        #expect(before != after)
        let list = try TestRenderer.layout(app.view(size: size), size: size)
        let rings = list.items.filter {
            if case .stroke(_, let color, _) = $0.command { return color == app.theme.accent }
            return false
        }
        #expect(rings.count == 1)
        let card = try #require(list.frame(ofAction: TitleAction.open(.game2048)))
        #expect(rings.first.map { card.insetBy(dx: -1, dy: -1).contains($0.frame.center) } == true)
    }

    @Test func portraitStacksTheCardsInOneColumn() throws {
        let app = AppModel(storage: nil, seed: 1, clock: { 0 })
        let list = layout(
            app.view(size: Size(width: 480, height: 640)), in: Size(width: 480, height: 640),
            measurer: FixedMetricTextMeasurer())
        // A card may open from more than one region (a row with a daily puzzle's button opens from
        // its miniature and from its texts): its leftmost one stands for it.
        let frames = GameDescriptor.all.compactMap { id in
            list.tapRegions.filter { $0.action == AnyHashable(TitleAction.open(id)) }.map(\.frame)
                .min { $0.minX < $1.minX }
        }
        #expect(frames.count == Catalog.standard.games.count)
        #expect(Set(frames.map(\.minX)).count == 1)
        #expect(frames.map(\.minY) == frames.map(\.minY).sorted())
        let wideSize = Size(width: 1280, height: 800)
        let wide = layout(app.view(size: wideSize), in: wideSize, measurer: FixedMetricTextMeasurer())
        let grid = GameDescriptor.all.compactMap { wide.frame(ofAction: TitleAction.open($0)) }
        let columns = TitleGrid.columns(count: Catalog.standard.games.count, size: wideSize)
        let rows = (Catalog.standard.games.count + columns - 1) / columns
        #expect(grid.count == Catalog.standard.games.count)
        #expect(Set(grid.map(\.minX)).count == columns && Set(grid.map(\.minY)).count == rows)
    }

    /// The smallest window (also at 175 %, where it has 171×229 points) and the largest, in
    /// German and Chinese: the footer takes the form that fits, every label whole.
    @Test(arguments: [Localization.Language.german, .simplifiedChinese])
    func otherLanguagesAtTheExtremes(_ language: Localization.Language) throws {
        let app = Localization.$taskLanguage.withValue(language) { AppModel(storage: nil, seed: 1, clock: { 0 }) }
        let windows = [
            (Size(width: 300, height: 400), 1.0), (Size(width: 171, height: 229), 1.75),
            (Size(width: 2560, height: 1440), 1.0),
        ]
        for (size, scale) in windows {
            let list = try assertViewSnapshot(
                app.view(size: size), size: size, scale: scale, background: app.theme.background,
                named: "\(language)-\(Int(size.width))x\(Int(size.height))",
                testName: "otherLanguagesAtTheExtremes")
            for action in [TitleAction.toggleTheme, .toggleAnimations, .nextLanguage, .quit] {
                #expect(list.frame(ofAction: action) != nil, "\(action) at \(size)")
            }
        }
    }
}
