import GameCore

/// What a new Sudoku game is made from.
public struct SudokuParams: Codable, Equatable, Hashable, Sendable {
    /// The level the new game's puzzle is graded at.
    public var difficulty: SudokuDifficulty

    public init(difficulty: SudokuDifficulty = .easy) {
        self.difficulty = difficulty
    }
}

/// A game in progress: the puzzle and its solution, and everything the player has put on the
/// board. A value, so the mid-end's undo history is just a list of states.
public struct SudokuState: Codable, Equatable, Sendable {
    /// The puzzle's clues; these cells can never change.
    public let givens: SudokuGrid
    /// The one solution, for colouring wrong digits, hints and the score.
    public let solution: SudokuGrid
    /// The puzzle's graded level; nil for an imported puzzle the stepper cannot finish.
    public let difficulty: SudokuDifficulty?
    /// The givens plus the player's digits.
    public internal(set) var board: SudokuGrid
    /// Pencil marks per cell, bit d-1 for digit d.
    public internal(set) var notes: [UInt16]
    /// Cells the player has flagged (seed 001's mark).
    public internal(set) var flags: [Bool]
    /// Digits placed that disagree with the solution, counted when placed.
    /// Largest mistake or hint count a save may hold: far beyond play, far from overflow.
    public static let maximumCount = 1_000_000_000

    public internal(set) var mistakes: Int
    /// Cells filled by the "fill one cell" hint.
    public internal(set) var cellsFilledByHint: Int

    /// A fresh game on `givens` (whose solution the caller vouches for).
    public init(givens: SudokuGrid, solution: SudokuGrid, difficulty: SudokuDifficulty?) {
        self.givens = givens
        self.solution = solution
        self.difficulty = difficulty
        board = givens
        notes = [UInt16](repeating: 0, count: 81)
        flags = [Bool](repeating: false, count: 81)
        mistakes = 0
        cellsFilledByHint = 0
    }

    /// A fresh game on a generated puzzle.
    public init(puzzle: SudokuPuzzle) {
        self.init(givens: puzzle.puzzle, solution: puzzle.solution, difficulty: puzzle.difficulty)
    }

    /// Whether the cell is a clue (locked, drawn as given).
    public func isGiven(_ cell: Int) -> Bool { givens[cell] != 0 }

    /// The digit in a cell (given or entered), 0 when blank.
    public func digit(at cell: Int) -> Int { board[cell] }

    /// Whether the cell holds a digit that differs from the solution (drawn red).
    public func isWrong(_ cell: Int) -> Bool { board[cell] != 0 && board[cell] != solution[cell] }

    /// The pencil-marked digits of a cell, ascending.
    public func noteDigits(at cell: Int) -> [Int] { SudokuLogic.digits(notes[cell]) }

    /// Whether `digit` is pencilled in `cell`.
    public func hasNote(_ digit: Int, at cell: Int) -> Bool { notes[cell] & SudokuLogic.bit(digit) != 0 }

    /// Whether the board is the solution.
    public var isSolved: Bool { board == solution }
}
