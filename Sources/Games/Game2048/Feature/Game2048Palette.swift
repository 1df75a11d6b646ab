import Game2048Engine
import GameCore
import GameKit
import Layout

/// The design tokens of the 2048 screen, in one place: the original game's tile colours (which
/// are the game's identity and stay the same in both themes), and a board, page and chrome
/// colour per theme so the light look is seed 002's beige page and the dark one a darker board.
struct Game2048Palette: Equatable {
    /// Seed 002: the board is a square with corner radius 5, every cell and tile radius 3.
    static let boardRadius = 5.0
    static let cellRadius = 3.0

    let background: Color
    let board: Color
    let cell: Color
    /// Text on the light tiles (2 and 4), and the page's own text.
    let darkText: Color
    /// Text on every tile from 8 up.
    let lightText: Color
    let scoreLabel: Color
    let scoreValue: Color
    /// The "+N" a scoring move leaves next to the score.
    let rise: Color
    let winTitle: Color
    /// The shared chrome (buttons, dialogs, header) re-skinned for this screen.
    var theme: Theme

    /// The original 2048 colours from 2 to 2048, then our own for 4096…32768 (2048's gold
    /// moving through rose and violet to blue), so every tile of the seed's test board differs.
    private static let tileColors: [Int: Color] = [
        2: Color(hex: 0xEEE4DA), 4: Color(hex: 0xEDE0C8), 8: Color(hex: 0xF2B179), 16: Color(hex: 0xF59563),
        32: Color(hex: 0xF67C5F), 64: Color(hex: 0xF65E3B), 128: Color(hex: 0xEDCF72), 256: Color(hex: 0xEDCC61),
        512: Color(hex: 0xEDC850), 1024: Color(hex: 0xEDC53F), 2048: Color(hex: 0xEDC22E),
        4096: Color(hex: 0xE76F9A), 8192: Color(hex: 0xB762C1), 16384: Color(hex: 0x7A5FD0),
        32768: Color(hex: 0x4A7BD8),
    ]
    /// Anything beyond 32768: the original's dark "super" tile.
    private static let beyondColor = Color(hex: 0x3C3A32)

    func tileColor(_ value: Int) -> Color {
        Self.tileColors[value] ?? Self.beyondColor
    }

    /// Dark text on 2 and 4, white from 8 (the seed's rule).
    func textColor(_ value: Int) -> Color {
        value < 8 ? darkText : lightText
    }

    /// Points for a tile's number on a tile `side` wide: smaller from four digits and smaller again
    /// from five, sized so even DejaVu Sans Bold's wide digits keep clear of the tile's edges.
    static func fontSize(for value: Int, side: Double) -> Double {
        let ratio: Double =
            switch String(value).count {
            case ...2: 0.45
            case 3: 0.38
            case 4: 0.28
            case 5: 0.22
            default: 0.185
            }
        return max(1, side * ratio)
    }

    static func forTheme(_ theme: Theme) -> Game2048Palette {
        switch theme.name {
        case .light: light(from: theme)
        case .dark: dark(from: theme)
        }
    }

    private static func light(from base: Theme) -> Game2048Palette {
        var theme = base
        theme.background = Color(hex: 0xFAF8EF)
        theme.surfaceRaised = Color(hex: 0xEEE4DA)
        theme.textPrimary = Color(hex: 0x776E65)
        theme.textSecondary = Color(hex: 0x8F7A66)
        theme.accent = Color(hex: 0x8F7A66)
        theme.onAccent = Color(hex: 0xF9F6F2)
        return Game2048Palette(
            background: theme.background, board: Color(hex: 0xBBADA0), cell: Color(hex: 0xCDC1B4),
            darkText: Color(hex: 0x776E65), lightText: Color(hex: 0xF9F6F2), scoreLabel: Color(hex: 0xEEE4DA),
            scoreValue: .white, rise: Color(hex: 0x776E65), winTitle: Color(hex: 0xB8860B), theme: theme)
    }

    private static func dark(from base: Theme) -> Game2048Palette {
        var theme = base
        theme.background = Color(hex: 0x1D1C1A)
        theme.surface = Color(hex: 0x34312D)
        theme.surfaceRaised = Color(hex: 0x4A443D)
        theme.textPrimary = Color(hex: 0xF2EDE6)
        theme.textSecondary = Color(hex: 0xAAA096)
        theme.accent = Color(hex: 0x9C8470)
        theme.onAccent = Color(hex: 0xF9F6F2)
        return Game2048Palette(
            background: theme.background, board: Color(hex: 0x3A3530), cell: Color(hex: 0x4B453F),
            darkText: Color(hex: 0x776E65), lightText: Color(hex: 0xF9F6F2), scoreLabel: Color(hex: 0xB9AEA3),
            scoreValue: .white, rise: Color(hex: 0xD8CFC4), winTitle: Color(hex: 0xEDC22E), theme: theme)
    }
}
