import Game2048Engine
import GameCore
import GameKit
import Layout
import Localization

/// Sizes of the 2048 screen's parts that are not colours.
enum Game2048Metrics {
    static let riseHeight = 16.0
    static let scoreBoxWidth = 96.0
    static let compactScoreBoxWidth = 76.0
}

/// What the 2048 screen shows, for the shared `GameScreen` to place: the board; score and best
/// with the "+N" of the last move, new game, board size, odds and the keys in the panel; the win
/// or game-over dialog on top.
struct Game2048Screen {
    let state: Game2048Rules.State
    let best: Int
    let shown: Game2048Shown
    let showsGameOver: Bool
    let canUndo: Bool
    let canRedo: Bool
    var coach = Game2048CoachView()
    let palette: Game2048Palette

    var content: GameScreenContent {
        var content = GameScreenContent(
            title: tr("2048"), canUndo: canUndo, canRedo: canRedo, board: board.view,
            background: palette.background,
            above: { context in self.above(self.palette(for: context), context) },
            below: { context in self.below(self.palette(for: context), context) },
            dialog: dialog.map { dialog in { context in dialog(self.palette(for: context)) } })
        content.partsMatchBoardWidth = true
        content.boardAspect = Double(state.board.columns) / Double(state.board.rows)
        content.theme = palette.theme
        content.listEssentials = { self.essentials }
        return content
    }

    /// What the panel's buttons do, for the header's menu: a window with no room for the panel
    /// (the smallest ones) keeps them one tap away. Only what would act now is listed: no
    /// smaller board on the smallest, no hint while the coach plays.
    var essentials: [EssentialAction] {
        var essentials = [EssentialAction(tr("New game"), action: ChromeAction.command(.newGame))]
        // TRANSLATORS: menu item: a new game on the next smaller board ({board} is "3×3", rows × columns).
        reshape(&essentials, rows: -1, columns: -1, tr("Smaller board ({board})", ["board": shape(-1, -1)]))
        // TRANSLATORS: menu item: a new game on the next larger board ({board} is "5×5", rows × columns).
        reshape(&essentials, rows: 1, columns: 1, tr("Larger board ({board})", ["board": shape(1, 1)]))
        // TRANSLATORS: menu item: a new game with one column fewer ({board} is the new shape, rows ×
        // columns, "4×3").
        reshape(&essentials, rows: 0, columns: -1, tr("Fewer columns ({board})", ["board": shape(0, -1)]))
        // TRANSLATORS: menu item: a new game with one column more ({board} is the new shape, "4×5").
        reshape(&essentials, rows: 0, columns: 1, tr("More columns ({board})", ["board": shape(0, 1)]))
        // TRANSLATORS: menu item: a new game with one row fewer ({board} is the new shape, "3×4").
        reshape(&essentials, rows: -1, columns: 0, tr("Fewer rows ({board})", ["board": shape(-1, 0)]))
        // TRANSLATORS: menu item: a new game with one row more ({board} is the new shape, "5×4").
        reshape(&essentials, rows: 1, columns: 0, tr("More rows ({board})", ["board": shape(1, 0)]))
        let odds =
            state.spawnRule == .classic
            // TRANSLATORS: menu item: a new game where a new tile is as often a 4 as a 2.
            ? tr("New game with odds 50/50")
            // TRANSLATORS: menu item: a new game with the original odds (90 % twos, 10 % fours).
            : tr("New game with odds 90/10")
        essentials.append(EssentialAction(odds, action: Game2048Action.toggleSpawnRule))
        // TRANSLATORS: menu item: a new game played for the next target tile ({tile} is "4096").
        let target = tr("Next target ({tile})", ["tile": Game2048Rules.target(after: state.target)])
        essentials.append(EssentialAction(target, action: Game2048Action.nextTarget))
        if !coach.autoplaying { essentials.append(EssentialAction(tr("Hint"), action: Game2048Action.hint)) }
        // TRANSLATORS: menu item: stop the coach's auto-play.
        let autoplay = coach.autoplaying ? tr("Stop auto-play") : tr("Auto-play")
        essentials.append(EssentialAction(autoplay, action: Game2048Action.autoplay))
        essentials.append(EssentialAction(coach.pace.label, action: Game2048Action.autoplayPace))
        return essentials
    }

    /// The board's shape grown by `rows` and `columns` ("5×7"), as the menu names it.
    private func shape(_ rows: Int, _ columns: Int) -> String {
        "\(state.board.rows + rows)×\(state.board.columns + columns)"
    }

    /// Adds the menu item for the shape grown by `rows` and `columns` where that shape exists
    /// (each side 3…8); − and + keep their own actions.
    private func reshape(_ essentials: inout [EssentialAction], rows: Int, columns: Int, _ title: String) {
        let sizes = Game2048Board.sizes
        guard sizes.contains(state.board.rows + rows), sizes.contains(state.board.columns + columns) else { return }
        let action: Game2048Action =
            switch (rows, columns) {
            case (-1, -1): .smallerBoard
            case (1, 1): .largerBoard
            default: .reshape(rows: rows, columns: columns)
            }
        essentials.append(EssentialAction(title, action: action))
    }

    /// The palette at the screen's scale: the same colours, sizes grown with the window.
    private func palette(for context: PanelContext) -> Game2048Palette {
        var palette = self.palette
        palette.theme = context.theme
        return palette
    }

    private var board: Game2048BoardView {
        Game2048BoardView(
            board: state.board, palette: palette, merges: shown.merges, generation: shown.generation,
            hint: coach.hint.map { ($0.direction, shown.serial) })
    }

    private func above(_ palette: Game2048Palette, _ context: PanelContext) -> [any View] {
        let theme = palette.theme
        let scale = theme.fontSize.body / 16
        switch context.shape {
        case .landscape:
            let width = context.width
            let box = Game2048Metrics.scoreBoxWidth * scale
            return [
                VStack(alignment: .leading, spacing: 2) {
                    HStack(spacing: theme.spacing.small) { scoreBoxes(palette, width: box) }
                    Game2048Rise(points: shown.rise, serial: shown.serial, width: box, palette: palette)
                }
            ]
                + newGameAndOdds(
                    palette, context,
                    between: [
                        sizeChooser(
                            palette, labelWidth: max(0, width - 2 * 44 * scale - 2 * theme.spacing.small), target: true),
                        shapeSteppers(palette),
                    ]) + [
                    coachButtons(palette, width: width),
                    coachLine(palette, width: width),
                    hints(palette),
                ]
        case .portrait:
            let box =
                (context.width < 400 ? Game2048Metrics.compactScoreBoxWidth : Game2048Metrics.scoreBoxWidth)
                * scale
            return [
                VStack(alignment: .leading, spacing: 2) {
                    HStack(spacing: theme.spacing.small) {
                        scoreBoxes(palette, width: box)
                        Spacer(minLength: theme.spacing.small)
                        // TRANSLATORS: "New game" on a narrow window's button.
                        let short = tr("New")
                        newGameButton(palette, context.width < 400 ? short : tr("New game"), minWidth: 44 * scale)
                    }
                    Game2048Rise(points: shown.rise, serial: shown.serial, width: box, palette: palette)
                }
            ]
        case .compact:
            // A single line keeps score and best on screen in the smallest windows; two when
            // long scores would cut it.
            return [
                Text(
                    // TRANSLATORS: the score and the best score on one line, in the smallest windows.
                    tr("Score {score} · Best {best}", ["score": state.score, "best": best]),
                    font: .system(theme.fontSize.caption, weight: .bold),
                    color: theme.textPrimary
                )
                .lineLimit(2)
            ]
        }
    }

    /// New game and the odds with the board's rows `between` them: a row each, or New game and
    /// the odds sharing one row above them where the panel is short (a 600×400 window), which
    /// leaves the rows and columns their row without pushing the coach off.
    private func newGameAndOdds(
        _ palette: Game2048Palette, _ context: PanelContext, between: [any View]
    ) -> [any View] {
        let width = context.width
        let theme = palette.theme
        guard context.height < 400 * theme.fontSize.body / 16 else {
            return [newGameButton(palette, tr("New game"), minWidth: width)] + between + [
                spawnRuleButton(palette, minWidth: width)
            ]
        }
        let half = (width - theme.spacing.small) / 2
        return [
            ViewThatFits(in: [.horizontal]) {
                HStack(spacing: theme.spacing.small) {
                    newGameButton(palette, tr("New game"), minWidth: half)
                    spawnRuleButton(palette, minWidth: half)
                }
                HStack(spacing: theme.spacing.small) {
                    newGameButton(palette, tr("New"), minWidth: 44)
                    spawnRuleButton(palette, minWidth: 44)
                }
            }
        ] + between
    }

    private func below(_ palette: Game2048Palette, _ context: PanelContext) -> [any View] {
        guard context.shape == .portrait else { return [] }
        return [settingsAndCoach(palette, width: context.width)]
    }
}
