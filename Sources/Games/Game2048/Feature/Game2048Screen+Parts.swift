import Game2048Engine
import GameCore
import GameKit
import Layout

/// The parts of the 2048 screen around the board: score boxes, buttons, key hints and dialogs,
/// each built with the palette at the screen's scale.
extension Game2048Screen {
    func scoreBoxes(_ palette: Game2048Palette, width: Double) -> [any View] {
        [
            Game2048ScoreBox("Score", state.score, width: width, palette: palette),
            Game2048ScoreBox("Best", best, width: width, palette: palette),
        ]
    }

    func newGameButton(_ palette: Game2048Palette, _ label: String, minWidth: Double) -> any View {
        Button(
            label, action: ChromeAction.command(.newGame), theme: palette.theme, style: .primary, minWidth: minWidth)
    }

    /// − and + around the current size; either starts a new game on the other board.
    func sizeChooser(_ palette: Game2048Palette, labelWidth: Double) -> any View {
        let theme = palette.theme
        let size = state.size
        let button = 44 * theme.fontSize.body / 16
        return HStack(spacing: theme.spacing.small) {
            Button(
                "−", action: Game2048Action.smallerBoard, theme: theme,
                enabled: size > Game2048Board.sizes.lowerBound, minWidth: button)
            Text("\(size)×\(size)", font: .system(theme.fontSize.body, weight: .bold), color: theme.textPrimary)
                .frame(width: labelWidth)
            Button(
                "+", action: Game2048Action.largerBoard, theme: theme,
                enabled: size < Game2048Board.sizes.upperBound, minWidth: button)
        }
    }

    /// Names the odds the current game spawns with; a tap starts a game with the other odds.
    func spawnRuleButton(_ palette: Game2048Palette, minWidth: Double) -> any View {
        let label = state.spawnRule == .classic ? "Odds 90/10" : "Odds 50/50"
        return Button(label, action: Game2048Action.toggleSpawnRule, theme: palette.theme, minWidth: minWidth)
    }

    /// Hint, auto-play (Stop while it plays) and its pace, in one row as wide as the panel.
    func coachButtons(_ palette: Game2048Palette, width: Double) -> any View {
        let theme = palette.theme
        let gap = theme.spacing.small
        let narrow = width < 320 * theme.fontSize.body / 16
        let hint = Button("Hint", action: Game2048Action.hint, theme: theme, enabled: !coach.autoplaying)
        let play = Button(
            coach.autoplaying ? "Stop" : "Auto-play", action: Game2048Action.autoplay, theme: theme,
            style: coach.autoplaying ? .primary : .secondary)
        let paceLabel = narrow ? String(coach.pace.label.dropFirst("Pace: ".count)).capitalized : coach.pace.label
        let pace = Button(paceLabel, action: Game2048Action.autoplayPace, theme: theme)
        return HStack(spacing: gap) {
            hint
            play
            Spacer(minLength: 0)
            pace
        }
    }

    /// What the coach says, on two lines: the hint's direction and its reason, that it is
    /// thinking, or how to stop auto-play. Blank lines of the same height otherwise, so nothing
    /// below them moves.
    func coachLine(_ palette: Game2048Palette) -> any View {
        let theme = palette.theme
        let lines: (String, String) =
            if coach.autoplaying {
                ("The coach is playing.", "Any key or click stops it.")
            } else if let hint = coach.hint {
                ("Hint: slide \(hint.direction.rawValue)", hint.reason)
            } else if coach.thinking {
                ("Thinking…", "")
            } else {
                ("", "")
            }
        let height = (theme.fontSize.caption * 1.4).rounded()
        return VStack(alignment: .leading, spacing: 0) {
            Text(lines.0, font: .system(theme.fontSize.caption, weight: .bold), color: theme.textPrimary)
                .frame(maxWidth: .infinity, minHeight: height, alignment: .leading)
            Text(lines.1, font: .system(theme.fontSize.caption), color: theme.textPrimary)
                .frame(maxWidth: .infinity, minHeight: height, alignment: .leading)
        }
    }

    /// The keys, for players who would not guess them.
    func hints(_ palette: Game2048Palette) -> any View {
        let theme = palette.theme
        let lines = [
            "Arrows, WASD or HJKL slide", "or drag across the window.",
            "R new game · O odds", "− and + change the size",
            "Shift+H hint · Shift+A auto-play", "Shift+P auto-play's pace",
        ]
        return VStack(alignment: .leading, spacing: 4) {
            for line in lines {
                Text(line, font: .system(theme.fontSize.caption), color: theme.textSecondary)
            }
        }
        .padding(.init(top: theme.spacing.small))
    }

    /// "You win!" while the rules wait for an answer, "Game over" when no move is left (until
    /// Escape closes it); each fades in under its own identity once the tiles have landed.
    var dialog: ((Game2048Palette) -> any View)? {
        if state.awaitsWinAnswer {
            let score = state.score
            return { palette in
                Dialog(
                    title: "You win!", message: "You made 2048 with \(score) points.", titleColor: palette.winTitle,
                    buttons: [("Keep going", Game2048Action.keepGoing), ("New game", ChromeAction.command(.newGame))],
                    theme: palette.theme
                )
                .id(Game2048ViewKey.winDialog, transition: .opacity)
            }
        }
        guard showsGameOver else { return nil }
        var buttons: [(String, AnyHashable)] = [("Try again", ChromeAction.command(.newGame))]
        if canUndo { buttons.append(("Undo", ChromeAction.command(.undo))) }
        let message = "No moves left. Score: \(state.score)"
        return { palette in
            Dialog(title: "Game over", message: message, buttons: buttons, theme: palette.theme)
                .id(Game2048ViewKey.gameOverDialog, transition: .opacity)
        }
    }
}
