import GameCore

/// A fixed-size hash table of searched positions for one search. The key is the position itself
/// (the side to move's marks and the other side's), so a hit is never a collision; a clash of
/// slots simply overwrites. Side to move follows from the counts, so it is not part of the key.
package final class TicTacToeTranspositionTable {
    package enum Bound: UInt8 {
        case empty = 0
        case exact
        case lower
        case upper
    }

    package struct Entry {
        package var mine: UInt64 = 0
        package var theirs: UInt64 = 0
        package var value: Int32 = 0
        package var depth: Int8 = 0
        package var move: Int8 = -1
        package var bound: Bound = .empty
    }

    private let entries: UnsafeMutablePointer<Entry>
    private let shift: UInt64
    private let capacity: Int

    /// `2^bits` slots of 24 bytes each.
    package init(bits: Int) {
        capacity = 1 << bits
        shift = UInt64(64 - bits)
        entries = .allocate(capacity: capacity)
        entries.initialize(repeating: Entry(), count: capacity)
    }

    deinit {
        entries.deinitialize(count: capacity)
        entries.deallocate()
    }

    @inline(__always)
    private func slot(_ mine: UInt64, _ theirs: UInt64) -> Int {
        let hash = (mine &* 0x9E37_79B9_7F4A_7C15) ^ (theirs &* 0xC2B2_AE3D_27D4_EB4F)
        let mixed = (hash ^ (hash >> 29)) &* 0xBF58_476D_1CE4_E5B9
        return Int(truncatingIfNeeded: mixed >> shift)
    }

    @inline(__always)
    package func probe(_ mine: UInt64, _ theirs: UInt64) -> Entry? {
        let entry = entries[slot(mine, theirs)]
        guard entry.bound != .empty, entry.mine == mine, entry.theirs == theirs else { return nil }
        return entry
    }

    @inline(__always)
    package func store(_ mine: UInt64, _ theirs: UInt64, value: Int, depth: Int, move: Int, bound: Bound) {
        entries[slot(mine, theirs)] = Entry(
            mine: mine, theirs: theirs, value: Int32(value), depth: Int8(depth), move: Int8(move), bound: bound
        )
    }
}
