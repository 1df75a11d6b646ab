@testable import Game2048Engine
@testable import GameCore

/// Builds boards for line-shaped cases: `line[0]` is the cell at the wall `direction` pushes towards,
/// on line `lineIndex` (a row for left/right, a column for up/down), every other cell empty.
func board2048(line: [Int], towards direction: Game2048Direction, lineIndex: Int = 1) -> Game2048Board {
    let size = line.count
    var rows = [[Int]](repeating: [Int](repeating: 0, count: size), count: size)
    for (step, value) in line.enumerated() {
        let cell = direction.cell(line: lineIndex, step: step, rows: size, columns: size)
        rows[cell.row][cell.col] = value
    }
    return Game2048Board(values: rows)
}

/// Reads a board in the command-line format, failing the test on a parse error.
func board2048(_ text: String) throws -> Game2048Board {
    try Game2048BoardText.parse(text)
}

/// Plays `directions` from a fresh game, skipping moves that change nothing.
func play2048(
    _ directions: [Game2048Direction], params: Game2048Rules.Params = .init(), seed: UInt64
) -> Game2048Rules.State {
    var state = Game2048Rules.newState(params: params, seed: seed)
    for direction in directions {
        state = Game2048Rules.apply(.slide(direction), to: state) ?? state
    }
    return state
}

/// A fixed pseudo-random list of directions, so long games in tests are reproducible.
func directions2048(count: Int, seed: UInt64) -> [Game2048Direction] {
    var generator = SeededGenerator(seed: seed)
    return (0..<count).map { _ in Game2048Direction.allCases[Int(generator.next() >> 62)] }
}
