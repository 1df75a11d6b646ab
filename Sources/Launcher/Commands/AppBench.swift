import Foundation

/// Start-up time and memory of the real app: launches this very binary with a hidden flag
/// that exits right after the first frame is presented.
enum AppBench {
    static func run(samples: Int = 7) -> [BenchFigure] {
        let environment = ProcessInfo.processInfo.environment
        guard environment["DISPLAY"].map({ !$0.isEmpty }) ?? false else {
            FileHandle.standardError.write(Data("bench app: skipped, no DISPLAY (run under Xvfb)\n".utf8))
            return []
        }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: home) }
        var times: [Double] = []
        var peak = 0.0
        for _ in 0..<samples {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = ["play", "--exit-after-first-frame"]
            var childEnvironment = environment
            childEnvironment["XDG_DATA_HOME"] = home.appendingPathComponent("data").path
            childEnvironment["XDG_CONFIG_HOME"] = home.appendingPathComponent("config").path
            process.environment = childEnvironment
            let pipe = Pipe()
            process.standardOutput = pipe
            let start = monotonicSeconds()
            do { try process.run() } catch { return [] }
            let output = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let text = String(decoding: output, as: UTF8.self)
            if let line = text.split(separator: "\n").first(where: { $0.hasPrefix("first-frame ") }),
                let stamp = Double(line.dropFirst("first-frame ".count))
            {
                times.append(stamp - start)
            }
            var usage = rusage()
            getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
            peak = max(peak, Double(usage.ru_maxrss) / 1024)
        }
        guard !times.isEmpty else { return [] }
        times.sort()
        return [
            BenchFigure(key: "app.first_frame_ms", value: times[times.count / 2] * 1000),
            BenchFigure(key: "app.peak_rss_mib", value: peak),
        ]
    }
}
