import GameCore
import GameKit
import Layout
import LightsOutEngine

/// The screen: header, level bar, figures, board and buttons, arranged for the window's shape:
/// a side panel beside the board when the window is wide, rows above and below it when it is
/// tall, and a single line of figures when it is small.
extension LightsOutScene {
    public func body(size: Size, theme: Theme) -> any View {
        let shape = LightsOutScreenShape(size: size)
        return ZStack {
            VStack(spacing: theme.spacing.medium) {
                GameHeader(
                    shape == .small && size.width < 360 ? "" : "Lights Out", theme: theme, canUndo: midEnd.canUndo,
                    canRedo: midEnd.canRedo, compact: shape != .landscape)
                content(shape, size: size, theme: theme)
                    // The content takes the height left under the header and centres itself in
                    // it, so the header stays at the top when the board is limited by the width.
                    .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
            }
            .padding(shape == .small ? theme.spacing.small : theme.spacing.medium)
            .frame(width: size.width, height: size.height)
            overlay(size: size, theme: theme)
        }
        .frame(width: size.width, height: size.height)
    }

    public func miniature(theme: Theme) -> any View {
        LightsOutBoardView(board: state.lights, interactive: false, theme: theme).view
    }

    private func content(_ shape: LightsOutScreenShape, size: Size, theme: Theme) -> any View {
        switch shape {
        case .landscape: landscapeContent(theme: theme, roomForHelp: size.height >= 560)
        case .portrait: portraitContent(theme: theme, width: size.width - 2 * theme.spacing.medium)
        case .small: smallContent(theme: theme, width: size.width - 2 * theme.spacing.small)
        }
    }

    private func board(theme: Theme) -> any View {
        LightsOutBoardView(
            board: state.lights, hint: hint, solution: showSolution ? Set(LightsOutRules.solution(for: state)) : [],
            cursor: cursorVisible ? cursor : nil, theme: theme
        ).view
    }

    private func landscapeContent(theme: Theme, roomForHelp: Bool) -> any View {
        HStack(spacing: theme.spacing.large) {
            board(theme: theme)
            VStack(spacing: theme.spacing.medium) {
                levelBar(theme: theme, large: true)
                statsRow(theme: theme)
                buttonGrid(theme: theme, width: Self.sidePanelWidth)
                if showSolution && playing {
                    let left = LightsOutRules.remainingPar(for: state)
                    Text(
                        left == 1 ? "1 press to go" : "\(left) presses to go",
                        font: .system(theme.fontSize.body, weight: .bold), color: theme.success)
                }
                if roomForHelp {
                    helpCard(theme: theme)
                }
            }
            .frame(width: Self.sidePanelWidth)
        }
    }

    /// How to play, in the space the wide layout has to spare.
    private func helpCard(theme: Theme) -> any View {
        VStack(spacing: theme.spacing.tiny) {
            Text("Switch every light off.", font: .system(theme.fontSize.body, weight: .bold), color: theme.textPrimary)
            Text(
                "Each press flips a cross of lights.", font: .system(theme.fontSize.caption), color: theme.textSecondary
            )
            Text("Arrows move · Enter presses", font: .system(theme.fontSize.caption), color: theme.textSecondary)
            Text("H hint · S solution · Y history", font: .system(theme.fontSize.caption), color: theme.textSecondary)
        }
        .padding(theme.spacing.medium)
        .frame(minWidth: Self.sidePanelWidth)
        .background(theme.surface, cornerRadius: theme.radius.large)
    }

    private func portraitContent(theme: Theme, width: Double) -> any View {
        VStack(spacing: theme.spacing.medium) {
            levelBar(theme: theme, large: false)
            statsRow(theme: theme)
            board(theme: theme)
            buttonRow(theme: theme, buttons: [.hint, .solution, .restart, .history], width: width)
        }
    }

    /// Small windows drop the title and keep only the buttons most needed (S, R and Y still
    /// work), fold the figures into one line and the level arrows into the button row, so the
    /// board keeps the space.
    private func smallContent(theme: Theme, width: Double) -> any View {
        let buttons: [LightsOutButton] =
            width >= 264 ? [.previous, .hint, .solution, .next] : [.previous, .hint, .next]
        return VStack(spacing: theme.spacing.small) {
            Text(compactFigures, font: .system(theme.fontSize.caption, weight: .bold), color: theme.textPrimary)
            board(theme: theme)
            buttonRow(theme: theme, buttons: buttons, width: width)
        }
    }

    static let sidePanelWidth = 280.0

    private var levelName: String {
        state.level.map { "Level \($0)" } ?? "Custom"
    }

    private var compactFigures: String {
        "\(levelName) · \(state.pressCount)/\(state.par) · \(formatDuration(midEnd.elapsed))"
    }

    private func levelBar(theme: Theme, large: Bool) -> any View {
        HStack(spacing: theme.spacing.small) {
            Button("◀", action: LightsOutAction.previousLevel, theme: theme, enabled: canGoBack)
            VStack(spacing: 0) {
                Text(
                    levelName, font: .system(large ? theme.fontSize.title : theme.fontSize.headline, weight: .bold),
                    color: theme.textPrimary)
                Text("\(state.size)×\(state.size)", font: .system(theme.fontSize.caption), color: theme.textSecondary)
            }
            .frame(minWidth: 120)
            Button("▶", action: LightsOutAction.nextLevel, theme: theme)
        }
        // A fixed height: stacks share height out by flexibility, and a title that may shrink
        // would be the first to give way.
        .frame(height: large ? 54 : 44)
    }

    private func statsRow(theme: Theme) -> any View {
        HStack(spacing: theme.spacing.small) {
            StatBox("Moves", "\(state.pressCount)", theme: theme, minWidth: 80)
            StatBox("Par", "\(state.par)", theme: theme, minWidth: 80)
            StatBox("Time", formatDuration(midEnd.elapsed), theme: theme, minWidth: 80)
        }
    }

    var playing: Bool { midEnd.outcome == .playing }

    /// The history panel, or the message for a finished level.
    @ViewBuilder
    private func overlay(size: Size, theme: Theme) -> [any View] {
        if showHistory {
            LightsOutHistoryPanel(results: results, size: size, theme: theme).view
        } else if midEnd.outcome == .won && showsResult {
            Dialog(
                title: "Solved!", message: resultMessage, titleColor: theme.success,
                buttons: [("Next level", LightsOutAction.nextLevel), ("Replay", ChromeAction.command(.restart))],
                theme: theme)
        } else if midEnd.outcome == .lost && showsResult {
            Dialog(
                title: "All lights on — you lose", message: "Every light is lit. Start again or undo.",
                titleColor: theme.danger,
                buttons: [("Restart", ChromeAction.command(.restart)), ("Undo", ChromeAction.command(.undo))],
                theme: theme)
        }
    }

    private var resultMessage: String {
        let moves = state.pressCount == 1 ? "1 move" : "\(state.pressCount) moves"
        let perfect = state.pressCount <= state.par ? " — perfect!" : ""
        return "\(moves), par \(state.par)\(perfect) · \(formatDuration(midEnd.elapsed))"
    }
}

/// Which arrangement suits the window.
enum LightsOutScreenShape {
    case landscape, portrait, small

    init(size: Size) {
        if size.width >= size.height * 1.15 && size.width >= 640 && size.height >= 360 {
            self = .landscape
        } else if size.width < 340 || size.height < 420 {
            self = .small
        } else {
            self = .portrait
        }
    }
}
