import GameCore
import SudokuEngine

/// `tessera sudoku generate|solve|grade --variant V` for the variants, as pure functions from
/// input text to output lines (the classic variant keeps `SudokuCommandLine`'s faster path).
public enum SudokuVariantCommandLine {
    /// `count` puzzles of `variant` at `difficulty`, one line each in `SudokuVariantText`'s form;
    /// puzzle i's seed is the i-th number drawn from `seed`. Throws when the variant does not
    /// offer the level.
    public static func generate(variant: SudokuVariant, difficulty: SudokuDifficulty, count: Int, seed: UInt64) throws
        -> SudokuCommandLine.Output
    {
        var seeds = SeededGenerator(seed: seed)
        var lines: [String] = []
        for _ in 0..<max(0, count) {
            let puzzle = try SudokuVariantGenerator.generate(
                variant: variant, difficulty: difficulty, seed: seeds.next())
            lines.append(SudokuVariantText.line(puzzle))
        }
        return SudokuCommandLine.Output(lines: lines, failed: false)
    }

    /// The answer to input line `number` (1-based) and whether it is an error; nil for a blank
    /// line. Solutions are printed as the n² digits.
    public static func answer(_ line: String, number: Int, mode: SudokuCommandLine.Mode, variant: SudokuVariant)
        -> (text: String, failed: Bool)?
    {
        guard line.contains(where: { !$0.isWhitespace }) else { return nil }
        let shape: SudokuShape
        let cells: [UInt8]
        do {
            (shape, cells) = try SudokuVariantText.parse(line, variant: variant)
        } catch {
            return ("error: line \(number): \((error as? InputError)?.message ?? "\(error)")", true)
        }
        let solver = SudokuVariantSolver(shape: shape)
        switch mode {
        case .count:
            return (String(solver.countSolutions(cells, limit: 2)), false)
        case .solve, .grade:
            switch solver.solveUnique(cells) {
            case .none: return ("error: no solution", true)
            case .multiple: return ("error: multiple solutions", true)
            case .unique(let solution):
                if mode == .solve { return (solution.map(String.init).joined(), false) }
                return (SudokuVariantGrader.grade(shape: shape, cells: cells)?.rawValue ?? "beyond", false)
            }
        }
    }

    /// One answer line per puzzle line of `input` (blank lines skipped).
    public static func answers(_ input: String, mode: SudokuCommandLine.Mode, variant: SudokuVariant)
        -> SudokuCommandLine.Output
    {
        var output = SudokuCommandLine.Output(lines: [], failed: false)
        for (index, line) in input.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let answer = answer(String(line), number: index + 1, mode: mode, variant: variant) else { continue }
            output.lines.append(answer.text)
            output.failed = output.failed || answer.failed
        }
        return output
    }
}
