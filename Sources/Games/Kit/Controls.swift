import GameCore
import Layout

/// The look of a button: the primary one stands out in the accent colour.
public enum ButtonStyle: Sendable {
    case primary, secondary, subtle
}

/// A rounded, labelled button reporting `action` when tapped; `focused` draws a ring (keyboard
/// focus) and `enabled: false` dims it and makes it inert.
public func Button(
    _ label: String, action: AnyHashable, theme: Theme, style: ButtonStyle = .secondary, enabled: Bool = true,
    focused: Bool = false, fontSize: Double? = nil, minWidth: Double = 44
) -> any View {
    let background: Color =
        switch style {
        case .primary: theme.accent
        case .secondary: theme.surfaceRaised
        case .subtle: theme.surface
        }
    let foreground = style == .primary ? theme.onAccent : theme.textPrimary
    let content = Text(label, font: .system(fontSize ?? theme.fontSize.body, weight: .bold), color: foreground)
        .padding(horizontal: theme.spacing.medium, vertical: theme.spacing.small)
        .frame(minWidth: minWidth, minHeight: 36 * theme.fontSize.body / 16)
        .background(background, cornerRadius: theme.radius.medium + 3)
        .overlay {
            if focused {
                RoundedRectangle(cornerRadius: theme.radius.medium + 5).stroke(theme.accent, lineWidth: 2.5).padding(-3)
            }
        }
        .opacity(enabled ? 1 : theme.disabledOpacity)
    return enabled ? AnyView(content.onTap(action)) : AnyView(content)
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
                    Button(button.0, action: button.1, theme: theme, style: index == 0 ? .primary : .secondary)
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
