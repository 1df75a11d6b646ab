import App
import BenchCatalog
import Foundation
import GameCatalog
import GameCore
import GameKit
import Layout

/// What a save costs once a game is long: each game whose benchmark has a `LongGame` is played
/// through the real scene to about move `targetMove` (500 unless `--save-moves` says) with its
/// keys, then the real paths of the app are measured — `Storage.save` after each of the moves
/// around it (bytes written, and the time to encode and write it atomically with its fsyncs) and
/// `Storage.restore` of the save at that move into a fresh game (read, check, replay). The data
/// folder is a fresh one under the temporary directory, on disk.
enum SaveBench {
    /// The move around which the figures are taken unless the command line names another.
    static let defaultTargetMove = 500
    /// Saves measured, centred on the target move.
    static let window = 21

    static func run(catalog: Catalog = .standard, targetMove: Int = defaultTargetMove) -> [BenchFigure] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-savebench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: root) }
        var figures: [BenchFigure] = []
        // The disk's own floor: an atomic write of one byte (its fsyncs and the rename), which
        // no save can go below.
        let floor = root.appendingPathComponent("floor.json")
        var floorTimes: [Double] = []
        for _ in 0..<window {
            let start = monotonicSeconds()
            guard (try? AtomicFile.write(Data([0x30]), to: floor)) != nil else { break }
            floorTimes.append(monotonicSeconds() - start)
        }
        if !floorTimes.isEmpty {
            figures.append(BenchFigure(key: "saves.atomic_write_floor_ms", value: median(floorTimes) * 1e3))
        }
        for game in catalog.games {
            guard let item = BenchCatalog.benchmark(id: game.id)?.longGame else { continue }
            let folder = root.appendingPathComponent(item.name)
            guard
                let paths = AppPaths(environment: [
                    "HOME": folder.path, "XDG_DATA_HOME": folder.appendingPathComponent("data").path,
                    "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
                ])
            else { continue }
            guard let result = measure(item, game: game, storage: Storage(paths: paths), targetMove: targetMove) else {
                Output.writeStandardError("bench saves: \(item.name) ended before move \(targetMove)\n")
                continue
            }
            figures.append(BenchFigure(key: "saves.bytes_per_move.\(item.name)", value: result.bytes))
            figures.append(BenchFigure(key: "saves.write_ms.\(item.name)", value: result.writeSeconds * 1e3))
            figures.append(BenchFigure(key: "saves.encode_ms.\(item.name)", value: result.encodeSeconds * 1e3))
            figures.append(BenchFigure(key: "saves.load_ms.\(item.name)", value: result.loadSeconds * 1e3))
        }
        return figures
    }

    struct Result {
        let bytes: Double
        let writeSeconds: Double
        /// The part of `writeSeconds` before the disk: the scene's `saveData`.
        let encodeSeconds: Double
        let loadSeconds: Double
    }

    static func measure(_ item: LongGame, game: GameDescriptor, storage: Storage, targetMove: Int) -> Result? {
        let launch = GameLaunch(seed: 1, clock: { 0 }, options: item.options)
        let scene = game.makeScene(launch)
        var moves = 0
        var step = 0
        var writes: [Double] = []
        var encodes: [Double] = []
        var sizes: [Double] = []
        let firstMeasured = targetMove - window / 2
        // Many more keys than moves would mean the game is stuck (over, or a key that does nothing).
        while moves < targetMove + window / 2, step < 20 * targetMove {
            let keys = item.keys(step)
            for event in keys.focus { _ = scene.handle(event, hit: nil) }
            step += 1
            guard scene.handle(keys.move, hit: nil).contains(.save) else { continue }
            moves += 1
            guard moves >= firstMeasured else { continue }
            var start = monotonicSeconds()
            _ = try? scene.saveData()
            encodes.append(monotonicSeconds() - start)
            start = monotonicSeconds()
            storage.save(scene, of: game)
            writes.append(monotonicSeconds() - start)
            let size =
                (try? FileManager.default.attributesOfItem(atPath: storage.paths.save(for: game.id).path))?[
                    .size] as? Int
            sizes.append(Double(size ?? 0))
            if moves == targetMove { storage.save(scene, of: game) }
        }
        guard moves == targetMove + window / 2 else { return nil }
        // The save on disk is now the one of the last measured move, close enough to the target.
        var loads: [Double] = []
        for _ in 0..<11 {
            let fresh = game.makeScene(GameLaunch(seed: 2, clock: { 0 }, options: item.options))
            let start = monotonicSeconds()
            storage.restore(fresh, of: game)
            loads.append(monotonicSeconds() - start)
            guard storage.takeNotices().isEmpty, (try? fresh.saveData()) == (try? scene.saveData()) else { return nil }
        }
        return Result(
            bytes: median(sizes), writeSeconds: median(writes), encodeSeconds: median(encodes),
            loadSeconds: median(loads))
    }
}
