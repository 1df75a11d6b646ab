import GameCore

/// Negamax with alpha-beta and a transposition table over bitboards.
///
/// Two shortcuts keep the tree small without changing any result: a side with a cell that
/// completes a line wins at once, and a side facing such a cell must take it (facing two, it
/// loses). A position in which no line can still be completed by anyone is a draw, and a cell
/// that lies on no open line is never tried (taking it is no better than passing, and an extra
/// mark never hurts in a k-in-a-row game). Scores prefer quick wins and slow losses: a win
/// with `s` marks on the board is worth `winScore - s`, which depends on the position alone,
/// so table entries stay valid whatever path reached them.
///
/// Exact mode searches every move to the end of the game. Bounded mode deepens one ply at a time
/// within `TicTacToeSearchLimits`, scores the horizon by open windows, and on 6×6 and 7×7 only
/// considers cells next to a mark.
package final class TicTacToeSearch {
    package static let winScore = 1_000_000
    /// Scores at least this large are proven wins (or, negated, losses).
    package static let winThreshold = winScore - 100
    private static let heuristicCap = winScore / 2
    private static let infinity = winScore + 1

    package struct Result {
        /// Bit index of the chosen cell.
        package var move: Int
        /// From the side to move's point of view.
        package var score: Int
        /// True when every line of play was searched to its end.
        package var isExact: Bool
        package var depth: Int
        package var nodes: Int
    }

    private let geometry: TicTacToeGeometry
    private let k: Int
    private let fullMask: UInt64
    private let windows: [UInt64]
    private let weights: [Int]
    private let table: TicTacToeTranspositionTable
    private let restrictToNeighbours: Bool
    private var nodeBudget = Int.max
    private var deadline: ContinuousClock.Instant?
    /// Asked every 1024 positions: true when the caller no longer wants the answer (the player
    /// moved on while the computer was thinking). A stopped search returns nil.
    package var shouldStop: (() -> Bool)?
    private var nodes = 0
    private var aborted = false
    /// Move lists, one 64-slot frame per ply, and a scratch score per cell.
    private let moveStack: UnsafeMutablePointer<Int8>
    private let cellScores: UnsafeMutablePointer<Int32>
    private static let maxPly = 66

    package init(geometry: TicTacToeGeometry, exact: Bool) {
        self.geometry = geometry
        k = geometry.k
        fullMask = geometry.fullMask
        windows = geometry.windows
        weights = geometry.weights
        restrictToNeighbours = !exact && geometry.size >= 6
        table = TicTacToeTranspositionTable(bits: geometry.cellCount <= 9 ? 12 : 18)
        moveStack = .allocate(capacity: Self.maxPly * 64)
        cellScores = .allocate(capacity: 64)
    }

    deinit {
        moveStack.deallocate()
        cellScores.deallocate()
    }

    /// Searches the whole game tree below (`mine`, `theirs`). Exact, with no limit.
    package func solve(mine: UInt64, theirs: UInt64, rng: inout some RandomNumberGenerator) -> Result? {
        let empties = (fullMask & ~(mine | theirs)).nonzeroBitCount
        var root = rootMoves(mine: mine, theirs: theirs, rng: &rng)
        guard !root.isEmpty else { return nil }
        if let win = immediateWin(mine: mine, theirs: theirs, root: root) { return win }
        let (move, score) = searchRoot(&root, mine: mine, theirs: theirs, depth: empties)
        if aborted { return nil }
        return Result(move: move, score: score, isExact: !restrictToNeighbours, depth: empties, nodes: nodes)
    }

    /// Deepens one ply at a time until the budget runs out, the end of the game is reached, or
    /// a win or loss is proven; the answer is from the deepest finished iteration (the first is
    /// always finished, whatever the budget).
    package func search(
        mine: UInt64, theirs: UInt64, limits: TicTacToeSearchLimits, rng: inout some RandomNumberGenerator
    ) -> Result? {
        let empties = (fullMask & ~(mine | theirs)).nonzeroBitCount
        var root = rootMoves(mine: mine, theirs: theirs, rng: &rng)
        guard !root.isEmpty else { return nil }
        if let win = immediateWin(mine: mine, theirs: theirs, root: root) { return win }
        var result: Result?
        let stopAt = limits.timeLimit.map { ContinuousClock.now + $0 }
        for depth in 1...empties {
            if result != nil {
                nodeBudget = limits.nodeBudget
                deadline = stopAt
            }
            let (move, score) = searchRoot(&root, mine: mine, theirs: theirs, depth: depth)
            if aborted { break }
            // A forced result found before the horizon is as good as a full search, unless
            // moves away from the marks were left out.
            let proven = abs(score) >= Self.winThreshold
            let exact = (depth == empties || proven) && !restrictToNeighbours
            result = Result(move: move, score: score, isExact: exact, depth: depth, nodes: nodes)
            if proven || depth == empties { break }
        }
        if shouldStop?() == true { return nil }
        result?.nodes = nodes
        return result
    }

    /// A cell that completes a line ends the game, so it is answered without searching (the
    /// search below assumes nobody has a line yet).
    private func immediateWin(mine: UInt64, theirs: UInt64, root: [Int]) -> Result? {
        guard scan(mine: mine, theirs: theirs).myWins != 0 else { return nil }
        let marks = (mine | theirs).nonzeroBitCount
        return Result(move: root[0], score: Self.winScore - (marks + 1), isExact: true, depth: 1, nodes: 1)
    }

    /// The root's candidates in search order, ties between equally promising cells broken at
    /// random so the computer does not play the same game every time.
    private func rootMoves(mine: UInt64, theirs: UInt64, rng: inout some RandomNumberGenerator) -> [Int] {
        let empty = fullMask & ~(mine | theirs)
        guard empty != 0 else { return [] }
        let scan = scan(mine: mine, theirs: theirs)
        let candidates = candidateCells(scan: scan, mine: mine, theirs: theirs, empty: empty)
        scoreCells(candidates, mine: mine, theirs: theirs)
        var scored: [(cell: Int, score: Int32, tiebreak: UInt64)] = []
        var bits = candidates
        while bits != 0 {
            let cell = bits.trailingZeroBitCount
            bits &= bits - 1
            scored.append((cell, cellScores[cell], rng.next()))
        }
        scored.sort { ($0.score, $0.tiebreak) > ($1.score, $1.tiebreak) }
        return scored.map(\.cell)
    }

    /// Searches the root moves in order, then moves the best to the front for the next iteration.
    private func searchRoot(_ root: inout [Int], mine: UInt64, theirs: UInt64, depth: Int) -> (Int, Int) {
        var alpha = -Self.infinity
        var bestIndex = 0
        for (index, cell) in root.enumerated() {
            let child = mine | UInt64(1) << UInt64(cell)
            let value = -negamax(
                mine: theirs, theirs: child, depth: depth - 1, alpha: -Self.infinity, beta: -alpha, ply: 1
            )
            if aborted { break }
            if value > alpha {
                alpha = value
                bestIndex = index
            }
        }
        let best = root.remove(at: bestIndex)
        root.insert(best, at: 0)
        return (best, alpha)
    }

    private struct Scan {
        package var myWins: UInt64 = 0
        package var theirWins: UInt64 = 0
        package var anyLive = false
        package var balance = 0
    }

    /// One pass over the windows: cells that complete a line for either side, whether any line
    /// is still open, and the open-window balance the horizon is scored by.
    @inline(__always)
    private func scan(mine: UInt64, theirs: UInt64) -> Scan {
        var scan = Scan()
        let almost = k - 1
        for window in windows {
            let own = window & mine
            let other = window & theirs
            if other == 0 {
                let count = own.nonzeroBitCount
                scan.anyLive = true
                if count == almost { scan.myWins |= window & ~mine }
                scan.balance &+= weights[count]
            } else if own == 0 {
                let count = other.nonzeroBitCount
                scan.anyLive = true
                if count == almost { scan.theirWins |= window & ~theirs }
                scan.balance &-= weights[count]
            }
        }
        return scan
    }

    /// The cells worth trying: the forced block when the opponent threatens, otherwise every
    /// empty cell (next to a mark, in restricted mode).
    @inline(__always)
    private func candidateCells(scan: Scan, mine: UInt64, theirs: UInt64, empty: UInt64) -> UInt64 {
        if scan.myWins != 0 { return scan.myWins & (0 &- scan.myWins) }
        if scan.theirWins != 0 { return scan.theirWins & (0 &- scan.theirWins) }
        if restrictToNeighbours {
            let near = geometry.neighbourhood(of: mine | theirs) & empty
            if near != 0 { return near }
        }
        return empty
    }

    /// Scores each candidate by the open windows through it (its own, weighted by how full, and
    /// the opponent's, which it would spoil). A cell in no open window scores 0: taking it is
    /// no better than passing, which never helps in a k-in-a-row game.
    @inline(__always)
    private func scoreCells(_ candidates: UInt64, mine: UInt64, theirs: UInt64) {
        var bits = candidates
        while bits != 0 {
            cellScores[bits.trailingZeroBitCount] = 0
            bits &= bits - 1
        }
        for window in windows {
            let own = window & mine
            let other = window & theirs
            let gain: Int32
            if other == 0 {
                gain = Int32(truncatingIfNeeded: weights[own.nonzeroBitCount] &* 2 &+ 1)
            } else if own == 0 {
                gain = Int32(truncatingIfNeeded: weights[other.nonzeroBitCount] &+ 1)
            } else {
                continue
            }
            var cells = window & candidates
            while cells != 0 {
                cellScores[cells.trailingZeroBitCount] &+= gain
                cells &= cells - 1
            }
        }
    }

    private func negamax(mine: UInt64, theirs: UInt64, depth: Int, alpha: Int, beta: Int, ply: Int) -> Int {
        nodes &+= 1
        if nodes >= nodeBudget {
            aborted = true
        } else if nodes & 1023 == 0 {
            if let deadline, ContinuousClock.now >= deadline { aborted = true }
            if let shouldStop, shouldStop() { aborted = true }
        }
        if aborted { return 0 }

        let occupied = mine | theirs
        let marks = occupied.nonzeroBitCount
        let scan = scan(mine: mine, theirs: theirs)
        if scan.myWins != 0 { return Self.winScore - (marks + 1) }
        let empty = fullMask & ~occupied
        if empty == 0 || !scan.anyLive { return 0 }
        if scan.theirWins.nonzeroBitCount >= 2 { return -(Self.winScore - (marks + 2)) }
        if depth <= 0 {
            return min(max(scan.balance, -Self.heuristicCap), Self.heuristicCap)
        }

        var alpha = alpha
        var beta = beta
        var tableMove = -1
        if let entry = table.probe(mine, theirs) {
            tableMove = Int(entry.move)
            if Int(entry.depth) >= depth {
                let value = Int(entry.value)
                switch entry.bound {
                case .exact: return value
                case .lower: alpha = max(alpha, value)
                case .upper: beta = min(beta, value)
                case .empty: break
                }
                if alpha >= beta { return value }
            }
        }

        let count = orderMoves(scan: scan, mine: mine, theirs: theirs, empty: empty, tableMove: tableMove, ply: ply)
        let frame = moveStack + ply * 64
        let originalAlpha = alpha
        var best = -Self.infinity
        var bestMove = -1
        for index in 0..<count {
            let cell = Int(frame[index])
            let child = mine | UInt64(1) << UInt64(cell)
            let value = -negamax(
                mine: theirs, theirs: child, depth: depth - 1, alpha: -beta, beta: -alpha, ply: ply + 1
            )
            if aborted { return 0 }
            if value > best {
                best = value
                bestMove = cell
                if value > alpha {
                    alpha = value
                    if alpha >= beta { break }
                }
            }
        }
        let bound: TicTacToeTranspositionTable.Bound =
            best <= originalAlpha ? .upper : (best >= beta ? .lower : .exact)
        table.store(mine, theirs, value: best, depth: depth, move: bestMove, bound: bound)
        return best
    }

    /// Writes this ply's moves into its frame, best first: the table's move, then by cell score.
    @inline(__always)
    private func orderMoves(scan: Scan, mine: UInt64, theirs: UInt64, empty: UInt64, tableMove: Int, ply: Int) -> Int {
        let frame = moveStack + ply * 64
        let candidates = candidateCells(scan: scan, mine: mine, theirs: theirs, empty: empty)
        if candidates & (candidates &- 1) == 0 {
            frame[0] = Int8(candidates.trailingZeroBitCount)
            return 1
        }
        scoreCells(candidates, mine: mine, theirs: theirs)
        var count = 0
        var bits = candidates
        while bits != 0 {
            let cell = bits.trailingZeroBitCount
            bits &= bits - 1
            var score = cellScores[cell]
            if score == 0 { continue }
            if cell == tableMove { score = Int32.max }
            // Insertion sort: at most 49 cells, mostly short lists.
            var slot = count
            while slot > 0 && cellScores[Int(frame[slot - 1])] < score {
                frame[slot] = frame[slot - 1]
                slot -= 1
            }
            frame[slot] = Int8(cell)
            cellScores[cell] = score
            count += 1
        }
        if count == 0 {
            frame[0] = Int8(candidates.trailingZeroBitCount)
            count = 1
        }
        return count
    }
}
