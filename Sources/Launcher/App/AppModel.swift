import Games
import Render

/// What the window loop must do after the model handled an event.
struct AppUpdate: OptionSet {
    let rawValue: UInt8

    static let redraw = AppUpdate(rawValue: 1)
    static let quit = AppUpdate(rawValue: 2)
    static let toggleFullscreen = AppUpdate(rawValue: 4)
    static let titleChanged = AppUpdate(rawValue: 8)
}

private enum AppAction: Hashable {
    case dismissNotice
}

/// The whole app without a window: which screen is up, global keys, routing input to the
/// current game, and saving after every change. The SDL loop, `screenshot` and the monkey
/// tester all drive this same object.
final class AppModel {
    enum Screen: Equatable {
        case title
        case game(GameKind)
    }

    private(set) var screen: Screen = .title
    private(set) var settings: Settings
    private(set) var scenes: [GameKind: any GameScene] = [:]
    private(set) var focusedCard = 0
    private(set) var notices: [String] = []
    private(set) var pendingAnimation: AnimationTiming?
    let storage: Storage?

    /// `storage == nil` runs without reading or writing any file (screenshots, tests).
    init(storage: Storage?, seed: UInt64, clock: @escaping () -> Double, options: GameOptions = GameOptions()) {
        self.storage = storage
        settings = storage?.loadSettings() ?? Settings()
        let statistics = storage?.loadStatistics() ?? [:]
        for (index, kind) in GameKind.allCases.enumerated() {
            let scene = SceneFactory.make(kind, seed: seed &+ UInt64(index), clock: clock, options: options)
            storage?.restore(scene)
            if let record = statistics[kind] { scene.statistics = record }
            scene.setActive(false)
            scenes[kind] = scene
        }
        notices = storage?.takeNotices() ?? []
    }

    var theme: Theme { Theme.named(settings.theme) }

    var windowTitle: String {
        switch screen {
        case .title: "Tessera"
        case .game(let kind): "Tessera — \(kind.title)"
        }
    }

    var currentScene: (any GameScene)? {
        if case .game(let kind) = screen { return scenes[kind] }
        return nil
    }

    /// True while something on screen counts seconds.
    var needsTicks: Bool { currentScene?.needsTicks ?? false }

    /// Replaces a game with a fresh one started with command-line options (`tessera play`).
    func startFresh(_ kind: GameKind, seed: UInt64, clock: @escaping () -> Double, options: GameOptions) {
        let scene = SceneFactory.make(kind, seed: seed, clock: clock, options: options)
        if let old = scenes[kind] { scene.statistics = old.statistics }
        scenes[kind] = scene
        storage?.save(scene)
    }

    func open(_ kind: GameKind) {
        currentScene?.setActive(false)
        screen = .game(kind)
        if let index = GameKind.allCases.firstIndex(of: kind) { focusedCard = index }
        scenes[kind]?.setActive(true)
    }

    func goHome() {
        currentScene?.setActive(false)
        screen = .title
    }

    func setActive(_ active: Bool) {
        currentScene?.setActive(active)
    }

    func setTheme(_ name: Theme.Name) {
        settings.theme = name
    }

    func setWindowSize(_ size: Size) {
        settings.windowWidth = Int(size.width)
        settings.windowHeight = Int(size.height)
    }

    func saveSettings() {
        storage?.saveSettings(settings)
    }

    // MARK: Drawing

    func view(size: Size) -> any View {
        let theme = self.theme
        let content: any View
        switch screen {
        case .title:
            let cards = GameKind.allCases.map { kind in
                let scene = scenes[kind]!
                return (kind: kind, miniature: scene.miniature(theme: theme), statistics: scene.statisticsLine)
            }
            content = TitleScreen(theme: theme, focused: focusedCard, animations: settings.animations, cards: cards)
                .body(size: size)
        case .game(let kind):
            content = scenes[kind]!.body(size: size, theme: theme)
        }
        guard let notice = notices.first else { return content }
        return ZStack {
            content
            Dialog(title: "Note", message: notice, buttons: [("OK", AppAction.dismissNotice)], theme: theme)
        }
    }

    // MARK: Input

    /// Handles one input event; `hit` is the tap region's action under a tap.
    func handle(_ event: InputEvent, hit: AnyHashable?) -> AppUpdate {
        pendingAnimation = nil
        if !notices.isEmpty {
            switch event {
            case .key(.character("q"), let modifiers) where modifiers.contains(.control): return .quit
            case .key, .tap:
                if case .tap = event, hit != AnyHashable(AppAction.dismissNotice) { return [] }
                notices.removeFirst()
                return .redraw
            default: return []
            }
        }
        if case .key(let key, let modifiers) = event, let update = handleGlobalKey(key, modifiers) {
            return update
        }
        if let chrome = hit?.base as? ChromeAction {
            switch chrome {
            case .home:
                goHome()
                return [.redraw, .titleChanged]
            case .command(let command):
                return perform(command)
            }
        }
        switch screen {
        case .title:
            return handleTitle(event, hit: hit)
        case .game:
            guard let scene = currentScene else { return [] }
            return absorb(scene.handle(event, hit: hit), from: scene)
        }
    }

    private func handleGlobalKey(_ key: Key, _ modifiers: KeyModifiers) -> AppUpdate? {
        let control = modifiers.contains(.control)
        switch key {
        case .character("q") where control: return .quit
        case .function(11): return .toggleFullscreen
        case .escape:
            guard screen != .title else { return [] }
            goHome()
            return [.redraw, .titleChanged]
        case .character("z") where control:
            return perform(modifiers.contains(.shift) ? .redo : .undo)
        case .character("y") where control: return perform(.redo)
        case .character("n") where modifiers.isEmpty && screen != .title: return perform(.newGame)
        default: return nil
        }
    }

    private func perform(_ command: GameCommand) -> AppUpdate {
        guard let scene = currentScene else { return [] }
        return absorb(scene.perform(command), from: scene)
    }

    /// Saves what the scene says changed and turns its answer into the loop's.
    private func absorb(_ update: SceneUpdate, from scene: any GameScene) -> AppUpdate {
        if update.contains(.save) { storage?.save(scene) }
        if update.contains(.statistics) { saveStatistics() }
        if settings.animations { pendingAnimation = scene.pendingAnimation }
        if let storage, !storage.notices.isEmpty { notices.append(contentsOf: storage.takeNotices()) }
        return update.contains(.redraw) || update.contains(.save) ? .redraw : []
    }

    private func saveStatistics() {
        var all: [GameKind: GameStatistics] = [:]
        for (kind, scene) in scenes { all[kind] = scene.statistics }
        storage?.saveStatistics(all)
    }

    private func handleTitle(_ event: InputEvent, hit: AnyHashable?) -> AppUpdate {
        let count = GameKind.allCases.count
        switch event {
        case .tap:
            guard let action = hit?.base as? TitleAction else { return [] }
            switch action {
            case .open(let kind):
                open(kind)
                return [.redraw, .titleChanged]
            case .toggleTheme:
                settings.theme = settings.theme == .dark ? .light : .dark
                saveSettings()
                return .redraw
            case .toggleAnimations:
                settings.animations.toggle()
                saveSettings()
                return .redraw
            case .quit:
                return .quit
            }
        case .key(let key, let modifiers) where !modifiers.contains(.control):
            if let digit = key.digit, (1...count).contains(digit) {
                open(GameKind.allCases[digit - 1])
                return [.redraw, .titleChanged]
            }
            switch key {
            case .left, .character("a"), .character("h"): focusedCard = (focusedCard + count - 1) % count
            case .right, .character("d"), .character("l"), .tab: focusedCard = (focusedCard + 1) % count
            case .up, .character("w"), .character("k"): focusedCard = (focusedCard + count - 2) % count
            case .down, .character("s"), .character("j"): focusedCard = (focusedCard + 2) % count
            case .enter, .space:
                open(GameKind.allCases[focusedCard])
                return [.redraw, .titleChanged]
            case .character("t"):
                settings.theme = settings.theme == .dark ? .light : .dark
                saveSettings()
            default: return []
            }
            return .redraw
        default:
            return []
        }
    }
}
