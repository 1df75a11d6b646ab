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

    /// Lays out with the real font metrics (the same the window uses) at `scale` pixels per
    /// point, as `HeadlessRenderer` does before it paints.
    public static func layout(_ view: any View, size: Size, scale: Double = 1) throws -> DisplayList {
        try lock.withLock {
            let fonts = try fonts ?? FontLibrary()
            Self.fonts = fonts
            return Layout.layout(view, in: size, measurer: SDLTextMeasurer(fonts: fonts, scale: scale))
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
/// `channelTolerance`. Tessera paints every pixel itself, so a reference and a rendering of the
/// same screen match only when no pixel differs at all beyond that tolerance: a changed digit,
/// a dropped pencil mark or a button moved by a pixel all show as differing pixels.
public struct PixelComparison {
    /// The shade glyph antialiasing may move by between two FreeType builds; anything larger,
    /// on any single pixel, is a difference a player could see.
    public static let drift = 2

    public let differing: Int
    public let total: Int
    public let sizeMatches: Bool
    /// The largest channel difference over the whole image (0 for identical pixels).
    public let largestDelta: Int
    /// The smallest rectangle, in pixels, holding every differing pixel (nil when none differs):
    /// x, y of its top left corner, width and height.
    public let bounds: (x: Int, y: Int, width: Int, height: Int)?
    public let diffImage: RGBAImage?

    public init(_ a: RGBAImage, _ b: RGBAImage, channelTolerance: Int = PixelComparison.drift) {
        guard a.width == b.width, a.height == b.height else {
            differing = max(a.width * a.height, b.width * b.height)
            total = differing
            sizeMatches = false
            largestDelta = 255
            bounds = nil
            diffImage = nil
            return
        }
        var count = 0
        var largest = 0
        var minX = Int.max
        var minY = Int.max
        var maxX = -1
        var maxY = -1
        var diff = [UInt8](repeating: 0, count: a.pixels.count)
        for i in stride(from: 0, to: a.pixels.count, by: 4) {
            var delta = 0
            for c in 0..<4 { delta = max(delta, abs(Int(a.pixels[i + c]) - Int(b.pixels[i + c]))) }
            largest = max(largest, delta)
            if delta > channelTolerance {
                count += 1
                let x = (i / 4) % a.width
                let y = (i / 4) / a.width
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = max(maxY, y)
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
        sizeMatches = true
        largestDelta = largest
        bounds = count == 0 ? nil : (minX, minY, maxX - minX + 1, maxY - minY + 1)
        diffImage = RGBAImage(width: a.width, height: a.height, pixels: diff)
    }

    /// Whether a player would see the two images as the same: same size, and no pixel beyond
    /// the tolerance (not a handful, not one).
    public var matches: Bool { sizeMatches && differing == 0 }

    /// What differs, for a failure message: how many pixels, where, and by how much.
    public var summary: String {
        guard sizeMatches else { return "the images differ in size" }
        guard let bounds else { return "no pixel differs (largest channel difference \(largestDelta))" }
        return "\(differing) of \(total) pixels differ (largest channel difference \(largestDelta)) "
            + "within x \(bounds.x)…\(bounds.x + bounds.width - 1), y \(bounds.y)…\(bounds.y + bounds.height - 1) "
            + "(\(bounds.width)×\(bounds.height) px)"
    }
}

extension Snapshotting where Value == RGBAImage, Format == Data {
    /// PNG references compared pixel by pixel (`PixelComparison`): every pixel must match the
    /// reference within `channelTolerance` per channel. On a mismatch the failure says how many
    /// pixels differ and where, and names the actual image and a diff image in red, both written
    /// to `SNAPSHOT_ARTIFACTS` (or the temporary folder).
    public static func png(channelTolerance: Int = PixelComparison.drift) -> Snapshotting {
        let diffing = Diffing<Data>.diff(
            toData: { $0 },
            fromData: { $0 },
            diffV2: { reference, actual in
                guard let old = try? RGBAImage(pngData: reference), let new = try? RGBAImage(pngData: actual) else {
                    return ("reference or actual PNG could not be decoded", [])
                }
                if old.width != new.width || old.height != new.height {
                    return ("size differs: reference \(old.width)×\(old.height), actual \(new.width)×\(new.height)", [])
                }
                let comparison = PixelComparison(old, new, channelTolerance: channelTolerance)
                guard !comparison.matches else { return nil }
                let folder = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
                try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                let stem = "\(folder)/snapshot-\(UUID().uuidString)"
                try? comparison.diffImage?.writePNG(to: "\(stem)-diff.png")
                try? new.writePNG(to: "\(stem)-actual.png")
                let attachment = (try? comparison.diffImage?.pngData()).map {
                    DiffAttachment.data($0, name: "diff.png")
                }
                return (
                    "\(comparison.summary); actual: \(stem)-actual.png, diff: \(stem)-diff.png",
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
/// Returns the display list that was painted, so the test also asserts what the screen says
/// (`DisplayList.texts(_:)`, `colors(ofText:)`): a snapshot is never the only guard.
@discardableResult
public func assertViewSnapshot(
    _ view: any View, size: Size, scale: Double = 1, background: Color, named name: String,
    fileID: StaticString = #fileID, file: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) throws -> DisplayList {
    let list = try TestRenderer.layout(view, size: size, scale: scale)
    try assertListSnapshot(
        list, scale: scale, background: background, named: name, fileID: fileID, file: file, testName: testName,
        line: line, column: column)
    return list
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
