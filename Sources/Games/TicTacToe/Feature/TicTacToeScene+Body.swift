import GameCore
import GameKit
import Layout
import TicTacToeEngine

/// The screen: header, result or turn, tally, board and choices, arranged for the window's
/// shape: a side panel beside the board when the window is wide, rows above and below it when
/// it is tall, and only the essentials when it is small (the keys still reach everything).
extension TicTacToeScene {
    public func body(size: Size, theme: Theme) -> any View {
        let shape = TicTacToeScreenShape(size: size)
        return VStack(spacing: shape == .small ? theme.spacing.small : theme.spacing.medium) {
            GameHeader("Tic-tac-toe", theme: theme, canUndo: canUndo, canRedo: canRedo, compact: shape != .landscape)
            switch shape {
            case .landscape: landscapeContent(theme: theme)
            case .portrait: portraitContent(theme: theme)
            case .small: smallContent(theme: theme)
            }
        }
        .padding(shape == .small ? theme.spacing.small : theme.spacing.medium)
        .frame(width: size.width, height: size.height)
    }

    public func miniature(theme: Theme) -> any View {
        TicTacToeBoardView(state: state, interactive: false, theme: theme).view
    }

    private func board(theme: Theme) -> any View {
        TicTacToeBoardView(state: state, hint: hint, cursor: cursorVisible ? cursor : nil, theme: theme).view
    }

    static let sidePanelWidth = 360.0

    private func landscapeContent(theme: Theme) -> any View {
        HStack(spacing: theme.spacing.large) {
            board(theme: theme)
            VStack(spacing: theme.spacing.medium) {
                statusView(theme: theme, large: true)
                tallyBoxes(theme: theme)
                choiceRow("Opponent", theme: theme) {
                    for opponent in TicTacToeOpponent.all {
                        choiceButton(
                            opponent.title, action: TicTacToeAction.opponent(opponent),
                            selected: settings.opponent == opponent, theme: theme)
                    }
                }
                choiceRow("First move", theme: theme) {
                    for starter in TicTacToeStarter.allCases {
                        choiceButton(
                            starter.title, action: TicTacToeAction.starter(starter),
                            selected: settings.starter == starter, enabled: settings.opponent != .friend,
                            theme: theme)
                    }
                }
                choiceRow("Board", theme: theme) {
                    for size in TicTacToeSettings.presetSizes {
                        choiceButton(
                            "\(size)×\(size)", action: TicTacToeAction.size(size), selected: settings.size == size,
                            theme: theme)
                    }
                }
                playButtons(theme: theme, width: (Self.sidePanelWidth - theme.spacing.small) / 2)
                keyHelp(theme: theme)
                    .padding(.init(top: theme.spacing.medium))
            }
            .frame(width: Self.sidePanelWidth)
        }
    }

    private func portraitContent(theme: Theme) -> any View {
        VStack(spacing: theme.spacing.medium) {
            statusView(theme: theme, large: false)
            board(theme: theme)
            HStack(spacing: theme.spacing.small) {
                Button(opponentLabel, action: TicTacToeAction.nextOpponent, theme: theme, fontSize: 14)
                Button(
                    starterLabel, action: TicTacToeAction.nextStarter, theme: theme,
                    enabled: settings.opponent != .friend, fontSize: 14)
                Button(
                    "\(settings.size)×\(settings.size)", action: TicTacToeAction.nextSize, theme: theme, fontSize: 14)
            }
            playButtons(theme: theme, width: 120)
        }
    }

    private func smallContent(theme: Theme) -> any View {
        VStack(spacing: theme.spacing.small) {
            Text(statusText, font: .system(theme.fontSize.headline, weight: .bold), color: statusColor(theme))
            board(theme: theme)
            playButtons(theme: theme, width: 44)
        }
    }

    private var opponentLabel: String {
        settings.opponent == .friend ? "2 players" : "vs \(settings.opponent.title)"
    }

    private var starterLabel: String {
        switch settings.starter {
        case .you: "You first"
        case .computer: "Computer first"
        case .alternate: "Alternate"
        }
    }

    private func choiceRow(_ title: String, theme: Theme, @ViewBuilder buttons: () -> [any View]) -> any View {
        VStack(spacing: theme.spacing.tiny) {
            Text(
                title.uppercased(), font: .system(theme.fontSize.caption - 1, weight: .bold),
                color: theme.textSecondary)
            HStack(spacing: theme.spacing.tiny + 2, content: buttons)
        }
    }

    private func choiceButton(
        _ title: String, action: TicTacToeAction, selected: Bool, enabled: Bool = true, theme: Theme
    ) -> any View {
        Button(
            title, action: action, theme: theme, style: selected ? .primary : .secondary, enabled: enabled,
            fontSize: 14, minWidth: 64)
    }

    /// Hint and a new round, each `width` wide at least; after a round "Play again" takes the lead.
    private func playButtons(theme: Theme, width: Double) -> any View {
        HStack(spacing: theme.spacing.small) {
            Button("Hint", action: TicTacToeAction.hint, theme: theme, enabled: !state.isOver, minWidth: width)
            Button(
                state.isOver ? "Play again" : "New game", action: ChromeAction.command(.newGame), theme: theme,
                style: state.isOver ? .primary : .secondary, minWidth: width)
        }
    }

    private func keyHelp(theme: Theme) -> any View {
        VStack(spacing: 2) {
            for line in ["Arrows/WASD + Enter · 1–9 on 3×3", "H hint · M opponent · F first · B board"] {
                Text(line, font: .system(theme.fontSize.caption), color: theme.textSecondary)
            }
        }
    }
}

/// Which arrangement suits the window.
enum TicTacToeScreenShape {
    case landscape, portrait, small

    init(size: Size) {
        if size.width >= size.height * 1.15 && size.width >= 720 && size.height >= 480 {
            self = .landscape
        } else if size.width < 340 || size.height < 440 {
            self = .small
        } else {
            self = .portrait
        }
    }
}
