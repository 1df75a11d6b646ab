import GameCore
import TicTacToeEngine

/// Workloads for `tessera bench tictactoe`: how long the computer takes over the slowest move
/// it makes, the first one on an empty board.
public enum TicTacToeBench {
    public struct Measurement: Hashable, Sendable {
        public let name: String
        public let milliseconds: Double
        /// Positions searched.
        public let nodes: Int
        public let move: TicTacToeCell
        public let value: TicTacToeValue
        /// False for the bounded search: `value` is then what it believes (see `TicTacToeAnalysis`).
        public let isExact: Bool
    }

    /// Perfect player's first move on empty 3×3 and 4×4 (exact solves) and the bounded player's
    /// on empty 7×7 with five in a row (`limits`, by default the interactive budget).
    public static func run(limits: TicTacToeSearchLimits = .interactive) -> [Measurement] {
        [
            measure("perfect 3×3 first move", variant: .threeByThree, limits: limits),
            measure("perfect 4×4 first move", variant: .fourByFour, limits: limits),
            measure("bounded 7×7 k=5 first move", variant: .sevenBySeven, limits: limits),
        ]
    }

    package static func measure(_ name: String, variant: TicTacToeVariant, limits: TicTacToeSearchLimits) -> Measurement
    {
        let board = TicTacToeBoard(size: variant.size)
        let clock = ContinuousClock()
        var analysis: TicTacToeAnalysis?
        let elapsed = clock.measure {
            analysis = TicTacToeAI.analyse(board, k: variant.k, limits: limits)
        }
        let (seconds, attoseconds) = elapsed.components
        let milliseconds = Double(seconds) * 1000 + Double(attoseconds) / 1e15
        // An empty board always has a move.
        let result = analysis!
        return Measurement(
            name: name, milliseconds: milliseconds, nodes: result.nodes, move: result.move, value: result.value,
            isExact: result.isExact
        )
    }

    /// Four in a row's perfect player, in milliseconds: its move on the empty board (the opening
    /// book's) and the median and 95th percentile over `positions` mid-game positions (random
    /// play from seeds 0, 1, … to 12 to 20 marks, skipping games that end first).
    public struct FourInARowFigures: Hashable, Sendable {
        public let emptyBoard: Double
        public let midGameMedian: Double
        public let midGameP95: Double
    }

    public static func fourInARow(positions: Int = 100) -> FourInARowFigures {
        let params = TicTacToeParams.fourInARow()
        let empty = milliseconds { _ = TicTacToeAI.analyse(TicTacToeBoard(params: params), k: 4) }
        var times: [Double] = []
        var seed: UInt64 = 0
        while times.count < positions {
            var rng = SeededGenerator(seed: seed)
            seed += 1
            let marks = 12 + Int(rng.next() % 9)
            var state = TicTacToeRules.newState(params: params, seed: seed)
            while state.board.markCount < marks, !state.isOver {
                let columns = (0..<params.size).filter { state.board.landingRow(inColumn: $0) != nil }
                let column = columns[Int(rng.next() % UInt64(columns.count))]
                state = TicTacToeRules.apply(
                    .place(row: state.board.landingRow(inColumn: column)!, col: column), to: state)!
            }
            guard !state.isOver else { continue }
            let board = state.board
            times.append(milliseconds { _ = TicTacToeAI.analyse(board, k: 4) })
        }
        times.sort()
        return FourInARowFigures(
            emptyBoard: empty, midGameMedian: times[times.count / 2],
            midGameP95: times[min(times.count - 1, times.count * 95 / 100)])
    }

    private static func milliseconds(_ work: () -> Void) -> Double {
        let (seconds, attoseconds) = ContinuousClock().measure(work).components
        return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }
}
