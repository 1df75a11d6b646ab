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
        content.listEssentials = { self.essentials }
        return content
    }

    /// What the panel's buttons do, for the header's menu: a window too small for the panel
    /// still reaches every choice. Each names the current choice; choosing it steps to the next,
    /// as the panel's stepping buttons and the keys do.
    var essentials: [EssentialAction] {
        var actions = [
            EssentialAction(tr("Hint"), action: TicTacToeAction.hint),
            EssentialAction(state.isOver ? tr("Play again") : tr("New game"), action: ChromeAction.command(.newGame)),
            // TRANSLATORS: Tic-tac-toe menu entry: take back every move of the round (R).
            EssentialAction(tr("Restart the round"), action: ChromeAction.command(.restart)),
            EssentialAction(
                // TRANSLATORS: Tic-tac-toe menu entry naming the current opponent ({opponent}: 2 players, Easy,
                // …); choosing it steps to the next.
                tr("Opponent: {opponent}", ["opponent": settings.opponent.title]), action: TicTacToeAction.nextOpponent),
        ]
        if settings.opponent != .friend {
            actions.append(
                EssentialAction(
                    // TRANSLATORS: Tic-tac-toe menu entry naming who moves first ({starter}: You, Computer,
                    // Alternate); choosing it steps to the next.
                    tr("First move: {starter}", ["starter": settings.starter.title]),
                    action: TicTacToeAction.nextStarter))
        }
        actions.append(
            EssentialAction(
                // TRANSLATORS: Tic-tac-toe menu entry naming the board ({board}: 3×3, 4×4, …); choosing it steps to
                // the next.
                tr("Board: {board}", ["board": settings.boardTitle]), action: TicTacToeAction.nextSize))
        return actions
    }

    /// Every key the scene answers (`handleKey`), for the shortcuts overlay.
    public var shortcuts: [ShortcutGroup] {
        [
            ShortcutGroup(
                // TRANSLATORS: shortcuts overlay heading: the keys that play a round.
                tr("Playing"),
                [
                    // TRANSLATORS: shortcuts overlay: the keys that move the cursor on the board.
                    Shortcut(tr("Arrows or W A S D"), tr("Move the cursor")),
                    // TRANSLATORS: shortcuts overlay: Enter and Space place a mark, or start the next round.
                    Shortcut(tr("Enter or Space"), tr("Place a mark; after a round, play again")),
                    // TRANSLATORS: shortcuts overlay: on the 3×3 board the digits name the cells like a phone keypad.
                    Shortcut("1–9", tr("Place a mark on 3×3, row by row from the top left")),
                    // TRANSLATORS: shortcuts overlay: in four in a row, 1–7 (or Down, Enter, Space under the
                    // column cursor that Left and Right move) drop a disc into a column.
                    Shortcut("1–7", tr("Four in a row: drop into that column (Down, Enter or Space: the cursor's)")),
                    // TRANSLATORS: shortcuts overlay: H, ? or / show the suggested cell.
                    Shortcut(tr("H or ?"), tr("Hint")),
                    // TRANSLATORS: shortcuts overlay: R rewinds the round, or starts the next one after it ends.
                    Shortcut("R", tr("Restart the round; after it, the next one")),
                ]),
            ShortcutGroup(
                // TRANSLATORS: shortcuts overlay heading: the keys that change the game's settings.
                tr("Choices"),
                [
                    // TRANSLATORS: shortcuts overlay: M steps through 2 players, Easy, Medium and Perfect.
                    Shortcut("M", tr("Next opponent")),
                    // TRANSLATORS: shortcuts overlay: F steps through who moves first against the computer.
                    Shortcut("F", tr("Who moves first (against the computer)")),
                    // TRANSLATORS: shortcuts overlay: B steps through the board sizes.
                    Shortcut("B", tr("Next board size")),
                ]),
        ]
    }
}
