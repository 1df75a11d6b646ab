import ArgumentParser
import Testing

@testable import App
@testable import SudokuFeature

/// The command line's start-up shortcuts answer exactly what the parser would.
struct CLIStartTests {
    /// Lines the window's fast path takes: each gives the same start as the parser's `play`.
    static let windowStarts: [[String]] = [
        [], ["play"], ["--gpu"], ["play", "--exit-after-first-frame"], ["--software", "--gpu"],
        ["play", "--gpu", "--software", "--exit-after-first-frame"], ["--exit-after-first-frame", "--software"],
    ]

    /// Lines it leaves to the parser: a game, an option with a value, help, version, a repeat,
    /// `play` out of place, another command, a mistake.
    static let parserLines: [[String]] = [
        ["sudoku"], ["play", "sudoku"], ["play", "--seed", "1"], ["--font", "x.ttf"], ["--help"], ["--version"],
        ["play", "--help"], ["--gpu", "--gpu"], ["--gpu", "play"], ["play", "play"], ["--list-games"],
        ["sudoku", "generate", "--help"], ["help"], ["--gpux"], ["-h"], [""],
    ]

    @Test(arguments: windowStarts)
    func windowStartMatchesTheParser(_ arguments: [String]) throws {
        let parsed = try #require(try TesseraCommand.parseAsRoot(arguments) as? PlayCommand)
        #expect(TesseraCommand.windowStart(for: arguments) == parsed.windowStart)
        #expect(TesseraCommand.direct(arguments) != nil)
    }

    @Test(arguments: parserLines)
    func otherLinesGoToTheParser(_ arguments: [String]) {
        #expect(TesseraCommand.windowStart(for: arguments) == nil)
        #expect(TesseraCommand.direct(arguments) == nil)
    }

    /// Plain `sudoku generate` lines, which the engine's fast path takes (`GameDescriptor.direct`):
    /// defaults, every option, the extremes of each value, a variant, a zero-padded count.
    static let generateLines: [[String]] = [
        ["sudoku", "generate"], ["sudoku", "generate", "--difficulty", "trivial", "--count", "200", "--seed", "1"],
        ["sudoku", "generate", "--seed", "18446744073709551615", "--difficulty", "extreme"],
        ["sudoku", "generate", "--count", "100000", "--seed", "0"], ["sudoku", "generate", "--count", "007"],
        ["sudoku", "generate", "--variant", "x", "--difficulty", "easy", "--count", "3"],
        ["sudoku", "generate", "--variant", "classic", "--difficulty", "hard"],
    ]

    /// `sudoku` lines left to the parser: help, every kind of mistake (its messages stay its own),
    /// and the forms it reads that the fast path does not (`--count=5`, a signed number, an option
    /// repeated).
    static let generateParserLines: [[String]] = [
        ["sudoku"], ["sudoku", "generate", "--help"], ["sudoku", "generate", "-h"], ["sudoku", "help", "generate"],
        ["sudoku", "generate", "--count", "0"], ["sudoku", "generate", "--count", "100001"],
        ["sudoku", "generate", "--count", "+5"], ["sudoku", "generate", "--count=5"],
        ["sudoku", "generate", "--count", " 5"], ["sudoku", "generate", "--count", "99999999999999999999"],
        ["sudoku", "generate", "--seed", "-1"], ["sudoku", "generate", "--seed", "18446744073709551616"],
        ["sudoku", "generate", "--seed", ""], ["sudoku", "generate", "--difficulty", "Hard"],
        ["sudoku", "generate", "--difficulty"], ["sudoku", "generate", "--count", "2", "--count", "3"],
        ["sudoku", "generate", "--variant", "4x4", "--difficulty", "extreme"],
        ["sudoku", "generate", "--variant", "mini4"], ["sudoku", "generate", "--bogus", "1"],
        ["sudoku", "generate", "extra"], ["sudoku", "generate", "--count", "2", "extra"], ["sudoku", "solve"],
        ["sudoku", "generate", "--difficulty", "--count"], ["Sudoku", "generate"], ["play", "sudoku", "generate"],
    ]

    @Test(arguments: generateLines)
    func generateMatchesTheParser(_ arguments: [String]) throws {
        let parsed = try #require(try TesseraCommand.parseAsRoot(arguments) as? SudokuCommand.Generate)
        #expect(SudokuCommand.directGenerate(Array(arguments.dropFirst())) == parsed.request)
        #expect(TesseraCommand.direct(arguments) != nil)
    }

    @Test(arguments: generateParserLines)
    func otherSudokuLinesGoToTheParser(_ arguments: [String]) {
        #expect(TesseraCommand.direct(arguments) == nil)
        if arguments.first == "sudoku" { #expect(SudokuCommand.directGenerate(Array(arguments.dropFirst())) == nil) }
    }

    /// Every command names itself: a command without a name is named by the parser from its
    /// type's description (`String(describing:)`), at every start, for every command in the tree:
    /// about 1.2M instructions of the Swift runtime's conformance lookups a command.
    @Test func everyCommandNamesItself() {
        var unnamed: [String] = []
        var pending: [any ParsableCommand.Type] = [TesseraCommand.self]
        while let command = pending.popLast() {
            if command.configuration.commandName == nil { unnamed.append(String(describing: command)) }
            pending += command.configuration.subcommands
        }
        #expect(unnamed.isEmpty, "commands without a commandName: \(unnamed)")
    }
}
