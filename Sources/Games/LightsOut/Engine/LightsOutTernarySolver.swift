import GameCore

/// Three-state lights ("Lights Out 2000"): each light is off (0), red (1) or green (2), and a
/// press advances every light it toggles by one, mod 3. The board is won when every light is
/// off. Pressing a cell three times changes nothing, so a solution says how often (0, 1 or 2)
/// to press each cell, and its length is the sum of those counts.
public struct LightsOutTernaryBoard: Codable, Hashable, Sendable {
    public let size: Int
    /// Row-major, each 0, 1 or 2.
    public private(set) var cells: [UInt8]

    /// A dark board.
    public init(size: Int) {
        precondition(LightsOutBoard.supportedSizes.contains(size), "Lights Out size \(size) is outside 1...20")
        self.size = size
        cells = [UInt8](repeating: 0, count: size * size)
    }

    /// A board of the given states (each taken mod 3).
    public init(size: Int, cells: [UInt8]) {
        precondition(cells.count == size * size, "\(cells.count) states for a \(size)×\(size) board")
        self.size = size
        self.cells = cells.map { $0 % 3 }
    }

    public subscript(row: Int, col: Int) -> UInt8 {
        get { cells[row * size + col] }
        set { cells[row * size + col] = newValue % 3 }
    }

    public var isDark: Bool { cells.allSatisfy { $0 == 0 } }

    /// The lights that are on (in any lit state), as a two-state board.
    public var lit: LightsOutBoard {
        LightsOutBoard(
            size: size,
            lit: cells.indices.filter { cells[$0] != 0 }.map { LightsOutCell(row: $0 / size, col: $0 % size) })
    }

    /// Each light's opposite mod `states`: the board that the presses making this one put out.
    public func negated(states: UInt8 = 3) -> LightsOutTernaryBoard {
        LightsOutTernaryBoard(size: size, cells: cells.map { (states - $0 % states) % states })
    }

    /// The board after pressing `row`, `col` once under `pattern`'s rules, each light it
    /// reaches advancing by one mod `states` (3, or 2 for two-state lights held in this form).
    public func pressing(row: Int, col: Int, pattern: LightsOutPattern, states: UInt8 = 3) -> LightsOutTernaryBoard {
        precondition(pattern.size == size, "pattern and board differ in size")
        precondition(states == 2 || states == 3, "lights have two or three states")
        var copy = self
        pattern.toggled(row: row, col: col).forEachSetIndex { copy.cells[$0] = (copy.cells[$0] + 1) % states }
        return copy
    }

    /// The board after pressing each cell as often as `presses` says (a press-count board), each
    /// light advancing mod `states`.
    public func pressing(_ presses: LightsOutTernaryBoard, pattern: LightsOutPattern, states: UInt8 = 3)
        -> LightsOutTernaryBoard
    {
        precondition(presses.size == size && pattern.size == size, "boards differ in size")
        var copy = self
        for (index, count) in presses.cells.enumerated() where count > 0 {
            pattern.toggles[index].forEachSetIndex { copy.cells[$0] = (copy.cells[$0] + count) % states }
        }
        return copy
    }
}

/// Solves three-state Lights Out exactly by elimination over GF(3): a press-count vector `x`
/// darkens board `b` when `A·x ≡ −b (mod 3)`. As `LightsOutSolver` does over GF(2), the
/// elimination happens once per pattern; a shortest solution is the lightest of the `3^nullity`
/// solutions (weights are press counts, so pressing a cell twice costs two).
public struct LightsOutTernarySolver: Sendable {
    public let pattern: LightsOutPattern
    public let rank: Int
    private let cells: Int
    /// The row operations of the elimination (n² entries a row, flattened): row `r` times a
    /// board gives pivot `r`'s press count, and the rows past the rank must give zero.
    private let transform: [UInt8]
    private let pivotColumns: [Int]
    /// Press-count vectors `z` with `A·z ≡ 0`: adding any combination to a solution gives another.
    private let nullBasis: [[UInt8]]

    /// The largest null space walked in full (3^12 ≈ 531 000 candidates).
    public static let maximumNullity = 12

    public init(pattern: LightsOutPattern) {
        self.pattern = pattern
        let n = pattern.size * pattern.size
        cells = n
        // Row `light`: how much each press adds to it.
        var matrix = [UInt8](repeating: 0, count: n * n)
        var transform = [UInt8](repeating: 0, count: n * n)
        for press in 0..<n {
            pattern.toggles[press].forEachSetIndex { matrix[$0 * n + press] = 1 }
            transform[press * n + press] = 1
        }
        var pivots: [Int] = []
        for column in 0..<n {
            let top = pivots.count
            guard let found = (top..<n).first(where: { matrix[$0 * n + column] != 0 }) else { continue }
            if found != top {
                for k in 0..<n {
                    matrix.swapAt(found * n + k, top * n + k)
                    transform.swapAt(found * n + k, top * n + k)
                }
            }
            // Scale the pivot row to 1 (2 is its own inverse mod 3).
            if matrix[top * n + column] == 2 {
                for k in 0..<n {
                    matrix[top * n + k] = matrix[top * n + k] * 2 % 3
                    transform[top * n + k] = transform[top * n + k] * 2 % 3
                }
            }
            for row in 0..<n where row != top && matrix[row * n + column] != 0 {
                let factor = 3 - matrix[row * n + column]
                for k in 0..<n {
                    matrix[row * n + k] = (matrix[row * n + k] + factor * matrix[top * n + k]) % 3
                    transform[row * n + k] = (transform[row * n + k] + factor * transform[top * n + k]) % 3
                }
            }
            pivots.append(column)
        }
        rank = pivots.count
        self.transform = transform
        pivotColumns = pivots
        let pivotSet = Set(pivots)
        var basis: [[UInt8]] = []
        for free in 0..<n where !pivotSet.contains(free) {
            var vector = [UInt8](repeating: 0, count: n)
            vector[free] = 1
            for (row, variable) in pivots.enumerated() {
                // x_variable + a·x_free ≡ 0, so x_variable = −a.
                vector[variable] = (3 - matrix[row * n + free]) % 3
            }
            basis.append(vector)
        }
        nullBasis = basis
        precondition(
            basis.count <= Self.maximumNullity, "nullity \(basis.count) is too large to search for a shortest solution")
    }

    public var nullity: Int { cells - rank }

    /// Some press counts that darken `board`, or nil when none do.
    public func anySolution(for board: LightsOutTernaryBoard) -> LightsOutTernaryBoard? {
        precondition(board.size == pattern.size, "board and solver differ in size")
        let n = cells
        // The target is −b; transform·(−b) gives the pivot variables, and the rows past the rank
        // must come out zero.
        let target = board.cells.map { (3 - $0) % 3 }
        var row = [UInt8](repeating: 0, count: n)
        for r in 0..<n {
            var sum = 0
            for k in 0..<n where target[k] != 0 {
                sum += Int(transform[r * n + k]) * Int(target[k])
            }
            row[r] = UInt8(sum % 3)
        }
        guard row[rank..<n].allSatisfy({ $0 == 0 }) else { return nil }
        var presses = [UInt8](repeating: 0, count: n)
        for (r, variable) in pivotColumns.enumerated() { presses[variable] = row[r] }
        return LightsOutTernaryBoard(size: pattern.size, cells: presses)
    }

    /// Press counts of least total that darken `board`, or nil when none do. Ties go to the
    /// first met, so the answer is deterministic.
    public func shortestSolution(for board: LightsOutTernaryBoard) -> LightsOutTernaryBoard? {
        guard let particular = anySolution(for: board) else { return nil }
        guard nullity > 0 else { return particular }
        var best = particular.cells
        var bestWeight = best.reduce(0) { $0 + Int($1) }
        var coefficients = [UInt8](repeating: 0, count: nullity)
        var current = particular.cells
        // Counts through every combination, one basis vector added per step (an odometer in
        // base 3: a digit that wraps from 2 to 0 has had its vector added three times, which is
        // no change, so each step adds exactly one vector).
        while true {
            var digit = 0
            while digit < nullity {
                for k in 0..<cells where nullBasis[digit][k] != 0 {
                    current[k] = (current[k] + nullBasis[digit][k]) % 3
                }
                coefficients[digit] = (coefficients[digit] + 1) % 3
                if coefficients[digit] != 0 { break }
                digit += 1
            }
            if digit == nullity { break }
            let weight = current.reduce(0) { $0 + Int($1) }
            if weight < bestWeight {
                bestWeight = weight
                best = current
            }
        }
        return LightsOutTernaryBoard(size: pattern.size, cells: best)
    }

    /// The fewest presses that darken `board` (its par), or nil when none do.
    public func minimumPresses(for board: LightsOutTernaryBoard) -> Int? {
        shortestSolution(for: board).map { $0.cells.reduce(0) { $0 + Int($1) } }
    }
}
