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
}
