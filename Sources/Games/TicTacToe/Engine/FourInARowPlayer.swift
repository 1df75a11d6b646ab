import GameCore
import Synchronization

/// The perfect four-in-a-row player behind `TicTacToeAI`'s perfect level: the opening book
/// (`FourInARowBook`) for the first moves, the exact solver after them.
package enum FourInARowPlayer {
    /// Positions one move may search before the player settles for `FourInARowSolver.quickColumn`.
    /// Past the book, positions are solved within it in well under a second; the bound is there
    /// so that a position the book does not cover never keeps the computer thinking for minutes.
    package static let nodeBudget = 12_000_000

    package struct Choice {
        package var column: Int
        /// Win (1), draw (0) or loss (-1) for the side to move; 0 for a fallback.
        package var value: Int
        /// The exact score (see `FourInARowSolver`) when the search learnt it; nil for the book's
        /// moves (proven wins of unknown length), longer wins and draws, and fallbacks.
        package var score: Int?
        /// False for a fallback: the search ran out of budget, so the move is only a good guess.
        package var isExact: Bool
        package var fromBook: Bool
        package var nodes: Int
    }

    /// The solver's position for a four-in-a-row board, from the side to move's point of view
    /// (X moves first, so the counts say whose turn it is).
    package static func position(of board: TicTacToeBoard) -> FourInARowPosition {
        let side = board.playerToMove
        var current: UInt64 = 0
        var mask: UInt64 = 0
        for row in 0..<board.rows {
            for col in 0..<board.size {
                guard let owner = board[row, col] else { continue }
                let bit = FourInARowPosition.bit(row: row, col: col)
                mask |= bit
                if owner == side { current |= bit }
            }
        }
        return FourInARowPosition(current: current, mask: mask)
    }

    /// The move for the side to move; nil when the game is over or `shouldStop` said so.
    package static func choose(
        _ board: TicTacToeBoard, nodeBudget: Int = nodeBudget, shouldStop: (() -> Bool)? = nil
    ) -> Choice? {
        let position = position(of: board)
        guard position.playable != 0, !FourInARowPosition.hasFour(position.current ^ position.mask) else { return nil }
        if let column = FourInARowBook.column(for: position) {
            return Choice(column: column, value: 1, score: nil, isExact: true, fromBook: true, nodes: 0)
        }
        return shared.withLock { cached in
            let solver = cached ?? FourInARowSolver()
            cached = solver
            let start = solver.nodes
            solver.shouldStop = { [unowned solver] in solver.nodes - start >= nodeBudget || shouldStop?() == true }
            defer {
                solver.shouldStop = nil
                if releasePending.exchange(false, ordering: .sequentiallyConsistent) { cached = nil }
            }
            if let best = solver.bestMove(position) {
                return Choice(
                    column: best.column, value: best.value, score: best.score, isExact: true, fromBook: false,
                    nodes: solver.nodes - start)
            }
            if shouldStop?() == true { return nil }
            return FourInARowSolver.quickColumn(position).map {
                Choice(column: $0, value: 0, score: nil, isExact: false, fromBook: false, nodes: solver.nodes - start)
            }
        }
    }

    /// One solver for the process, searches taking turns: what its table learnt stays valid
    /// (each slot holds bounds on a position's value, whatever search found them), and the
    /// next move of a game is mostly answered by what the proof of the last one explored.
    private static let shared = Mutex<FourInARowSolver?>(nil)
    /// Set when the table was to be let go while a search held it; that search lets it go.
    private static let releasePending = Atomic<Bool>(false)

    /// Lets the solver's table (8 MiB once a few searches have touched it) go, so a window does
    /// not carry it after the game that needed it. Never waits: while a search holds the
    /// solver, it is let go when that search ends.
    package static func releaseSolver() {
        releasePending.store(true, ordering: .sequentiallyConsistent)
        _ = shared.withLockIfAvailable { cached in
            if releasePending.exchange(false, ordering: .sequentiallyConsistent) { cached = nil }
        }
    }

    /// Whether the process holds a solver (and its table) now.
    package static var holdsSolver: Bool { shared.withLock { $0 != nil } }

    /// How many more stones (both sides') until the winner's line is complete, for an exact
    /// score of a position with `stones` stones; nil for a draw.
    package static func pliesToResult(score: Int, stones: Int) -> Int? {
        guard score != 0 else { return nil }
        let winnerStones = 22 - abs(score)
        // The side to move plays stones + 1, + 3, …; the other side stones + 2, + 4, ….
        let moverIsX = stones % 2 == 0
        let winnerIsX = (score > 0) == moverIsX
        let total = winnerIsX ? 2 * winnerStones - 1 : 2 * winnerStones
        return total - stones
    }
}
