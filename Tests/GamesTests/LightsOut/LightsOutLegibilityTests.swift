import Layout
import Localization
import SDLBackend
import Testing

@testable import GameCore
@testable import GameKit
@testable import LightsOutEngine
@testable import LightsOutFeature

/// Issue 28's Lights Out references, asserted on the display list with the real fonts: the
/// level picker in a small window keeps every text at the type floor and every button big
/// enough to hit (in English and in the pseudo-locale's longer strings), and the level's name
/// keeps a button's padding inside its box.
@Suite(.serialized)
struct LightsOutLegibilityTests {
    static let floor = Theme.dark.fontSize.floor

    /// The picker opened on level 3 with "0" typed and refused, as in the 260×300 reference.
    private func refusedPicker(size: Size) -> LightsOutHarness {
        let game = LightsOutHarness(level: 3, size: size)
        game.driver.key(.character("l"))
        game.driver.key(.character("0"))
        game.driver.key(.enter)
        return game
    }

    private func list(_ game: LightsOutHarness, _ size: Size, _ language: Localization.Language) throws -> DisplayList {
        let measurer = try HeadlessRenderer(size: size, fonts: FontLibrary()).measurer
        return layout(Speaking(language, game.scene.body(size: size, theme: .dark)), in: size, measurer: measurer)
    }

    @Test(arguments: [
        (Size(width: 260, height: 300), Localization.Language.english), (Size(width: 260, height: 300), .pseudo),
        (Size(width: 300, height: 400), .english), (Size(width: 300, height: 400), .pseudo),
        (Size(width: 600, height: 400), .english), (Size(width: 1280, height: 800), .english),
    ])
    func thePickerKeepsItsTextAndButtonsUsable(size: Size, language: Localization.Language) throws {
        let game = refusedPicker(size: size)
        #expect(game.scene.picker?.error != nil)
        let list = try list(game, size, language)
        let window = Rect(origin: .zero, size: size)
        // The picker is the last thing drawn: its items follow the card's scrim.
        let scrim = try #require(list.items.lastIndex { $0.command == .fill(.rectangle, Theme.dark.scrim) })
        let texts = list.items[scrim...].filter { if case .text = $0.command { true } else { false } }
        #expect(texts.count >= 6, "\(texts.map(\.command.text))")
        for item in texts {
            guard case .text(let string, let font, _) = item.command else { continue }
            #expect(font.size >= Self.floor - 0.01, "\(size) \(language): \"\(string)\" at \(font.size) pt")
            #expect(window.insetBy(dx: -0.5, dy: -0.5).contains(item.frame.origin), "\(string) off the window")
        }
        let actions: [LightsOutAction] = [
            .pickLevelStep(-1), .pickLevelStep(1), .playPicked, .pickFurthest, .closePicker,
        ]
        for action in actions {
            let region = try #require(list.tapRegions.last { $0.action == AnyHashable(action) }, "\(action)")
            #expect(region.frame.width >= 32 && region.frame.height >= 32, "\(action): \(region.frame)")
            #expect(window.contains(Point(x: region.frame.maxX - 0.5, y: region.frame.maxY - 0.5)), "\(action)")
        }
        let furthest = Localization.$taskLanguage.withValue(language) {
            tr("Furthest: {level}", ["level": game.scene.furthestLevel])
        }
        #expect(texts.contains { $0.command.text == furthest }, "the Furthest button keeps its whole label")
    }

    /// "Level 18" in the title size sits in its box with at least a button's padding either side.
    @Test func theLevelNameKeepsAButtonsPadding() throws {
        let size = Size(width: 1280, height: 800)
        let game = LightsOutHarness(level: 18, size: size)
        let list = try list(game, size, .english)
        let region = try #require(list.tapRegions.first { $0.action == AnyHashable(LightsOutAction.openPicker) })
        let name = try #require(list.items.first { $0.command.text == "Level 18" })
        let measurer = try HeadlessRenderer(size: size, fonts: FontLibrary()).measurer
        let font = try #require(name.command.font)
        let ink = measurer.size(of: "Level 18", font: font).width
        let padding = (region.frame.width - ink) / 2
        #expect(padding >= Theme.dark.spacing.medium - 0.5, "\(padding) px either side")
    }
}
