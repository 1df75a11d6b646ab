import Testing

@testable import GameCore
@testable import LightsOutEngine

@Suite struct LightsOutLevelTests {
    static let coveredLevels = 1...120

    @Test func everyLevelIsSolvableWithTheTargetParAsItsShortestSolution() {
        for level in Self.coveredLevels {
            let board = LightsOutLevels.board(forLevel: level)
            let reference = board.size <= 10 ? LightsOutBruteForce.chasingMinimum(board) : nil
            #expect(board.size == LightsOutLevels.size(forLevel: level))
            #expect(reference == LightsOutLevels.targetPar(forLevel: level), "level \(level): \(board)")
            #expect(!board.isDark && !board.isAllLit, "level \(level) starts finished: \(board)")
            let state = LightsOutRules.newState(params: .level(level), seed: 0)
            #expect(state.par == reference, "level \(level) par")
        }
    }

    @Test func levelsAreDeterministicAndDiffer() {
        #expect(LightsOutLevels.board(forLevel: 17) == LightsOutLevels.board(forLevel: 17))
        let boards = Set(Self.coveredLevels.map { LightsOutLevels.board(forLevel: $0) })
        #expect(boards.count > Self.coveredLevels.count - 5)
    }

    @Test func difficultyNeverDrops() {
        let levels = Array(Self.coveredLevels) + [500, 10_000]
        for (earlier, later) in zip(levels, levels.dropFirst()) {
            #expect(LightsOutLevels.size(forLevel: earlier) <= LightsOutLevels.size(forLevel: later))
            let sameSize = LightsOutLevels.size(forLevel: earlier) == LightsOutLevels.size(forLevel: later)
            if sameSize {
                #expect(LightsOutLevels.targetPar(forLevel: earlier) <= LightsOutLevels.targetPar(forLevel: later))
            }
        }
        #expect(LightsOutLevels.size(forLevel: 1) == 3)
        #expect(LightsOutLevels.targetPar(forLevel: 1) == 1)
        #expect(LightsOutLevels.targetPar(forLevel: 10_000) > LightsOutLevels.targetPar(forLevel: 41))
        #expect(LightsOutLevels.size(forLevel: 0) == LightsOutLevels.size(forLevel: 1))
    }

    @Test func farLevelsStayOnTheSeedsLargestBoardAndSolvable() {
        for level in [1_000, 123_456] {
            let board = LightsOutLevels.board(forLevel: level)
            #expect(board.size == 7)
            #expect(LightsOutBruteForce.chasingMinimum(board) == LightsOutLevels.targetPar(forLevel: level))
        }
    }

    @Test func customBoardAppliesThePressList() throws {
        let presses = [LightsOutCell(row: 0, col: 0), LightsOutCell(row: 1, col: 1), LightsOutCell(row: 0, col: 0)]
        let board = try LightsOutLevels.customBoard(size: 3, presses: presses)
        #expect(board == LightsOutBoard(size: 3).pressing(row: 1, col: 1))
    }

    @Test func customBoardRejectsBadInput() {
        #expect(throws: InputError.self) { try LightsOutLevels.customBoard(size: 11, presses: []) }
        #expect(throws: InputError.self) { try LightsOutLevels.customBoard(size: 1, presses: []) }
        #expect(throws: InputError("press 3,0 is off the 3×3 board")) {
            try LightsOutLevels.customBoard(size: 3, presses: [LightsOutCell(row: 3, col: 0)])
        }
    }
}
