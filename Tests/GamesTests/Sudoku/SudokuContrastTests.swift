import Foundation
import Layout
import Testing

@testable import GameKit
@testable import SudokuFeature

/// Every text and mark colour Sudoku can draw against every background it can draw it on, in
/// every theme, by WCAG 2 relative luminance: 4.5:1 for text, 3:1 for the board's large digits
/// and for marks (the flag, the hint's rings); 7:1 for every text in the high-contrast theme.
@Suite struct SudokuContrastTests {
    /// WCAG 2's contrast ratio (Layout's `Color.contrastRatio`).
    static func ratio(_ a: Color, _ b: Color) -> Double { a.contrastRatio(with: b) }

    struct Pair: CustomStringConvertible {
        let text: String
        let foreground: Color
        let background: String
        let backdrop: Color
        let minimum: Double
        var description: String { "\(text) on \(background)" }
    }

    /// The pairs a theme's Sudoku screen can show.
    static func pairs(_ theme: Theme) -> [Pair] {
        let palette = SudokuPalette(theme: theme)
        var cells: [(String, Color)] = [
            ("cell", palette.cell), ("selected", palette.selected), ("row and column", palette.highlighted),
            ("conflict", palette.conflict), ("hint house", palette.hintHouse), ("hint cell", palette.hintCell),
            ("fish cover", palette.hintCover),
        ]
        if let same = palette.sameNumberCell { cells.append(("same number", same)) }
        let largeDigits: [(String, Color)] = [
            ("given", palette.given), ("entry", palette.entry), ("wrong digit", palette.wrong),
            ("selected number", palette.sameNumber),
        ]
        let smallText: [(String, Color)] = [
            ("pencil mark", palette.note), ("struck pencil mark", palette.strikeNote),
            ("selected number's mark", palette.sameNumber),
        ]
        let marks: [(String, Color)] = [
            ("flag", palette.flag), ("hint target ring", palette.hintTarget), ("strike ring", palette.hintStrike),
            ("wrong-digit dot", palette.wrongMark), ("conflict ring", palette.conflictMark),
        ]
        var pairs: [Pair] = []
        for (background, backdrop) in cells {
            for (text, color) in largeDigits {
                pairs.append(
                    Pair(text: text, foreground: color, background: background, backdrop: backdrop, minimum: 3))
            }
            for (text, color) in smallText {
                pairs.append(
                    Pair(text: text, foreground: color, background: background, backdrop: backdrop, minimum: 4.5))
            }
            for (text, color) in marks {
                pairs.append(
                    Pair(text: text, foreground: color, background: background, backdrop: backdrop, minimum: 3))
            }
        }
        // The status bar and the dialogs on the surface; the pad's keys; the display bar's tile.
        for tone in [SudokuMessage.Tone.info, .good, .bad, .hint] {
            pairs.append(
                Pair(
                    text: "status title \(tone)", foreground: palette.tone(tone), background: "surface",
                    backdrop: theme.surface, minimum: 4.5))
        }
        pairs.append(
            Pair(
                text: "status detail", foreground: theme.textSecondary, background: "surface", backdrop: theme.surface,
                minimum: 4.5))
        pairs.append(
            Pair(
                text: "import error", foreground: palette.wrong, background: "surface", backdrop: theme.surface,
                minimum: 4.5))
        pairs.append(
            Pair(text: "solved", foreground: palette.good, background: "surface", backdrop: theme.surface, minimum: 4.5)
        )
        let key = theme.surfaceRaised
        let tinted = theme.surfaceRaised.mixed(with: theme.accent, 0.22)
        for (background, backdrop) in [("pad key", key), ("held or notes-mode pad key", tinted)] {
            pairs.append(
                Pair(
                    text: "pad digit", foreground: theme.textPrimary, background: background, backdrop: backdrop,
                    minimum: 3))
            pairs.append(
                Pair(
                    text: "pad count", foreground: palette.padCount, background: background, backdrop: backdrop,
                    minimum: 4.5))
        }
        pairs.append(
            Pair(
                text: "notes-mode digit", foreground: palette.notesDigit, background: "notes-mode key",
                backdrop: tinted,
                minimum: 3))
        pairs.append(
            Pair(
                text: "held digit", foreground: palette.selectedText, background: "tile", backdrop: palette.selected,
                minimum: 3))
        return pairs
    }

    /// In the high-contrast theme every text pair needs 7:1; marks keep WCAG's 3:1 for graphics.
    @Test(arguments: [Theme.dark, .light, .highContrast])
    func everyPairReads(theme: Theme) {
        let pairs = Self.pairs(theme)
        #expect(pairs.count > 80)
        let marks: Set = ["flag", "hint target ring", "strike ring", "wrong-digit dot", "conflict ring"]
        for pair in pairs {
            let ratio = Self.ratio(pair.foreground, pair.backdrop)
            let minimum = marks.contains(pair.text) ? pair.minimum : max(pair.minimum, theme.minimumTextContrast ?? 0)
            #expect(ratio >= minimum, "\(theme.name): \(pair) is \(ratio):1, needs \(minimum):1")
        }
    }

    @Test(arguments: [Theme.dark, .light, .highContrast])
    func givensAndThePlayersDigitsDiffer(theme: Theme) {
        let palette = SudokuPalette(theme: theme)
        let given = palette.given
        let entry = palette.entry
        let apart = max(abs(given.red - entry.red), abs(given.green - entry.green), abs(given.blue - entry.blue))
        #expect(apart >= 0.2, "\(theme.name): given and entry colours are too close")
    }

    @Test func theWrongDigitInTheSelectedCellReads() throws {
        // The case the player reported: red on the selection's blue.
        let game = SudokuHarness()
        let cell = game.blanks[0]
        game.tapCell(cell)
        game.tapPad(game.wrongDigit(for: cell))
        let text = try #require(game.texts(in: cell).first)
        let background = try #require(game.background(of: cell))
        #expect(background == game.palette.selected && text.color == game.palette.wrong)
        #expect(Self.ratio(text.color, background) >= 3)
    }
}
