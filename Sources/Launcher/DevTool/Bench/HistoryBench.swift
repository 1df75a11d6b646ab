import App
import ArgumentParser
import BenchCatalog
import Foundation
import GameCatalog
import GameCore
import GameKit

/// What a very long game costs: for every game with a `LongHistory`, a save of up to a million
/// moves is built and opened in a process of its own (`history-probe`), which reports the time
/// to read and replay it, undo and redo times, a save's encoding time and its own peak memory.
/// `--before BINARY` also times an older `tessera` opening the same game in the format it reads
/// (`monkey --verify-saves` over a data folder holding only that save), whole process, with its
/// peak memory from `wait4`.
enum HistoryBench {
    static func run(moves: Int, before: String?, keep: String?) throws -> [BenchFigure] {
        let root =
            keep.map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("tessera-history-\(getpid())")
        defer { if keep == nil { try? FileManager.default.removeItem(at: root) } }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        var figures: [BenchFigure] = []
        for benchmark in BenchCatalog.standard {
            guard let history = benchmark.longHistory else { continue }
            let id = benchmark.id
            let built = monotonicSeconds()
            let (data, made) = try history.save(moves)
            figures.append(BenchFigure(key: "history.\(id).build_s", value: monotonicSeconds() - built))
            figures.append(BenchFigure(key: "history.\(id).moves", value: Double(made)))
            figures.append(BenchFigure(key: "history.\(id).file_kib", value: Double(data.count) / 1024))
            let file = root.appendingPathComponent("\(id).json")
            try data.write(to: file)
            for (key, value) in try probe(id: id, file: file.path) {
                figures.append(BenchFigure(key: "history.\(id).\(key)", value: value))
            }
            if let before {
                let old = try history.beforeEnvelope(data)
                for (key, value) in try verifyWithOlderBuild(before, id: id, save: old, root: root) {
                    figures.append(BenchFigure(key: "history.\(id).before.\(key)", value: value))
                }
            }
        }
        return figures
    }

    /// Runs this tool's `history-probe` on `file` and reads its "key value" lines.
    private static func probe(id: String, file: String) throws -> [(String, Double)] {
        let output = try runProcess(CommandLine.arguments[0], ["history-probe", id, file], environment: nil)
        return output.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: " ")
            guard parts.count == 2, let value = Double(parts[1]) else { return nil }
            return (String(parts[0]), value)
        }
    }

    /// An older build opening the save in its own format, as a whole process: the time from exec
    /// to exit and the peak resident memory.
    private static func verifyWithOlderBuild(
        _ binary: String, id: String, save: Data, root: URL
    ) throws -> [(String, Double)] {
        let data = root.appendingPathComponent("before-\(id)/data")
        let folder = data.appendingPathComponent("tessera")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try save.write(to: folder.appendingPathComponent("\(id).json"))
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_DATA_HOME"] = data.path
        environment["XDG_CONFIG_HOME"] = root.appendingPathComponent("before-\(id)/config").path
        // Spawned and reaped here (not through Foundation's Process, which reaps on its own
        // thread) so that `wait4` has the child's peak memory.
        let start = monotonicSeconds()
        guard
            let pid = spawnProcess(
                binary, arguments: ["monkey", "--verify-saves"], environment: environment,
                configure: {
                    posix_spawn_file_actions_addopen(&$0, 1, "/dev/null", O_WRONLY, 0)
                    posix_spawn_file_actions_addopen(&$0, 2, "/dev/null", O_WRONLY, 0)
                })
        else { throw ValidationError("\(binary) could not be started") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let seconds = monotonicSeconds() - start
        // `--verify-saves` also writes the game again and compares the bytes, which a save made
        // by this build can fail by its number formatting alone; whether it did is reported.
        let verified: Double = status == 0 ? 1 : 0
        return [
            ("open_process_s", seconds), ("peak_rss_mib", Double(usage.ru_maxrss) / 1024), ("verified", verified),
        ]
    }

    private static func runProcess(_ path: String, _ arguments: [String], environment: [String: String]?) throws
        -> String
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ValidationError("\(path) \(arguments.joined(separator: " ")) exited \(process.terminationStatus)")
        }
        return String(decoding: output, as: UTF8.self)
    }
}

/// Opens one long save the way the app does and prints what it cost, one "key value" a line:
/// the part of `bench history` that runs in a fresh process, so its peak memory is the save's.
struct HistoryProbeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history-probe", abstract: "Open one long save and time it (for bench history).",
        shouldDisplay: false)

    @Argument var game: String
    @Argument var file: String

    func run() throws {
        guard let descriptor = Catalog.standard.game(id: game) else { throw ValidationError("unknown game '\(game)'") }
        let clock = { monotonicSeconds() }
        let scene = descriptor.makeScene(GameLaunch(seed: 1, clock: clock))
        let start = monotonicSeconds()
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        try scene.restore(from: data)
        let opened = monotonicSeconds() - start
        func timed(_ count: Int, _ body: () -> Void) -> [Double] {
            (0..<count).map { _ in
                let begin = monotonicSeconds()
                body()
                return (monotonicSeconds() - begin) * 1000
            }
        }
        let undos = timed(200) { _ = scene.perform(.undo) }
        let redos = timed(200) { _ = scene.perform(.redo) }
        // The first save writes every move's token; later ones reuse that text.
        let firstSave = timed(1) { _ = try? scene.saveData() }
        // What the window's thread does for a move: the move, then the save written atomically
        // (temporary file, fsync, rename) beside the one read.
        let written = URL(fileURLWithPath: file + ".after-move")
        defer { try? FileManager.default.removeItem(at: written) }
        var moves: [Double] = []
        for event in descriptor.fixtures.moves + descriptor.fixtures.moves where moves.count < 5 {
            let begin = monotonicSeconds()
            guard scene.handle(event, hit: nil).contains(.save), let data = try? scene.saveData() else { continue }
            try AtomicFile.write(data, to: written)
            moves.append((monotonicSeconds() - begin) * 1000)
        }
        try Output.print("open_s \(opened)")
        try Output.print("undo_ms.max \(undos.max() ?? 0)")
        try Output.print("undo_ms.median \(median(undos))")
        try Output.print("redo_ms.max \(redos.max() ?? 0)")
        try Output.print("save_first_ms \(firstSave[0])")
        if !moves.isEmpty {
            try Output.print("move_and_save_ms.median \(median(moves))")
            try Output.print("move_and_save_ms.max \(moves.max() ?? 0)")
        }
        if let peak = peakResidentKiB() { try Output.print("peak_rss_mib \(Double(peak) / 1024)") }
    }
}
