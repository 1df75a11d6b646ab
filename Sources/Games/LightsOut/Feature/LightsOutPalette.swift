import GameCore
import GameKit
import Layout
import LightsOutEngine

/// The bulbs' colours. The seed paints lit lights yellow with a yellow shadow and unlit ones a
/// dimmer grey; here they sit in a dark well in both themes, because a glow only reads against
/// the dark (the light theme's well is a slate blue so it still belongs to the page).
struct LightsOutPalette {
    let well: Color
    let wellRim: Color
    let lit: Color
    /// A lighter disc inside the lit bulb and a small highlight up and to the left: a bulb
    /// behind glass rather than a flat yellow coin.
    let litCore: Color
    let shine: Color
    let litGlow: Color
    let unlit: Color
    let unlitRim: Color
    let unlitShine: Color
    /// A rim around lit bulbs too: the high-contrast theme outlines every control.
    let litRim: Color?
    /// The hint ring and the solution dots: one colour for "press here".
    let marker: Color
    let markerEdge: Color
    let cursor: Color
    /// Three-state lights: glow, fill and core of the red and the green state, and the dark pips
    /// (one on red, two on green) that tell them apart without colour.
    let red: (Color, Color, Color)
    let green: (Color, Color, Color)
    let pip: Color

    /// The high-contrast theme keeps the bulbs and puts them in a black well with a white rim,
    /// unlit bulbs a step above black, and a white rim around every bulb, lit or not.
    init(theme: Theme) {
        let dark = theme.name.isDark
        let high = theme.name == .highContrast
        well =
            high
            ? Color(white: 0)
            : dark ? Color(red: 0.045, green: 0.05, blue: 0.065) : Color(red: 0.16, green: 0.19, blue: 0.25)
        wellRim =
            high ? Color(white: 1, alpha: 0.7) : dark ? Color(white: 1, alpha: 0.07) : Color(white: 0, alpha: 0.25)
        lit = Color(red: 1.0, green: 0.82, blue: 0.18)
        litCore = Color(red: 1.0, green: 0.88, blue: 0.38)
        shine = Color(white: 1, alpha: 0.55)
        litGlow = Color(red: 1.0, green: 0.78, blue: 0.10, alpha: 0.85)
        unlit =
            high
            ? Color(white: 0.16)
            : dark ? Color(red: 0.24, green: 0.26, blue: 0.30) : Color(red: 0.33, green: 0.36, blue: 0.42)
        unlitRim = Color(white: 1, alpha: high ? 0.9 : dark ? 0.08 : 0.10)
        unlitShine = Color(white: 1, alpha: high ? 0.12 : 0.07)
        litRim = high ? Color(white: 1) : nil
        marker = Color(red: 0.25, green: 0.88, blue: 0.78)
        markerEdge = Color(red: 0.02, green: 0.16, blue: 0.16)
        cursor = Color(red: 0.45, green: 0.68, blue: 1.0)
        // Light enough to stand 3:1 apart from the unlit bulbs (WCAG's non-text contrast) even in
        // the light theme's paler well.
        red = (
            Color(red: 1.0, green: 0.32, blue: 0.26, alpha: 0.85), Color(red: 1.0, green: 0.58, blue: 0.52),
            Color(red: 1.0, green: 0.7, blue: 0.64)
        )
        green = (
            Color(red: 0.25, green: 0.9, blue: 0.4, alpha: 0.85), Color(red: 0.3, green: 0.86, blue: 0.42),
            Color(red: 0.48, green: 0.93, blue: 0.56)
        )
        pip = Color(red: 0.08, green: 0.06, blue: 0.1)
    }
}

extension LightsOutPalette {
    /// The app's theme with the few colours Lights Out's texts sit on or are drawn in adjusted
    /// until every text reads at 4.5:1 (WCAG): white on a deeper accent in the dark theme, a
    /// lighter red there for the loss and errors, a deeper green in the light theme for
    /// "perfect" and "presses to go", and disabled buttons (◀ on level 1, undo with nothing to
    /// undo) dimmed only as far as their labels stay legible.
    static func screenTheme(_ theme: Theme) -> Theme {
        var adjusted = theme.legible
        switch theme.name {
        case .dark: adjusted.danger = Color(red: 1.0, green: 0.43, blue: 0.39)
        case .light: adjusted.success = Color(red: 0.10, green: 0.47, blue: 0.24)
        case .highContrast: break
        }
        return adjusted
    }
}
