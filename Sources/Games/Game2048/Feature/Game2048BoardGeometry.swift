import Game2048Engine
import GameCore
import GameKit
import Layout

/// Divides a board of `width`×`height` into `rows`×`columns` square cells, as seed 002 does from
/// the GeometryReader's size: every cell is one pitch square with a margin on each side, so the
/// gaps between tiles and at the board's edge are all the same. The margin follows the cell size
/// (about 6 % of it) so a full-screen board and a title-screen miniature keep the same
/// proportions. Cells stay square on any shape; the grid is centred where the frame is wider or
/// taller than the shape.
struct Game2048BoardGeometry: Equatable {
    /// The board's frame.
    let width: Double
    let height: Double
    let rows: Int
    let columns: Int
    /// Half the gap between two tiles, and the board's padding around its cells.
    let margin: Double
    /// The distance from one cell's origin to the next.
    let pitch: Double
    /// The width and height of a tile (a cell minus its margins).
    let tileSide: Double
    /// Where the grid's first cell starts, centring the grid in the frame.
    let origin: Point

    init(width: Double, height: Double, rows: Int, columns: Int) {
        let width = max(0, width)
        let height = max(0, height)
        let rows = max(1, rows)
        let columns = max(1, columns)
        self.width = width
        self.height = height
        self.rows = rows
        self.columns = columns
        margin = min(9, max(0.5, min(width / Double(columns), height / Double(rows)) * 0.06))
        pitch = max(0, min((width - 2 * margin) / Double(columns), (height - 2 * margin) / Double(rows)))
        tileSide = max(0, pitch - 2 * margin)
        origin = Point(
            x: (width - Double(columns) * pitch) / 2 + margin, y: (height - Double(rows) * pitch) / 2 + margin)
    }

    /// The frame of the tile on `cell`, relative to the board's top-leading corner.
    func tileFrame(_ cell: Game2048Cell) -> Rect {
        Rect(
            x: origin.x + Double(cell.col) * pitch, y: origin.y + Double(cell.row) * pitch,
            width: tileSide, height: tileSide)
    }
}
