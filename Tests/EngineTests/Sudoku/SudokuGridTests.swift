import Foundation
import Testing

@testable import GameCore
@testable import SudokuEngine

@Suite struct SudokuGridTests {
    let line = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"

    @Test func parsesAndFormatsRoundTrip() throws {
        let parsed = try SudokuGrid(parsing: line)
        #expect(parsed.line == line)
        #expect(parsed[0] == 4 && parsed[1] == 0 && parsed[0, 6] == 8)
        #expect(parsed.clueCount == 17)
    }

    @Test func acceptsZerosAndSurroundingWhitespace() throws {
        let zeros = line.replacingDots(with: "0")
        let parsed = try SudokuGrid(parsing: "  \t" + zeros + " \r\n")
        #expect(parsed.line == line)
    }

    @Test func reportsWrongLength() {
        #expect(throws: InputError("expected 81 characters, got 80")) {
            try SudokuGrid(parsing: String(line.dropLast()))
        }
        #expect(throws: InputError("expected 81 characters, got 82")) {
            try SudokuGrid(parsing: line + ".")
        }
        #expect(throws: InputError("expected 81 characters, got 0")) { try SudokuGrid(parsing: "   ") }
    }

    @Test func reportsBadCharacterWithPosition() {
        var characters = Array(line)
        characters[11] = "x"
        #expect(throws: InputError("bad character 'x' at position 12")) {
            try SudokuGrid(parsing: String(characters))
        }
        #expect(throws: InputError("bad character ' ' at position 3")) { try SudokuGrid(parsing: "12 3") }
    }

    @Test func encodesAsTheLine() throws {
        let original = try SudokuGrid(parsing: line)
        let data = try JSONEncoder().encode(original)
        #expect(String(decoding: data, as: UTF8.self) == "\"\(line)\"")
        #expect(try JSONDecoder().decode(SudokuGrid.self, from: data) == original)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(SudokuGrid.self, from: Data("\"123\"".utf8))
        }
    }

    @Test func symmetryAndConsistency() throws {
        #expect(SudokuGrid().isSymmetric)
        var grid = SudokuGrid()
        grid[0] = 5
        #expect(!grid.isSymmetric)
        grid[80] = 5
        #expect(grid.isSymmetric)
        #expect(grid.isConsistent)
        grid[8] = 5
        #expect(!grid.isConsistent)
    }
}

extension String {
    fileprivate func replacingDots(with replacement: Character) -> String {
        String(map { $0 == "." ? replacement : $0 })
    }
}
