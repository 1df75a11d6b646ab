import Foundation
import GameKit

/// Where `bench` finds what lies outside its own binary: the puzzle sets of `benchmarks/data`
/// (never compiled into anything) and the player's `tessera` it times.
enum BenchPaths {
    /// The folder and the binary from the options, else the environment, else this checkout;
    /// a failure that says what is missing and how to point at it.
    static func context(data: String?, tessera: String?) throws(CLIFailure) -> BenchContext {
        BenchContext(dataDirectory: try dataDirectory(data), tessera: try player(tessera))
    }

    private static var environment: [String: String] { ProcessInfo.processInfo.environment }

    /// The checkout this tool was built from: `<package>/.build/<triple>/<config>/tessera-dev`,
    /// or where it was compiled (`#filePath`) when the binary was copied elsewhere.
    private static var checkouts: [URL] {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var candidates = [URL(fileURLWithPath: FileManager.default.currentDirectoryPath)]
        var folder = executable.deletingLastPathComponent()
        for _ in 0..<4 {
            folder = folder.deletingLastPathComponent()
            candidates.append(folder)
        }
        // Sources/Launcher/DevTool/Bench/<this file> → the package.
        var source = URL(fileURLWithPath: #filePath)
        for _ in 0..<5 { source = source.deletingLastPathComponent() }
        return candidates + [source]
    }

    /// `option`, else `$TESSERA_BENCH_DATA`, else `benchmarks/data` of the checkout.
    static func dataDirectory(_ option: String?) throws(CLIFailure) -> String {
        let probe = "qqwing-expert.txt"
        if let given = option ?? environment["TESSERA_BENCH_DATA"] {
            guard FileManager.default.fileExists(atPath: "\(given)/\(probe)") else {
                throw CLIFailure("no benchmark puzzle sets in \(given) (expected \(probe) there)")
            }
            return given
        }
        for checkout in checkouts {
            let folder = checkout.appendingPathComponent("benchmarks/data").path
            if FileManager.default.fileExists(atPath: "\(folder)/\(probe)") { return folder }
        }
        throw CLIFailure(
            "cannot find benchmarks/data (the puzzle sets): run from the checkout, or pass --data DIR "
                + "or set TESSERA_BENCH_DATA")
    }

    /// `option`, else `$TESSERA`, else the `tessera` beside this tool.
    static func player(_ option: String?) throws(CLIFailure) -> String {
        let path =
            option ?? environment["TESSERA"]
            ?? URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("tessera").path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw CLIFailure(
                "no tessera binary at \(path): build it (swift build --product tessera), or pass --tessera PATH "
                    + "or set TESSERA")
        }
        return path
    }
}
