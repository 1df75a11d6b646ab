import GameCore
import GameKit
import Layout
import TicTacToeEngine

/// The board's colours for a theme. The seed gives each player a colour and writes the result in
/// it; here X is coral and O teal, far apart in hue and lightness, and both away from the theme's
/// blue accent, which the keyboard cursor uses.
struct TicTacToePalette {
    let theme: Theme

    func color(of player: TicTacToePlayer) -> Color {
        switch (player, theme.name) {
        case (.x, .dark): Color(red: 1.0, green: 0.44, blue: 0.39)
        case (.x, .light): Color(red: 0.78, green: 0.17, blue: 0.15)
        case (.o, .dark): Color(red: 0.22, green: 0.80, blue: 0.76)
        case (.o, .light): Color(red: 0.0, green: 0.48, blue: 0.46)
        case (.x, .highContrast): Color(red: 1.0, green: 0.60, blue: 0.55)
        case (.o, .highContrast): Color(red: 0.40, green: 0.95, blue: 0.90)
        }
    }

    /// The frame and grid lines around the cells (light grey in high contrast, where the
    /// raised surface is barely off black).
    var board: Color { theme.name == .highContrast ? Color(white: 0.45) : theme.surfaceRaised }
    var cell: Color { theme.surface }

    /// A winning cell: its own colour washed with the winner's.
    func winningCell(_ winner: TicTacToePlayer) -> Color {
        cell.mixed(with: color(of: winner), theme.name.isDark ? 0.22 : 0.16)
    }

    /// The suggested cell's wash; its mark is drawn faintly on top.
    func hintCell(_ player: TicTacToePlayer) -> Color {
        cell.mixed(with: color(of: player), 0.10)
    }

    /// The newest mark's cell: washed a little more than a hint, in the colour of its mark.
    func lastMoveCell(_ player: TicTacToePlayer) -> Color {
        cell.mixed(with: color(of: player), theme.name.isDark ? 0.16 : 0.12)
    }

    var cursor: Color { theme.accent }
}
