import GameCore

/// One light's position, 0-based from the top-left, so that moves, hints and solutions all
/// name cells the same way the command line prints them (`row,col`).
public struct LightsOutCell: Codable, Hashable, Comparable, Sendable, CustomStringConvertible {
    public let row: Int
    public let col: Int

    public init(row: Int, col: Int) {
        self.row = row
        self.col = col
    }

    /// Row-major order, so a list of presses always reads top to bottom, left to right.
    public static func < (lhs: LightsOutCell, rhs: LightsOutCell) -> Bool {
        (lhs.row, lhs.col) < (rhs.row, rhs.col)
    }

    /// The command line's `row,col` form.
    public var description: String { "\(row),\(col)" }
}
