import GameCore
import GameKit
import Layout
import SudokuEngine

/// Where the 81 cells sit on a square board of a given side: thin gaps between cells, thick
/// ones between boxes and around the rim. Whole points on boards large enough to show the
/// difference, so lines stay crisp; proportional on tiny ones, so nothing goes negative.
struct SudokuBoardGeometry {
    let side: Double
    /// The rim and the gaps between boxes.
    let thick: Double
    /// The gaps between cells inside a box.
    let thin: Double
    let cell: Double

    init(side: Double) {
        self.side = max(0, side)
        if self.side >= 120 {
            thick = max(2, (self.side * 0.011).rounded())
            thin = max(1, (self.side * 0.0035).rounded())
        } else {
            thick = self.side * 0.016
            thin = self.side * 0.006
        }
        cell = max(0, (self.side - 4 * thick - 6 * thin) / 9)
    }

    /// The leading (or top) edge of column (or row) `index`, 0...8.
    func origin(_ index: Int) -> Double {
        thick + Double(index) * (cell + thin) + Double(index / 3) * (thick - thin)
    }

    /// The side of a 3×3 box: three cells and the two thin gaps between them.
    var boxSide: Double { 3 * cell + 2 * thin }

    /// Corner radius of a cell: a hint of rounding that stays inside the gaps.
    var cornerRadius: Double { min(2, cell * 0.03) }
}
