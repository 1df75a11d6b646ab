import Foundation
import Layout
import SDLBackend
import SnapshotTesting

/// Renders views headless for tests. SDL_ttf and FreeType are not thread-safe and Swift Testing
/// runs tests in parallel, so every render goes through one lock and one font library.
public enum TestRenderer {
    nonisolated(unsafe) private static var fonts: FontLibrary?
    private static let lock = NSLock()

    public static func render(_ view: any View, size: Size, scale: Double = 1, background: Color) throws -> RGBAImage {
        try lock.withLock {
            let fonts = try fonts ?? FontLibrary()
            Self.fonts = fonts
            let renderer = try HeadlessRenderer(size: size, scale: scale, fonts: fonts)
            return renderer.render(view, background: background)
        }
    }

    /// Lays out with the real font metrics (the same the window uses).
    public static func layout(_ view: any View, size: Size) throws -> DisplayList {
        try lock.withLock {
            let fonts = try fonts ?? FontLibrary()
            Self.fonts = fonts
            return Layout.layout(view, in: size, measurer: SDLTextMeasurer(fonts: fonts))
        }
    }

    /// Runs `body` with the real font metrics, holding the font lock throughout (an app driven
    /// through many events measures text at every layout).
    public static func withMeasurer<T>(_ body: (any TextMeasurer) throws -> T) throws -> T {
        try withFonts { try body(SDLTextMeasurer(fonts: $0)) }
    }

    /// Runs `body` with the shared font library, holding the lock (for tests that keep their
    /// own renderers, such as the damage-repaint comparison).
    public static func withFonts<T>(_ body: (FontLibrary) throws -> T) throws -> T {
        try lock.withLock {
            let fonts = try fonts ?? FontLibrary()
            Self.fonts = fonts
            return try body(fonts)
        }
    }

    public static func render(_ list: DisplayList, scale: Double = 1, background: Color) throws -> RGBAImage {
        try lock.withLock {
            let fonts = try fonts ?? FontLibrary()
            Self.fonts = fonts
            let renderer = try HeadlessRenderer(size: list.size, scale: scale, fonts: fonts)
            return renderer.render(list, background: background)
        }
    }
}

/// Per-pixel comparison of two images: a pixel differs when any channel differs by more than
/// `channelTolerance`; the images match when at most `maxDifferingFraction` of pixels differ.
public struct PixelComparison {
    public let differing: Int
    public let total: Int
    public let diffImage: RGBAImage?

    public init(_ a: RGBAImage, _ b: RGBAImage, channelTolerance: Int) {
        guard a.width == b.width, a.height == b.height else {
            differing = max(a.width * a.height, b.width * b.height)
            total = differing
            diffImage = nil
            return
        }
        var count = 0
        var diff = [UInt8](repeating: 0, count: a.pixels.count)
        for i in stride(from: 0, to: a.pixels.count, by: 4) {
            var delta = 0
            for c in 0..<4 { delta = max(delta, abs(Int(a.pixels[i + c]) - Int(b.pixels[i + c]))) }
            if delta > channelTolerance {
                count += 1
                diff[i] = 255
                diff[i + 3] = 255
            } else {
                // The unchanged picture, faded, so the red differences stand out in context.
                let gray = UInt8((Int(a.pixels[i]) + Int(a.pixels[i + 1]) + Int(a.pixels[i + 2])) / 12)
                diff[i] = gray
                diff[i + 1] = gray
                diff[i + 2] = gray
                diff[i + 3] = 255
            }
        }
        differing = count
        total = a.width * a.height
        diffImage = RGBAImage(width: a.width, height: a.height, pixels: diff)
    }
}

extension Snapshotting where Value == RGBAImage, Format == Data {
    /// PNG references compared pixel by pixel with a small tolerance (anti-aliasing may move by a
    /// shade between FreeType builds). On a mismatch the failure names the actual image (written
    /// by SnapshotTesting to its artifacts folder) and a diff image in red.
    public static func png(channelTolerance: Int = 8, maxDifferingFraction: Double = 0.001) -> Snapshotting {
        let diffing = Diffing<Data>.diff(
            toData: { $0 },
            fromData: { $0 },
            diffV2: { reference, actual in
                guard let old = try? RGBAImage(pngData: reference), let new = try? RGBAImage(pngData: actual) else {
                    return ("reference or actual PNG could not be decoded", [])
                }
                let comparison = PixelComparison(old, new, channelTolerance: channelTolerance)
                if old.width != new.width || old.height != new.height {
                    return ("size differs: reference \(old.width)×\(old.height), actual \(new.width)×\(new.height)", [])
                }
                guard Double(comparison.differing) > Double(comparison.total) * maxDifferingFraction else { return nil }
                let folder = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
                try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                let diffPath = "\(folder)/diff-\(UUID().uuidString).png"
                try? comparison.diffImage?.writePNG(to: diffPath)
                let attachment = (try? comparison.diffImage?.pngData()).map {
                    DiffAttachment.data($0, name: "diff.png")
                }
                return (
                    "\(comparison.differing) of \(comparison.total) pixels differ; diff image: \(diffPath)",
                    attachment.map { [$0] } ?? []
                )
            })
        return Snapshotting(pathExtension: "png", diffing: diffing) { image in
            (try? image.pngData()) ?? Data()
        }
    }
}

/// Renders `view` at `size` (and `scale`) and compares it with the committed reference
/// `__Snapshots__/<file>/<test>.<name>.png`. Record with `SNAPSHOT_TESTING_RECORD=all` (or
/// `failed`) in the environment, then open and look at every recorded PNG before committing it.
public func assertViewSnapshot(
    _ view: any View, size: Size, scale: Double = 1, background: Color, named name: String,
    fileID: StaticString = #fileID, file: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) throws {
    let image = try TestRenderer.render(view, size: size, scale: scale, background: background)
    assertSnapshot(
        of: image, as: .png(), named: name, fileID: fileID, file: file, testName: testName, line: line,
        column: column)
}

/// As `assertViewSnapshot`, for a display list already laid out (an animation frame).
public func assertListSnapshot(
    _ list: DisplayList, scale: Double = 1, background: Color, named name: String,
    fileID: StaticString = #fileID, file: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) throws {
    let image = try TestRenderer.render(list, scale: scale, background: background)
    assertSnapshot(
        of: image, as: .png(), named: name, fileID: fileID, file: file, testName: testName, line: line,
        column: column)
}
