import GameCatalog
import GameCore
import GameKit
import Layout
import Localization

/// What the window loop must do after the model handled an event.
package struct AppUpdate: OptionSet {
    package let rawValue: UInt8

    package init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    package static let redraw = AppUpdate(rawValue: 1)
    package static let quit = AppUpdate(rawValue: 2)
    package static let toggleFullscreen = AppUpdate(rawValue: 4)
    package static let titleChanged = AppUpdate(rawValue: 8)
    /// The player's zoom changed: the window's scale and layout follow.
    package static let zoomChanged = AppUpdate(rawValue: 16)
}

private enum AppAction: Hashable {
    case dismissNotice
}

/// The whole app without a window: which screen is up, the title screen, the app-wide keys,
/// routing a game screen's input through `GameInput`, and saving after every change. The SDL
/// loop, `screenshot`, the monkey and the tests all drive it through `AppDriver`.
package final class AppModel {
    package enum Screen: Equatable {
        case title
        /// A game, by its catalog id.
        case game(String)
    }

    package let catalog: Catalog
    package private(set) var screen: Screen = .title
    private(set) var settings: Settings
    package private(set) var scenes: [String: any GameScene] = [:]
    package private(set) var focusedCard = 0
    /// Columns of the title grid as last laid out: the arrow keys follow what the player sees.
    package private(set) var titleColumns = 2
    package private(set) var notices: [String] = []
    package private(set) var pendingAnimation: AnimationTiming?
    /// What the game on screen answered to the last event or collection of background work
    /// (empty when no game took it): whether it moved, saved or only redrew, which the app folds
    /// into `AppUpdate` and the tests hold the games to.
    package private(set) var lastGameUpdate: SceneUpdate = []
    /// The language every screen of this model speaks: the player's choice from the settings,
    /// else the process's (the environment's, or `screenshot --lang`). Kept here rather than
    /// switched process-wide, so two models (two tests) can speak different languages at once.
    package private(set) var language: Localization.Language
    package let storage: Storage?
    /// The clock the games run on (monotonic seconds in the window), which also spaces the
    /// writes of settings that change in bursts.
    private let clock: () -> Double

    /// The least time between two writes of settings that change in bursts (the window's size
    /// while it is dragged): at most four writes a second, and the last change always written.
    package static let settingsWriteInterval = 0.25
    /// When settings changed in a burst are due on disk, on the model's clock; nil when the
    /// file holds every change. The window loop sleeps no longer than this, then calls
    /// `writeDueSettings`; with nothing due it sleeps until the next event, costing no CPU.
    package private(set) var settingsDue: Double?
    /// When the settings were last written (on the model's clock).
    private var lastSettingsWrite = -Double.infinity
    /// The player's local date, whose daily puzzles the title offers: read from the calendar in
    /// the window, fixed in tests (and in screenshots, where no card shows it).
    package let today: () -> DailyDate

    /// `storage == nil` runs without reading or writing any file (screenshots, tests).
    package init(
        storage: Storage?, seed: UInt64, clock: @escaping () -> Double, catalog: Catalog = .standard,
        options: GameOptions = GameOptions(), notices: [String] = [], today: @escaping () -> DailyDate = DailyDate.today
    ) {
        self.catalog = catalog
        self.today = today
        self.storage = storage
        self.clock = clock
        settings = storage?.loadSettings() ?? Settings()
        // The player's language choice wins over the environment's from the first frame on.
        let chosen = settings.language.flatMap { code in AppLanguage.choices.first { $0.code == code } }
        language = storage == nil ? Localization.language : chosen ?? Localization.language
        Localization.$taskLanguage.withValue(language) { restoreGames(seed: seed, clock: clock, options: options) }
        self.notices = notices + (storage?.takeNotices() ?? [])
    }

    /// Makes every game's scene and restores it and its statistics from the files (in the
    /// model's language: a save that cannot be used leaves a notice).
    private func restoreGames(seed: UInt64, clock: @escaping () -> Double, options: GameOptions) {
        var statistics = storage?.loadStatistics() ?? [:]
        var unusable: [String] = []
        for (index, game) in catalog.games.enumerated() {
            let scene = game.makeScene(GameLaunch(seed: seed &+ UInt64(index), clock: clock, options: options))
            storage?.restore(scene, of: game)
            if let record = statistics[game.id] {
                scene.statistics = record
                // A record the game's own checks reject (counts that do not add up) starts again;
                // the file with it is kept aside below.
                if scene.invariantViolation() != nil {
                    scene.statistics = GameStatistics()
                    if scene.invariantViolation() == nil {
                        unusable.append(game.title)
                        statistics[game.id] = nil
                    } else {
                        scene.statistics = record
                    }
                }
            }
            scene.setActive(false)
            scenes[game.id] = scene
        }
        if !unusable.isEmpty { storage?.setAsideStatistics(of: unusable, keeping: statistics) }
    }

    /// Runs `body` with every lookup in the model's language.
    package func speaking<T>(_ body: () throws -> T) rethrows -> T {
        try Localization.$taskLanguage.withValue(language, operation: body)
    }

    package var theme: Theme { Theme.named(settings.theme) }

    package var currentGame: GameDescriptor? {
        if case .game(let id) = screen { return catalog.game(id: id) }
        return nil
    }

    package var windowTitle: String {
        speaking { currentGame.map { "Tessera — \(tr($0.title))" } ?? "Tessera" }
    }

    /// The kit's sheet open over the game (its menu, the keyboard shortcuts), if any.
    package private(set) var sheet: GameSheet?

    package var currentScene: (any GameScene)? {
        if case .game(let id) = screen { return scenes[id] }
        return nil
    }

    /// True while something on screen counts seconds.
    package var needsTicks: Bool { currentScene?.needsTicks ?? false }

    /// Replaces a game with a fresh one started with command-line options (`tessera play`).
    package func startFresh(_ game: GameDescriptor, seed: UInt64, clock: @escaping () -> Double, options: GameOptions) {
        let scene = game.makeScene(GameLaunch(seed: seed, clock: clock, options: options))
        if let old = scenes[game.id] { scene.statistics = old.statistics }
        scenes[game.id] = scene
        storage?.save(scene, of: game)
    }

    package func open(_ game: GameDescriptor) {
        pauseAndSaveCurrentGame()
        sheet = nil
        screen = .game(game.id)
        if let index = catalog.games.firstIndex(where: { $0.id == game.id }) { focusedCard = index }
        scenes[game.id]?.setActive(true)
    }

    package func goHome() {
        pauseAndSaveCurrentGame()
        sheet = nil
        screen = .title
    }

    /// Window focus: the clock stops while the player is elsewhere, and the game is saved with
    /// it, so a crash or kill while away loses no play time.
    package func setActive(_ active: Bool) {
        if active {
            currentScene?.setActive(true)
        } else {
            pauseAndSaveCurrentGame()
        }
    }

    /// Stops the clock of the game on screen and saves it with the time played (leaving the
    /// game, losing focus, quitting): only moves save on their own.
    private func pauseAndSaveCurrentGame() {
        guard let scene = currentScene, let game = currentGame else { return }
        scene.setActive(false)
        storage?.save(scene, of: game)
    }

    /// The theme chosen (by the player, a screenshot's option or a test): it no longer follows
    /// the desktop, and is written at once.
    package func setTheme(_ name: Theme.Name) {
        guard settings.theme != name || settings.themeFollowsDesktop else { return }
        settings.theme = name
        settings.themeFollowsDesktop = false
        saveSettings()
    }

    /// The desktop's colour scheme and reduced-motion setting, taken where the player has not
    /// chosen (not written by itself: what follows the desktop is read again at every start).
    /// `.redraw` when what the window shows changed.
    func followDesktop(_ desktop: DesktopPreferences) -> AppUpdate {
        var changed = false
        if settings.themeFollowsDesktop, settings.theme != desktop.theme {
            settings.theme = desktop.theme
            changed = true
        }
        if settings.animationsFollowDesktop, settings.animations != desktop.animations {
            settings.animations = desktop.animations
            changed = true
        }
        return changed ? .redraw : []
    }

    /// The window's normal size: resize events come in bursts while the window is dragged, so
    /// the first is written at once and later ones at most every `settingsWriteInterval`, the
    /// last of a burst when it falls due (`writeDueSettings`).
    package func setWindowSize(_ size: Size) {
        let width = Int(size.width)
        let height = Int(size.height)
        guard settings.windowWidth != width || settings.windowHeight != height else { return }
        settings.windowWidth = width
        settings.windowHeight = height
        guard storage != nil, settingsDue == nil else { return }
        let now = clock()
        if now - lastSettingsWrite >= Self.settingsWriteInterval {
            saveSettings()
        } else {
            settingsDue = lastSettingsWrite + Self.settingsWriteInterval
        }
    }

    /// Maximized is remembered apart from the normal size, which a maximized window keeps;
    /// written at once (with any size still due).
    package func setMaximized(_ maximized: Bool) {
        guard settings.maximized != maximized else { return }
        settings.maximized = maximized
        saveSettings()
    }

    /// Writes the settings of a burst whose time has come; answers when those still waiting
    /// are due (nil: none, the file holds every change).
    @discardableResult
    package func writeDueSettings() -> Double? {
        guard let due = settingsDue else { return nil }
        guard clock() >= due else { return due }
        saveSettings()
        return nil
    }

    /// Ctrl+plus (or Ctrl+=, keypad +) zooms in a step, Ctrl+minus out, Ctrl+0 back to the
    /// desktop's own scale; nil for any other event.
    package static func zoomStep(for event: InputEvent, from zoom: Double) -> Double? {
        guard case .key(.character(let character), let modifiers) = event, modifiers.contains(.control),
            !modifiers.contains(.alt)
        else { return nil }
        let steps = Settings.zoomSteps
        switch character {
        case "+", "=": return steps.first { $0 > zoom + 0.001 } ?? steps.last!
        case "-": return steps.last { $0 < zoom - 0.001 } ?? steps[0]
        case "0": return 1
        default: return nil
        }
    }

    /// Writes the settings now, atomically like every file: each change is on disk the moment
    /// it is made (a burst's at most `settingsWriteInterval` later), so no signal, crash or
    /// kill -9 loses one.
    package func saveSettings() {
        guard let storage else { return }
        storage.saveSettings(settings)
        settingsDue = nil
        lastSettingsWrite = clock()
    }

    /// Leaving for good (Ctrl+Q, the window closed, a signal, the display lost): the clock of the
    /// game on screen stops and is saved with it, and so are the settings.
    package func prepareToQuit() {
        pauseAndSaveCurrentGame()
        saveSettings()
    }

    // MARK: Drawing

    package func view(size: Size) -> any View {
        Speaking(language, speaking { body(size: size).outliningControls(theme.controlOutline) })
    }

    private func body(size: Size) -> any View {
        let theme = self.theme
        let content: any View
        if let scene = currentScene {
            let pad = padLayout.flatMap { layout in
                currentGame.map { GameInput.padShortcuts($0.pad, layout: layout) }
            }
            content = scene.body(size: size, theme: theme, sheet: sheet, pad: pad, today: today()) { [catalog] in
                ShortcutGroup.about(version: AppIdentity.version, games: catalog.games)
            }
        } else {
            let day = today()
            let cards = catalog.games.map { game in
                let scene = scenes[game.id]!
                return TitleCard(
                    id: game.id, title: tr(game.title), miniature: scene.miniature(theme: theme).illustration(),
                    statistics: scene.statisticsLine,
                    daily: game.daily.map { _ in scene.statistics.wonDaily(of: day) ? .won : .open })
            }
            let title = TitleScreen(
                theme: theme, focused: focusedCard, animations: settings.animations, language: language,
                cards: cards)
            titleColumns = title.columns(for: size)
            content = title.body(size: size)
        }
        guard let notice = notices.first else { return content }
        return ZStack {
            content
            Dialog(
                title: tr("Note"), message: notice, buttons: [(tr("OK"), AppAction.dismissNotice)], theme: theme.legible
            )
        }
    }

    // MARK: Input

    /// The layout of the gamepad last plugged in or used, while one is: the help names its
    /// buttons (nil: no pad, and the help leaves them out).
    package private(set) var padLayout: PadLayout?

    /// A pad came or went; only the help's list changes, never the game (`.redraw` when shown).
    package func setPadLayout(_ layout: PadLayout?) -> AppUpdate {
        guard layout != padLayout else { return [] }
        padLayout = layout
        return .redraw
    }

    /// The input a pad control stands for on the screen on show (nil: nothing there): on the
    /// title the d-pad and A act as the arrows and Enter, a note goes with A or B, and on a game
    /// screen `GameInput.padInput` reads the game's own bindings from its descriptor.
    package func padInput(_ role: PadRole) -> InputEvent? {
        if !notices.isEmpty { return [.accept, .back].contains(role) ? .key(.enter, []) : nil }
        guard let scene = currentScene, let game = currentGame else {
            return switch role {
            case .up: .key(.up, [])
            case .down: .key(.down, [])
            case .left: .key(.left, [])
            case .right: .key(.right, [])
            case .accept: .key(.enter, [])
            // X: the focused card's daily puzzle, as Shift+D.
            case .first: .key(.character("d"), .shift)
            default: nil
            }
        }
        return speaking { GameInput.padInput(role, scene: scene, sheet: sheet, bindings: game.pad) }
    }

    /// Handles one input event; `hit` is the tap region's action under a tap.
    package func handle(_ event: InputEvent, hit: AnyHashable?) -> AppUpdate {
        speaking { respond(to: event, hit: hit) }
    }

    private func respond(to event: InputEvent, hit: AnyHashable?) -> AppUpdate {
        pendingAnimation = nil
        lastGameUpdate = []
        if case .key(.character("q"), let modifiers) = event, modifiers == .control { return .quit }
        if let zoom = Self.zoomStep(for: event, from: settings.zoom) {
            guard zoom != settings.zoom else { return [] }
            settings.zoom = zoom
            saveSettings()
            return [.zoomChanged, .redraw]
        }
        if !notices.isEmpty { return handleNotice(event, hit: hit) }
        if case .key(.function(11), _) = event { return .toggleFullscreen }
        guard let scene = currentScene, let game = currentGame else { return handleTitle(event, hit: hit) }
        let result = GameInput.dispatch(event, hit: hit, to: scene, sheet: &sheet)
        if result.quit { return .quit }
        lastGameUpdate = result.update.union(scene.collectBackgroundWork())
        var update = absorb(lastGameUpdate, from: scene, of: game)
        if result.leave {
            goHome()
            update.formUnion([.redraw, .titleChanged])
        }
        return update
    }

    /// Applies the game's finished background work (a worker woke the loop).
    package func collectBackgroundWork() -> AppUpdate {
        lastGameUpdate = []
        guard let scene = currentScene, let game = currentGame else { return [] }
        lastGameUpdate = scene.collectBackgroundWork()
        return speaking { absorb(lastGameUpdate, from: scene, of: game) }
    }

    /// A notice is modal like any dialog: a key or its button dismisses it, nothing reaches
    /// the screen beneath.
    private func handleNotice(_ event: InputEvent, hit: AnyHashable?) -> AppUpdate {
        switch event {
        case .key:
            notices.removeFirst()
            return .redraw
        case .tap where hit == AnyHashable(AppAction.dismissNotice):
            notices.removeFirst()
            return .redraw
        default:
            return []
        }
    }

    /// Saves what the scene says changed and turns its answer into the loop's.
    private func absorb(_ update: SceneUpdate, from scene: any GameScene, of game: GameDescriptor) -> AppUpdate {
        scene.setHeld(scene.modal != nil || sheet != nil)
        if update.contains(.save) { storage?.save(scene, of: game) }
        if update.contains(.statistics) { saveStatistics() }
        if settings.animations { pendingAnimation = scene.pendingAnimation }
        if let storage, !storage.notices.isEmpty { notices.append(contentsOf: storage.takeNotices()) }
        return update.contains(.redraw) || update.contains(.save) ? .redraw : []
    }

    private func saveStatistics() {
        var all: [String: GameStatistics] = [:]
        for (id, scene) in scenes { all[id] = scene.statistics }
        storage?.saveStatistics(all)
    }

    /// Opens the game of card `index` with its statistics screen over it, the clock held.
    private func openStatistics(_ index: Int) -> AppUpdate {
        let update = openCard(index)
        guard let scene = currentScene else { return update }
        sheet = .statistics(page: 0)
        scene.setHeld(true)
        return update
    }

    /// Opens the game of card `index` on today's daily puzzle: the daily already on its board
    /// (in play, or finished: to look at) stays; otherwise the daily replaces the game on the
    /// board as a new game does, one undo away, and is saved at once. A daily won before today's
    /// visit is played again. Nothing for a game without a daily puzzle.
    package func openDaily(_ index: Int) -> AppUpdate {
        guard catalog.games.indices.contains(index), catalog.games[index].daily != nil else { return [] }
        let game = catalog.games[index]
        open(game)
        let date = today()
        if let scene = currentScene, scene.dailyDate != date, let update = scene.startDaily(date) {
            lastGameUpdate = update
            _ = absorb(update.union(.save), from: scene, of: game)
        }
        return [.redraw, .titleChanged]
    }

    private func openCard(_ index: Int) -> AppUpdate {
        guard catalog.games.indices.contains(index) else { return [] }
        open(catalog.games[index])
        return [.redraw, .titleChanged]
    }

    /// Turns animations on or off (for the screenshot of a window whose settings have them
    /// off): a choice, which no longer follows the desktop.
    package func setAnimations(_ on: Bool) {
        guard settings.animations != on || settings.animationsFollowDesktop else { return }
        settings.animations = on
        settings.animationsFollowDesktop = false
        saveSettings()
    }

    /// Speaks `language` from the next frame on (not remembered: the language button is).
    package func setLanguage(_ language: Localization.Language) {
        self.language = language
    }

    /// The title screen's language button (and Shift+L): the next language with a catalog,
    /// spoken from the next frame on and remembered.
    private func nextLanguage() -> AppUpdate {
        let choices = AppLanguage.choices
        let index = choices.firstIndex(of: language) ?? -1
        let next = choices[(index + 1) % choices.count]
        language = next
        settings.language = next.code
        saveSettings()
        return [.redraw, .titleChanged]
    }

    /// The player's pick: from now on the theme stays as chosen, whatever the desktop says.
    private func toggleTheme() -> AppUpdate {
        setTheme(settings.theme.next)
        return .redraw
    }

    private func handleTitle(_ event: InputEvent, hit: AnyHashable?) -> AppUpdate {
        let count = catalog.games.count
        switch event {
        case .tap(_, let button):
            guard let action = hit?.base as? TitleAction else { return [] }
            switch action {
            case .open(let id):
                let index = catalog.games.firstIndex { $0.id == id } ?? -1
                // The card's second action (a right click, a long press): the game's statistics.
                return button == .secondary ? openStatistics(index) : openCard(index)
            case .daily(let id):
                return openDaily(catalog.games.firstIndex { $0.id == id } ?? -1)
            case .toggleTheme:
                return toggleTheme()
            case .nextLanguage:
                return nextLanguage()
            case .toggleAnimations:
                setAnimations(!settings.animations)
                return .redraw
            case .quit:
                return .quit
            }
        case .key(let key, let modifiers) where !modifiers.contains(.control) && !modifiers.contains(.alt):
            if case .character(let character) = key, character.isASCII, let digit = character.wholeNumberValue,
                (1...9).contains(digit)
            {
                return openCard(digit - 1)
            }
            if key == .character("l"), modifiers == .shift { return nextLanguage() }
            if key == .character("d"), modifiers == .shift { return openDaily(focusedCard) }
            guard count > 0 else { return [] }
            let columns = max(1, min(titleColumns, count))
            switch key {
            case .left, .character("a"), .character("h"): focusedCard = (focusedCard + count - 1) % count
            case .right, .character("d"), .character("l"), .tab: focusedCard = (focusedCard + 1) % count
            case .up, .character("w"), .character("k"):
                focusedCard = TitleGrid.moveVertically(from: focusedCard, by: -1, columns: columns, count: count)
            case .down, .character("s"), .character("j"):
                focusedCard = TitleGrid.moveVertically(from: focusedCard, by: 1, columns: columns, count: count)
            case .enter, .space:
                return openCard(focusedCard)
            case .character("t"):
                return toggleTheme()
            default: return []
            }
            return .redraw
        default:
            return []
        }
    }
}
