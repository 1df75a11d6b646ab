import FoundationEssentials
import Layout
import Testing

@testable import GameCore
@testable import GameKit
@testable import SudokuEngine
@testable import SudokuFeature
@testable import SudokuVariants

/// The variants as a player reaches and plays them in the window: chosen in the new-game
/// dialog by keys and taps, solved by keys, by hints alone, saved and restored, and counted in
/// the statistics apart from classic.
@Suite struct SudokuVariantPlayTests {
    /// The variants the window offers beside classic, with the level each test plays.
    static let variants: [(SudokuVariant, SudokuDifficulty)] = [
        (.x, .easy), (.jigsaw, .medium), (.killer, .easy), (.mini4, .trivial), (.mini6, .easy),
    ]

    /// N, then right until the chooser shows `variant`, then the level's number key.
    private func choose(_ variant: SudokuVariant, _ level: SudokuDifficulty, in game: SudokuHarness) throws {
        game.key(.character("n"))
        for _ in 0..<SudokuVariant.allCases.count {
            guard case .chooser(_, let shown) = game.scene.dialog, shown != variant else { break }
            game.key(.right)
        }
        let number = try #require(variant.levels.firstIndex(of: level)) + 1
        game.key(.character(Character(String(number))))
    }

    @Test(arguments: variants)
    func theChooserStartsEachVariantAndItIsSolvedByKeys(_ variant: SudokuVariant, _ level: SudokuDifficulty) throws {
        let game = SudokuHarness()
        try choose(variant, level, in: game)
        #expect(game.scene.dialog == nil)
        #expect(game.state.variant == variant)
        #expect(game.state.difficulty == level)
        #expect(game.state.cellCount == variant.size * variant.size)
        #expect(game.state.solutionKeepsRules)
        // The pad offers the grid's digits and no more.
        let pads = (1...9).filter { game.driver.list.frame(ofAction: SudokuAction.pad($0)) != nil }
        #expect(pads == Array(1...variant.size), "\(pads)")
        // Every cell is a tap region, and no more.
        let cells = (0..<81).filter { game.frame(of: $0) != nil }
        #expect(cells == Array(0..<game.state.cellCount))
        // Solved by the keyboard alone: arrows to each blank cell, then its digit.
        let n = game.state.size
        game.key(.up)
        var at = try #require(game.scene.selected)
        for cell in 0..<game.state.cellCount where !game.state.isGiven(cell) {
            while at / n != cell / n {
                game.key(at / n < cell / n ? .down : .up)
                at = try #require(game.scene.selected)
            }
            while at % n != cell % n {
                game.key(at % n < cell % n ? .right : .left)
                at = try #require(game.scene.selected)
            }
            game.key(.character(Character(String(game.state.solution[cell]))))
        }
        #expect(game.scene.midEnd.outcome == .won)
        #expect(game.scene.dialog == .won)
        #expect(game.scene.invariantViolation() == nil)
        let entry = try #require(game.scene.statistics.history.last)
        #expect(entry.variant == variant.rawValue)
        #expect(entry.level == "\(variant.rawValue).\(level.rawValue)")
        #expect(game.scene.statistics.extra["bestTime.\(variant.rawValue).\(level.rawValue)"] != nil)
        #expect(game.scene.statistics.extra["bestTime.\(level.rawValue)"] == nil, "classic's best is not touched")
        #expect(
            game.scene.statisticsLevelName(entry.level ?? "")
                == "\(SudokuWords.variant(variant)) · \(SudokuWords.level(level))")
    }

    @Test(arguments: variants)
    func hintsAloneWalkEveryVariantToTheEnd(_ variant: SudokuVariant, _ level: SudokuDifficulty) throws {
        let game = SudokuHarness()
        try choose(variant, level, in: game)
        var techniques = Set<SudokuTechnique>()
        for _ in 0..<2_000 where game.scene.midEnd.outcome == .playing {
            game.tapTool(.hint)
            let step = try #require(game.scene.hint?.step, "a hint on \(variant) at \(game.state.board.line)")
            techniques.insert(step.technique)
            let title = game.scene.message?.title ?? ""
            #expect(title.hasPrefix(SudokuWords.technique(step.technique)), "\(title)")
            // No cell name beyond the grid: r1c1 to r{n}c{n}.
            for name in [title, game.scene.message?.detail ?? ""] {
                #expect(!name.contains("r\(variant.size + 1)") && !name.contains("c\(variant.size + 1)"), "\(name)")
            }
            #expect(game.scene.invariantViolation() == nil)
            game.tapTool(.hint)
        }
        #expect(game.scene.midEnd.outcome == .won)
        #expect(game.scene.statistics.history.last?.assisted == true)
        if variant == .killer { #expect(techniques.contains(.cageSum) || techniques.contains(.cageCombination)) }
    }

    @Test(arguments: variants)
    func aVariantGameIsSavedAndRestoredWithItsShape(_ variant: SudokuVariant, _ level: SudokuDifficulty) throws {
        let game = SudokuHarness()
        try choose(variant, level, in: game)
        let cell = try #require((0..<game.state.cellCount).first { !game.state.isGiven($0) })
        game.tapCell(cell)
        game.tapPad(game.state.solution[cell])
        game.key(.character("!"))
        game.clock.now += 12
        let other = SudokuHarness(seed: 99)
        try other.scene.restore(from: game.scene.saveData())
        #expect(other.state == game.state)
        #expect(other.state.shape == game.state.shape)
        #expect(other.scene.midEnd.allPositions() == game.scene.midEnd.allPositions())
        #expect(other.scene.invariantViolation() == nil)
        // Undo goes back through the move, then to the classic game the variant replaced.
        other.key(.character("z"), .control)
        #expect(other.state.board[cell] == 0)
        other.key(.character("z"), .control)
        #expect(other.state.variant == .classic)
    }

    /// A hand-edited save whose grids do not fit its shape, or whose shape is broken, is refused
    /// with the game on screen unchanged: never a trap from indexing past a smaller grid.
    @Test func aSaveWhoseGridsDoNotFitItsShapeIsRefused() throws {
        let game = SudokuHarness()
        try choose(.mini4, .trivial, in: game)
        let good = String(decoding: try game.scene.saveData(), as: UTF8.self)
        let small = game.state.solution.line
        let classic = SudokuHarness()
        let big = classic.state.solution.line
        let regions = "[" + SudokuShape.boxRegions(4).map(String.init).joined(separator: ",") + "]"
        let badRegions =
            "["
            + ([0, 0, 0, 0, 0] + SudokuShape.boxRegions(4).dropFirst(5)).map(String.init)
            .joined(separator: ",") + "]"
        let edits = [
            good.replacingOccurrences(of: "\"\(small)\"", with: "\"\(big)\""),
            good.replacingOccurrences(of: "\"size\":4", with: "\"size\":9"),
            good.replacingOccurrences(of: "\"size\":4", with: "\"size\":5"),
            good.replacingOccurrences(of: regions, with: badRegions),
            good.replacingOccurrences(
                of: "\"solution\":\"\(small)\"", with: "\"solution\":\"\(String(small.reversed()))\""),
        ]
        let target = SudokuHarness(seed: 3)
        let before = target.state
        for bad in edits {
            #expect(bad != good)
            #expect(throws: (any Error).self) { try target.scene.restore(from: Data(bad.utf8)) }
            #expect(target.state == before)
        }
    }

    @Test func theChooserStepsThroughEveryVariantAndBackByTapAndKey() throws {
        let game = SudokuHarness()
        game.key(.character("n"))
        var seen: [SudokuVariant] = []
        for _ in SudokuVariant.allCases {
            guard case .chooser(let focus, let shown) = game.scene.dialog else {
                Issue.record("the chooser closed")
                return
            }
            seen.append(shown)
            #expect(shown.levels.indices.contains(focus))
            #expect(game.shows(SudokuWords.variant(shown)))
            game.driver.tap(action: SudokuAction.stepVariant(1))
        }
        #expect(seen == SudokuVariant.allCases)
        guard case .chooser(_, let back) = game.scene.dialog else { return }
        #expect(back == .classic)
        game.key(.left)
        guard case .chooser(_, let last) = game.scene.dialog else { return }
        #expect(last == SudokuVariant.allCases.last)
        // Escape's key closes the chooser with the game as it was.
        game.key(.backspace)
        #expect(game.scene.dialog == nil)
        #expect(game.state.variant == .classic)
    }

    @Test func theTitleCardAndThePanelNameTheVariant() throws {
        let game = SudokuHarness()
        try choose(.killer, .easy, in: game)
        #expect(game.scene.statisticsLine.hasPrefix(SudokuWords.variant(.killer)))
        #expect(game.shows("\(SudokuWords.variant(.killer)) · \(SudokuWords.level(.easy))"), "the new puzzle's message")
        // The panel's level box: the rule set as its caption, the level under it.
        #expect(game.driver.list.text(after: SudokuWords.variant(.killer))?.string == SudokuWords.level(.easy))
        game.tapTool(.export)
        #expect(
            game.scene.message?.detail == SudokuVariantText.line(game.state.givens.cells, shape: game.state.geometry))
    }

    /// A variant puzzle is made off the window's thread: the board on screen stays playable
    /// until it comes, and a game chosen meanwhile is not replaced by it.
    @Test func aVariantPuzzleIsMadeInTheBackgroundAndAGameChosenMeanwhileWins() throws {
        let queue = WorkQueue()
        try queue.during {
            let game = SudokuHarness()
            let classic = game.state
            try choose(.killer, .easy, in: game)
            #expect(queue.pending == 1, "the generator has not run")
            #expect(game.scene.isWorking)
            #expect(game.state == classic, "the board stays until the puzzle is ready")
            #expect(game.shows(SudokuWords.variant(.killer)))
            let cell = try #require(game.blanks.first)
            game.tapCell(cell)
            game.tapPad(game.state.solution[cell])
            #expect(game.state.board[cell] == game.state.solution[cell], "the game on screen plays on")
            #expect(game.shows("Making a Killer puzzle…"), "the status still says a puzzle is being made")
            #expect(queue.runAll() == 1)
            game.driver.collectBackgroundWork()
            #expect(game.state.variant == .killer)
            #expect(!game.scene.isWorking)
            game.key(.character("z"), .control)
            #expect(game.state.variant == .classic, "the game left is one undo away")

            try choose(.jigsaw, .easy, in: game)
            game.key(.character("n"))
            game.key(.character("3"))
            #expect(game.state.variant == .classic)
            _ = queue.runAll()
            game.driver.collectBackgroundWork()
            #expect(game.state.variant == .classic, "the jigsaw asked for earlier does not replace it")
            #expect(game.state.difficulty == .medium)
        }
    }
}
