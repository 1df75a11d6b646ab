import GameCore
import GameKit
import Layout
import SudokuEngine

/// The board of any variant: n×n cells (4, 6 or 9) with regions separated by thick lines
/// (regular boxes as thick gaps, jigsaw pieces as bars following their outline), cells by thin
/// ones; an X-Sudoku's diagonals tinted (`SudokuBoardMarks`), a killer's cages outlined in
/// dashes with their sums; digits, pencil marks and flags in the cells; every cell a tap region
/// when `interactive`. The board keeps itself square (`aspectRatio(1)`) and divides whatever
/// side it gets (`GeometryReader`).
struct SudokuBoardView {
    let state: SudokuState
    var marks = SudokuBoardMarks.none
    let palette: SudokuPalette
    var interactive = true

    var view: any View {
        GeometryReader { size in
            // A picture of the board (a title card's miniature) may draw a cage sum under the
            // floor, where the illustration shows it as a bar; the board played on never does.
            board(
                SudokuBoardGeometry(
                    side: min(size.width, size.height), shape: state.geometry,
                    sumFloor: interactive ? palette.theme.fontSize.markFloor : 0))
        }
        .aspectRatio(1)
    }

    /// The cells drawn: the grid's, and never more than the state holds.
    private var cellCount: Int {
        min(state.cellCount, state.board.cells.count, state.notes.count, state.flags.count)
    }

    private func board(_ geometry: SudokuBoardGeometry) -> any View {
        let count = cellCount
        let outlines = SudokuBoardOutlines(shape: state.geometry, geometry: geometry)
        return ZStack(alignment: .topLeading) {
            RoundedRectangle(cornerRadius: min(8, geometry.side * 0.015)).fill(palette.rim)
                .frame(width: geometry.side, height: geometry.side)
            if geometry.irregular {
                // One field of the thin lines' colour; the region borders go over the cells.
                let last = geometry.size - 1
                Rectangle().fill(palette.grid)
                    .frame(
                        width: geometry.x(last) + geometry.cell - geometry.left,
                        height: geometry.y(last) + geometry.cell - geometry.top
                    )
                    .offset(x: geometry.left, y: geometry.top)
            } else {
                let across = geometry.size / geometry.groupColumns
                for box in 0..<geometry.size {
                    Rectangle().fill(palette.grid)
                        .frame(width: geometry.boxWidth, height: geometry.boxHeight)
                        .offset(
                            x: geometry.x(box % across * geometry.groupColumns),
                            y: geometry.y(box / across * geometry.groupRows))
                }
            }
            // Backgrounds first (they take the taps), then a variant's region borders and cage
            // outlines, then the hint's links over them, then the patches and nodes that keep the
            // links off the digits, then the digits and marks, so a line never hides a digit.
            for cell in 0..<count {
                let corner = geometry.corner(of: cell)
                let back = background(cell, geometry)
                    .frame(width: geometry.cell, height: geometry.cell)
                    .offset(x: corner.x, y: corner.y)
                if interactive { back.onTap(SudokuAction.cell(cell)) } else { back }
            }
            if !outlines.isEmpty {
                outlineCanvas(outlines, geometry)
            }
            for sum in outlines.sums {
                Text(String(sum.sum), font: .system(geometry.sumFont, weight: .bold), color: palette.cageSum)
                    .role(.mark)
                    .frame(width: sum.frame.width, height: sum.frame.height)
                    .offset(x: sum.frame.minX, y: sum.frame.minY)
            }
            let links = marks.hint?.step?.links ?? []
            if !links.isEmpty {
                linkViews(SudokuBoardLinks(links: links, state: state, marks: marks, geometry: geometry), geometry)
            }
            for cell in 0..<count {
                let corner = geometry.corner(of: cell)
                content(cell, geometry)
                    .frame(width: geometry.cell, height: geometry.cell, alignment: .topLeading)
                    .offset(x: corner.x, y: corner.y)
            }
        }
    }

    /// A jigsaw's region borders in the rim's colour and a killer's cage dashes, drawn in one
    /// canvas: a few hundred rectangles at most, with no view built for each.
    private func outlineCanvas(_ outlines: SudokuBoardOutlines, _ geometry: SudokuBoardGeometry) -> any View {
        let rim = palette.rim
        let cage = palette.cage
        return Canvas { context, _ in
            for bar in outlines.bars { context.fill(.rectangle, in: bar, with: rim) }
            for dash in outlines.dashes { context.fill(.rectangle, in: dash, with: cage) }
        }
        .frame(width: geometry.side, height: geometry.side)
    }

    /// The width of the ring round a hint's target or a cell it strikes from.
    static func ringWidth(side: Double) -> Double { max(1.5, side * 0.07) }

    private func background(_ cell: Int, _ geometry: SudokuBoardGeometry) -> ZStack {
        let side = geometry.cell
        let radius = geometry.cornerRadius
        return ZStack(alignment: .topLeading) {
            RoundedRectangle(cornerRadius: radius).fill(marks.background(of: cell, in: state, palette: palette))
                .frame(width: side, height: side)
            if let ring = marks.ring(of: cell, palette: palette) {
                let width = Self.ringWidth(side: side)
                RoundedRectangle(cornerRadius: radius).stroke(ring, lineWidth: width)
                    .frame(width: side - width, height: side - width)
                    .offset(x: width / 2, y: width / 2)
            }
        }
    }

    /// The hint's links, strong ones bold and weak ones thin, then the patches under the
    /// digits they pass and the ringed nodes of the candidates they join (see `SudokuBoardLinks`).
    private func linkViews(_ links: SudokuBoardLinks, _ geometry: SudokuBoardGeometry) -> [any View] {
        let side = max(1, geometry.side)
        var views: [any View] = []
        for segment in links.segments {
            views.append(
                Line(
                    from: UnitPoint(x: segment.from.x / side, y: segment.from.y / side),
                    to: UnitPoint(x: segment.to.x / side, y: segment.to.y / side)
                )
                .stroke(segment.strong ? palette.strongLink : palette.weakLink, lineWidth: segment.width)
                .frame(width: geometry.side, height: geometry.side))
        }
        let radius = min(2, geometry.cell * 0.04)
        for patch in links.patches {
            views.append(
                RoundedRectangle(cornerRadius: radius)
                    .fill(marks.background(of: patch.cell, in: state, palette: palette))
                    .frame(width: patch.frame.width, height: patch.frame.height)
                    .offset(x: patch.frame.minX, y: patch.frame.minY))
        }
        for node in links.nodes {
            let ring = max(1.5, geometry.cell * 0.035)
            let circle = ZStack {
                Circle().fill(marks.background(of: node.cell, in: state, palette: palette))
                Circle().stroke(node.strong ? palette.strongLink : palette.weakLink, lineWidth: ring)
                if !node.noted {
                    // The chain's candidate where the player has no pencil mark for it.
                    Text(
                        String(node.digit), font: .system(node.diameter * 0.7, weight: .bold), color: palette.note
                    )
                    .role(.mark)
                }
            }
            views.append(
                circle.frame(width: node.diameter, height: node.diameter)
                    .offset(x: node.centre.x - node.diameter / 2, y: node.centre.y - node.diameter / 2))
        }
        return views
    }

    private func content(_ cell: Int, _ geometry: SudokuBoardGeometry) -> ZStack {
        let side = geometry.cell
        let digit = state.board[cell]
        let flagged = state.flags[cell]
        // Givens are bold (fixed), and so is a wrong digit (an error, and bold red reads on
        // the selection's blue under the pointer at the 3:1 large text needs).
        let bold = state.isGiven(cell) || state.isWrong(cell)
        let sum = holdsSum(cell)
        return ZStack(alignment: .topLeading) {
            if digit != 0 {
                let size = Self.digitSize(side: side)
                let text = Text(
                    String(digit), font: .system(size, weight: bold ? .bold : .regular),
                    color: marks.textColor(of: cell, in: state, palette: palette)
                )
                .role(.mark)
                if sum {
                    // Lowered in a cage's first cell as far as its sum needs (a small board only).
                    let drop = Self.digitDrop(size: size, geometry)
                    text.frame(width: side, height: side).offset(y: drop)
                } else {
                    text.frame(width: side, height: side)
                }
            } else {
                let places = SudokuNotePlaces(
                    cell: cell, state: state, marks: marks, geometry: geometry)
                let corner = geometry.corner(of: cell)
                for note in state.noteDigits(at: cell) where note <= geometry.size {
                    noteDigit(note, in: cell, places: places, corner: corner)
                }
            }
            if flagged {
                flag(side: side)
            }
            if state.isWrong(cell) {
                wrongMark(side: side, below: sum)
            }
        }
    }

    /// Whether the cell is a killer cage's first, whose top-left corner holds the sum.
    private func holdsSum(_ cell: Int) -> Bool { Self.holdsSum(cell, in: state) }

    static func holdsSum(_ cell: Int, in state: SudokuState) -> Bool {
        guard let shape = state.shape, !shape.cages.isEmpty, shape.cageIndex.indices.contains(cell),
            let cage = shape.cageIndex[cell]
        else { return false }
        return shape.cages[cage].cells.first == cell
    }

    /// How far a digit's centre moves down in a sum's cell so that its ink (from 0.40 of the
    /// size above the centre, DejaVu's figures) clears the sum's (0.36 below its centre) by a
    /// line width, and no further than keeps the digit inside the cell: nothing on a board of
    /// any size a player reads comfortably, a few points on the smallest.
    static func digitDrop(size: Double, _ geometry: SudokuBoardGeometry) -> Double {
        let side = geometry.cell
        let sum = geometry.sumFrame(digits: 2)
        let needed = sum.midY + geometry.sumFont * 0.36 + geometry.cageLine - (side / 2 - size * 0.40)
        let room = side - 1 - (side / 2 + size * 0.36)
        return max(0, min(needed, room))
    }

    /// A wrong digit's mark besides its red: a dot in the cell's top-left corner (the flag
    /// stands at the right; the bottom-left under a cage sum), so a player who cannot tell the
    /// red apart still sees it.
    private func wrongMark(side: Double, below: Bool) -> any View {
        let dot = Self.wrongMarkSide(side: side)
        let inset = side * 0.07
        return Circle().fill(palette.wrongMark).frame(width: dot, height: dot)
            .offset(x: inset, y: below ? side - inset - dot : inset)
    }

    /// The wrong-digit dot's diameter: a fifth of the cell, never under 4 px.
    static func wrongMarkSide(side: Double) -> Double { max(4, side * 0.2) }

    /// A board digit's size: 0.6 of the cell, and never under 18.7 px while the cell has room
    /// (up to 0.7 of it), so a bold digit stays large text (WCAG: 14 pt bold) on small boards.
    static func digitSize(side: Double) -> Double { max(side * 0.6, min(side * 0.7, 18.7)) }

    /// The smallest pencil mark written as a digit: the kit's floor for glyphs in a board.
    static let smallestMark = 8.0

    /// The share of a flagged cell's width its pencil marks keep: the flag stands in the strip
    /// to their right, so it never covers a mark.
    static let notesWidthFlagged = 0.78

    /// A pencil mark in its place of the cell's mini grid (`SudokuNotePlaces`, relative to the
    /// board; `corner` is the cell's own corner); the selected number's marks stand out like its
    /// digits do, and a mark the hint on screen strikes is drawn in the strike colour.
    private func noteDigit(_ digit: Int, in cell: Int, places: SudokuNotePlaces, corner: Point) -> any View {
        let struck = marks.strikes(digit, in: cell)
        let same = digit == marks.selectedNumber
        let color = struck ? palette.strikeNote : same ? palette.sameNumber : palette.note
        let frame = places.frame(of: digit)
        if places.fontSize < Self.smallestMark {
            // Too small to write legibly (a tiny or zoomed board): a dot where the digit goes.
            let dot = max(2, places.fontSize * 0.45)
            return Circle().fill(color).frame(width: dot, height: dot)
                .offset(
                    x: frame.minX - corner.x + (frame.width - dot) / 2,
                    y: frame.minY - corner.y + (frame.height - dot) / 2)
        }
        return Text(
            String(digit), font: .system(places.fontSize, weight: same || struck ? .bold : .regular), color: color
        )
        .role(.mark)
        .frame(width: frame.width, height: frame.height)
        .offset(x: frame.minX - corner.x, y: frame.minY - corner.y)
    }

    /// Seed 001's mark: a small red flag on a pole in the strip at the cell's right edge.
    private func flag(side: Double) -> any View {
        let pole = max(1, side * 0.04)
        let x = side * (Self.notesWidthFlagged + 0.03)
        let y = side * 0.08
        return ZStack(alignment: .topLeading) {
            Rectangle().fill(palette.flagPole).frame(width: pole, height: side * 0.30).offset(x: x, y: y)
            Rectangle().fill(palette.flag).frame(width: side * 0.14, height: side * 0.12).offset(x: x + pole, y: y)
        }
    }
}
