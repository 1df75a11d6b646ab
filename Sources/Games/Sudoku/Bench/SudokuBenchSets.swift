import Foundation
import GameKit
import SudokuEngine

/// The puzzle sets the solver is measured on, the same in `tessera-dev bench`, in
/// `benchmarks/compare-sudoku.sh` and beside other solvers, so that every figure is over the
/// same work:
/// - `hard`: the engine's hard puzzles (`SudokuHardPuzzles`), 23 puzzles hard for machines;
/// - `top1465`: Guenter Stertenbrink's "magictour top1465" list, the usual test of solvers on
///   hard puzzles (1,465 puzzles). Its terms of use are unknown, so the repository does not
///   carry it: it is measured only where a developer put it into `benchmarks/data` (see the
///   folder's README), and every test uses the bundled sets instead;
/// - `expert`, `easy`: 1,000 puzzles each generated once by Debian's `qqwing`
///   (`qqwing --generate 1000 --difficulty expert|easy --one-line`) and kept, so runs repeat.
/// The last three are read from `benchmarks/data/*.txt` when the benchmark runs: no binary
/// carries them, least of all the player's.
public enum SudokuBenchSets: String, CaseIterable, Sendable {
    case hard, top1465, expert, easy

    /// The sets the repository carries (`benchmarks/data/README.md` says where each comes from
    /// and under what terms); the tests use these alone.
    public static let bundled: [SudokuBenchSets] = [.hard, .expert, .easy]

    /// The set's puzzles, one 81-character line each ('.' for a blank), its file read from
    /// `dataDirectory` (`benchmarks/data`).
    public func lines(in dataDirectory: String) throws(CLIFailure) -> [String] {
        guard let fileName else { return SudokuHardPuzzles.lines }
        let path = "\(dataDirectory)/\(fileName)"
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            if !Self.bundled.contains(self) {
                throw CLIFailure(
                    "the \(rawValue) puzzle set is not bundled (its terms of use are unknown): put it at \(path) "
                        + "to measure it (benchmarks/data/README.md)")
            }
            throw CLIFailure("cannot read the \(rawValue) puzzle set at \(path)")
        }
        return text.split(separator: "\n").map(String.init)
    }

    /// The set as the command line reads it: the lines joined, each ending in a newline.
    public func text(in dataDirectory: String) throws(CLIFailure) -> String {
        try lines(in: dataDirectory).map { $0 + "\n" }.joined()
    }

    /// `benchmarks/data` of the checkout this file was compiled in, where the tests read the sets.
    package static let checkoutData: String = {
        // Sources/Games/Sudoku/Bench/<this file> → the package.
        var folder = URL(fileURLWithPath: #filePath)
        for _ in 0..<5 { folder = folder.deletingLastPathComponent() }
        return folder.appendingPathComponent("benchmarks/data").path
    }()

    /// The set's puzzles from the checkout (the tests' shorthand); stops when they are missing.
    package var lines: [String] {
        do { return try lines(in: Self.checkoutData) } catch { fatalError(error.message) }
    }

    /// The set's text from the checkout (the tests' shorthand).
    package var text: String { lines.map { $0 + "\n" }.joined() }

    /// The file under `benchmarks/data` the set comes from (nil for the engine's hard set).
    public var fileName: String? {
        switch self {
        case .hard: return nil
        case .top1465: return "top1465.txt"
        case .expert: return "qqwing-expert.txt"
        case .easy: return "qqwing-easy.txt"
        }
    }
}
