import BenchKit
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
        },
        // Notes pencilled in and out in the blank cells, all nine digits in turn: the longest
        // games are the ones with notes, and notes never end one.
        longHistory: LongHistory(
            save: { moves in
                let scene = SudokuScene(seed: 1, clock: { 0 }, difficulty: .easy)
                let blanks = (0..<81).filter { scene.session.state.board[$0] == 0 }
                var made = 0
                while made < moves {
                    let cell = blanks[(made / 9) % blanks.count]
                    guard scene.session.apply(.toggleNote(cell: cell, digit: made % 9 + 1)) != nil else { break }
                    made += 1
                }
                return (try scene.saveData(), made)
            },
            beforeEnvelope: { save in
                try LongHistory.flattened(save) { record in
                    ["started": record["started"] ?? false, "counted": record["counted"] ?? false, "won": false]
                }
            })
    ) { context in
        var figures: [BenchFigure] = []
        for result in SudokuBench.generate(count: 100, seed: 1) {
            let level = result.difficulty.rawValue
            figures.append(BenchFigure(key: "sudoku.generate_per_s.\(level)", value: result.puzzlesPerSecond))
            figures.append(BenchFigure(key: "sudoku.generate_p95_ms.\(level)", value: result.p95Milliseconds))
        }
        for result in SudokuBench.generateVariants(count: 50, seed: 1) {
            let name = "\(result.variant.rawValue).\(result.difficulty.rawValue)"
            figures.append(BenchFigure(key: "sudoku.variant_generate_per_s.\(name)", value: result.puzzlesPerSecond))
            figures.append(BenchFigure(key: "sudoku.variant_generate_p95_ms.\(name)", value: result.p95Milliseconds))
            figures.append(BenchFigure(key: "sudoku.variant_unique_us.\(name)", value: result.uniqueMicroseconds))
        }
        return try figures + SudokuDescriptorBench.solving(context)
    }
}
