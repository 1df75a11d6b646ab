import Testing

@testable import GameCore
@testable import SudokuEngine

/// A pasted puzzle is read in every common form, and anything else is explained.
@Suite struct SudokuPasteTests {
    static let line = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."

    static var rows: [String] { (0..<9).map { String(Array(line)[($0 * 9)..<($0 * 9 + 9)]) } }

    /// A grid drawn with box rules, as puzzle sites print them.
    static var drawnGrid: String {
        var lines: [String] = []
        for (index, row) in rows.enumerated() {
            if index == 3 || index == 6 { lines.append("------+-------+------") }
            let cells: [String] = Array(row).map { String($0) }
            let boxes: [String] = [cells[0..<3], cells[3..<6], cells[6..<9]].map { $0.joined(separator: " ") }
            lines.append(boxes.joined(separator: " | "))
        }
        return lines.joined(separator: "\n")
    }

    /// The same puzzle in every form the reader takes.
    static var forms: [String] {
        let zeros = line.replacingDots(with: "0")
        let cells: [String] = line.map { String($0) }
        let zeroCells: [String] = zeros.map { String($0) }
        let spacedRows: [String] = rows.map { row in row.map { String($0) }.joined(separator: " ") }
        let blankRows: [String] = rows.map { $0.replacingDots(with: " ") }
        var forms: [String] = [line, zeros, "  " + line + "\n"]
        forms.append(cells.joined(separator: " "))
        forms.append(zeroCells.joined(separator: ","))
        forms.append(rows.joined(separator: "\n"))
        forms.append(rows.joined(separator: "\r\n") + "\r\n")
        forms.append(spacedRows.joined(separator: "\n"))
        forms.append(drawnGrid)
        forms.append(blankRows.joined(separator: "\n"))
        return forms
    }

    @Test(arguments: forms)
    func commonFormsAreRead(text: String) throws {
        #expect(try SudokuGrid(pasted: text).line == Self.line)
    }

    @Test func anythingElseIsExplained() {
        #expect(throws: InputError("'h' at position 1 is not a cell (1–9, or . or 0 for a blank)")) {
            try SudokuGrid(pasted: "hello")
        }
        #expect(throws: InputError("found 80 cells; a puzzle has 81 (1–9, and . or 0 for blanks), in one line or nine"))
        {
            try SudokuGrid(pasted: String(Self.line.dropLast()))
        }
        #expect(throws: InputError("'a' at line 2, column 3 is not a cell (1–9, or . or 0 for a blank)")) {
            try SudokuGrid(pasted: "123\n45a")
        }
        #expect(throws: InputError.self) { try SudokuGrid(pasted: "") }
    }
}

extension String {
    fileprivate func replacingDots(with replacement: Character) -> String {
        String(map { $0 == "." ? replacement : $0 })
    }
}
