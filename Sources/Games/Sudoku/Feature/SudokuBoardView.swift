import GameCore
import GameKit
import Layout
import SudokuEngine

/// The 9×9 board: boxes separated by thick gaps, cells by thin ones; digits, pencil marks and
/// flags in the cells; every cell a tap region when `interactive`. The board keeps itself
/// square (`aspectRatio(1)`) and divides whatever side it gets (`GeometryReader`).
struct SudokuBoardView {
    let state: SudokuState
    var marks = SudokuBoardMarks.none
    let palette: SudokuPalette
    var interactive = true

    var view: any View {
        GeometryReader { size in
            board(SudokuBoardGeometry(side: min(size.width, size.height)))
        }
        .aspectRatio(1)
    }

    private func board(_ geometry: SudokuBoardGeometry) -> any View {
        ZStack(alignment: .topLeading) {
            RoundedRectangle(cornerRadius: min(8, geometry.side * 0.015)).fill(palette.rim)
                .frame(width: geometry.side, height: geometry.side)
            for box in 0..<9 {
                Rectangle().fill(palette.grid)
                    .frame(width: geometry.boxSide, height: geometry.boxSide)
                    .offset(x: geometry.origin(box % 3 * 3), y: geometry.origin(box / 3 * 3))
            }
            // Backgrounds first (they take the taps), then the hint's links over them, then the
            // patches and nodes that keep the links off the digits, then the digits and marks,
            // so a line never hides a digit.
            for cell in 0..<81 {
                let back = background(cell, geometry)
                    .frame(width: geometry.cell, height: geometry.cell)
                    .offset(x: geometry.origin(cell % 9), y: geometry.origin(cell / 9))
                if interactive { back.onTap(SudokuAction.cell(cell)) } else { back }
            }
            let links = marks.hint?.step?.links ?? []
            if !links.isEmpty {
                linkViews(SudokuBoardLinks(links: links, state: state, marks: marks, geometry: geometry), geometry)
            }
            for cell in 0..<81 {
                content(cell, geometry)
                    .frame(width: geometry.cell, height: geometry.cell, alignment: .topLeading)
                    .offset(x: geometry.origin(cell % 9), y: geometry.origin(cell / 9))
            }
        }
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
        return ZStack(alignment: .topLeading) {
            if digit != 0 {
                Text(
                    String(digit), font: .system(Self.digitSize(side: side), weight: bold ? .bold : .regular),
                    color: marks.textColor(of: cell, in: state, palette: palette)
                )
                .role(.mark)
                .frame(width: side, height: side)
            } else {
                let places = SudokuNotePlaces(
                    cell: cell, state: state, marks: marks, geometry: geometry)
                let corner = Point(x: geometry.origin(cell % 9), y: geometry.origin(cell / 9))
                for note in state.noteDigits(at: cell) {
                    noteDigit(note, in: cell, places: places, corner: corner)
                }
            }
            if flagged {
                flag(side: side)
            }
            if state.isWrong(cell) {
                wrongMark(side: side)
            }
        }
    }

    /// A wrong digit's mark besides its red: a dot in the cell's top-left corner (the flag
    /// stands at the right), so a player who cannot tell the red apart still sees it.
    private func wrongMark(side: Double) -> any View {
        let dot = Self.wrongMarkSide(side: side)
        let inset = side * 0.07
        return Circle().fill(palette.wrongMark).frame(width: dot, height: dot).offset(x: inset, y: inset)
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
