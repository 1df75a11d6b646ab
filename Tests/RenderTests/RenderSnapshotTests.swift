import Layout
import SDLBackend
import SnapshotSupport
import Testing

@Suite(.serialized)
struct RenderSnapshotTests {
    static let sizes = [Size(width: 1280, height: 800), Size(width: 480, height: 640)]

    @Test func shapesHaveSmoothEdgesAtOneAndTwoTimes() throws {
        for theme in [Theme.dark, .light] {
            for size in Self.sizes {
                try assertViewSnapshot(
                    RenderDemo.shapes(theme: theme), size: size, background: theme.background,
                    named: "\(theme.name)-\(Int(size.width))x\(Int(size.height))@1x")
            }
        }
        try assertViewSnapshot(
            RenderDemo.shapes(theme: .dark), size: Size(width: 480, height: 640), scale: 2,
            background: Theme.dark.background,
            named: "dark-480x640@2x")
    }

    @Test func textIsCentredAtSeveralSizes() throws {
        for size in Self.sizes {
            try assertViewSnapshot(
                RenderDemo.text(theme: .dark), size: size, background: Theme.dark.background,
                named: "\(Int(size.width))x\(Int(size.height))")
        }
    }

    @Test func edgesAreAntiAliased() throws {
        // A circle's rim must contain intermediate shades, not only background and fill.
        let image = try TestRenderer.render(
            Circle().fill(.white).frame(width: 80, height: 80), size: Size(width: 100, height: 100), background: .black)
        var shades = Set<UInt8>()
        for y in 0..<100 { shades.insert(image.pixel(x: 50, y: y).r); shades.insert(image.pixel(x: y, y: 30).r) }
        #expect(shades.contains(0) && shades.contains(255))
        #expect(shades.count >= 4)
        #expect(image.pixel(x: 50, y: 50) == (255, 255, 255, 255))
        #expect(image.pixel(x: 12, y: 12).r == 0)
    }

    @Test func twoTimesScaleDoublesThePixels() throws {
        let view = Rectangle().fill(.white).frame(width: 10, height: 10)
        let image = try TestRenderer.render(view, size: Size(width: 20, height: 20), scale: 2, background: .black)
        #expect(image.width == 40 && image.height == 40)
        #expect(image.pixel(x: 10, y: 10).r == 255)
        #expect(image.pixel(x: 29, y: 29).r == 255)
        #expect(image.pixel(x: 31, y: 31).r == 0)
    }
}
