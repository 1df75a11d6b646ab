import Layout
import SDLBackend
import SnapshotSupport
import Testing

@testable import GameCore
@testable import GameKit
@testable import SudokuEngine
@testable import SudokuFeature

/// The variant boards as games put them on screen: a fresh puzzle of each variant from the
/// scene, played a little by the rules (digits right and wrong, pencil marks, a flag), and the
/// board drawn alone with the highlights the scene would give it.
enum VariantBoard {
    static let variants: [SudokuVariant] = [.x, .jigsaw, .killer, .mini4, .mini6]

    /// A scene playing a fresh puzzle of `variant` at its first level, laid out.
    static func game(_ variant: SudokuVariant, size: Size = SudokuHarness.landscape, theme: Theme = .dark)
        -> SudokuHarness
    {
        let game = SudokuHarness(size: size, theme: theme)
        _ = game.scene.startNewGame(variant, variant.levels[0])
        game.driver.relayout()
        return game
    }

    /// The first position of a fresh puzzle of `variant` as the scene starts it (the scene is
    /// not laid out: its panel is the lead's to fit to 4×4 and 6×6).
    static func state(_ variant: SudokuVariant) -> SudokuState {
        let game = SudokuHarness()
        _ = game.scene.startNewGame(variant, variant.levels[0])
        return game.scene.state
    }

    /// `state` after `moves`, each of which the rules must accept.
    static func play(_ moves: [SudokuMove], on state: SudokuState) throws -> SudokuState {
        var state = state
        for move in moves {
            state = try #require(SudokuRules.apply(move, to: state), "\(move)")
        }
        return state
    }

    /// A position a few minutes in: three right digits, a wrong one, a flag, and two cells of
    /// pencil marks, one of them every digit (in a killer, in a cage's first cell, under its sum).
    static func midGame(_ state: SudokuState) throws -> SudokuState {
        let blanks = (0..<state.cellCount).filter { !state.isGiven($0) }
        let n = state.size
        var moves: [SudokuMove] = blanks.prefix(3).map { .place(cell: $0, digit: state.solution[$0]) }
        let wrong = blanks[4]
        moves.append(.place(cell: wrong, digit: state.solution[wrong] % n + 1))
        moves.append(.toggleFlag(cell: blanks[5]))
        let firsts = Set(state.geometry.cages.compactMap(\.cells.first))
        let full = blanks.dropFirst(8).first { firsts.isEmpty || firsts.contains($0) } ?? blanks[8]
        moves += (1...n).map { .toggleNote(cell: full, digit: $0) }
        let some = try #require(blanks.last { $0 != full })
        moves += [1, n].map { .toggleNote(cell: some, digit: $0) }
        return try play(moves, on: state)
    }

    /// The scene's highlights for a selection: its houses, its number, no hint.
    static func marks(selecting cell: Int?, in state: SudokuState) -> SudokuBoardMarks {
        var marks = SudokuBoardMarks.none
        marks.selected = cell
        marks.selectedNumber = cell.map { state.board[$0] } ?? 0
        return marks
    }

    /// The board alone, `side` points square.
    static func layoutBoard(
        _ state: SudokuState, marks: SudokuBoardMarks = .none, theme: Theme = .dark, side: Double,
        measurer: any TextMeasurer = FixedMetricTextMeasurer()
    ) -> DisplayList {
        let view = SudokuBoardView(state: state, marks: marks, palette: SudokuPalette(theme: theme)).view
        return layout(view, in: Size(width: side, height: side), measurer: measurer)
    }

    /// Each cell's frame, from its tap region.
    static func cellFrames(_ list: DisplayList) -> [Int: Rect] {
        var frames: [Int: Rect] = [:]
        for region in list.tapRegions {
            if case .cell(let cell)? = region.action?.base as? SudokuAction { frames[cell] = region.frame }
        }
        return frames
    }

    /// The frames of the rectangles filled in `color` (bars, dashes).
    static func rectangles(_ list: DisplayList, _ color: Color) -> [Rect] {
        list.items.compactMap { item in
            if case .fill(.rectangle, let fill) = item.command, fill == color { return item.frame }
            return nil
        }
    }

    /// The texts drawn, with their frames, fonts and roles.
    static func texts(_ list: DisplayList) -> [(string: String, frame: Rect, font: Font, role: TextRole?)] {
        list.items.compactMap { item in
            guard case .text(let string, let font, _) = item.command else { return nil }
            return (string, item.frame, font, item.textRole)
        }
    }

    static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX - 0.01 && b.minX < a.maxX - 0.01 && a.minY < b.maxY - 0.01 && b.minY < a.maxY - 0.01
    }

    static func holds(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.minX >= outer.minX - 0.01 && inner.minY >= outer.minY - 0.01 && inner.maxX <= outer.maxX + 0.01
            && inner.maxY <= outer.maxY + 0.01
    }

    /// The point halfway along the gap between two edge-adjacent cells.
    static func gapMiddle(_ a: Rect, _ b: Rect) -> Point {
        if abs(a.minY - b.minY) < 0.01 {
            let (left, right) = a.minX < b.minX ? (a, b) : (b, a)
            return Point(x: (left.maxX + right.minX) / 2, y: a.midY)
        }
        let (upper, lower) = a.minY < b.minY ? (a, b) : (b, a)
        return Point(x: a.midX, y: (upper.maxY + lower.minY) / 2)
    }

    /// Every pair of edge-adjacent cells of an n×n grid, each once.
    static func neighbours(_ n: Int) -> [(Int, Int)] {
        (0..<(n * n)).flatMap { cell -> [(Int, Int)] in
            var pairs: [(Int, Int)] = []
            if cell % n < n - 1 { pairs.append((cell, cell + 1)) }
            if cell / n < n - 1 { pairs.append((cell, cell + n)) }
            return pairs
        }
    }
}

/// What a player of each variant must see on the board, asserted on the display list: n×n cells
/// in reading order with thick lines where the regions change (and only there), a killer's
/// cages outlined with their sums legible above the text floor, pencil marks in a mini grid of
/// the board's size, and the selection's houses (a jigsaw region, an X-Sudoku diagonal) lit.
@Suite(.serialized)
struct SudokuVariantBoardTests {
    /// In the window: a tap region per cell of every variant, in reading order.
    @Test(
        arguments: [SudokuVariant.x, .jigsaw, .killer, .mini4, .mini6, .classic],
        [SudokuHarness.landscape, SudokuHarness.portrait, Size(width: 300, height: 400)])
    func theScreenHasACellTapRegionForEveryCellInReadingOrder(variant: SudokuVariant, size: Size) throws {
        let game = VariantBoard.game(variant, size: size)
        #expect(game.state.variant == variant)
        // A 6×6 grid's cells span a rectangle: one more thick gap down than across.
        try Self.expectCells(VariantBoard.cellFrames(game.driver.list), n: variant.size, square: variant != .mini6)
    }

    /// The board alone, every variant at a large, a middling and a small side.
    @Test(arguments: VariantBoard.variants, [640.0, 420.0, 200.0])
    func theBoardHasACellTapRegionForEveryCellInReadingOrder(variant: SudokuVariant, side: Double) throws {
        let state = VariantBoard.state(variant)
        #expect(state.variant == variant)
        #expect(state.cellCount == variant.size * variant.size)
        let frames = VariantBoard.cellFrames(VariantBoard.layoutBoard(state, side: side))
        try Self.expectCells(frames, n: variant.size, square: false)
        // Centred on the board: the rims match across and down (a 6×6 grid has a thick gap more
        // down than across, and the rims across take the difference).
        let first = try #require(frames[0])
        let last = try #require(frames[state.cellCount - 1])
        #expect(first.minX > 0 && first.minY > 0)
        #expect(abs(first.minX - (side - last.maxX)) <= 1.01)
        #expect(abs(first.minY - (side - last.maxY)) <= 1.01)
    }

    /// n×n square cells of one size, each row to the right of the one before, each row below.
    static func expectCells(
        _ frames: [Int: Rect], n: Int, square: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        #expect(frames.count == n * n, sourceLocation: sourceLocation)
        #expect(Set(frames.keys) == Set(0..<(n * n)), sourceLocation: sourceLocation)
        let first = try #require(frames[0], sourceLocation: sourceLocation)
        #expect(first.width > 10, sourceLocation: sourceLocation)
        for (cell, frame) in frames {
            #expect(
                abs(frame.width - first.width) < 0.01 && abs(frame.height - first.width) < 0.01, "cell \(cell)",
                sourceLocation: sourceLocation)
            if cell % n > 0, let left = frames[cell - 1] {
                #expect(
                    frame.minX > left.maxX && abs(frame.minY - left.minY) < 0.01, "cell \(cell)",
                    sourceLocation: sourceLocation)
            }
            if cell >= n, let above = frames[cell - n] {
                #expect(
                    frame.minY > above.maxY && abs(frame.minX - above.minX) < 0.01, "cell \(cell)",
                    sourceLocation: sourceLocation)
            }
        }
        // A 9×9 grid's cells span a square: as wide as tall from the first cell to the last.
        let last = try #require(frames[n * n - 1], sourceLocation: sourceLocation)
        if square {
            #expect(
                abs((last.maxX - first.minX) - (last.maxY - first.minY)) < 0.01, sourceLocation: sourceLocation)
        }
    }

    /// Regular boxes are thick gaps: 2×2 on 4×4, 2 rows × 3 columns on 6×6, 3×3 on 9×9.
    @Test(arguments: [SudokuVariant.mini4, .mini6, .x, .killer])
    func regularBoxesAreSeparatedByThickGapsAndCellsByThinOnes(variant: SudokuVariant) throws {
        let state = VariantBoard.state(variant)
        let n = state.size
        let box = SudokuShape.boxDimensions(n)
        let frames = VariantBoard.cellFrames(VariantBoard.layoutBoard(state, side: 600))
        let geometry = SudokuBoardGeometry(side: 600, shape: state.geometry)
        #expect(geometry.thick > geometry.thin)
        for cell in 0..<(n * n) {
            let frame = try #require(frames[cell])
            if cell % n < n - 1, let right = frames[cell + 1] {
                let expected = (cell % n + 1) % box.columns == 0 ? geometry.thick : geometry.thin
                #expect(abs(right.minX - frame.maxX - expected) < 0.01, "after cell \(cell)")
            }
            if cell / n < n - 1, let below = frames[cell + n] {
                let expected = (cell / n + 1) % box.rows == 0 ? geometry.thick : geometry.thin
                #expect(abs(below.minY - frame.maxY - expected) < 0.01, "below cell \(cell)")
            }
        }
    }

    /// A jigsaw's pieces are read from their borders alone: a thick bar covers the gap between
    /// two cells exactly when their regions differ, whatever the size.
    @Test(arguments: [600.0, 280.0])
    func jigsawBordersFollowEveryRegionBoundaryAndNoOther(side: Double) throws {
        let state = VariantBoard.state(.jigsaw)
        let shape = state.geometry
        #expect(shape.irregular)
        let palette = SudokuPalette(theme: .dark)
        let list = VariantBoard.layoutBoard(state, side: side)
        let frames = VariantBoard.cellFrames(list)
        let bars = VariantBoard.rectangles(list, palette.rim)
        let geometry = SudokuBoardGeometry(side: side, shape: shape)
        var boundaries = 0
        for (a, b) in VariantBoard.neighbours(9) {
            let (frameA, frameB) = (try #require(frames[a]), try #require(frames[b]))
            let point = VariantBoard.gapMiddle(frameA, frameB)
            let covered = bars.contains { $0.contains(point) }
            let differs = shape.regions[a] != shape.regions[b]
            if differs { boundaries += 1 }
            #expect(covered == differs, "between cells \(a) and \(b)")
        }
        // Each bar is a straight run along whole cells, as thick as the rim.
        var covered = 0
        for bar in bars {
            let length = max(bar.width, bar.height)
            #expect(abs(min(bar.width, bar.height) - geometry.thick) < 0.01)
            let cells = (length - geometry.thick) / (geometry.cell + geometry.thin)
            #expect(abs(cells - cells.rounded()) < 0.01, "\(bar)")
            covered += Int(cells.rounded())
        }
        #expect(covered == boundaries)
        #expect(boundaries > 20)
    }

    /// Every cage has its sum in the corner of its first cell, at or above the floor for board
    /// glyphs at every size, clear of the cell's pencil marks and of its digit; its outline runs
    /// along every side of the cage's edge and never across the gap between two of its cells.
    @Test(arguments: [640.0, 280.0, 200.0])
    func killerCagesAreOutlinedWithTheirSumsAboveTheFloor(side: Double) throws {
        let start = VariantBoard.state(.killer)
        let shape = start.geometry
        #expect(!shape.cages.isEmpty)
        var state = try VariantBoard.midGame(start)
        // A digit in a sum's cell too, to see it clear of the sum.
        let placed = try #require(
            shape.cages.compactMap(\.cells.first).first { state.board[$0] == 0 && state.notes[$0] == 0 })
        state = try VariantBoard.play([.place(cell: placed, digit: state.solution[placed])], on: state)
        let palette = SudokuPalette(theme: .dark)
        let list = VariantBoard.layoutBoard(state, side: side)
        let frames = VariantBoard.cellFrames(list)
        let texts = VariantBoard.texts(list)
        let geometry = SudokuBoardGeometry(side: side, shape: shape)
        let floor = Theme.dark.fontSize.markFloor
        var sums: [Rect] = []
        for cage in shape.cages {
            let first = try #require(cage.cells.first)
            let cell = try #require(frames[first])
            // (A cage of one cell holds its sum as its digit too, drawn large.)
            let drawn = texts.filter {
                $0.string == String(cage.sum) && cell.contains($0.frame.center)
                    && $0.font.size < geometry.sumFont + 0.01
            }
            try #require(drawn.count == 1, "cage at \(shape.name(first)): \(drawn.map(\.string))")
            let sum = drawn[0]
            #expect(VariantBoard.holds(cell, sum.frame), "cage at \(shape.name(first))")
            #expect(sum.font.size >= floor, "cage at \(shape.name(first))")
            #expect(sum.role == .mark)
            #expect(sum.frame.midX < cell.midX && sum.frame.midY < cell.midY, "not in the top-left corner")
            sums.append(sum.frame)
        }
        // Pencil marks (texts or dots) stay clear of every sum, and so does a digit's ink (its
        // frame is its whole cell) on any board a player reads comfortably.
        for item in list.items {
            let frame = item.frame
            switch item.command {
            case .text(let string, let font, _) where !sums.contains(frame):
                for sum in sums where VariantBoard.overlaps(sum, frame) {
                    #expect(font.size > geometry.sumFont * 1.5, "a pencil mark \(string) over a sum")
                    let inkTop = frame.midY - font.size * 0.40
                    if side >= 280 { #expect(inkTop >= sum.midY + geometry.sumFont * 0.36, "\(string) over a sum") }
                }
            case .fill(.circle, let colour) where colour == palette.note:
                #expect(!sums.contains { VariantBoard.overlaps($0, frame) }, "a pencil dot over a sum")
            default: break
            }
        }
        // The outline: a dash along the middle of each side on the cage's edge, none across the
        // middle of a gap inside the cage, and none over a sum.
        let dashes = VariantBoard.rectangles(list, palette.cage)
        #expect(!dashes.isEmpty)
        for dash in dashes {
            #expect(!sums.contains { VariantBoard.overlaps($0, dash) }, "a dash over a sum")
        }
        let inset = geometry.cageInset
        for cell in 0..<81 {
            let frame = try #require(frames[cell])
            let cage = shape.cageIndex[cell]
            let r = cell / 9
            let c = cell % 9
            // The middle half of each side; the last quarter of the first cell's top and left,
            // which start past the sum.
            let first = shape.cages[try #require(cage)].cells.first == cell
            let from = first ? 0.7 : 0.25
            let span = first ? 0.25 : 0.5
            let w = frame.width
            let sides: [(inside: Bool, probe: Rect)] = [
                (
                    r > 0 && shape.cageIndex[cell - 9] == cage,
                    Rect(x: frame.minX + w * from, y: frame.minY + inset - 0.5, width: w * span, height: 1)
                ),
                (
                    r < 8 && shape.cageIndex[cell + 9] == cage,
                    Rect(x: frame.minX + w * 0.25, y: frame.maxY - inset - 0.5, width: w * 0.5, height: 1)
                ),
                (
                    c > 0 && shape.cageIndex[cell - 1] == cage,
                    Rect(x: frame.minX + inset - 0.5, y: frame.minY + w * from, width: 1, height: w * span)
                ),
                (
                    c < 8 && shape.cageIndex[cell + 1] == cage,
                    Rect(x: frame.maxX - inset - 0.5, y: frame.minY + w * 0.25, width: 1, height: w * 0.5)
                ),
            ]
            for (index, side) in sides.enumerated() {
                let hit = dashes.contains { VariantBoard.overlaps($0, side.probe) }
                #expect(hit != side.inside, "\(shape.name(cell)) side \(index)")
            }
        }
        for (a, b) in VariantBoard.neighbours(9) where shape.cageIndex[a] == shape.cageIndex[b] {
            let (frameA, frameB) = (try #require(frames[a]), try #require(frames[b]))
            let point = VariantBoard.gapMiddle(frameA, frameB)
            #expect(!dashes.contains { $0.contains(point) }, "across the gap between \(a) and \(b)")
        }
    }

    /// Pencil marks sit in a mini grid of the board's size: 2×2 on 4×4, three columns by two rows
    /// on 6×6, 3×3 on 9×9, smallest digit top left, in reading order.
    @Test(arguments: [SudokuVariant.mini4, .mini6, .x, .jigsaw, .killer])
    func pencilMarksFormAMiniGridOfTheBoardsSize(variant: SudokuVariant) throws {
        let start = VariantBoard.state(variant)
        let n = start.size
        let blank = try #require((0..<start.cellCount).first { start.board[$0] == 0 })
        let state = try VariantBoard.play((1...n).map { .toggleNote(cell: blank, digit: $0) }, on: start)
        let list = VariantBoard.layoutBoard(state, side: 640)
        let cell = try #require(VariantBoard.cellFrames(list)[blank])
        // Pencil marks are regular; a cage sum in the same cell is bold.
        let marks = VariantBoard.texts(list).filter { cell.contains($0.frame.center) && $0.font.weight == .regular }
        #expect(marks.map(\.string).sorted() == (1...n).map(String.init))
        let grid = SudokuNotePlaces.grid(n)
        let xs = Set(marks.map { ($0.frame.midX * 10).rounded() }).sorted()
        let ys = Set(marks.map { ($0.frame.midY * 10).rounded() }).sorted()
        #expect(xs.count == grid.columns)
        #expect(ys.count == grid.rows)
        #expect(grid.columns * grid.rows == n)
        for mark in marks {
            let digit = try #require(Int(mark.string))
            #expect(xs.firstIndex(of: (mark.frame.midX * 10).rounded()) == (digit - 1) % grid.columns, "\(digit)")
            #expect(ys.firstIndex(of: (mark.frame.midY * 10).rounded()) == (digit - 1) / grid.columns, "\(digit)")
            #expect(VariantBoard.holds(cell, mark.frame), "\(digit) leaves its cell")
            #expect(mark.font.size >= Theme.dark.fontSize.markFloor)
        }
    }

    /// The selection lights its houses as the shape has them: row, column, region (a jigsaw
    /// piece, not the 3×3 box), and a diagonal of X-Sudoku when the cell is on one; the other
    /// diagonal cells keep their tint, and a killer cage is not a house.
    @Test(arguments: [SudokuVariant.jigsaw, .x, .killer, .mini6])
    func theSelectionLightsTheShapesHousesOfTheSelectedCell(variant: SudokuVariant) throws {
        let state = VariantBoard.state(variant)
        let shape = state.geometry
        let n = state.size
        let palette = SudokuPalette(theme: .light)
        // A blank cell on a diagonal (the corner of X), else one whose region is not its box.
        let candidates = (0..<state.cellCount).filter { state.board[$0] == 0 }
        let boxes = SudokuShape.boxRegions(n)
        let selected = try #require(
            variant == .x
                ? candidates.first { SudokuBoardMarks.onDiagonal($0, size: n) && $0 % n != $0 / n }
                : candidates.first { cell in
                    (0..<state.cellCount).contains {
                        boxes[$0] == boxes[cell] && shape.regions[$0] != shape.regions[cell]
                    }
                } ?? candidates.first)
        let marks = VariantBoard.marks(selecting: selected, in: state)
        let list = VariantBoard.layoutBoard(state, marks: marks, theme: .light, side: 640)
        let frames = VariantBoard.cellFrames(list)
        let r = selected / n
        let c = selected % n
        var lit = 0
        for cell in 0..<state.cellCount where cell != selected {
            let frame = try #require(frames[cell])
            let fill = try #require(list.fill(at: frame))
            let row = cell / n
            let column = cell % n
            var house = row == r || column == c || shape.regions[cell] == shape.regions[selected]
            if shape.diagonals {
                house = house || (row == column && r == c) || (row + column == n - 1 && r + c == n - 1)
            }
            if house { lit += 1 }
            if house {
                #expect(fill == palette.highlighted, "\(shape.name(cell))")
            } else if fill == palette.highlighted {
                Issue.record("\(shape.name(cell)) is lit but shares no house with \(shape.name(selected))")
            } else if shape.diagonals, SudokuBoardMarks.onDiagonal(cell, size: n) {
                #expect(fill == palette.diagonalCell, "\(shape.name(cell))")
            }
        }
        // Row, column and region (and a diagonal on X), each cell once.
        #expect(lit == Set(shape.cellHouses[selected].flatMap { shape.houseCells[$0] }).subtracting([selected]).count)
        // With box shading off (B), the region is no longer lit, only the lines.
        var lines = marks
        lines.shadesBox = false
        let lineCount = (0..<state.cellCount).filter {
            $0 != selected && lines.background(of: $0, in: state, palette: palette) == palette.highlighted
        }.count
        let diagonalCells = shape.cellHouses[selected].filter {
            shape.houses[$0].kind == .diagonal || shape.houses[$0].kind == .antiDiagonal
        }.flatMap { shape.houseCells[$0] }
        #expect(
            lineCount
                == Set((0..<n).flatMap { [r * n + $0, $0 * n + c] } + diagonalCells).subtracting([selected]).count)
    }

    /// Without a selection an X-Sudoku's two diagonals, and only they, are tinted.
    @Test(arguments: [Theme.dark, .light, .highContrast])
    func xSudokuTintsBothDiagonalsAndNothingElse(theme: Theme) throws {
        let state = VariantBoard.state(.x)
        let palette = SudokuPalette(theme: theme)
        #expect(palette.diagonalCell != palette.cell && palette.diagonalCell != palette.highlighted)
        let list = VariantBoard.layoutBoard(state, theme: theme, side: 500)
        let frames = VariantBoard.cellFrames(list)
        for cell in 0..<81 {
            let frame = try #require(frames[cell])
            let fill = try #require(list.fill(at: frame))
            let diagonal = cell / 9 == cell % 9 || cell / 9 + cell % 9 == 8
            #expect(fill == (diagonal ? palette.diagonalCell : palette.cell), "cell \(cell)")
        }
    }

    /// Every digit, pencil mark and cage sum of the variants reads against what is beneath it
    /// (4.5:1, 3:1 large, 7:1 in high contrast), with the pointer away, hovering and pressing,
    /// in each theme; a cage's dashes stand out from every cell colour at 3:1.
    @Test(arguments: [Theme.dark, .light, .highContrast], [640.0, 280.0])
    func variantTextsAndCagesReadOnEveryCell(theme: Theme, side: Double) throws {
        var failures: [String] = []
        var checked = 0
        let palette = SudokuPalette(theme: theme)
        for variant in [SudokuVariant.x, .killer, .jigsaw] {
            let state = try VariantBoard.midGame(VariantBoard.state(variant))
            let selected = (0..<81).first { state.board[$0] != 0 && !state.isGiven($0) }
            var marks = VariantBoard.marks(selecting: selected, in: state)
            marks.conflicts = [try #require((0..<81).first { state.isWrong($0) })]
            let list = VariantBoard.layoutBoard(state, marks: marks, theme: theme, side: side)
            for (cell, frame) in VariantBoard.cellFrames(list) {
                let runs = SudokuCellContrastTests.cellRuns(
                    in: list, cell: cell, frame: frame, theme: theme, name: "\(variant) cell \(cell)")
                checked += runs.checked
                failures += runs.failures
            }
        }
        #expect(checked > 200)
        #expect(failures.isEmpty, "\(failures.prefix(40).joined(separator: "\n"))")
        let cellColours = [
            palette.cell, palette.selected, palette.highlighted, palette.conflict, palette.diagonalCell,
        ]
        for colour in cellColours {
            #expect(palette.cage.contrastRatio(with: colour) >= 3, "\(palette.cage) on \(colour)")
        }
    }

    /// Links of a hint only occur on classic, but the board draws any variant with a hint's
    /// marks set without assuming 81 cells.
    @Test(arguments: [SudokuVariant.mini4, .mini6])
    func smallGridsDrawWithoutAssumingNineColumns(variant: SudokuVariant) throws {
        let state = try VariantBoard.midGame(VariantBoard.state(variant))
        let n = state.size
        let link = SudokuLink(from: 0, fromDigit: nil, to: n * n - 1, toDigit: nil, strong: true)
        let links = SudokuBoardLinks(
            links: [link], state: state, marks: .none, geometry: SudokuBoardGeometry(side: 400, shape: state.geometry))
        let geometry = SudokuBoardGeometry(side: 400, shape: state.geometry)
        #expect(links.segments.count == 1)
        #expect(links.segments[0].from == SudokuBoardLinks.centre(of: 0, geometry))
        let end = geometry.frame(of: n * n - 1)
        #expect(abs(links.segments[0].to.x - end.midX) < 0.01 && abs(links.segments[0].to.y - end.midY) < 0.01)
        #expect(end.maxX < 400 && end.maxY < 400)
    }
}
