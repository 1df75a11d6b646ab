import GameCore

/// The pencil marks of a position: a 9-bit mask of candidate digits per cell.
public struct SudokuCandidates: Hashable, Sendable {
    /// Row-major masks, bit d-1 for digit d; 0 for a filled cell.
    public var masks: [UInt16]

    /// Every candidate the filled cells of `grid` allow (what a careful player would pencil in).
    public init(grid: SudokuGrid) {
        masks = SudokuLogic(grid: grid).cands
    }

    /// Marks as stored in a game state (81 masks; 16 or 36 on a smaller grid).
    public init(masks: [UInt16]) {
        precondition([16, 36, 81].contains(masks.count), "16, 36 or 81 masks expected")
        self.masks = masks
    }

    /// Whether `digit` is still pencilled in `cell`.
    public func contains(cell: Int, digit: Int) -> Bool { masks[cell] & SudokuLogic.bit(digit) != 0 }

    /// The candidate digits of a cell, ascending.
    public func digits(at cell: Int) -> [Int] { SudokuLogic.digits(masks[cell]) }

    /// Rubs out one mark.
    public mutating func remove(cell: Int, digit: Int) { masks[cell] &= ~SudokuLogic.bit(digit) }
}
