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
    /// The rules of a variant grid (X, jigsaw, killer, 4×4, 6×6); nil for classic 9×9, which
    /// keeps the classic engine's fast tables and the saves written before variants were
    /// played in the window (they have no such field). A 4×4 or 6×6 game's grids hold 16 or 36
    /// cells.
    public let shape: SudokuShape?

    /// A fresh game on `givens` (whose solution the caller vouches for), on `shape`'s grid
    /// (nil or `.classic` for classic 9×9).
    public init(givens: SudokuGrid, solution: SudokuGrid, difficulty: SudokuDifficulty?, shape: SudokuShape? = nil) {
        self.givens = givens
        self.solution = solution
        self.difficulty = difficulty
        self.shape = shape == .classic ? nil : shape
        board = givens
        let count = givens.cells.count
        notes = [UInt16](repeating: 0, count: count)
        flags = [Bool](repeating: false, count: count)
        mistakes = 0
        cellsFilledByHint = 0
    }

    /// The grid's rules, classic included: houses, peers, regions and cages for drawing,
    /// highlighting and conflicts.
    public var geometry: SudokuShape { shape ?? .classic }

    /// The grid's side: 4, 6 or 9; digits run 1...size.
    public var size: Int { shape?.size ?? 9 }

    /// The number of cells, `size * size`.
    public var cellCount: Int { size * size }

    /// The rule set the game plays.
    public var variant: SudokuVariant { shape?.variant ?? .classic }

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

    /// Whether the solution is a full grid that keeps the givens and the shape's rules: every
    /// house holds each digit once, every cage adds up to its sum. (Uniqueness is the solver's to
    /// prove.) The grids must already hold `cellCount` cells.
    public var solutionKeepsRules: Bool {
        guard shape != nil else { return solution.isSolution(of: givens) }
        let shape = geometry
        let all = (1 << size) - 1
        for cells in shape.houseCells {
            var seen = 0
            for cell in cells where (1...size).contains(solution[cell]) { seen |= 1 << (solution[cell] - 1) }
            guard seen == all else { return false }
        }
        guard shape.cages.allSatisfy({ cage in cage.cells.reduce(0) { $0 + solution[$1] } == cage.sum }) else {
            return false
        }
        return (0..<cellCount).allSatisfy { givens[$0] == 0 || givens[$0] == solution[$0] }
    }
}

/// A state saves the pencil marks only when some cell has one, and the flags as the list of the
/// flagged cells (`flagged`) only when some cell is flagged: a save holds the game's start and
/// its current state (and the games New game replaced), and 81 `false`s and 81 zeros for each
/// were a quarter of a 500-move Sudoku save. Saves written before keep loading: their `flags`
/// (one Boolean per cell) and `notes` are read as they are.
extension SudokuState {
    private enum CodingKeys: String, CodingKey {
        case givens, solution, difficulty, board, notes, flags, flagged, mistakes, cellsFilledByHint, shape
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        givens = try container.decode(SudokuGrid.self, forKey: .givens)
        solution = try container.decode(SudokuGrid.self, forKey: .solution)
        difficulty = try container.decodeIfPresent(SudokuDifficulty.self, forKey: .difficulty)
        board = try container.decode(SudokuGrid.self, forKey: .board)
        let count = givens.cells.count
        notes = try container.decodeIfPresent([UInt16].self, forKey: .notes) ?? [UInt16](repeating: 0, count: count)
        if let flags = try container.decodeIfPresent([Bool].self, forKey: .flags) {
            self.flags = flags
        } else {
            var flags = [Bool](repeating: false, count: count)
            for cell in try container.decodeIfPresent([Int].self, forKey: .flagged) ?? [] {
                guard flags.indices.contains(cell) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: .flagged, in: container, debugDescription: "flagged cell \(cell) is not on the grid")
                }
                flags[cell] = true
            }
            self.flags = flags
        }
        mistakes = try container.decode(Int.self, forKey: .mistakes)
        cellsFilledByHint = try container.decode(Int.self, forKey: .cellsFilledByHint)
        shape = try container.decodeIfPresent(SudokuShape.self, forKey: .shape)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(givens, forKey: .givens)
        try container.encode(solution, forKey: .solution)
        try container.encodeIfPresent(difficulty, forKey: .difficulty)
        try container.encode(board, forKey: .board)
        if notes.contains(where: { $0 != 0 }) { try container.encode(notes, forKey: .notes) }
        let flagged = flags.indices.filter { flags[$0] }
        if !flagged.isEmpty { try container.encode(flagged, forKey: .flagged) }
        try container.encode(mistakes, forKey: .mistakes)
        try container.encode(cellsFilledByHint, forKey: .cellsFilledByHint)
        try container.encodeIfPresent(shape, forKey: .shape)
    }
}
