import AppTestSupport
import CSDL
import Foundation
import GameCatalog
import GameCore
import GameKit
import Layout
import SDLBackend
import Testing

@testable import App

/// A fresh XDG tree per test, removed afterwards.
final class TemporaryHome {
    let root: URL
    let paths: AppPaths

    init() {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-test-\(UUID().uuidString)")
        paths = AppPaths(environment: [
            "HOME": root.path, "XDG_DATA_HOME": root.appendingPathComponent("data").path,
            "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
        ])!
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    func write(_ data: Data, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    func files(in url: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }
}

extension TemporaryHome {
    /// Runs `body` with `folders` (created first, all inside this home) read-only, also for root,
    /// whom mode bits do not stop: then the home is bind-mounted read-only over itself for the
    /// length of `body` (a temp dir only; needs CAP_SYS_ADMIN, which root has on CI). Where that
    /// cannot be done the case does not run: it says so in the output, and under
    /// `TESSERA_TESTS_STRICT=1` (CI) that fails the test instead.
    func withReadOnly(_ folders: [URL], _ body: () throws -> Void) throws {
        for folder in folders {
            #expect(folder.path.hasPrefix(root.path + "/"))
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        guard getuid() == 0 else {
            for folder in folders { chmod(folder.path, 0o500) }
            defer { for folder in folders { chmod(folder.path, 0o700) } }
            try body()
            return
        }
        guard mount(root.path, root.path, nil, UInt(MS_BIND), nil) == 0 else {
            return Self.didNotRun("bind mount of \(root.path): \(String(cString: strerror(errno)))")
        }
        defer { umount2(root.path, Int32(MNT_DETACH)) }
        guard mount(nil, root.path, nil, UInt(MS_REMOUNT | MS_BIND | MS_RDONLY), nil) == 0 else {
            return Self.didNotRun("read-only remount of \(root.path): \(String(cString: strerror(errno)))")
        }
        // The mount really stops root: a write must fail, else the case would prove nothing.
        let probe = folders[0].appendingPathComponent("probe")
        #expect(!FileManager.default.createFile(atPath: probe.path, contents: Data("x".utf8)))
        try body()
    }

    private static func didNotRun(_ reason: String) {
        let message = "NOT RUN: the read-only folder case as root (\(reason))"
        print(message)
        if ProcessInfo.processInfo.environment["TESSERA_TESTS_STRICT"] == "1" {
            Issue.record(Comment(rawValue: message))
        }
    }
}

struct StorageTests {
    @Test func pathsFollowXDG() throws {
        let paths = try #require(
            AppPaths(environment: ["HOME": "/home/p", "XDG_DATA_HOME": "/d", "XDG_CONFIG_HOME": "relative"]))
        #expect(paths.save(for: "2048").path == "/d/tessera/2048.json")
        #expect(paths.settings.path == "/home/p/.config/tessera/settings.json")
    }

    /// With HOME unset or empty (and no absolute XDG folders) there is nowhere to save: never the
    /// current directory.
    @Test func noHomeMeansNoSaves() {
        #expect(AppPaths(environment: [:]) == nil)
        #expect(AppPaths(environment: ["HOME": ""]) == nil)
        #expect(AppPaths(environment: ["HOME": "relative", "XDG_DATA_HOME": "/d"]) == nil)
        #expect(AppPaths(environment: ["XDG_DATA_HOME": "/d", "XDG_CONFIG_HOME": "/c"]) != nil)
        let app = AppModel(storage: nil, seed: 1, clock: { 0 }, notices: [AppPaths.unavailableNotice])
        #expect(app.notices == [AppPaths.unavailableNotice])
    }

    /// A symlink planted at the temporary name is replaced, not written through.
    @Test func aSymlinkAtTheTemporaryPathIsNotFollowed() throws {
        let home = TemporaryHome()
        let url = home.paths.data.appendingPathComponent("2048.json")
        let victim = home.root.appendingPathComponent("victim.txt")
        try home.write(Data("keep me".utf8), to: victim)
        try FileManager.default.createDirectory(at: home.paths.data, withIntermediateDirectories: true)
        let temporary = home.paths.data.appendingPathComponent(".2048.json.\(getpid()).tmp")
        try FileManager.default.createSymbolicLink(atPath: temporary.path, withDestinationPath: victim.path)
        try AtomicFile.write(Data("save".utf8), to: url)
        #expect(try Data(contentsOf: victim) == Data("keep me".utf8))
        #expect(try AtomicFile.read(url) == Data("save".utf8))
        #expect(!FileManager.default.fileExists(atPath: temporary.path))
        var status = stat()
        #expect(stat(url.path, &status) == 0 && status.st_mode & 0o777 == 0o600)
        // A folder Tessera creates is its owner's alone (an existing one keeps its mode).
        try AtomicFile.write(Data("{}".utf8), to: home.paths.settings)
        #expect(stat(home.paths.config.path, &status) == 0 && status.st_mode & 0o777 == 0o700)
    }

    /// Two bad files in the same second are both kept, neither replaces the other.
    @Test func twoQuarantinesInTheSameSecondAreBothKept() throws {
        let home = TemporaryHome()
        let url = home.paths.data.appendingPathComponent("sudoku.json")
        let now = Date(timeIntervalSince1970: 1_790_000_000)
        try home.write(Data("first".utf8), to: url)
        let first = try #require(AtomicFile.quarantine(url, now: now))
        try home.write(Data("second".utf8), to: url)
        let second = try #require(AtomicFile.quarantine(url, now: now))
        #expect(first != second)
        #expect(try Data(contentsOf: first) == Data("first".utf8))
        #expect(try Data(contentsOf: second) == Data("second".utf8))
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    /// A quarantined file's stamp is the local time as `DateFormatter` wrote it before the
    /// program moved to FoundationEssentials (`yyyyMMdd-HHmmss`, POSIX digits, the current zone),
    /// at moments on both sides of a second, a day and a year.
    @Test func theQuarantineStampIsTheLocalTimeAsTheFormatterWroteIt() {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        for seconds in [0, 1_790_000_000, 1_790_000_000.999, 1_703_980_799.5, 1_704_067_200, 951_782_400] as [Double] {
            let date = Date(timeIntervalSince1970: seconds)
            #expect(localStamp(date) == formatter.string(from: date), "\(seconds)")
        }
    }

    /// One writer per data folder: a second storage cannot take the lock while the first holds it.
    @Test func aSecondWriterIsRefused() throws {
        let home = TemporaryHome()
        let first = Storage(paths: home.paths)
        try first.lockForWriting()
        let second = Storage(paths: home.paths)
        #expect(throws: CLIFailure.self) { try second.lockForWriting() }
        _ = first
    }

    @Test func atomicWriteReplacesAndLeavesNoTemporaryFile() throws {
        let home = TemporaryHome()
        let url = home.paths.data.appendingPathComponent("x.json")
        try AtomicFile.write(Data("one".utf8), to: url)
        try AtomicFile.write(Data("two".utf8), to: url)
        #expect(try AtomicFile.read(url) == Data("two".utf8))
        #expect(home.files(in: home.paths.data) == ["x.json"])
    }

    /// A kill between writing and renaming leaves `.NAME.PID.tmp`; the next start removes the
    /// ones whose process is gone and keeps a running process's file.
    @Test func theNextStartRemovesTemporaryFilesOfDeadProcesses() throws {
        let home = TemporaryHome()
        let dead = ".2048.json.\(Int32.max - 1).tmp"
        let alive = ".sudoku.json.\(getppid()).tmp"
        for name in [dead, alive, "2048.json"] {
            try home.write(Data("{}".utf8), to: home.paths.data.appendingPathComponent(name))
        }
        try home.write(
            Data("{}".utf8), to: home.paths.config.appendingPathComponent(".settings.json.\(Int32.max - 1).tmp"))
        _ = Storage(paths: home.paths)
        #expect(home.files(in: home.paths.data) == [alive, "2048.json"].sorted())
        #expect(home.files(in: home.paths.config).isEmpty)
    }

    /// A file too large to be a save is refused from the size of what the name points at.
    @Test func aSymlinkToAHugeFileIsRefusedWithoutReadingIt() throws {
        let home = TemporaryHome()
        let target = home.root.appendingPathComponent("big.bin")
        try home.write(Data(), to: target)
        let handle = try FileHandle(forWritingTo: target)
        try handle.truncate(atOffset: UInt64(AtomicFile.maximumSize + 1))
        try handle.close()
        let link = home.paths.data.appendingPathComponent("2048.json")
        try FileManager.default.createDirectory(at: home.paths.data, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
        #expect(throws: FileError.self) { try AtomicFile.read(link) }
        #expect(try AtomicFile.read(home.paths.data.appendingPathComponent("missing.json")) == nil)
    }

    @Test func aSavedMoveIsRestoredByTheNextStart() throws {
        let home = TemporaryHome()
        let storage = Storage(paths: home.paths)
        let scene = GameDescriptor.game2048.scene(seed: 3)
        let driver = OneGameApp(
            scene: scene, size: .init(width: 800, height: 600), theme: .dark,
            measurer: FixedMetricTextMeasurerForTests())
        var moved = false
        for key in [Layout.Key.left, .up, .right, .down] where !moved {
            moved = driver.key(key).contains(.save)
        }
        #expect(moved)
        storage.save(scene, of: .game2048)
        let reopened = GameDescriptor.game2048.scene(seed: 99)
        Storage(paths: home.paths).restore(reopened, of: .game2048)
        #expect(try reopened.saveData() == scene.saveData())
    }

    @Test(arguments: [
        ("garbage", Data([0xFF, 0x00, 0x13, 0x37, 0x42])),
        ("empty", Data()),
        ("truncated", Data("{\"version\":1,\"history\":[{\"bo".utf8)),
        ("wrong version", Data("{\"version\":999}".utf8)),
        ("json of the wrong shape", Data("[1,2,3]".utf8)),
    ])
    func aBadSaveIsKeptAsideAndTheGameStartsFresh(name: String, contents: Data) throws {
        let home = TemporaryHome()
        for kind in GameDescriptor.all {
            try home.write(contents, to: home.paths.save(for: kind.id))
        }
        let storage = Storage(paths: home.paths)
        for kind in GameDescriptor.all {
            let scene = kind.scene(seed: 5)
            let fresh = try scene.saveData()
            storage.restore(scene, of: kind)
            #expect(try scene.saveData() == fresh, "\(kind) changed after a \(name) save")
        }
        let files = home.files(in: home.paths.data)
        #expect(files.filter { $0.contains(".corrupt-") }.count == GameDescriptor.all.count)
        #expect(!files.contains("2048.json"))
        let notices = storage.takeNotices()
        #expect(notices.count == GameDescriptor.all.count)
        #expect(notices.allSatisfy { $0.contains("could not be used") && $0.contains("new game") })
        #expect(storage.takeNotices().isEmpty)
    }

    @Test func aNewerSaveVersionIsRefusedWithAReason() throws {
        let home = TemporaryHome()
        let scene = GameDescriptor.lightsOut.scene(seed: 1)
        var json = String(decoding: try scene.saveData(), as: UTF8.self)
        json = json.replacingOccurrences(of: "\"version\":3", with: "\"version\":42")
        #expect(json.contains("\"version\":42"))
        try home.write(Data(json.utf8), to: home.paths.save(for: "lightsout"))
        let storage = Storage(paths: home.paths)
        storage.restore(GameDescriptor.lightsOut.scene(seed: 1), of: .lightsOut)
        #expect(storage.takeNotices().first?.contains("newer") == true)
    }

    @Test func aHugeFileIsNotRead() throws {
        let home = TemporaryHome()
        let url = home.paths.save(for: "sudoku")
        try home.write(Data(repeating: 0x20, count: AtomicFile.maximumSize + 1), to: url)
        let storage = Storage(paths: home.paths)
        storage.restore(GameDescriptor.sudoku.scene(seed: 1), of: .sudoku)
        #expect(storage.takeNotices().count == 1)
    }

    /// A save folder the app cannot write to: a read-only folder (for root too), and a path under
    /// a regular file, which nobody can create.
    @Test func anUnwritableFolderWarnsOnceAndPlayGoesOn() throws {
        let home = TemporaryHome()
        try home.withReadOnly([home.paths.data]) { try checkUnwritable(home.paths) }
        let underFile = TemporaryHome()
        try underFile.write(Data("x".utf8), to: underFile.root.appendingPathComponent("file"))
        let paths = try #require(
            AppPaths(environment: [
                "HOME": underFile.root.path, "XDG_DATA_HOME": underFile.root.appendingPathComponent("file").path,
            ]))
        try checkUnwritable(paths)
    }

    private func checkUnwritable(_ paths: AppPaths) throws {
        let storage = Storage(paths: paths)
        let scene = GameDescriptor.ticTacToe.scene(seed: 1)
        storage.save(scene, of: .ticTacToe)
        storage.save(scene, of: .ticTacToe)
        let notices = storage.takeNotices()
        #expect(notices.count == 1)
        #expect(notices.first?.contains("cannot be saved") == true)
    }

    @Test func settingsSurviveUnknownFieldsAndClampSizes() throws {
        let json = #"{"theme":"light","windowWidth":1,"windowHeight":99999,"future":true}"#
        let settings = try JSONDecoder().decode(Settings.self, from: Data(json.utf8))
        #expect(settings.theme == .light)
        #expect(settings.windowWidth == 200 && settings.windowHeight == 8000)
        #expect(settings.animations)
    }
}

/// Play time is saved whenever the player stops playing, not only with moves.
@Suite struct ClockSavingTests {
    final class Clock: @unchecked Sendable {
        var now = 1000.0
    }

    func savedElapsed(_ home: TemporaryHome, _ id: String) throws -> Double {
        let text = String(decoding: try #require(try AtomicFile.read(home.paths.save(for: id))), as: UTF8.self)
        let match = try #require(text.firstMatch(of: /"elapsed":([0-9.e+-]+)/))
        return try #require(Double(String(match.1)))
    }

    @Test(arguments: ["sudoku", "lightsout"])
    func leavingLosingFocusAndQuittingSaveTheClock(_ id: String) throws {
        let home = TemporaryHome()
        let clock = Clock()
        let app = AppModel(storage: Storage(paths: home.paths), seed: 1, clock: { clock.now })
        let game = try #require(app.catalog.game(id: id))
        app.open(game)
        for event in game.fixtures.moves { _ = app.handle(event, hit: nil) }
        clock.now += 14
        app.goHome()
        #expect(try savedElapsed(home, id) >= 13.9)
        app.open(game)
        clock.now += 6
        app.setActive(false)
        #expect(try savedElapsed(home, id) >= 19.9)
        app.setActive(true)
        clock.now += 5
        app.prepareToQuit()
        #expect(try savedElapsed(home, id) >= 24.9)
        let reopened = AppModel(storage: Storage(paths: home.paths), seed: 9, clock: { clock.now })
        #expect(try reopened.scenes[id]?.saveData() == (try AtomicFile.read(home.paths.save(for: id))))
    }
}

/// The window's own path for focus: SDL's focus events, built here as SDL would deliver them,
/// go through `EventLoop.forwardFocus` to the model. The saved clock holds the time played to
/// the second, and none of the time the window spent without focus.
@Suite struct FocusEventClockTests {
    func windowEvent(_ kind: SDL_WindowEventID) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_WINDOWEVENT.rawValue
        event.window.event = UInt8(kind.rawValue)
        return event
    }

    @Test(arguments: ["sudoku", "lightsout"])
    func focusLostThroughSDLSavesTheClockWithoutTheInactiveTime(_ id: String) throws {
        let home = TemporaryHome()
        let clock = ClockSavingTests.Clock()
        let app = AppModel(storage: Storage(paths: home.paths), seed: 1, clock: { clock.now })
        let game = try #require(app.catalog.game(id: id))
        app.open(game)
        for event in game.fixtures.moves { _ = app.handle(event, hit: nil) }
        // Every move is saved with the time at that move: the clock has not moved since.
        let start = try ClockSavingTests().savedElapsed(home, id)
        clock.now += 20
        #expect(EventLoop.forwardFocus(windowEvent(SDL_WINDOWEVENT_FOCUS_LOST), to: app))
        #expect(try ClockSavingTests().savedElapsed(home, id) == start + 20, "focus loss did not save the clock")
        // An hour away from the window: none of it is play.
        clock.now += 3600
        #expect(EventLoop.forwardFocus(windowEvent(SDL_WINDOWEVENT_FOCUS_GAINED), to: app))
        clock.now += 5
        #expect(EventLoop.forwardFocus(windowEvent(SDL_WINDOWEVENT_FOCUS_LOST), to: app))
        #expect(try ClockSavingTests().savedElapsed(home, id) == start + 25, "the inactive hour was counted")
        // Other window events leave the clock alone.
        #expect(!EventLoop.forwardFocus(windowEvent(SDL_WINDOWEVENT_EXPOSED), to: app))
        clock.now += 7
        #expect(EventLoop.forwardFocus(windowEvent(SDL_WINDOWEVENT_FOCUS_GAINED), to: app))
        clock.now += 1
        app.prepareToQuit()
        #expect(try ClockSavingTests().savedElapsed(home, id) == start + 26)
    }
}
