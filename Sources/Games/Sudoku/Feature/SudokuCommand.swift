import ArgumentParser
import GameKit
import SudokuEngine

extension SudokuDifficulty: ExpressibleByArgument {}

/// The engine on the command line: `tessera sudoku …`.
public struct SudokuCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "sudoku", abstract: "The Sudoku engine on the command line.",
        subcommands: [Generate.self, Solve.self, Grade.self, HardSet.self])

    public init() {}

    /// Prints what the engine answered and exits 1 when any line failed.
    static func emit(_ output: SudokuCommandLine.Output) throws {
        try Output.print(output.text, terminator: "")
        if output.failed { throw ExitCode(1) }
    }

    struct Generate: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print puzzles with exactly one solution, 81 characters a line, '.' for a blank.")

        @Option(help: "trivial, easy, medium, hard or extreme.")
        var difficulty: SudokuDifficulty = .medium

        @Option(help: "How many puzzles.")
        var count: Int = 1

        @Option(help: "Seed; the same seed prints the same puzzles.")
        var seed: UInt64 = 1

        func validate() throws {
            guard (1...100_000).contains(count) else { throw ValidationError("--count must be 1 to 100000") }
        }

        func run() throws {
            try SudokuCommand.emit(SudokuCommandLine.generate(difficulty: difficulty, count: count, seed: seed))
        }
    }

    struct Solve: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Solve puzzles read one per line from standard input ('.' or '0' for a blank).",
            discussion: "Prints each solution, or 'error: no solution', 'error: multiple solutions' or "
                + "'error: line K: …' for that line; exits 1 when any line failed.")

        @Flag(help: "Print the number of solutions instead (2 meaning two or more).")
        var count = false

        @OptionGroup var jobs: Jobs

        func run() throws {
            try SudokuStream(mode: count ? .count : .solve, jobs: jobs.resolved).run()
        }
    }

    /// `--jobs N`: how many threads answer a batch of lines (answers stay in input order).
    struct Jobs: ParsableArguments {
        @Option(help: "Threads solving at once, 1 to 256 (default: the cores available); answers keep the input order.")
        var jobs: Int?

        func validate() throws {
            if let jobs, !(1...256).contains(jobs) { throw ValidationError("--jobs must be 1 to 256") }
        }

        var resolved: Int { jobs ?? SudokuStream.availableCores }
    }

    struct Grade: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print the level of each puzzle read from standard input, or 'beyond' when logic alone "
                + "cannot finish it.")

        @OptionGroup var jobs: Jobs

        func run() throws {
            try SudokuStream(mode: .grade, jobs: jobs.resolved).run()
        }
    }

    /// The embedded hard set, one 81-character puzzle a line (`benchmarks/compare-sudoku.sh` feeds it
    /// to qqwing and to `tessera sudoku solve`).
    struct HardSet: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "hard-set", abstract: "Print the benchmark's hard puzzles.", shouldDisplay: false)

        func run() throws {
            try Output.print(SudokuHardPuzzles.lines.joined(separator: "\n"))
        }
    }
}
