import GameCore
import GameKit
import Layout
import SudokuEngine

/// Where the hint's links go on a board of a given geometry, and what keeps them from hiding a
/// digit: each link runs from the pencil-mark place of the candidate it joins to the next one's
/// (a cell's centre only where it joins the cell as a whole), each joined candidate sits in a
/// ringed node, and every digit or pencil mark a link passes over gets a patch of its cell's
/// colour beneath it, so the line reads as running under the digit and the digit stays clear.
/// Positions are relative to the board's top-leading corner.
struct SudokuBoardLinks {
    struct Segment: Equatable {
        let from: Point
        let to: Point
        let strong: Bool
        let width: Double
    }

    /// A candidate the chain goes through; `noted` when the player's pencil mark is there to
    /// show it, else the node shows the digit itself.
    struct Node: Equatable {
        let cell: Int
        let digit: Int
        let centre: Point
        let diameter: Double
        var strong: Bool
        let noted: Bool
    }

    struct Patch: Equatable {
        let cell: Int
        let frame: Rect
    }

    let segments: [Segment]
    let nodes: [Node]
    let patches: [Patch]

    init(links: [SudokuLink], state: SudokuState, marks: SudokuBoardMarks, geometry: SudokuBoardGeometry) {
        let side = geometry.cell
        var segments: [Segment] = []
        var nodes: [Node] = []
        func end(_ cell: Int, _ digit: Int?, strong: Bool) -> Point {
            guard let digit, state.board[cell] == 0 else { return Self.centre(of: cell, geometry) }
            let place = SudokuNotePlaces(cell: cell, state: state, marks: marks, geometry: geometry)
            let centre = place.centre(of: digit)
            if let index = nodes.firstIndex(where: { $0.cell == cell && $0.digit == digit }) {
                // A candidate met by a strong and a weak link is drawn as strong.
                nodes[index].strong = nodes[index].strong || strong
            } else {
                nodes.append(
                    Node(
                        cell: cell, digit: digit, centre: centre, diameter: min(place.column, place.row) * 0.96,
                        strong: strong, noted: state.noteDigits(at: cell).contains(digit)))
            }
            return centre
        }
        for link in links {
            let from = end(link.from, link.fromDigit, strong: link.strong)
            let to = end(link.to, link.toDigit, strong: link.strong)
            segments.append(
                Segment(from: from, to: to, strong: link.strong, width: max(1.5, side * (link.strong ? 0.08 : 0.05))))
        }
        var patches: [Patch] = []
        for cell in 0..<min(state.cellCount, state.board.cells.count, state.notes.count) {
            for glyph in Self.glyphs(in: cell, state: state, marks: marks, geometry: geometry) {
                if nodes.contains(where: { $0.cell == cell && $0.digit == glyph.digit }) { continue }
                let crossed = segments.contains {
                    Self.distance(from: glyph.frame, toSegment: $0.from, $0.to) <= $0.width / 2
                }
                if crossed { patches.append(Patch(cell: cell, frame: glyph.frame)) }
            }
        }
        self.segments = segments
        self.nodes = nodes
        self.patches = patches
    }

    /// The centre of a cell, relative to the board.
    static func centre(of cell: Int, _ geometry: SudokuBoardGeometry) -> Point {
        let corner = geometry.corner(of: cell)
        return Point(x: corner.x + geometry.cell / 2, y: corner.y + geometry.cell / 2)
    }

    /// The boxes the ink of a cell's digit or pencil marks lies in, with a little room around.
    static func glyphs(
        in cell: Int, state: SudokuState, marks: SudokuBoardMarks, geometry: SudokuBoardGeometry
    ) -> [(digit: Int, frame: Rect)] {
        let side = geometry.cell
        if state.board[cell] != 0 {
            let centre = centre(of: cell, geometry)
            let box = Size(width: side * 0.46, height: side * 0.56)
            return [
                (
                    state.board[cell],
                    Rect(
                        x: centre.x - box.width / 2, y: centre.y - box.height / 2, width: box.width, height: box.height)
                )
            ]
        }
        let place = SudokuNotePlaces(cell: cell, state: state, marks: marks, geometry: geometry)
        return state.noteDigits(at: cell).map { digit in
            let centre = place.centre(of: digit)
            let box = Size(width: place.fontSize * 0.8, height: place.fontSize * 0.95)
            return (
                digit,
                Rect(x: centre.x - box.width / 2, y: centre.y - box.height / 2, width: box.width, height: box.height)
            )
        }
    }

    /// How far a segment passes from a rectangle: 0 when it enters it.
    static func distance(from rect: Rect, toSegment a: Point, _ b: Point) -> Double {
        // Clip the segment to the rectangle (Liang–Barsky); any part left means they meet.
        var low = 0.0
        var high = 1.0
        let dx = b.x - a.x
        let dy = b.y - a.y
        var meets = true
        for (p, q) in [(-dx, a.x - rect.minX), (dx, rect.maxX - a.x), (-dy, a.y - rect.minY), (dy, rect.maxY - a.y)] {
            if p == 0 {
                if q < 0 { meets = false }
            } else {
                let t = q / p
                if p < 0 { low = max(low, t) } else { high = min(high, t) }
            }
        }
        if meets && low <= high { return 0 }
        func toRect(_ point: Point) -> Double {
            let x = max(rect.minX - point.x, 0, point.x - rect.maxX)
            let y = max(rect.minY - point.y, 0, point.y - rect.maxY)
            return (x * x + y * y).squareRoot()
        }
        func toSegment(_ point: Point) -> Double {
            let length = dx * dx + dy * dy
            let t = length == 0 ? 0 : max(0, min(1, ((point.x - a.x) * dx + (point.y - a.y) * dy) / length))
            let x = a.x + t * dx - point.x
            let y = a.y + t * dy - point.y
            return (x * x + y * y).squareRoot()
        }
        let corners = [
            Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY), Point(x: rect.minX, y: rect.maxY),
            Point(x: rect.maxX, y: rect.maxY),
        ]
        return min(toRect(a), toRect(b), corners.map(toSegment).min() ?? .infinity)
    }
}

/// Where a cell's pencil marks go: a mini grid matching the board (2×2 on 4×4, three columns
/// by two rows on 6×6, 3×3 on 9×9; 1 top left, the largest digit bottom right) filling the
/// cell, or inside the ring a hint draws round it so the ring never covers a mark, clear of a
/// flag's strip, inside a killer cage's dashed outline, and below the sum in a cage's first
/// cell. The board draws its marks and the hint's links from the same places.
struct SudokuNotePlaces {
    /// The mini grid's top-leading corner, relative to the board.
    let origin: Point
    /// One mark's place: a column and a row of the mini grid.
    let column: Double
    let row: Double
    let fontSize: Double
    /// Marks per row of the mini grid.
    let columns: Int

    init(cell: Int, state: SudokuState, marks: SudokuBoardMarks, geometry: SudokuBoardGeometry) {
        let side = geometry.cell
        var inset = marks.hasRing(cell) ? SudokuBoardView.ringWidth(side: side) : 0
        var band = 0.0
        if let shape = state.shape, !shape.cages.isEmpty {
            inset = max(inset, geometry.cageInset + geometry.cageLine)
            if SudokuBoardView.holdsSum(cell, in: state) { band = max(0, geometry.sumBand - inset) }
        }
        let area = max(0, side - 2 * inset)
        let width = state.flags[cell] ? area * SudokuBoardView.notesWidthFlagged : area
        let corner = geometry.corner(of: cell)
        let grid = Self.grid(geometry.size)
        columns = grid.columns
        origin = Point(x: corner.x + inset, y: corner.y + inset + band)
        column = width / Double(grid.columns)
        row = max(0, area - band) / Double(grid.rows)
        fontSize = min(side * 0.27, column * 0.95, row * 1.05)
    }

    /// The mini grid's columns and rows for a board of `size`.
    static func grid(_ size: Int) -> (columns: Int, rows: Int) {
        switch size {
        case 4: return (2, 2)
        case 6: return (3, 2)
        default: return (3, (size + 2) / 3)
        }
    }

    func frame(of digit: Int) -> Rect {
        Rect(
            x: origin.x + Double((digit - 1) % columns) * column, y: origin.y + Double((digit - 1) / columns) * row,
            width: column, height: row)
    }

    func centre(of digit: Int) -> Point { frame(of: digit).center }
}
