import AppTestSupport
import Foundation
import GameCatalog
import GameCore
import GameKit
import Layout
import SDLBackend
import Testing

@testable import App

#if canImport(Glibc)
    import Glibc
#endif

/// Files a player (or a disk, or another program) could leave where a save should be. Each is put
/// in place of one game's save before the app starts; the app must start, say once and clearly
/// what happened, keep the file aside, and play and save a new game.
enum HostileSave: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case empty
    case truncated
    case randomBytes
    case nulBytes
    case huge
    case deeplyNestedArrays
    case deeplyNestedObjects
    case newerVersion
    case anotherGamesSave
    case cursorOutsideHistory
    case numberTooLarge
    case infinitePlayTime
    case directory
    case fifo
    case symlinkToDevZero
    case symlinkToHugeFile

    var testDescription: String { rawValue }

    /// 100 MB: far over `AtomicFile.maximumSize`, written sparse so the test costs no disk.
    static let hugeSize: UInt64 = 100 * 1024 * 1024

    /// Puts the hostile thing at `url`; `valid` is a real save of a game in progress of this kind
    /// and `other` a real save of another game.
    func install(at url: URL, valid: Data, other: Data, scratch: URL) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let text = String(decoding: valid, as: UTF8.self)
        switch self {
        case .empty: try Data().write(to: url)
        case .truncated: try valid.prefix(valid.count / 2).write(to: url)
        case .randomBytes:
            var generator = SeededGenerator(seed: 0xBAD5EED)
            try Data((0..<65_536).map { _ in UInt8.random(in: 0...255, using: &generator) }).write(to: url)
        case .nulBytes: try Data(repeating: 0, count: 4096).write(to: url)
        case .huge: try Self.sparseFile(at: url, size: Self.hugeSize)
        case .deeplyNestedArrays: try Data(String(repeating: "[", count: 100_000).utf8).write(to: url)
        case .deeplyNestedObjects:
            try Data(
                (String(repeating: #"{"game":"#, count: 100_000) + "1" + String(repeating: "}", count: 100_000)).utf8
            )
            .write(to: url)
        case .newerVersion:
            try Data(text.replacingOccurrences(of: #""version":2"#, with: #""version":99"#).utf8).write(to: url)
        case .anotherGamesSave: try other.write(to: url)
        case .cursorOutsideHistory: try Data(try Self.replacingCursor(in: text, with: "100000").utf8).write(to: url)
        case .numberTooLarge:
            try Data(try Self.replacingCursor(in: text, with: "123456789012345678901234567890").utf8).write(to: url)
        case .infinitePlayTime: try Data(try Self.replacing("elapsed", in: text, with: "1e999").utf8).write(to: url)
        case .directory:
            try manager.createDirectory(at: url, withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: url.appendingPathComponent("inside.json"))
        case .fifo:
            guard mkfifo(url.path, 0o600) == 0 else { throw FileError.io("mkfifo failed") }
        case .symlinkToDevZero: try manager.createSymbolicLink(atPath: url.path, withDestinationPath: "/dev/zero")
        case .symlinkToHugeFile:
            let target = scratch.appendingPathComponent("huge-target.bin")
            try Self.sparseFile(at: target, size: Self.hugeSize)
            try manager.createSymbolicLink(atPath: url.path, withDestinationPath: target.path)
        }
    }

    /// What the notice must say besides the common part.
    var expectedReason: String? {
        switch self {
        case .newerVersion: "newer Tessera"
        case .huge, .symlinkToHugeFile: "MiB"
        case .directory, .fifo, .symlinkToDevZero: "is not a regular file"
        default: nil
        }
    }

    private static func sparseFile(at url: URL, size: UInt64) throws {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw FileError.io("cannot create \(url.path)")
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.truncate(atOffset: size)
    }

    /// Every mid-end's `"cursor":N` (the scenes' own cursors are objects and stay).
    private static func replacingCursor(in text: String, with value: String) throws -> String {
        try replacing("cursor", in: text, with: value)
    }

    /// Replaces the numeric value of every `"key":number` in `text`.
    /// A save without the field is a fixture that does not apply: the test fails, the process
    /// goes on.
    private static func replacing(_ key: String, in text: String, with value: String) throws -> String {
        let pattern = try Regex("\"\(key)\":-?[0-9][0-9.eE+-]*")
        let replaced = text.replacing(pattern, with: "\"\(key)\":\(value)")
        guard replaced != text else { throw FileError.io("no \(key) in the save") }
        return replaced
    }
}

@Suite struct HostileInputTests {
    static let size = Size(width: 1024, height: 720)

    /// A save of a game of each kind with some moves in it, made once for all the tests.
    static let inProgress: [GameDescriptor: Data] = {
        var saves: [GameDescriptor: Data] = [:]
        for kind in GameDescriptor.all {
            let scene = kind.scene(seed: 11)
            let driver = OneGameApp(scene: scene, size: size, theme: .dark, measurer: FixedMetricTextMeasurer())
            for event in kind.fixtures.moves { driver.send(event) }
            saves[kind] = try? scene.saveData()
        }
        return saves
    }()

    static func gameInProgress(_ kind: GameDescriptor) throws -> Data {
        let data = try #require(inProgress[kind])
        let fresh = try kind.scene(seed: 11).saveData()
        #expect(data != fresh, "no move was made in \(kind)")
        return data
    }

    /// Plays through the app as a player would: a notice that comes up is read (kept in
    /// `notices`) and dismissed with a key. Returns whether the game changed.
    @discardableResult
    static func play(_ kind: GameDescriptor, in model: AppModel, notices: inout [String]) throws -> Bool {
        model.open(kind)
        let scene = try #require(model.currentScene)
        let before = try scene.saveData()
        for event in kind.fixtures.moves {
            _ = model.handle(event, hit: nil)
            while let notice = model.notices.first {
                notices.append(notice)
                _ = model.handle(.key(.escape, []), hit: nil)
            }
        }
        return try scene.saveData() != before
    }

    @discardableResult
    static func play(_ kind: GameDescriptor, in model: AppModel) throws -> Bool {
        var notices: [String] = []
        let moved = try play(kind, in: model, notices: &notices)
        #expect(notices.isEmpty)
        return moved
    }

    @Test(arguments: HostileSave.allCases, GameDescriptor.all)
    func aHostileSaveIsReportedOnceAndANewGameIsPlayedAndSaved(_ hostile: HostileSave, _ kind: GameDescriptor) throws {
        let home = TemporaryHome()
        let url = home.paths.save(for: kind.id)
        let other = GameDescriptor.all.first { $0 != kind }!
        try hostile.install(
            at: url, valid: Self.gameInProgress(kind), other: Self.gameInProgress(other), scratch: home.root)

        let reads = ReadLog()
        let model = AtomicFile.$readObserver.withValue(reads.note) {
            AppModel(storage: Storage(paths: home.paths), seed: 1, clock: { 0 })
        }
        switch hostile {
        case .huge, .symlinkToHugeFile, .directory, .fifo, .symlinkToDevZero:
            // Refused from what was opened (its size, its kind): not one read of it, not one byte.
            #expect(reads.calls(of: url.path) == 0, "the file was read \(reads.calls(of: url.path)) times")
            #expect(reads.bytes(of: url.path) == 0)
        default:
            #expect(reads.calls(of: url.path) > 0, "a file of a save's size is read, and the hook sees it")
        }

        #expect(model.notices.count == 1, "\(model.notices)")
        let notice = try #require(model.notices.first)
        #expect(notice.hasPrefix("Your saved \(kind.title) game could not be used ("), "\(notice)")
        #expect(notice.hasSuffix("a new game was started."), "\(notice)")
        #expect(notice.contains("It was kept as \(kind.id).json.corrupt-"), "\(notice)")
        if let reason = hostile.expectedReason { #expect(notice.contains(reason), "\(notice)") }
        #expect(home.files(in: home.paths.data).contains { $0.hasPrefix("\(kind.id).json.corrupt-") })
        #expect(!FileManager.default.fileExists(atPath: url.path))

        // The notice is on screen until dismissed; then the new game plays and saves.
        let list = layout(model.view(size: Self.size), in: Self.size, measurer: FixedMetricTextMeasurer())
        #expect(list.texts.joined(separator: " ").contains("could not be used"), "\(list.texts)")
        _ = model.handle(.key(.enter, []), hit: nil)
        #expect(model.notices.isEmpty)
        #expect(try Self.play(kind, in: model))
        let saved = try #require(try AtomicFile.read(url))
        let reopened = kind.scene(seed: 99)
        let storage = Storage(paths: home.paths)
        storage.restore(reopened, of: kind)
        #expect(storage.takeNotices().isEmpty)
        #expect(try reopened.saveData() == saved)
    }

    /// Each game's own hostile edits, from its catalog fixtures (a combining mark inside a board
    /// written as text, …): refused, reported once and kept aside like any bad save.
    static let gameEdits: [(GameDescriptor, String)] = GameDescriptor.all.flatMap { game in
        game.fixtures.hostileEdits.keys.sorted().map { (game, $0) }
    }

    @Test(arguments: gameEdits)
    func aGameSpecificHostileEditIsRefused(_ kind: GameDescriptor, _ name: String) throws {
        let home = TemporaryHome()
        let url = home.paths.save(for: kind.id)
        let valid = String(decoding: try Self.gameInProgress(kind), as: UTF8.self)
        let edit = try #require(kind.fixtures.hostileEdits[name])
        let edited = edit(valid)
        #expect(edited != valid, "the \(name) fixture does not apply to a \(kind.title) save")
        try home.write(Data(edited.utf8), to: url)
        let model = AppModel(storage: Storage(paths: home.paths), seed: 1, clock: { 0 })
        #expect(model.notices.count == 1, "\(model.notices)")
        #expect(model.notices.first?.hasPrefix("Your saved \(kind.title) game could not be used (") == true)
        #expect(home.files(in: home.paths.data).contains { $0.hasPrefix("\(kind.id).json.corrupt-") })
    }

    /// The same files in place of the statistics and the settings: the app starts on defaults.
    /// Bad statistics and bad settings are each kept aside with a notice, whether their contents
    /// are wrong or they cannot be read at all (too big, not a file).
    @Test(arguments: [
        HostileSave.empty, .randomBytes, .huge, .deeplyNestedArrays, .deeplyNestedObjects, .directory, .fifo,
    ])
    func hostileStatisticsAndSettingsFallBackToDefaults(_ hostile: HostileSave) throws {
        let home = TemporaryHome()
        let valid = Data("{}".utf8)
        try hostile.install(at: home.paths.statistics, valid: valid, other: valid, scratch: home.root)
        try hostile.install(at: home.paths.settings, valid: valid, other: valid, scratch: home.root)
        let model = AppModel(storage: Storage(paths: home.paths), seed: 1, clock: { 0 })
        #expect(model.notices.contains { $0.contains("statistics file could not be read") }, "\(model.notices)")
        #expect(model.notices.contains { $0.contains("settings file could not be read") }, "\(model.notices)")
        #expect(home.files(in: home.paths.config).contains { $0.hasPrefix("settings.json.corrupt-") })
        #expect(model.settings.theme == Settings().theme)
        while !model.notices.isEmpty { _ = model.handle(.key(.escape, []), hit: nil) }
        #expect(try Self.play(.game2048, in: model))
    }

    /// Runs `body` with a data folder the app cannot write to: a path under a regular file, which
    /// nobody can create, then read-only folders (for root too: `withReadOnly`).
    static func withUnwritableData(_ body: (AppPaths) throws -> Void) throws {
        let home = TemporaryHome()
        try home.write(Data("not a folder".utf8), to: home.root.appendingPathComponent("file"))
        try body(
            try #require(
                AppPaths(environment: [
                    "HOME": home.root.path, "XDG_DATA_HOME": home.root.appendingPathComponent("file/data").path,
                    "XDG_CONFIG_HOME": home.root.appendingPathComponent("file/config").path,
                ])))
        let readOnly = TemporaryHome()
        try readOnly.withReadOnly([readOnly.paths.data, readOnly.paths.config]) { try body(readOnly.paths) }
    }

    @Test func anUnwritableSaveFolderWarnsOnceAndEveryGameKeepsPlaying() throws {
        try Self.withUnwritableData { paths in
            let model = AppModel(storage: Storage(paths: paths), seed: 3, clock: { 0 })
            #expect(model.notices.isEmpty)
            var warnings: [String] = []
            for kind in GameDescriptor.all {
                for _ in 0..<3 {
                    let moved = try Self.play(kind, in: model, notices: &warnings)
                    #expect(moved, "\(kind) stopped answering")
                }
                _ = model.handle(.key(.escape, []), hit: nil)
            }
            _ = model.handle(.key(.character("t"), []), hit: nil)  // the theme: a settings write
            warnings += model.notices
            #expect(warnings.count == 1, "\(warnings)")
            #expect(warnings.first?.hasPrefix("Games cannot be saved (") == true)
            #expect(warnings.first?.hasSuffix("play goes on without saving.") == true)
        }
    }
}

/// The reads `AtomicFile.read` made, by path.
final class ReadLog: @unchecked Sendable {
    private let lock = NSLock()
    private var log: [String: (calls: Int, bytes: Int)] = [:]

    var note: @Sendable (String, Int) -> Void {
        { [self] path, bytes in
            lock.withLock {
                log[path, default: (0, 0)] = (
                    log[path, default: (0, 0)].calls + 1, log[path, default: (0, 0)].bytes + bytes
                )
            }
        }
    }

    func calls(of path: String) -> Int { lock.withLock { log[path]?.calls ?? 0 } }
    func bytes(of path: String) -> Int { lock.withLock { log[path]?.bytes ?? 0 } }
}
