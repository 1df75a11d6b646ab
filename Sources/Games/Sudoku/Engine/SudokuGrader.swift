import GameCore

/// What solving a puzzle by the stepper took.
public struct SudokuRating: Equatable, Sendable {
    /// The level of the hardest technique used; nil when the stepper got stuck ("beyond").
    public let difficulty: SudokuDifficulty?
    /// The hardest technique used (nil when nothing was needed).
    public let hardest: SudokuTechnique?
    /// Whether the stepper finished the grid.
    public let solved: Bool
}

/// Grades puzzles by running the stepper simplest-technique-first to the end.
public enum SudokuGrader {
    /// The puzzle's level, or nil ("beyond") when even forcing chains cannot finish it: it needs
    /// guessing, or has no or several solutions.
    public static func grade(_ grid: SudokuGrid) -> SudokuDifficulty? {
        rate(grid).difficulty
    }

    /// The full rating; with `level` below `.extreme` the stepper stops trying harder techniques
    /// (a cheap "is it solvable at this level?" test).
    public static func rate(_ grid: SudokuGrid, upTo level: SudokuDifficulty = .extreme) -> SudokuRating {
        var logic = SudokuLogic(grid: grid)
        return logic.solve(upTo: level)
    }
}

extension SudokuLogic {
    /// Runs the stepper to the end (or until stuck) and reports what it took.
    ///
    /// Singles are applied in bulk by the solver's propagation: the closure of a set of singles
    /// is the same whatever order they are applied in, so this reaches exactly the positions the
    /// one-step-at-a-time stepper reaches before it has to try anything harder. Whenever the
    /// cheaper singles run out, the stepper proper picks the next (simplest) step.
    package mutating func solve(upTo level: SudokuDifficulty, engine: SudokuSearch = SudokuSearch()) -> SudokuRating {
        var hardest: SudokuTechnique?
        func note(_ technique: SudokuTechnique) {
            if hardest.map({ technique > $0 }) ?? true { hardest = technique }
        }
        while true {
            let before = values
            guard engine.close(values: &values, cands: &cands, with: .fullHouses) else { break }
            if values != before { note(.fullHouse) }
            let afterFullHouses = values
            guard engine.close(values: &values, cands: &cands, with: .trivial) else { break }
            if values != afterFullHouses { note(.hiddenSingleInBox) }
            if isSolved { break }
            guard let step = nextStep(upTo: level) else { break }
            apply(step)
            note(step.technique)
        }
        let solved = isSolved
        let difficulty = solved ? (hardest?.level ?? .trivial) : nil
        return SudokuRating(difficulty: difficulty, hardest: hardest, solved: solved)
    }

    /// The same rating by the plain stepper, one step at a time (the reference the bulk version
    /// is tested against).
    package mutating func solveStepByStep(upTo level: SudokuDifficulty) -> SudokuRating {
        var hardest: SudokuTechnique?
        while !isSolved, let step = nextStep(upTo: level) {
            apply(step)
            if hardest.map({ step.technique > $0 }) ?? true { hardest = step.technique }
        }
        let solved = isSolved
        return SudokuRating(difficulty: solved ? (hardest?.level ?? .trivial) : nil, hardest: hardest, solved: solved)
    }
}
