import Foundation

/// The translations compiled fresh from `po/*.po` with `msgfmt` into a scratch folder, once
/// per test run, so tests read exactly what the sources hold (never a stale build's catalogs).
public enum TestCatalogs {
    public struct Unavailable: Error, CustomStringConvertible {
        public let description: String
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var compiled: Result<String, Unavailable>?

    /// The repository's `po` folder.
    public static var sources: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("po")
    }

    /// The folder holding `<lang>/LC_MESSAGES/tessera.mo` for every catalog in `po/`.
    public static func folder() throws(Unavailable) -> String {
        let result = lock.withLock {
            if let compiled { return compiled }
            let result = compile()
            compiled = result
            return result
        }
        return try result.get()
    }

    private static func compile() -> Result<String, Unavailable> {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
        let catalogs = files.filter { $0.hasSuffix(".po") }
        guard !catalogs.isEmpty else { return .failure(Unavailable(description: "no catalogs in \(sources.path)")) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-catalogs-\(getpid())")
        for file in catalogs {
            let language = String(file.dropLast(3))
            let target = folder.appendingPathComponent("\(language)/LC_MESSAGES")
            try? FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [
                "msgfmt", "--check", "-o", target.appendingPathComponent("tessera.mo").path,
                sources.appendingPathComponent(file).path,
            ]
            do {
                try process.run()
                process.waitUntilExit()
            } catch {
                return .failure(
                    Unavailable(
                        description: "msgfmt could not run (\(error)); scripts/install-deps.sh test installs gettext"))
            }
            guard process.terminationStatus == 0 else {
                return .failure(
                    Unavailable(description: "msgfmt rejected po/\(file) (exit \(process.terminationStatus))"))
            }
        }
        return .success(folder.path)
    }
}
