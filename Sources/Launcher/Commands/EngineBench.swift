import Games

/// The engines' own benchmark workloads, reported under stable keys.
enum EngineBench {
    static func game2048() -> [BenchFigure] {
        [BenchFigure(key: "2048.moves_per_s", value: Game2048Bench.movesPerSecond(moves: 200_000, size: 4, seed: 2048))]
    }

    static func lightsOut() -> [BenchFigure] {
        LightsOutBench.run(samples: 501, seed: 1).map {
            BenchFigure(key: "lightsout.solve_us.n\($0.size)", value: $0.medianSolveMicroseconds)
        }
    }

    static func sudoku() -> [BenchFigure] {
        var figures: [BenchFigure] = []
        for result in SudokuBench.generate(count: 100, seed: 1) {
            let level = result.difficulty.rawValue
            figures.append(BenchFigure(key: "sudoku.generate_per_s.\(level)", value: result.puzzlesPerSecond))
            figures.append(BenchFigure(key: "sudoku.generate_p95_ms.\(level)", value: result.p95Milliseconds))
        }
        let solve = SudokuBench.solveHard(rounds: 200)
        figures.append(BenchFigure(key: "sudoku.solve_per_s.hard", value: solve.uniquePerSecond))
        return figures
    }

    static func ticTacToe() -> [BenchFigure] {
        let keys = ["3x3", "4x4", "7x7"]
        return zip(keys, TicTacToeBench.run()).map {
            BenchFigure(key: "tictactoe.first_move_ms.\($0)", value: $1.milliseconds)
        }
    }
}
