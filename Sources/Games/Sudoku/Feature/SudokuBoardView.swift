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
            // digits and marks over the links, so a line never hides a digit.
            for cell in 0..<81 {
                let back = background(cell, geometry)
                    .frame(width: geometry.cell, height: geometry.cell)
                    .offset(x: geometry.origin(cell % 9), y: geometry.origin(cell / 9))
                if interactive { back.onTap(SudokuAction.cell(cell)) } else { back }
            }
            for link in marks.hint?.step?.links ?? [] {
                linkLine(link, geometry)
            }
            for cell in 0..<81 {
                content(cell, geometry)
                    .frame(width: geometry.cell, height: geometry.cell, alignment: .topLeading)
                    .offset(x: geometry.origin(cell % 9), y: geometry.origin(cell / 9))
            }
        }
    }

    private func background(_ cell: Int, _ geometry: SudokuBoardGeometry) -> ZStack {
        let side = geometry.cell
        let radius = geometry.cornerRadius
        return ZStack(alignment: .topLeading) {
            RoundedRectangle(cornerRadius: radius).fill(marks.background(of: cell, in: state, palette: palette))
                .frame(width: side, height: side)
            if let ring = marks.ring(of: cell, palette: palette) {
                let width = max(1.5, side * 0.07)
                RoundedRectangle(cornerRadius: radius).stroke(ring, lineWidth: width)
                    .frame(width: side - width, height: side - width)
                    .offset(x: width / 2, y: width / 2)
            }
        }
    }

    /// A link of the hint's pattern from the centre of one cell to the centre of the other:
    /// strong links bold, weak ones thin.
    private func linkLine(_ link: SudokuLink, _ geometry: SudokuBoardGeometry) -> any View {
        let side = max(1, geometry.side)
        func centre(_ cell: Int) -> UnitPoint {
            UnitPoint(
                x: (geometry.origin(cell % 9) + geometry.cell / 2) / side,
                y: (geometry.origin(cell / 9) + geometry.cell / 2) / side)
        }
        let width = max(1.5, geometry.cell * (link.strong ? 0.11 : 0.05))
        return Line(from: centre(link.from), to: centre(link.to))
            .stroke(link.strong ? palette.strongLink : palette.weakLink, lineWidth: width)
            .frame(width: geometry.side, height: geometry.side)
    }

    private func content(_ cell: Int, _ geometry: SudokuBoardGeometry) -> ZStack {
        let side = geometry.cell
        let digit = state.board[cell]
        let flagged = state.flags[cell]
        return ZStack(alignment: .topLeading) {
            if digit != 0 {
                Text(
                    String(digit), font: .system(side * 0.6, weight: state.isGiven(cell) ? .bold : .regular),
                    color: marks.textColor(of: cell, in: state, palette: palette)
                )
                .frame(width: side, height: side)
            } else {
                for note in state.noteDigits(at: cell) {
                    noteDigit(note, in: cell, side: side, width: flagged ? side * Self.notesWidthFlagged : side)
                }
            }
            if flagged {
                flag(side: side)
            }
        }
    }

    /// The share of a flagged cell's width its pencil marks keep: the flag stands in the strip
    /// to their right, so it never covers a mark.
    static let notesWidthFlagged = 0.78

    /// A pencil mark in its place of a 3×3 mini grid (1 top left, 9 bottom right) `width` wide;
    /// the selected number's marks stand out like its digits do, and a mark the hint on screen
    /// strikes is drawn in the strike colour.
    private func noteDigit(_ digit: Int, in cell: Int, side: Double, width: Double) -> any View {
        let third = side / 3
        let column = width / 3
        let struck = marks.strikes(digit, in: cell)
        let same = digit == marks.selectedNumber
        let color = struck ? palette.strikeNote : same ? palette.sameNumber : palette.note
        return Text(
            String(digit), font: .system(min(side * 0.27, column * 0.95), weight: same || struck ? .bold : .regular),
            color: color
        )
        .frame(width: column, height: third)
        .offset(x: Double((digit - 1) % 3) * column, y: Double((digit - 1) / 3) * third)
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
