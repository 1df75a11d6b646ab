import Foundation
import Layout
import SDLBackend
import SnapshotSupport
import SnapshotTesting
import Testing

@testable import Game2048Engine
@testable import Game2048Feature
@testable import GameCore
@testable import GameKit
@testable import SudokuEngine
@testable import SudokuFeature

/// The snapshot comparison catches what a player would see. Each test takes a committed
/// reference and a real edit of its screen (a clock digit blanked, a wrong digit in the normal
/// colour, one pencil mark dropped, a tile's number changed, a button moved by a pixel) and
/// checks that the edit changed pixels and that the snapshot strategy rejects it; the
/// unchanged screen, rendered through the same path as the snapshot tests, must still pass.
@Suite(.serialized)
struct SnapshotComparatorTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// Sudoku two minutes in (`SudokuSnapshotTests.midGame`): the clock reads 2:05.
    static let sudokuReference =
        "Sudoku/__Snapshots__/SudokuSnapshotTests/"
        + "selectionHighlightsWrongDigitNotesAndFlag.playing-dark-1280x800.png"
    static let game2048Reference = "Game2048/__Snapshots__/Game2048SnapshotTests/midGame.light-1280x800.png"

    func reference(_ path: String) throws -> RGBAImage {
        try RGBAImage(pngData: Data(contentsOf: Self.folder.appendingPathComponent(path)))
    }

    /// The display list the Sudoku reference was painted from (real font metrics).
    func sudokuList(_ game: SudokuHarness) throws -> DisplayList {
        try TestRenderer.layout(
            game.scene.body(size: SudokuHarness.landscape, theme: .dark), size: SudokuHarness.landscape)
    }

    /// The display list of the 2048 reference.
    func game2048List() throws -> DisplayList {
        let scene = try Game2048SnapshotTests().midGameScene()
        return try TestRenderer.layout(scene.body(size: Scene2048.landscape, theme: .light), size: Scene2048.landscape)
    }

    /// Whether the strategy the snapshot tests use accepts `actual` against `reference`, and its
    /// message when it does not.
    func verdict(_ reference: RGBAImage, _ actual: RGBAImage) throws -> String? {
        try Snapshotting<RGBAImage, Data>.png().diffing.diffV2(reference.pngData(), actual.pngData())?.0
    }

    /// `edited` must change pixels of `reference`, and the snapshot comparison must refuse it
    /// with a message naming the pixels and where they are.
    func expectRejected(
        _ edited: RGBAImage, against reference: RGBAImage, _ what: Comment,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let comparison = PixelComparison(reference, edited, channelTolerance: 0)
        #expect(comparison.differing > 0, "the edit changed no pixel: \(what)", sourceLocation: sourceLocation)
        let message = try verdict(reference, edited)
        #expect(message != nil, "accepted: \(what)", sourceLocation: sourceLocation)
        #expect(message?.contains("pixels differ") == true, sourceLocation: sourceLocation)
        #expect(message?.contains("within x ") == true, sourceLocation: sourceLocation)
    }

    /// The screen rendered now, through the snapshot tests' path, is the committed reference: so
    /// the edits below are edits of the real screen.
    func expectAccepted(
        _ actual: RGBAImage, against reference: RGBAImage, sourceLocation: SourceLocation = #_sourceLocation
    )
        throws
    {
        let message = try verdict(reference, actual)
        #expect(message == nil, "\(message ?? "")", sourceLocation: sourceLocation)
    }

    /// `image` with every pixel inside `rect` painted in the colour most of them have there: the
    /// background behind a glyph, so the glyph is gone.
    func blanked(_ image: RGBAImage, _ rect: (x: Range<Int>, y: Range<Int>)) -> RGBAImage {
        var counts: [UInt32: Int] = [:]
        for y in rect.y {
            for x in rect.x {
                let p = image.pixel(x: x, y: y)
                let key = UInt32(p.r) << 24 | UInt32(p.g) << 16 | UInt32(p.b) << 8 | UInt32(p.a)
                counts[key, default: 0] += 1
            }
        }
        let background = counts.max { ($0.value, $0.key) < ($1.value, $1.key) }?.key ?? 0
        var edited = image
        for y in rect.y {
            for x in rect.x {
                for c in 0..<4 {
                    edited.pixels[4 * (y * image.width + x) + c] = UInt8(truncatingIfNeeded: background >> (24 - 8 * c))
                }
            }
        }
        return edited
    }

    @Test func theIdenticalImagePassesAndSoDoesTheAllowedDrift() throws {
        let image = try reference(Self.sudokuReference)
        try expectAccepted(image, against: image)
        // Every colour channel of every pixel moved by up to the drift, up and down.
        var drifted = image
        for i in drifted.pixels.indices where i % 4 != 3 {
            let shift = (i / 4 + i) % (2 * PixelComparison.drift + 1) - PixelComparison.drift
            drifted.pixels[i] = UInt8(clamping: Int(drifted.pixels[i]) + shift)
        }
        #expect(PixelComparison(image, drifted, channelTolerance: 0).differing > image.width * image.height / 2)
        try expectAccepted(drifted, against: image)
        // One pixel one shade past the drift is already a difference.
        var single = image
        single.pixels[4 * (400 * image.width + 640)] &+= UInt8(PixelComparison.drift + 1)
        try expectRejected(single, against: image, "one pixel past the drift")
        let comparison = PixelComparison(image, single)
        #expect(comparison.differing == 1)
        #expect(comparison.bounds?.x == 640 && comparison.bounds?.y == 400)
    }

    /// The clock at 2:05 is the reference; at 2:00 (five seconds earlier) it is not.
    @Test func theClockFiveSecondsEarlierFails() throws {
        let image = try reference(Self.sudokuReference)
        let game = SudokuSnapshotTests().midGame()
        let now = try sudokuList(game)
        #expect(now.texts.contains("2:05"))
        try expectAccepted(try TestRenderer.render(now, background: Theme.dark.background), against: image)
        game.clock.now -= 5
        let earlier = try sudokuList(game)
        #expect(earlier.texts.contains("2:00") && !earlier.texts.contains("2:05"))
        try expectRejected(
            try TestRenderer.render(earlier, background: Theme.dark.background), against: image, "clock 2:00 for 2:05")
    }

    /// The "5" of "2:05" painted over with the panel's colour, on the committed reference; the
    /// glyph's box comes from the real font metrics of the clock's text item.
    @Test func aBlankedClockDigitFails() throws {
        let image = try reference(Self.sudokuReference)
        let list = try sudokuList(SudokuSnapshotTests().midGame())
        let clock = try #require(list.textItems("2:05").first)
        let font = try #require(clock.text).font
        let (whole, head) = try TestRenderer.withMeasurer {
            ($0.size(of: "2:05", font: font), $0.size(of: "2:0", font: font))
        }
        let left = clock.frame.midX - whole.width / 2 + head.width
        let glyph = (
            x: Int(left.rounded(.down))..<Int((clock.frame.midX + whole.width / 2).rounded(.up)),
            y: Int(
                (clock.frame.midY - whole.height / 2).rounded(.down))..<Int(
                    (clock.frame.midY + whole.height / 2).rounded(.up))
        )
        let edited = blanked(image, glyph)
        // The box held the glyph: a good part of it changed.
        #expect(PixelComparison(image, edited, channelTolerance: 0).differing >= 20)
        try expectRejected(edited, against: image, "the clock's last digit blanked")
    }

    /// The wrong digit drawn in the colour of a correct entry instead of the error colour.
    @Test func aWrongDigitInTheNormalColourFails() throws {
        let image = try reference(Self.sudokuReference)
        let game = SudokuSnapshotTests().midGame()
        var list = try sudokuList(game)
        let palette = SudokuPalette(theme: .dark)
        let cell = try #require(list.frame(ofAction: SudokuAction.cell(game.blanks[14])))
        let wrong = list.indices(inside: cell).filter { list.items[$0].text?.color == palette.wrong }
        #expect(wrong.count == 1)
        let index = try #require(wrong.first)
        let digit = try #require(list.items[index].text)
        #expect(palette.entry != palette.wrong)
        list.items[index].command = .text(digit.string, digit.font, palette.entry)
        try expectRejected(
            try TestRenderer.render(list, background: Theme.dark.background), against: image,
            "the wrong \(digit.string) in the entry colour")
    }

    /// One of the noted cell's pencil marks left out.
    @Test func oneDroppedPencilMarkFails() throws {
        let image = try reference(Self.sudokuReference)
        let game = SudokuSnapshotTests().midGame()
        var list = try sudokuList(game)
        let cell = try #require(list.frame(ofAction: SudokuAction.cell(game.blanks[20])))
        let marks = list.indices(inside: cell).filter { list.items[$0].text != nil }
        #expect(marks.count >= 2)
        let dropped = try #require(marks.last)
        list.items.remove(at: dropped)
        try expectRejected(
            try TestRenderer.render(list, background: Theme.dark.background), against: image, "a pencil mark dropped")
    }

    /// A tile's number with its last digit changed (the tile's colour left as it was), and the
    /// score one point off.
    @Test func aChangedTileNumberOrScoreFails() throws {
        let image = try reference(Self.game2048Reference)
        let list = try game2048List()
        try expectAccepted(try TestRenderer.render(list, background: Theme.light.background), against: image)
        let tiles = Scene2048.visibleNumbers(list).map(\.index)
        #expect(tiles.count >= 8)
        let replacement: [Character: Character] = ["2": "4", "4": "8", "6": "2", "8": "6"]
        for i in [tiles.first, tiles.last].compactMap({ $0 }) {
            let tile = try #require(list.items[i].text)
            let changed = try #require(tile.string.last.flatMap { replacement[$0] })
            let number = String(tile.string.dropLast()) + String(changed)
            var edited = list
            edited.items[i].command = .text(number, tile.font, tile.color)
            try expectRejected(
                try TestRenderer.render(edited, background: Theme.light.background), against: image,
                "tile \(tile.string) shown as \(number)")
        }
        let scene = try Game2048SnapshotTests().midGameScene()
        let at = try #require(list.items.firstIndex { $0.text?.string == String(scene.state.score) })
        let score = try #require(list.items[at].text)
        var edited = list
        edited.items[at].command = .text(String(scene.state.score + 1), score.font, score.color)
        try expectRejected(
            try TestRenderer.render(edited, background: Theme.light.background), against: image, "the score one off")
    }

    /// The hint button (and the margin around it) shifted one pixel to the right, on the
    /// committed Sudoku reference.
    @Test func aButtonMovedByOnePixelFails() throws {
        let image = try reference(Self.sudokuReference)
        let list = try sudokuList(SudokuSnapshotTests().midGame())
        let button = try #require(list.frame(ofAction: SudokuAction.tool(.hint)))
        var edited = image
        let xs = Int(button.minX.rounded(.down)) - 2...Int(button.maxX.rounded(.up)) + 2
        let ys = Int(button.minY.rounded(.down)) - 2...Int(button.maxY.rounded(.up)) + 2
        for y in ys {
            for x in xs.dropFirst() {
                for c in 0..<4 {
                    edited.pixels[4 * (y * image.width + x) + c] = image.pixels[4 * (y * image.width + x - 1) + c]
                }
            }
        }
        try expectRejected(edited, against: image, "the hint button one pixel to the right")
    }
}
