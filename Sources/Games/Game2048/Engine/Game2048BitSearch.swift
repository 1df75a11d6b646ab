import GameCore

/// Expectimax on the packed 4×4 board: the player's nodes take the best of the four slides, the
/// spawn's nodes average over every empty cell and both tile values. Depth counts spawn layers
/// still to search. A branch whose probability of being reached falls below `cutoff` stops
/// early, which is what keeps a deep search affordable: most of the tree is unlikely 4-spawns.
/// Spawn nodes are remembered in a transposition table, since different move orders often reach
/// the same board. The table is small on purpose (256 KiB): a probe of a table that fits the
/// processor's cache costs little, while with 16 MiB the misses took over a third of the time
/// and each move was twice as slow despite more hits. A slot is simply overwritten on a clash.
/// One search object serves one thread; it keeps its table between searches, stamped so nothing
/// from an earlier search is ever read, instead of clearing it for every move.
package final class Game2048BitSearch {
    fileprivate struct Slot {
        var board: UInt64 = 0
        var value: Float = 0
        var stamp: UInt16 = 0
        var depth: UInt8 = 0
    }

    private let slots: UnsafeMutablePointer<Slot>
    private let tableBits: Int
    private var stamp: UInt16 = 0
    private var deadline: ContinuousClock.Instant?
    /// The value of a board with no move, below every live board (see `Game2048Evaluation.lostValue`).
    package let lostValue = Game2048Evaluation.lostValue(rows: 4, columns: 4, maximumRank: 15)
    /// Spawn nodes expanded (not counting table hits or leaves) in the latest search.
    package private(set) var nodes = 0

    /// `2^tableBits` table slots of 16 bytes each (14: 256 KiB).
    package init(tableBits: Int = 14) {
        self.tableBits = tableBits
        slots = .allocate(capacity: 1 << tableBits)
        slots.initialize(repeating: Slot(), count: 1 << tableBits)
    }

    deinit {
        slots.deinitialize(count: 1 << tableBits)
        slots.deallocate()
    }

    /// The expectimax value of each legal slide from `board` searched `depth` spawn layers deep,
    /// in `Game2048Direction.allCases` order (nil for a slide that changes nothing), or nil when
    /// `deadline` passed first.
    package func values(
        of board: Game2048BitBoard, depth: Int, twoChance: Double, cutoff: Double,
        deadline: ContinuousClock.Instant? = nil
    ) -> [Double?]? {
        if stamp == UInt16.max {
            stamp = 0
            slots.update(repeating: Slot(), count: 1 << tableBits)
        }
        stamp += 1
        self.deadline = deadline
        let tables = Game2048RowTables.shared
        var walk = Walk(
            left: tables.left, right: tables.right, lineScore: tables.lineScore, slots: slots,
            slotShift: UInt64(64 - tableBits), stamp: stamp, twoChance: twoChance, cutoff: cutoff,
            lostValue: lostValue, search: deadline == nil ? nil : self)
        var values: [Double?] = []
        for direction in Game2048Direction.allCases {
            let moved = tables.move(board, direction)
            values.append(moved == board ? nil : walk.chanceNode(moved.bits, depth: max(depth, 1), chance: 1))
            if walk.timedOut { break }
        }
        nodes = walk.nodes
        return walk.timedOut ? nil : values
    }

    /// Whether the search has run out of time; asked every 256 nodes only (a fraction of a
    /// millisecond apart), since reading the clock costs more than a leaf.
    fileprivate func pastDeadline() -> Bool {
        guard let deadline else { return false }
        return ContinuousClock.now >= deadline
    }
}

/// One search's state as a value, so the recursion touches no class fields (whose accesses Swift
/// checks at run time for exclusivity) and keeps the tables' addresses at hand.
private struct Walk {
    let left: UnsafeMutablePointer<UInt16>
    let right: UnsafeMutablePointer<UInt16>
    let lineScore: UnsafeMutablePointer<Float>
    let slots: UnsafeMutablePointer<Game2048BitSearch.Slot>
    let slotShift: UInt64
    let stamp: UInt16
    let twoChance: Double
    let cutoff: Double
    let lostValue: Double
    /// The search to ask about its deadline, nil when there is none.
    unowned(unsafe) let search: Game2048BitSearch?
    var nodes = 0
    var timedOut = false

    init(
        left: UnsafeMutablePointer<UInt16>, right: UnsafeMutablePointer<UInt16>, lineScore: UnsafeMutablePointer<Float>,
        slots: UnsafeMutablePointer<Game2048BitSearch.Slot>, slotShift: UInt64, stamp: UInt16, twoChance: Double,
        cutoff: Double, lostValue: Double, search: Game2048BitSearch?
    ) {
        self.left = left
        self.right = right
        self.lineScore = lineScore
        self.slots = slots
        self.slotShift = slotShift
        self.stamp = stamp
        self.twoChance = twoChance
        self.cutoff = cutoff
        self.lostValue = lostValue
        self.search = search
    }

    @inline(__always)
    private func rows(_ bits: UInt64, _ table: UnsafeMutablePointer<UInt16>) -> UInt64 {
        Game2048RowTables.rows(bits, table)
    }

    @inline(__always)
    private func evaluate(_ bits: UInt64) -> Double {
        Game2048RowTables.evaluate(bits, lineScore)
    }

    /// The evaluation of a board given transposed: rows and columns swap roles, the sum is the same.
    @inline(__always)
    private func evaluateTransposed(_ columns: UInt64) -> Double {
        Game2048RowTables.evaluate(columns, lineScore)
    }

    /// The player to move: the best slide, or `lostValue` when none changes the board. When the
    /// boards after the slides are leaves, they are judged here, saving a call per slide on the
    /// most numerous nodes of the tree.
    mutating func maxNode(_ bits: UInt64, depth: Int, chance: Double) -> Double {
        let leaves = depth <= 0 || chance < cutoff || timedOut
        var best = lostValue
        let columns = Game2048BitBoard.transpose(bits)
        let movedLeft = rows(bits, left)
        let movedRight = rows(bits, right)
        let movedUp = rows(columns, left)
        let movedDown = rows(columns, right)
        if leaves {
            if movedLeft != bits { best = max(best, evaluate(movedLeft)) }
            if movedRight != bits { best = max(best, evaluate(movedRight)) }
            if movedUp != columns { best = max(best, evaluateTransposed(movedUp)) }
            if movedDown != columns { best = max(best, evaluateTransposed(movedDown)) }
            return best
        }
        if movedLeft != bits { best = max(best, chanceNode(movedLeft, depth: depth, chance: chance)) }
        if movedRight != bits { best = max(best, chanceNode(movedRight, depth: depth, chance: chance)) }
        if movedUp != columns {
            best = max(best, chanceNode(Game2048BitBoard.transpose(movedUp), depth: depth, chance: chance))
        }
        if movedDown != columns {
            best = max(best, chanceNode(Game2048BitBoard.transpose(movedDown), depth: depth, chance: chance))
        }
        return best
    }

    /// A slide was made: the average over where the new tile lands and what it is. A board that
    /// just changed always has an empty cell, so the average is never over nothing.
    mutating func chanceNode(_ bits: UInt64, depth: Int, chance: Double) -> Double {
        if depth <= 0 || chance < cutoff || timedOut {
            return evaluate(bits)
        }
        let index = Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> slotShift)
        let slot = slots[index]
        if slot.board == bits, slot.stamp == stamp, Int(slot.depth) >= depth {
            return Double(slot.value)
        }
        nodes += 1
        if nodes & 0xFF == 0, let search, search.pastDeadline() {
            timedOut = true
        }
        let empty = Game2048BitBoard(bits: bits).emptyCount
        let share = chance / Double(empty)
        let fourChance = 1 - twoChance
        let twoShare = share * twoChance
        let fourShare = share * fourChance
        var sum = 0.0
        var rest = bits
        var two: UInt64 = 1
        for _ in 0..<16 {
            if rest & 0xF == 0 {
                sum += twoChance * maxNode(bits | two, depth: depth - 1, chance: twoShare)
                sum += fourChance * maxNode(bits | (two << 1), depth: depth - 1, chance: fourShare)
            }
            rest >>= 4
            two <<= 4
        }
        let value = sum / Double(empty)
        slots[index] = Game2048BitSearch.Slot(
            board: bits, value: Float(value), stamp: stamp, depth: UInt8(clamping: depth))
        return value
    }
}
