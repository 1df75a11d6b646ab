import GameCore

/// An n×n field of bits, packed 64 to a word, row-major (cell `(r, c)` is bit `r * n + c`).
///
/// The same type serves as a board of lights and as a set of presses: pressing is linear over
/// GF(2), so "which cells were pressed an odd number of times" has exactly the board's shape,
/// and the solver can XOR whole words instead of walking cells.
public struct LightsOutBoard: Hashable, Sendable {
    /// Sizes the packed form and the solver support; play uses a smaller range
    /// (`LightsOutRules.playableSizes`), the command line and the benchmark use all of it.
    public static let supportedSizes = 1...20

    public let size: Int
    /// Packed bits; bits past `size * size` in the last word are always zero, so equality,
    /// hashing and popcounts need no masking.
    package var words: [UInt64]

    /// A dark board.
    public init(size: Int) {
        precondition(Self.supportedSizes.contains(size), "Lights Out size \(size) is outside 1...20")
        self.size = size
        self.words = Array(repeating: 0, count: Self.wordCount(forSize: size))
    }

    /// A board with `cells` lit, toggled one by one so a cell listed twice ends dark (a press
    /// list read as a parity set); cells off the board are a programming error.
    public init(size: Int, lit cells: some Sequence<LightsOutCell>) {
        self.init(size: size)
        for cell in cells {
            self[cell.row, cell.col].toggle()
        }
    }

    package init(size: Int, words: [UInt64]) {
        precondition(words.count == Self.wordCount(forSize: size))
        self.size = size
        self.words = words
    }

    package static func wordCount(forSize size: Int) -> Int {
        (size * size + 63) / 64
    }

    public var cellCount: Int { size * size }

    public func contains(row: Int, col: Int) -> Bool {
        (0..<size).contains(row) && (0..<size).contains(col)
    }

    public subscript(row: Int, col: Int) -> Bool {
        get {
            precondition(contains(row: row, col: col), "cell \(row),\(col) is off a \(size)×\(size) board")
            return bit(row * size + col)
        }
        set {
            precondition(contains(row: row, col: col), "cell \(row),\(col) is off a \(size)×\(size) board")
            if bit(row * size + col) != newValue {
                flip(row * size + col)
            }
        }
    }

    @inline(__always)
    package func bit(_ index: Int) -> Bool {
        words[index >> 6] >> UInt64(index & 63) & 1 == 1
    }

    @inline(__always)
    package mutating func flip(_ index: Int) {
        words[index >> 6] ^= 1 << UInt64(index & 63)
    }

    /// The game's one action: the light and its orthogonal neighbours change state.
    public mutating func press(row: Int, col: Int) {
        precondition(contains(row: row, col: col), "cell \(row),\(col) is off a \(size)×\(size) board")
        let index = row * size + col
        flip(index)
        if row > 0 { flip(index - size) }
        if row < size - 1 { flip(index + size) }
        if col > 0 { flip(index - 1) }
        if col < size - 1 { flip(index + 1) }
    }

    public func pressing(row: Int, col: Int) -> LightsOutBoard {
        var copy = self
        copy.press(row: row, col: col)
        return copy
    }

    /// The board after pressing every cell set in `presses` once (order never matters).
    public func pressing(_ presses: LightsOutBoard) -> LightsOutBoard {
        precondition(presses.size == size, "press set and board differ in size")
        var copy = self
        presses.forEachSetIndex { index in
            copy.press(row: index / size, col: index % size)
        }
        return copy
    }

    /// XOR: the cells lit in exactly one of the two; how press parities combine.
    public static func ^ (lhs: LightsOutBoard, rhs: LightsOutBoard) -> LightsOutBoard {
        precondition(lhs.size == rhs.size, "boards differ in size")
        var result = lhs
        for index in result.words.indices {
            result.words[index] ^= rhs.words[index]
        }
        return result
    }

    public var litCount: Int {
        words.reduce(0) { $0 + $1.nonzeroBitCount }
    }

    public var isDark: Bool {
        words.allSatisfy { $0 == 0 }
    }

    public var isAllLit: Bool {
        litCount == cellCount
    }

    /// Lit cells in row-major order (for a press set: the presses, in the order a player reads them).
    public var litCells: [LightsOutCell] {
        var cells: [LightsOutCell] = []
        cells.reserveCapacity(litCount)
        forEachSetIndex { index in
            cells.append(LightsOutCell(row: index / size, col: index % size))
        }
        return cells
    }

    /// Visits set bits in increasing index order without testing every cell.
    @inline(__always)
    package func forEachSetIndex(_ body: (Int) -> Void) {
        for (wordIndex, word) in words.enumerated() {
            var remaining = word
            while remaining != 0 {
                body(wordIndex << 6 | remaining.trailingZeroBitCount)
                remaining &= remaining &- 1
            }
        }
    }
}
