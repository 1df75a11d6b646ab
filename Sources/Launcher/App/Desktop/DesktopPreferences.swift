import Layout

/// What the desktop says about appearance and motion, from the XDG settings portal
/// (`org.freedesktop.portal.Settings`) and `GTK_THEME`. Each field is nil while the desktop says
/// nothing about it (no session bus, no portal, no such key); a value of the wrong type changes
/// nothing, so a broken or hostile portal can at worst be ignored.
struct DesktopPreferences: Equatable, Sendable {
    /// `org.freedesktop.appearance color-scheme`: 1 prefers dark, 2 light; 0 and unknown
    /// values say no preference (as the portal's specification asks).
    var colorScheme: Theme.Name?
    /// GNOME's `org.gnome.desktop.interface enable-animations` (Settings → Accessibility →
    /// Reduce Animation turns it off), which GNOME's portal backend passes on.
    var enableAnimations: Bool?
    /// `org.freedesktop.appearance reduced-motion` (newer portals): 1 asks for reduced motion.
    var reducedMotion: Bool?
    /// `org.freedesktop.appearance contrast` (1: high) or GNOME's
    /// `org.gnome.desktop.a11y.interface high-contrast` (Settings → Accessibility → High
    /// Contrast): either one asks for the high-contrast theme.
    var contrast: Bool?
    var gnomeHighContrast: Bool?
    /// `GTK_THEME` as GTK reads it (`Adwaita:dark`, `HighContrast`): when set it wins over the
    /// portal's colour scheme and contrast, as it does for GTK applications.
    var environmentTheme: Theme.Name?

    /// The portal's settings Tessera follows, as (namespace, key).
    static let followed: [(namespace: String, key: String)] = [
        ("org.freedesktop.appearance", "color-scheme"),
        ("org.freedesktop.appearance", "reduced-motion"),
        ("org.freedesktop.appearance", "contrast"),
        ("org.gnome.desktop.a11y.interface", "high-contrast"),
        ("org.gnome.desktop.interface", "enable-animations"),
    ]

    init(environment: [String: String] = [:]) {
        if let theme = environment["GTK_THEME"]?.lowercased(), !theme.isEmpty {
            environmentTheme =
                theme.hasPrefix("highcontrast")
                ? .highContrast
                : theme.hasSuffix(":dark") || theme.hasSuffix("-dark") ? .dark : .light
        }
    }

    /// The theme the desktop asks for: high contrast when it asks for more contrast, else its
    /// colour scheme, light without a preference (as GNOME's default is).
    var theme: Theme.Name {
        if let environmentTheme { return environmentTheme }
        if contrast == true || gnomeHighContrast == true { return .highContrast }
        return colorScheme ?? .light
    }

    /// Animations, unless the desktop asks for less motion.
    var animations: Bool { enableAnimations != false && reducedMotion != true }

    /// Takes one setting's value (from `Read`, `ReadOne` or the `SettingChanged` signal; any
    /// variants around it are taken off). False when the setting is not one Tessera follows or
    /// the value has the wrong type: then nothing changes.
    @discardableResult
    mutating func adopt(namespace: String, key: String, value: DBusValue) -> Bool {
        switch (namespace, key, value.unwrapped) {
        case ("org.freedesktop.appearance", "color-scheme", .uint32(let scheme)):
            colorScheme = scheme == 1 ? .dark : scheme == 2 ? .light : nil
        case ("org.freedesktop.appearance", "reduced-motion", .uint32(let motion)):
            reducedMotion = motion == 1
        case ("org.gnome.desktop.interface", "enable-animations", .boolean(let enabled)):
            enableAnimations = enabled
        case ("org.freedesktop.appearance", "contrast", .uint32(let value)):
            contrast = value == 1
        case ("org.gnome.desktop.a11y.interface", "high-contrast", .boolean(let high)):
            gnomeHighContrast = high
        default:
            return false
        }
        return true
    }

    /// Takes a `SettingChanged(namespace s, key s, value v)` signal's arguments; false for
    /// anything else.
    @discardableResult
    mutating func adoptChange(_ arguments: [DBusValue]) -> Bool {
        guard arguments.count == 3, case .string(let namespace) = arguments[0], case .string(let key) = arguments[1],
            case .variant = arguments[2]
        else { return false }
        return adopt(namespace: namespace, key: key, value: arguments[2])
    }
}
