import GameCore

/// A house of a variant grid: a set of `size` cells that holds every digit once. Hints name it
/// ("row 3", "region 5", "the main diagonal"), so it carries its kind and a 0-based index.
public struct SudokuVariantHouse: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        case row, column
        /// A regular box (2×2, 2×3 or 3×3).
        case box
        /// A jigsaw piece.
        case region
        /// Top-left to bottom-right.
        case diagonal
        /// Top-right to bottom-left.
        case antiDiagonal
    }

    public let kind: Kind
    public let index: Int

    public init(_ kind: Kind, _ index: Int) {
        self.kind = kind
        self.index = index
    }

    /// Rows and columns, which a hidden single or an X-wing calls lines.
    public var isLine: Bool { kind == .row || kind == .column }

    /// Player-facing name with 1-based numbers: "row 3", "region 5", "the main diagonal".
    public var description: String {
        switch kind {
        case .row: return "row \(index + 1)"
        case .column: return "column \(index + 1)"
        case .box: return "box \(index + 1)"
        case .region: return "region \(index + 1)"
        case .diagonal: return "the main diagonal"
        case .antiDiagonal: return "the anti-diagonal"
        }
    }
}

/// A killer cage: cells whose digits add up to `sum` and never repeat.
public struct SudokuCage: Hashable, Codable, Sendable {
    /// Cell indices, ascending.
    public let cells: [Int]
    public let sum: Int

    public init(cells: [Int], sum: Int) {
        self.cells = cells.sorted()
        self.sum = sum
    }
}

/// The rules of one grid: its size, its regions, whether the diagonals are houses and its
/// killer cages. Everything else (houses, peers, the cage of a cell) is derived from those four
/// and kept in tables, so the solver, the stepper and the game read the same geometry.
///
/// Cells are numbered row-major, `row * size + column`; digits run 1...size.
public struct SudokuShape: Hashable, Codable, Sendable {
    /// 4, 6 or 9.
    public let size: Int
    /// The region (box or jigsaw piece, 0..<size) of every cell.
    public let regions: [Int]
    /// Whether both main diagonals are houses (X-Sudoku).
    public let diagonals: Bool
    /// Killer cages, empty for the other variants; when present they cover every cell.
    public let cages: [SudokuCage]

    /// Every house: rows, then columns, then regions, then the diagonals if they count.
    public let houses: [SudokuVariantHouse]
    /// The cells of `houses[i]`, in reading order.
    public let houseCells: [[Int]]
    /// The houses (indices into `houses`) each cell belongs to.
    public let cellHouses: [[Int]]
    /// The cells each cell must differ from: its houses' and its cage's other cells, ascending.
    public let peers: [[Int]]
    /// The index into `cages` of each cell's cage, or nil.
    public let cageIndex: [Int?]
    /// Whether the regions are jigsaw pieces rather than the regular boxes.
    public let irregular: Bool
    /// Ordered pairs of houses sharing two or more cells, with those cells: where pointing and
    /// claiming look.
    package let intersections: [(a: Int, b: Int, cells: [Int])]
    /// `seen[a * cellCount + b]`: whether cells a and b must differ.
    package let seen: [Bool]
    /// What the rule of 45 sums over each house group (killer only): single houses, and two or
    /// three adjacent ones. They depend on the cages alone, so they are worked out once here
    /// rather than at every step of the stepper.
    package let sumGroups: (single: [SudokuSumGroup], several: [SudokuSumGroup])

    /// The classic 9×9 grid.
    public static let classic = SudokuShape(size: 9)

    /// Rows × columns of a regular box for a size: 2×2, 2×3, 3×3.
    public static func boxDimensions(_ size: Int) -> (rows: Int, columns: Int) {
        switch size {
        case 4: return (2, 2)
        case 6: return (2, 3)
        default: return (3, 3)
        }
    }

    /// The regular boxes of a size as a region per cell.
    public static func boxRegions(_ size: Int) -> [Int] {
        let box = boxDimensions(size)
        return (0..<size * size).map { cell in
            let row = cell / size
            let column = cell % size
            return (row / box.rows) * (size / box.columns) + column / box.columns
        }
    }

    /// A regular grid (boxes), optionally with diagonals; `size` must be 4, 6 or 9.
    public init(size: Int, diagonals: Bool = false) {
        self.init(unchecked: size, regions: Self.boxRegions(size), diagonals: diagonals, cages: [])
    }

    /// Any shape, checked: a size of 4, 6 or 9, `size` connected regions of `size` cells each,
    /// and cages that are connected, disjoint, cover every cell, no bigger than `size` and with a
    /// sum their cells can make. Throws an `InputError` saying what is wrong.
    public init(size: Int, regions: [Int], diagonals: Bool = false, cages: [SudokuCage] = []) throws {
        try Self.check(size: size, regions: regions, cages: cages)
        self.init(unchecked: size, regions: regions, diagonals: diagonals, cages: cages)
    }

    package init(unchecked size: Int, regions: [Int], diagonals: Bool, cages: [SudokuCage]) {
        self.size = size
        self.regions = regions
        self.diagonals = diagonals
        self.cages = cages
        let n = size
        let cellCount = n * n
        irregular = regions != Self.boxRegions(n)
        var houses: [SudokuVariantHouse] = []
        var houseCells: [[Int]] = []
        for r in 0..<n {
            houses.append(.init(.row, r))
            houseCells.append((0..<n).map { r * n + $0 })
        }
        for c in 0..<n {
            houses.append(.init(.column, c))
            houseCells.append((0..<n).map { $0 * n + c })
        }
        for g in 0..<n {
            houses.append(.init(irregular ? .region : .box, g))
            houseCells.append((0..<cellCount).filter { regions[$0] == g })
        }
        if diagonals {
            houses.append(.init(.diagonal, 0))
            houseCells.append((0..<n).map { $0 * n + $0 })
            houses.append(.init(.antiDiagonal, 0))
            houseCells.append((0..<n).map { $0 * n + (n - 1 - $0) })
        }
        var cellHouses = [[Int]](repeating: [], count: cellCount)
        for (house, cells) in houseCells.enumerated() {
            for cell in cells { cellHouses[cell].append(house) }
        }
        var cageIndex = [Int?](repeating: nil, count: cellCount)
        for (index, cage) in cages.enumerated() {
            for cell in cage.cells { cageIndex[cell] = index }
        }
        var peers = [[Int]](repeating: [], count: cellCount)
        for cell in 0..<cellCount {
            var seen = [Bool](repeating: false, count: cellCount)
            for house in cellHouses[cell] {
                for other in houseCells[house] { seen[other] = true }
            }
            if let cage = cageIndex[cell] {
                for other in cages[cage].cells { seen[other] = true }
            }
            seen[cell] = false
            peers[cell] = (0..<cellCount).filter { seen[$0] }
        }
        self.houses = houses
        self.houseCells = houseCells
        self.cellHouses = cellHouses
        self.peers = peers
        self.cageIndex = cageIndex
        var shared = [[Int]](repeating: [], count: houses.count * houses.count)
        for cell in 0..<cellCount {
            for a in cellHouses[cell] {
                for b in cellHouses[cell] where b != a { shared[a * houses.count + b].append(cell) }
            }
        }
        var seen = [Bool](repeating: false, count: cellCount * cellCount)
        for cell in 0..<cellCount { for peer in peers[cell] { seen[cell * cellCount + peer] = true } }
        self.seen = seen
        intersections = shared.indices.compactMap { key in
            shared[key].count >= 2 ? (key / houses.count, key % houses.count, shared[key]) : nil
        }
        if cages.isEmpty {
            sumGroups = ([], [])
        } else {
            let irregular = self.irregular
            let sums = { (range: ClosedRange<Int>) in
                Self.houseGroups(size: n, irregular: irregular, range).map {
                    SudokuSumGroup(houses: $0, houseCells: houseCells, cages: cages, houseSum: n * (n + 1) / 2)
                }
            }
            sumGroups = (sums(1...1), sums(2...3))
        }
    }

    /// The house groups the rule of 45 sums: single rows, columns and boxes (`groups` 1), or two
    /// or three adjacent rows, columns, or boxes side by side in a band or stack.
    static func houseGroups(size n: Int, irregular: Bool, _ groups: ClosedRange<Int>) -> [[Int]] {
        var result: [[Int]] = []
        for count in groups {
            if count == 1 {
                result += (0..<(3 * n)).map { [$0] }
                continue
            }
            for start in 0...(n - count) {
                result.append(Array(start..<(start + count)))
                result.append(Array((n + start)..<(n + start + count)))
            }
            guard !irregular else { continue }
            let box = SudokuShape.boxDimensions(n)
            let across = n / box.columns
            let down = n / box.rows
            for band in 0..<down {
                for start in 0...max(0, across - count) where start + count <= across {
                    result.append((start..<(start + count)).map { 2 * n + band * across + $0 })
                }
            }
            for stack in 0..<across {
                for start in 0...max(0, down - count) where start + count <= down {
                    result.append((start..<(start + count)).map { 2 * n + $0 * across + stack })
                }
            }
        }
        return result
    }

    /// The number of cells, `size * size`.
    public var cellCount: Int { size * size }

    /// The sum of the digits of one house: 10, 21 or 45.
    public var houseSum: Int { size * (size + 1) / 2 }

    /// Every digit the filled cells of `cells` (row-major, 0 for a blank) allow in each blank
    /// cell, as a mask (bit d-1 for digit d) over its peers: its houses and its cage; 0 for a
    /// filled cell. What "fill notes" pencils and where the variants' stepper starts.
    public func candidates(of cells: [UInt8]) -> [UInt16] {
        let all = UInt16((1 << size) - 1)
        var masks = [UInt16](repeating: 0, count: cellCount)
        for cell in 0..<cellCount where cells[cell] == 0 {
            var used: UInt16 = 0
            for peer in peers[cell] where cells[peer] != 0 { used |= 1 &<< UInt16(cells[peer] &- 1) }
            masks[cell] = all & ~used
        }
        return masks
    }

    /// The cage `cell` belongs to, if any.
    public func cage(of cell: Int) -> SudokuCage? { cageIndex[cell].map { cages[$0] } }

    /// The rule set this shape plays: killer when it has cages, jigsaw when its regions are
    /// irregular, X when its diagonals count, else by size.
    public var variant: SudokuVariant {
        if !cages.isEmpty { return .killer }
        if irregular { return .jigsaw }
        if diagonals { return .x }
        switch size {
        case 4: return .mini4
        case 6: return .mini6
        default: return .classic
        }
    }

    /// Player-facing cell name, e.g. "r3c7".
    public func name(_ cell: Int) -> String { "r\(cell / size + 1)c\(cell % size + 1)" }

    /// Whether two distinct cells may not hold the same digit.
    public func sees(_ a: Int, _ b: Int) -> Bool { seen[a * cellCount + b] }

    /// Whether `cells` is connected through edge-adjacent cells (an empty set is not).
    public func isConnected(_ cells: [Int]) -> Bool { Self.connected(cells, size: size) }

    package static func connected(_ cells: [Int], size: Int) -> Bool {
        guard let first = cells.first else { return false }
        var member = [Bool](repeating: false, count: size * size)
        for cell in cells { member[cell] = true }
        member[first] = false
        var stack = [first]
        var reached = 1
        while let cell = stack.popLast() {
            for next in neighbours(cell, size: size) where member[next] {
                member[next] = false
                reached += 1
                stack.append(next)
            }
        }
        return reached == cells.count
    }

    /// The up to four edge-adjacent cells of `cell`.
    package static func neighbours(_ cell: Int, size: Int) -> [Int] {
        let row = cell / size
        let column = cell % size
        var result: [Int] = []
        if row > 0 { result.append(cell - size) }
        if column > 0 { result.append(cell - 1) }
        if column < size - 1 { result.append(cell + 1) }
        if row < size - 1 { result.append(cell + size) }
        return result
    }

    private enum CodingKeys: String, CodingKey { case size, regions, diagonals, cages }

    /// Only the four defining fields are stored; decoding checks them as `init(size:regions:…)`
    /// does, so a damaged save is an error, not a trap.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            size: container.decode(Int.self, forKey: .size), regions: container.decode([Int].self, forKey: .regions),
            diagonals: container.decode(Bool.self, forKey: .diagonals),
            cages: container.decode([SudokuCage].self, forKey: .cages))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(size, forKey: .size)
        try container.encode(regions, forKey: .regions)
        try container.encode(diagonals, forKey: .diagonals)
        try container.encode(cages, forKey: .cages)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.size == rhs.size && lhs.regions == rhs.regions && lhs.diagonals == rhs.diagonals && lhs.cages == rhs.cages
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(size)
        hasher.combine(regions)
        hasher.combine(diagonals)
        hasher.combine(cages)
    }
}

/// A group of houses as the rule of 45 sees it: the cages reaching out of it, their cells inside
/// (innies) and outside (outies), and what the innies and the reaching cages add up to.
package struct SudokuSumGroup: Sendable {
    package let houses: [Int]
    /// Indices of the cages with cells both inside and outside the group.
    package let reaching: [Int]
    package let innies: [Int]
    package let outies: [Int]
    /// The group's digits (45 per house) less the sums of the cages wholly inside.
    package let inniesSum: Int
    /// The sums of the reaching cages together.
    package let reachingSum: Int

    init(houses: [Int], houseCells: [[Int]], cages: [SudokuCage], houseSum: Int) {
        var inside = Set<Int>()
        for house in houses { inside.formUnion(houseCells[house]) }
        var total = houseSum * houses.count
        var reaching: [Int] = []
        var reachingSum = 0
        for (index, cage) in cages.enumerated() {
            let within = cage.cells.filter { inside.contains($0) }.count
            if within == cage.cells.count {
                total -= cage.sum
            } else if within > 0 {
                reaching.append(index)
                reachingSum += cage.sum
            }
        }
        let cells = reaching.flatMap { cages[$0].cells }
        self.houses = houses
        self.reaching = reaching
        innies = cells.filter { inside.contains($0) }
        outies = cells.filter { !inside.contains($0) }
        inniesSum = total
        self.reachingSum = reachingSum
    }
}
