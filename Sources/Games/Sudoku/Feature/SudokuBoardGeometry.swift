import GameCore
import GameKit
import Layout
import SudokuEngine

/// Where the cells of an n×n grid (4, 6 or 9) sit on a square board of a given side: thin gaps
/// between cells, thick ones between regular boxes (2×2, 2×3, 3×3) and around the rim. A grid
/// of irregular regions (jigsaw) has thin gaps everywhere inside the rim; its region borders are
/// drawn over them as bars (`SudokuBoardOutlines`), since they follow no row or column. Whole
/// points on boards large enough to show the difference, so lines stay crisp; proportional on
/// tiny ones, so nothing goes negative.
struct SudokuBoardGeometry {
    let side: Double
    /// Cells per row and column.
    let size: Int
    /// The rim and the gaps between boxes (the width of a jigsaw's region borders too).
    let thick: Double
    /// The gaps between cells inside a box.
    let thin: Double
    let cell: Double
    /// Columns and rows per group between thick gaps: a regular box's width and height, or the
    /// whole grid when the regions are irregular (no thick gap inside the rim).
    let groupColumns: Int
    let groupRows: Int
    /// Whether the regions are drawn as bars over the gaps rather than as thick gaps.
    let irregular: Bool
    /// The leading edge of column 0 and the top edge of row 0. A 6×6 grid has one thick gap
    /// more down than across (three bands of two rows, two stacks of three columns); its cells
    /// stay square and the difference widens the rim of the axis with fewer gaps.
    let left: Double
    let top: Double
    /// The smallest size a killer cage's sum is drawn at (the theme's floor for board glyphs).
    let sumFloor: Double

    init(side: Double, shape: SudokuShape = .classic, sumFloor: Double = TextFloors.standard.mark) {
        self.side = max(0, side)
        let n = max(1, shape.size)
        size = n
        irregular = shape.irregular
        let box = SudokuShape.boxDimensions(n)
        groupColumns = irregular ? n : box.columns
        groupRows = irregular ? n : box.rows
        self.sumFloor = sumFloor
        let large = self.side >= 120
        if large {
            thick = max(2, (self.side * 0.011).rounded())
            thin = max(1, (self.side * 0.0035).rounded())
        } else {
            thick = self.side * 0.016
            thin = self.side * 0.006
        }
        // Thick gaps across: the rim's two and one between each pair of groups; thin ones the rest.
        let thickAcross = n / groupColumns + 1
        let thickDown = n / groupRows + 1
        let across = self.side - Double(thickAcross) * thick - Double(n + 1 - thickAcross) * thin
        let down = self.side - Double(thickDown) * thick - Double(n + 1 - thickDown) * thin
        cell = max(0, min(across, down) / Double(n))
        let slackAcross = max(0, (across - min(across, down)) / 2)
        let slackDown = max(0, (down - min(across, down)) / 2)
        left = thick + (large ? slackAcross.rounded(.down) : slackAcross)
        top = thick + (large ? slackDown.rounded(.down) : slackDown)
    }

    /// The leading edge of column `index`, 0..<size.
    func x(_ index: Int) -> Double {
        left + Double(index) * (cell + thin) + Double(index / groupColumns) * (thick - thin)
    }

    /// The top edge of row `index`, 0..<size.
    func y(_ index: Int) -> Double {
        top + Double(index) * (cell + thin) + Double(index / groupRows) * (thick - thin)
    }

    /// A cell's top-leading corner, relative to the board.
    func corner(of cell: Int) -> Point { Point(x: x(cell % size), y: y(cell / size)) }

    /// A cell's square, relative to the board.
    func frame(of cell: Int) -> Rect {
        Rect(x: x(cell % size), y: y(cell / size), width: self.cell, height: self.cell)
    }

    /// A regular box's width and height: its cells and the thin gaps between them.
    var boxWidth: Double { Double(groupColumns) * cell + Double(groupColumns - 1) * thin }
    var boxHeight: Double { Double(groupRows) * cell + Double(groupRows - 1) * thin }

    /// Corner radius of a cell: a hint of rounding that stays inside the gaps.
    var cornerRadius: Double { min(2, cell * 0.03) }

    /// How far inside its cells a killer cage's dashed outline runs: far enough from the cell's
    /// edge that two cages side by side read as two outlines with the gap between them.
    var cageInset: Double { max(1.5, cell * 0.09) }

    /// The width of a cage outline's dashes.
    var cageLine: Double { max(1, cell * 0.028) }

    /// A cage sum's font size: a fifth of the cell, never under the floor.
    var sumFont: Double { max(sumFloor, cell * 0.2) }

    /// Where a cage sum sits in its cell: its frame's top-leading corner, relative to the cell.
    var sumPad: Double { max(1, cell * 0.03) }

    /// The frame a sum of `digits` digits is drawn in, relative to its cell: wide enough for
    /// bold digits at `sumFont` (about 0.7 of the size each), so the text never has to shrink.
    func sumFrame(digits: Int) -> Rect {
        let font = sumFont
        return Rect(x: sumPad, y: sumPad, width: Double(digits) * font * 0.75 + 2, height: font * 1.2)
    }

    /// The strip along a sum cell's top that its pencil marks keep clear of, from the cell's top.
    var sumBand: Double { sumPad + sumFont * 1.2 }
}

/// The lines a variant draws over its cells, worked out once per layout from the shape and the
/// geometry (a pass over the cells, never a cell against every other): a jigsaw's region
/// borders as bars over the thin gaps, and a killer's cages as dashed outlines inset in their
/// cells, each with its sum's place in the cage's first cell. Rectangles are relative to the
/// board. Classic and the regular variants have none: their boxes are the geometry's gaps.
struct SudokuBoardOutlines {
    /// A jigsaw's region borders: one bar per straight run of cell edges between two regions,
    /// `thick` wide and centred on the gap, reaching half a bar past each end so that runs meet
    /// in solid corners.
    let bars: [Rect]
    /// The killer cages' dashes.
    let dashes: [Rect]
    /// Each cage's sum and the frame it is written in (relative to the board).
    let sums: [(sum: Int, cell: Int, frame: Rect)]

    static let none = SudokuBoardOutlines(bars: [], dashes: [], sums: [])

    var isEmpty: Bool { bars.isEmpty && dashes.isEmpty }

    private init(bars: [Rect], dashes: [Rect], sums: [(sum: Int, cell: Int, frame: Rect)]) {
        self.bars = bars
        self.dashes = dashes
        self.sums = sums
    }

    init(shape: SudokuShape, geometry: SudokuBoardGeometry) {
        guard shape.irregular || !shape.cages.isEmpty, shape.size == geometry.size else {
            self = .none
            return
        }
        bars = shape.irregular ? Self.bars(shape, geometry) : []
        var dashes: [Rect] = []
        var sums: [(sum: Int, cell: Int, frame: Rect)] = []
        for (index, cage) in shape.cages.enumerated() {
            guard let first = cage.cells.first else { continue }
            let corner = geometry.corner(of: first)
            let sum = geometry.sumFrame(digits: String(cage.sum).count)
            let frame = Rect(x: corner.x + sum.minX, y: corner.y + sum.minY, width: sum.width, height: sum.height)
            sums.append((cage.sum, first, frame))
            Self.dash(cage: index, shape, geometry, keepingClear: frame, into: &dashes)
        }
        self.dashes = dashes
        self.sums = sums
    }

    /// The region borders of an irregular grid, merged into runs along each gap.
    private static func bars(_ shape: SudokuShape, _ g: SudokuBoardGeometry) -> [Rect] {
        let n = shape.size
        let regions = shape.regions
        let half = g.thick / 2
        var bars: [Rect] = []
        // Between column c and c + 1 (vertical bars), then between row r and r + 1.
        for vertical in [true, false] {
            for line in 0..<(n - 1) {
                var start: Int?
                for along in 0...n {
                    let differs =
                        along < n
                        && (vertical
                            ? regions[along * n + line] != regions[along * n + line + 1]
                            : regions[line * n + along] != regions[(line + 1) * n + along])
                    if differs, start == nil { start = along }
                    guard !differs, let first = start else { continue }
                    start = nil
                    let centre = (vertical ? g.x(line) : g.y(line)) + g.cell + g.thin / 2
                    let from = (vertical ? g.y(first) : g.x(first)) - g.thin / 2 - half
                    let to = (vertical ? g.y(along - 1) : g.x(along - 1)) + g.cell + g.thin / 2 + half
                    bars.append(
                        vertical
                            ? Rect(x: centre - half, y: from, width: g.thick, height: to - from)
                            : Rect(x: from, y: centre - half, width: to - from, height: g.thick))
                }
            }
        }
        return bars
    }

    /// One cage's outline: for each cell side on the cage's edge, a segment `cageInset` inside
    /// it, running to the next side's inset line at an outer corner, to the middle of the gap
    /// where the edge goes straight on into the next cell, and across the gap to the turning
    /// line at an inner corner; collinear segments joined into runs, then cut into dashes that
    /// begin and end each run (so every corner shows). The sides meeting at the first cell's
    /// top-left corner start past the sum's frame, so the line never runs through the sum.
    private static func dash(
        cage: Int, _ shape: SudokuShape, _ g: SudokuBoardGeometry, keepingClear sum: Rect, into dashes: inout [Rect]
    ) {
        let n = shape.size
        let inset = g.cageInset
        let cells = shape.cages[cage].cells
        func inCage(_ row: Int, _ column: Int) -> Bool {
            row >= 0 && row < n && column >= 0 && column < n && shape.cageIndex[row * n + column] == cage
        }
        /// Where a side's segment ends beyond `edge` (the cell's edge, `sign` pointing away from
        /// the cell): the perpendicular neighbour there and the diagonal one decide the corner.
        func end(_ edge: Double, _ sign: Double, gap: Double, side: Bool, diagonal: Bool) -> Double {
            if !side { return edge - sign * inset }
            if !diagonal { return edge + sign * gap / 2 }
            return edge + sign * (gap + inset)
        }
        func gapAfterColumn(_ c: Int) -> Double { c + 1 < n ? g.x(c + 1) - g.x(c) - g.cell : g.thin }
        func gapAfterRow(_ r: Int) -> Double { r + 1 < n ? g.y(r + 1) - g.y(r) - g.cell : g.thin }
        // Horizontal segments keyed by their y, vertical ones by their x: (line, from, to).
        var across: [(line: Double, from: Double, to: Double)] = []
        var down: [(line: Double, from: Double, to: Double)] = []
        for cell in cells {
            let r = cell / n
            let c = cell % n
            let left = g.x(c)
            let right = left + g.cell
            let top = g.y(r)
            let bottom = top + g.cell
            let gapLeft = c > 0 ? gapAfterColumn(c - 1) : g.thin
            let gapRight = gapAfterColumn(c)
            let gapUp = r > 0 ? gapAfterRow(r - 1) : g.thin
            let gapDown = gapAfterRow(r)
            for (dr, outward) in [(-1, -1.0), (1, 1.0)] where !inCage(r + dr, c) {
                // The top or bottom side.
                let line = outward < 0 ? top + inset : bottom - inset
                var from = end(left, -1, gap: gapLeft, side: inCage(r, c - 1), diagonal: inCage(r + dr, c - 1))
                let to = end(right, 1, gap: gapRight, side: inCage(r, c + 1), diagonal: inCage(r + dr, c + 1))
                if cell == cells[0], outward < 0 { from = max(from, sum.maxX + g.cageLine) }
                if from < to { across.append((line, from, to)) }
            }
            for (dc, outward) in [(-1, -1.0), (1, 1.0)] where !inCage(r, c + dc) {
                // The left or right side.
                let line = outward < 0 ? left + inset : right - inset
                var from = end(top, -1, gap: gapUp, side: inCage(r - 1, c), diagonal: inCage(r - 1, c + dc))
                let to = end(bottom, 1, gap: gapDown, side: inCage(r + 1, c), diagonal: inCage(r + 1, c + dc))
                if cell == cells[0], outward < 0 { from = max(from, sum.maxY + g.cageLine) }
                if from < to { down.append((line, from, to)) }
            }
        }
        for (segments, horizontal) in [(across, true), (down, false)] {
            let sorted = segments.sorted { ($0.line, $0.from) < ($1.line, $1.from) }
            var index = 0
            while index < sorted.count {
                var run = sorted[index]
                index += 1
                while index < sorted.count, sorted[index].line == run.line, sorted[index].from <= run.to + 0.01 {
                    run.to = max(run.to, sorted[index].to)
                    index += 1
                }
                cut(run, horizontal: horizontal, g, into: &dashes)
            }
        }
    }

    /// A run as dashes about a tenth of a cell long with a little less between them, spaced so
    /// that the first starts and the last ends the run (reaching half a line width further, so
    /// that two runs meeting at a corner close it).
    private static func cut(
        _ run: (line: Double, from: Double, to: Double), horizontal: Bool, _ g: SudokuBoardGeometry,
        into dashes: inout [Rect]
    ) {
        let width = g.cageLine
        let from = run.from - width / 2
        let length = run.to + width / 2 - from
        let dash = max(2 * width, g.cell * 0.1)
        let gap = dash * 0.75
        let count = max(1, Int(((length + gap) / (dash + gap)).rounded(.down)))
        let piece = count == 1 ? length : dash
        let step = count == 1 ? 0 : (length - piece) / Double(count - 1)
        for index in 0..<count {
            let start = from + Double(index) * step
            dashes.append(
                horizontal
                    ? Rect(x: start, y: run.line - width / 2, width: piece, height: width)
                    : Rect(x: run.line - width / 2, y: start, width: width, height: piece))
        }
    }
}
