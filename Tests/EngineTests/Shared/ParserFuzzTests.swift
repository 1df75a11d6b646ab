import Testing

@testable import Game2048Engine
@testable import GameCore
@testable import LightsOutEngine
@testable import SudokuEngine
@testable import TicTacToeEngine

/// Random text from a fixed seed into every command-line board parser and the engine commands
/// behind `tessera sudoku|2048|tictactoe|lightsout`. Whatever comes in, each answers with a value
/// or an `InputError` with a message, never a crash; an accepted board prints as text that reads
/// back as the same board and prints the same again.
struct ParserFuzzTests {
    /// Builds hostile strings: fragments of the valid alphabet, separators, unicode look-alikes and
    /// combining marks, numbers too big for any integer, nothing at all.
    struct Fuzzer {
        var generator: SeededGenerator

        init(seed: UInt64) {
            generator = SeededGenerator(seed: seed)
        }

        static let separators = ["/", ",", " ", "\t", "\n", "\r\n", "//", ",,", "", " / "]
        static let unicode = [
            "é", "٣", "Ⅻ", "１", "½", "\u{0301}", "1\u{0301}", "X\u{0301}", "0\u{0308}", "🙂", "👍🏽", "\u{0}",
            "\u{FEFF}", "\u{200B}", "\u{2028}", "\u{00A0}", "ｘ", "Ｏ", "。", "／", "，", "𝟙", "∞", "\u{7F}", "\\",
            "\"", "'", "%", "∅", "ℵ", "–",
        ]
        static let numbers = [
            "9223372036854775807", "9223372036854775808", "-9223372036854775808", "99999999999999999999999999",
            "1125899906842624", "2251799813685248", "4611686018427387904", "-0", "+2", "0x10", "1e3", "2.0", "00",
            "0002", "-2", "3", "6", "1024", "2048", "65536",
        ]

        mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }
        mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }
        mutating func pick<T>(_ items: [T]) -> T { items[int(0...items.count - 1)] }

        /// `count` fragments, each mostly from `valid`, sometimes a separator, unicode or a number.
        mutating func text(valid: [String], count: Int) -> String {
            var text = ""
            for _ in 0..<count {
                switch int(0...99) {
                case 0..<60: text += pick(valid)
                case 60..<78: text += pick(Self.separators)
                case 78..<92: text += pick(Self.unicode)
                default: text += pick(Self.numbers)
                }
            }
            return text
        }

        /// A board of the right shape (rows of `side` cells from `cells`, joined by `column` and
        /// `/`), then up to three mutations: a character changed, inserted or removed.
        mutating func board(side: Int, cells: [String], column: String = "") -> String {
            let rows = (0..<side).map { _ in (0..<side).map { _ in pick(cells) }.joined(separator: column) }
            var characters = Array(rows.joined(separator: "/"))
            for _ in 0..<int(0...3) where chance(50) {
                let index = characters.isEmpty ? 0 : int(0...characters.count - 1)
                let fragment = Array(pick(Self.separators + Self.unicode + cells))
                switch int(0...2) {
                case 0 where !characters.isEmpty: characters.replaceSubrange(index...index, with: fragment)
                case 1: characters.insert(contentsOf: fragment, at: index)
                default: if !characters.isEmpty { characters.remove(at: index) }
                }
            }
            return (chance(10) ? pick([" ", "\n", "\t"]) : "") + String(characters) + (chance(10) ? "\n" : "")
        }

        /// Mostly near-valid boards, some pure noise, some empty.
        mutating func input(sides: ClosedRange<Int>, cells: [String], column: String = "", noise: [String]) -> String {
            switch int(0...19) {
            case 0: return pick(["", " ", "\n", "/", String(repeating: "/", count: int(1...50))])
            case 1..<7: return text(valid: noise, count: int(0...120))
            default: return board(side: int(sides), cells: cells, column: column)
            }
        }
    }

    /// Runs `parse` on each input; every refusal must say something.
    static func expectAnswers<Value>(
        _ inputs: [String], _ parse: (String) throws(InputError) -> Value, accepted: (String, Value) -> Void
    ) -> Int {
        var acceptedCount = 0
        for input in inputs {
            do {
                let value = try parse(input)
                acceptedCount += 1
                accepted(input, value)
            } catch {
                #expect(!error.message.isEmpty, "empty message for \(input.debugDescription)")
            }
        }
        return acceptedCount
    }

    // MARK: Board parsers

    @Test func sudokuGridParsing() {
        var fuzzer = Fuzzer(seed: 1)
        let cells = ["1", "2", "3", "4", "5", "6", "7", "8", "9", ".", "0"]
        let inputs =
            (0..<6000).map { _ in
                fuzzer.chance(70)
                    ? Self.mutated(String((0..<81).map { _ in Character(fuzzer.pick(cells)) }), using: &fuzzer)
                    : fuzzer.text(valid: cells, count: fuzzer.int(0...120))
            } + ["", String(repeating: ".", count: 81), String(repeating: "1\u{0301}", count: 81)]
        let accepted = Self.expectAnswers(inputs, { (text) throws(InputError) in try SudokuGrid(parsing: text) }) {
            input, grid in
            let line = grid.line
            #expect(line.count == 81 && line.allSatisfy { $0 == "." || ("1"..."9").contains($0) })
            #expect((try? SudokuGrid(parsing: line)) == grid, "\(input.debugDescription) does not read back")
        }
        #expect(accepted > 500)
    }

    @Test func game2048BoardText() {
        var fuzzer = Fuzzer(seed: 2)
        let cells = ["0", "0", "0", "2", "4", "8", "16", "1024", "2048", " 2 ", "1125899906842624"]
        let noise = ["0", "2", "4", "8", "/", ",", "-", "+"]
        let inputs = (0..<6000).map { _ in fuzzer.input(sides: 1...10, cells: cells, column: ",", noise: noise) }
        let accepted = Self.expectAnswers(inputs, { (text) throws(InputError) in try Game2048BoardText.parse(text) }) {
            input, board in
            let text = Game2048BoardText.format(board)
            let again = try? Game2048BoardText.parse(text)
            #expect(again?.values == board.values, "\(input.debugDescription) does not read back")
            #expect(again.map(Game2048BoardText.format) == text)
            #expect(board.tiles.allSatisfy { Game2048Board.isTileValue($0.value) })
        }
        #expect(accepted > 500)
    }

    @Test func ticTacToeBoardText() {
        var fuzzer = Fuzzer(seed: 3)
        let cells = ["X", "O", ".", ".", "x", "o"]
        let inputs = (0..<6000).map { _ in fuzzer.input(sides: 1...9, cells: cells, noise: cells + ["/"]) }
        let accepted = Self.expectAnswers(inputs, { (text) throws(InputError) in try TicTacToeBoard(text: text) }) {
            input, board in
            let text = board.description
            let again = try? TicTacToeBoard(text: text)
            #expect(again == board, "\(input.debugDescription) does not read back")
            #expect(again?.description == text)
        }
        #expect(accepted > 500)
    }

    @Test func lightsOutBoardText() {
        var fuzzer = Fuzzer(seed: 4)
        let cells = ["0", "1"]
        let inputs = (0..<6000).map { _ in fuzzer.input(sides: 0...22, cells: cells, noise: cells + ["/"]) }
        let accepted = Self.expectAnswers(inputs, { (text) throws(InputError) in try LightsOutBoard(text: text) }) {
            input, board in
            let text = board.description
            let again = try? LightsOutBoard(text: text)
            #expect(again == board, "\(input.debugDescription) does not read back")
            #expect(again?.description == text)
        }
        #expect(accepted > 500)
    }

    // MARK: Command-line engines

    @Test func game2048Slide() {
        var fuzzer = Fuzzer(seed: 5)
        let cells = ["0", "0", "0", "2", "2", "4", "8", "1125899906842624"]
        let directions = ["left", "right", "up", "down", "LEFT", "Up", "", "north", "left ", "ｌeft", "1", "down\n"]
        var accepted = 0
        for _ in 0..<4000 {
            let board = fuzzer.input(sides: 2...9, cells: cells, column: ",", noise: ["0", "2", ",", "/"])
            let direction = fuzzer.pick(directions)
            do {
                let result = try Game2048CLI.slide(boardText: board, direction: direction)
                accepted += 1
                #expect(result.points >= 0 && result.points % 4 == 0)
                // A merge may double the largest tile the parser accepts (2^50) into one it refuses
                // as input; every other answer reads back as itself.
                let values = result.board.split(whereSeparator: { $0 == "," || $0 == "/" }).compactMap { Int($0) }
                if values.allSatisfy({ $0 <= Game2048BoardText.maximumValue }) {
                    let again = try? Game2048BoardText.parse(result.board)
                    #expect(
                        again.map(Game2048BoardText.format) == result.board, "\(board.debugDescription) \(direction)")
                } else {
                    #expect(values.contains(2 * Game2048BoardText.maximumValue))
                }
            } catch {
                #expect(!error.message.isEmpty)
            }
        }
        #expect(accepted > 300)
    }

    @Test func game2048BestMove() {
        var fuzzer = Fuzzer(seed: 9)
        let cells = ["0", "0", "2", "2", "4", "8", "16", "1125899906842624"]
        var accepted = 0
        for _ in 0..<400 {
            let text = fuzzer.input(sides: 2...9, cells: cells, column: ",", noise: ["0", "2", ",", "/"])
            do {
                // One spawn layer keeps the big boards quick in a debug build.
                let advice = try Game2048CLI.bestMove(boardText: text, budget: .depth(1))
                accepted += 1
                // What the command accepted is a board: it must parse, and the advice must fit it.
                guard let board = try? Game2048BoardText.parse(text) else {
                    Issue.record("accepted \(text.debugDescription) but it does not parse as a board")
                    continue
                }
                #expect((advice == nil) == !board.canMove, "\(text.debugDescription)")
                if let advice {
                    #expect(Game2048Rules.slide(board, advice.direction).changed, "\(text.debugDescription)")
                    #expect(advice.expectedScore.isFinite && !advice.reason.isEmpty)
                }
            } catch {
                #expect(!error.message.isEmpty)
            }
        }
        #expect(accepted > 50)
    }

    @Test func ticTacToeBestMove() {
        var fuzzer = Fuzzer(seed: 6)
        let cells = ["X", "O", ".", ".", ".", "."]
        var accepted = 0
        for _ in 0..<2500 {
            let text = fuzzer.input(sides: 2...8, cells: cells, noise: cells + ["/"])
            let k: Int? = fuzzer.chance(70) ? nil : fuzzer.int(-3...9)
            do {
                // A small node budget keeps bigger boards quick and the answers the same everywhere.
                let answer = try TicTacToeCLI.bestMove(boardText: text, k: k, limits: .nodes(300))
                accepted += 1
                guard let board = try? TicTacToeBoard(text: text) else {
                    Issue.record("accepted \(text.debugDescription) but it does not parse as a board")
                    continue
                }
                let parts = answer.split(separator: " ")
                #expect(parts.count == 2 && ["win", "draw", "loss"].contains(String(parts.last ?? "")), "\(answer)")
                let cell = parts.first?.split(separator: ",").compactMap { Int($0) } ?? []
                #expect(cell.count == 2, "\(answer)")
                if cell.count == 2 {
                    #expect(board.contains(TicTacToeCell(row: cell[0], col: cell[1])))
                    #expect(board[cell[0], cell[1]] == nil, "\(answer) is a taken cell of \(text.debugDescription)")
                }
            } catch {
                #expect(!error.message.isEmpty)
            }
        }
        #expect(accepted > 100)
    }

    @Test func lightsOutSolve() {
        var fuzzer = Fuzzer(seed: 7)
        var accepted = 0
        for _ in 0..<3000 {
            let text = fuzzer.input(sides: 0...21, cells: ["0", "1"], noise: ["0", "1", "/"])
            do {
                let answer = try LightsOutCLI.solve(boardText: text)
                accepted += 1
                // Nil is the documented answer for a board with no solution (exit 1).
                guard let answer else { continue }
                guard let board = try? LightsOutBoard(text: text) else {
                    Issue.record("solved \(text.debugDescription) but it does not parse as a board")
                    continue
                }
                // The presses, applied, darken the board.
                var lights = board
                for press in answer.split(separator: " ") {
                    let numbers = press.split(separator: ",").compactMap { Int($0) }
                    #expect(numbers.count == 2 && board.contains(row: numbers[0], col: numbers[1]), "\(answer)")
                    if numbers.count == 2 { lights.press(row: numbers[0], col: numbers[1]) }
                }
                #expect(lights.isDark, "\(answer) does not solve \(text.debugDescription)")
            } catch {
                #expect(!error.message.isEmpty)
            }
        }
        #expect(accepted > 300)
    }

    @Test func sudokuSolveAndGrade() {
        var fuzzer = Fuzzer(seed: 8)
        let puzzles = SudokuHardPuzzles.lines
        var lines: [String] = []
        for _ in 0..<400 {
            switch fuzzer.int(0...9) {
            case 0..<3: lines.append(fuzzer.text(valid: ["1", "5", "9", ".", "0"], count: fuzzer.int(0...100)))
            case 3..<6: lines.append(Self.mutated(fuzzer.pick(puzzles), using: &fuzzer))
            case 6: lines.append(fuzzer.pick(puzzles))
            default:
                // A puzzle with a few givens taken away: still consistent, often more solutions.
                var cells = Array(fuzzer.pick(puzzles))
                for _ in 0..<fuzzer.int(1...30) { cells[fuzzer.int(0...80)] = "." }
                lines.append(String(cells))
            }
        }
        let input = lines.joined(separator: fuzzer.pick(["\n", "\n\n", "\r\n"]))
        let expectedLines = input.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !SudokuGrid.trimmed(String($0)).isEmpty }.count
        let solved = SudokuCommandLine.solve(input)
        #expect(solved.lines.count == expectedLines)
        // Each answer is the solution of its own puzzle: the Sudoku rules hold in every house and
        // every given of that puzzle is kept.
        let puzzlesAsked = input.split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init).filter { !SudokuGrid.trimmed($0).isEmpty }
        var checked = 0
        for (asked, line) in zip(puzzlesAsked, solved.lines) {
            if line.hasPrefix("error: ") {
                #expect(line.count > "error: ".count)
                continue
            }
            guard let puzzle = try? SudokuGrid(parsing: asked), let solution = try? SudokuGrid(parsing: line) else {
                Issue.record("solved \(asked.debugDescription) as \(line.debugDescription), one of them unreadable")
                continue
            }
            #expect(isValidSudokuSolution(solution, of: puzzle), "\(line) does not solve \(asked)")
            checked += 1
        }
        #expect(checked > 20)
        #expect(solved.lines.contains { !$0.hasPrefix("error") })
        #expect(solved.failed == solved.lines.contains { $0.hasPrefix("error") })

        // Grading runs the stepper: fewer lines, all from the same mixture.
        let gradeInput = lines.prefix(150).joined(separator: "\n")
        let graded = SudokuCommandLine.grade(gradeInput)
        let levels = Set(SudokuDifficulty.allCases.map(\.rawValue) + ["beyond"])
        for line in graded.lines {
            #expect(line.hasPrefix("error: ") ? line.count > 7 : levels.contains(line), "\(line)")
        }
    }

    /// `line` with up to four characters replaced by hostile ones.
    static func mutated(_ line: String, using fuzzer: inout Fuzzer) -> String {
        var characters = Array(line)
        guard !characters.isEmpty else { return line }
        for _ in 0..<fuzzer.int(0...4) {
            let index = fuzzer.int(0...characters.count - 1)
            let replacement = fuzzer.pick(Fuzzer.unicode + Fuzzer.separators + ["1", "0", ".", "9", "10"])
            characters.replaceSubrange(index...index, with: Array(replacement))
        }
        return String(characters)
    }
}
