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
