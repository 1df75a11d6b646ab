import Game2048Engine
import GameCore
import GameKit
import Layout

/// The design tokens of the 2048 screen, in one place: the original game's tile colours (which
/// are the game's identity and stay the same in both themes), and a board, page and chrome
/// colour per theme so the light look is seed 002's beige page and the dark one a darker board.
///
/// Every text and mark the screen draws reads against what lies beneath it (WCAG): 4.5:1 for
/// text, 3:1 for the large tile numbers. The seed's hues are kept; where the original's white
/// numbers on the pale tiles (8 to 2048) read at 1.5–2:1, those numbers are a deep shade of
/// the seed's own brown instead, and the few tiles that keep white are a shade deeper.
struct Game2048Palette: Equatable {
    /// Seed 002: the board is a square with corner radius 5, every cell and tile radius 3.
    static let boardRadius = 5.0
    static let cellRadius = 3.0

    let background: Color
    let board: Color
    let cell: Color
    /// Text on the lightest tiles (2 and 4): the seed's brown.
    var darkText: Color
    /// Text on the other pale tiles (8 to 32, 128 to 2048): the seed's brown, deeper.
    let deepText: Color
    /// Text on the saturated tiles (64, and 4096 up).
    let lightText: Color
    /// The score boxes' fill, caption and figure.
    let scoreBox: Color
    let scoreLabel: Color
    let scoreValue: Color
    /// The "+N" a scoring move leaves next to the score.
    let rise: Color
    let winTitle: Color
    /// The hint arrow's disc and arrow.
    let hintDisc: Color
    let hintArrow: Color
    /// The shared chrome (buttons, dialogs, header) re-skinned for this screen.
    var theme: Theme

    /// The original 2048 colours from 2 to 2048 (64 a shade deeper so its white number reads),
    /// then our own: 2048's gold moving through rose and violet to blue up to 32768, then teal,
    /// green, olive, brick and plum to 2^20, each far from the empty cells of both themes.
    private static let tileColors: [Int: Color] = [
        2: Color(hex: 0xEEE4DA), 4: Color(hex: 0xEDE0C8), 8: Color(hex: 0xF2B179), 16: Color(hex: 0xF59563),
        32: Color(hex: 0xF67C5F), 64: Color(hex: 0xE5512B), 128: Color(hex: 0xEDCF72), 256: Color(hex: 0xEDCC61),
        512: Color(hex: 0xEDC850), 1024: Color(hex: 0xEDC53F), 2048: Color(hex: 0xEDC22E),
        4096: Color(hex: 0xD4588A), 8192: Color(hex: 0xB762C1), 16384: Color(hex: 0x7A5FD0),
        32768: Color(hex: 0x4A7BD8), 65536: Color(hex: 0x1E8C7E), 131_072: Color(hex: 0x2F8A3C),
        262_144: Color(hex: 0x6E7A12), 524_288: Color(hex: 0xB0452A), 1_048_576: Color(hex: 0x9B3D8C),
    ]
    /// Anything beyond 2^20: a deep blue, unlike an empty cell in either theme.
    private static let beyondColor = Color(hex: 0x2A5C8A)

    /// The high-contrast theme deepens the saturated tiles (the ones with white numbers), each
    /// only as far as its number needs to reach 7:1, so the hues stay and stay apart.
    var deepensSaturatedTiles = false

    func tileColor(_ value: Int) -> Color {
        guard deepensSaturatedTiles, !Self.isPale(value) else { return Self.tileColors[value] ?? Self.beyondColor }
        return Self.deepenedTiles[value] ?? Self.deepenedBeyond
    }

    /// `color` mixed towards black in steps of 5 % until white reads on it at 7.2:1.
    private static func deepened(_ color: Color) -> Color {
        var shade = 0.0
        var deeper = color
        while Color(white: 1).contrastRatio(with: deeper) < 7.2, shade < 1 {
            shade += 0.05
            deeper = color.mixed(with: Color(white: 0), shade)
        }
        return deeper
    }

    private static let deepenedTiles = tileColors.mapValues(deepened)
    private static let deepenedBeyond = deepened(beyondColor)

    /// The tiles light enough for a dark number: 2 to 32 and 128 to 2048.
    static func isPale(_ value: Int) -> Bool {
        value < 64 || (128...2048).contains(value)
    }

    /// The seed's brown on 2 and 4, a deeper brown on the other pale tiles, white on the rest.
    func textColor(_ value: Int) -> Color {
        switch value {
        case ..<8: darkText
        case _ where Self.isPale(value): deepText
        default: lightText
        }
    }

    /// Points for a tile's number on a tile `side` wide: smaller from four digits and smaller again
    /// from five, sized so even DejaVu Sans Bold's wide digits keep clear of the tile's edges.
    /// From six digits on, the size shrinks with the number's length so that even a 16-digit
    /// tile (2^50) keeps about a tenth of the tile clear on each side.
    static func fontSize(for value: Int, side: Double) -> Double {
        let digits = String(value).count
        let ratio: Double =
            switch digits {
            case ...2: 0.45
            case 3: 0.38
            case 4: 0.28
            case 5: 0.22
            default: min(0.185, 0.78 / (Double(digits) * 0.75))
            }
        return max(1, side * ratio)
    }

    static func forTheme(_ theme: Theme) -> Game2048Palette {
        switch theme.name {
        case .light: light(from: theme)
        case .dark: dark(from: theme)
        case .highContrast: highContrast(from: theme)
        }
    }

    /// The high-contrast theme's page and chrome as they are, black numbers on the pale tiles,
    /// and the saturated tiles a shade deeper under their white numbers: every number at 7:1.
    private static func highContrast(from theme: Theme) -> Game2048Palette {
        var palette = Game2048Palette(
            background: theme.background, board: Color(white: 0.50), cell: Color(white: 0.12),
            darkText: Color(white: 0), deepText: Color(white: 0), lightText: Color(white: 1),
            scoreBox: theme.surfaceRaised, scoreLabel: theme.textSecondary, scoreValue: theme.textPrimary,
            rise: theme.textPrimary, winTitle: theme.accent, hintDisc: Color(white: 1, alpha: 0.95),
            hintArrow: Color(white: 0), theme: theme)
        palette.deepensSaturatedTiles = true
        return palette
    }

    private static func light(from base: Theme) -> Game2048Palette {
        var theme = base
        theme.background = Color(hex: 0xFAF8EF)
        theme.surfaceRaised = Color(hex: 0xEEE4DA)
        // Dark enough to keep 4.5:1 on a raised button the pointer presses (0x6B6259 gave 4.18).
        theme.textPrimary = Color(hex: 0x61584F)
        theme.textSecondary = Color(hex: 0x6F5D4C)
        theme.accent = Color(hex: 0x776452)
        theme.onAccent = Color(hex: 0xF9F6F2)
        theme.disabledOpacity = 0.75
        return Game2048Palette(
            background: theme.background, board: Color(hex: 0xBBADA0), cell: Color(hex: 0xCDC1B4),
            darkText: Color(hex: 0x776E65), deepText: Color(hex: 0x574B40), lightText: Color(hex: 0xF9F6F2),
            scoreBox: Color(hex: 0x6B6259), scoreLabel: Color(hex: 0xEEE4DA), scoreValue: .white,
            rise: Color(hex: 0x6B6259), winTitle: Color(hex: 0x8A6508), hintDisc: Color(hex: 0x776452, alpha: 0.92),
            hintArrow: Color(hex: 0xF9F6F2), theme: theme)
    }

    private static func dark(from base: Theme) -> Game2048Palette {
        var theme = base
        theme.background = Color(hex: 0x1D1C1A)
        theme.surface = Color(hex: 0x34312D)
        theme.surfaceRaised = Color(hex: 0x4A443D)
        theme.textPrimary = Color(hex: 0xF2EDE6)
        theme.textSecondary = Color(hex: 0xB5ABA1)
        theme.accent = Color(hex: 0x7A6553)
        theme.onAccent = Color(hex: 0xF9F6F2)
        theme.disabledOpacity = 0.6
        return Game2048Palette(
            background: theme.background, board: Color(hex: 0x3A3530), cell: Color(hex: 0x4B453F),
            darkText: Color(hex: 0x776E65), deepText: Color(hex: 0x574B40), lightText: Color(hex: 0xF9F6F2),
            scoreBox: Color(hex: 0x3A3530), scoreLabel: Color(hex: 0xB9AEA3), scoreValue: .white,
            rise: Color(hex: 0xD8CFC4), winTitle: Color(hex: 0xEDC22E), hintDisc: Color(hex: 0xF2EDE6, alpha: 0.92),
            hintArrow: Color(hex: 0x3A3530), theme: theme)
    }
}
