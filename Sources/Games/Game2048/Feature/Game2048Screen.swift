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
        content.theme = palette.theme
        content.essentials = essentials
        return content
    }

    /// What the panel's buttons do, for the header's menu: a window with no room for the panel
    /// (the smallest ones) keeps them one tap away. Only what would act now is listed: no
    /// smaller board on the smallest, no hint while the coach plays.
    var essentials: [EssentialAction] {
        let size = state.size
        var essentials = [EssentialAction(tr("New game"), action: ChromeAction.command(.newGame))]
        if size > Game2048Board.sizes.lowerBound {
            // TRANSLATORS: menu item: a new game on the next smaller board ({board} is "3×3").
            let title = tr("Smaller board ({board})", ["board": "\(size - 1)×\(size - 1)"])
            essentials.append(EssentialAction(title, action: Game2048Action.smallerBoard))
        }
        if size < Game2048Board.sizes.upperBound {
            // TRANSLATORS: menu item: a new game on the next larger board ({board} is "5×5").
            let title = tr("Larger board ({board})", ["board": "\(size + 1)×\(size + 1)"])
            essentials.append(EssentialAction(title, action: Game2048Action.largerBoard))
        }
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
                },
                newGameButton(palette, tr("New game"), minWidth: width),
                sizeChooser(
                    palette, labelWidth: max(0, width - 2 * 44 * scale - 2 * theme.spacing.small), target: true),
                spawnRuleButton(palette, minWidth: width),
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

    private func below(_ palette: Game2048Palette, _ context: PanelContext) -> [any View] {
        guard context.shape == .portrait else { return [] }
        return [settingsAndCoach(palette, width: context.width)]
    }
}
