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
public struct SudokuStep: Equatable, Sendable, CustomStringConvertible {
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
    /// For fish, the cover lines among `houses` (the others are the base lines), so a hint can
    /// tint the two kinds apart.
    public let cover: [SudokuHouse]
    /// The links between the pattern's cells a hint draws: a chain's alternating strong and
    /// weak links, a wing's pivot to its pincers, a forcing chain's consequences in order.
    public let links: [SudokuLink]
    /// For a forcing chain, where its supposition breaks down.
    public let contradiction: SudokuContradiction?

    public init(
        technique: SudokuTechnique, cells: [Int], digits: [Int], houses: [SudokuHouse],
        placement: SudokuCandidate? = nil, eliminations: [SudokuCandidate] = [], cover: [SudokuHouse] = [],
        links: [SudokuLink] = [], contradiction: SudokuContradiction? = nil
    ) {
        self.technique = technique
        self.cells = cells
        self.digits = digits
        self.houses = houses
        self.placement = placement
        self.eliminations = eliminations
        self.cover = cover
        self.links = links
        self.contradiction = contradiction
    }

    /// The base lines of a fish: its houses that are not cover lines.
    public var base: [SudokuHouse] { cover.isEmpty ? [] : houses.filter { !cover.contains($0) } }

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

/// One link of a pattern as a hint draws it, from one cell to another. A strong link says one
/// of its two ends holds the digit (the only two places in a house, or the two candidates of a
/// cell); a weak one says they cannot both.
///
/// A link joins candidates, not whole cells: `fromDigit` and `toDigit` say which candidate of
/// each cell it joins (the chain's digit in an X-chain, the digit two cells hand on in an
/// XY-chain), so a hint draws it from that pencil mark to the next. Nil is the cell as a whole:
/// the empty cell a forcing chain ends on.
public struct SudokuLink: Equatable, Sendable {
    public let from: Int
    public let to: Int
    public let strong: Bool
    public let fromDigit: Int?
    public let toDigit: Int?

    /// A link on one digit at both ends.
    public init(from: Int, to: Int, strong: Bool, digit: Int? = nil) {
        self.init(from: from, fromDigit: digit, to: to, toDigit: digit, strong: strong)
    }

    public init(from: Int, fromDigit: Int?, to: Int, toDigit: Int?, strong: Bool) {
        self.from = from
        self.to = to
        self.strong = strong
        self.fromDigit = fromDigit
        self.toDigit = toDigit
    }
}

/// Where a forcing chain's supposition breaks down.
public enum SudokuContradiction: Equatable, Sendable {
    /// A cell is left without a candidate.
    case emptyCell(Int)
    /// A house is left without a place for a digit.
    case noPlace(digit: Int, house: SudokuHouse)
    /// Only further forcing chains inside the supposition reach a contradiction.
    case nested
    /// No way of filling the rest of the grid fits the supposition (the last resort of all,
    /// found by trying every way on).
    case exhaustive
}
