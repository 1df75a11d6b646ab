@testable import GameCore
@testable import SudokuEngine

/// Checks a solution against the rules directly (not through the engine's own helpers): every
/// row, column and box is a permutation of 1...9 and every clue of `puzzle` is kept.
func isValidSudokuSolution(_ solution: SudokuGrid, of puzzle: SudokuGrid) -> Bool {
    for index in 0..<9 {
        let row = (0..<9).map { solution[index, $0] }
        let column = (0..<9).map { solution[$0, index] }
        let box = (0..<9).map { solution[(index / 3) * 3 + $0 / 3, (index % 3) * 3 + $0 % 3] }
        for house in [row, column, box] where house.sorted() != Array(1...9) { return false }
    }
    return (0..<81).allSatisfy { puzzle[$0] == 0 || puzzle[$0] == solution[$0] }
}

func sudokuGrid(_ line: String) -> SudokuGrid {
    do {
        return try SudokuGrid(parsing: line)
    } catch {
        preconditionFailure("bad test puzzle \(line): \(error)")
    }
}
