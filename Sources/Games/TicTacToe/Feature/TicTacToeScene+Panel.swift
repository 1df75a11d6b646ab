import GameCore
import GameKit
import Layout
import Localization
import TicTacToeEngine

/// One button of the panel: a choice, or a step through the choices.
private struct TicTacToePanelButton {
    let title: String
    let action: TicTacToeAction
    var style: ButtonStyle = .secondary
    var enabled = true
}

/// The panel's parts, built from the theme at the screen's scale so type, gaps and buttons grow
/// with the window. Landscape: everything in the side panel, under the status. Portrait: the
/// game and the tally over the board, one stepping button per choice and the play buttons under
/// it. Compact: the play buttons only (the keys still reach every choice).
extension TicTacToeScene {
    func panelAbove(_ context: PanelContext) -> [any View] {
        let theme = context.theme
        switch context.shape {
        case .landscape:
            return [description(theme), tallyBoxes(theme: theme, width: context.width)]
        case .portrait:
            return [
                VStack(spacing: theme.spacing.tiny / 2) {
                    description(theme)
                    Text(tallyLine, font: .system(theme.fontSize.caption, weight: .bold), color: theme.textSecondary)
                        .lineLimit(2)
                }
            ]
        case .compact:
            return []
        }
    }

    func panelBelow(_ context: PanelContext) -> [any View] {
        let theme = context.theme
        let unit = Self.unit(theme)
        switch context.shape {
        case .landscape:
            // Most complete first: a short window gives up the key help, then the rows of every
            // choice for one stepping button per choice, then a second row of play buttons for
            // labels too long to share one, before the panel would overflow.
            return [
                TicTacToeFirstFit(forms: [
                    { self.sidePanelControls(context, everyChoice: true, keys: true) },
                    { self.sidePanelControls(context, everyChoice: true, keys: false) },
                    { self.sidePanelControls(context, everyChoice: false, keys: true) },
                    { self.sidePanelControls(context, everyChoice: false, keys: false) },
                    { self.sidePanelControls(context, everyChoice: false, keys: false, stacking: false) },
                ])
            ]
        case .portrait:
            return [
                buttonRows(stepButtons, minimum: 44 * unit, width: context.width, theme: theme),
                playButtons(theme: theme, width: 120 * unit),
            ]
        case .compact:
            return [playButtons(theme: theme, width: 44 * unit)]
        }
    }

    /// Sizes below are points at the unscaled theme (body 16), grown with the screen's scale.
    private static func unit(_ theme: Theme) -> Double { theme.fontSize.body / 16 }

    private func description(_ theme: Theme) -> any View {
        Text(gameDescription, font: .system(theme.fontSize.caption), color: theme.textSecondary).lineLimit(2)
    }

    /// The choices, the play buttons and the keys, each row the panel's width.
    private func sidePanelControls(
        _ context: PanelContext, everyChoice: Bool, keys: Bool, stacking: Bool = true
    ) -> any View {
        let theme = context.theme
        let unit = Self.unit(theme)
        let width = context.width
        return TicTacToeColumn(spacing: theme.spacing.medium) {
            if everyChoice {
                // TRANSLATORS: Tic-tac-toe panel heading (in capitals) over the choice of opponent.
                choiceSection(tr("Opponent"), opponentButtons, minimum: 92 * unit, context: context)
                // TRANSLATORS: Tic-tac-toe panel heading (in capitals) over who moves first.
                choiceSection(tr("First move"), starterButtons, minimum: 92 * unit, context: context)
                // TRANSLATORS: Tic-tac-toe panel heading (in capitals) over the board sizes.
                choiceSection(tr("Board"), sizeButtons, minimum: 60 * unit, context: context)
            } else {
                buttonRows(stepButtons, minimum: 120 * unit, width: width, theme: theme)
            }
            playButtons(theme: theme, width: (width - theme.spacing.small) / 2, stacking: stacking ? width : nil)
            if keys { keyHelp(theme: theme) }
        }
    }

    private var opponentButtons: [TicTacToePanelButton] {
        TicTacToeOpponent.all.map { opponent in
            TicTacToePanelButton(
                title: opponent.title, action: .opponent(opponent),
                style: settings.opponent == opponent ? .primary : .secondary)
        }
    }

    private var starterButtons: [TicTacToePanelButton] {
        TicTacToeStarter.allCases.map { starter in
            TicTacToePanelButton(
                title: starter.title, action: .starter(starter),
                style: settings.starter == starter && settings.opponent != .friend ? .primary : .secondary,
                enabled: settings.opponent != .friend)
        }
    }

    private var sizeButtons: [TicTacToePanelButton] {
        TicTacToeSettings.presetSizes.map { size in
            TicTacToePanelButton(
                title: "\(size)×\(size)", action: .size(size),
                style: settings.size == size && !settings.gravity ? .primary : .secondary)
        } + [
            TicTacToePanelButton(
                title: TicTacToeSettings(gravity: true).boardTitle, action: .fourInARow,
                style: settings.gravity ? .primary : .secondary)
        ]
    }

    /// One button per choice naming the current one; a tap steps to the next, as M, F and B do.
    private var stepButtons: [TicTacToePanelButton] {
        [
            TicTacToePanelButton(
                title: settings.opponent == .friend
                    // TRANSLATORS: Tic-tac-toe button naming the computer's level ({level}: Easy, Medium, Perfect).
                    ? settings.opponent.title : tr("vs {level}", ["level": settings.opponent.title]),
                action: .nextOpponent),
            TicTacToePanelButton(title: starterLabel, action: .nextStarter, enabled: settings.opponent != .friend),
            TicTacToePanelButton(title: settings.boardTitle, action: .nextSize),
        ]
    }

    private var starterLabel: String {
        switch settings.starter {
        // TRANSLATORS: Tic-tac-toe button: the person moves first (a tap changes it).
        case .you: tr("You first")
        // TRANSLATORS: Tic-tac-toe button: the computer moves first (a tap changes it).
        case .computer: tr("Computer first")
        case .alternate: settings.starter.title
        }
    }

    private func choiceSection(
        _ title: String, _ buttons: [TicTacToePanelButton], minimum: Double, context: PanelContext
    ) -> any View {
        let theme = context.theme
        return TicTacToeColumn(spacing: theme.spacing.tiny) {
            Text(title.uppercased(), font: .system(theme.fontSize.caption, weight: .bold), color: theme.textSecondary)
            buttonRows(buttons, minimum: minimum, width: context.width, theme: theme)
        }
    }

    /// `buttons` in rows of equal buttons filling `width`: as many to a row as fit at `minimum`
    /// wide, the rows as even as they can be (2 + 2 rather than 3 + 1), and fewer to a row when a
    /// label (a translation) is wider than its share, so that no label is cut short.
    private func buttonRows(
        _ buttons: [TicTacToePanelButton], minimum: Double, width: Double, theme: Theme
    ) -> any View {
        let gap = theme.spacing.tiny + 2
        let fitting = min(buttons.count, max(1, Int((width + gap) / (minimum + gap))))
        let forms = stride(from: fitting, through: 1, by: -1).map { perRow in
            { () -> any View in
                let rows = (buttons.count + perRow - 1) / perRow
                let columns = max(1, (buttons.count + rows - 1) / max(1, rows))
                let share = max(0, (width - gap * Double(columns - 1)) / Double(columns))
                return TicTacToeColumn(spacing: gap) {
                    for start in stride(from: 0, to: buttons.count, by: columns) {
                        HStack(spacing: gap) {
                            for item in buttons[start..<min(start + columns, buttons.count)] {
                                self.button(item, theme: theme, minWidth: share)
                            }
                        }
                    }
                }
            }
        }
        return ViewThatFits(in: [.horizontal], forms: forms)
    }

    private func button(_ item: TicTacToePanelButton, theme: Theme, minWidth: Double) -> any View {
        Button(
            item.title, action: item.action, theme: theme, style: item.style, enabled: item.enabled,
            fontSize: theme.fontSize.caption, minWidth: minWidth)
    }

    /// Hint and a new round side by side, each `width` wide at least; after a round "Play
    /// again" takes the lead. When the two labels do not fit whole side by side the side panel
    /// (`stacking` its width) puts them one under the other, and a narrow window keeps the one
    /// that matters now (Hint in a round, Play again after it): the other stays in the header's
    /// menu and on its key.
    private func playButtons(theme: Theme, width: Double, stacking: Double? = nil) -> any View {
        func hint(_ width: Double) -> any View {
            // TRANSLATORS: button: mark the cell the computer would suggest.
            Button(tr("Hint"), action: TicTacToeAction.hint, theme: theme, enabled: !state.isOver, minWidth: width)
        }
        func next(_ width: Double) -> any View {
            Button(
                // TRANSLATORS: button: start the next round once one is over.
                state.isOver ? tr("Play again") : tr("New game"), action: ChromeAction.command(.newGame),
                theme: theme, style: state.isOver ? .primary : .secondary, minWidth: width)
        }
        return ViewThatFits(in: [.horizontal]) {
            HStack(spacing: theme.spacing.small) {
                hint(width)
                next(width)
            }
            if let stacking {
                TicTacToeColumn(spacing: theme.spacing.small) {
                    hint(stacking)
                    next(stacking)
                }
            } else {
                state.isOver ? next(width) : hint(width)
            }
        }
    }

    /// The keys on the panel, when they fit whole; otherwise F1's overlay lists them.
    private func keyHelp(theme: Theme) -> any View {
        let lines = TicTacToeColumn(spacing: theme.spacing.tiny / 2) {
            for line in [
                settings.gravity
                    // TRANSLATORS: Four in a row's key help: arrows, A and D move the column; Enter, S or 1–7 drop a mark.
                    ? tr("Arrows/WASD + Enter · 1–7 drop in a column")
                    // TRANSLATORS: Tic-tac-toe key help; key names (WASD, Enter, H, M, F, B) stay as on the keyboard.
                    : tr("Arrows/WASD + Enter · 1–9 on 3×3"),
                tr("H hint · M opponent · F first · B board"),
            ] {
                Text(line, font: .system(theme.fontSize.caption), color: theme.textSecondary)
            }
        }
        return ViewThatFits(in: [.horizontal]) {
            lines.padding(.init(top: theme.spacing.small))
            EmptyView()
        }
    }
}
