import Foundation
import GameCatalog
import GameCore
import GameKit
import Testing

@testable import App

/// A second start of Tessera: the line it sends (parsed as hostile input), the socket it is sent
/// over (hostile clients, a socket left by a killed window, where the socket may live) and what
/// the window's model does with it.
struct SecondStartTests {
    func parse(_ text: String) -> InstanceRequest? { InstanceRequest.parse(Array(text.utf8)) }

    @Test func theParserTakesExactlyTheProtocolsLines() {
        #expect(parse("tessera 1 raise\n") == InstanceRequest())
        #expect(parse("tessera 1 open 2048\n") == InstanceRequest(game: "2048"))
        #expect(
            parse("tessera 1 open sudoku difficulty=hard seed=18446744073709551615\n")
                == InstanceRequest(game: "sudoku", difficulty: "hard", seed: UInt64.max))
        #expect(
            parse("tessera 1 open 2048 seed=0 level=12 size=5\n")
                == InstanceRequest(game: "2048", size: 5, level: 12, seed: 0))
        // `tessera play 2048 --size 4x6`: the rows as the size, the columns apart.
        let wide = InstanceRequest(game: "2048", size: 4, columns: 6)
        #expect(wide.line == "tessera 1 open 2048 size=4 columns=6\n" && wide.startsFresh)
        #expect(parse("tessera 1 open 2048 size=4 columns=6\n") == wide)
        #expect(parse("tessera 1 open 2048 columns=06\n") == nil && parse("tessera 1 open 2048 columns=\n") == nil)
        // The launch a second start belongs to travels with it, also with a plain raise.
        #expect(parse("tessera 1 raise startup=host;1;2;3_TIME4\n") == InstanceRequest(startup: "host;1;2;3_TIME4"))
        #expect(
            parse("tessera 1 open 2048 startup=gnome-shell/Tessera/12-3-host_TIME9 size=4\n")
                == InstanceRequest(game: "2048", size: 4, startup: "gnome-shell/Tessera/12-3-host_TIME9"))
        let refused = [
            "", "\n", "tessera 1 raise", "tessera 1 raise\r\n", "tessera 1  raise\n", " tessera 1 raise\n",
            "tessera 1 raise \n", "TESSERA 1 raise\n", "tessera 2 raise\n", "tessera 01 raise\n", "tessera raise\n",
            "tessera 1\n", "tessera 1 raise now\n", "tessera 1 quit\n", "tessera 1 open\n", "tessera 1 open ../etc\n",
            "tessera 1 open 2048/x\n", "tessera 1 open Sudoku\n", "tessera 1 open s\u{FC}d\n",
            "tessera 1 open 2048\0\n",
            "tessera 1 open 2048\ttab\n", "tessera 1 open 2048 size\n", "tessera 1 open 2048 size=\n",
            "tessera 1 open 2048 =5\n", "tessera 1 open 2048 size=-1\n", "tessera 1 open 2048 size=+4\n",
            "tessera 1 open 2048 size=05\n", "tessera 1 open 2048 size=99999\n", "tessera 1 open 2048 size=4 size=5\n",
            "tessera 1 open 2048 size=4=4\n", "tessera 1 open 2048 seed=18446744073709551616\n",
            "tessera 1 open 2048 level=1234567\n", "tessera 1 open sudoku difficulty=Hard\n",
            "tessera 1 open sudoku difficulty=\(String(repeating: "a", count: 33))\n",
            "tessera 1 open 2048 colour=red\n",
            "tessera 1 raise\ntessera 1 raise\n", "tessera 1 raise\n\n",
            "tessera 1 open \(String(repeating: "a", count: 33))\n",
            "tessera 1 raise size=4\n", "tessera 1 raise startup=\n", "tessera 1 raise startup=a\"b\n",
            "tessera 1 raise startup=a\\b\n", "tessera 1 raise startup=a startup=b\n",
            "tessera 1 raise startup=\(String(repeating: "x", count: 201))\n",
        ]
        for line in refused { #expect(parse(line) == nil, "\(line.debugDescription)") }
        // Too long, even when every byte of it is allowed.
        let long = "tessera 1 open 2048 " + Array(repeating: "seed=1", count: 120).joined(separator: " ") + "\n"
        #expect(long.utf8.count > InstanceRequest.maximumLength && parse(long) == nil)
        #expect(InstanceRequest.parse([UInt8](repeating: 0xFF, count: 100_000)) == nil)
    }

    /// Every request the window can be sent survives the trip; one the protocol cannot carry
    /// is not sent at all.
    @Test func everyLineSentIsReadBackAsSent() {
        for game in Catalog.standard.games {
            for request in [
                InstanceRequest(game: game.id), InstanceRequest(game: game.id, size: 4, seed: 9),
                InstanceRequest(game: game.id, difficulty: "expert", level: 3, seed: 1),
            ] {
                let line = request.line
                #expect(line.map { parse($0) } == request, "\(request)")
            }
        }
        #expect(InstanceRequest().line == "tessera 1 raise\n")
        let launch = InstanceRequest(
            game: "lightsout", level: 999_999, seed: .max, startup: String(repeating: "x", count: 200))
        #expect(launch.line.map { parse($0) } == launch)
        #expect(InstanceRequest(startup: "with space").line == nil)
        #expect(InstanceRequest(game: "2048", difficulty: "Hard").line == nil)
        #expect(InstanceRequest(size: 4).line == nil)
    }

    /// Random bytes never trap the parser, and whatever it accepts is a line it would send.
    @Test func randomBytesNeverTrapAndWhatParsesIsCanonical() {
        var generator = SeededGenerator(seed: 31)
        let alphabet = Array("tessera 1 open raise 2048 sudoku size=4 seed=7 level=2 difficulty=easy \n\0\r=-".utf8)
        var accepted = 0
        for round in 0..<20_000 {
            let count = Int(generator.next() % 80)
            let bytes = (0..<count).map { _ -> UInt8 in
                let roll = generator.next()
                return round % 2 == 0 ? UInt8(truncatingIfNeeded: roll) : alphabet[Int(roll % UInt64(alphabet.count))]
            }
            guard let request = InstanceRequest.parse(bytes) else { continue }
            accepted += 1
            #expect(request.line.map { InstanceRequest.parse(Array($0.utf8)) } == request)
        }
        #expect(accepted < 20_000)
    }

    @Test func hostileClientsAreDroppedAndTheNextRequestStillArrives() throws {
        let home = TemporaryHome()
        let path = try socketPath(home)
        let server = try #require(InstanceServer(path: path, readTimeout: 100))
        defer { server.stop() }
        // A client that connects and says nothing, and keeps its connection open.
        let stalled = try connectRaw(path)
        defer { close(stalled) }
        // Garbage, a line too long, a line cut off by a close, a line without its newline.
        #expect(try exchange(path, Array("hello\n".utf8)) == "no\n")
        #expect(try exchange(path, [UInt8](repeating: 0x61, count: 10_000)) == "no\n")
        #expect(try exchange(path, Array("tessera 1 open 20".utf8)) == "no\n")
        #expect(try exchange(path, Array("tessera 1 raise\0\n".utf8)) == "no\n")
        #expect(server.take().isEmpty)
        // Then a real second start: the window gets exactly its request.
        #expect(InstanceSocket.forward(InstanceRequest(game: "2048"), to: path, timeout: 5000))
        #expect(server.take() == [InstanceRequest(game: "2048")])
        #expect(server.take().isEmpty)
    }

    /// A window killed with SIGKILL leaves its socket behind: nobody answers on it, so a second
    /// start is not taken for forwarded, and the next window replaces it.
    @Test func aSocketLeftByAKilledWindowIsTakenOver() throws {
        let home = TemporaryHome()
        let path = try socketPath(home)
        let dead = try bindRaw(path)
        close(dead)
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(!InstanceSocket.forward(InstanceRequest(), to: path, timeout: 1000))
        let server = try #require(InstanceServer(path: path))
        #expect(InstanceSocket.forward(InstanceRequest(), to: path, timeout: 5000))
        #expect(server.take() == [InstanceRequest()])
        server.stop()
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(!InstanceSocket.forward(InstanceRequest(), to: path, timeout: 1000))
    }

    /// The server replaces only a socket: a file at that name is never removed.
    @Test func aFileAtTheSocketsNameIsLeftAlone() throws {
        let home = TemporaryHome()
        let path = try socketPath(home)
        try home.write(Data("mine".utf8), to: URL(fileURLWithPath: path))
        #expect(InstanceServer(path: path) == nil)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("mine".utf8))
        #expect(!InstanceSocket.forward(InstanceRequest(), to: path, timeout: 1000))
    }

    /// The socket lives in the runtime folder only when no one else can write there, else in the
    /// (private) data folder; each data folder has its own.
    @Test func theSocketLivesOnlyWhereNoOtherUserCanWrite() throws {
        let home = TemporaryHome()
        let data = home.paths.data.path
        let runtime = home.root.appendingPathComponent("runtime").path
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        chmod(data, 0o700)
        try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: true)
        chmod(runtime, 0o700)
        let inRuntime = try #require(InstanceSocket.path(forData: data, runtimeDirectory: runtime))
        #expect(inRuntime.hasPrefix(runtime + "/tessera-") && inRuntime.hasSuffix(".socket"))
        #expect(InstanceSocket.path(forData: data + "2", runtimeDirectory: runtime) != inRuntime)
        chmod(runtime, 0o777)
        #expect(InstanceSocket.path(forData: data, runtimeDirectory: runtime) == data + "/.instance.socket")
        #expect(InstanceSocket.path(forData: data, runtimeDirectory: "relative/run") == data + "/.instance.socket")
        chmod(data, 0o770)
        #expect(InstanceSocket.path(forData: data, runtimeDirectory: runtime) == nil)
        chmod(data, 0o700)
        let deep = data + "/" + String(repeating: "d", count: 120)
        try FileManager.default.createDirectory(atPath: deep, withIntermediateDirectories: true)
        chmod(deep, 0o700)
        #expect(InstanceSocket.path(forData: deep, runtimeDirectory: nil) == nil)
    }

    /// The start-up's choice: the first start on a data folder takes the lock and listens; the
    /// next one hands its request over; one that finds the lock held by a window that does not
    /// listen gives up with the lock's message.
    @Test func theFirstStartListensAndTheNextHandsItsRequestOver() throws {
        let home = TemporaryHome()
        let first = Storage(paths: home.paths)
        guard case .window(let server?) = try SingleWindow.claim(first, request: InstanceRequest(), runtime: nil)
        else {
            Issue.record("the first start is not the window, or does not listen")
            return
        }
        defer { server.stop() }
        #expect(first.holdsWriterLock)
        let request = InstanceRequest(game: "sudoku", difficulty: "hard", seed: 5)
        guard case .forwarded = try SingleWindow.claim(Storage(paths: home.paths), request: request, runtime: nil)
        else {
            Issue.record("the second start opened a window of its own")
            return
        }
        #expect(server.take() == [request])
        server.stop()
        #expect(throws: CLIFailure.self) {
            try SingleWindow.claim(Storage(paths: home.paths), request: request, runtime: nil, patience: 100)
        }
        #expect(server.take().isEmpty)
    }

    @Test func theWindowShowsWhatTheSecondStartAskedFor() {
        let app = AppModel(storage: nil, seed: 1, clock: { 0 })
        #expect(app.answer(InstanceRequest(), clock: { 0 }) == [])
        #expect(app.screen == .title)
        #expect(app.answer(InstanceRequest(game: "chess"), clock: { 0 }) == [])
        // Options the game refuses change nothing.
        #expect(app.answer(InstanceRequest(game: "2048", size: 99), clock: { 0 }) == [])
        #expect(app.screen == .title)
        #expect(app.answer(InstanceRequest(game: "2048"), clock: { 0 }) == [.redraw, .titleChanged])
        #expect(app.screen == .game("2048"))
        #expect(app.windowTitle == "Tessera — 2048")
        let before = try? app.scenes["2048"]?.saveData()
        #expect(app.answer(InstanceRequest(game: "2048", size: 5, seed: 3), clock: { 0 }) == [.redraw, .titleChanged])
        #expect((try? app.scenes["2048"]?.saveData()) != before)
        #expect(app.answer(InstanceRequest(game: "lightsout"), clock: { 0 }) == [.redraw, .titleChanged])
        #expect(app.screen == .game("lightsout"))
    }

    // MARK: - Raw sockets, as a hostile client would use them

    func socketPath(_ home: TemporaryHome) throws -> String {
        try FileManager.default.createDirectory(at: home.paths.data, withIntermediateDirectories: true)
        chmod(home.paths.data.path, 0o700)
        return try #require(InstanceSocket.path(forData: home.paths.data.path, runtimeDirectory: nil))
    }

    func withAddress<T>(_ path: String, _ body: (UnsafePointer<sockaddr>, socklen_t) -> T) throws -> T {
        var address = try #require(InstanceSocket.address(path))
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
    }

    func connectRaw(_ path: String) throws -> Int32 {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        try #require(fd >= 0)
        try #require(try withAddress(path) { connect(fd, $0, $1) } == 0)
        return fd
    }

    func bindRaw(_ path: String) throws -> Int32 {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        try #require(fd >= 0)
        try #require(try withAddress(path) { bind(fd, $0, $1) } == 0)
        return fd
    }

    /// Sends `bytes`, half-closes, and returns everything the window answers before it closes.
    func exchange(_ path: String, _ bytes: [UInt8]) throws -> String {
        let fd = try connectRaw(path)
        defer { close(fd) }
        _ = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        shutdown(fd, Int32(SHUT_WR))
        var answer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64)
        while true {
            let count = read(fd, &chunk, chunk.count)
            guard count > 0 else { break }
            answer += chunk[..<count]
        }
        return String(decoding: answer, as: UTF8.self)
    }
}

/// `--size` takes a side or rows × columns; a game's rules say which it accepts.
struct BoardSizeOptionTests {
    @Test func aSideOrRowsByColumnsAndOnlyWhereTheGameTakesThem() throws {
        let wide = try #require(BoardSize(argument: "4x6"))
        #expect(wide.rows == 4 && wide.columns == 6)
        #expect(BoardSize(argument: "8×3")?.columns == 3 && BoardSize(argument: "5")?.columns == nil)
        for bad in ["", "x", "4x", "x6", "4x6x2", "four", "4,6"] { #expect(BoardSize(argument: bad) == nil, "\(bad)") }

        let rectangular = GameOptionRules(sizes: 3...8, rectangular: true)
        let asked = GameOptions(size: 4, columns: 6)
        #expect(try rectangular.validate(asked, title: "2048") == asked)
        #expect(throws: CLIFailure.self) { try rectangular.validate(GameOptions(size: 4, columns: 9), title: "2048") }
        #expect(throws: CLIFailure.self) {
            try GameOptionRules(sizes: 3...7).validate(GameOptions(size: 3, columns: 4), title: "Tic-tac-toe")
        }
        #expect(throws: CLIFailure.self) { try GameOptionRules().validate(GameOptions(columns: 4), title: "Sudoku") }

        // The 2048 descriptor starts the shape asked for: a board half again as wide as it is tall.
        let game = try #require(Catalog.standard.game(named: "2048"))
        let scene = game.makeScene(GameLaunch(seed: 1, clock: { 0 }, options: asked))
        #expect(scene.screen(theme: .light).boardAspect == 1.5)
        #expect(try game.options.validate(asked, title: game.title) == asked)
    }
}
