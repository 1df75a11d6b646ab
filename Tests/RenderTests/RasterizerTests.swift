import Foundation
import Layout
import Raster
import SDLBackend
import SnapshotSupport
import Testing

/// The rasteriser measured, not looked at: white shapes on black, where a pixel's red channel is
/// its coverage, so areas, edges and clips can be checked against geometry.
struct RasterizerTests {
    static let size = Size(width: 64, height: 48)

    static func render(
        _ commands: [(DrawCommand, Rect)], size: Size = size, scale: Double = 1, background: Color = .black,
        configure: (inout DisplayItem) -> Void = { _ in }
    ) throws -> RGBAImage {
        let items = commands.map { command, frame in
            var item = DisplayItem(command: command, frame: frame)
            configure(&item)
            return item
        }
        return try TestRenderer.render(DisplayList(size: size, items: items), scale: scale, background: background)
    }

    /// Sum of the red channel over the image, in whole pixels.
    static func coveredArea(_ image: RGBAImage) -> Double {
        var total = 0
        for i in stride(from: 0, to: image.pixels.count, by: 4) { total += Int(image.pixels[i]) }
        return Double(total) / 255
    }

    @Test func aPixelAlignedRectangleCoversExactlyItsPixels() throws {
        let image = try Self.render([(.fill(.rectangle, .white), Rect(x: 10, y: 5, width: 20, height: 12))])
        for y in 0..<image.height {
            for x in 0..<image.width {
                let inside = x >= 10 && x < 30 && y >= 5 && y < 17
                #expect(image.pixel(x: x, y: y).r == (inside ? 255 : 0), "(\(x), \(y))")
            }
        }
    }

    @Test func aHalfPixelEdgeIsHalfCovered() throws {
        let image = try Self.render([(.fill(.rectangle, .white), Rect(x: 10.5, y: 5, width: 20, height: 12))])
        #expect(abs(Int(image.pixel(x: 10, y: 10).r) - 128) <= 2)
        #expect(abs(Int(image.pixel(x: 30, y: 10).r) - 128) <= 2)
        #expect(image.pixel(x: 11, y: 10).r == 255)
        #expect(image.pixel(x: 9, y: 10).r == 0)
        #expect(abs(Self.coveredArea(image) - 240) < 0.5)
    }

    @Test(arguments: [3.0, 7.5, 20.0])
    func aCircleCoversPiRSquared(radius: Double) throws {
        let frame = Rect(x: 32 - radius + 0.3, y: 24 - radius + 0.1, width: 2 * radius, height: 2 * radius)
        let image = try Self.render([(.fill(.circle, .white), frame)])
        let area = Double.pi * radius * radius
        #expect(abs(Self.coveredArea(image) - area) < max(0.5, area * 0.01), "radius \(radius)")
        // Symmetric about its centre, to the rounding of one channel.
        let centre = try Self.render([(.fill(.circle, .white), Rect(x: 12, y: 4, width: 40, height: 40))])
        for (x, y) in [(13, 24), (20, 10), (14, 30)] {
            #expect(abs(Int(centre.pixel(x: x, y: y).r) - Int(centre.pixel(x: 63 - x, y: 47 - y).r)) <= 1)
        }
    }

    @Test func aRoundedRectangleLosesItsCornersOnly() throws {
        let radius = 8.0
        let image = try Self.render([
            (.fill(.roundedRectangle(cornerRadius: radius), .white), Rect(x: 4, y: 4, width: 50, height: 30))
        ])
        let expected = 50 * 30 - (4 - Double.pi) * radius * radius
        #expect(abs(Self.coveredArea(image) - expected) < 2)
        #expect(image.pixel(x: 4, y: 4).r == 0)
        #expect(image.pixel(x: 29, y: 4).r == 255)
    }

    @Test func aStrokeCoversTheRingAndLeavesTheMiddleEmpty() throws {
        let image = try Self.render([
            (.stroke(.rectangle, .white, lineWidth: 3), Rect(x: 10, y: 6, width: 40, height: 30))
        ])
        #expect(abs(Self.coveredArea(image) - (40 * 30 - 34 * 24)) < 1)
        #expect(image.pixel(x: 30, y: 20).r == 0)
        #expect(image.pixel(x: 11, y: 20).r == 255)
        let thin = try Self.render([
            (.stroke(.circle, .white, lineWidth: 0.5), Rect(x: 12, y: 4, width: 40, height: 40))
        ])
        let ring = Double.pi * (20 * 20 - 19.5 * 19.5)
        #expect(abs(Self.coveredArea(thin) - ring) < ring * 0.05)
    }

    @Test func aLineCoversItsLengthTimesItsWidthPlusTheCaps() throws {
        let image = try Self.render([
            (
                .stroke(.line(from: .topLeading, to: .bottomTrailing), .white, lineWidth: 4),
                Rect(x: 8, y: 8, width: 40, height: 30)
            )
        ])
        let length = (40.0 * 40 + 30 * 30).squareRoot()
        let expected = length * 4 + Double.pi * 4
        #expect(abs(Self.coveredArea(image) - expected) < expected * 0.02)
        #expect(image.pixel(x: 28, y: 23).r == 255)
        #expect(image.pixel(x: 46, y: 10).r == 0)
    }

    /// Rings, hollow glows and discs at sub-pixel positions, across the edges of the 512×128 tiles:
    /// painted tile by tile from cached masks (a ring's middle and a glow's are skipped row by
    /// row, and each row's stretches are cut at the tile's edges) they are the pixels of every
    /// shape drawn afresh item by item.
    @Test func cachedShapesCutByTilesAreThePixelsOfDirectDrawing() throws {
        let size = Size(width: 700, height: 300)
        var items: [DisplayItem] = []
        for index in 0..<24 {
            let x = 470 + Double(index % 6) * 13.37
            let y = 20 + Double(index / 6) * 61.3
            let frame = Rect(x: x, y: y, width: 30 + Double(index % 5) * 7.1, height: 30 + Double(index % 5) * 7.1)
            let colour = Color(red: 0.2 + 0.03 * Double(index), green: 0.8, blue: 0.4)
            items.append(DisplayItem(command: .glow(.circle, colour, radius: 9.5), frame: frame))
            items.append(DisplayItem(command: .fill(.circle, .white), frame: frame))
            items.append(DisplayItem(command: .stroke(.circle, .black, lineWidth: 2.3), frame: frame))
            items.append(
                DisplayItem(command: .fill(.circle, colour), frame: Rect(x: x + 3.3, y: y + 4.1, width: 9, height: 9)))
        }
        let list = DisplayList(size: size, items: items)
        let background = Color(red: 0.1, green: 0.1, blue: 0.15)
        let (tiled, direct) = try TestRenderer.withFonts { fonts in
            let tiled = try HeadlessRenderer(size: size, fonts: fonts)
            tiled.rasterizer.tiledArea = 0
            tiled.rasterizer.paintingThreads = 1
            let direct = try HeadlessRenderer(size: size, fonts: fonts)
            direct.rasterizer.tiledArea = .max
            direct.rasterizer.paintingThreads = 1
            direct.rasterizer.cachesShapes = false
            return (tiled.render(list, background: background), direct.render(list, background: background))
        }
        #expect(tiled.pixels.count == direct.pixels.count)
        let first = tiled.pixels.indices.first { tiled.pixels[$0] != direct.pixels[$0] }.map { $0 / 4 }
        #expect(first == nil, "pixel (\((first ?? 0) % 700), \((first ?? 0) / 700)) differs")
        #expect(tiled.pixel(x: 0, y: 0) != tiled.pixel(x: 490, y: 35), "the shapes were painted")
    }

    @Test func aGlowFadesFromTheShapeToNothingAtItsRadius() throws {
        let image = try Self.render([(.glow(.rectangle, .white, radius: 10), Rect(x: 20, y: 14, width: 20, height: 20))]
        )
        #expect(image.pixel(x: 30, y: 24).r == 255)
        var previous = 256
        for x in 40..<49 {
            let value = Int(image.pixel(x: x, y: 24).r)
            #expect(value < previous, "x \(x)")
            previous = value
        }
        #expect(image.pixel(x: 50, y: 24).r == 0)
        #expect(image.pixel(x: 41, y: 24).r > 150)
    }

    @Test func opacityAndTranslucentColoursBlend() throws {
        let half = try Self.render(
            [(.fill(.rectangle, .black), Rect(x: 0, y: 0, width: 32, height: 48))], background: .white
        ) { $0.opacity = 0.5 }
        #expect(abs(Int(half.pixel(x: 10, y: 10).r) - 128) <= 1)
        #expect(half.pixel(x: 40, y: 10).r == 255)
        let tinted = try Self.render([
            (.fill(.rectangle, Color(red: 1, green: 0, blue: 0, alpha: 0.25)), Rect(x: 0, y: 0, width: 64, height: 48))
        ])
        let p = tinted.pixel(x: 5, y: 5)
        #expect(abs(Int(p.r) - 64) <= 1 && p.g == 0 && p.b == 0 && p.a == 255)
    }

    @Test func drawingStaysInsideTheClip() throws {
        let image = try Self.render([(.fill(.rectangle, .white), Rect(x: 0, y: 0, width: 64, height: 48))]) {
            $0.clip = Rect(x: 10, y: 10, width: 5, height: 7)
        }
        #expect(Self.coveredArea(image) == 35)
        #expect(image.pixel(x: 12, y: 12).r == 255)
        #expect(image.pixel(x: 15, y: 12).r == 0)
    }

    @Test func framesBeyondAnyWindowDrawNothingAndDoNotTrap() throws {
        let strange = [
            Rect(x: .nan, y: 0, width: 10, height: 10), Rect(x: 0, y: 0, width: .infinity, height: 10),
            Rect(x: -1e300, y: 0, width: 2e300, height: 10), Rect(x: 1e12, y: 1e12, width: 5, height: 5),
        ]
        for frame in strange {
            let image = try Self.render([
                (.fill(.roundedRectangle(cornerRadius: 3), .white), frame),
                (.stroke(.circle, .white, lineWidth: 2), frame),
                (.glow(.capsule, .white, radius: 4), frame),
                (.stroke(.line(from: .topLeading, to: .bottomTrailing), .white, lineWidth: 2), frame),
                (.text("x", Font(size: 12), .white), frame),
            ])
            #expect(Self.coveredArea(image) == 0, "\(frame)")
        }
    }

    @Test func twiceTheScaleDoublesEveryLength() throws {
        let one = try Self.render([(.fill(.circle, .white), Rect(x: 10, y: 10, width: 20, height: 20))])
        let two = try Self.render([(.fill(.circle, .white), Rect(x: 10, y: 10, width: 20, height: 20))], scale: 2)
        #expect(two.width == 128 && two.height == 96)
        #expect(abs(Self.coveredArea(two) - 4 * Self.coveredArea(one)) < 2)
    }

    @Test func shapesOnAClearBackgroundKeepTheirAlpha() throws {
        let image = try Self.render(
            [
                (
                    .fill(.rectangle, Color(red: 0, green: 0, blue: 1, alpha: 0.5)),
                    Rect(x: 0, y: 0, width: 10, height: 10)
                )
            ],
            background: .clear)
        let inside = image.pixel(x: 5, y: 5)
        #expect(abs(Int(inside.a) - 128) <= 1 && inside.b == 255 && inside.r == 0)
        #expect(image.pixel(x: 20, y: 20).a == 0)
    }

    @Test func textInksOnlyItsFrameInItsColour() throws {
        let frame = Rect(x: 4, y: 8, width: 56, height: 30)
        let image = try Self.render([(.text("Hi 42", Font(size: 16, weight: .bold), .white), frame)])
        var inked = 0
        var brightest: UInt8 = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y).r > 0 {
                inked += 1
                brightest = max(brightest, image.pixel(x: x, y: y).r)
                #expect(frame.contains(Point(x: Double(x), y: Double(y))), "ink at (\(x), \(y))")
            }
        }
        #expect(inked > 100)
        #expect(brightest == 255)
        let popped = try Self.render([(.text("Hi 42", Font(size: 16, weight: .bold), .white), frame)]) {
            $0.scale = 0.5
        }
        let ratio = Self.coveredArea(popped) / Self.coveredArea(image)
        #expect(ratio > 0.2 && ratio < 0.3, "a half-size text covers a quarter of the area: \(ratio)")
    }
}
