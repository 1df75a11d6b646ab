import SDLBackend
import Testing

/// `--gpu` paints each frame into one texture, and renderers cap a texture's sides (16384 for
/// Mesa's OpenGL). A window larger than that is painted into the largest texture that keeps its
/// shape and stretched over the window, never into a texture the renderer refuses.
struct TextureFitTests {
    @Test func aFrameWithinTheLimitIsPaintedWhole() {
        let fit = Window.textureFit(pixels: (1280, 800), limit: (16384, 16384))
        #expect(fit.width == 1280 && fit.height == 800 && fit.factor == 1)
        let exact = Window.textureFit(pixels: (16384, 16384), limit: (16384, 16384))
        #expect(exact.width == 16384 && exact.height == 16384 && exact.factor == 1)
    }

    @Test func noLimitNamedMeansNoLimit() {
        let fit = Window.textureFit(pixels: (40000, 20), limit: (0, 0))
        #expect(fit.width == 40000 && fit.height == 20 && fit.factor == 1)
    }

    @Test(arguments: [
        (Int32(17000), Int32(600)), (600, 17000), (32767, 32767), (16385, 1), (1, 16385), (20000, 16000),
        (100_000, 3),
    ])
    func aFrameBeyondTheLimitShrinksByOneFactorToFit(_ width: Int32, _ height: Int32) {
        let limit: (width: Int32, height: Int32) = (16384, 16384)
        let fit = Window.textureFit(pixels: (width, height), limit: limit)
        #expect(fit.width <= limit.width && fit.height <= limit.height, "\(fit) beyond the limit")
        #expect(fit.width >= 1 && fit.height >= 1)
        #expect(fit.factor < 1 && fit.factor > 0)
        // The longer side (relative to its limit) fills the texture: nothing is smaller than it must be.
        let filled =
            Double(width) / Double(limit.width) >= Double(height) / Double(limit.height)
            ? fit.width == limit.width || fit.width == limit.width - 1
            : fit.height == limit.height || fit.height == limit.height - 1
        #expect(filled, "\(fit) for \(width)×\(height)")
        // One factor for both sides: the picture keeps its shape (to the pixel lost in rounding).
        #expect(abs(Double(fit.width) - Double(width) * fit.factor) < 1)
        #expect(abs(Double(fit.height) - Double(height) * fit.factor) < 1 || fit.height == 1)
    }

    @Test func theIssuesWindowIsPaintedAt16384Wide() {
        let fit = Window.textureFit(pixels: (17000, 600), limit: (16384, 16384))
        #expect(fit.width == 16384 && fit.height == 578)
        #expect(abs(fit.factor - 16384.0 / 17000) < 1e-12)
    }

    @Test func aLimitOnOneSideOnly() {
        let fit = Window.textureFit(pixels: (9000, 5000), limit: (0, 4096))
        #expect(fit.height == 4096 && fit.width == Int32((9000 * 4096.0 / 5000).rounded(.down)))
    }
}
