import FoundationEssentials
import Glibc
import Layout

/// The desktop's light or dark preference, read once on the first start (no settings yet) so
/// the first window matches the desktop; the player's own choice is saved and wins after that.
/// Sources, first answer wins: `GTK_THEME` (`Adwaita:dark`), the freedesktop portal's
/// `org.freedesktop.appearance color-scheme` (GNOME, KDE…), then GNOME's `color-scheme` and
/// `gtk-theme` settings.
enum DesktopStyle {
    static func preferredTheme(environment: [String: String] = ProcessInfo.processInfo.environment) -> Theme.Name? {
        if let theme = environment["GTK_THEME"], !theme.isEmpty {
            return theme.lowercased().hasSuffix(":dark") || theme.lowercased().hasSuffix("-dark") ? .dark : .light
        }
        if environment["DBUS_SESSION_BUS_ADDRESS"] != nil || environment["XDG_RUNTIME_DIR"] != nil,
            let reply = run(
                "gdbus",
                [
                    "call", "--session", "--timeout", "1", "--dest", "org.freedesktop.portal.Desktop",
                    "--object-path", "/org/freedesktop/portal/desktop", "--method",
                    "org.freedesktop.portal.Settings.ReadOne", "org.freedesktop.appearance", "color-scheme",
                ]),
            let theme = portalTheme(reply)
        {
            return theme
        }
        if let scheme = run("gsettings", ["get", "org.gnome.desktop.interface", "color-scheme"]),
            let theme = gnomeTheme(colorScheme: scheme)
        {
            return theme
        }
        if let name = run("gsettings", ["get", "org.gnome.desktop.interface", "gtk-theme"]),
            name.lowercased().contains("-dark")
        {
            return .dark
        }
        return nil
    }

    /// The portal's answer, `(<uint32 1>,)` (or `(<<uint32 1>>,)` from older portals): 1 prefers
    /// dark, 2 prefers light, 0 has no preference.
    static func portalTheme(_ reply: String) -> Theme.Name? {
        let digits = reply.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        guard reply.contains("uint32"), let value = digits.last(where: { $0 <= 2 }) else { return nil }
        switch value {
        case 1: return .dark
        case 2: return .light
        default: return nil
        }
    }

    /// GNOME's `color-scheme` setting as gsettings prints it (`'prefer-dark'`).
    static func gnomeTheme(colorScheme: String) -> Theme.Name? {
        switch colorScheme.trimmed(where: { "' \n".contains($0) }) {
        case "prefer-dark": .dark
        case "prefer-light": .light
        default: nil
        }
    }

    /// The standard output of a tool found on PATH, or nil when it is missing, fails or takes
    /// more than a second.
    private static func run(_ tool: String, _ arguments: [String]) -> String? {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .map { "\($0)/\(tool)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let path else { return nil }
        return ChildProcess.output(of: path, arguments, within: 1)
    }
}
