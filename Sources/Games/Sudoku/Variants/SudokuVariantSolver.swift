import GameCore
import SudokuEngine

/// A solver for any `SudokuShape`: candidates as bitmasks, singles and killer-cage pruning
/// propagated to a fixed point, then a guess in the most constrained cell. The bitboard solver
/// stays the classic game's; this one answers every variant (classic included, more slowly).
///
/// Cages prune by their sums: the digits left to a cage's open cells must be one of the sets of
/// that many distinct digits making the sum still missing, drawn from what those cells allow, so
/// every cell keeps only digits of such a set.
public struct SudokuVariantSolver: Sendable {
    public let shape: SudokuShape
    let n: Int
    let allDigits: UInt16
    /// Peers of cell c: `peerList[peerStart[c]..<peerStart[c + 1]]`.
    let peerStart: [Int]
    let peerList: [Int]
    /// House h's cells: `houseList[h * n ..< (h + 1) * n]`.
    let houseList: [Int]
    let houseCount: Int
    /// Per cage, the cells outside it of the houses that hold the whole cage: a digit the cage
    /// must use cannot go there.
    let cageOutside: [[Int]]

    /// What a count or solve found.
    public enum Answer: Equatable, Sendable {
        case none
        case unique([UInt8])
        case multiple
    }

    public init(shape: SudokuShape) {
        self.shape = shape
        n = shape.size
        allDigits = UInt16((1 << shape.size) - 1)
        var start = [0]
        var list: [Int] = []
        for peers in shape.peers {
            list += peers
            start.append(list.count)
        }
        peerStart = start
        peerList = list
        houseList = shape.houseCells.flatMap { $0 }
        houseCount = shape.houseCells.count
        cageOutside = shape.cages.map { cage in
            shape.houseCells.filter { house in cage.cells.allSatisfy(house.contains) }.flatMap { house in
                house.filter { !cage.cells.contains($0) }
            }
        }
    }

    /// The number of solutions of `cells` (0 for a blank), counting no further than `limit`.
    public func countSolutions(_ cells: [UInt8], limit: Int = 2) -> Int {
        guard var state = start(cells) else { return 0 }
        var count = 0
        var nodes = Int.max
        var none: SeededGenerator? = nil
        _ = search(&state, limit: max(1, limit), count: &count, nodes: &nodes, random: &none) { _ in }
        return count
    }

    /// The one solution, or why there is none.
    public func solveUnique(_ cells: [UInt8]) -> Answer {
        guard var state = start(cells) else { return .none }
        var count = 0
        var nodes = Int.max
        var first: [UInt8] = []
        var none: SeededGenerator? = nil
        _ = search(&state, limit: 2, count: &count, nodes: &nodes, random: &none) { if first.isEmpty { first = $0 } }
        switch count {
        case 0: return .none
        case 1: return .unique(first)
        default: return .multiple
        }
    }

    /// A solution (the first found), or nil.
    public func solve(_ cells: [UInt8]) -> [UInt8]? {
        guard var state = start(cells) else { return nil }
        var count = 0
        var nodes = Int.max
        var found: [UInt8]?
        var none: SeededGenerator? = nil
        _ = search(&state, limit: 1, count: &count, nodes: &nodes, random: &none) { found = $0 }
        return found
    }

    /// A random solution of `cells` with digits tried in random order, or nil when none is found
    /// within `nodeLimit` guesses (a jigsaw layout may have no filling at all, and proving that
    /// can take long: the generator draws another layout instead).
    package func randomSolution(
        _ cells: [UInt8], using random: inout SeededGenerator, nodeLimit: Int = 2_000
    ) -> [UInt8]? {
        guard var state = start(cells) else { return nil }
        var count = 0
        var nodes = nodeLimit
        var found: [UInt8]?
        var stream: SeededGenerator? = random
        _ = search(&state, limit: 1, count: &count, nodes: &nodes, random: &stream) { found = $0 }
        random = stream!
        return found
    }

    /// Position being searched: a digit (or 0) and the candidates of every cell.
    struct State {
        var values: [UInt8]
        var cands: [UInt16]
    }

    /// The state with `cells` placed and propagated, or nil when the givens already clash.
    func start(_ cells: [UInt8]) -> State? {
        guard cells.count == shape.cellCount else { return nil }
        var state = State(
            values: [UInt8](repeating: 0, count: shape.cellCount),
            cands: [UInt16](repeating: allDigits, count: shape.cellCount))
        for cell in 0..<cells.count where cells[cell] != 0 {
            let digit = Int(cells[cell])
            // An earlier given may have placed this cell already (its last candidate).
            if state.values[cell] == cells[cell] { continue }
            guard digit <= n, state.cands[cell] & bit(digit) != 0, assign(&state, cell, digit) else { return nil }
        }
        return propagate(&state) ? state : nil
    }

    @inline(__always) func bit(_ digit: Int) -> UInt16 { 1 &<< UInt16(digit &- 1) }

    /// Places `digit` and strikes it from the peers, placing any peer left with one candidate
    /// (depth first, no allocation).
    func assign(_ state: inout State, _ cell: Int, _ digit: Int) -> Bool {
        if state.values[cell] != 0 { return Int(state.values[cell]) == digit }
        let mask = bit(digit)
        guard state.cands[cell] & mask != 0 else { return false }
        state.values[cell] = UInt8(digit)
        state.cands[cell] = 0
        for k in peerStart[cell]..<peerStart[cell &+ 1] {
            let peer = peerList[k]
            let before = state.cands[peer]
            if before & mask == 0 {
                if state.values[peer] == UInt8(digit) { return false }
                continue
            }
            let left = before & ~mask
            if left == 0 { return false }
            state.cands[peer] = left
            if left & (left &- 1) == 0, !assign(&state, peer, left.trailingZeroBitCount &+ 1) { return false }
        }
        return true
    }

    /// Hidden singles in every house and the cages' sums, until nothing changes.
    func propagate(_ state: inout State) -> Bool {
        var changed = true
        while changed {
            changed = false
            for house in 0..<houseCount {
                var once: UInt16 = 0
                var twice: UInt16 = 0
                var placed: UInt16 = 0
                let base = house &* n
                for k in 0..<n {
                    let cell = houseList[base &+ k]
                    if state.values[cell] != 0 {
                        placed |= bit(Int(state.values[cell]))
                    } else {
                        let m = state.cands[cell]
                        twice |= once & m
                        once |= m
                    }
                }
                guard once | placed == allDigits else { return false }
                var hidden = once & ~twice & ~placed
                while hidden != 0 {
                    let digit = hidden.trailingZeroBitCount &+ 1
                    hidden &= hidden &- 1
                    for k in 0..<n {
                        let cell = houseList[base &+ k]
                        if state.cands[cell] & bit(digit) != 0 {
                            guard assign(&state, cell, digit) else { return false }
                            changed = true
                            break
                        }
                    }
                }
            }
            if !shape.cages.isEmpty {
                guard let cageChanged = pruneCages(&state) else { return false }
                changed = changed || cageChanged
            }
        }
        return true
    }

    /// Narrows every cage's open cells to the digits of the sets that can still make its sum;
    /// nil on a contradiction, else whether anything changed.
    func pruneCages(_ state: inout State) -> Bool? {
        var changed = false
        for (index, cage) in shape.cages.enumerated() {
            var open = 0
            var missing = cage.sum
            var avail: UInt16 = 0
            for cell in cage.cells {
                if state.values[cell] != 0 {
                    missing -= Int(state.values[cell])
                } else {
                    open += 1
                    avail |= state.cands[cell]
                }
            }
            if open == 0 {
                if missing != 0 { return nil }
                continue
            }
            guard missing > 0, missing <= 45 else { return nil }
            let allowed = SudokuCageSets.union(count: open, sum: missing, within: avail)
            guard allowed != 0 else { return nil }
            for cell in cage.cells where state.values[cell] == 0 {
                let left = state.cands[cell] & allowed
                if left == state.cands[cell] { continue }
                if left == 0 { return nil }
                changed = true
                if left & (left &- 1) == 0 {
                    guard assign(&state, cell, left.trailingZeroBitCount &+ 1) else { return nil }
                } else {
                    state.cands[cell] = left
                }
            }
            // Digits every possible set holds: one with a single place in the cage goes there,
            // and none goes elsewhere in a house holding the whole cage.
            var required = SudokuCageSets.common(count: open, sum: missing, within: avail)
            guard required != 0 else { continue }
            for cell in cageOutside[index] where state.values[cell] == 0 && state.cands[cell] & required != 0 {
                let left = state.cands[cell] & ~required
                if left == 0 { return nil }
                changed = true
                if left & (left &- 1) == 0 {
                    guard assign(&state, cell, left.trailingZeroBitCount &+ 1) else { return nil }
                } else {
                    state.cands[cell] = left
                }
            }
            while required != 0 {
                let mask = required & (0 &- required)
                required &= required &- 1
                var place = -1
                var places = 0
                for cell in cage.cells where state.values[cell] == 0 && state.cands[cell] & mask != 0 {
                    place = cell
                    places &+= 1
                }
                if places == 0 {
                    // Placed meanwhile by a single above, or lost: the cage's next visit tells.
                    if !cage.cells.contains(where: { state.values[$0] == UInt8(mask.trailingZeroBitCount &+ 1) }) {
                        return nil
                    }
                } else if places == 1 {
                    guard assign(&state, place, mask.trailingZeroBitCount &+ 1) else { return nil }
                    changed = true
                }
            }
        }
        return changed
    }

    /// Depth-first search; false when the node budget ran out.
    func search(
        _ state: inout State, limit: Int, count: inout Int, nodes: inout Int, random: inout SeededGenerator?,
        found: (([UInt8]) -> Void)
    ) -> Bool {
        var best = -1
        if shape.cages.isEmpty {
            var bestCount = 99
            for cell in 0..<state.values.count where state.values[cell] == 0 {
                let c = state.cands[cell].nonzeroBitCount
                if c < bestCount {
                    best = cell
                    bestCount = c
                    if c == 2 { break }
                }
            }
        } else {
            // Fewest candidates first; among those, the cell whose cage has the fewest open
            // cells, where a guess settles the most of a sum.
            var bestScore = Int.max
            for cell in 0..<state.values.count where state.values[cell] == 0 {
                var score = state.cands[cell].nonzeroBitCount &* 16
                if let cage = shape.cageIndex[cell] {
                    for other in shape.cages[cage].cells where state.values[other] == 0 { score &+= 1 }
                }
                if score < bestScore {
                    best = cell
                    bestScore = score
                }
            }
        }
        if best < 0 {
            count += 1
            found(state.values)
            return true
        }
        var digits: [Int] = []
        var mask = state.cands[best]
        while mask != 0 {
            digits.append(mask.trailingZeroBitCount &+ 1)
            mask &= mask &- 1
        }
        if random != nil { digits.shuffle(using: &random!) }
        for digit in digits {
            nodes -= 1
            if nodes < 0 { return false }
            var next = state
            if assign(&next, best, digit), propagate(&next) {
                guard search(&next, limit: limit, count: &count, nodes: &nodes, random: &random, found: found) else {
                    return false
                }
                if count >= limit { return true }
            }
        }
        return true
    }
}

/// The sets of distinct digits 1–9 by how many digits and their sum, as bitmasks: the table a
/// cage's pruning and the stepper's cage combinations read.
package enum SudokuCageSets {
    static let table: [[UInt16]] = {
        var table = [[UInt16]](repeating: [], count: 10 * 46)
        for set in 0..<512 {
            let mask = UInt16(set)
            var sum = 0
            for d in 1...9 where mask & (1 << (d - 1)) != 0 { sum += d }
            table[mask.nonzeroBitCount * 46 + sum].append(mask)
        }
        return table
    }()

    /// Indexed by `(count * 46 + sum) * 512 + available`: `unions` holds the digits of the sets of
    /// `count` distinct digits adding up to `sum` drawn from the mask `available`, `commons` the
    /// digits every such set holds (all nine bits when there is none, which `unions` reports as
    /// 0), so a cage is pruned by two look-ups instead of a walk over its sets at every node.
    static let lookups: (unions: [UInt16], commons: [UInt16]) = {
        var unions = [UInt16](repeating: 0, count: 10 * 46 * 512)
        var commons = [UInt16](repeating: 511, count: 10 * 46 * 512)
        for key in 0..<(10 * 46) {
            for set in table[key] {
                // Every mask holding the set: the set plus any of the other digits.
                let others = 511 & ~Int(set)
                var extra = others
                while true {
                    let index = key * 512 + (Int(set) | extra)
                    unions[index] |= set
                    commons[index] &= set
                    if extra == 0 { break }
                    extra = (extra - 1) & others
                }
            }
        }
        return (unions, commons)
    }()

    /// The digits of the sets of `count` distinct digits adding up to `sum` that lie within
    /// `available`; 0 when there is none.
    @inline(__always)
    package static func union(count: Int, sum: Int, within available: UInt16) -> UInt16 {
        guard count >= 0, count <= 9, sum >= 0, sum <= 45 else { return 0 }
        return lookups.unions[(count &* 46 &+ sum) &* 512 &+ Int(available & 511)]
    }

    /// The digits every set of `count` distinct digits adding up to `sum` within `available`
    /// holds; call it only when `union` found a set.
    @inline(__always)
    package static func common(count: Int, sum: Int, within available: UInt16) -> UInt16 {
        guard count >= 0, count <= 9, sum >= 0, sum <= 45 else { return 0 }
        return lookups.commons[(count &* 46 &+ sum) &* 512 &+ Int(available & 511)]
    }

    /// The sets of `count` distinct digits adding up to `sum`.
    package static func sets(count: Int, sum: Int) -> [UInt16] {
        guard (0...9).contains(count), (0...45).contains(sum) else { return [] }
        return table[count * 46 + sum]
    }
}
