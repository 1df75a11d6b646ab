import GameCore
import GameKit
import Layout
import LightsOutEngine

/// The parts of the Lights Out screen around the board: level bar, figures, help and dialogs,
/// each built with the theme at the screen's scale, so the panel grows with big windows.
extension LightsOutScreen {
    /// Widths at scale 1 that grow with the theme: a level name that changes ("Level 9",
    /// "Level 10", "Custom") keeps the arrows still, and the figures line up.
    private static let levelNameWidth = 120.0
    private static let statWidth = 80.0

    /// How much `theme` is scaled up from the standard one (the screen's scale on big windows;
    /// both standard themes set body text in the same size).
    static func scale(of theme: Theme) -> Double { theme.fontSize.body / Theme.dark.fontSize.body }

    var levelName: String {
        state.level.map { "Level \($0)" } ?? "Custom"
    }

    var compactFigures: String {
        "\(levelName) · \(state.pressCount)/\(state.par) · \(formatDuration(elapsed))"
    }

    /// Under the level's name: its board size, and on the plateau that the ladder stops rising.
    var sizeCaption: String {
        let size = "\(state.size)×\(state.size)"
        guard let level = state.level, LightsOutLevels.isOnPlateau(level) else { return size }
        return "\(size) · top of the ladder"
    }

    /// ◀ level ▶, the level's name over its board size; the name opens the level picker.
    func levelBar(_ theme: Theme, large: Bool) -> any View {
        let scale = Self.scale(of: theme)
        return HStack(spacing: theme.spacing.small) {
            Button("◀", action: LightsOutAction.previousLevel, theme: theme, enabled: canGoBack, minWidth: 44 * scale)
            VStack(spacing: 0) {
                Text(
                    levelName, font: .system(large ? theme.fontSize.title : theme.fontSize.headline, weight: .bold),
                    color: theme.textPrimary)
                Text(sizeCaption, font: .system(theme.fontSize.caption), color: theme.textSecondary)
            }
            .frame(minWidth: Self.levelNameWidth * scale)
            .padding(horizontal: 0, vertical: 2 * scale)
            .background(theme.surface, cornerRadius: theme.radius.medium + 3)
            .onTap(LightsOutAction.openPicker)
            Button(
                "▶", action: LightsOutAction.nextLevel, theme: theme, enabled: canGoForward, minWidth: 44 * scale)
        }
    }

    func statsRow(_ theme: Theme) -> any View {
        let width = Self.statWidth * Self.scale(of: theme)
        return HStack(spacing: theme.spacing.small) {
            StatBox("Moves", "\(state.pressCount)", theme: theme, minWidth: width)
            StatBox("Par", "\(state.par)", theme: theme, minWidth: width)
            StatBox("Time", formatDuration(elapsed), theme: theme, minWidth: width)
        }
    }

    /// While the solution shows, how many of its presses are left.
    func pressesToGo(_ theme: Theme) -> any View {
        let left = LightsOutRules.remainingPar(for: state)
        return Text(
            left == 1 ? "1 press to go" : "\(left) presses to go", font: .system(theme.fontSize.body, weight: .bold),
            color: theme.success)
    }

    /// How to play, in the space the side panel has to spare.
    func helpCard(_ theme: Theme, width: Double) -> any View {
        VStack(spacing: theme.spacing.tiny) {
            Text("Switch every light off.", font: .system(theme.fontSize.body, weight: .bold), color: theme.textPrimary)
            Text(
                "Each press flips a cross of lights.", font: .system(theme.fontSize.caption), color: theme.textSecondary
            )
            Text("Arrows move · Enter presses", font: .system(theme.fontSize.caption), color: theme.textSecondary)
            Text("H hint · S solution · Y history", font: .system(theme.fontSize.caption), color: theme.textSecondary)
            Text(
                "L or the level's name: choose a level", font: .system(theme.fontSize.caption),
                color: theme.textSecondary)
        }
        .padding(theme.spacing.medium)
        .frame(width: width)
        .background(theme.surface, cornerRadius: theme.radius.large)
    }

    /// The history card, or the message for a finished level, at the screen's scale.
    func dialog(_ overlay: LightsOutOverlay, _ context: PanelContext) -> any View {
        let theme = context.theme
        switch overlay {
        case .picker(let picker, let furthest):
            return LightsOutPickerView(
                picker: picker, current: state.level, furthest: furthest, theme: theme, window: context.window
            ).view
        case .history(let results):
            return LightsOutHistoryPanel(results: results, size: context.window, theme: theme).view
        case .solved:
            return Dialog(
                title: "Solved!", message: resultMessage, titleColor: theme.success,
                buttons: [("Next level", LightsOutAction.nextLevel), ("Replay", ChromeAction.command(.restart))],
                theme: theme)
        case .allLit:
            return Dialog(
                title: "All lights on — you lose", message: "Every light is lit. Start again or undo.",
                titleColor: theme.danger,
                buttons: [("Restart", ChromeAction.command(.restart)), ("Undo", ChromeAction.command(.undo))],
                theme: theme)
        }
    }

    /// Moves against par and the time; "perfect!" only for par reached without the solution
    /// shown, and a level solved with it says so instead.
    var resultMessage: String {
        let moves = state.pressCount == 1 ? "1 move" : "\(state.pressCount) moves"
        let note = assisted ? " · solution shown" : state.pressCount <= state.par ? " — perfect!" : ""
        return "\(moves), par \(state.par)\(note) · \(formatDuration(elapsed))"
    }
}
