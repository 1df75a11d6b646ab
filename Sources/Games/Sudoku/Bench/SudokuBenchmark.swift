import GameCore
import GameKit
import SudokuEngine
import SudokuFeature

extension GameBenchmark {
    /// Sudoku's generation per level and its solving figures on the benchmark's sets.
    public static let sudoku = GameBenchmark(
        id: SudokuScene.descriptor.id,
        // Pencil marks in every blank cell in turn, all nine digits each (a second pass takes
        // them off again): the longest games are the ones with notes.
        longGame: LongGame(name: "sudoku", options: GameOptions(difficulty: "easy")) { step in
            (step % 9 == 0 ? [.key(.right, [])] : [], .key(.character(Character("\(step % 9 + 1)")), .shift))
        }
    ) { context in
        var figures: [BenchFigure] = []
        for result in SudokuBench.generate(count: 100, seed: 1) {
            let level = result.difficulty.rawValue
            figures.append(BenchFigure(key: "sudoku.generate_per_s.\(level)", value: result.puzzlesPerSecond))
            figures.append(BenchFigure(key: "sudoku.generate_p95_ms.\(level)", value: result.p95Milliseconds))
        }
        return try figures + SudokuDescriptorBench.solving(context)
    }
}
