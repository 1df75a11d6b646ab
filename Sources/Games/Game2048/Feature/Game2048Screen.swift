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
        return content
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
                sizeChooser(palette, labelWidth: max(0, width - 2 * 44 * scale - 2 * theme.spacing.small)),
                spawnRuleButton(palette, minWidth: width),
                coachButtons(palette, width: width),
                coachLine(palette, width: width),
                hints(palette, width: width),
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
            // A single line keeps score and best on screen in the smallest windows.
            return [
                Text(
                    // TRANSLATORS: the score and the best score on one line, in the smallest windows.
                    tr("Score {score} · Best {best}", ["score": state.score, "best": best]),
                    font: .system(theme.fontSize.caption, weight: .bold),
                    color: theme.textPrimary)
            ]
        }
    }

    private func below(_ palette: Game2048Palette, _ context: PanelContext) -> [any View] {
        guard context.shape == .portrait else { return [] }
        let theme = palette.theme
        let scale = theme.fontSize.body / 16
        return [
            HStack(spacing: theme.spacing.small) {
                sizeChooser(palette, labelWidth: 52 * scale)
                Spacer(minLength: theme.spacing.small)
                spawnRuleButton(palette, minWidth: 44 * scale)
            },
            coachButtons(palette, width: context.width),
        ]
    }
}
