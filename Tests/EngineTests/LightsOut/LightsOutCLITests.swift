import Testing

@testable import GameCore
@testable import LightsOutEngine

@Suite struct LightsOutCLITests {
    private func presses(in output: String) throws -> [LightsOutCell] {
        try output.split(separator: " ").map { pair in
            let parts = pair.split(separator: ",").compactMap { Int($0) }
            try #require(parts.count == 2, "bad pair \(pair)")
            return LightsOutCell(row: parts[0], col: parts[1])
        }
    }

    @Test func solvesTheIssueExample() throws {
        let text = "11000/10000/00000/00000/00000"
        let output = try #require(try LightsOutCLI.solve(boardText: text))
        let cells = try presses(in: output)
        let board = try LightsOutBoard(text: text)
        #expect(board.pressing(LightsOutBoard(size: 5, lit: cells)).isDark)
        #expect(cells.count == LightsOutBruteForce.chasingMinimum(board))
        #expect(cells == cells.sorted())
        #expect(!output.contains("\n"))
    }

    @Test func darkBoardGivesAnEmptyLine() throws {
        #expect(try LightsOutCLI.solve(boardText: "000/000/000") == "")
        #expect(try LightsOutCLI.solve(boardText: "1") == "0,0")
    }

    @Test func unsolvableBoardGivesNil() throws {
        // A single light on a cell of a null-space press set makes an odd dot product with it.
        let solver = LightsOutSolver.forSize(5)
        let cell = try #require(solver.nullSpaceBasis.first?.litCells.first)
        let board = LightsOutBoard(size: 5, lit: [cell])
        #expect(LightsOutBruteForce.chasingMinimum(board) == nil)
        #expect(try LightsOutCLI.solve(boardText: board.description) == nil)
    }

    @Test func solvesTheLargestSupportedBoard() throws {
        let text = Array(repeating: String(repeating: "1", count: 20), count: 20).joined(separator: "/")
        let output = try #require(try LightsOutCLI.solve(boardText: text))
        let board = try LightsOutBoard(text: text)
        #expect(board.pressing(LightsOutBoard(size: 20, lit: try presses(in: output))).isDark)
    }

    @Test(arguments: [
        ("110/10/000", "row 2 has 2 lights but row 1 has 3"),
        ("110/100", "2 rows of 3 lights"),
        ("110/1x0/000", "unexpected 'x' in row 2, column 2"),
        ("11 0/100/000", "unexpected ' ' in row 1, column 3"),
        ("", "empty board"),
        ("  \n", "empty board"),
        ("10//01", "row 2 is empty"),
        (Array(repeating: String(repeating: "0", count: 21), count: 21).joined(separator: "/"), "21×21"),
    ])
    func malformedBoardsAreRejectedWithAClearMessage(text: String, fragment: String) {
        do {
            _ = try LightsOutCLI.solve(boardText: text)
            Issue.record("\(text) was accepted")
        } catch {
            #expect(error.message.contains(fragment), "message: \(error.message)")
        }
    }
}
