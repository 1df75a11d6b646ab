import GameCore

/// Solves Lights Out exactly by linear algebra over GF(2).
///
/// Pressing is addition mod 2, so a board `b` is solved by the press sets `x` with `A·x = b`,
/// where `A` (n²×n², symmetric) says which lights each press toggles. `A` depends only on `n`,
/// so all the elimination work happens once in `init(size:)`; solving a board is then a few
/// word XORs per lit cell plus, on the sizes where `A` is singular, a walk over the null space
/// to pick the shortest of the `2^nullity` solutions. Use `LightsOutSolver.forSize(_:)` to get
/// the cached instance instead of paying for the elimination again.
public struct LightsOutSolver: Sendable {
    public let size: Int
    /// Rank of the press matrix: exactly `2^rank` of the `2^(n²)` boards are solvable.
    public let rank: Int
    /// Words per packed row (one row = one board or one press set).
    package let wordCount: Int
    /// Row `j` is the press set that the particular solution gains when light `j` is lit:
    /// the columns of a pseudo-inverse, so `x = XOR of particularColumns[j] for lit j`.
    package let particularColumns: [UInt64]
    /// `nullity` rows `c` with `c·A = 0`: a board is solvable iff it is orthogonal to all of them.
    package let constraints: [UInt64]
    /// `nullity` press sets `z` with `A·z = 0`: pressing all of one changes nothing, so adding
    /// any combination to a solution gives another solution, and these are all of them.
    package let nullBasis: [UInt64]

    /// Does the elimination for one size; O(n⁶ / 64) bit work, about 1.5 ms for n = 20 in release.
    public init(size: Int) {
        precondition(LightsOutBoard.supportedSizes.contains(size), "Lights Out size \(size) is outside 1...20")
        let width = LightsOutBoard.wordCount(forSize: size)
        self.init(size: size, matrix: PressMatrixElimination(size: size, width: width))
    }

    /// The solver of any toggle pattern (wrap-around, Flip's patterns): the same elimination on
    /// the pattern's matrix, so par and hints are exact on those boards too.
    public init(pattern: LightsOutPattern) {
        let width = LightsOutBoard.wordCount(forSize: pattern.size)
        self.init(size: pattern.size, matrix: PressMatrixElimination(pattern: pattern, width: width))
    }

    private init(size: Int, matrix: PressMatrixElimination) {
        var matrix = matrix
        let cells = size * size
        let width = matrix.width
        matrix.reduceToEchelonForm()

        self.size = size
        self.rank = matrix.rank
        self.wordCount = width

        var particular = [UInt64](repeating: 0, count: cells * width)
        for pivotRow in 0..<matrix.rank {
            let variable = matrix.pivotColumns[pivotRow]
            for light in 0..<cells where matrix.transformBit(row: pivotRow, column: light) {
                particular[light * width + variable >> 6] |= 1 << UInt64(variable & 63)
            }
        }
        self.particularColumns = particular

        var constraints: [UInt64] = []
        for row in matrix.rank..<cells {
            constraints += matrix.transformRow(row)
        }
        self.constraints = constraints

        var basis: [UInt64] = []
        let pivots = Set(matrix.pivotColumns)
        for free in 0..<cells where !pivots.contains(free) {
            var vector = [UInt64](repeating: 0, count: width)
            vector[free >> 6] |= 1 << UInt64(free & 63)
            for pivotRow in 0..<matrix.rank where matrix.reducedBit(row: pivotRow, column: free) {
                let variable = matrix.pivotColumns[pivotRow]
                vector[variable >> 6] |= 1 << UInt64(variable & 63)
            }
            basis += vector
        }
        self.nullBasis = basis
    }

    /// How many press sets leave every board unchanged, as a power of two (5×5: 2, 4×4: 4,
    /// 19×19: 16, the largest up to 20).
    public var nullity: Int { size * size - rank }

    /// Every solvable board has exactly this many solutions (press sets, each cell at most once).
    public var solutionsPerSolvableBoard: Int { 1 << nullity }

    /// The press sets that change nothing; any solution plus any combination of these is another.
    public var nullSpaceBasis: [LightsOutBoard] {
        (0..<nullity).map { index in
            LightsOutBoard(size: size, words: Array(nullBasis[index * wordCount..<(index + 1) * wordCount]))
        }
    }

    /// Whether some press set darkens `board`: true exactly when it lies in the column space of `A`.
    public func isSolvable(_ board: LightsOutBoard) -> Bool {
        precondition(board.size == size, "a \(board.size)×\(board.size) board given to the \(size)×\(size) solver")
        for constraint in 0..<nullity {
            var parity: UInt64 = 0
            for word in 0..<wordCount {
                parity ^= constraints[constraint * wordCount + word] & board.words[word]
            }
            if parity.nonzeroBitCount & 1 == 1 {
                return false
            }
        }
        return true
    }

    /// Some press set that darkens `board` (not necessarily the shortest), or nil if none does.
    public func anySolution(for board: LightsOutBoard) -> LightsOutBoard? {
        guard isSolvable(board) else { return nil }
        var presses = [UInt64](repeating: 0, count: wordCount)
        board.forEachSetIndex { light in
            let base = light * wordCount
            for word in 0..<wordCount {
                presses[word] ^= particularColumns[base + word]
            }
        }
        return LightsOutBoard(size: size, words: presses)
    }

    /// A press set of minimum size that darkens `board`, or nil if the board is unsolvable.
    ///
    /// Walks all `2^nullity` solutions in Gray-code order (one XOR per step), so it is exact on
    /// every size; the worst case up to 20 is 19×19 with 65 536 solutions per board (about
    /// 0.8 ms in release). Ties go to the first minimum met, so the answer is deterministic.
    public func shortestSolution(for board: LightsOutBoard) -> LightsOutBoard? {
        guard var current = anySolution(for: board)?.words else { return nil }
        guard nullity > 0 else { return LightsOutBoard(size: size, words: current) }
        var best = current
        var bestWeight = Self.weight(current)
        let width = wordCount
        let steps = 1 << nullity
        current.withUnsafeMutableBufferPointer { current in
            nullBasis.withUnsafeBufferPointer { basis in
                for step in 1..<steps {
                    let base = step.trailingZeroBitCount * width
                    var weight = 0
                    for word in 0..<width {
                        current[word] ^= basis[base + word]
                        weight += current[word].nonzeroBitCount
                    }
                    if weight < bestWeight {
                        bestWeight = weight
                        best = Array(current)
                    }
                }
            }
        }
        return LightsOutBoard(size: size, words: best)
    }

    /// The length of a shortest solution (a level's par), or nil if the board is unsolvable.
    public func minimumPresses(for board: LightsOutBoard) -> Int? {
        shortestSolution(for: board)?.litCount
    }

    private static func weight(_ words: [UInt64]) -> Int {
        words.reduce(0) { $0 + $1.nonzeroBitCount }
    }
}
