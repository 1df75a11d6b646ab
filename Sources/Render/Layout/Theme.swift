/// The design tokens every screen draws with: colours, corner radii, paddings and type sizes
/// live here once, so a light and a dark look differ in data and never in code.
public struct Theme: Equatable, Sendable {
    public enum Name: String, CaseIterable, Codable, Sendable {
        case light, dark
        /// White and bright colours on black, with an outline on every control: for players who
        /// need more than the 4.5:1 the other two keep (text here reaches 7:1 and more).
        case highContrast = "high-contrast"

        /// Light marks on a dark page: palettes built for the dark theme serve both of these.
        public var isDark: Bool { self != .light }

        /// The theme the title's theme button moves to: dark, light, high contrast, round again.
        public var next: Name {
            switch self {
            case .dark: .light
            case .light: .highContrast
            case .highContrast: .dark
            }
        }
    }

    public var name: Name

    /// Window background behind everything.
    public var background: Color
    /// Cards, panels and buttons.
    public var surface: Color
    /// A surface one step above `surface` (pressed buttons, board wells).
    public var surfaceRaised: Color
    public var textPrimary: Color
    public var textSecondary: Color
    /// Selection, focus and the primary button.
    public var accent: Color
    /// Text drawn on top of `accent`.
    public var onAccent: Color
    public var success: Color
    public var danger: Color
    public var warning: Color
    /// Dims the screen behind a dialog.
    public var scrim: Color
    /// Laid over whatever the pointer is on (a button, a card, a cell), and over what the held
    /// button will activate. Hovering lightens a dark surface a little; pressing sinks it into
    /// shadow, which keeps light labels readable (lightening it further took secondary text
    /// under 3:1). On light surfaces both darken, gently enough that grey text keeps 4.5:1.
    public var hoverTint: Color
    public var pressedTint: Color
    /// How much of a disabled control shows: enough to see that it is there, clearly less than
    /// an enabled one. A screen on a pale page raises it so a greyed undo does not vanish.
    public var disabledOpacity: Double = 0.4
    /// Drawn around every control (anything a tap acts on) so its edge does not depend on a
    /// shade of grey: set in the high-contrast theme only.
    public var controlOutline: ControlOutline?
    /// The least contrast any text may have on this look, large or dimmed: WCAG's enhanced 7:1
    /// in the high-contrast theme; nil keeps WCAG's minimum (4.5:1, 3:1 when large).
    public var minimumTextContrast: Double?

    public var radius: Radii
    public var spacing: Spacing
    public var fontSize: FontSizes

    public struct Radii: Equatable, Sendable {
        public var small: Double = 3
        public var medium: Double = 5
        public var large: Double = 12
    }

    public struct Spacing: Equatable, Sendable {
        public var tiny: Double = 4
        public var small: Double = 8
        public var medium: Double = 12
        public var large: Double = 20
    }

    public struct FontSizes: Equatable, Sendable {
        public var caption: Double = 13
        public var body: Double = 16
        public var headline: Double = 20
        public var title: Double = 28
        public var largeTitle: Double = 44
        /// The smallest text a screen may draw: 13 points, which gives DejaVu Sans capitals of
        /// 9.5 px at scale 1, about the least a player reads without effort. A label with too
        /// little room wraps, takes a shorter form or leaves, rather than shrink below it.
        public var floor: Double = 13
        /// The smallest caption (a score box's "BEST", a footnote): 11 points.
        public var captionFloor: Double = 11
        /// The smallest glyph inside a board cell (a pencil mark, a long tile number): 8 points.
        /// Boards keep a minimum size so that their marks stay at or above it.
        public var markFloor: Double = 8
    }

    public static let dark = Theme(
        name: .dark,
        background: Color(red: 0.09, green: 0.10, blue: 0.12),
        surface: Color(red: 0.16, green: 0.18, blue: 0.21),
        surfaceRaised: Color(red: 0.22, green: 0.25, blue: 0.30),
        textPrimary: Color(white: 0.95),
        textSecondary: Color(white: 0.65),
        accent: Color(red: 0.26, green: 0.52, blue: 0.96),
        onAccent: .white,
        success: Color(red: 0.30, green: 0.78, blue: 0.47),
        danger: Color(red: 1.0, green: 0.36, blue: 0.33),
        warning: Color(red: 1.0, green: 0.80, blue: 0.20),
        scrim: Color(white: 0, alpha: 0.55),
        hoverTint: Color(white: 1, alpha: 0.04),
        pressedTint: Color(white: 0, alpha: 0.25),
        radius: Radii(),
        spacing: Spacing(),
        fontSize: FontSizes()
    )

    /// The high-contrast look: the same tokens, with white text on black, surfaces only a step
    /// above black, a yellow accent under black labels, and an outline around every control.
    /// Every text on it reaches 7:1 (WCAG's enhanced level).
    public static let highContrast: Theme = {
        var theme = Theme(
            name: .highContrast,
            background: Color(white: 0),
            surface: Color(white: 0.07),
            surfaceRaised: Color(white: 0.14),
            textPrimary: Color(white: 1),
            textSecondary: Color(white: 0.88),
            accent: Color(red: 1.0, green: 0.86, blue: 0.0),
            onAccent: Color(white: 0),
            success: Color(red: 0.40, green: 1.0, blue: 0.55),
            danger: Color(red: 1.0, green: 0.55, blue: 0.50),
            warning: Color(red: 1.0, green: 0.86, blue: 0.0),
            scrim: Color(white: 0, alpha: 0.8),
            hoverTint: Color(white: 1, alpha: 0.06),
            // Pressing sinks a control a fifth into shadow: enough to see, little enough that
            // black labels on the yellow accent keep 7:1.
            pressedTint: Color(white: 0, alpha: 0.2),
            radius: Radii(),
            spacing: Spacing(),
            fontSize: FontSizes()
        )
        theme.disabledOpacity = 0.65
        theme.controlOutline = ControlOutline(color: Color(white: 1), lineWidth: 1.5)
        theme.minimumTextContrast = 7
        return theme
    }()

    public static let light = Theme(
        name: .light,
        background: Color(red: 0.96, green: 0.95, blue: 0.93),
        surface: Color(white: 1),
        surfaceRaised: Color(red: 0.90, green: 0.89, blue: 0.87),
        textPrimary: Color(red: 0.13, green: 0.13, blue: 0.15),
        textSecondary: Color(red: 0.42, green: 0.42, blue: 0.45),
        accent: Color(red: 0.16, green: 0.42, blue: 0.88),
        onAccent: .white,
        success: Color(red: 0.14, green: 0.60, blue: 0.30),
        danger: Color(red: 0.84, green: 0.19, blue: 0.16),
        warning: Color(red: 0.85, green: 0.58, blue: 0.0),
        scrim: Color(white: 0, alpha: 0.35),
        hoverTint: Color(white: 0, alpha: 0.04),
        pressedTint: Color(white: 0, alpha: 0.06),
        radius: Radii(),
        spacing: Spacing(),
        fontSize: FontSizes()
    )

    /// The same look with every size (type, spacing, radii) multiplied by `factor`: a large
    /// window gets a proportionally larger panel instead of 13-point text beside a huge board.
    public func scaled(by factor: Double) -> Theme {
        guard factor.isFinite, factor > 0, factor != 1 else { return self }
        var theme = self
        theme.radius = Radii(small: radius.small * factor, medium: radius.medium * factor, large: radius.large * factor)
        theme.spacing = Spacing(
            tiny: spacing.tiny * factor, small: spacing.small * factor, medium: spacing.medium * factor,
            large: spacing.large * factor)
        theme.controlOutline = controlOutline.map { ControlOutline(color: $0.color, lineWidth: $0.lineWidth * factor) }
        theme.fontSize = FontSizes(
            caption: fontSize.caption * factor, body: fontSize.body * factor, headline: fontSize.headline * factor,
            title: fontSize.title * factor, largeTitle: fontSize.largeTitle * factor, floor: fontSize.floor * factor,
            captionFloor: fontSize.captionFloor * factor, markFloor: fontSize.markFloor * factor)
        return theme
    }

    /// This look with the tokens labels sit on tuned for reading (WCAG 4.5:1): white on a deeper
    /// accent in the dark theme (4.9:1, where the base accent gives 3.6:1) and disabled controls
    /// dimmed only as far as their labels stay legible. Screens that put labels on the accent or
    /// on disabled buttons draw with it.
    public var legible: Theme {
        var adjusted = self
        switch name {
        case .dark:
            adjusted.accent = Color(red: 0.16, green: 0.42, blue: 0.88)
            adjusted.disabledOpacity = 0.6
        case .light:
            adjusted.disabledOpacity = 0.7
        case .highContrast:
            break
        }
        return adjusted
    }

    public var pointerTints: PointerTints { PointerTints(hover: hoverTint, pressed: pressedTint) }

    public static func named(_ name: Name) -> Theme {
        switch name {
        case .light: .light
        case .dark: .dark
        case .highContrast: .highContrast
        }
    }
}
