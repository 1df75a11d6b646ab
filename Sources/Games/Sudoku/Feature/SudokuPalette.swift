import GameCore
import GameKit
import Layout
import SudokuEngine

/// The board's colours. The dark palette is seed 000's (standard cell (0.22, 0.25, 0.30),
/// selected blue, row and column (0.10, 0.15, 0.20), text white / red / yellow); the light one
/// keeps the same roles with values that read on a pale board (amber, not yellow, for the
/// selected number; the selected cell a light blue so red and amber digits stay legible).
struct SudokuPalette {
    let theme: Theme
    /// The thick gaps between boxes and the board's rim.
    let rim: Color
    /// The thin gaps between cells inside a box.
    let grid: Color
    let cell: Color
    let selected: Color
    let highlighted: Color
    /// Behind cells holding the selected number (light theme only; the dark one colours text).
    let sameNumberCell: Color?
    let conflict: Color
    /// The houses a hint works in, the cells of its pattern, and rings for its target and for
    /// the cells it strikes candidates from.
    let hintHouse: Color
    let hintCell: Color
    let hintTarget: Color
    let hintStrike: Color
    /// A fish's cover lines (its base lines take `hintHouse`).
    let hintCover: Color
    /// A chain's links: strong ones bold, weak ones thin.
    let strongLink: Color
    let weakLink: Color
    /// A pencil mark the hint on screen strikes.
    let strikeNote: Color
    let given: Color
    let entry: Color
    let wrong: Color
    let sameNumber: Color
    let note: Color
    let flag: Color
    let flagPole: Color
    /// Text on the `selected` blue (the display bar's tile).
    let selectedText: Color

    init(theme: Theme) {
        self.theme = theme
        switch theme.name {
        case .dark:
            rim = Color(red: 0.02, green: 0.03, blue: 0.04)
            grid = Color(red: 0.09, green: 0.11, blue: 0.13)
            cell = Color(red: 0.22, green: 0.25, blue: 0.30)
            selected = .blue
            highlighted = Color(red: 0.10, green: 0.15, blue: 0.20)
            sameNumberCell = nil
            conflict = Color(red: 0.46, green: 0.13, blue: 0.15)
            hintHouse = Color(red: 0.15, green: 0.29, blue: 0.27)
            hintCell = Color(red: 0.10, green: 0.48, blue: 0.40)
            hintTarget = Color(red: 0.35, green: 0.95, blue: 0.60)
            hintStrike = Color(red: 1.0, green: 0.58, blue: 0.20)
            hintCover = Color(red: 0.27, green: 0.22, blue: 0.38)
            strongLink = Color(red: 1.0, green: 0.80, blue: 0.25, alpha: 0.9)
            weakLink = Color(red: 0.55, green: 0.80, blue: 1.0, alpha: 0.85)
            strikeNote = Color(red: 1.0, green: 0.62, blue: 0.30)
            given = Color(white: 0.78)
            entry = .white
            wrong = .red
            sameNumber = .yellow
            note = Color(red: 0.68, green: 0.73, blue: 0.80)
            flag = Color(red: 1.0, green: 0.30, blue: 0.25)
            flagPole = Color(white: 0.85)
            selectedText = .white
        case .light:
            rim = Color(red: 0.20, green: 0.23, blue: 0.28)
            grid = Color(red: 0.70, green: 0.73, blue: 0.78)
            cell = .white
            selected = Color(red: 0.60, green: 0.76, blue: 1.0)
            highlighted = Color(red: 0.86, green: 0.90, blue: 0.96)
            sameNumberCell = Color(red: 1.0, green: 0.94, blue: 0.70)
            conflict = Color(red: 1.0, green: 0.78, blue: 0.78)
            hintHouse = Color(red: 0.85, green: 0.96, blue: 0.91)
            hintCell = Color(red: 0.58, green: 0.88, blue: 0.76)
            hintTarget = Color(red: 0.05, green: 0.55, blue: 0.30)
            hintStrike = Color(red: 0.90, green: 0.45, blue: 0.0)
            hintCover = Color(red: 0.91, green: 0.88, blue: 0.99)
            strongLink = Color(red: 0.85, green: 0.40, blue: 0.0, alpha: 0.85)
            weakLink = Color(red: 0.25, green: 0.42, blue: 0.85, alpha: 0.8)
            strikeNote = Color(red: 0.72, green: 0.22, blue: 0.0)
            given = Color(red: 0.09, green: 0.10, blue: 0.13)
            entry = Color(red: 0.12, green: 0.33, blue: 0.72)
            wrong = Color(red: 0.86, green: 0.10, blue: 0.08)
            sameNumber = Color(red: 0.70, green: 0.40, blue: 0.0)
            note = Color(red: 0.36, green: 0.39, blue: 0.45)
            flag = Color(red: 0.88, green: 0.14, blue: 0.10)
            flagPole = Color(red: 0.25, green: 0.27, blue: 0.31)
            selectedText = given
        }
    }

    /// The colour of a message's title in the status bar.
    func tone(_ tone: SudokuMessage.Tone) -> Color {
        switch tone {
        case .info: theme.textPrimary
        case .good: theme.success
        case .bad: theme.danger
        case .hint: hintTarget
        }
    }
}
