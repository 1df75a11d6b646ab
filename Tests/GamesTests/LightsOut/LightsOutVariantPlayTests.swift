import FoundationEssentials
import Layout
import Testing

@testable import GameCore
@testable import GameKit
@testable import LightsOutEngine
@testable import LightsOutFeature

/// Issue 32's variants played through the real layout and dispatch: chosen in the level picker,
/// solved by following Hint alone, saved and restored, and drawn with their rules (three-state
/// pips, wrap-around tabs, a pattern's reach outlined).
@Suite struct LightsOutVariantPlayTests {
    /// Opens the picker, chooses `variant` with its button, types `level` and plays it.
    private func start(_ variant: LightsOutVariant, level: Int, size: Size = Size(width: 1280, height: 800)) throws
        -> LightsOutHarness
    {
        let game = LightsOutHarness(level: 1, size: size)
        game.driver.key(.character("l"))
        try #require(game.driver.tap(action: LightsOutAction.pickVariant(variant)) != nil)
        for digit in String(level) { game.driver.key(.character(digit)) }
        game.driver.key(.enter)
        return game
    }

    @Test func thePickerListsTheVariantsAndPlaysTheOneChosen() throws {
        let game = LightsOutHarness(level: 1)
        game.driver.key(.character("l"))
        for name in ["Classic", "Wrap-around", "Patterns", "Three-state"] {
            #expect(game.driver.list.texts.contains(name), "\(name) in \(game.driver.list.texts)")
        }
        try #require(game.driver.tap(action: LightsOutAction.pickVariant(.threeState)) != nil)
        #expect(game.scene.picker?.variant == .threeState)
        game.driver.key(.character("9"))
        let made = LightsOutVariantLevel(.threeState, level: 9)
        #expect(game.driver.list.texts.contains("Level 9 · \(made.size)×\(made.size) · par \(made.par)"))
        #expect(!game.driver.list.texts.contains("Board size"), "the ladder's sizes are not a variant's")
        game.driver.key(.enter)
        #expect(game.scene.picker == nil)
        #expect(game.scene.state.variant?.kind == .threeState && game.scene.state.level == 9)
        #expect(game.scene.state.variant?.lights == made.start && game.scene.state.par == made.par)
        #expect(game.driver.list.texts.contains("Level 9"))
        #expect(game.driver.list.texts.contains("\(made.size)×\(made.size) · Three-state"))
        #expect(game.scene.ladderLevel == 1, "the classic ladder stays where it was")
        #expect(game.scene.statistics.extra["level.threeState"] == 9)
        // ▶ stays inside the variant; undo brings back the classic level left.
        game.driver.key(.character("]"))
        #expect(game.scene.state.variant?.kind == .threeState && game.scene.state.level == 10)
        game.driver.perform(.undo)
        game.driver.perform(.undo)
        #expect(game.scene.state.variant == nil && game.scene.state.level == 1)

        // V steps through the kinds; on a variant the picker shows the furthest level reached.
        game.driver.key(.character("l"))
        game.driver.key(.character("v"))
        #expect(game.scene.picker?.variant == .wrap && game.scene.picker?.level == 1)
        game.driver.key(.character("v"))
        game.driver.key(.character("v"))
        #expect(game.scene.picker?.variant == .threeState && game.scene.picker?.level == 10)
        game.driver.key(.character("v"))
        #expect(game.scene.picker?.variant == nil)
        // A number past a variant's last level is refused, naming its range.
        game.driver.key(.character("v"))
        for digit in "999" { game.driver.key(.character(digit)) }
        game.driver.key(.enter)
        #expect(game.scene.picker?.error != nil && game.scene.state.variant == nil)
        #expect(game.driver.list.texts.joined(separator: " ").contains("there is no level 999; levels are 1 to 200"))
    }

    /// Following Hint alone: H rings a press and puts the cursor on it, Enter presses it.
    @Test(arguments: LightsOutVariant.allCases, [1, 6, 13, 22, 40])
    func everyVariantIsSolvedByItsHintsInPar(variant: LightsOutVariant, level: Int) throws {
        let game = try start(variant, level: level)
        let par = game.scene.state.par
        let solution = try #require(LightsOutRules.solution(for: game.scene.state) as [LightsOutCell]?)
        #expect(solution.count == par && par > 0)
        var presses = 0
        while game.scene.midEnd.outcome == .playing, presses <= par {
            game.driver.key(.character("h"))
            let hint = try #require(game.scene.hint)
            #expect(game.scene.cursor == hint)
            game.driver.key(.enter)
            presses += 1
        }
        #expect(game.scene.midEnd.outcome == .won && presses == par, "\(variant) \(level): \(presses) for par \(par)")
        #expect(game.scene.state.variant?.lights.isDark == true)
        let result = try #require(game.scene.results.last)
        #expect(result.variant == variant && result.level == level && result.won && result.assisted)
        #expect(game.driver.list.texts.contains("Solved!"))
        #expect(game.scene.invariantViolation() == nil)
    }

    @Test func showSolutionDrawsEveryPressAndFollowingItWins() throws {
        let game = try start(.threeState, level: 12)
        game.driver.key(.character("s"))
        let solution = LightsOutRules.solution(for: game.scene.state)
        let twice = Set(solution.filter { cell in solution.filter { $0 == cell }.count == 2 })
        let marker = LightsOutPalette(theme: LightsOutPalette.screenTheme(.dark)).marker
        let dots = game.driver.list.items.filter {
            if case .fill(.circle, marker) = $0.command { return true }
            return false
        }
        #expect(dots.count == solution.count, "a dot a press, two on a light pressed twice (\(twice.count))")
        for cell in solution { game.tapLight(cell) }
        #expect(game.scene.midEnd.outcome == .won && game.scene.state.pressCount == game.scene.state.par)
        // A win without help is timed under the variant level's own key.
        let plain = try start(.wrap, level: 7)
        let presses = LightsOutRules.solution(for: plain.scene.state)
        try #require(presses.count > 1)
        for (index, cell) in presses.enumerated() {
            if index == 1 { plain.clock.now += 12 }
            plain.tapLight(cell)
        }
        #expect(plain.scene.midEnd.outcome == .won)
        #expect(plain.scene.statistics.extra["bestTime.wrap.7"] == 12)
    }

    @Test(arguments: LightsOutVariant.allCases)
    func aVariantGameIsSavedAndRestored(variant: LightsOutVariant) throws {
        let game = try start(variant, level: 17)
        let solution = LightsOutRules.solution(for: game.scene.state)
        game.tapLight(try #require(solution.first))
        game.tapLight(LightsOutCell(row: 0, col: 0))
        let data = try game.scene.saveData()
        let other = LightsOutHarness(level: 3)
        try other.scene.restore(from: data)
        #expect(other.scene.state == game.scene.state)
        #expect(other.scene.midEnd.params == .variant(variant, level: 17))
        #expect(other.scene.invariantViolation() == nil)
        // Undo goes back through the presses, and on to the classic level the game began on.
        other.driver.perform(.undo)
        other.driver.perform(.undo)
        #expect(other.scene.state.pressCount == 0 && other.scene.state.variant?.kind == variant)
        // A file whose lights do not follow from their presses is refused.
        let text = try #require(String(data: data, encoding: .utf8))
        let start = try #require(game.scene.midEnd.save().start.variant?.start.cells)
        var changed = start
        changed[0] = (changed[0] + 1) % variant.states
        let bad = text.replacingOccurrences(
            of: "\"start\":{\"cells\":\(start)".replacingOccurrences(of: " ", with: ""),
            with: "\"start\":{\"cells\":\(changed)".replacingOccurrences(of: " ", with: ""))
        #expect(bad != text)
        let third = LightsOutHarness(level: 3)
        #expect(throws: (any Error).self) { try third.scene.restore(from: Data(bad.utf8)) }
        #expect(third.scene.state.level == 3 && third.scene.state.variant == nil)
    }

    /// A classic save as every version before the variants wrote it still loads, as classic.
    @Test func aSaveFromBeforeTheVariantsLoads() throws {
        let game = LightsOutHarness(level: 4)
        game.tapLight(LightsOutCell(row: 1, col: 1))
        let data = try game.scene.saveData()
        let text = try #require(String(data: data, encoding: .utf8))
        #expect(!text.contains("variant") && !text.contains("cells"), "a classic save is written as before")
        let other = LightsOutHarness(level: 1)
        try other.scene.restore(from: Data(Self.oldSave.utf8))
        #expect(other.scene.state.level == 4 && other.scene.state.variant == nil)
        #expect(other.scene.state.pressCount == 1 && other.scene.state.lights.description == "110/000/101")
        #expect(other.scene.midEnd.params == .level(4) && other.scene.ladderLevel == 4)
        _ = other.solveBySolver()
        #expect(other.scene.midEnd.outcome == .won && other.scene.results.last?.variant == nil)
    }

    /// Level 4 with one press, in the session format saves had before the variants (no field of
    /// theirs: the state's `variant` and a result's are written only when set).
    static let oldSave = #"""
        {"current":{"extras":{"cursor":{"col":1,"row":1},"ladderLevel":4,"results":[],"showSolution":false},"game":{"cursor":1,"elapsed":0,"end":{"level":4,"lights":"110\/000\/101","par":2,"pressCount":1,"pressParity":"000\/010\/000","start":"100\/111\/111"},"moves":"11","params":{"level":{"_0":4}},"seed":4,"start":{"level":4,"lights":"100\/111\/111","par":2,"pressCount":0,"pressParity":"000\/000\/000","start":"100\/111\/111"},"version":2},"record":{"assisted":false,"counted":true,"started":false}},"earlier":[],"format":"tessera.session","later":[],"version":3}
        """#

    @Test(arguments: [LightsOutVariant.patterned, .wrap])
    func theOutlineFollowsTheVariantsPattern(variant: LightsOutVariant) throws {
        let game = try start(variant, level: 21)
        let pattern = try #require(game.scene.state.variant?.pattern)
        let n = pattern.size
        for index in [0, n + 1, n * n - 1] {
            let cell = LightsOutCell(row: index / n, col: index % n)
            let region = try #require(
                game.driver.list.tapRegions.first {
                    $0.action == AnyHashable(LightsOutAction.light(row: cell.row, col: cell.col))
                })
            let outlined = Set(region.linked.compactMap { $0.base as? LightsOutAction })
            let toggled = Set(
                pattern.toggled(row: cell.row, col: cell.col).litCells.map {
                    LightsOutAction.light(row: $0.row, col: $0.col)
                })
            #expect(outlined == toggled, "\(variant) \(cell)")
        }
        if variant == .wrap {
            // The corner's press reaches across both edges.
            let corner = pattern.toggled(row: 0, col: 0)
            #expect(corner[0, n - 1] && corner[n - 1, 0])
        }
        // The keyboard cursor outlines the same reach: a ring on each light it toggles.
        game.driver.key(.up)
        game.driver.key(.left)
        #expect(game.scene.cursor == LightsOutCell(row: 0, col: 0))
        let cursorColour = LightsOutPalette(theme: LightsOutPalette.screenTheme(.dark)).cursor
        let rings = game.driver.list.items.filter {
            if case .stroke(.roundedRectangle, cursorColour, _) = $0.command { return true }
            return false
        }
        #expect(rings.count == pattern.toggled(row: 0, col: 0).litCount, "\(variant)")
    }
}
