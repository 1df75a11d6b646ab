import App
import Foundation
import GameCatalog
import GameCore
import GameKit
import Layout
import Localization
import SDLBackend

/// Start-up time and memory of the real app: launches the player's binary with a hidden flag
/// that exits right after the first frame is presented, once with the default window surface
/// and once with `--gpu`. With no `DISPLAY` it starts an Xvfb of its own when one is installed.
enum AppBench {
    /// What one launch measured.
    struct Launch {
        /// Exec to the first presented frame; nil when the child printed no stamp.
        let firstFrameSeconds: Double?
        /// The child's own peak resident set in KiB: the `VmHWM` it prints, else `wait4`'s figure
        /// (which Linux carries over from the spawning process across `exec`, so it is at least
        /// the benchmark's own peak).
        let peakRSSKiB: Int
    }

    static func run(tessera executable: String, samples: Int = 7) -> [BenchFigure] {
        var environment = ProcessInfo.processInfo.environment
        var display: PrivateDisplay?
        if !(environment["DISPLAY"].map({ !$0.isEmpty }) ?? false) {
            display = PrivateDisplay(environment: environment)
            guard let display else {
                Output.writeStandardError(
                    "bench app: skipped, no DISPLAY and no Xvfb to start (apt-get install xvfb)\n")
                return []
            }
            environment["DISPLAY"] = display.name
        }
        defer { withExtendedLifetime(display) {} }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: home) }
        var childEnvironment = environment
        childEnvironment["XDG_DATA_HOME"] = home.appendingPathComponent("data").path
        childEnvironment["XDG_CONFIG_HOME"] = home.appendingPathComponent("config").path

        var figures: [BenchFigure] = []
        // Chinese loads a CJK face through fontconfig on the first ideograph: measured too, so
        // the lazy loading is held to the same start-up goals.
        var runs: [(String, [String], [String: String])] = [("", [], [:]), (".gpu", ["--gpu"], [:])]
        if Localization.installedLanguages().contains(.simplifiedChinese) {
            runs.append((".zh_CN", [], ["LANG": "zh_CN.UTF-8", "LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": ""]))
        } else {
            Output.writeStandardError(
                "bench app: no Chinese catalog beside the binary (scripts/po.sh compile DIR/locale)\n")
        }
        for (suffix, extra, languageEnvironment) in runs {
            let runEnvironment = childEnvironment.merging(languageEnvironment) { $1 }
            var times: [Double] = []
            var peaks: [Double] = []
            for _ in 0..<samples {
                guard
                    let launch = launch(
                        executable, arguments: ["play", "--exit-after-first-frame"] + extra,
                        environment: runEnvironment)
                else { continue }
                if let seconds = launch.firstFrameSeconds { times.append(seconds) }
                peaks.append(Double(launch.peakRSSKiB) / 1024)
            }
            guard !times.isEmpty else {
                Output.writeStandardError("bench app: no first frame from \(executable)\n")
                continue
            }
            figures.append(BenchFigure(key: "app.first_frame_ms\(suffix)", value: median(times) * 1000))
            figures.append(BenchFigure(key: "app.peak_rss_mib\(suffix)", value: median(peaks)))
        }
        return figures
    }

    /// Spawns the binary with its standard output on a pipe, reads the `first-frame <seconds>`
    /// stamp it prints, and reaps it with `wait4` for its own peak RSS. A child that says nothing
    /// for `timeout` seconds is killed.
    static func launch(
        _ executable: String, arguments: [String], environment: [String: String], timeout: Double = 20
    ) -> Launch? {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return nil }
        let start = monotonicSeconds()
        let spawned = spawnProcess(executable, arguments: arguments, environment: environment) { actions in
            posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
            posix_spawn_file_actions_addclose(&actions, fds[0])
            posix_spawn_file_actions_addclose(&actions, fds[1])
        }
        close(fds[1])
        guard let pid = spawned else {
            close(fds[0])
            return nil
        }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let deadline = start + timeout
        while true {
            var poller = pollfd(fd: fds[0], events: Int16(POLLIN), revents: 0)
            let left = Int32(max(0, (deadline - monotonicSeconds()) * 1000))
            let ready = poll(&poller, 1, left)
            if ready < 0 && errno == EINTR { continue }
            if ready <= 0 {
                kill(pid, SIGKILL)
                break
            }
            let count = read(fds[0], &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            output += buffer[0..<count]
        }
        close(fds[0])
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let text = String(decoding: output, as: UTF8.self)
        let stamp = text.split(separator: "\n").first(where: { $0.hasPrefix("first-frame ") })
            .flatMap { Double($0.dropFirst("first-frame ".count)) }
        let peak = text.split(separator: "\n").first(where: { $0.hasPrefix("peak-rss-kib ") })
            .flatMap { Int($0.dropFirst("peak-rss-kib ".count)) }
        return Launch(firstFrameSeconds: stamp.map { $0 - start }, peakRSSKiB: peak ?? Int(usage.ru_maxrss))
    }
}
