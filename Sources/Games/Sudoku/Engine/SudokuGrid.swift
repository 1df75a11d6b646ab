import GameCore

/// A 9×9 board of digits (0 = blank), the currency between the parser, solver, stepper,
/// generator and game. A value type so that puzzles, solutions and positions compare and
/// copy freely; it encodes as the common 81-character line so saved games stay readable.
public struct SudokuGrid: Hashable, Sendable {
    /// Row-major digits, 0 for a blank.
    public private(set) var cells: [UInt8]

    /// An empty board (every cell blank).
    public init() {
        cells = [UInt8](repeating: 0, count: 81)
    }

    /// A board from 81 row-major digits (0 for blank); anything else is a programming error.
    public init(cells: [Int]) {
        precondition(cells.count == 81 && cells.allSatisfy { (0...9).contains($0) }, "81 digits 0...9 expected")
        self.cells = cells.map { UInt8($0) }
    }

    package init(bytes: [UInt8]) {
        cells = bytes
    }

    /// Reads the common one-line format: 81 characters, digits 1–9 and `.` or `0` for a blank,
    /// surrounding whitespace ignored. Players paste these, so errors say what and where.
    public init(parsing text: String) throws(InputError) {
        try self.init(parsing: text, counts: [81])
    }

    /// The one-line format for any of the grid sizes in `counts` (16, 36, 81 cells).
    package init(parsing text: String, counts: [Int]) throws(InputError) {
        let trimmed = Self.trimmed(text)
        var digits: [UInt8] = []
        digits.reserveCapacity(81)
        var position = 0
        for character in trimmed {
            position += 1
            switch character {
            case ".", "0": digits.append(0)
            // A digit with a combining mark sorts between "1" and "9" but is no ASCII digit.
            case "1"..."9" where character.isASCII: digits.append(UInt8(character.asciiValue! - 48))
            default: throw InputError("bad character '\(character)' at position \(position)")
            }
        }
        guard counts.contains(digits.count) else {
            throw InputError("expected \(counts.count == 1 ? "81" : "16, 36 or 81") characters, got \(digits.count)")
        }
        cells = digits
    }

    /// The digit in a cell (0...80, row-major), 0 when blank.
    public subscript(cell: Int) -> Int {
        get { Int(cells[cell]) }
        set {
            precondition((0...9).contains(newValue), "digit 0...9 expected")
            cells[cell] = UInt8(newValue)
        }
    }

    /// The digit at a row and column (both 0...8).
    public subscript(row: Int, column: Int) -> Int {
        get { self[row * 9 + column] }
        set { self[row * 9 + column] = newValue }
    }

    /// The common one-line format with `.` for blanks, for export and the command line.
    public var line: String {
        String(decoding: cells.map { $0 == 0 ? UInt8(ascii: ".") : $0 + 48 }, as: UTF8.self)
    }

    /// How many cells hold a digit.
    public var clueCount: Int { cells.reduce(0) { $0 + ($1 == 0 ? 0 : 1) } }

    /// Whether no cell is blank (says nothing about validity).
    public var isFull: Bool { !cells.contains(0) }

    /// Whether the blanks pair up under 180° rotation, the classic look of a published puzzle.
    public var isSymmetric: Bool {
        (0..<81).allSatisfy { (cells[$0] == 0) == (cells[SudokuGeometry.mirror($0)] == 0) }
    }

    /// Whether the filled cells break no rule (no digit twice in a row, column or box).
    public var isConsistent: Bool {
        for house in 0..<27 {
            var seen: UInt16 = 0
            for k in 0..<9 {
                let digit = cells[Int(SudokuGeometry.houseCells[house * 9 + k])]
                guard digit != 0 else { continue }
                let bit: UInt16 = 1 << (digit - 1)
                if seen & bit != 0 { return false }
                seen |= bit
            }
        }
        return true
    }

    /// Whether this is a complete, valid solution that keeps every digit of `puzzle`.
    public func isSolution(of puzzle: SudokuGrid) -> Bool {
        isFull && isConsistent && (0..<81).allSatisfy { puzzle.cells[$0] == 0 || puzzle.cells[$0] == cells[$0] }
    }
}

extension SudokuGrid: CustomStringConvertible {
    public var description: String { line }
}

extension SudokuGrid: Codable {
    /// A saved grid is the one-line format: 81 cells, or 16 or 36 for a 4×4 or 6×6 game (whose
    /// state checks that no digit is larger than its side).
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do {
            try self.init(parsing: text, counts: [16, 36, 81])
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: error.message))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(line)
    }
}

extension SudokuGrid {
    /// `text` without leading and trailing spaces, tabs and line breaks (no Foundation needed).
    package static func trimmed(_ text: String) -> Substring {
        var slice = Substring(text)
        while let first = slice.first, first.isWhitespace { slice.removeFirst() }
        while let last = slice.last, last.isWhitespace { slice.removeLast() }
        return slice
    }
}

extension SudokuGrid {
    /// Reads a puzzle pasted in any common form: the 81-character line (`.`, `0`, `-`, `_`, `*`
    /// or `x` for blanks), the same with spaces, commas or line breaks between cells, or a
    /// 9-line grid, with or without box rules (`|`, `+`, lines of `-` or `=`), where a line of
    /// nine characters may also use spaces for blanks. The error says what was found and what a
    /// puzzle needs.
    public init(pasted text: String) throws(InputError) {
        let lines = text.split(whereSeparator: \.isNewline).map(String.init).filter { line in
            // Box rules between bands ("------+-------+------") carry no cells.
            !line.allSatisfy { $0.isWhitespace || "-=+|".contains($0) }
        }
        func cell(_ character: Character) -> UInt8?? {
            switch character {
            case "1"..."9" where character.isASCII: return .some(UInt8(character.asciiValue! - 48))
            case ".", "0", "-", "_", "*", "x", "X": return .some(0)
            case "|", "+", ",", ";": return .some(nil)
            default: return character.isWhitespace ? .some(nil) : nil
            }
        }
        var cells: [UInt8] = []
        for (row, line) in lines.enumerated() {
            for (column, character) in line.enumerated() {
                guard let value = cell(character) else {
                    let place = lines.count > 1 ? "line \(row + 1), column \(column + 1)" : "position \(column + 1)"
                    throw InputError(
                        "'\(character)' at \(place) is not a cell (1–9, or . or 0 for a blank)")
                }
                if let value { cells.append(value) }
            }
        }
        if cells.count == 81 {
            self.cells = cells
            return
        }
        // Nine lines of up to nine characters: spaces stand for blanks.
        let rows = lines.map { $0.filter { !"|+".contains($0) } }
        if rows.count == 9, rows.allSatisfy({ $0.count <= 9 }) {
            self.cells = rows.flatMap { row in
                (Array(row) + Array(repeating: " ", count: 9 - row.count)).map { cell($0).flatMap { $0 } ?? 0 }
            }
            return
        }
        throw InputError(
            "found \(cells.count) cells; a puzzle has 81 (1–9, and . or 0 for blanks), in one line or nine")
    }
}
