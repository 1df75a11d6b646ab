import Testing

@testable import DevTool

/// `tessera-dev bench saves` measures around the move the command line names: the figures are
/// taken at that move (a later move's save is larger), and a move the window of measured saves
/// cannot centre on is refused before anything runs.
@Suite struct SaveBenchTests {
    @Test func theSavesPartMeasuresAroundTheMoveItIsGiven() throws {
        let early = Dictionary(uniqueKeysWithValues: SaveBench.run(targetMove: 30).map { ($0.key, $0.value) })
        let later = Dictionary(uniqueKeysWithValues: SaveBench.run(targetMove: 120).map { ($0.key, $0.value) })
        let sizes = early.keys.filter { $0.hasPrefix("saves.bytes_per_move.") }
        #expect(!sizes.isEmpty)
        for key in sizes {
            let before = try #require(early[key])
            let after = try #require(later[key])
            #expect(after > before, "\(key): \(before) bytes at move 30, \(after) at move 120")
        }
    }

    @Test func aMoveTooEarlyOrTooLateIsRefused() throws {
        #expect(throws: (any Error).self) { try BenchCommand.parse(["saves", "--save-moves", "5"]) }
        #expect(throws: (any Error).self) { try BenchCommand.parse(["saves", "--save-moves", "2000000"]) }
        let command = try BenchCommand.parse(["saves", "--save-moves", "64"])
        #expect(command.saveMoves == 64)
        #expect(try BenchCommand.parse(["saves"]).saveMoves == SaveBench.defaultTargetMove)
    }
}
