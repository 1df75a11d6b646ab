/// The puzzle sets the solver is measured on, the same in `tessera bench`, in
/// `benchmarks/compare-sudoku.sh` and beside other solvers, so that every figure is over the
/// same work:
/// - `hard`: the embedded hard puzzles (`SudokuHardPuzzles`), 23 puzzles hard for machines;
/// - `top1465`: Guenter Stertenbrink's public "magictour top1465" list, the usual test of
///   solvers on hard puzzles (1,465 puzzles);
/// - `expert`, `easy`: 1,000 puzzles each generated once by Debian's `qqwing`
///   (`qqwing --generate 1000 --difficulty expert|easy --one-line`) and kept, so runs repeat.
/// The last three live in `benchmarks/data/*.txt` and are embedded by `benchmarks/data/embed.sh`
/// (a test checks the copies agree), so a fresh clone or an installed binary needs no files.
public enum SudokuBenchSets: String, CaseIterable, Sendable {
    case hard, top1465, expert, easy

    /// The set's puzzles, one 81-character line each ('.' for a blank).
    public var lines: [String] {
        switch self {
        case .hard: return SudokuHardPuzzles.lines
        case .top1465: return Self.split(Self.top1465Text)
        case .expert: return Self.split(Self.expertText)
        case .easy: return Self.split(Self.easyText)
        }
    }

    /// The set as the command line reads it: the lines joined, each ending in a newline.
    public var text: String { lines.map { $0 + "\n" }.joined() }

    /// The file under `benchmarks/data` the set comes from (nil for the embedded hard set).
    public var fileName: String? {
        switch self {
        case .hard: return nil
        case .top1465: return "top1465.txt"
        case .expert: return "qqwing-expert.txt"
        case .easy: return "qqwing-easy.txt"
        }
    }

    private static func split(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init)
    }
}
