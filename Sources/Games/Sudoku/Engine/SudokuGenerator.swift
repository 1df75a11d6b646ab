import GameCore

/// A generated puzzle with its solution and the level it was graded at.
public struct SudokuPuzzle: Equatable, Sendable {
    /// The clues, blanks as 0.
    public let puzzle: SudokuGrid
    /// The one solution (kept so the game never has to solve again).
    public let solution: SudokuGrid
    /// The level the stepper graded the puzzle at.
    public let difficulty: SudokuDifficulty

    public init(puzzle: SudokuGrid, solution: SudokuGrid, difficulty: SudokuDifficulty) {
        self.puzzle = puzzle
        self.solution = solution
        self.difficulty = difficulty
    }
}

/// Makes puzzles with exactly one solution, clues in 180°-symmetric pairs (the centre alone)
/// and a guaranteed level: every puzzle returned is one the stepper grades at exactly the level
/// asked for.
///
/// Each attempt draws a random full grid and removes clue pairs in a random order:
/// - `trivial`, `easy`: a pair goes if the level's own deductions (cross-hatching, or all
///   singles, checked by `SudokuSinglesCheck`) still solve the puzzle, which also proves the
///   solution unique. Trivial stops at `trivialClueFloor` clues so the easiest level stays
///   gentle.
/// - `medium`, `hard`, `extreme`: a pair goes if the solution stays unique, giving a minimal
///   puzzle.
/// Puzzles that the next easier level's deductions already solve are then thrown away without
/// grading (for hard and extreme: singles with pointing and claiming, by the solver's
/// propagation). For trivial and easy that settles the grade (see `quickLevelCheck`); the
/// stepper grades the rest, and the attempt succeeds when the grade is the level asked for.
/// Each level above easy is the grade of about 1 minimal puzzle in 8, so a puzzle takes about
/// ten attempts of a fraction of a millisecond each.
public enum SudokuGenerator {
    /// Trivial puzzles keep at least this many clues.
    public static let trivialClueFloor = 34

    /// A puzzle graded exactly `difficulty`; the same seed always gives the same puzzle.
    public static func generate(difficulty: SudokuDifficulty, seed: UInt64) -> SudokuPuzzle {
        var engine = SudokuGeneratorEngine(seed: seed)
        return engine.generate(difficulty)
    }
}

/// The generator's working parts: one random stream and one solver reused across attempts.
package struct SudokuGeneratorEngine {
    private var random: SeededGenerator
    private let search = SudokuSearch()
    /// Draws each attempt's full grid, as the per-cell engine would (see `SudokuRandomGrid`).
    private let grids = SudokuRandomGrid()
    private let singles = SudokuSinglesCheck()
    /// Attempts used by the last `generate` (for tuning and the benchmark).
    private(set) var attempts = 0

    package init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    /// The puzzle `SudokuGenerator.generate(difficulty: level, seed: seed)` gives, on this
    /// engine's buffers (making a puzzle at the cheap levels costs little more than setting up
    /// an engine, so a batch reuses one).
    package mutating func generate(_ level: SudokuDifficulty, seed: UInt64) -> SudokuPuzzle {
        random = SeededGenerator(seed: seed)
        return generate(level)
    }

    package mutating func generate(_ level: SudokuDifficulty) -> SudokuPuzzle {
        attempts = 0
        while true {
            attempts += 1
            let solution = grids.draw(using: &random)
            var order = Array(0...40)
            order.shuffle(using: &random)
            let candidate: [UInt8]?
            switch level {
            case .trivial:
                candidate = reduce(solution, order: order, allSingles: false, floor: SudokuGenerator.trivialClueFloor)
            case .easy: candidate = reduce(solution, order: order, allSingles: true, floor: 0)
            case .medium, .hard, .extreme: candidate = minimal(solution, order: order)
            }
            guard let puzzle = candidate, quickLevelCheck(puzzle, level) else { continue }
            if level <= .easy {
                // Proved already: see `quickLevelCheck`.
                return SudokuPuzzle(
                    puzzle: SudokuGrid(bytes: puzzle), solution: SudokuGrid(bytes: solution), difficulty: level)
            }
            var logic = SudokuLogic(grid: SudokuGrid(bytes: puzzle))
            if logic.solve(upTo: level, engine: search).difficulty == level {
                return SudokuPuzzle(
                    puzzle: SudokuGrid(bytes: puzzle), solution: SudokuGrid(bytes: solution), difficulty: level)
            }
        }
    }

    /// Removes pairs (in `order`) while singles alone still solve the puzzle (every single with
    /// `allSingles`, else the trivial ones: full houses and hidden singles in boxes), keeping at
    /// least `floor` clues. The singles check is left on the puzzle returned.
    private func reduce(_ solution: [UInt8], order: [Int], allSingles: Bool, floor: Int) -> [UInt8] {
        var puzzle = solution
        var clues = 81
        singles.allSingles = allSingles
        singles.start(solution: solution)
        for pair in order {
            let removed = pair == 40 ? 1 : 2
            guard clues - removed >= floor else { continue }
            if singles.stillSolves(removing: pair, 80 - pair) {
                puzzle[pair] = 0
                puzzle[80 - pair] = 0
                clues -= removed
            }
        }
        return puzzle
    }

    /// Removes pairs (in `order`) while the solution stays unique.
    private func minimal(_ solution: [UInt8], order: [Int]) -> [UInt8] {
        var puzzle = solution
        for pair in order {
            puzzle[pair] = 0
            puzzle[80 - pair] = 0
            if Self.refillsBySingles(&puzzle, pair, 80 - pair, solution) { continue }
            if search.hasOtherSolution(puzzle, solution: solution, differingAt: pair, or: 80 - pair) {
                puzzle[pair] = solution[pair]
                puzzle[80 - pair] = solution[80 - pair]
            }
        }
        return puzzle
    }

    /// True when the two cells just emptied in `puzzle` (which had one solution with them filled)
    /// come back as naked singles, one after the other: then the puzzle still has one solution,
    /// and the solver need not be asked. Most early removals are decided here; the answer is
    /// the solver's, so the puzzles generated from a seed do not change. `puzzle` is left as
    /// it was given.
    package static func refillsBySingles(_ puzzle: inout [UInt8], _ a: Int, _ b: Int, _ solution: [UInt8]) -> Bool {
        func isNakedSingle(_ cell: Int) -> Bool {
            var seen: UInt16 = 0
            let base = cell &* 20
            for i in 0..<20 { seen |= 1 &<< UInt16(puzzle[Int(SudokuGeometry.peers[base &+ i])]) }
            return (seen & 0x3FE).nonzeroBitCount == 8
        }
        func refills(_ first: Int, then second: Int) -> Bool {
            guard isNakedSingle(first) else { return false }
            puzzle[first] = solution[first]
            defer { puzzle[first] = 0 }
            return isNakedSingle(second)
        }
        if a == b { return isNakedSingle(a) }
        return refills(a, then: b) || refills(b, then: a)
    }

    /// Rejects, without the stepper, puzzles the next easier level's deductions already solve.
    ///
    /// For `trivial` and `easy` this settles the grade: the stepper applies every single of the
    /// level, and the set of cells singles fill does not depend on their order, so it finishes a
    /// puzzle that `reduce` left solvable by them; an easy puzzle that the trivial singles do not
    /// finish needs at least one easy step, whichever the stepper picks.
    private func quickLevelCheck(_ puzzle: [UInt8], _ level: SudokuDifficulty) -> Bool {
        switch level {
        case .trivial: return true
        case .easy:
            // The singles check still holds the puzzle `reduce` left.
            singles.allSingles = false
            return !singles.solves()
        case .medium: return !search.solves(puzzle, with: .singles)
        case .hard, .extreme: return !search.solves(puzzle, with: .full)
        }
    }
}
