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
            for cell in 0..<81 {
                let content = self.cell(cell, geometry)
                    .frame(width: geometry.cell, height: geometry.cell)
                    .offset(x: geometry.origin(cell % 9), y: geometry.origin(cell / 9))
                if interactive { content.onTap(SudokuAction.cell(cell)) } else { content }
            }
        }
    }

    private func cell(_ cell: Int, _ geometry: SudokuBoardGeometry) -> ZStack {
        let side = geometry.cell
        let radius = geometry.cornerRadius
        let digit = state.board[cell]
        return ZStack(alignment: .topLeading) {
            RoundedRectangle(cornerRadius: radius).fill(marks.background(of: cell, in: state, palette: palette))
                .frame(width: side, height: side)
            if let ring = marks.ring(of: cell, palette: palette) {
                let width = max(1.5, side * 0.07)
                RoundedRectangle(cornerRadius: radius).stroke(ring, lineWidth: width)
                    .frame(width: side - width, height: side - width)
                    .offset(x: width / 2, y: width / 2)
            }
            if digit != 0 {
                Text(
                    String(digit), font: .system(side * 0.6, weight: state.isGiven(cell) ? .bold : .regular),
                    color: marks.textColor(of: cell, in: state, palette: palette)
                )
                .frame(width: side, height: side)
            } else {
                for note in state.noteDigits(at: cell) {
                    noteDigit(note, side: side)
                }
            }
            if state.flags[cell] {
                flag(side: side)
            }
        }
    }

    /// A pencil mark in its place of a 3×3 mini grid (1 top left, 9 bottom right); the selected
    /// number's marks stand out like its digits do.
    private func noteDigit(_ digit: Int, side: Double) -> any View {
        let third = side / 3
        let same = digit == marks.selectedNumber
        return Text(
            String(digit), font: .system(side * 0.27, weight: same ? .bold : .regular),
            color: same ? palette.sameNumber : palette.note
        )
        .frame(width: third, height: third)
        .offset(x: Double((digit - 1) % 3) * third, y: Double((digit - 1) / 3) * third)
    }

    /// Seed 001's mark: a small red flag on a pole in the cell's top-right corner.
    private func flag(side: Double) -> any View {
        let pole = max(1, side * 0.045)
        let x = side * 0.70
        let y = side * 0.08
        return ZStack(alignment: .topLeading) {
            Rectangle().fill(palette.flagPole).frame(width: pole, height: side * 0.30).offset(x: x, y: y)
            Rectangle().fill(palette.flag).frame(width: side * 0.18, height: side * 0.13).offset(x: x + pole, y: y)
        }
    }
}
