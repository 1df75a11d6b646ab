import Game2048Bench
import GameKit
import LightsOutBench
import SudokuBench
import TicTacToeBench

/// Every game's part of `tessera-dev bench`, beside `Catalog` and in its order: with it, the
/// catalog folder stays the one place outside a game's own folder that names the game, and
/// only the developer tool links the workloads.
public enum BenchCatalog {
    public static let standard: [GameBenchmark] = [.sudoku, .game2048, .ticTacToe, .lightsOut]

    /// The benchmark of the game with catalog id `id`, if it has one.
    public static func benchmark(id: String) -> GameBenchmark? {
        standard.first { $0.id == id }
    }
}
