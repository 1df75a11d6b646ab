import AppTestSupport
import GameCatalog
import GameKit
import Layout
import Localization
import SnapshotSupport
import Testing

@testable import App

/// The title screen at every window size of issue #29, at zoom 1 and 175 %, in English, German,
/// Chinese and the pseudo-locale, in both themes (whose buttons name the other) and with
/// animations on and off: every text at or above its floor and whole in its frame, every card and
/// footer button on screen as a target of 24×24 points at least, none overlapping another.
@Suite(.serialized)
struct TitleReachTests {
    static let languages: [Localization.Language] = [.english, .german, .simplifiedChinese, .pseudo]

    /// A number drawn inside a card's miniature (a Sudoku digit, a 2048 tile): part of the
    /// picture of the game, drawn by the game at the picture's scale, not a label to read.
    static func isMiniatureDigit(_ item: DisplayItem, cards: [Rect]) -> Bool {
        guard case .text(let string, _, _) = item.command, string.allSatisfy(\.isNumber) else { return false }
        return cards.contains { $0.contains(item.frame.center) }
    }

    @Test(arguments: languages)
    func everyLabelLegibleAndEveryButtonInReach(_ language: Localization.Language) throws {
        try TestRenderer.withMeasurer { measurer in
            let model = Localization.$taskLanguage.withValue(language) { AppModel(storage: nil, seed: 1, clock: { 0 }) }
            #expect(model.language == language)
            let actions =
                model.catalog.games.map { TitleAction.open($0.id) }
                + [.toggleTheme, .toggleAnimations, .nextLanguage, .quit]
            for (theme, animations) in [(Theme.Name.dark, true), (.light, false)] {
                model.setTheme(theme)
                if model.settings.animations != animations {
                    _ = model.handle(.tap(.zero, .primary), hit: TitleAction.toggleAnimations)
                }
                for size in ReachAudit.zoomedWindows {
                    let list = AppDriver(model: model, size: size, measurer: measurer).list
                    let cards = model.catalog.games.compactMap { list.frame(ofAction: TitleAction.open($0.id)) }
                    let problems = ReachAudit.problems(
                        in: list, measurer: measurer, checksTap: { $0.base is TitleAction },
                        checksText: { !Self.isMiniatureDigit($0, cards: cards) })
                    #expect(cards.count == model.catalog.games.count, "\(language), \(theme), \(size)")
                    #expect(problems == [], "\(language), \(theme), \(size)")
                    let missing = actions.filter { list.frame(ofAction: $0) == nil }
                    #expect(missing == [], "\(language), \(theme), \(size)")
                }
            }
        }
    }
}
