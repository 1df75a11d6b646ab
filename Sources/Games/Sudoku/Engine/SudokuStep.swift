import GameCore

/// One candidate: `digit` (1...9) in `cell` (0...80).
public struct SudokuCandidate: Hashable, Codable, Sendable, CustomStringConvertible {
    public let cell: Int
    public let digit: Int

    public init(cell: Int, digit: Int) {
        self.cell = cell
        self.digit = digit
    }

    /// e.g. "r3c7=5".
    public var description: String { "\(SudokuGeometry.name(cell))=\(digit)" }
}

/// One logical step: the technique, the cells, digits and houses of its pattern (what a hint
/// highlights) and what it resolves, either a placement or candidates struck. The hint and the
/// grader come from the same stepper, so what the player is told is what the grade assumes.
public struct SudokuStep: Equatable, Codable, Sendable, CustomStringConvertible {
    public let technique: SudokuTechnique
    /// The cells that make the pattern (the placed cell for singles).
    public let cells: [Int]
    /// The digits the pattern is about.
    public let digits: [Int]
    /// The houses the pattern lives in.
    public let houses: [SudokuHouse]
    /// The digit this step places, if it is a placement.
    public let placement: SudokuCandidate?
    /// The candidates this step strikes (empty for a placement).
    public let eliminations: [SudokuCandidate]

    public init(
        technique: SudokuTechnique, cells: [Int], digits: [Int], houses: [SudokuHouse],
        placement: SudokuCandidate? = nil, eliminations: [SudokuCandidate] = []
    ) {
        self.technique = technique
        self.cells = cells
        self.digits = digits
        self.houses = houses
        self.placement = placement
        self.eliminations = eliminations
    }

    /// A sentence for the status bar, e.g. "Naked pair 3, 8 in r1c2, r1c7 (row 1): remove 3, 8
    /// from r1c4, r1c5".
    public var description: String {
        let name = technique.displayName
        let location = houses.isEmpty ? "" : " (" + houses.map(\.description).joined(separator: ", ") + ")"
        if let placement {
            return "\(name): \(placement.digit) goes in \(SudokuGeometry.name(placement.cell))\(location)"
        }
        let digitList = digits.map(String.init).joined(separator: ", ")
        let cellList = cells.map(SudokuGeometry.name).joined(separator: ", ")
        let removals = Self.describe(eliminations)
        return "\(name) \(digitList) in \(cellList)\(location): remove \(removals)"
    }

    /// "3 from r1c4, r1c5; 8 from r2c2", grouped by digit.
    private static func describe(_ eliminations: [SudokuCandidate]) -> String {
        var parts: [String] = []
        for digit in 1...9 {
            let cells = eliminations.filter { $0.digit == digit }.map { SudokuGeometry.name($0.cell) }
            if !cells.isEmpty { parts.append("\(digit) from " + cells.joined(separator: ", ")) }
        }
        return parts.joined(separator: "; ")
    }
}
