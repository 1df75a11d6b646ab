import Layout
import Raster
import SDLBackend
import Testing

/// The rasteriser's and the font library's caches keep to their stated bounds however many
/// distinct things are drawn (a long session at every size and zoom), and never drop what the
/// frame being drawn needs.
struct CacheBoundTests {
    /// Coverage for any text, one byte per pixel: 6 pixels a character by 40 rows, counted.
    final class CountingGlyphs: GlyphSource {
        var rendered: [String: Int] = [:]

        func mask(_ text: String, bold: Bool, pixelSize: Int32) -> TextMask? {
            rendered[text, default: 0] += 1
            let width = 6 * max(1, text.count)
            return TextMask(width: width, height: 40, alpha: [UInt8](repeating: 255, count: width * 40))
        }
    }

    /// Draws `items` into a 64×48 frame.
    static func draw(_ items: [DisplayItem], with rasterizer: Rasterizer, into pixels: inout [UInt32]) {
        pixels.withUnsafeMutableBufferPointer { buffer in
            let target = PixelTarget(base: buffer.baseAddress!, width: 64, height: 48, stride: 64, opaque: true)
            rasterizer.draw(
                DisplayList(size: Size(width: 64, height: 48), items: items), background: .black, into: target)
        }
    }

    static func text(_ string: String) -> DisplayItem {
        DisplayItem(command: .text(string, .system(12), .white), frame: Rect(x: 0, y: 0, width: 64, height: 40))
    }

    @Test func textMasksStayWithinTheirBoundWhileATextOnEveryFrameIsKept() {
        let glyphs = CountingGlyphs()
        let rasterizer = Rasterizer(glyphs: glyphs)
        var pixels = [UInt32](repeating: 0, count: 64 * 48)
        let limit = Rasterizer.textCacheLimit
        // Long strings, so that the byte budget is what binds (each mask is 6 × 40 bytes a character).
        let filler = String(repeating: "x", count: 400)
        for frame in 0..<3000 {
            Self.draw([Self.text("score"), Self.text("\(frame) \(filler)")], with: rasterizer, into: &pixels)
            #expect(rasterizer.cachedTextCount <= limit.count)
            #expect(rasterizer.cachedTextBytes <= limit.bytes + 2 * (6 * 420 * 40 + 1024))
        }
        #expect(rasterizer.cachedTextBytes > limit.bytes / 2, "the cache is used, not emptied")
        // Drawn in every frame, it was never dropped.
        #expect(glyphs.rendered["score"] == 1)
    }

    @Test func aFrameLargerThanTheTextBudgetKeepsAllItDraws() {
        let glyphs = CountingGlyphs()
        let rasterizer = Rasterizer(glyphs: glyphs)
        var pixels = [UInt32](repeating: 0, count: 64 * 48)
        let limit = Rasterizer.textCacheLimit
        let count = limit.count + 100
        let items = (0..<count).map { Self.text("line \($0)") }
        Self.draw(items, with: rasterizer, into: &pixels)
        #expect(rasterizer.cachedTextCount == count)
        Self.draw(items, with: rasterizer, into: &pixels)
        #expect(glyphs.rendered.values.allSatisfy { $0 == 1 }, "the second frame rendered nothing again")
    }

    @Test func shapeMasksStayWithinTheirBound() {
        let rasterizer = Rasterizer(glyphs: CountingGlyphs())
        var pixels = [UInt32](repeating: 0, count: 64 * 48)
        let limit = Rasterizer.shapeCacheLimit
        // Every frame four rounded rectangles of sizes no frame drew before, as a resize or the
        // zoom would give, each recorded as a mask of 4–80 KB (at most 1 MiB a frame).
        let frames = 700
        for frame in 0..<frames {
            let items = (0..<4).map { index in
                let side = 150 + Double(frame) * 0.37 + Double(index) * 0.09
                return DisplayItem(
                    command: .fill(.roundedRectangle(cornerRadius: 9), .white),
                    frame: Rect(x: 1.25, y: 1.5, width: side, height: side * 0.8))
            }
            Self.draw(items, with: rasterizer, into: &pixels)
            #expect(rasterizer.cachedShapeCount <= limit.count)
            #expect(rasterizer.cachedShapeBytes <= limit.bytes + (1 << 20))
        }
        #expect(rasterizer.cachedShapeBytes > limit.bytes / 2, "the cache is used, not emptied")
        #expect(rasterizer.cachedShapeCount < 4 * frames / 2, "masks were dropped")
    }

    @Test func anIdleReleaseKeepsOnlyWhatTheLastFrameDrew() {
        let glyphs = CountingGlyphs()
        let rasterizer = Rasterizer(glyphs: glyphs)
        var pixels = [UInt32](repeating: 0, count: 64 * 48)
        func shape(_ side: Double) -> DisplayItem {
            DisplayItem(
                command: .fill(.roundedRectangle(cornerRadius: 5), .white),
                frame: Rect(x: 1.25, y: 1.5, width: side, height: side * 0.7))
        }
        let earlier = [Self.text("menu"), shape(30), shape(31)]
        let shown = [Self.text("board"), shape(40)]
        Self.draw(earlier, with: rasterizer, into: &pixels)
        let earlierPixels = pixels
        Self.draw(shown, with: rasterizer, into: &pixels)
        let shownPixels = pixels
        #expect(rasterizer.cachedTextCount == 2)
        #expect(rasterizer.cachedShapeCount == 3)
        let (textBytes, shapeBytes) = (rasterizer.cachedTextBytes, rasterizer.cachedShapeBytes)
        rasterizer.releaseUnshown()
        #expect(rasterizer.cachedTextCount == 1, "only the shown frame's text is kept")
        #expect(rasterizer.cachedShapeCount == 1, "only the shown frame's shape is kept")
        #expect(rasterizer.cachedTextBytes < textBytes && rasterizer.cachedShapeBytes < shapeBytes)
        // The shown screen draws again from what was kept; the dropped one is recorded anew, and
        // both paint the same pixels as before.
        Self.draw(shown, with: rasterizer, into: &pixels)
        #expect(pixels == shownPixels)
        #expect(glyphs.rendered["board"] == 1)
        Self.draw(earlier, with: rasterizer, into: &pixels)
        #expect(pixels == earlierPixels)
        #expect(glyphs.rendered["menu"] == 2)
    }

    /// The window's idle release keeps the fonts and sizes the latest layout used (closed and
    /// measured again at every idle moment, they were allocated anew among each frame's
    /// short-lived blocks), closes and forgets the rest, and what is measured again after that
    /// comes out alike.
    @Test func anIdleReleaseKeepsTheFontsAndSizesOnScreenAndDropsTheRest() throws {
        let fonts = try FontLibrary()
        let measurer = SDLTextMeasurer(fonts: fonts)
        measurer.layoutBegins()
        let first = measurer.size(of: "Tessera 2048", font: .system(13))
        for size in 10...30 { _ = measurer.size(of: "Tessera", font: .system(Double(size), weight: .bold)) }
        let opened = fonts.openFontCount
        #expect(opened > 1)
        measurer.releaseUnused()
        #expect(fonts.openFontCount == opened, "every font the latest layout used stays open")
        #expect(measurer.measuredCount == 22)
        // The next screen shows one text, whose size is remembered: its font is not asked for,
        // yet it stays open for the next text of that size.
        measurer.layoutBegins()
        #expect(measurer.size(of: "Tessera 2048", font: .system(13)) == first)
        measurer.releaseUnused()
        #expect(fonts.openFontCount == 1, "only the font of the size on screen stays open")
        #expect(measurer.measuredCount == 1)
        measurer.layoutBegins()
        measurer.releaseUnused()
        #expect(fonts.openFontCount == 0, "the latest screen has no text")
        #expect(measurer.measuredCount == 0)
        #expect(measurer.size(of: "Tessera 2048", font: .system(13)) == first)
        #expect(fonts.openFontCount == 1, "measuring again opened the one font it needs")
    }

    /// The idle release also keeps only the texts the latest layout fitted to their room (the
    /// memo holds up to 4,096 answers, with their lines); what it forgot is fitted again alike.
    @Test func anIdleReleaseForgetsTextsFittedForEarlierScreensAndFitsThemAgainAlike() throws {
        let measurer = SDLTextMeasurer(fonts: try FontLibrary())
        func screen(width: Double) -> DisplayList {
            let text = Text("Lights Out on a board of twenty by twenty", font: .system(14)).lineLimit(2)
            return layout(
                text.frame(width: width, height: 80), in: Size(width: width, height: 80), measurer: measurer)
        }
        let widths = Array(stride(from: 400.0, through: 90, by: -7))
        let before = widths.map(screen)
        let fitted = measurer.fittedTexts.count
        #expect(fitted > 10, "the widths that wrap or cut the text are remembered")
        measurer.releaseUnused()
        let kept = measurer.fittedTexts.count
        #expect((1..<fitted).contains(kept), "only the answers for the latest (narrowest) width stay")
        #expect(screen(width: widths[widths.count - 1]) == before[before.count - 1])
        #expect(measurer.fittedTexts.count == kept, "the screen on show finds its answers kept")
        measurer.layoutBegins()
        measurer.releaseUnused()
        #expect(measurer.fittedTexts.count == 0)
        #expect(widths.map(screen) == before)
        #expect(before.contains { $0.texts.count == 2 }, "some widths wrap the text")
    }

    /// After frames that repainted only what changed (one shape, then nothing), the idle release
    /// still keeps every mask the screen on show uses: those were dropped before, and the next
    /// frames drew them again.
    @Test func anIdleReleaseAfterSmallChangesKeepsEveryMaskOnScreen() {
        let glyphs = CountingGlyphs()
        let rasterizer = Rasterizer(glyphs: glyphs)
        var pixels = [UInt32](repeating: 0, count: 64 * 48)
        func shape(_ side: Double, x: Double) -> DisplayItem {
            DisplayItem(
                command: .fill(.roundedRectangle(cornerRadius: 3), .white),
                frame: Rect(x: x + 0.25, y: 1.5, width: side, height: side * 0.7))
        }
        let board = [Self.text("score"), shape(10, x: 1), shape(11, x: 20)]
        let moved = [Self.text("score"), shape(10, x: 1), shape(12, x: 40)]
        func drawChanges(_ items: [DisplayItem]) -> Damage {
            pixels.withUnsafeMutableBufferPointer { buffer in
                let target = PixelTarget(base: buffer.baseAddress!, width: 64, height: 48, stride: 64, opaque: true)
                return rasterizer.drawChanges(
                    DisplayList(size: Size(width: 64, height: 48), items: items), background: .black, into: target)
            }
        }
        #expect(drawChanges(board) == .full)
        #expect(drawChanges(moved) != .full, "only the moved shape was repainted")
        #expect(drawChanges(moved) == .rects([]), "nothing changed, nothing painted")
        rasterizer.releaseUnshown()
        #expect(rasterizer.cachedShapeCount == 2, "both shapes on screen stay, the moved-away one goes")
        #expect(rasterizer.cachedTextCount == 1)
        let shownPixels = pixels
        Self.draw(moved, with: rasterizer, into: &pixels)
        #expect(pixels == shownPixels)
        #expect(glyphs.rendered["score"] == 1, "the text on screen was not rendered again")
    }

    /// After an idle release leaves a few masks, the caches still draw them and record the rest
    /// anew: the tables rebuilt to fit keep every entry they held.
    @Test func anIdleReleaseAfterAFullCacheKeepsWhatIsShown() {
        let glyphs = CountingGlyphs()
        let rasterizer = Rasterizer(glyphs: glyphs)
        var pixels = [UInt32](repeating: 0, count: 64 * 48)
        for index in 0..<600 {
            let side = 8 + Double(index % 300) / 10
            let item = DisplayItem(
                command: .fill(.roundedRectangle(cornerRadius: 3), .white),
                frame: Rect(x: 1.25, y: 1.5, width: side, height: side * 0.7))
            Self.draw([Self.text("t\(index)"), item], with: rasterizer, into: &pixels)
        }
        let shown = [
            Self.text("board"),
            DisplayItem(
                command: .fill(.roundedRectangle(cornerRadius: 5), .white),
                frame: Rect(x: 1.25, y: 1.5, width: 40, height: 28)),
        ]
        Self.draw(shown, with: rasterizer, into: &pixels)
        let shownPixels = pixels
        rasterizer.releaseUnshown()
        #expect(rasterizer.cachedTextCount == 1 && rasterizer.cachedShapeCount == 1)
        Self.draw(shown, with: rasterizer, into: &pixels)
        #expect(pixels == shownPixels)
        #expect(glyphs.rendered["board"] == 1, "the shown text was kept through the rebuilt table")
    }

    @Test func fontsOpenAtEverySizeStayWithinTheirBound() throws {
        let fonts = try FontLibrary()
        let measurer = SDLTextMeasurer(fonts: fonts)
        let first = measurer.size(of: "Tessera 2048", font: .system(13))
        for size in 1...120 {
            _ = measurer.size(of: "Tessera \(size)", font: .system(Double(size)))
            _ = measurer.size(of: "Tessera \(size)", font: .system(Double(size), weight: .bold))
            #expect(fonts.openFontCount <= FontLibrary.openFontLimit)
        }
        #expect(fonts.openFontCount == FontLibrary.openFontLimit)
        // Measured again after its font was closed and opened anew: the same answer.
        let again = SDLTextMeasurer(fonts: fonts).size(of: "Tessera 2048", font: .system(13))
        #expect(again == first)
    }
}
