import GameCore
import GameKit
import Layout
import Localization
import TicTacToeEngine

/// The screen is the shared `GameScreen`: this scene hands it the board, the turn or result as
/// the status line, and the panel's parts (tally, choices, hint and new game, keys); the kit
/// places the header, the board and the panel for the window's shape.
extension TicTacToeScene {

    public func miniature(theme: Theme) -> any View {
        TicTacToeBoardView(state: state, interactive: false, theme: theme).view
    }

    public func screen(theme base: Theme) -> GameScreenContent {
        // The labels on the accent and on disabled choices read at 4.5:1.
        let theme = base.legible
        var content = GameScreenContent(
            title: tr("Tic-tac-toe"), canUndo: canUndo, canRedo: canRedo,
            board: TicTacToeBoardView(state: state, hint: hint, cursor: cursorVisible ? cursor : nil, theme: theme)
                .view,
            status: GameStatus(statusText, color: statusColor(theme)),
            above: { context in self.panelAbove(context) },
            below: { context in self.panelBelow(context) })
        content.theme = theme
        return content
    }
}
