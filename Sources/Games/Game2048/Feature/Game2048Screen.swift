import Game2048Engine
import GameCore
import GameKit
import Layout

/// Sizes of the 2048 screen's parts that are not colours. The chrome heights are what the rows
/// around the board take (a 36-point button row, a score box and its "+N" line), so the board can
/// be given the rest of the window and the rows made exactly as wide as the board.
enum Game2048Metrics {
    static let riseHeight = 16.0
    static let scoreBoxWidth = 96.0
    static let compactScoreBoxWidth = 76.0
    /// Two score boxes side by side.
    static let panelWidth = 200.0
    static let headerHeight = 40.0
    static let statsHeight = 72.0
    static let controlsHeight = 40.0
}

/// The 2048 screen built from what the scene knows: header, score and best, the board, new game,
/// board size and spawn odds; a column in portrait windows, the board beside a panel in landscape
/// ones, header and board alone in tiny ones, and the win or game-over dialog on top.
struct Game2048Screen {
    let state: Game2048Rules.State
    let best: Int
    let shown: Game2048Shown
    let showsGameOver: Bool
    let canUndo: Bool
    let canRedo: Bool
    let palette: Game2048Palette

    var theme: Theme { palette.theme }
    var spacing: Double { theme.spacing.medium }

    func body(size: Size) -> any View {
        let padding = min(theme.spacing.large, max(2, min(size.width, size.height) * 0.03))
        let inner = Size(width: max(0, size.width - 2 * padding), height: max(0, size.height - 2 * padding))
        let content: any View
        if size.width < 260 || size.height < 300 {
            content = tiny(inner)
        } else if size.width >= size.height * 1.2 {
            content = landscape(inner)
        } else {
            content = portrait(inner)
        }
        return ZStack {
            Rectangle().fill(palette.background)
            content.frame(width: inner.width, height: inner.height)
            if let dialog { dialog }
        }
        .frame(width: size.width, height: size.height)
    }

    private var board: Game2048BoardView {
        Game2048BoardView(board: state.board, palette: palette, merges: shown.merges, generation: shown.generation)
    }

    /// The shared header; below 240 points its title would push the buttons off screen, so it goes.
    private func header(_ size: Size) -> any View {
        let title = size.width < 240 ? "" : "2048"
        return GameHeader(title, theme: theme, canUndo: canUndo, canRedo: canRedo, compact: size.width < 440)
    }

    private func tiny(_ size: Size) -> any View {
        let side = max(0, min(size.width, size.height - Game2048Metrics.headerHeight - theme.spacing.small))
        return VStack(spacing: theme.spacing.small) {
            header(size)
            board.view.frame(width: side, height: side)
        }
    }

    private func portrait(_ size: Size) -> any View {
        let chrome = Game2048Metrics.headerHeight + Game2048Metrics.statsHeight + Game2048Metrics.controlsHeight
        let side = max(0, min(size.width, size.height - chrome - 3 * spacing))
        let compact = side < 360
        let boxWidth = compact ? Game2048Metrics.compactScoreBoxWidth : Game2048Metrics.scoreBoxWidth
        return VStack(spacing: spacing) {
            header(size)
            VStack(spacing: spacing) {
                VStack(alignment: .leading, spacing: 2) {
                    HStack(spacing: theme.spacing.small) {
                        scoreBoxes(width: boxWidth)
                        Spacer(minLength: theme.spacing.small)
                        newGameButton(compact ? "New" : "New Game", minWidth: 44)
                    }
                    Game2048Rise(points: shown.rise, serial: shown.serial, width: boxWidth, palette: palette)
                }
                board.view.frame(width: side, height: side)
                HStack(spacing: theme.spacing.small) {
                    sizeChooser(labelWidth: 52)
                    Spacer(minLength: theme.spacing.small)
                    spawnRuleButton(minWidth: 44)
                }
            }
            .frame(width: side)
        }
    }

    private func landscape(_ size: Size) -> any View {
        let panel = Game2048Metrics.panelWidth
        let gap = theme.spacing.large + theme.spacing.medium
        let side = max(0, min(size.height - Game2048Metrics.headerHeight - spacing, size.width - panel - gap))
        return VStack(spacing: spacing) {
            header(size)
            HStack(alignment: .top, spacing: gap) {
                board.view.frame(width: side, height: side)
                VStack(alignment: .leading, spacing: spacing) {
                    VStack(alignment: .leading, spacing: 2) {
                        HStack(spacing: theme.spacing.small) { scoreBoxes(width: Game2048Metrics.scoreBoxWidth) }
                        Game2048Rise(
                            points: shown.rise, serial: shown.serial, width: Game2048Metrics.scoreBoxWidth,
                            palette: palette)
                    }
                    newGameButton("New Game", minWidth: panel)
                    sizeChooser(labelWidth: panel - 2 * 44 - 2 * theme.spacing.small)
                    spawnRuleButton(minWidth: panel)
                    if side >= 420 { hints }
                }
                .frame(width: panel)
            }
        }
    }
}
