import Layout

/// Where one event on a game screen went.
public struct GameInputResult: Equatable {
    public var update: SceneUpdate
    /// The player asked to leave the game (Escape with no dialog open, or the Home button).
    public var leave: Bool
    /// The player chose Quit in the menu: Tessera ends as on Ctrl+Q.
    public var quit: Bool

    public init(update: SceneUpdate = [], leave: Bool = false, quit: Bool = false) {
        self.update = update
        self.leave = leave
        self.quit = quit
    }
}

/// The single dispatch for a game screen, used by the window, the monkey and the tests alike:
/// an open dialog first (it owns every key and tap), then the chrome (Home, undo, redo) and the
/// keys every game shares, then the scene. Scenes see only their own taps and keys.
public enum GameInput {
    /// Dispatch without the kit's sheets (a caller that never draws them).
    public static func dispatch(_ event: InputEvent, hit: AnyHashable?, to scene: any GameScene) -> GameInputResult {
        var sheet: GameSheet?
        return dispatch(event, hit: hit, to: scene, sheet: &sheet)
    }

    /// Dispatch with the sheet the kit shows over the game (the menu, the shortcuts): an open
    /// sheet owns every event; F1, Ctrl+? and the header's buttons open one.
    public static func dispatch(
        _ event: InputEvent, hit: AnyHashable?, to scene: any GameScene, sheet: inout GameSheet?
    ) -> GameInputResult {
        if let open = sheet { return dispatchToSheet(event, hit: hit, sheet: open, scene: scene, into: &sheet) }
        if let modal = scene.modal { return dispatchToDialog(event, hit: hit, modal: modal, scene: scene) }
        switch event {
        case .key(.escape, _):
            return GameInputResult(leave: true)
        case .key(let key, let modifiers):
            if GameSheet.opensShortcuts(key, modifiers) {
                sheet = .shortcuts(page: 0)
                return GameInputResult(update: .redraw)
            }
            if GameSheet.opensMenu(key, modifiers) {
                sheet = .menu
                return GameInputResult(update: .redraw)
            }
            if let command = sharedCommand(key, modifiers) {
                return GameInputResult(update: scene.perform(command))
            }
        case .tap:
            if let chrome = hit?.base as? ChromeAction {
                switch chrome {
                case .home: return GameInputResult(leave: true)
                case .command(let command): return GameInputResult(update: scene.perform(command))
                case .menu:
                    sheet = .menu
                    return GameInputResult(update: .redraw)
                case .shortcuts, .statistics, .about, .quit:
                    return openOrQuit(chrome, sheet: &sheet)
                case .closeSheet, .sheetPage: return GameInputResult()
                }
            }
        case .swipe, .pointer:
            break
        }
        return GameInputResult(update: scene.handle(event, hit: hit))
    }

    /// Ctrl+Z undo, Ctrl+Shift+Z or Ctrl+Y redo, N new game: the same in every game.
    public static func sharedCommand(_ key: Key, _ modifiers: KeyModifiers) -> GameCommand? {
        switch key {
        case .character("z") where modifiers == .control: .undo
        case .character("z") where modifiers == [.control, .shift]: .redo
        case .character("y") where modifiers == .control: .redo
        case .character("n") where modifiers.isEmpty: .newGame
        default: nil
        }
    }

    /// The menu's entries that open another sheet, or Quit.
    private static func openOrQuit(_ chrome: ChromeAction, sheet: inout GameSheet?) -> GameInputResult {
        switch chrome {
        case .shortcuts: sheet = .shortcuts(page: 0)
        case .statistics: sheet = .statistics(page: 0)
        case .about: sheet = .about(page: 0)
        case .quit: return GameInputResult(quit: true)
        default: return GameInputResult()
        }
        return GameInputResult(update: .redraw)
    }

    /// A sheet owns the keyboard and the pointer: Escape (or F1 or F10 again, or a tap outside
    /// it) closes it, Left and Right turn its pages, a chosen essential action closes the menu
    /// and reaches the scene as its button's tap would.
    private static func dispatchToSheet(
        _ event: InputEvent, hit: AnyHashable?, sheet open: GameSheet, scene: any GameScene,
        into sheet: inout GameSheet?
    ) -> GameInputResult {
        switch event {
        case .key(.escape, _):
            sheet = nil
            return GameInputResult(update: .redraw)
        case .key(let key, let modifiers):
            if GameSheet.opensShortcuts(key, modifiers) || GameSheet.opensMenu(key, modifiers) {
                sheet = nil
                return GameInputResult(update: .redraw)
            }
            guard modifiers.isEmpty else { return GameInputResult() }
            if case .menu(let page, let focus) = open,
                let result = dispatchToMenu(key, page: page, focus: focus, scene: scene, into: &sheet)
            {
                return result
            }
            switch key {
            case .left: sheet = open.turned(to: open.page - 1)
            case .right: sheet = open.turned(to: open.page + 1)
            default: return GameInputResult()
            }
            return GameInputResult(update: .redraw)
        case .tap(_, let button):
            guard button == .primary else { return GameInputResult() }
            if let choice = hit?.base as? EssentialChoice {
                sheet = nil
                return GameInputResult(update: activate(choice.action, on: scene).union(.redraw))
            }
            switch hit?.base as? ChromeAction {
            case .closeSheet?: sheet = nil
            case .sheetPage(let page)?: sheet = open.turned(to: page)
            case let chrome? where [.shortcuts, .statistics, .about, .quit].contains(chrome):
                return openOrQuit(chrome, sheet: &sheet)
            default: return GameInputResult()
            }
            return GameInputResult(update: .redraw)
        case .swipe, .pointer:
            return GameInputResult()
        }
    }

    /// The menu's keys: Up and Down (or Tab) move a focus through its entries, across its
    /// pages, and Enter or Space chooses the focused one as its tap would; nil for other keys.
    private static func dispatchToMenu(
        _ key: Key, page: Int, focus: Int?, scene: any GameScene, into sheet: inout GameSheet?
    ) -> GameInputResult? {
        let entries = MenuSheet.entries(scene.screen(theme: .dark).essentials)
        guard !entries.isEmpty else { return nil }
        switch key {
        case .up:
            sheet = .menu(page: page, focus: ((focus ?? 0) - 1 + entries.count) % entries.count)
        case .down, .tab:
            sheet = .menu(page: page, focus: focus.map { ($0 + 1) % entries.count } ?? 0)
        case .enter, .space:
            guard let focus, entries.indices.contains(focus) else { return GameInputResult() }
            return dispatchToSheet(
                .tap(.zero, .primary), hit: entries[focus].action, sheet: .menu(page: page, focus: focus),
                scene: scene, into: &sheet)
        default:
            return nil
        }
        return GameInputResult(update: .redraw)
    }

    private static func dispatchToDialog(
        _ event: InputEvent, hit: AnyHashable?, modal: ModalDialog, scene: any GameScene
    ) -> GameInputResult {
        switch event {
        case .key(.escape, _):
            return GameInputResult(update: activate(modal.cancel, on: scene))
        case .key(.enter, let modifiers) where modifiers.isEmpty && modal.confirm != nil:
            return GameInputResult(update: activate(modal.confirm, on: scene))
        case .key(let key, let modifiers) where modifiers.isEmpty && modal.keys[key] != nil:
            return GameInputResult(update: activate(modal.keys[key], on: scene))
        case .key:
            guard modal.readsKeys else { return GameInputResult() }
            return GameInputResult(update: scene.handle(event, hit: nil))
        case .tap(let point, let button):
            // The header under the dialog's scrim cannot be hit (a driver that hit-tests a stale
            // list must not reach it either); a dialog button may carry a shared command.
            if hit?.base as? ChromeAction == .home { return GameInputResult() }
            if button == .primary, hit?.base is ChromeAction {
                return GameInputResult(update: activate(hit, on: scene))
            }
            return GameInputResult(update: scene.handle(.tap(point, button), hit: hit))
        case .swipe, .pointer:
            return GameInputResult()
        }
    }

    /// Sends a dialog's action as its button would: shared commands to `perform`, the rest as a
    /// tap on the button.
    private static func activate(_ action: AnyHashable?, on scene: any GameScene) -> SceneUpdate {
        if case .command(let command)? = action?.base as? ChromeAction { return scene.perform(command) }
        return scene.handle(.tap(.zero, .primary), hit: action)
    }
}

extension InputEvent {
    /// A tap to `tap` (with the action under it) and a key without Control or Alt to `key`,
    /// the two kinds of input a board game answers; anything else changes nothing.
    public func route(hit: AnyHashable?, tap: (AnyHashable?) -> SceneUpdate, key: (Key) -> SceneUpdate) -> SceneUpdate {
        switch self {
        case .tap: tap(hit)
        case .key(let pressed, let modifiers): modifiers.isDisjoint(with: [.control, .alt]) ? key(pressed) : []
        case .swipe, .pointer: []
        }
    }
}
