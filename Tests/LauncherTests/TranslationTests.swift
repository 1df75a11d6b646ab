import Foundation
import GameCatalog
import GameCore
import GameKit
import Layout
import Localization
import SDLBackend
import SnapshotSupport
import Testing

@testable import App
@testable import DevTool

/// Every screen in the pseudo-locale, German and Chinese: no text run that skipped the lookup,
/// none wider than its frame or outside the window; the language button; snapshots of the title
/// and each game in both languages.
@Suite(.serialized)
struct TranslationTests {
    /// Names that are the same in every language.
    static let names: Set<String> = Set(
        ["Tessera"] + ["en", "de", "zh_CN", "pseudo"].map { Localization.Language($0).nativeName })

    static func catalogs() throws {
        Localization.use(.english, catalogs: try TestCatalogs.folder())
    }

    /// The text runs of `list` holding letters that did not come through the lookup: letters
    /// outside the pseudo-locale's brackets, unless the run is a line of a pseudo-translated
    /// text broken over several lines (those lose the brackets but have every vowel accented,
    /// and what comes before a closing bracket with no opening one was inside it), or a key's
    /// name on its own (the shortcuts' "I" and "E").
    static func bareEnglish(_ list: DisplayList) -> [String] {
        list.texts.filter {
            !names.contains($0) && $0.count > 1 && !isPseudoLine($0) && $0.contains { "aeiouyAEIOUY".contains($0) }
        }
    }

    /// A run that is pseudo-translated, or one line of a pseudo-translated text wrapped onto
    /// several (its brackets on the first and last lines).
    static func isPseudoLine(_ run: String) -> Bool {
        var inside = Substring(run)
        if let close = inside.firstIndex(of: "⟧"), !inside[..<close].contains("⟦") {
            inside = inside[inside.index(after: close)...]
        }
        if let open = inside.lastIndex(of: "⟦"), !inside[open...].contains("⟧") { inside = inside[..<open] }
        return Localization.isPseudoTranslated(String(inside))
    }

    /// The monkey's random taps, swipes, keys and resizes through every game and dialog, in the
    /// pseudo-locale: after each event, every text on screen came through the lookup.
    @Test(arguments: [UInt64(1), 2, 3])
    func noBareEnglishAnywhere(seed: UInt64) throws {
        var monkey = Localization.$taskLanguage.withValue(.pseudo) { Monkey(seed: seed) }
        var seen = Set<String>()
        for index in 0..<2500 {
            if let problem = monkey.step() { Issue.record("event \(index): \(problem)") }
            // The monkey found the language button: back to the pseudo-locale.
            if monkey.model.language != .pseudo {
                monkey.model.setLanguage(.pseudo)
                continue
            }
            for text in Self.bareEnglish(monkey.list) where seen.insert(text).inserted {
                Issue.record(
                    "\"\(text)\" skipped the lookup (event \(index), \(monkey.model.language), after \(monkey.recent.suffix(3)))"
                )
            }
        }
        #expect(monkey.screens.count >= 4, "\(monkey.summary)")
    }

    /// Problems with the text runs of `list`: wider than their frame at the font they are drawn
    /// with, or outside the window.
    static func overflows(_ list: DisplayList, measurer: any TextMeasurer) -> [String] {
        let window = Rect(origin: .zero, size: list.size).insetBy(dx: -1, dy: -1)
        return list.items.compactMap { item -> String? in
            guard case .text(let string, let font, _) = item.command, !string.isEmpty else { return nil }
            let width = measurer.size(of: string, font: font).width
            if width > item.frame.width + 1 {
                return "\"\(string)\" is \(Int(width)) wide in a frame of \(Int(item.frame.width))"
            }
            let clip = item.clip ?? window
            if !window.contains(item.frame.center) || item.frame.minX < clip.minX - 1 || item.frame.maxX > clip.maxX + 1
            {
                return "\"\(string)\" lies outside the window at \(item.frame)"
            }
            return nil
        }
    }

    /// Random taps and keys through each game and its dialogs at three window sizes, with the
    /// real fonts: every text run fits its frame and the window, in each language.
    @Test(arguments: ["pseudo", "de", "zh_CN"])
    func everyTextFits(code: String) throws {
        try Self.catalogs()
        let language = Localization.Language(code)
        var generator = SeededGenerator(seed: 7)
        var problems: [String: String] = [:]
        try TestRenderer.withMeasurer { measurer in
            for size in [Size(width: 1280, height: 800), Size(width: 480, height: 640), Size(width: 800, height: 600)] {
                let model = Localization.$taskLanguage.withValue(language) {
                    AppModel(storage: nil, seed: 3, clock: { 0 })
                }
                let driver = AppDriver(model: model, size: size, measurer: measurer)
                let check = { (place: String) in
                    for problem in Self.overflows(driver.list, measurer: measurer) where problems[problem] == nil {
                        problems[problem] = "\(place), \(Int(size.width))×\(Int(size.height))"
                    }
                }
                check("title")
                for game in model.catalog.games {
                    model.open(game)
                    driver.relayout()
                    check(game.id)
                    for _ in 0..<70 {
                        if Bool.random(using: &generator),
                            let region = driver.list.tapRegions.filter({
                                $0.action != AnyHashable(ChromeAction.home)
                            }).randomElement(using: &generator)
                        {
                            driver.send(.tap(region.frame.center, .primary))
                        } else {
                            let (key, modifiers) = Monkey.keys.randomElement(using: &generator)!
                            driver.send(.key(key, modifiers))
                        }
                        if model.currentGame == nil { model.open(game) }
                        driver.relayout()
                        check(game.id)
                    }
                    model.goHome()
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.sorted { $0.key < $1.key }.map { "\($0.value): \($0.key)" })")
    }

    @Test(arguments: ["de", "zh_CN"], [Size(width: 1280, height: 800), Size(width: 480, height: 640)])
    func titleAndEveryGameSnapshot(code: String, size: Size) throws {
        try Self.catalogs()
        let model = Localization.$taskLanguage.withValue(Localization.Language(code)) {
            AppModel(storage: nil, seed: 1, clock: { 0 })
        }
        let suffix = "\(code)-\(Int(size.width))x\(Int(size.height))"
        try assertViewSnapshot(
            model.view(size: size), size: size, background: model.theme.background, named: "title-\(suffix)")
        for game in model.catalog.games {
            model.open(game)
            try assertViewSnapshot(
                model.view(size: size), size: size, background: model.theme.background, named: "\(game.id)-\(suffix)")
            model.goHome()
        }
    }

    /// Every game at the smallest window (also at 175 %, where it has 171×229 points) and the
    /// largest, in German and Chinese: the header with its menu, the board and what of the panel
    /// fits, every text whole and at its floor (the fit audit checks the same on the lists).
    @Test(arguments: ["de", "zh_CN"])
    func everyGameAtTheExtremes(code: String) throws {
        try Self.catalogs()
        let language = Localization.Language(code)
        let model = Localization.$taskLanguage.withValue(language) { AppModel(storage: nil, seed: 1, clock: { 0 }) }
        let windows = [
            (Size(width: 300, height: 400), 1.0), (Size(width: 171, height: 229), 1.75),
            (Size(width: 2560, height: 1440), 1.0),
        ]
        for game in model.catalog.games {
            model.open(game)
            for (size, scale) in windows {
                let list = try assertViewSnapshot(
                    model.view(size: size), size: size, scale: scale, background: model.theme.background,
                    named: "\(game.id)-\(code)-\(Int(size.width))x\(Int(size.height))")
                #expect(list.frame(ofAction: ChromeAction.menu) != nil, "\(game.id) at \(size): no menu")
                let title = Localization.$taskLanguage.withValue(language) { tr(game.title) }
                #expect(
                    size.width < 1000 || list.texts.contains(title), "\(game.id) at \(size): no title \(title)")
            }
            model.goHome()
        }
    }

    /// Shift+L switches the language on the title only, but every screen must follow it: each
    /// game opened in English, played, then left for the title where Shift+L picks German, shows
    /// on return (and behind N, Y and I: Sudoku's chooser and import dialog, Lights Out's
    /// history) the very texts of the same game in an app started in German. A text a scene
    /// kept from the English screen would differ.
    @Test func everyGameScreenFollowsTheLanguageSwitch() throws {
        try Self.catalogs()
        let size = Size(width: 1280, height: 800)
        let switched = Localization.$taskLanguage.withValue(.english) {
            AppModel(storage: nil, seed: 5, clock: { 0 })
        }
        let before = AppDriver(model: switched, size: size, measurer: FixedMetricTextMeasurer())
        var english: [String: [String]] = [:]
        for game in switched.catalog.games {
            switched.open(game)
            for event in game.fixtures.moves { before.send(event) }
            before.relayout()
            english[game.id] = before.list.texts
            switched.goHome()
        }
        before.relayout()
        _ = before.send(.key(.character("l"), .shift))
        #expect(switched.language == .german)
        let fresh = Localization.$taskLanguage.withValue(.german) { AppModel(storage: nil, seed: 5, clock: { 0 }) }
        let reference = AppDriver(model: fresh, size: size, measurer: FixedMetricTextMeasurer())
        for game in switched.catalog.games {
            switched.open(game)
            fresh.open(game)
            for event in game.fixtures.moves { reference.send(event) }
            for step in ["opened", "n", "y", "i"] {
                if step.count == 1 {
                    before.send(.key(.character(Character(step)), []))
                    reference.send(.key(.character(Character(step)), []))
                }
                before.relayout()
                reference.relayout()
                #expect(before.list.texts == reference.list.texts, "\(game.id) after \(step): not redrawn in German")
                #expect(before.list.texts != english[game.id], "\(game.id) after \(step): still the English screen")
            }
            switched.goHome()
            fresh.goHome()
        }
    }

    /// The language button steps through English and every catalog, changes the screen at once
    /// and is remembered in the settings for the next start.
    @Test func theLanguageButtonSwitchesAndIsRemembered() throws {
        try Self.catalogs()
        let home = TemporaryHome()
        let size = Size(width: 1280, height: 800)
        let model = Localization.$taskLanguage.withValue(.english) {
            AppModel(storage: Storage(paths: home.paths), seed: 1, clock: { 0 })
        }
        let driver = AppDriver(model: model, size: size, measurer: FixedMetricTextMeasurer())
        #expect(driver.list.texts.contains("Quit"))
        var seen: [String] = []
        for _ in 0..<3 {
            let button = try #require(driver.list.frame(ofAction: TitleAction.nextLanguage))
            let update = driver.send(.tap(button.center, .primary))
            #expect(update.contains(.titleChanged))
            driver.relayout()
            seen.append(model.language.code)
            let quit = try #require(driver.list.frame(ofAction: TitleAction.quit))
            let label = driver.list.items.first { $0.command.isText && quit.contains($0.frame.center) }
            let text = try #require(label?.command.text, "no label on the Quit button in \(model.language)")
            let expected = ["de": "Beenden", "zh_CN": "退出", "en": "Quit"][model.language.code]
            #expect(text == expected, "\(model.language)")
        }
        #expect(seen == ["de", "zh_CN", "en"])
        _ = driver.send(.key(.character("l"), .shift))
        #expect(model.language == .german)
        let again = Localization.$taskLanguage.withValue(.english) {
            AppModel(storage: Storage(paths: home.paths), seed: 1, clock: { 0 })
        }
        #expect(again.language == .german)
        #expect(again.windowTitle == "Tessera")
        again.open(.lightsOut)
        #expect(again.windowTitle != "Tessera — Lights Out" && again.windowTitle.hasPrefix("Tessera — "))
    }
}

extension DrawCommand {
    fileprivate var isText: Bool {
        if case .text = self { return true }
        return false
    }

    fileprivate var text: String? {
        if case .text(let string, _, _) = self { return string }
        return nil
    }
}
