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
    /// The marks that say "wrong" and "clash" by shape as well as by colour: the corner dot of
    /// a wrong digit and the ring round a shown conflict (3:1 on every cell, as the rings).
    var wrongMark: Color { wrong }
    var conflictMark: Color { wrong }
    let sameNumber: Color
    let note: Color
    let flag: Color
    let flagPole: Color
    /// Text on the `selected` blue (the display bar's tile).
    let selectedText: Color
    /// Good news in the status bar and the win card (the theme's green is too light on white
    /// for small text).
    let good: Color
    /// The pad's small "still to place" counts, on the keys.
    let padCount: Color
    /// The pad's digits in notes mode (on keys tinted with the accent).
    let notesDigit: Color
    /// The cells of an X-Sudoku's two diagonals: a tint that marks the extra houses without
    /// taking the contrast every digit and mark needs (they read on it as on `cell`).
    let diagonalCell: Color
    /// A killer cage's dashed outline: plainly visible on every cell colour (3:1 on the plain
    /// cell), lighter than the digits so the cages do not crowd them.
    let cage: Color
    /// A killer cage's sum: small text, so it takes the pencil marks' legible colour (light
    /// theme: the givens', as fixed as they are).
    let cageSum: Color

    init(theme: Theme) {
        self.theme = theme
        switch theme.name {
        case .dark:
            rim = Color(red: 0.01, green: 0.01, blue: 0.02)
            grid = Color(red: 0.05, green: 0.06, blue: 0.07)
            // Seed 000's slate, blue and reds, each a shade deeper: the pointer's tint lightens a
            // cell by up to 22 % white, and every digit and mark must still read on it then.
            cell = Color(red: 0.13, green: 0.15, blue: 0.19)
            selected = Color(red: 0.0, green: 0.13, blue: 0.55)
            highlighted = Color(red: 0.07, green: 0.10, blue: 0.14)
            sameNumberCell = nil
            conflict = Color(red: 0.36, green: 0.07, blue: 0.09)
            hintHouse = Color(red: 0.06, green: 0.15, blue: 0.15)
            hintCell = Color(red: 0.0, green: 0.20, blue: 0.16)
            hintTarget = Color(red: 0.35, green: 0.95, blue: 0.60)
            hintStrike = Color(red: 1.0, green: 0.62, blue: 0.25)
            hintCover = Color(red: 0.16, green: 0.11, blue: 0.25)
            strongLink = Color(red: 1.0, green: 0.80, blue: 0.25, alpha: 0.9)
            weakLink = Color(red: 0.55, green: 0.80, blue: 1.0, alpha: 0.85)
            strikeNote = Color(red: 1.0, green: 0.80, blue: 0.58)
            given = Color(white: 0.78)
            entry = .white
            // Seed 000's red, light enough to read (bold) on the blue selection under the pointer.
            wrong = Color(red: 1.0, green: 0.55, blue: 0.55)
            sameNumber = .yellow
            note = Color(red: 0.84, green: 0.87, blue: 0.93)
            flag = Color(red: 1.0, green: 0.50, blue: 0.42)
            flagPole = Color(white: 0.85)
            selectedText = .white
            good = theme.success
            padCount = Color(white: 0.78)
            notesDigit = Color(red: 0.62, green: 0.80, blue: 1.0)
            diagonalCell = Color(red: 0.19, green: 0.16, blue: 0.27)
            cage = Color(red: 0.62, green: 0.67, blue: 0.76)
            cageSum = note
        case .highContrast:
            // White box lines and grey cell lines on black; every digit and mark at 7:1 or
            // more on every cell colour, also under the pointer's tint.
            // The cells' own outlines draw the thin lines, so the gaps between them stay black.
            rim = Color(white: 0.85)
            grid = Color(white: 0)
            cell = Color(white: 0)
            selected = Color(red: 0.0, green: 0.08, blue: 0.36)
            highlighted = Color(white: 0.10)
            sameNumberCell = nil
            conflict = Color(red: 0.30, green: 0.0, blue: 0.0)
            hintHouse = Color(red: 0.0, green: 0.10, blue: 0.10)
            hintCell = Color(red: 0.0, green: 0.16, blue: 0.12)
            hintTarget = Color(red: 0.45, green: 1.0, blue: 0.65)
            hintStrike = Color(red: 1.0, green: 0.72, blue: 0.35)
            hintCover = Color(red: 0.12, green: 0.06, blue: 0.22)
            strongLink = Color(red: 1.0, green: 0.86, blue: 0.0)
            weakLink = Color(red: 0.60, green: 0.85, blue: 1.0)
            strikeNote = Color(red: 1.0, green: 0.85, blue: 0.65)
            given = Color(white: 1)
            entry = Color(red: 0.65, green: 0.87, blue: 1.0)
            wrong = Color(red: 1.0, green: 0.66, blue: 0.66)
            sameNumber = Color(red: 1.0, green: 0.92, blue: 0.0)
            note = Color(white: 0.92)
            flag = Color(red: 1.0, green: 0.60, blue: 0.55)
            flagPole = Color(white: 0.92)
            selectedText = .white
            good = theme.success
            // White on the pad's keys: the yellow tint says notes mode, and a coloured digit on it
            // would fall under 7:1.
            padCount = .white
            notesDigit = .white
            diagonalCell = Color(red: 0.13, green: 0.05, blue: 0.20)
            cage = Color(white: 0.80)
            cageSum = .white
        case .light:
            rim = Color(red: 0.20, green: 0.23, blue: 0.28)
            grid = Color(red: 0.70, green: 0.73, blue: 0.78)
            cell = .white
            // Pale enough that the pointer's tint (up to 16 % black) leaves every digit legible.
            selected = Color(red: 0.80, green: 0.89, blue: 1.0)
            highlighted = Color(red: 0.89, green: 0.92, blue: 0.97)
            sameNumberCell = Color(red: 1.0, green: 0.95, blue: 0.74)
            conflict = Color(red: 1.0, green: 0.84, blue: 0.84)
            hintHouse = Color(red: 0.88, green: 0.97, blue: 0.93)
            hintCell = Color(red: 0.68, green: 0.92, blue: 0.82)
            hintTarget = Color(red: 0.0, green: 0.45, blue: 0.22)
            hintStrike = Color(red: 0.75, green: 0.30, blue: 0.0)
            hintCover = Color(red: 0.93, green: 0.91, blue: 1.0)
            strongLink = Color(red: 0.85, green: 0.40, blue: 0.0, alpha: 0.85)
            weakLink = Color(red: 0.25, green: 0.42, blue: 0.85, alpha: 0.8)
            strikeNote = Color(red: 0.50, green: 0.12, blue: 0.0)
            given = Color(red: 0.09, green: 0.10, blue: 0.13)
            entry = Color(red: 0.07, green: 0.24, blue: 0.58)
            wrong = Color(red: 0.70, green: 0.04, blue: 0.02)
            sameNumber = Color(red: 0.42, green: 0.22, blue: 0.0)
            note = Color(red: 0.24, green: 0.26, blue: 0.30)
            flag = Color(red: 0.80, green: 0.10, blue: 0.08)
            flagPole = Color(red: 0.25, green: 0.27, blue: 0.31)
            selectedText = given
            good = hintTarget
            padCount = Color(red: 0.30, green: 0.30, blue: 0.33)
            notesDigit = Color(red: 0.08, green: 0.25, blue: 0.60)
            diagonalCell = Color(red: 0.94, green: 0.91, blue: 1.0)
            cage = Color(red: 0.36, green: 0.39, blue: 0.46)
            cageSum = given
        }
    }

    /// The colour of a message's title in the status bar.
    func tone(_ tone: SudokuMessage.Tone) -> Color {
        switch tone {
        case .info: theme.textPrimary
        case .good: good
        case .bad: wrong
        case .hint: hintTarget
        }
    }
}
