import Game2048Engine
import GameCore
import GameKit
import Layout

/// Divides a board of side `side` into `count`×`count` cells, as seed 002 does from the
/// GeometryReader's size: every cell is one pitch square with a margin on each side, so the gaps
/// between tiles and at the board's edge are all the same. The margin follows the cell size (about
/// 6 % of it) so a full-screen board and a title-screen miniature keep the same proportions.
struct Game2048BoardGeometry: Equatable {
    let side: Double
    let count: Int
    /// Half the gap between two tiles, and the board's padding around its cells.
    let margin: Double
    /// The distance from one cell's origin to the next.
    let pitch: Double
    /// The width and height of a tile (a cell minus its margins).
    let tileSide: Double

    init(side: Double, count: Int) {
        let side = max(0, side)
        let count = max(1, count)
        self.side = side
        self.count = count
        margin = min(9, max(0.5, side / Double(count) * 0.06))
        pitch = max(0, (side - 2 * margin) / Double(count))
        tileSide = max(0, pitch - 2 * margin)
    }

    /// The frame of the tile on `cell`, relative to the board's top-leading corner.
    func tileFrame(_ cell: Game2048Cell) -> Rect {
        Rect(
            x: 2 * margin + Double(cell.col) * pitch, y: 2 * margin + Double(cell.row) * pitch,
            width: tileSide, height: tileSide)
    }
}
