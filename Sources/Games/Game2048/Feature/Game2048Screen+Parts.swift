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

    /// − and + around the current shape (rows × columns); either starts a new game with a row
    /// and a column fewer or more, so square boards go 3×3 … 8×8 as before. With `target`, the
    /// shape between them is a button that also names the target tile ("4×6 → 2048") and plays
    /// for the next one: the landscape panel has no height for a row of its own.
    func sizeChooser(
        _ palette: Game2048Palette, labelWidth: Double, target: Bool = false, button: Double = 44
    ) -> any View {
        let theme = palette.theme
        let board = state.board.shapeName
        let label: any View =
            target
            ? Game2048IdealWidth(
                Button(
                    // TRANSLATORS: the board size and the target tile on one button ("4×4 → 2048"); a
                    // tap starts a new game played for the next target.
                    tr("{board} → {tile}", ["board": board, "tile": state.target]),
                    action: Game2048Action.nextTarget, theme: theme, minWidth: labelWidth))
            : Text(board, font: .system(theme.fontSize.body, weight: .bold), color: theme.textPrimary)
                .frame(width: labelWidth)
        return stepper(palette, label, rows: 1, columns: 1, button: button)
    }

    /// The rows and the columns, each between its own − and +: "− ↕4 +  − ↔6 +". With the size's
    /// − and + (both at once) they reach every shape from 3×3 to 8×8; the header's menu names
    /// the same actions in words.
    func shapeSteppers(_ palette: Game2048Palette) -> any View {
        let theme = palette.theme
        let label = { (text: String) -> any View in
            Text(text, font: .system(theme.fontSize.body, weight: .bold), color: theme.textPrimary).lineLimit(1)
                .frame(minWidth: 30 * theme.fontSize.body / 16)
        }
        return HStack(spacing: theme.spacing.small) {
            stepper(palette, label("↕\(state.board.rows)"), rows: 1, columns: 0, button: 36)
            Spacer(minLength: theme.spacing.small)
            stepper(palette, label("↔\(state.board.columns)"), rows: 0, columns: 1, button: 36)
        }
    }

    /// `label` between a − and a + that start a new game with `rows` and `columns` fewer or more,
    /// each enabled while that shape exists.
    private func stepper(
        _ palette: Game2048Palette, _ label: any View, rows: Int, columns: Int, button: Double = 44
    ) -> any View {
        let theme = palette.theme
        let button = button * theme.fontSize.body / 16
        let sizes = Game2048Board.sizes
        let fits = { (step: Int) in
            sizes.contains(self.state.board.rows + step * rows)
                && sizes.contains(self.state.board.columns + step * columns)
        }
        let both = rows != 0 && columns != 0
        return HStack(spacing: both ? theme.spacing.small : theme.spacing.tiny) {
            Button(
                "−", action: both ? Game2048Action.smallerBoard : .reshape(rows: -rows, columns: -columns),
                theme: theme, enabled: fits(-1), minWidth: button)
            label
            Button(
                "+", action: both ? Game2048Action.largerBoard : .reshape(rows: rows, columns: columns),
                theme: theme, enabled: fits(1), minWidth: button)
        }
    }

    /// Names the odds the current game spawns with; a tap starts a game with the other odds.
    /// `short`, only the figures ("90/10"), for a narrow row: the menu says them in words.
    func spawnRuleButton(_ palette: Game2048Palette, minWidth: Double, short: Bool = false) -> any View {
        // TRANSLATORS: button naming the odds of a new tile being a 2 or a 4 (90 % twos, 10 % fours).
        let classic = short ? "90/10" : tr("Odds 90/10")
        // TRANSLATORS: button naming the odds of a new tile being a 2 or a 4 (as many twos as fours).
        let even = short ? "50/50" : tr("Odds 50/50")
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

    /// Under the board of a portrait window: the size with the target, and the odds in a row (the
    /// odds as bare figures where the row is narrow), the rows and columns under them, then the
    /// coach's buttons. Where that row would cut "Odds 90/10" short (a narrow window), the
    /// odds join the pace's short label on a third row instead, so the board loses no more
    /// height than before and no label is cut.
    func settingsAndCoach(_ palette: Game2048Palette, width: Double) -> any View {
        let theme = palette.theme
        let scale = theme.fontSize.body / 16
        let gap = theme.spacing.small
        let rowGap = theme.spacing.small + 2
        let sizeAndOdds = { (short: Bool) -> any View in
            VStack(alignment: .leading, spacing: rowGap) {
                HStack(spacing: gap) {
                    sizeChooser(palette, labelWidth: 52 * scale, target: true, button: 36)
                    // The stack's own spacing already parts them; the 2 px keep a row measured to
                    // the pixel from cutting its label when laid out (a wider minimum cost the
                    // row its fit on a 480 px window).
                    Spacer(minLength: 2)
                    spawnRuleButton(palette, minWidth: 44 * scale, short: short)
                }
                shapeSteppers(palette)
                coachButtons(palette, width: width)
            }
        }
        // Forms built only when tried: a window wide enough for the first never builds the others.
        return ViewThatFits(
            in: [.horizontal],
            forms: [
                { sizeAndOdds(false) },
                { sizeAndOdds(true) },
                {
                    let buttons = coachButtonViews(palette, width: width)
                    return VStack(alignment: .leading, spacing: rowGap) {
                        sizeChooser(palette, labelWidth: 52 * scale, target: true, button: 36)
                        shapeSteppers(palette)
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
                },
            ])
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
            tr("R new game · O odds"), tr("T / Shift+T next / previous target"),
            tr("− and + change the size"), tr("[ ] columns · Shift+[ ] rows"),
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
            let target = state.target
            return { palette in
                Dialog(
                    // TRANSLATORS: title of the dialog when the 2048 tile is made.
                    title: tr("You win!"),
                    message: trn(
                        // TRANSLATORS: the win dialog's message; {tile} is the target tile made
                        // (2048 unless the player chose another), {count} the score.
                        "You made {tile} with {count} point.", "You made {tile} with {count} points.", count: score,
                        ["tile": target]),
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

/// A view kept at its ideal width whatever its row offers: a row with a spacer would otherwise
/// squeeze the size-and-target button to an ellipsis while the spacer keeps the room. A row too
/// narrow for it is the enclosing `ViewThatFits`'s to refuse.
struct Game2048IdealWidth: View {
    let content: any View

    init(_ content: any View) {
        self.content = content
    }

    func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        content.sizeThatFits(ProposedSize(width: nil, height: proposal.height), context: context)
    }

    func render(in frame: Rect, context: LayoutContext, into builder: inout DisplayListBuilder) {
        content.render(in: frame, context: context, into: &builder)
    }
}
