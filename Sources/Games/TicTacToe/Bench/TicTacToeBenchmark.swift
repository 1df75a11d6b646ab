import GameKit
import TicTacToeEngine
import TicTacToeFeature

extension GameBenchmark {
    /// Tic-tac-toe's first computer move per size and the window's longest busy spell on 7×7;
    /// its largest board drawn at 4K.
    public static let ticTacToe = GameBenchmark(
        id: TicTacToeScene.descriptor.id, largestScreen: ("7x7", GameOptions(size: 7))
    ) { _ in
        zip(["3x3", "4x4", "7x7"], TicTacToeBench.run()).map {
            BenchFigure(key: "tictactoe.first_move_ms.\($0)", value: $1.milliseconds)
        } + fourInARowFigures() + [
            BenchFigure(
                key: "tictactoe.window_busy_ms.7x7_perfect",
                value: TicTacToeWindowBench.run().longestBusyMilliseconds)
        ]
    }

    /// Four in a row's perfect player: the empty board, and 100 mid-game positions.
    private static func fourInARowFigures() -> [BenchFigure] {
        let figures = TicTacToeBench.fourInARow()
        return [
            BenchFigure(key: "tictactoe.four_in_a_row.best_move_ms.empty", value: figures.emptyBoard),
            BenchFigure(key: "tictactoe.four_in_a_row.best_move_ms.midgame_median", value: figures.midGameMedian),
            BenchFigure(key: "tictactoe.four_in_a_row.best_move_ms.midgame_p95", value: figures.midGameP95),
        ]
    }
}
