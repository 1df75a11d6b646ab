import GameCore

/// `tessera sudoku generate|solve|grade` as pure functions from input text to output lines,
/// so the app only parses flags, prints and picks the exit code.
public enum SudokuCommandLine {
    /// Lines to print and whether any input line failed (exit code 1).
    public struct Output: Equatable, Sendable {
        public var lines: [String]
        public var failed: Bool

        /// The lines joined with newlines, ending in one.
        public var text: String { lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n" }
    }

    /// `count` puzzles of `difficulty` as 81-character lines; puzzle i's seed is the i-th number
    /// drawn from `seed`, so the same flags always print the same puzzles.
    public static func generate(difficulty: SudokuDifficulty, count: Int, seed: UInt64) -> Output {
        var seeds = SeededGenerator(seed: seed)
        let lines = (0..<max(0, count)).map { _ in
            SudokuGenerator.generate(difficulty: difficulty, seed: seeds.next()).puzzle.line
        }
        return Output(lines: lines, failed: false)
    }

    /// One line per puzzle: its solution, or `error: no solution`, `error: multiple solutions`,
    /// `error: line K: <what is wrong>`. Blank input lines are skipped.
    public static func solve(_ input: String) -> Output {
        eachPuzzle(in: input) { grid in
            switch SudokuSolver.solveUnique(grid) {
            case .unique(let solution): return .success(solution.line)
            case .none: return .failure(InputError("no solution"))
            case .multiple: return .failure(InputError("multiple solutions"))
            }
        }
    }

    /// One line per puzzle: the number of solutions, 2 meaning "two or more".
    public static func count(_ input: String) -> Output {
        eachPuzzle(in: input) { .success(String(SudokuSolver.countSolutions($0, limit: 2))) }
    }

    /// One line per puzzle: its level name, or `beyond` when the stepper cannot finish it;
    /// puzzles without exactly one solution are errors.
    public static func grade(_ input: String) -> Output {
        eachPuzzle(in: input) { grid in
            switch SudokuSolver.countSolutions(grid, limit: 2) {
            case 0: return .failure(InputError("no solution"))
            case 1: return .success(SudokuGrader.grade(grid)?.rawValue ?? "beyond")
            default: return .failure(InputError("multiple solutions"))
            }
        }
    }

    private static func eachPuzzle(
        in input: String, _ body: (SudokuGrid) -> Result<String, InputError>
    ) -> Output {
        var output = Output(lines: [], failed: false)
        for (index, line) in input.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard !SudokuGrid.trimmed(String(line)).isEmpty else { continue }
            let result: Result<String, InputError>
            do {
                result = body(try SudokuGrid(parsing: String(line)))
            } catch {
                result = .failure(InputError("line \(index + 1): \(error.message)"))
            }
            switch result {
            case .success(let text):
                output.lines.append(text)
            case .failure(let error):
                output.lines.append("error: \(error.message)")
                output.failed = true
            }
        }
        return output
    }
}
