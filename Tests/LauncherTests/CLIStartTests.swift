import ArgumentParser
import Testing

@testable import App

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
        ["sudoku", "generate"], ["help"], ["--gpux"], ["-h"], [""],
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
