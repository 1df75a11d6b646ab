import Layout
import Localization

/// What one of a game's own pad controls does: the input it stands for, sent through
/// `GameInput` as that key would be, and its name in the help.
public struct PadBinding {
    /// What the help calls it: a msgid (`trMark`), translated where shown.
    public let title: String
    /// The input for the scene as it is now (nil: nothing to do).
    public let input: (any GameScene) -> InputEvent?

    public init(_ title: String, input: @escaping (any GameScene) -> InputEvent?) {
        self.title = title
        self.input = input
    }

    /// A binding that presses one of the game's keys.
    public init(_ title: String, key: Key, modifiers: KeyModifiers = []) {
        self.init(title) { _ in .key(key, modifiers) }
    }
}

/// A game's answers to the pad controls that differ between games: X and Y (its two main
/// secondary actions), the triggers (a step through a choice) and, where Enter is not what
/// pressing the focused thing means, A. The d-pad, B, the shoulders, Start and Back are the same
/// in every game (`GameInput.padInput`). Declared in the game's descriptor, beside its keys.
public struct GamePadBindings {
    public var first: PadBinding?
    public var second: PadBinding?
    public var accept: PadBinding?
    public var previous: PadBinding?
    public var next: PadBinding?

    public init(
        first: PadBinding? = nil, second: PadBinding? = nil, accept: PadBinding? = nil,
        previous: PadBinding? = nil, next: PadBinding? = nil
    ) {
        self.first = first
        self.second = second
        self.accept = accept
        self.previous = previous
        self.next = next
    }

    /// The game's own binding for `role`, if it has one.
    public subscript(role: PadRole) -> PadBinding? {
        switch role {
        case .first: first
        case .second: second
        case .accept: accept
        case .previous: previous
        case .next: next
        default: nil
        }
    }
}

extension PadLayout {
    /// The name printed on the control that plays `role` on this layout, for the help.
    public func glyph(_ role: PadRole) -> String {
        switch (role, self) {
        case (.accept, .playStation): "✕"
        case (.back, .playStation): "○"
        case (.first, .playStation): "□"
        case (.second, .playStation): "△"
        case (.accept, _): "A"
        case (.back, _): "B"
        case (.first, _): "X"
        case (.second, _): "Y"
        case (.undo, .xbox): "LB"
        case (.redo, .xbox): "RB"
        case (.previous, .xbox): "LT"
        case (.next, .xbox): "RT"
        case (.menu, .xbox): "Menu"
        case (.help, .xbox): "View"
        case (.undo, .playStation): "L1"
        case (.redo, .playStation): "R1"
        case (.previous, .playStation): "L2"
        case (.next, .playStation): "R2"
        case (.menu, .playStation): "Options"
        case (.help, .playStation): "Share"
        case (.undo, .nintendo): "L"
        case (.redo, .nintendo): "R"
        case (.previous, .nintendo): "ZL"
        case (.next, .nintendo): "ZR"
        case (.menu, .nintendo): "+"
        case (.help, .nintendo): "−"
        case (.up, _), (.down, _), (.left, _), (.right, _): "✜"
        }
    }
}

extension GameInput {
    /// The input a pad control stands for on a game screen: the d-pad the arrows, A Enter
    /// (or the game's own press), B Escape, the shoulders Ctrl+Z and Ctrl+Y, Start F10, Back F1,
    /// X, Y and the triggers what the game binds them to. While a sheet or a dialog is open only
    /// what moves, presses, goes back (and opens or closes a sheet) reaches it, as keys would.
    public static func padInput(
        _ role: PadRole, scene: any GameScene, sheet: GameSheet?, bindings: GamePadBindings
    ) -> InputEvent? {
        let shared: InputEvent? =
            switch role {
            case .up: .key(.up, [])
            case .down: .key(.down, [])
            case .left: .key(.left, [])
            case .right: .key(.right, [])
            case .back: .key(.escape, [])
            default: nil
            }
        if let shared { return shared }
        if sheet != nil {
            return switch role {
            case .accept: .key(.enter, [])
            case .menu: .key(.function(10), [])
            case .help: .key(.function(1), [])
            default: nil
            }
        }
        if scene.modal != nil { return role == .accept ? .key(.enter, []) : nil }
        switch role {
        case .accept: return bindings.accept.map { $0.input(scene) } ?? .key(.enter, [])
        case .undo: return .key(.character("z"), .control)
        case .redo: return .key(.character("y"), .control)
        case .menu: return .key(.function(10), [])
        case .help: return .key(.function(1), [])
        default: return bindings[role]?.input(scene)
        }
    }

    /// The pad's controls as the help lists them, on the pad's `layout`: what every game shares
    /// and then the game's own.
    public static func padShortcuts(_ bindings: GamePadBindings, layout: PadLayout) -> ShortcutGroup {
        var list = [
            // TRANSLATORS: the gamepad's d-pad or left stick in the shortcuts overlay.
            Shortcut(tr("D-pad or left stick"), tr("Move")),
            // TRANSLATORS: the gamepad's A (or ✕) in the shortcuts overlay.
            Shortcut(layout.glyph(.accept), tr(bindings.accept?.title ?? trMark("Press the focused thing"))),
            // TRANSLATORS: the gamepad's B (or ○) in the shortcuts overlay.
            Shortcut(layout.glyph(.back), tr("Back (closes a dialog, then the game)")),
        ]
        for role in [PadRole.first, .second, .previous, .next] {
            if let binding = bindings[role] { list.append(Shortcut(layout.glyph(role), tr(binding.title))) }
        }
        list += [
            Shortcut(layout.glyph(.undo) + " / " + layout.glyph(.redo), tr("Undo") + " / " + tr("Redo")),
            Shortcut(layout.glyph(.menu), tr("Game menu")),
            Shortcut(layout.glyph(.help), tr("Keyboard shortcuts")),
        ]
        // TRANSLATORS: heading of the gamepad's controls in the shortcuts overlay.
        return ShortcutGroup(tr("Gamepad"), list)
    }
}
