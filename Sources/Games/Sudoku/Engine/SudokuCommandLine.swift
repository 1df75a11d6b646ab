import GameCore

/// `tessera sudoku generate|solve|grade` as pure functions from input text to output lines,
/// so the app only parses flags, prints and picks the exit code.
public enum SudokuCommandLine {
    /// Lines to print and whether any input line failed (exit code 1).
    public struct Output: Equatable, Sendable {
        public var lines: [String]
        public var failed: Bool

        public init(lines: [String], failed: Bool) {
            self.lines = lines
            self.failed = failed
        }

        /// The lines joined with newlines, ending in one.
        public var text: String { lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n" }
    }

    /// `count` puzzles of `difficulty` as 81-character lines; puzzle i's seed is the i-th number
    /// drawn from `seed`, so the same flags always print the same puzzles.
    public static func generate(difficulty: SudokuDifficulty, count: Int, seed: UInt64) -> Output {
        var seeds = SeededGenerator(seed: seed)
        var engine = SudokuGeneratorEngine(seed: 0)
        let lines = (0..<max(0, count)).map { _ in
            engine.generate(difficulty, seed: seeds.next()).puzzle.line
        }
        return Output(lines: lines, failed: false)
    }

    /// What to answer for each puzzle line.
    public enum Mode: Sendable {
        /// The solution, or `error: no solution` / `error: multiple solutions`.
        case solve
        /// The number of solutions, 2 meaning "two or more".
        case count
        /// The level name, or `beyond` when the stepper cannot finish it.
        case grade
    }

    /// The answer to input line number `number` (1-based), and whether it is an error; nil for a
    /// blank line. The command line streams its input through this one line at a time.
    public static func answer(_ line: String, number: Int, mode: Mode) -> (text: String, failed: Bool)? {
        guard !SudokuGrid.trimmed(line).isEmpty else { return nil }
        let result: Result<String, InputError>
        do {
            result = respond(to: try SudokuGrid(parsing: line), mode: mode)
        } catch {
            result = .failure(InputError("line \(number): \(error.message)"))
        }
        switch result {
        case .success(let text): return (text, false)
        case .failure(let error): return ("error: \(error.message)", true)
        }
    }

    private static func respond(to grid: SudokuGrid, mode: Mode) -> Result<String, InputError> {
        switch mode {
        case .solve:
            switch SudokuSolver.solveUnique(grid) {
            case .unique(let solution): return .success(solution.line)
            case .none: return .failure(InputError("no solution"))
            case .multiple: return .failure(InputError("multiple solutions"))
            }
        case .count:
            return .success(String(SudokuSolver.countSolutions(grid, limit: 2)))
        case .grade:
            switch SudokuSolver.countSolutions(grid, limit: 2) {
            case 0: return .failure(InputError("no solution"))
            case 1: return .success(SudokuGrader.grade(grid)?.rawValue ?? "beyond")
            default: return .failure(InputError("multiple solutions"))
            }
        }
    }

    /// One line per puzzle of `input`: its solution, or `error: no solution`,
    /// `error: multiple solutions`, `error: line K: <what is wrong>`. Blank lines are skipped.
    public static func solve(_ input: String) -> Output { answers(input, mode: .solve) }

    /// One line per puzzle: the number of solutions, 2 meaning "two or more".
    public static func count(_ input: String) -> Output { answers(input, mode: .count) }

    /// One line per puzzle: its level name, or `beyond` when the stepper cannot finish it;
    /// puzzles without exactly one solution are errors.
    public static func grade(_ input: String) -> Output { answers(input, mode: .grade) }

    private static func answers(_ input: String, mode: Mode) -> Output {
        var output = Output(lines: [], failed: false)
        for (index, line) in input.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let answer = answer(String(line), number: index + 1, mode: mode) else { continue }
            output.lines.append(answer.text)
            output.failed = output.failed || answer.failed
        }
        return output
    }
}
