import Layout
import Testing

@testable import GameKit
@testable import SudokuEngine
@testable import SudokuFeature

/// The status bar keeps its height whatever it says: what the player clicks (the board's cells,
/// the pad's keys) stays put while hints come and go, the hint's headline keeps its size, and
/// a message the bar had to cut is one tap away in full.
@Suite struct SudokuStatusTests {
    /// Where the board's cells and the pad's keys are: the tap regions a player aims at.
    struct Targets: Equatable {
        var cells: [Rect?]
        var keys: [Int: Rect]

        init(_ list: DisplayList) {
            cells = (0..<81).map { list.frame(ofAction: SudokuAction.cell($0)) }
            keys = [:]
            for digit in 1...9 {
                if let frame = list.frame(ofAction: SudokuAction.pad(digit)) { keys[digit] = frame }
            }
        }
    }

    /// The text runs that set the status message's title: its lines are pieces of it, the last
    /// perhaps cut with "…".
    static func headline(_ list: DisplayList, title: String) -> [(text: String, size: Double)] {
        list.items.compactMap { item in
            guard case .text(let string, let font, _) = item.command else { return nil }
            let piece = string.hasSuffix("…") ? String(string.dropLast()) : string
            guard piece.count >= 2, title.contains(piece) else { return nil }
            return (string, font.size)
        }
    }

    /// A hard puzzle solved by the hint key alone (each hint shown, then carried out): after every
    /// press the cells and the pad's keys are where they were before the first hint (a key that
    /// left, its nine digits placed, has no region), and the headline is never below 13 px.
    @Test(arguments: [Size(width: 1024, height: 720), Size(width: 800, height: 600), Size(width: 480, height: 800)])
    func solvingByHintsMovesNeitherTheBoardNorThePad(size: Size) throws {
        let game = SudokuHarness(seed: 5, difficulty: .hard, size: size)
        game.key(.right)
        let before = Targets(game.driver.list)
        #expect(before.cells.allSatisfy { $0 != nil } && before.keys.count == 9)
        var presses = 0
        var longest = 0
        while !game.state.isSolved, presses < 1000 {
            game.key(.character("h"))
            presses += 1
            let list = game.driver.list
            let now = Targets(list)
            #expect(now.cells == before.cells, "\(size): the board moved after \(presses) presses of H")
            if !game.state.isSolved {
                for (digit, frame) in now.keys {
                    #expect(frame == before.keys[digit], "\(size): key \(digit) moved after \(presses) presses of H")
                }
            }
            let title = game.scene.statusMessage.title
            longest = max(longest, title.count)
            let headline = Self.headline(list, title: title)
            #expect(!headline.isEmpty, "\(size): \"\(title)\" is not on screen")
            for line in headline {
                #expect(line.size >= 13, "\(size): \"\(line.text)\" is set at \(line.size) px")
            }
        }
        #expect(game.state.isSolved, "\(size): \(presses) presses of H did not solve the puzzle")
        // The walk met the long headlines the bar has to wrap.
        #expect(longest > 40)
    }

    /// A hint too long for the bar is cut with "…"; a tap on it opens the whole text, and Escape
    /// closes it again.
    @Test func aCutHintOpensWholeAndEscapeClosesIt() throws {
        let game = SudokuHarness(seed: 5, difficulty: .hard, size: Size(width: 800, height: 600))
        game.key(.right)
        var presses = 0
        while game.driver.list.frame(ofAction: SudokuAction.wholeMessage) == nil, presses < 400 {
            game.key(.character("h"))
            presses += 1
        }
        let shown = game.scene.statusMessage
        let detail = try #require(shown.detail, "no hint was long enough to be cut")
        #expect(game.driver.list.texts.contains { $0.hasSuffix("…") } || !game.shows(detail))
        game.driver.tap(action: SudokuAction.wholeMessage)
        #expect(game.scene.dialog == .message(shown))
        // Every word of the detail is on screen now, in order.
        let words = game.driver.list.texts.joined(separator: " ").split(separator: " ")
        let wanted = detail.split(separator: " ")
        var index = words.startIndex
        for word in wanted {
            guard let found = words[index...].firstIndex(of: word) else {
                Issue.record("\"\(word)\" of the detail is not in the dialog")
                break
            }
            index = found
        }
        game.key(.escape)
        #expect(game.scene.dialog == nil)
        #expect(!game.driver.leftGame)
    }

    /// Breaking lines by the measurer: every line fits, the words come back in order, and an
    /// 81-character puzzle with no spaces is broken through.
    @Test func wrappedLinesFitAndKeepEveryWord() {
        let measurer = FixedMetricTextMeasurer()
        let font = Font.system(13)
        let text = "Strong links alternate with weak ones, so r1c1 or r9c9 is 4: cells seeing both ends cannot be."
        let lines = SudokuStatusText.wrap(text, width: 120, font: font, measurer: measurer)
        #expect(lines.count > 2)
        #expect(lines.allSatisfy { measurer.size(of: $0, font: font).width <= 120 })
        #expect(lines.joined(separator: " ") == text)
        let puzzle = String(repeating: "123456789", count: 9)
        let broken = SudokuStatusText.wrap(puzzle, width: 120, font: font, measurer: measurer)
        #expect(broken.joined() == puzzle && broken.count > 1)
        let cut = SudokuStatusText.cut(lines, to: 2, width: 120, font: font, measurer: measurer)
        #expect(cut.count == 2 && cut[1].hasSuffix("…"))
        #expect(measurer.size(of: cut[1], font: font).width <= 120)
    }
}
