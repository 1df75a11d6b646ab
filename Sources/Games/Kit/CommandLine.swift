import ArgumentParser

/// A failure with the exit code the command line promises (1: a valid question with no
/// answer, such as an unsolvable board; 2: bad input). `main` prints `error: <message>`.
public struct CLIFailure: Error, Equatable {
    public let message: String
    public let code: Int32

    public init(_ message: String, code: Int32 = 2) {
        self.message = message
        self.code = code
    }
}

/// Reads standard input line by line (for solvers fed a file of puzzles).
public func readStandardInputLines() -> [String] {
    var lines: [String] = []
    while let line = readLine(strippingNewline: true) { lines.append(line) }
    return lines
}

/// A command that never opens a window, a font or a printout: the program's start leaves the
/// display libraries (SDL, fontconfig, cairo and what they bring, some fifty in all) unloaded
/// for it, and the installed program then starts in about a millisecond instead of eleven
/// (`DisplayLibraries`). A command marked so that does call into them stops with the dynamic
/// linker's "symbol lookup error" in the installed program: `tests/cli/lazy-libraries.sh` runs
/// every marked command against a build whose libraries are left unloaded.
public protocol DisplayFreeCommand: ParsableCommand {}
