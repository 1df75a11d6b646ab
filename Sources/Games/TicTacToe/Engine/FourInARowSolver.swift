import Glibc

/// Four in a row (7 columns × 6 rows, gravity) solved exactly: a negamax with alpha-beta over a
/// column-major bitboard, as the public Connect Four solvers do it.
///
/// The bitboard gives each column seven bits, bottom cell first; the seventh is always empty, so
/// a run shifted out of one column never reaches the next. A position is the side to move's
/// stones (`current`) and every stone (`mask`); adding a column's lowest empty bit to `mask`
/// drops a stone, and `current + mask` is a key no other position shares (each column's top
/// stone carries into the empty bit above it).
///
/// Scores are from the side to move's point of view: a win with the winner's s-th stone is worth
/// `22 - s` (a quick win is worth more, a slow loss less), a draw 0. The search is made small by
/// playing only moves that do not lose at once (a forced block, never under the opponent's
/// winning cell), trying the centre columns and the moves that make the most threats first, a
/// bounded transposition table, and null-window probes that narrow the score by bisection.
package struct FourInARowPosition: Hashable, Sendable {
    package static let width = 7
    package static let height = 6
    package static let cells = width * height
    /// The lowest bit of every column.
    package static var bottom: UInt64 { 0x0000_0408_1020_4081 }
    /// Every playable cell (not the empty seventh bit of each column).
    package static var board: UInt64 { 0x0000_FDFB_F7EF_DFBF }

    /// The side to move's stones.
    package private(set) var current: UInt64
    /// Every stone.
    package private(set) var mask: UInt64
    package private(set) var moves: Int

    package init() {
        current = 0
        mask = 0
        moves = 0
    }

    package init(current: UInt64, mask: UInt64) {
        self.current = current
        self.mask = mask
        moves = mask.nonzeroBitCount
    }

    /// The solver's bit for a cell on the game's board (row 0 at the top).
    package static func bit(row: Int, col: Int) -> UInt64 {
        UInt64(1) << UInt64(col * (height + 1) + (height - 1 - row))
    }

    package static func columnMask(_ col: Int) -> UInt64 {
        ((UInt64(1) << UInt64(height)) - 1) << UInt64(col * (height + 1))
    }

    package var key: UInt64 { current &+ mask }

    /// The position seen in a mirror: column 1 swapped with 7, 2 with 6, 3 with 5.
    package var mirrored: FourInARowPosition {
        func flip(_ bits: UInt64) -> UInt64 {
            (0..<Self.width).reduce(0) { result, col in
                let column = bits >> UInt64(col * (Self.height + 1)) & ((1 << UInt64(Self.height + 1)) - 1)
                return result | column << UInt64((Self.width - 1 - col) * (Self.height + 1))
            }
        }
        return FourInARowPosition(current: flip(current), mask: flip(mask))
    }

    /// The lowest empty cell of every column that is not full.
    package var playable: UInt64 { (mask &+ Self.bottom) & Self.board }

    package func canPlay(_ col: Int) -> Bool { playable & Self.columnMask(col) != 0 }

    /// Drops the side to move's stone in `col` (which must not be full); the other side moves next.
    package mutating func play(_ col: Int) {
        play(bit: playable & Self.columnMask(col))
    }

    package mutating func play(bit: UInt64) {
        current ^= mask
        mask |= bit
        moves += 1
    }

    /// The empty cells that would complete four for the side to move / the other side.
    package var ownThreats: UInt64 { Self.threats(of: current, mask: mask) }
    package var opponentThreats: UInt64 { Self.threats(of: current ^ mask, mask: mask) }

    /// True when the side to move wins by dropping a stone in `col`.
    package func winsAt(_ col: Int) -> Bool {
        ownThreats & playable & Self.columnMask(col) != 0
    }

    @inline(__always)
    private static func lineThreats(_ stones: UInt64, shift: UInt64) -> UInt64 {
        var two = (stones << shift) & (stones << (2 * shift))
        var found = two & (stones << (3 * shift))
        found |= two & (stones >> shift)
        two = (stones >> shift) & (stones >> (2 * shift))
        found |= two & (stones >> (3 * shift))
        found |= two & (stones << shift)
        return found
    }

    /// True when `stones` hold four in a line somewhere.
    package static func hasFour(_ stones: UInt64) -> Bool {
        func inLine(_ shift: UInt64) -> Bool {
            let pairs = stones & (stones >> shift)
            return pairs & (pairs >> (2 * shift)) != 0
        }
        return inLine(1) || inLine(UInt64(height)) || inLine(UInt64(height + 1)) || inLine(UInt64(height + 2))
    }

    /// Every empty cell that would give `stones` four in a line: vertically only the cell on top
    /// of three; along each other direction a cell with three in line on one side, or two on one
    /// side and one on the other.
    @inline(__always)
    package static func threats(of stones: UInt64, mask: UInt64) -> UInt64 {
        var found = (stones << 1) & (stones << 2) & (stones << 3)
        found |= lineThreats(stones, shift: UInt64(height))
        found |= lineThreats(stones, shift: UInt64(height + 1))
        found |= lineThreats(stones, shift: UInt64(height + 2))
        return found & (board ^ mask)
    }
}

/// The exact solver. One instance holds its transposition table between searches (a position
/// solved once is answered from it next time). It is used by one thread at a time: the player
/// keeps the one it shares behind a lock, hence `@unchecked Sendable`.
package final class FourInARowSolver: @unchecked Sendable {
    /// Columns from the centre out: the centre takes part in the most lines.
    package static let columnOrder = [3, 2, 4, 1, 5, 0, 6]

    /// Positions searched since the solver was made.
    package var nodes: Int { counters[0] }
    /// Asked every 4096 positions; once it says true the search unwinds and its answer is nil.
    package var shouldStop: (() -> Bool)?
    /// The node count and the stop flag (0 or 1) behind a pointer: a stored `var` of a class is
    /// checked for exclusive access on every touch, which the innermost loop cannot afford.
    private let counters = UnsafeMutablePointer<Int>.allocate(capacity: 2)
    private var stopped: Bool { counters[1] != 0 }

    /// `2^bits` slots of one word each, a clash of slots overwriting: the position's key (49
    /// bits), then the best lower and upper bounds known for it, each 7 bits holding the score
    /// plus 64, 0 when none is known. Zeroed memory is an empty table, so `calloc` makes it
    /// without touching its pages.
    private let table: UnsafeMutablePointer<UInt64>
    private let slotMask: Int
    /// Move lists and their ranks, seven slots per ply.
    private let moveSlots = UnsafeMutablePointer<UInt64>.allocate(capacity: FourInARowPosition.cells * 7)
    private let rankSlots = UnsafeMutablePointer<Int>.allocate(capacity: FourInARowPosition.cells * 7)

    /// `2^bits` slots of 10 bytes; 2^20 (10 MB) keeps a game's searches within reach of each other.
    package init(tableBits: Int = 20) {
        let count = 1 << tableBits
        slotMask = count - 1
        table = calloc(count, MemoryLayout<UInt64>.stride)!.assumingMemoryBound(to: UInt64.self)
        counters.initialize(repeating: 0, count: 2)
    }

    deinit {
        free(table)
        moveSlots.deallocate()
        rankSlots.deallocate()
        counters.deallocate()
    }

    private static func winScore(stones: Int) -> Int { 22 - stones }

    /// How many of the nearest wins `score` asks about one by one before it bisects.
    private static let quickWinProbes = 6

    /// The exact score of `position` for the side to move (nil when stopped). The game must not
    /// be over: nobody has four and the board is not full.
    package func score(_ position: FourInARowPosition) -> Int? {
        counters[1] = 0
        if position.ownThreats & position.playable != 0 {
            return Self.winScore(stones: position.moves / 2 + 1)
        }
        var low = -Self.winScore(stones: (position.moves + 1) / 2 + 1)
        var high = Self.winScore(stones: position.moves / 2 + 2)
        // Iterative deepening on the nearest wins first: a probe for a win by a given stone only
        // looks that deep (the bounds cut every longer line), so a quick win, the usual thing
        // against a weaker side, costs no more than its own depth.
        for _ in 0..<Self.quickWinProbes where high > 0 {
            let value = negamax(position, alpha: high - 1, beta: high)
            if stopped { return nil }
            if value >= high { return high }
            high = value
        }
        // Then bisection by null-window probes: each says whether the score is above a guess.
        while low < high {
            var guess = low + (high - low) / 2
            // Probing at 0 first settles win / draw / loss, the question that matters most.
            if guess <= 0 && low / 2 < guess {
                guess = low / 2
            } else if guess >= 0 && high / 2 > guess {
                guess = high / 2
            }
            let value = negamax(position, alpha: guess, beta: guess + 1)
            if stopped { return nil }
            if value <= guess { high = value } else { low = value }
        }
        return low
    }

    /// Win (1), draw (0) or loss (-1) for the side to move: a single pair of probes, cheaper than
    /// the exact score. Nil when stopped.
    package func outcome(_ position: FourInARowPosition) -> Int? {
        counters[1] = 0
        if position.ownThreats & position.playable != 0 { return 1 }
        let value = negamax(position, alpha: -1, beta: 1)
        if stopped { return nil }
        return value.signum()
    }

    /// Whether the side to move loses against best play: one null-window probe, the cheapest
    /// question (what the opening book's proofs ask). Nil when stopped.
    package func isLost(_ position: FourInARowPosition) -> Bool? {
        counters[1] = 0
        if position.ownThreats & position.playable != 0 { return false }
        let value = negamax(position, alpha: -1, beta: 0)
        if stopped { return nil }
        return value < 0
    }

    /// A best column for the side to move: it wins when the position is won (the soonest win
    /// when one comes within a few stones), draws when it is drawn, and holds out longest when
    /// it is lost; ties go to the column nearer the centre. `value` is 1, 0 or -1 (win, draw,
    /// loss); `score` is the exact score when the search learnt it (a quick win, a loss), nil
    /// for a longer win or a draw, where proving the value is enough to play. Nil when the game
    /// is over or the search was stopped.
    package func bestMove(_ position: FourInARowPosition) -> (column: Int, value: Int, score: Int?)? {
        counters[1] = 0
        let columns = Self.columnOrder.filter { position.canPlay($0) }
        guard !columns.isEmpty, !FourInARowPosition.hasFour(position.current ^ position.mask) else { return nil }
        if let win = columns.first(where: { position.winsAt($0) }) {
            return (win, 1, Self.winScore(stones: position.moves / 2 + 1))
        }
        // The nearest wins first, one stone deeper each time, as `score` does.
        var high = Self.winScore(stones: position.moves / 2 + 2)
        var quickWin: Int?
        for _ in 0..<Self.quickWinProbes where high > 0 {
            let value = negamax(position, alpha: high - 1, beta: high)
            if stopped { return nil }
            if value >= high {
                quickWin = high
                break
            }
            high = value
        }
        // Then only the value, by two null-window probes at most: a win, else a draw or a loss.
        let target: Int
        if let quickWin {
            target = quickWin
        } else {
            let winning = negamax(position, alpha: 0, beta: 1) >= 1
            if stopped { return nil }
            if winning {
                target = 1
            } else {
                let drawn = negamax(position, alpha: -1, beta: 0) >= 0
                if stopped { return nil }
                if drawn {
                    target = 0
                } else {
                    // Lost: the exact score, to hold out longest.
                    guard let exact = score(position) else { return nil }
                    target = exact
                }
            }
        }
        // A column whose reply scores no more than -target reaches it.
        for column in columns {
            var child = position
            child.play(column)
            let reached: Bool
            if child.ownThreats & child.playable != 0 {
                reached = -Self.winScore(stones: child.moves / 2 + 1) >= target
            } else if child.moves == FourInARowPosition.cells {
                reached = 0 >= target
            } else {
                reached = negamax(child, alpha: -target, beta: -target + 1) <= -target
                if stopped { return nil }
            }
            if reached {
                let exact = quickWin != nil || target < 0 ? target : nil
                return (column, target.signum(), exact)
            }
        }
        return nil
    }

    /// A column chosen without searching: a win at once, else the forced block, else the move
    /// that does not hand the opponent a win and makes the most threats, centre first. What the
    /// player falls back on when a search runs out of budget.
    package static func quickColumn(_ position: FourInARowPosition) -> Int? {
        let columns = columnOrder.filter { position.canPlay($0) }
        if let win = columns.first(where: { position.winsAt($0) }) { return win }
        let theirs = position.opponentThreats
        let forced = position.playable & theirs
        if let block = columns.first(where: { forced & FourInARowPosition.columnMask($0) != 0 }) { return block }
        let safe = columns.filter { position.playable & (theirs >> 1) & FourInARowPosition.columnMask($0) == 0 }
        let made = { (column: Int) -> Int in
            let bit = position.playable & FourInARowPosition.columnMask(column)
            return FourInARowPosition.threats(of: position.current | bit, mask: position.mask | bit).nonzeroBitCount
        }
        return (safe.isEmpty ? columns : safe).reduce(nil as Int?) { best, column in
            guard let best else { return column }
            return made(column) > made(best) ? column : best
        }
    }

    /// Negamax within (alpha, beta) for a position where the side to move cannot win at once.
    /// A value at or below alpha is an upper bound, at or above beta a lower bound.
    private func negamax(_ position: FourInARowPosition, alpha: Int, beta: Int) -> Int {
        counters[0] &+= 1
        if counters[0] & 4095 == 0, let shouldStop, shouldStop() { counters[1] = 1 }
        if counters[1] != 0 { return 0 }
        var alpha = alpha
        var beta = beta
        let moves = position.moves
        let playable = position.playable
        let theirs = position.opponentThreats
        var next = playable
        let forced = playable & theirs
        if forced != 0 {
            // Two cells to block: one of them stays open.
            if forced & (forced &- 1) != 0 { return -Self.winScore(stones: (moves + 1) / 2 + 1) }
            next = forced
        }
        // Never drop a stone just under the opponent's winning cell.
        next &= ~(theirs >> 1)
        if next == 0 { return -Self.winScore(stones: (moves + 1) / 2 + 1) }
        if moves >= FourInARowPosition.cells - 2 { return 0 }

        // Nobody wins at once from here, so each side needs at least one more stone.
        let least = -Self.winScore(stones: (moves + 1) / 2 + 2)
        if alpha < least {
            alpha = least
            if alpha >= beta { return alpha }
        }
        var most = Self.winScore(stones: moves / 2 + 2)
        let key = position.key
        let slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 40) & slotMask
        let entry = table[slot]
        if entry & Self.keyBits == key {
            let upper = Int(entry >> 56 & 127)
            let lower = Int(entry >> 49 & 127)
            if upper != 0 { most = min(most, upper - 64) }
            if lower != 0 && lower - 64 > alpha {
                alpha = lower - 64
                if alpha >= beta { return alpha }
            }
        }
        if beta > most {
            beta = most
            if alpha >= beta { return beta }
        }

        // Order: most threats made first, the centre first among equals. Each ply has its own
        // seven slots, so a child's ordering never overwrites its parent's.
        let slots = moveSlots + moves * FourInARowPosition.width
        let ranks = rankSlots + moves * FourInARowPosition.width
        var count = 0
        for rank in 0..<FourInARowPosition.width {
            let column = 3 + (rank % 2 == 1 ? -(rank + 1) / 2 : rank / 2)
            let bit = next & FourInARowPosition.columnMask(column)
            guard bit != 0 else { continue }
            let made = FourInARowPosition.threats(of: position.current | bit, mask: position.mask | bit).nonzeroBitCount
            var index = count
            while index > 0 && ranks[index - 1] < made {
                slots[index] = slots[index - 1]
                ranks[index] = ranks[index - 1]
                index -= 1
            }
            slots[index] = bit
            ranks[index] = made
            count += 1
        }

        let startAlpha = alpha
        var best = Int.min
        for index in 0..<count {
            var child = position
            child.play(bit: slots[index])
            let value = -negamax(child, alpha: -beta, beta: -alpha)
            if counters[1] != 0 { return 0 }
            best = max(best, value)
            if value >= beta {
                store(slot, key: key, lower: value, upper: nil)
                return value
            }
            if value > alpha { alpha = value }
        }
        if best <= startAlpha {
            store(slot, key: key, lower: nil, upper: best)
        } else {
            store(slot, key: key, lower: best, upper: best)
        }
        return best
    }

    private static let keyBits: UInt64 = (1 << 49) - 1

    private func store(_ slot: Int, key: UInt64, lower: Int?, upper: Int?) {
        var entry = table[slot]
        if entry & Self.keyBits != key { entry = key }
        if let lower { entry = entry & ~(127 << 49) | UInt64(lower + 64) << 49 }
        if let upper { entry = entry & ~(127 << 56) | UInt64(upper + 64) << 56 }
        table[slot] = entry
    }
}
