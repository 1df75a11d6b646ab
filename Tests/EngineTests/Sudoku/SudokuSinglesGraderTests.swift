import Testing

@testable import GameCore
@testable import SudokuEngine

/// A grader written for the tests alone, sharing nothing with `SudokuLogic` or the stepper: it
/// recomputes every cell's candidates from the grid itself and knows singles only. `boxesOnly`
/// limits it to the trivial level's techniques (full houses and hidden singles in boxes);
/// otherwise it also takes hidden singles in rows and columns and naked singles, the easy level.
struct SinglesOnlyGrader {
    static let houses: [[Int]] = {
        let rows = (0..<9).map { r in (0..<9).map { r * 9 + $0 } }
        let columns = (0..<9).map { c in (0..<9).map { $0 * 9 + c } }
        let boxes = (0..<9).map { b in (0..<9).map { ((b / 3) * 3 + $0 / 3) * 9 + (b % 3) * 3 + $0 % 3 } }
        return rows + columns + boxes
    }()
    static let boxHouses = Array(houses[18...])
    static let peers: [Set<Int>] = (0..<81).map { cell in
        Set(houses.filter { $0.contains(cell) }.joined()).subtracting([cell])
    }

    /// The digits `cell` can still take in `cells`.
    static func candidates(_ cells: [Int], _ cell: Int) -> Set<Int> {
        Set(1...9).subtracting(peers[cell].map { cells[$0] })
    }

    /// One placement the allowed singles justify, or nil when they are stuck.
    static func step(_ cells: [Int], boxesOnly: Bool) -> (cell: Int, digit: Int)? {
        for house in houses {
            let open = house.filter { cells[$0] == 0 }
            if open.count == 1, let digit = Set(1...9).subtracting(house.map { cells[$0] }).first {
                return (open[0], digit)
            }
        }
        for house in boxesOnly ? boxHouses : houses {
            let open = house.filter { cells[$0] == 0 }
            for digit in 1...9 where !house.contains(where: { cells[$0] == digit }) {
                let places = open.filter { candidates(cells, $0).contains(digit) }
                if places.count == 1 { return (places[0], digit) }
            }
        }
        guard !boxesOnly else { return nil }
        for cell in 0..<81 where cells[cell] == 0 {
            let options = candidates(cells, cell)
            if options.count == 1, let digit = options.first { return (cell, digit) }
        }
        return nil
    }

    /// The grid as far as singles take it.
    static func solve(_ grid: SudokuGrid, boxesOnly: Bool = false) -> [Int] {
        var cells = (0..<81).map { grid[$0] }
        while let (cell, digit) = step(cells, boxesOnly: boxesOnly) { cells[cell] = digit }
        return cells
    }
}

/// The generator's levels checked against the independent grader above and the plain
/// backtracker of `SudokuSolverCrossCheckTests`, not against `SudokuGrader`, which uses the
/// same `SudokuLogic` the generator chose with.
@Suite struct SudokuSinglesGraderTests {
    /// The grader itself: a known singles puzzle is finished, a known hard one is not.
    @Test func theGraderKnowsSinglesAndNothingMore() {
        let easy = sudokuGrid("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
        let solved = SinglesOnlyGrader.solve(easy)
        #expect(isValidSudokuSolution(SudokuGrid(cells: solved), of: easy))
        let hard = sudokuGrid("8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..")
        #expect(SinglesOnlyGrader.solve(hard).contains(0))
    }

    /// Trivial and easy puzzles are finished by singles alone (trivial ones by full houses and
    /// box singles alone) into the one solution the backtracker finds; medium and harder ones
    /// are not, so no level is easier than it says.
    @Test(arguments: SudokuDifficulty.allCases)
    func levelsAgreeWithAnIndependentSinglesGrader(level: SudokuDifficulty) {
        let count = level <= .easy ? 60 : 20
        for seed in UInt64(500)..<UInt64(500 + count) {
            let generated = SudokuGenerator.generate(difficulty: level, seed: seed)
            let puzzle = generated.puzzle
            let reference = SudokuReferenceSolver.count(puzzle, limit: 2)
            #expect(reference.count == 1, "seed \(seed): \(reference.count) solutions")
            #expect(reference.first == (0..<81).map { generated.solution[$0] }, "seed \(seed)")
            let singles = SinglesOnlyGrader.solve(puzzle)
            let boxes = SinglesOnlyGrader.solve(puzzle, boxesOnly: true)
            switch level {
            case .trivial:
                #expect(boxes == reference.first, "seed \(seed): box singles do not finish \(puzzle.line)")
            case .easy:
                #expect(singles == reference.first, "seed \(seed): singles do not finish \(puzzle.line)")
                #expect(boxes.contains(0), "seed \(seed): trivial, not easy: \(puzzle.line)")
            case .medium, .hard, .extreme:
                #expect(singles.contains(0), "seed \(seed): singles finish a \(level) puzzle: \(puzzle.line)")
            }
        }
    }
}

/// The hint's and the grader's singles and the board's conflict highlight, checked against a
/// plain scan of houses and peers (the reference grader's), on positions taken along the way to
/// the solution of generated puzzles: every cell, every column and every box gets its turn.
@Suite struct SudokuSinglesReferenceTests {
    /// Positions of generated puzzles with a seeded share of their blanks filled in correctly.
    static func positions() -> [(puzzle: SudokuGrid, cells: [Int])] {
        var random = SeededGenerator(seed: 2026)
        var result: [(SudokuGrid, [Int])] = []
        for seed in UInt64(900)..<UInt64(940) {
            let generated = SudokuGenerator.generate(difficulty: seed % 2 == 0 ? .medium : .hard, seed: seed)
            var cells = (0..<81).map { generated.puzzle[$0] }
            let blanks = (0..<81).filter { cells[$0] == 0 }.shuffled(using: &random)
            for (index, cell) in blanks.enumerated() {
                if index % 6 == 0 { result.append((SudokuGrid(cells: cells), cells)) }
                cells[cell] = generated.solution[cell]
            }
        }
        return result
    }

    /// The first cell (in reading order) with one candidate left, as the reference sees it.
    static func firstNakedSingle(_ cells: [Int]) -> (cell: Int, digit: Int)? {
        for cell in 0..<81 where cells[cell] == 0 {
            let options = SinglesOnlyGrader.candidates(cells, cell)
            if options.count == 1, let digit = options.first { return (cell, digit) }
        }
        return nil
    }

    @Test func nakedSinglesAreTheOnesAPlainScanFinds() {
        var found = Set<Int>()
        for (grid, cells) in Self.positions() {
            let step = SudokuLogic(grid: grid).findNakedSingle()
            let reference = Self.firstNakedSingle(cells)
            #expect(step?.placement?.cell == reference?.cell, "\(grid.line)")
            #expect(step?.placement?.digit == reference?.digit, "\(grid.line)")
            if let cell = reference?.cell { found.insert(cell % 9) }
        }
        #expect(found == Set(0..<9), "naked singles were met in columns \(found.sorted()) only")
    }

    /// Conflicts are the cells whose digit another cell of one of their houses repeats; the
    /// placements here put a wrong digit into one cell at a time, so a box-only clash is met too.
    @Test func conflictsAreTheCellsAPlainScanFinds() {
        var clashes = 0
        for (index, (grid, cells)) in Self.positions().enumerated() where index % 3 == 0 {
            for cell in 0..<81 where cells[cell] == 0 {
                var wrong = cells
                wrong[cell] = (index + cell) % 9 + 1
                let board = SudokuState(givens: SudokuGrid(cells: wrong), solution: grid, difficulty: .medium)
                let reference = Set(
                    (0..<81).filter { c in
                        wrong[c] != 0 && SinglesOnlyGrader.peers[c].contains { wrong[$0] == wrong[c] }
                    })
                #expect(SudokuRules.conflicts(in: board) == reference, "\(wrong[cell]) at \(cell) in \(grid.line)")
                clashes += reference.isEmpty ? 0 : 1
            }
        }
        #expect(clashes > 100)
    }
}
