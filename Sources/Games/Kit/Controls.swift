import GameCore
import Layout
import Localization

/// The look of a button: the primary one stands out in the accent colour.
public enum ButtonStyle: Sendable {
    case primary, secondary, subtle
}

/// A rounded, labelled button reporting `action` when tapped; `focused` draws a ring (keyboard
/// focus) and `enabled: false` dims it and makes it inert.
public func Button(
    _ label: String, action: AnyHashable, theme: Theme, style: ButtonStyle = .secondary, enabled: Bool = true,
    focused: Bool = false, fontSize: Double? = nil, minWidth: Double = 44, key: Key? = nil
) -> any View {
    let background: Color =
        switch style {
        case .primary: theme.accent
        case .secondary: theme.surfaceRaised
        case .subtle: theme.surface
        }
    let foreground = style == .primary ? theme.onAccent : theme.textPrimary
    let size = fontSize ?? theme.fontSize.body
    let title = Text(label, font: .system(size, weight: .bold), color: foreground)
    let face: any View =
        if let key {
            // The key that presses the button, in a key cap after its label, as a menu shows a
            // shortcut: what the dialog says is what it answers.
            HStack(spacing: theme.spacing.small) {
                title
                Text(DialogButton.name(of: key), font: .system(size), color: foreground)
                    .padding(horizontal: theme.spacing.tiny + 2, vertical: 0)
                    .overlay { RoundedRectangle(cornerRadius: theme.radius.small).stroke(foreground, lineWidth: 1) }
            }
        } else {
            title
        }
    // One view for padding, minimum size, fill, focus ring, fading and tap: see `ControlBox`.
    return ControlBox(
        face,
        insets: EdgeInsets(
            top: theme.spacing.small, leading: theme.spacing.medium, bottom: theme.spacing.small,
            trailing: theme.spacing.medium),
        minWidth: minWidth, minHeight: 36 * theme.fontSize.body / 16, fill: background,
        cornerRadius: theme.radius.medium + 3,
        ring: focused
            ? ControlBox.Ring(color: theme.accent, lineWidth: 2.5, cornerRadius: theme.radius.medium + 5, outset: 3)
            : nil,
        opacity: enabled ? 1 : theme.disabledOpacity, action: enabled ? action : nil)
}

/// A small labelled figure ("SCORE 1024") in a rounded box: 2048's score boxes, timers, par.
public func StatBox(_ label: String, _ value: String, theme: Theme, minWidth: Double = 64) -> any View {
    VStack(spacing: 0) {
        Text(label.uppercased(), font: .system(theme.fontSize.caption - 2, weight: .bold), color: theme.textSecondary)
            .role(.caption)
        Text(value, font: .system(theme.fontSize.headline, weight: .bold), color: theme.textPrimary)
    }
    .padding(horizontal: theme.spacing.medium, vertical: theme.spacing.tiny + 2)
    .frame(minWidth: minWidth)
    .background(theme.surface, cornerRadius: theme.radius.medium + 3)
}

/// A message over a dimmed screen with a row of buttons; the scrim swallows taps meant for
/// the game beneath.
public func Dialog(
    title: String, message: String? = nil, titleColor: Color? = nil, buttons: [(String, AnyHashable)], theme: Theme
) -> any View {
    Dialog(
        title: title, message: message, titleColor: titleColor,
        buttons: buttons.map { DialogButton($0.0, action: $0.1) }, theme: theme)
}

/// A dialog's button: its label, what a tap sends, and the key that presses it (shown on it).
/// A scene hands the same buttons to its `ModalDialog`, so `GameInput` answers each key shown.
public struct DialogButton: Equatable, @unchecked Sendable {
    public var title: String
    public var action: AnyHashable
    /// Pressed without modifiers, the key sends `action` as a tap on the button would.
    public var key: Key?

    public init(_ title: String, action: AnyHashable, key: Key? = nil) {
        self.title = title
        self.action = action
        self.key = key
    }

    /// How a key cap names `key`: the letter upper-cased, Esc, Enter, Space.
    public static func name(of key: Key) -> String {
        switch key {
        case .character(let character): String(character).uppercased()
        case .escape: tr("Esc")
        case .enter: tr("Enter")
        case .space: tr("Space")
        case .tab: tr("Tab")
        case .backspace: tr("Backspace")
        case .delete: tr("Delete")
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .function(let number): "F\(number)"
        }
    }
}

/// A message over a dimmed screen with a row of buttons, each showing its key when it has one.
public func Dialog(
    title: String, message: String? = nil, titleColor: Color? = nil, buttons: [DialogButton], theme: Theme
) -> any View {
    ZStack {
        Rectangle().fill(theme.scrim).onTap(nil)
        VStack(spacing: theme.spacing.medium) {
            Text(title, font: .system(theme.fontSize.title, weight: .bold), color: titleColor ?? theme.textPrimary)
                .lineLimit(2)
            if let message {
                Text(message, font: .system(theme.fontSize.body), color: theme.textSecondary).lineLimit(6)
            }
            HStack(spacing: theme.spacing.small) {
                for (index, button) in buttons.enumerated() {
                    Button(
                        button.title, action: button.action, theme: theme, style: index == 0 ? .primary : .secondary,
                        key: button.key)
                }
            }
        }
        .padding(theme.spacing.large)
        .background(theme.surface, cornerRadius: theme.radius.large)
        .padding(theme.spacing.medium)
    }
}

/// "m:ss" (or "h:mm:ss") for timers and best times. Any value is accepted: negative or NaN reads
/// as 0:00, and a time beyond 31 years is shown as that much (it cannot come from play).
public func formatDuration(_ seconds: Double) -> String {
    let total = seconds.isNaN ? 0 : Int(min(max(0, seconds), GameStatistics.longestTime))
    let h = total / 3600
    let m = (total % 3600) / 60
    let s = total % 60
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    return h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
}
