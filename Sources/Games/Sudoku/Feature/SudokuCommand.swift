import ArgumentParser
import CairoPDF
import GameKit
import Localization
import SudokuEngine
import SudokuVariants

#if canImport(Glibc)
    import Glibc
#endif

extension SudokuDifficulty: ExpressibleByArgument {}
extension PaperSize: ExpressibleByArgument {}
extension SudokuVariant: ExpressibleByArgument {}

/// The engine on the command line: `tessera sudoku …`.
public struct SudokuCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "sudoku", abstract: "The Sudoku engine on the command line.",
        subcommands: [Generate.self, Solve.self, Grade.self, Print.self, HardSet.self])

    public init() {}

    /// The variants' line format, for the subcommands' help.
    static let variantHelp =
        "classic, x, jigsaw, killer, 4x4 or 6x6. A variant puzzle is one line: x, 4x4, 6x6: the cells (16, 36 or 81; "
        + "'.' or '0' for a blank); jigsaw: the 81 cells, ':', a region letter A-I per cell; killer: a cage letter "
        + "per cell (a-z, then A-Z), ':', the cage sums in letter order separated by commas, and ':' with the 81 "
        + "cells when some are given."

    /// Answers every line of standard input for a variant, one at a time, and exits 1 when any
    /// line failed.
    static func answerVariant(_ variant: SudokuVariant, mode: SudokuCommandLine.Mode) throws {
        var number = 0
        var failed = false
        while let line = boundedLine() {
            number += 1
            guard let text = line else {
                try Output.print(
                    "error: line \(number): line longer than \(SudokuLineSolver.maximumLineLength) bytes")
                failed = true
                continue
            }
            guard let answer = SudokuVariantCommandLine.answer(text, number: number, mode: mode, variant: variant)
            else { continue }
            try Output.print(answer.text)
            failed = failed || answer.failed
        }
        if failed { throw ExitCode(1) }
    }

    /// The next line of standard input without its newline: `.some(nil)` for a line longer than
    /// the classic path's limit (read past, never held whole: a line without an end must not
    /// fill the memory), nil at the end of the input.
    private static func boundedLine() -> String?? {
        var bytes: [UInt8] = []
        var tooLong = false
        while true {
            let byte = getchar()
            if byte == EOF {
                if bytes.isEmpty && !tooLong { return nil }
                break
            }
            if byte == 10 { break }
            if bytes.count >= SudokuLineSolver.maximumLineLength {
                tooLong = true
                bytes.removeAll(keepingCapacity: true)
            }
            if !tooLong { bytes.append(UInt8(byte)) }
        }
        if tooLong { return .some(nil) }
        if bytes.last == 13 { bytes.removeLast() }
        return .some(String(decoding: bytes, as: UTF8.self))
    }

    /// Prints what the engine answered and exits 1 when any line failed.
    static func emit(_ output: SudokuCommandLine.Output) throws {
        try Output.print(output.text, terminator: "")
        if output.failed { throw ExitCode(1) }
    }

    struct Generate: DisplayFreeCommand {
        static let configuration = CommandConfiguration(
            commandName: "generate",
            abstract: "Print puzzles with exactly one solution, 81 characters a line, '.' for a blank.",
            discussion: "With --variant, one line per puzzle in the variant's format; the levels offered: "
                + SudokuVariant.allCases.map { "\($0.rawValue): " + $0.levels.map(\.rawValue).joined(separator: ", ") }
                .joined(separator: "; ") + ".")

        @Option(help: "trivial, easy, medium, hard or extreme.")
        var difficulty: SudokuDifficulty = .medium

        @Option(help: ArgumentHelp(SudokuCommand.variantHelp))
        var variant: SudokuVariant = .classic

        @Option(help: "How many puzzles.")
        var count: Int = 1

        @Option(help: "Seed; the same seed prints the same puzzles.")
        var seed: UInt64 = 1

        /// The counts a line may ask for (the parser's `validate` and `direct` alike).
        static let counts = 1...100_000

        func validate() throws {
            guard Self.counts.contains(count) else { throw ValidationError("--count must be 1 to 100000") }
            guard variant.levels.contains(difficulty) else {
                throw ValidationError(
                    "--variant \(variant.rawValue) offers --difficulty "
                        + variant.levels.map(\.rawValue).joined(separator: ", "))
            }
        }

        /// What the line asked for, as `direct` reads it too.
        var request: GenerateRequest {
            GenerateRequest(difficulty: difficulty, variant: variant, count: count, seed: seed)
        }

        func run() throws { try request.run() }
    }

    /// What `tessera sudoku generate` prints: the options after parsing and validation.
    struct GenerateRequest: Equatable {
        var difficulty: SudokuDifficulty = .medium
        var variant: SudokuVariant = .classic
        var count = 1
        var seed: UInt64 = 1

        func run() throws {
            guard variant != .classic else {
                return try SudokuCommand.emit(
                    SudokuCommandLine.generate(difficulty: difficulty, count: count, seed: seed))
            }
            try SudokuCommand.emit(
                SudokuVariantCommandLine.generate(variant: variant, difficulty: difficulty, count: count, seed: seed))
        }
    }

    /// The lines answered without the argument parser (`GameDescriptor.direct`): `generate` with
    /// `--difficulty`, `--variant`, `--count` and `--seed`, each at most once, as separate words
    /// with values the parser would take and `validate` would pass. A process of 200 cheap
    /// puzzles spends about as long starting as generating, and the parser's reflection over the
    /// command tree was a third of the start. Any other line (help, a mistake, `--count=5`, an
    /// option twice, a value out of range) is the parser's, so every message stays its own.
    public static func direct(_ arguments: [String]) -> (() throws -> Void)? {
        directGenerate(arguments).map { request in { try request.run() } }
    }

    /// The request a plain `generate` line makes, or nil when the line is not one (see `direct`).
    static func directGenerate(_ arguments: [String]) -> GenerateRequest? {
        guard arguments.first == "generate", arguments.count % 2 == 1 else { return nil }
        var request = GenerateRequest()
        var seen = Set<String>()
        var index = 1
        while index < arguments.count {
            let name = arguments[index]
            let value = arguments[index + 1]
            index += 2
            guard seen.insert(name).inserted else { return nil }
            switch name {
            case "--difficulty":
                guard let level = SudokuDifficulty(rawValue: value) else { return nil }
                request.difficulty = level
            case "--variant":
                guard let variant = SudokuVariant(rawValue: value) else { return nil }
                request.variant = variant
            case "--count":
                guard let count = digits(value).flatMap({ Int(exactly: $0) }), Generate.counts.contains(count) else {
                    return nil
                }
                request.count = count
            case "--seed":
                guard let seed = digits(value) else { return nil }
                request.seed = seed
            default: return nil
            }
        }
        guard request.variant.levels.contains(request.difficulty) else { return nil }
        return request
    }

    /// A number written in decimal digits alone (no sign, no space) that fits 64 bits.
    private static func digits(_ text: String) -> UInt64? {
        guard !text.isEmpty, text.utf8.allSatisfy({ (48...57).contains($0) }) else { return nil }
        return UInt64(text)
    }

    struct Solve: DisplayFreeCommand {
        static let configuration = CommandConfiguration(
            commandName: "solve",
            abstract: "Solve puzzles read one per line from standard input ('.' or '0' for a blank).",
            discussion: "Prints each solution, or 'error: no solution', 'error: multiple solutions' or "
                + "'error: line K: …' for that line; exits 1 when any line failed.")

        @Flag(help: "Print the number of solutions instead (2 meaning two or more).")
        var count = false

        @Option(help: ArgumentHelp(SudokuCommand.variantHelp))
        var variant: SudokuVariant = .classic

        @OptionGroup var jobs: Jobs

        func run() throws {
            guard variant == .classic else {
                return try SudokuCommand.answerVariant(variant, mode: count ? .count : .solve)
            }
            try SudokuStream(mode: count ? .count : .solve, jobs: jobs.resolved).run()
        }
    }

    struct Print: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "print",
            abstract: "Write puzzles to a PDF to print: 1, 2, 4 or 6 to a page, each with its level and number.",
            discussion: "A printed puzzle plays again with 'tessera play sudoku --difficulty LEVEL --seed NUMBER'. "
                + "With --variant, each board draws its regions, diagonals or cages, and the sheet's foot names the "
                + "command that prints it again.")

        @Option(help: "trivial, easy, medium, hard or extreme.")
        var difficulty: SudokuDifficulty = .medium

        @Option(help: ArgumentHelp(SudokuCommand.variantHelp))
        var variant: SudokuVariant = .classic

        @Option(help: "How many puzzles, 1 to 60 (more than 6 take more pages).")
        var count: Int = 6

        @Option(help: "Seed; the same seed prints the same puzzles (default: from the clock).")
        var seed: UInt64?

        @Option(help: "a4 or letter.")
        var paper: PaperSize = .a4

        @Option(
            name: .shortAndLong, help: "The PDF file to write ('-' for standard output).",
            completion: .file(extensions: ["pdf"]))
        var output: String

        func validate() throws {
            guard SudokuPrintout.counts.contains(count) else { throw ValidationError("--count must be 1 to 60") }
            guard variant.levels.contains(difficulty) else {
                throw ValidationError(
                    "--variant \(variant.rawValue) offers --difficulty "
                        + variant.levels.map(\.rawValue).joined(separator: ", "))
            }
        }

        func run() throws {
            // The sheet speaks the environment's language, as the window does.
            Localization.use(Localization.preferred(installed: Localization.installedLanguages()))
            let seed = seed ?? UInt64(time(nil))
            let bytes: [UInt8]
            do {
                if variant == .classic {
                    bytes = try SudokuPrintout(difficulty: difficulty, count: count, seed: seed).pdf(paper: paper)
                } else {
                    let printout = try SudokuVariantPrintout(
                        variant: variant, difficulty: difficulty, count: count, seed: seed)
                    bytes = try printout.pdf(paper: paper)
                }
            } catch let error as PDFError {
                throw CLIFailure("cannot make the PDF: \(error.message)", code: 1)
            }
            if output == "-" {
                try bytes.withUnsafeBytes { (buffer) throws in
                    try Output.write(buffer, to: STDOUT_FILENO, name: "standard output")
                }
            } else {
                try Output.writeFile(bytes, to: output)
            }
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

    struct Grade: DisplayFreeCommand {
        static let configuration = CommandConfiguration(
            commandName: "grade",
            abstract: "Print the level of each puzzle read from standard input, or 'beyond' when logic alone "
                + "cannot finish it.")

        @Option(help: ArgumentHelp(SudokuCommand.variantHelp))
        var variant: SudokuVariant = .classic

        @OptionGroup var jobs: Jobs

        func run() throws {
            guard variant == .classic else { return try SudokuCommand.answerVariant(variant, mode: .grade) }
            try SudokuStream(mode: .grade, jobs: jobs.resolved).run()
        }
    }

    /// The embedded hard set, one 81-character puzzle a line (`benchmarks/compare-sudoku.sh` feeds it
    /// to qqwing and to `tessera sudoku solve`).
    struct HardSet: DisplayFreeCommand {
        static let configuration = CommandConfiguration(
            commandName: "hard-set", abstract: "Print the benchmark's hard puzzles.", shouldDisplay: false)

        func run() throws {
            try Output.print(SudokuHardPuzzles.lines.joined(separator: "\n"))
        }
    }
}
