import GameCore

/// The four ways the player can push every tile at once; also the argument of `tessera 2048 slide`.
public enum Game2048Direction: String, Codable, CaseIterable, Equatable, Hashable, Sendable {
    case left
    case right
    case up
    case down

    /// The cell `step` places away from the wall the tiles travel towards, on line `line`
    /// (a row for left/right, a column for up/down), so one walk serves all four directions.
    @inline(__always)
    package func cell(line: Int, step: Int, rows: Int, columns: Int) -> Game2048Cell {
        switch self {
        case .left: Game2048Cell(row: line, col: step)
        case .right: Game2048Cell(row: line, col: columns - 1 - step)
        case .up: Game2048Cell(row: step, col: line)
        case .down: Game2048Cell(row: rows - 1 - step, col: line)
        }
    }

    /// How many lines a slide this way walks on a `rows`×`columns` board, and how long each is.
    @inline(__always)
    package func lines(rows: Int, columns: Int) -> (count: Int, length: Int) {
        self == .left || self == .right ? (rows, columns) : (columns, rows)
    }
}
