import FoundationEssentials
import GameCatalog
import GameCore
import GameKit
import Layout
import Localization
import SDLBackend

#if canImport(Glibc)
    import Glibc
#endif

/// Loads and saves games, statistics and settings. Nothing here ever crashes the app: a bad
/// file is moved aside and reported once, an unwritable folder is reported once and play goes on.
package final class Storage {
    package let paths: AppPaths
    /// Messages for the player, shown once (then cleared by the app).
    package private(set) var notices: [String] = []
    private var warnedUnwritable = false
    /// The statistics as the file holds them (read or last written), so a move that changes no
    /// record writes nothing.
    private var statisticsOnDisk: [String: GameStatistics]?

    /// The open lock file while this process is the data folder's writer.
    private var lockDescriptor: Int32 = -1

    package init(paths: AppPaths) {
        self.paths = paths
        AtomicFile.removeStaleTemporaries(in: paths.data)
        AtomicFile.removeStaleTemporaries(in: paths.config)
    }

    deinit {
        if lockDescriptor >= 0 { close(lockDescriptor) }
    }

    /// Makes this process the only writer of the data folder for as long as it runs (an
    /// advisory `flock` on `.lock`, released by the kernel when the process ends, even by
    /// kill -9). A second window would otherwise overwrite the first one's moves.
    package func lockForWriting() throws {
        guard acquireWriterLock() else { throw Self.alreadyOpen(paths) }
    }

    /// `lockForWriting` without the error: false only when another process holds the lock
    /// (a folder where nothing can be locked or written counts as locked: the first save says so).
    package func acquireWriterLock() -> Bool {
        guard lockDescriptor < 0 else { return true }
        let url = paths.data.appendingPathComponent(".lock")
        do {
            try AtomicFile.createPrivateDirectory(paths.data)
        } catch {
            return true
        }
        let fd = open(url.path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return true }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            close(fd)
            return false
        }
        lockDescriptor = fd
        return true
    }

    /// True while this process holds the writer lock (false also where none could be taken).
    package var holdsWriterLock: Bool { lockDescriptor >= 0 }

    /// Why a second window on the same data folder does not open.
    package static func alreadyOpen(_ paths: AppPaths) -> CLIFailure {
        CLIFailure(
            "Tessera is already open (another window is playing the games in \(paths.data.path)); "
                + "switch to that window or close it first")
    }

    package func takeNotices() -> [String] {
        defer { notices.removeAll() }
        return notices
    }

    /// Restores `scene` from its save file; a missing file leaves the fresh game as it is.
    package func restore(_ scene: any GameScene, of game: GameDescriptor) {
        let url = paths.save(for: game.id)
        do {
            guard let data = try AtomicFile.read(url) else { return }
            // The game's own invariants (the ones the monkey checks) must hold, or the save is
            // refused and the fresh game comes back, exactly: a restore that throws changes
            // nothing, and one that restores a broken game is undone with the fresh game's save.
            // (Restoring once, not on a scratch game first, halves the replay of a long game.)
            let fresh = try scene.saveData()
            try scene.restore(from: data)
            if let problem = scene.invariantViolation() {
                try scene.restore(from: fresh)
                throw SaveError.inconsistent(problem)
            }
        } catch {
            let kept = AtomicFile.quarantine(url)
            let reason = String(describing: error)
            let title = tr(game.title)
            if let kept {
                notices.append(
                    tr(
                        "Your saved {game} game could not be used ({reason}). It was kept as {file}; a new game was started.",
                        ["game": title, "reason": reason, "file": kept.lastPathComponent]))
            } else {
                notices.append(
                    tr(
                        "Your saved {game} game could not be used ({reason}); a new game was started.",
                        ["game": title, "reason": reason]))
            }
        }
    }

    package func save(_ scene: any GameScene, of game: GameDescriptor) {
        do {
            try write(scene.saveData(), to: paths.save(for: game.id))
        } catch {
            warnUnwritable(error)
        }
    }

    /// Statistics by game id; entries of games this build does not know are kept as read.
    package func loadStatistics() -> [String: GameStatistics] {
        let url = paths.statistics
        do {
            guard let data = try AtomicFile.read(url) else { return [:] }
            let statistics = try SaveCoding.decode([String: GameStatistics].self, from: data)
            for (game, record) in statistics {
                if let problem = record.problem() { throw SaveError.inconsistent("\(game): \(problem)") }
            }
            statisticsOnDisk = statistics
            return statistics
        } catch {
            let kept = AtomicFile.quarantine(url)
            notices.append(
                tr(
                    "Your statistics file could not be read; it was kept as {file} and statistics start again.",
                    ["file": kept?.lastPathComponent ?? paths.statistics.lastPathComponent]))
            return [:]
        }
    }

    /// Keeps the statistics file aside because the records of `games` do not add up, and writes
    /// the others back, so one bad record costs only its own game's statistics.
    package func setAsideStatistics(of games: [String], keeping statistics: [String: GameStatistics]) {
        let kept = AtomicFile.quarantine(paths.statistics)
        statisticsOnDisk = nil
        let names = games.map { tr($0) }.joined(separator: tr(", "))
        if let kept {
            notices.append(
                tr(
                    "Your statistics for {games} did not add up and start again. The file was kept as {file}.",
                    ["games": names, "file": kept.lastPathComponent]))
        } else {
            notices.append(tr("Your statistics for {games} did not add up and start again.", ["games": names]))
        }
        saveStatistics(statistics)
    }

    /// Writes the statistics when they differ from the file's: the app asks after every move
    /// that may have changed a record, and most change none.
    package func saveStatistics(_ statistics: [String: GameStatistics]) {
        guard statistics != statisticsOnDisk else { return }
        do {
            try write(SaveCoding.encode(statistics), to: paths.statistics)
            statisticsOnDisk = statistics
        } catch {
            warnUnwritable(error)
        }
    }

    func loadSettings() -> Settings {
        do {
            guard let data = try AtomicFile.read(paths.settings) else { return Settings() }
            return try JSONDecoder().decode(Settings.self, from: data)
        } catch {
            let kept = AtomicFile.quarantine(paths.settings)
            if let kept {
                notices.append(
                    tr(
                        "Your settings file could not be read; defaults are used. The file was kept as {file}.",
                        ["file": kept.lastPathComponent]))
            } else {
                notices.append(tr("Your settings file could not be read; defaults are used."))
            }
            return Settings()
        }
    }

    func saveSettings(_ settings: Settings) {
        do {
            try write(SaveCoding.encode(settings), to: paths.settings)
        } catch {
            warnUnwritable(error)
        }
    }

    private func write(_ data: Data, to url: URL) throws {
        try AtomicFile.write(data, to: url)
    }

    private func warnUnwritable(_ error: any Error) {
        guard !warnedUnwritable else { return }
        warnedUnwritable = true
        let reason = String(describing: error)
        notices.append(tr("Games cannot be saved ({reason}); play goes on without saving.", ["reason": reason]))
        Output.writeStandardError("tessera: warning: Games cannot be saved (\(reason)); play goes on without saving.\n")
    }
}
