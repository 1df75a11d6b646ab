import GameCatalog
import GameKit
import Layout
import Testing

@testable import App

/// Every text run the title screen (with each card focused), a notice and each game's opening
/// screen show is legible in every theme at a desktop and a phone-like size: WCAG's 4.5:1, or
/// 3:1 for large text, and 7:1 for all text in the high-contrast theme. Each game's own suite walks its other screens.
@Suite struct ContrastAuditTests {
    static let sizes = [Size(width: 1280, height: 800), Size(width: 480, height: 640)]

    func problems(_ model: AppModel, size: Size) -> [String] {
        let driver = AppDriver(model: model, size: size, measurer: FixedMetricTextMeasurer())
        return driver.list.textContrasts(over: model.theme.background).filter { !$0.isLegible(in: model.theme) }.map(
            \.description)
    }

    @Test(arguments: Theme.Name.allCases)
    func titleAndNotice(_ theme: Theme.Name) {
        for size in Self.sizes {
            let model = AppModel(storage: nil, seed: 1, clock: { 0 })
            model.setTheme(theme)
            for card in model.catalog.games.indices {
                #expect(problems(model, size: size) == [], "title, card \(card + 1) focused, \(theme), \(size)")
                _ = model.handle(.key(.right, []), hit: nil)
            }
            let noticed = AppModel(storage: nil, seed: 1, clock: { 0 }, notices: ["The save could not be read."])
            noticed.setTheme(theme)
            #expect(problems(noticed, size: size) == [], "notice, \(theme), \(size)")
        }
    }

    @Test(arguments: Theme.Name.allCases)
    func everyGameOpening(_ theme: Theme.Name) {
        for size in Self.sizes {
            let model = AppModel(storage: nil, seed: 1, clock: { 0 })
            model.setTheme(theme)
            for game in model.catalog.games {
                model.open(game)
                #expect(problems(model, size: size) == [], "\(game.id), \(theme), \(size)")
                model.goHome()
            }
        }
    }
}
