import GameCore
import GameKit
import Layout
import LightsOutEngine
import Localization

/// The buttons beside or below the board.
enum LightsOutButton {
    case hint, solution, restart, history, previous, next

    var label: String {
        switch self {
        case .previous: "◀"
        case .next: "▶"
        // TRANSLATORS: Lights Out button: ring one press of a shortest solution.
        case .hint: tr("Hint")
        // TRANSLATORS: Lights Out button: show or hide every press of a shortest solution.
        case .solution: tr("Solution")
        case .restart: tr("Restart")
        // TRANSLATORS: Lights Out button: show the list of past results.
        case .history: tr("History")
        }
    }
}

/// The screen's buttons, laid out as one row (portrait and compact) or a 2×2 grid (the side
/// panel of a wide window, and a portrait window too narrow for the row), in the theme at the
/// screen's scale.
extension LightsOutScreen {
    /// One row of the game's buttons at the body size, and the same row at the floor: a
    /// `ViewThatFits` takes the first that fits, so the labels share one size and never drop
    /// under the floor (shrinking each label on its own would leave them mismatched).
    func buttonRows(_ theme: Theme, buttons: [LightsOutButton]) -> [any View] {
        [theme.fontSize.body, theme.fontSize.floor].map { fontSize in
            HStack(spacing: theme.spacing.small) {
                for button in buttons {
                    self.button(button, theme: theme, fontSize: fontSize, minWidth: 0)
                }
            }
        }
    }

    /// Hint and Solution over Restart and History, the grid as wide as `width`. Each row at its
    /// own height, as the panel measured it: laid out at the grid's final height, the rows would
    /// otherwise measure every label again.
    func buttonGrid(_ theme: Theme, width: Double) -> any View {
        let half = (width - theme.spacing.small) / 2
        return VStack(spacing: theme.spacing.small) {
            NaturalHeight(
                HStack(spacing: theme.spacing.small) {
                    button(.hint, theme: theme, minWidth: half)
                    button(.solution, theme: theme, minWidth: half)
                })
            NaturalHeight(
                HStack(spacing: theme.spacing.small) {
                    button(.restart, theme: theme, minWidth: half)
                    button(.history, theme: theme, minWidth: half)
                })
        }
    }

    private func button(
        _ button: LightsOutButton, theme: Theme, fontSize: Double? = nil, minWidth: Double
    ) -> any View {
        switch button {
        case .hint:
            Button(
                button.label, action: LightsOutAction.hint, theme: theme, enabled: playing, fontSize: fontSize,
                minWidth: minWidth)
        case .solution:
            Button(
                button.label, action: LightsOutAction.toggleSolution, theme: theme,
                style: showSolution ? .primary : .secondary, fontSize: fontSize, minWidth: minWidth)
        case .restart:
            Button(
                button.label, action: ChromeAction.command(.restart), theme: theme, fontSize: fontSize,
                minWidth: minWidth)
        case .history:
            Button(
                button.label, action: LightsOutAction.toggleHistory, theme: theme, fontSize: fontSize,
                minWidth: minWidth)
        case .previous:
            Button(
                button.label, action: LightsOutAction.previousLevel, theme: theme, enabled: canGoBack,
                fontSize: fontSize, minWidth: minWidth)
        case .next:
            Button(
                button.label, action: LightsOutAction.nextLevel, theme: theme, enabled: canGoForward,
                fontSize: fontSize, minWidth: minWidth)
        }
    }
}
