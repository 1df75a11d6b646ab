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

    @Test func aMoveInRangeIsTakenAndTheDefaultIsFiveHundred() throws {
        #expect(try BenchCommand.parse(["saves", "--save-moves", "64"]).saveMoves == 64)
        #expect(try BenchCommand.parse(["saves", "--save-moves", "21"]).saveMoves == SaveBench.window)
        #expect(try BenchCommand.parse(["saves", "--save-moves", "1000000"]).saveMoves == 1_000_000)
        #expect(try BenchCommand.parse(["saves"]).saveMoves == SaveBench.defaultTargetMove)
    }

    /// Zero, negative, too early for the window of measured saves, too late, not a number, and
    /// beyond any integer: each is refused with a message that names the option, before anything
    /// runs (the command line prints it as one `error:` line and exits 2); a whole number, negative
    /// ones included, is told the range.
    @Test(arguments: ["0", "-3", "5", "20", "1000001", "2000000", "five", "64x", "1e3", "", "99999999999999999999"])
    func aBadMoveCountIsRefused(_ value: String) {
        do {
            let command = try BenchCommand.parse(["saves", "--save-moves", value])
            Issue.record("--save-moves \(value) was taken as \(command.saveMoves)")
        } catch {
            let message = BenchCommand.message(for: error)
            #expect(message.contains("save-moves"), "--save-moves \(value): \(message)")
            if Int(value) != nil {
                #expect(message.contains("21 to 1000000"), "--save-moves \(value): \(message)")
            }
        }
    }
}
