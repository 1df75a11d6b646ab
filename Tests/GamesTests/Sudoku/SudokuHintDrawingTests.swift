import Layout
import SDLBackend
import Testing

@testable import GameCore
@testable import GameKit
@testable import SudokuEngine
@testable import SudokuFeature

/// Issue 28's Sudoku references, asserted on the display list: a chain's links run from the
/// pencil mark of the candidate they join to the next one and never over another digit; a fish's
/// rings leave the candidates they strike readable; and the hint names its technique at every
/// size.
@Suite(.serialized)
struct SudokuHintDrawingTests {
    static let swordfish = "..85..9..6...8...3..4..18..2....6...9.6.7.5.2...2....4..21..7..4...3...5..1..84.."
    static let xChain = "3.1.7.9....78....1....5..4......5..6.12...38.7..9......7..9....6....35....9.6.8.2"

    /// The board alone, `side` points square, with the hint's marks, laid out with fixed metrics.
    private func board(_ state: SudokuState, hint: SudokuHint, side: Double = 630) -> DisplayList {
        var marks = SudokuBoardMarks.none
        marks.hint = hint
        let view = SudokuBoardView(state: state, marks: marks, palette: SudokuPalette(theme: .dark)).view
        return layout(view, in: Size(width: side, height: side), measurer: FixedMetricTextMeasurer())
    }

    /// Each cell's frame, from its tap region.
    private func cellFrames(_ list: DisplayList) -> [Int: Rect] {
        var frames: [Int: Rect] = [:]
        for region in list.tapRegions {
            if case .cell(let cell)? = region.action?.base as? SudokuAction { frames[cell] = region.frame }
        }
        return frames
    }

    private struct Drawn {
        let index: Int
        let digit: Int
        let frame: Rect
        let font: Font
    }

    /// The digits and pencil marks drawn in `cell`.
    private func glyphs(in frame: Rect, _ list: DisplayList) -> [Drawn] {
        list.items.indices.compactMap { index in
            guard case .text(let string, let font, _) = list.items[index].command, let digit = Int(string),
                frame.contains(list.items[index].frame.center)
            else { return nil }
            return Drawn(index: index, digit: digit, frame: list.items[index].frame, font: font)
        }
    }

    @Test func chainLinksJoinTheExactPencilMarksAndPassUnderOtherDigits() throws {
        let game = try SudokuHarness.hinted(.xChain, puzzle: Self.xChain)
        let hint = try #require(game.scene.hint)
        let step = try #require(hint.step)
        #expect(step.links.count >= 5)
        // Every candidate the chain joins is pencilled in, as a player who keeps notes has it,
        // plus notes beside them that a link may pass over.
        var state = game.state
        for link in step.links {
            for (cell, digit) in [(link.from, link.fromDigit), (link.to, link.toDigit)] {
                let digit = try #require(digit)
                for note in Set([digit, 5, 9])
                where state.board[cell] == 0 && !state.noteDigits(at: cell).contains(note) {
                    state = try #require(SudokuRules.apply(.toggleNote(cell: cell, digit: note), to: state))
                }
            }
        }
        let list = board(state, hint: hint)
        let cells = cellFrames(list)
        #expect(cells.count == 81)
        let lines = list.items.indices.filter {
            if case .stroke(.line, _, _) = list.items[$0].command { return true }
            return false
        }
        #expect(lines.count == step.links.count)
        for (link, index) in zip(step.links, lines) {
            guard case .stroke(.line(let from, let to), _, let width) = list.items[index].command else { continue }
            let frame = list.items[index].frame
            let ends = [from.point(in: frame), to.point(in: frame)]
            for (end, (cell, digit)) in zip(ends, [(link.from, link.fromDigit), (link.to, link.toDigit)]) {
                let digit = try #require(digit)
                let cellFrame = try #require(cells[cell])
                let mark = try #require(
                    glyphs(in: cellFrame, list).first { $0.digit == digit },
                    "the pencil mark \(digit) in \(SudokuWords.cell(cell))")
                #expect(
                    abs(end.x - mark.frame.midX) < 0.01 && abs(end.y - mark.frame.midY) < 0.01,
                    "\(SudokuWords.cell(cell)): the link ends at \(end), its \(digit) is at \(mark.frame.center)")
            }
            // Any other digit or mark the line passes over has a patch of its cell's colour
            // drawn after the line and before it, covering its ink.
            let joined = Set([link.from * 10 + (link.fromDigit ?? 0), link.to * 10 + (link.toDigit ?? 0)])
            for (cell, cellFrame) in cells {
                for glyph in glyphs(in: cellFrame, list) where !joined.contains(cell * 10 + glyph.digit) {
                    let ink = Rect(
                        x: glyph.frame.midX - glyph.font.size * 0.3, y: glyph.frame.midY - glyph.font.size * 0.4,
                        width: glyph.font.size * 0.6, height: glyph.font.size * 0.8)
                    let crosses = (0...400).contains { step in
                        let t = Double(step) / 400
                        let point = Point(
                            x: ends[0].x + (ends[1].x - ends[0].x) * t, y: ends[0].y + (ends[1].y - ends[0].y) * t)
                        return ink.insetBy(dx: -width / 2, dy: -width / 2).contains(point)
                    }
                    guard crosses else { continue }
                    let patched = list.items[(index + 1)..<glyph.index].contains {
                        guard case .fill = $0.command else { return false }
                        return $0.frame.insetBy(dx: -0.01, dy: -0.01).contains(ink.origin)
                            && $0.frame.insetBy(dx: -0.01, dy: -0.01).contains(Point(x: ink.maxX, y: ink.maxY))
                    }
                    #expect(patched, "the link \(link) passes over \(glyph.digit) in \(SudokuWords.cell(cell))")
                }
            }
        }
    }

    @Test func fishRingsLeaveTheStruckCandidatesReadable() throws {
        let game = try SudokuHarness.hinted(.swordfish, puzzle: Self.swordfish)
        let hint = try #require(game.scene.hint)
        let step = try #require(hint.step)
        var state = game.state
        for struck in step.eliminations where !state.noteDigits(at: struck.cell).contains(struck.digit) {
            state = try #require(SudokuRules.apply(.toggleNote(cell: struck.cell, digit: struck.digit), to: state))
        }
        for side in [630.0, 300] {
            let list = board(state, hint: hint, side: side)
            let cells = cellFrames(list)
            let palette = SudokuPalette(theme: .dark)
            for struck in step.eliminations {
                let cell = try #require(cells[struck.cell])
                let ring = try #require(
                    list.items.first {
                        guard case .stroke(.roundedRectangle, palette.hintStrike, _) = $0.command else { return false }
                        return cell.contains($0.frame.center)
                    })
                guard case .stroke(_, _, let width) = ring.command else { continue }
                let mark = try #require(glyphs(in: cell, list).first { $0.digit == struck.digit })
                let ink = Rect(
                    x: mark.frame.midX - mark.font.size * 0.3, y: mark.frame.midY - mark.font.size * 0.4,
                    width: mark.font.size * 0.6, height: mark.font.size * 0.8)
                // The ring's band ends `width / 2` inside its frame; the mark's ink lies within.
                let inside = ring.frame.insetBy(dx: width / 2, dy: width / 2)
                #expect(
                    inside.contains(ink.origin) && inside.contains(Point(x: ink.maxX, y: ink.maxY)),
                    "\(side): \(struck) at \(ink) under a ring inside \(inside)")
            }
        }
    }

    /// The hint's title, its technique, shows in the status bar at 480×640 and at 1280×800 with
    /// the real fonts, at or above the type floor, and so does everything under it.
    @Test(arguments: [SudokuTechnique.swordfish, .xChain])
    func theHintNamesItsTechniqueAtEverySize(technique: SudokuTechnique) throws {
        let game = try SudokuHarness.hinted(technique, puzzle: technique == .swordfish ? Self.swordfish : Self.xChain)
        let step = try #require(game.scene.hint?.step)
        let title = SudokuHintText.title(of: step)
        #expect(title.contains(SudokuWords.technique(technique)))
        let sizes = [
            SudokuHarness.portrait, SudokuHarness.landscape, Size(width: 300, height: 400),
            Size(width: 600, height: 400),
            Size(width: 1024, height: 720),
        ]
        for size in sizes {
            for theme in [Theme.light, .dark] {
                let measurer = try HeadlessRenderer(size: size, fonts: FontLibrary()).measurer
                let list = layout(game.scene.body(size: size, theme: theme), in: size, measurer: measurer)
                let item = try #require(list.items.first { $0.command.text == title }, "\(size): no \"\(title)\"")
                let titleFont = try #require(item.command.font)
                #expect(titleFont.size >= theme.fontSize.floor, "\(size)")
                // The detail's lines below the title keep the floor too (small windows and a
                // landscape panel too short for the status bar, 600×400, show the title alone,
                // its whole text a tap away).
                guard ScreenShape(size: size) != .compact, size.height > 400 else {
                    #expect(list.frame(ofAction: SudokuAction.wholeMessage) != nil, "\(size)")
                    continue
                }
                let below = list.items.filter {
                    guard case .text(let string, _, _) = $0.command else { return false }
                    return string.count > 12 && abs($0.frame.minX - item.frame.minX) < 1
                        && $0.frame.minY > item.frame.minY
                }
                #expect(!below.isEmpty, "\(size): no detail")
                for line in below {
                    let font = try #require(line.command.font)
                    #expect(font.size >= theme.fontSize.floor, "\(size): \(line.command.text ?? "") at \(font.size)")
                }
            }
        }
    }
}
