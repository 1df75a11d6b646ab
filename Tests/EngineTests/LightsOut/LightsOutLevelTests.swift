import Testing

@testable import GameCore
@testable import LightsOutEngine

@Suite struct LightsOutLevelTests {
    static let coveredLevels = 1...200

    /// The issue's measure of a ladder that climbs: over levels 1–200 every board is new, par
    /// never falls, boards never shrink, and each par is the true minimum by an independent search.
    @Test func levelsOneToTwoHundredAreDistinctWithParNeverFalling() throws {
        var seen: [LightsOutBoard: Int] = [:]
        var previous: (size: Int, par: Int)?
        for level in Self.coveredLevels {
            let state = LightsOutRules.newState(params: .level(level), seed: 0)
            let board = state.start
            if let earlier = seen[board] {
                Issue.record("level \(level) is the same board as level \(earlier): \(board)")
            }
            seen[board] = level
            #expect(board == LightsOutLevels.board(forLevel: level), "level \(level) is not deterministic")
            #expect(board.size == LightsOutLevels.size(forLevel: level))
            #expect(state.par == LightsOutLevels.targetPar(forLevel: level), "level \(level) par")
            #expect(!board.isDark && !board.isAllLit, "level \(level) starts finished: \(board)")
            if let previous {
                #expect(state.par >= previous.par, "par falls from level \(level - 1) to \(level)")
                #expect(board.size >= previous.size, "the board shrinks at level \(level)")
            }
            previous = (board.size, state.par)
            // Light chasing walks all 2^n first rows: exact on every size, quick up to 13×13.
            if board.size <= 13 {
                #expect(LightsOutBruteForce.chasingMinimum(board) == state.par, "level \(level): \(board)")
            } else {
                #expect(LightsOutSolver.forSize(board.size).nullity == 0)
                #expect(LightsOutSolver.forSize(board.size).anySolution(for: board)?.litCount == state.par)
            }
        }
        #expect(LightsOutRules.newState(params: .level(2), seed: 0).start != LightsOutLevels.board(forLevel: 1))
    }

    @Test func everyStageStepKeepsParAndGrowsTheBoard() {
        let starts = LightsOutLevels.ladderSizes.compactMap(LightsOutLevels.firstLevelOfSize)
        #expect(starts.count == LightsOutLevels.stages.count)
        for start in starts.dropFirst() {
            #expect(LightsOutLevels.targetPar(forLevel: start) >= LightsOutLevels.targetPar(forLevel: start - 1))
            #expect(LightsOutLevels.size(forLevel: start) > LightsOutLevels.size(forLevel: start - 1))
        }
        #expect(LightsOutLevels.size(forLevel: 1) == 3)
        #expect(LightsOutLevels.targetPar(forLevel: 1) == 1)
        #expect(LightsOutLevels.size(forLevel: 0) == LightsOutLevels.size(forLevel: 1))
        #expect(LightsOutLevels.firstLevelOfSize(9) == nil, "9×9's hardest boards are easier than 8×8's")
    }

    /// Past 200 the ladder keeps rising to 20×20, then stays on a plateau of distinct boards.
    @Test func theEndlessLevelsRiseToAPlateauOfDistinctBoards() {
        let plateau = LightsOutLevels.plateauFirstLevel
        #expect(!LightsOutLevels.isOnPlateau(plateau - 1) && LightsOutLevels.isOnPlateau(plateau))
        #expect(LightsOutLevels.size(forLevel: plateau) == 20)
        #expect(LightsOutLevels.targetPar(forLevel: plateau - 1) == LightsOutLevels.plateauPar)
        var previous = LightsOutLevels.targetPar(forLevel: 200)
        for level in stride(from: 201, through: plateau + 10, by: 7) {
            let par = LightsOutLevels.targetPar(forLevel: level)
            #expect(par >= previous)
            previous = par
        }
        #expect(LightsOutLevels.targetPar(forLevel: 300) > LightsOutLevels.targetPar(forLevel: 200))
        let far = [
            plateau, plateau + 1, plateau + 2, 123_456, LightsOutLevels.lastLevel - 1, LightsOutLevels.lastLevel,
        ]
        var boards: Set<LightsOutBoard> = []
        for level in far {
            let board = LightsOutLevels.board(forLevel: level)
            boards.insert(board)
            let solution = LightsOutSolver.forSize(20).shortestSolution(for: board)
            #expect(solution?.litCount == LightsOutLevels.plateauPar, "level \(level)")
        }
        #expect(boards.count == far.count)
        for level in [250, 300, 398] {
            let state = LightsOutRules.newState(params: .level(level), seed: 0)
            #expect(state.par == LightsOutLevels.targetPar(forLevel: level), "level \(level)")
        }
    }

    @Test func levelsOutsideTheRangeAreClampedOrRejected() throws {
        #expect(LightsOutLevels.clamped(.max) == LightsOutLevels.lastLevel)
        #expect(LightsOutLevels.clamped(.min) == 1)
        let top = LightsOutRules.newState(params: .level(.max), seed: 0)
        #expect(top.level == LightsOutLevels.lastLevel)
        #expect(try LightsOutLevels.validLevel(" 42 ") == 42)
        #expect(throws: InputError("there is no level 9223372036854775807; levels are 1 to 1000000")) {
            try LightsOutLevels.validLevel("9223372036854775807")
        }
        #expect(throws: InputError("there is no level 0; levels are 1 to 1000000")) {
            try LightsOutLevels.validLevel("0")
        }
        #expect(throws: InputError.self) { try LightsOutLevels.validLevel("-3") }
        #expect(throws: InputError.self) { try LightsOutLevels.validLevel("") }
        #expect(throws: InputError.self) { try LightsOutLevels.validLevel("٣") }
    }

    @Test func customBoardAppliesThePressList() throws {
        let presses = [LightsOutCell(row: 0, col: 0), LightsOutCell(row: 1, col: 1), LightsOutCell(row: 0, col: 0)]
        let board = try LightsOutLevels.customBoard(size: 3, presses: presses)
        #expect(board == LightsOutBoard(size: 3).pressing(row: 1, col: 1))
    }

    @Test func customBoardRejectsBadInput() {
        #expect(throws: InputError.self) { try LightsOutLevels.customBoard(size: 21, presses: []) }
        #expect(throws: InputError.self) { try LightsOutLevels.customBoard(size: 1, presses: []) }
        #expect(throws: InputError("press 3,0 is off the 3×3 board")) {
            try LightsOutLevels.customBoard(size: 3, presses: [LightsOutCell(row: 3, col: 0)])
        }
    }
}
