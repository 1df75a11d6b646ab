import Foundation
import GameCore
import Testing

@testable import App

/// `statistics.json` is written when a record changes, not after every move that might have.
struct StatisticsWriteTests {
    @Test func unchangedStatisticsAreNotWrittenAgain() throws {
        let home = TemporaryHome()
        let storage = Storage(paths: home.paths)
        var record = GameStatistics()
        record.played = 1
        storage.saveStatistics(["sudoku": record])
        #expect(FileManager.default.fileExists(atPath: home.paths.statistics.path))

        // Removed behind the program's back: the same numbers again do not write the file back,
        // which shows no write happened.
        try FileManager.default.removeItem(at: home.paths.statistics)
        storage.saveStatistics(["sudoku": record])
        #expect(!FileManager.default.fileExists(atPath: home.paths.statistics.path))

        record.won = 1
        storage.saveStatistics(["sudoku": record])
        let written = try SaveCoding.decode(
            [String: GameStatistics].self, from: Data(contentsOf: home.paths.statistics))
        #expect(written == ["sudoku": record])
    }

    /// What was read at start-up counts as written: the first move after a restart that changes
    /// nothing writes nothing.
    @Test func statisticsAsReadAreNotWrittenBack() throws {
        let home = TemporaryHome()
        var record = GameStatistics()
        record.played = 3
        Storage(paths: home.paths).saveStatistics(["2048": record])
        let storage = Storage(paths: home.paths)
        let read = storage.loadStatistics()
        #expect(read == ["2048": record])
        try FileManager.default.removeItem(at: home.paths.statistics)
        storage.saveStatistics(read)
        #expect(!FileManager.default.fileExists(atPath: home.paths.statistics.path))
    }
}
