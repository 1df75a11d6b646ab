import GameCatalog
import GameKit
import Layout
import SnapshotSupport
import Testing

@testable import App

/// What a player who asks for high contrast sees: the title and each game after a few moves, in
/// the high-contrast theme at a desktop and a phone-like size. Each picture is a reference, and
/// the display list it was drawn from passes the contrast walk at the theme's 7:1 for every text.
@Suite(.serialized)
struct HighContrastSnapshotTests {
    static let sizes = [Size(width: 1024, height: 720), Size(width: 360, height: 640)]

    /// The title, then each game of the catalog with its fixture's moves played.
    static func screens() -> [(String, AppModel)] {
        var screens: [(String, AppModel)] = []
        let title = AppModel(storage: nil, seed: 1, clock: { 0 })
        title.setTheme(.highContrast)
        screens.append(("title", title))
        for game in Catalog.standard.games {
            let model = AppModel(storage: nil, seed: 1, clock: { 0 })
            model.setTheme(.highContrast)
            model.open(game)
            let driver = AppDriver(model: model, size: sizes[0], measurer: FixedMetricTextMeasurer())
            for event in game.fixtures.moves { driver.send(event) }
            screens.append((game.id, model))
        }
        return screens
    }

    @Test func everyScreenInHighContrast() throws {
        for (name, model) in Self.screens() {
            for size in Self.sizes {
                let list = try assertViewSnapshot(
                    model.view(size: size), size: size, background: model.theme.background,
                    named: "\(name)-\(Int(size.width))x\(Int(size.height))")
                let runs = list.textContrasts(over: model.theme.background)
                #expect(!runs.isEmpty)
                for run in runs where run.ratio < 7 {
                    Issue.record("\(name) at \(size): \(run)")
                }
            }
        }
    }
}
