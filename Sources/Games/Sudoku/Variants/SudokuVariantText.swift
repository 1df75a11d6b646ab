import GameCore
import SudokuEngine

/// The one-line text form of a variant puzzle, for the command line and for copying:
/// - classic, X, 4×4, 6×6: the n² cells in reading order, 1–n for a given, `.` or `0` for a
///   blank (`4x4`: 16 characters, `6x6`: 36, the others 81);
/// - jigsaw: the 81 cells, `:`, then the region of every cell as a letter `A`–`I`;
/// - killer: the cage of every cell as a letter (`a`–`z`, then `A`–`Z`; a cage's letter is its
///   place in the sum list), `:`, the cage sums in letter order separated by commas, and, only
///   when there are givens, `:` and the 81 cells.
///
/// For example a killer line starts `aabbc…:3,15,…`. Parse errors say the column (1-based)
/// where the line goes wrong.
public enum SudokuVariantText {
    static let cageLetters: [Character] = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")

    /// The line for `cells` (0 for a blank) on `shape`.
    public static func line(_ cells: [UInt8], shape: SudokuShape) -> String {
        let digits = String(cells.map { $0 == 0 ? "." : Character(String($0)) })
        switch shape.variant {
        case .jigsaw:
            return digits + ":" + String(shape.regions.map { Character(UnicodeScalar(UInt8(65 + $0))) })
        case .killer:
            let letters = String((0..<shape.cellCount).map { cageLetters[shape.cageIndex[$0] ?? 0] })
            let sums = shape.cages.map { String($0.sum) }.joined(separator: ",")
            return letters + ":" + sums + (cells.contains { $0 != 0 } ? ":" + digits : "")
        default:
            return digits
        }
    }

    /// A generated puzzle's line.
    public static func line(_ puzzle: SudokuVariantPuzzle) -> String { line(puzzle.puzzle, shape: puzzle.shape) }

    /// The shape and cells a line of `variant` describes; throws an `InputError` naming the
    /// column where it goes wrong, or what is wrong with the shape.
    public static func parse(_ text: String, variant: SudokuVariant) throws -> (shape: SudokuShape, cells: [UInt8]) {
        let line = Array(text.trimmingSpaces)
        let parts = line.split(separator: ":", omittingEmptySubsequences: false).map(Array.init)
        let size = variant.size
        let count = size * size
        func expect(_ wanted: Int, _ what: String) throws {
            guard parts.count == wanted else {
                throw InputError("a \(variant.rawValue) line is \(what), found \(parts.count - 1) ':'")
            }
        }
        switch variant {
        case .classic, .x, .mini4, .mini6:
            try expect(1, "\(count) cells without ':'")
            let cells = try digits(parts[0], size: size, offset: 0)
            return (variant.fixedShape!, cells)
        case .jigsaw:
            try expect(2, "81 cells, ':' and 81 region letters")
            let cells = try digits(parts[0], size: 9, offset: 0)
            let offset = parts[0].count + 1
            guard parts[1].count == count else { throw InputError("\(parts[1].count) region letters; a grid has 81") }
            var regions: [Int] = []
            for (index, character) in parts[1].enumerated() {
                guard let ascii = character.asciiValue, (65...73).contains(ascii) else {
                    throw InputError("column \(offset + index + 1): '\(character)' is not a region letter A–I")
                }
                regions.append(Int(ascii) - 65)
            }
            return (try SudokuShape(size: 9, regions: regions), cells)
        case .killer:
            guard parts.count == 2 || parts.count == 3 else {
                throw InputError(
                    "a killer line is 81 cage letters, ':', the sums, and ':' with 81 cells if any are given")
            }
            guard parts[0].count == count else { throw InputError("\(parts[0].count) cage letters; a grid has 81") }
            var cageCells: [[Int]] = []
            for (cell, character) in parts[0].enumerated() {
                guard let letter = cageLetters.firstIndex(of: character) else {
                    throw InputError("column \(cell + 1): '\(character)' is not a cage letter a–z, A–Z")
                }
                while cageCells.count <= letter { cageCells.append([]) }
                cageCells[letter].append(cell)
            }
            if let empty = cageCells.firstIndex(where: \.isEmpty) {
                throw InputError("cage '\(cageLetters[empty])' has no cells, but later letters do")
            }
            let sumText = String(parts[1])
            let sums = sumText.split(separator: ",", omittingEmptySubsequences: false)
            guard sums.count == cageCells.count else {
                throw InputError("\(sums.count) sums for \(cageCells.count) cages")
            }
            var cages: [SudokuCage] = []
            var column = count + 2
            for (index, sum) in sums.enumerated() {
                guard let value = Int(sum), value > 0 else {
                    throw InputError("column \(column): '\(sum)' is not a cage sum")
                }
                cages.append(SudokuCage(cells: cageCells[index], sum: value))
                column += sum.count + 1
            }
            let cells =
                parts.count == 3
                ? try digits(parts[2], size: 9, offset: count + parts[1].count + 2)
                : [UInt8](repeating: 0, count: count)
            return (try SudokuShape(size: 9, regions: SudokuShape.boxRegions(9), cages: cages), cells)
        }
    }

    /// The cells of a digit string: 1–size, `.` or `0` for a blank.
    private static func digits(_ text: [Character], size: Int, offset: Int) throws -> [UInt8] {
        var cells: [UInt8] = []
        for (index, character) in text.enumerated() {
            if character == "." || character == "0" {
                cells.append(0)
            } else if let value = character.wholeNumberValue, character.isASCII, (1...size).contains(value) {
                cells.append(UInt8(value))
            } else {
                throw InputError("column \(offset + index + 1): '\(character)' is not a cell (1–\(size), or . or 0)")
            }
        }
        guard cells.count == size * size else {
            throw InputError("\(cells.count) cells; a \(size)×\(size) grid has \(size * size)")
        }
        return cells
    }
}

extension String {
    /// Without leading and trailing spaces, tabs and carriage returns.
    fileprivate var trimmingSpaces: Substring {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let first = firstIndex(where: { !blank($0) }), let last = lastIndex(where: { !blank($0) }) else {
            return ""
        }
        return self[first...last]
    }
}
