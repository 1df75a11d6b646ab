import GameCore
import SudokuEngine

/// One logical step on a variant grid, the variants' counterpart of `SudokuStep`: the
/// technique, the pattern's cells, digits, houses and cages (what a hint highlights) and what it
/// resolves, a placement or candidates struck. Its houses name regions and diagonals, which
/// `SudokuHouse` (the classic 27) cannot, and cell names follow the grid's size.
public struct SudokuVariantStep: Equatable, Sendable, CustomStringConvertible {
    public let technique: SudokuTechnique
    /// The cells that make the pattern (the placed cell for singles, a cage's open cells, a
    /// rule of 45's innies or outies).
    public let cells: [Int]
    /// The digits the pattern is about.
    public let digits: [Int]
    /// The houses the pattern lives in (for the rule of 45, the houses summed).
    public let houses: [SudokuVariantHouse]
    /// The cages (indices into the shape's `cages`) the pattern uses.
    public let cages: [Int]
    /// The digit this step places, if it is a placement.
    public let placement: SudokuCandidate?
    /// The candidates this step strikes (empty for a placement).
    public let eliminations: [SudokuCandidate]
    /// The grid's side, for cell names.
    public let size: Int

    public init(
        technique: SudokuTechnique, cells: [Int], digits: [Int], houses: [SudokuVariantHouse], cages: [Int] = [],
        placement: SudokuCandidate? = nil, eliminations: [SudokuCandidate] = [], size: Int
    ) {
        self.technique = technique
        self.cells = cells
        self.digits = digits
        self.houses = houses
        self.cages = cages
        self.placement = placement
        self.eliminations = eliminations
        self.size = size
    }

    /// "r3c7" on this step's grid.
    public func name(_ cell: Int) -> String { "r\(cell / size + 1)c\(cell % size + 1)" }

    /// A sentence for the status bar, e.g. "Hidden single in a diagonal: 4 goes in r5c5 (the main
    /// diagonal)" or "Cage combinations in r1c1, r1c2: remove 9 from r1c1".
    public var description: String {
        let location = houses.isEmpty ? "" : " (" + houses.map(\.description).joined(separator: ", ") + ")"
        if let placement {
            return "\(technique.displayName): \(placement.digit) goes in \(name(placement.cell))\(location)"
        }
        let digitList = digits.isEmpty ? "" : " " + digits.map(String.init).joined(separator: ", ")
        let cellList = cells.map(name).joined(separator: ", ")
        var parts: [String] = []
        for digit in 1...size {
            let struck = eliminations.filter { $0.digit == digit }.map { name($0.cell) }
            if !struck.isEmpty { parts.append("\(digit) from " + struck.joined(separator: ", ")) }
        }
        return "\(technique.displayName)\(digitList) in \(cellList)\(location): remove "
            + parts.joined(separator: "; ")
    }
}
