import Game2048Engine
import GameCore
import GameKit
import Layout
import Localization

/// The parts of the 2048 screen around the board: score boxes, buttons, key hints and dialogs,
/// each built with the palette at the screen's scale.
extension Game2048Screen {
    func scoreBoxes(_ palette: Game2048Palette, width: Double) -> [any View] {
        [
            // TRANSLATORS: caption of the score box, shown in capitals over the score.
            Game2048ScoreBox(tr("Score"), state.score, width: width, palette: palette),
            // TRANSLATORS: caption of the box with the best score on this board size, in capitals.
            Game2048ScoreBox(tr("Best"), best, width: width, palette: palette),
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
        // TRANSLATORS: button naming the odds of a new tile being a 2 or a 4 (90 % twos, 10 % fours).
        let classic = tr("Odds 90/10")
        // TRANSLATORS: button naming the odds of a new tile being a 2 or a 4 (as many twos as fours).
        let even = tr("Odds 50/50")
        let label = state.spawnRule == .classic ? classic : even
        return Button(label, action: Game2048Action.toggleSpawnRule, theme: palette.theme, minWidth: minWidth)
    }

    /// The coach's three buttons: Hint, auto-play (Stop while it plays) and its pace, with the
    /// pace's short label where `width` is narrow.
    func coachButtonViews(_ palette: Game2048Palette, width: Double) -> (
        hint: any View, play: any View, pace: any View, shortPace: any View
    ) {
        let theme = palette.theme
        let narrow = width < 320 * theme.fontSize.body / 16
        // TRANSLATORS: button: ask the coach for the best slide.
        let hint = Button(tr("Hint"), action: Game2048Action.hint, theme: theme, enabled: !coach.autoplaying)
        // TRANSLATORS: button: stop the coach's auto-play.
        let stop = tr("Stop")
        // TRANSLATORS: button: let the coach play the game move after move.
        let autoplay = tr("Auto-play")
        let play = Button(
            coach.autoplaying ? stop : autoplay, action: Game2048Action.autoplay, theme: theme,
            style: coach.autoplaying ? .primary : .secondary)
        let paceLabel = narrow ? coach.pace.shortLabel : coach.pace.label
        return (
            hint, play, Button(paceLabel, action: Game2048Action.autoplayPace, theme: theme),
            Button(coach.pace.shortLabel, action: Game2048Action.autoplayPace, theme: theme)
        )
    }

    /// Hint, auto-play and its pace in one row as wide as the panel; when their labels (a long
    /// translation) do not fit in one row, the pace goes on a second row with its full label
    /// rather than every label shrinking out of sight.
    func coachButtons(_ palette: Game2048Palette, width: Double) -> any View {
        let gap = palette.theme.spacing.small
        let buttons = coachButtonViews(palette, width: width)
        return ViewThatFits(in: [.horizontal]) {
            HStack(spacing: gap) {
                buttons.hint
                buttons.play
                Spacer(minLength: 0)
                buttons.pace
            }
            VStack(alignment: .leading, spacing: gap) {
                HStack(spacing: gap) {
                    buttons.hint
                    buttons.play
                    Spacer(minLength: 0)
                }
                Button(coach.pace.label, action: Game2048Action.autoplayPace, theme: palette.theme)
            }
        }
    }

    /// Under the board of a portrait window: the size and the odds in a row, the coach's
    /// buttons under them. Where that row would cut "Odds 90/10" short (a narrow window), the
    /// odds join the pace's short label on a third row instead, so the board loses no more
    /// height than before and no label is cut.
    func settingsAndCoach(_ palette: Game2048Palette, width: Double) -> any View {
        let theme = palette.theme
        let scale = theme.fontSize.body / 16
        let gap = theme.spacing.small
        let rowGap = theme.spacing.small + 2
        let buttons = coachButtonViews(palette, width: width)
        return ViewThatFits(in: [.horizontal]) {
            VStack(alignment: .leading, spacing: rowGap) {
                HStack(spacing: gap) {
                    sizeChooser(palette, labelWidth: 52 * scale)
                    Spacer(minLength: gap)
                    spawnRuleButton(palette, minWidth: 44 * scale)
                }
                coachButtons(palette, width: width)
            }
            VStack(alignment: .leading, spacing: rowGap) {
                sizeChooser(palette, labelWidth: 52 * scale)
                HStack(spacing: gap) {
                    buttons.hint
                    buttons.play
                }
                HStack(spacing: gap) {
                    buttons.shortPace
                    Spacer(minLength: gap)
                    spawnRuleButton(palette, minWidth: 44 * scale)
                }
            }
        }
    }

    /// What the coach says, on two lines: the hint's direction and its reason, that it is
    /// thinking, or how to stop auto-play. Blank lines of the same height otherwise, so nothing
    /// below them moves. Where the panel has no room left for them, they give way.
    func coachLine(_ palette: Game2048Palette, width: Double) -> any View {
        let theme = palette.theme
        let lines: (String, String) =
            if coach.autoplaying {
                (tr("The coach is playing."), tr("Any key or click stops it."))
            } else if let hint = coach.hint {
                (Game2048Words.hint(hint.direction), Game2048Words.reason(hint.reason))
            } else if coach.thinking {
                // TRANSLATORS: the coach is working out a hint.
                (tr("Thinking…"), "")
            } else {
                ("", "")
            }
        let height = (theme.fontSize.caption * 1.4).rounded()
        // Each line offered exactly the panel's width: a long translation shrinks to the
        // caption floor, then ends in an ellipsis.
        let first = Text(lines.0, font: .system(theme.fontSize.caption, weight: .bold), color: theme.textPrimary)
            .role(.caption)
            .frame(width: width, alignment: .leading)
            .frame(maxWidth: .infinity, minHeight: height, alignment: .leading)
        let second = Text(lines.1, font: .system(theme.fontSize.caption), color: theme.textPrimary)
            .role(.caption)
            .frame(width: width, alignment: .leading)
            .frame(maxWidth: .infinity, minHeight: height, alignment: .leading)
        // A panel too short for both lines (600×400) keeps the first, or neither: the hint's
        // arrow on the board still shows the slide.
        return ViewThatFits(in: [.vertical]) {
            VStack(alignment: .leading, spacing: 0) {
                first
                second
            }
            first
            EmptyView()
        }
    }

    /// The keys, for players who would not guess them, in the panel's spare room: only where
    /// every line fits at its natural caption size, otherwise nothing (the shortcuts overlay, F1,
    /// lists every key). Squeezed, the lines were specks cut off by the window's edge.
    func hints(_ palette: Game2048Palette) -> any View {
        let theme = palette.theme
        let lines = [
            // TRANSLATORS: 2048's key help, two lines per sentence; key names (WASD, HJKL, R, O,
            // Shift+H…) stay as they are on the keyboard.
            tr("Arrows, WASD or HJKL slide"), tr("or drag across the window."),
            tr("R new game · O odds"), tr("− and + change the size"),
            tr("Shift+H hint · Shift+A auto-play"), tr("Shift+P auto-play's pace"),
        ]
        return ViewThatFits {
            VStack(alignment: .leading, spacing: 4) {
                for line in lines {
                    Text(line, font: .system(theme.fontSize.caption), color: theme.textSecondary).role(.caption)
                }
            }
            .padding(.init(top: theme.spacing.small))
            EmptyView()
        }
    }

    /// "You win!" while the rules wait for an answer, "Game over" when no move is left (until
    /// Escape closes it); each fades in under its own identity once the tiles have landed.
    var dialog: ((Game2048Palette) -> any View)? {
        if state.awaitsWinAnswer {
            let score = state.score
            return { palette in
                Dialog(
                    // TRANSLATORS: title of the dialog when the 2048 tile is made.
                    title: tr("You win!"),
                    message: trn(
                        // TRANSLATORS: the win dialog's message; {count} is the score.
                        "You made 2048 with {count} point.", "You made 2048 with {count} points.", count: score),
                    titleColor: palette.winTitle, buttons: Self.winButtons, theme: palette.theme
                )
                .id(Game2048ViewKey.winDialog, transition: .opacity)
            }
        }
        guard showsGameOver else { return nil }
        let buttons = Self.gameOverButtons(canUndo: canUndo)
        // TRANSLATORS: the game-over dialog's message: the board is full and nothing merges.
        let message = tr("No moves left. Score: {score}", ["score": state.score])
        return { palette in
            Dialog(title: tr("Game over"), message: message, buttons: buttons, theme: palette.theme)
                .id(Game2048ViewKey.gameOverDialog, transition: .opacity)
        }
    }

    /// "You win!"'s buttons, with the keys they show and answer (C keeps going, N starts anew).
    static var winButtons: [DialogButton] {
        [
            // TRANSLATORS: button of the win dialog: play on past 2048.
            DialogButton(tr("Keep going"), action: Game2048Action.keepGoing, key: .character("c")),
            DialogButton(tr("New game"), action: ChromeAction.command(.newGame), key: .character("n")),
        ]
    }

    /// "Game over"'s buttons: N tries again, U takes the last move back (when there is one).
    static func gameOverButtons(canUndo: Bool) -> [DialogButton] {
        // TRANSLATORS: button of the game-over dialog: start a new game.
        var buttons = [DialogButton(tr("Try again"), action: ChromeAction.command(.newGame), key: .character("n"))]
        // TRANSLATORS: button: take back the last move.
        if canUndo {
            buttons.append(DialogButton(tr("Undo"), action: ChromeAction.command(.undo), key: .character("u")))
        }
        return buttons
    }
}
