import GameCatalog
import GameKit
import Layout
import Localization
import SDLBackend
import SnapshotSupport
import Testing

@testable import App

/// Issue 29's promise, checked on the display list of every screen a player can reach with a
/// tap from each game's board (its dialogs), the title, the kit's menu and shortcuts sheets and
/// Sudoku's longest hint, at nine window sizes, at zoom 1 and 1.75, in four languages, with the
/// real fonts: every text at or above its role's floor, inside its frame and the window; every
/// essential action reachable with a target of at least 24×24 px; no two targets overlapping.
/// The contrast of every text, in both themes, over every state the pointer puts a control in
/// (hovered, pressed), is walked at a desktop and a phone-like size.
@Suite(.serialized)
struct FitAuditTests {
    static let sizes: [Size] = [
        Size(width: 300, height: 400), Size(width: 360, height: 640), Size(width: 480, height: 800),
        Size(width: 600, height: 400), Size(width: 640, height: 480), Size(width: 800, height: 500),
        Size(width: 1024, height: 720), Size(width: 1600, height: 1000), Size(width: 2560, height: 1440),
    ]
    static let zooms = [1.0, 1.75]
    static let languages: [Localization.Language] = [.english, .german, .simplifiedChinese, .pseudo]
    /// WCAG 2.2's minimum target, in pixels.
    static let minimumTarget = 24.0

    /// A screen to audit: an app brought into some state (a dialog open, a hint shown).
    struct Screen: CustomStringConvertible {
        let description: String
        let build: () -> AppDriver
    }

    /// The real fonts, as the window measures them (set up by `prepare`).
    nonisolated(unsafe) static var measurer: any TextMeasurer = FixedMetricTextMeasurer()

    /// The translations from the sources and the real fonts; throws when either is missing, so
    /// the audit never runs on stand-in metrics.
    static func prepare() throws {
        Localization.use(.english, catalogs: try TestCatalogs.folder())
        measurer = try HeadlessRenderer(size: Size(width: 64, height: 64), fonts: FontLibrary()).measurer
    }

    static func model() -> AppModel {
        AppModel(storage: nil, seed: 1, clock: { 0 })
    }

    static func driver(_ model: AppModel, size: Size = Size(width: 1024, height: 720)) -> AppDriver {
        AppDriver(model: model, size: size, measurer: measurer)
    }

    /// Taps the region for `action` in the current layout, as a player would.
    @discardableResult
    static func tap(_ action: AnyHashable, in driver: AppDriver) -> Bool {
        guard let frame = driver.list.frame(ofAction: action) else { return false }
        driver.send(.tap(frame.center, .primary))
        return true
    }

    /// The title; for each game its board, its board after the fixture's moves, the menu, the
    /// shortcuts, and every dialog one tap on the board screen opens; Sudoku's longest hint.
    static func screens() -> [Screen] {
        var screens = [Screen(description: "title") { driver(model()) }]
        for game in Catalog.standard.games {
            func opened() -> AppDriver {
                let model = model()
                model.open(game)
                return driver(model)
            }
            screens.append(Screen(description: "\(game.id) board") { opened() })
            screens.append(
                Screen(description: "\(game.id) after moves") {
                    let driver = opened()
                    for event in game.fixtures.moves { driver.send(event) }
                    return driver
                })
            screens.append(
                Screen(description: "\(game.id) menu") {
                    let driver = opened()
                    tap(ChromeAction.menu, in: driver)
                    return driver
                })
            screens.append(
                Screen(description: "\(game.id) menu from F10, last page") {
                    let driver = opened()
                    driver.send(.key(.function(10), []))
                    for _ in 0..<8 { driver.send(.key(.right, [])) }
                    return driver
                })
            for (name, entry) in [("statistics", ChromeAction.statistics), ("about", ChromeAction.about)] {
                screens.append(
                    Screen(description: "\(game.id) \(name)") {
                        let driver = opened()
                        for event in game.fixtures.moves { driver.send(event) }
                        tap(ChromeAction.menu, in: driver)
                        for page in 1..<8 where driver.list.frame(ofAction: entry) == nil {
                            tap(ChromeAction.sheetPage(page), in: driver)
                        }
                        tap(entry, in: driver)
                        return driver
                    })
            }
            // The statistics screen with a full history, each of its parts' pages (one page
            // where the window holds them all).
            for page in 0..<3 {
                screens.append(
                    Screen(description: "\(game.id) statistics of 500 games, page \(page + 1)") {
                        let driver = opened()
                        driver.model.currentScene?.statistics = StatisticsFixture.record(game.id, games: 500)
                        driver.send(.key(.function(10), []))
                        _ = driver.model.handle(.tap(.zero, .primary), hit: ChromeAction.statistics)
                        _ = driver.model.handle(.tap(.zero, .primary), hit: ChromeAction.sheetPage(page))
                        return driver
                    })
            }
            screens.append(
                Screen(description: "\(game.id) shortcuts") {
                    let driver = opened()
                    driver.send(.key(.function(1), []))
                    return driver
                })
            // Every tap on the board screen that opens a dialog of the game's own.
            let probe = opened()
            let actions = probe.list.tapRegions.compactMap(\.action).filter { !($0.base is ChromeAction) }
            for action in Set(actions) {
                let driver = opened()
                guard tap(action, in: driver), driver.model.currentScene?.modal != nil else { continue }
                screens.append(
                    Screen(description: "\(game.id) dialog from \(action)") {
                        let driver = opened()
                        tap(action, in: driver)
                        return driver
                    })
            }
        }
        screens.append(
            Screen(description: "sudoku long hint") {
                let model = model()
                let sudoku = Catalog.standard.games.first { $0.id == "sudoku" }!
                model.startFresh(sudoku, seed: 5, clock: { 0 }, options: GameOptions(difficulty: "hard"))
                model.open(sudoku)
                let driver = driver(model)
                driver.send(.key(.right, []))
                for _ in 0..<42 {
                    driver.send(.key(.character("h"), []))
                    driver.collectBackgroundWork()
                }
                return driver
            })
        return screens
    }

    /// What is wrong with one layout of `list` for a window of `size` points at `zoom`.
    static func problems(_ list: DisplayList, size: Size, zoom: Double, floors: TextFloors) -> [String] {
        var problems: [String] = []
        let window = Rect(origin: .zero, size: size).insetBy(dx: -0.5, dy: -0.5)
        for item in list.items where item.opacity > 0 {
            guard case .text(let string, let font, _) = item.command, !string.allSatisfy(\.isWhitespace) else {
                continue
            }
            let role = item.textRole ?? .body
            if font.size < floors.size(for: role) - 0.01 {
                problems.append("\"\(string)\" at \(rounded(font.size)) pt, under the \(role) floor")
            }
            let measured = measurer.size(of: string, font: font)
            let frame = item.paintedFrame
            let ink = Rect(
                x: frame.midX - measured.width / 2, y: frame.midY - font.size / 2, width: measured.width,
                height: font.size)
            if measured.width > frame.width + 1 {
                problems.append("\"\(string)\" is \(rounded(measured.width)) wide in a \(rounded(frame.width)) frame")
            }
            if !contains(window, ink) { problems.append("\"\(string)\" at \(ink) leaves the window") }
            if let clip = item.clip, !contains(clip.insetBy(dx: -0.5, dy: -0.5), ink) {
                problems.append("\"\(string)\" is cut by its clip \(clip)")
            }
        }
        let live = liveTargets(list, size: size)
        let target = minimumTarget / zoom
        for region in live {
            if region.frame.width < target - 0.01 || region.frame.height < target - 0.01 {
                problems.append("target \(region.action!) is \(region.frame.size), under 24×24 px")
            }
            if !contains(window, region.frame) {
                problems.append("target \(region.action!) at \(region.frame) leaves the window")
            }
        }
        for (index, region) in live.enumerated() {
            for other in live[(index + 1)...] {
                let overlap = intersection(region.frame, other.frame)
                if overlap.width > 0.5 && overlap.height > 0.5 {
                    problems.append("targets \(region.action!) and \(other.action!) overlap by \(overlap)")
                }
            }
        }
        return problems
    }

    /// The targets a tap can reach: those above the last region over the whole window (a
    /// dialog's or a sheet's scrim, which itself closes the sheet), with an action.
    static func liveTargets(_ list: DisplayList, size: Size) -> [TapRegion] {
        let blocker = list.tapRegions.lastIndex { contains($0.frame, Rect(origin: .zero, size: size)) }
        return list.tapRegions[(blocker.map { $0 + 1 } ?? 0)...].filter { $0.action != nil }
    }

    /// The essential actions of the game on screen that cannot be reached with a target of
    /// 24×24 px inside the window: neither on screen nor in the header's menu, which is opened
    /// and closed again to look.
    static func unreachableEssentials(_ driver: AppDriver, zoom: Double) -> [String] {
        guard let scene = driver.model.currentScene, scene.modal == nil, driver.model.sheet == nil else { return [] }
        let essentials = scene.screen(theme: driver.model.theme).essentials
        guard !essentials.isEmpty else { return ["the game declares no essential actions"] }
        let window = Rect(origin: .zero, size: driver.size).insetBy(dx: -0.5, dy: -0.5)
        let target = minimumTarget / zoom
        func targets(_ list: DisplayList) -> [AnyHashable] {
            list.tapRegions.compactMap {
                $0.frame.width >= target - 0.01 && $0.frame.height >= target - 0.01 && contains(window, $0.frame)
                    ? $0.action : nil
            }
        }
        let onScreen = Set(targets(driver.list))
        guard tap(ChromeAction.menu, in: driver), driver.model.sheet == .menu else { return ["no menu button"] }
        // Every page of the menu: a small window pages it.
        var inMenu = Set(targets(driver.list).compactMap { ($0.base as? EssentialChoice)?.action })
        for page in 1..<8 {
            guard tap(ChromeAction.sheetPage(page), in: driver) else { break }
            inMenu.formUnion(targets(driver.list).compactMap { ($0.base as? EssentialChoice)?.action })
        }
        driver.send(.key(.escape, []))
        return essentials.filter { !onScreen.contains($0.action) && !inMenu.contains($0.action) }
            .map { "essential \"\($0.title)\" cannot be reached" }
    }

    static func intersection(_ a: Rect, _ b: Rect) -> Size {
        Size(
            width: max(0, min(a.maxX, b.maxX) - max(a.minX, b.minX)),
            height: max(0, min(a.maxY, b.maxY) - max(a.minY, b.minY)))
    }

    static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.minX >= outer.minX && inner.minY >= outer.minY && inner.maxX <= outer.maxX && inner.maxY <= outer.maxY
    }

    static func rounded(_ value: Double) -> Double { (value * 10).rounded() / 10 }

    @Test func everyScreenFitsEverySizeZoomAndLanguage() throws {
        try Self.prepare()
        var failures: [(screen: String, problem: String)] = []
        for screen in Self.screens() {
            let driver = screen.build()
            for language in Self.languages {
                driver.model.setLanguage(language)
                for size in Self.sizes {
                    for zoom in Self.zooms {
                        let logical = Size(
                            width: (size.width / zoom).rounded(.down), height: (size.height / zoom).rounded(.down))
                        driver.size = logical
                        let list = driver.relayout()
                        let found =
                            Self.problems(list, size: logical, zoom: zoom, floors: .standard)
                            + Self.unreachableEssentials(driver, zoom: zoom)
                        failures += found.map { ("\(screen), \(language.code), \(size) at \(zoom)×", $0) }
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(Self.summary(failures))")
    }

    /// The problems grouped by screen and kind, each with its count and first example: thousands
    /// of lines say less than this.
    static func summary(_ failures: [(screen: String, problem: String)]) -> String {
        func kind(_ problem: String) -> String {
            for marker in [
                "floor", "wide in a", "leaves the window", "clip", "under 24", "overlap", "cannot be reached",
            ]
            where problem.contains(marker) { return marker }
            return "other"
        }
        var groups: [String: (count: Int, example: String)] = [:]
        var order: [String] = []
        for failure in failures {
            let key = "\(failure.screen.split(separator: ",").first ?? ""): \(kind(failure.problem))"
            if groups[key] == nil { order.append(key) }
            groups[key, default: (0, "\(failure.screen): \(failure.problem)")].count += 1
        }
        return "\(failures.count) problems:\n"
            + order.map { "\(groups[$0]!.count) × \($0) — e.g. \(groups[$0]!.example)" }.joined(separator: "\n")
    }

    /// Every text legible (4.5:1, 3:1 when large) in the light and dark themes, and at 7:1
    /// (large and dimmed text too) in the high-contrast theme, on the plain screen and with
    /// each target hovered and then pressed.
    @Test func everyTextIsLegibleInEveryPointerState() throws {
        try Self.prepare()
        var failures: [String] = []
        for screen in Self.screens() {
            let driver = screen.build()
            for theme in Theme.Name.allCases {
                driver.model.setTheme(theme)
                for size in [Size(width: 1024, height: 720), Size(width: 360, height: 640)] {
                    driver.size = size
                    driver.relayout()
                    func check(_ state: String) {
                        let found = driver.frame.textContrasts(over: driver.model.theme.background)
                            .filter { !$0.isLegible(in: driver.model.theme) }
                        failures += found.map { "\(screen), \(theme), \(size), \(state): \($0)" }
                    }
                    check("plain")
                    let live = Self.liveTargets(driver.list, size: size)
                    for region in live {
                        driver.movePointer(to: region.frame.center)
                        check("\(region.action!) hovered")
                        driver.press(at: region.frame.center)
                        check("\(region.action!) pressed")
                        driver.release()
                    }
                    driver.movePointer(to: nil)
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) problems:\n\(failures.prefix(80).joined(separator: "\n"))")
    }

    /// The high-contrast theme's promise besides its 7:1: every control a player can tap on every
    /// screen carries an outline (a stroke around most of its target) in the theme's outline
    /// colour or drawn by the game itself (a bulb's rim), at a desktop and a phone-like size.
    @Test func everyControlIsOutlinedInHighContrast() throws {
        try Self.prepare()
        var failures: [String] = []
        var checked = 0
        for screen in Self.screens() {
            let driver = screen.build()
            driver.model.setTheme(.highContrast)
            for size in [Size(width: 1024, height: 720), Size(width: 360, height: 640)] {
                driver.size = size
                driver.relayout()
                let list = driver.list
                for region in Self.liveTargets(list, size: size) {
                    checked += 1
                    let painted = region.items.map { Array(list.items[$0]) } ?? []
                    let outlined = painted.contains { item in
                        guard case .stroke(_, let color, let width) = item.command, width >= 1, color.alpha > 0.5 else {
                            return false
                        }
                        return item.frame.width >= region.frame.width * 0.6
                            && item.frame.height >= region.frame.height * 0.6
                    }
                    if !outlined { failures.append("\(screen), \(size): \(region.action!) has no outline") }
                }
            }
        }
        #expect(checked > 500)
        #expect(failures.isEmpty, "\(failures.count) controls:\n\(failures.prefix(40).joined(separator: "\n"))")
    }
}
