import GameCore
import Layout
import SDLBackend
import SnapshotSupport
import Testing

@testable import App

/// The window repaints only what changed between frames; these tests drive the real app (title
/// and every game) with random input, step every animation frame by frame as the window does,
/// and check that each damage-repainted frame is pixel for pixel the frame a full repaint draws.
@Suite(.serialized)
struct DamageRepaintTests {
    static let keys: [(Key, KeyModifiers)] = [
        (.up, []), (.down, []), (.left, []), (.right, []), (.enter, []), (.space, []), (.escape, []),
        (.backspace, []), (.tab, []), (.character("z"), .control), (.character("y"), .control),
        (.character("n"), []), (.character("h"), []), (.character("1"), []), (.character("5"), []),
        (.character("9"), []), (.character("t"), []), (.character("m"), []), (.character("u"), []),
    ]

    /// What one random run showed.
    struct Run {
        var frames = 0
        var partialFrames = 0
        var partialPixels = 0
        var fullPixels = 0
        var mismatch: String?
    }

    /// The repainted frames are painted by three threads whatever the machine has, in bands of
    /// rows (every region, however small) or with `tiled` tile by tile; the full ones item by item
    /// on one thread. `direct`: the full frames compute every shape afresh instead of
    /// replaying cached spans.
    static func run(
        seed: UInt64, events: Int, size: Size, scale: Double, tiled: Bool = false, direct: Bool = false
    ) throws -> Run {
        try TestRenderer.withFonts { fonts in
            var generator = SeededGenerator(seed: seed)
            let model = AppModel(storage: nil, seed: seed, clock: { 0 })
            let damaged = try HeadlessRenderer(size: size, scale: scale, fonts: fonts)
            let full = try HeadlessRenderer(size: size, scale: scale, fonts: fonts)
            damaged.rasterizer.paintingThreads = 3
            damaged.rasterizer.bandedArea = 0
            full.rasterizer.paintingThreads = 1
            if tiled {
                damaged.rasterizer.tiledArea = 0
                full.rasterizer.tiledArea = .max
            }
            if direct { full.rasterizer.cachesShapes = false }
            let driver = AppDriver(model: model, size: size, measurer: damaged.measurer)
            let clock = ManualClock()
            let animator = Animator(clock: clock)
            animator.show(driver.frame, timing: nil)
            var run = Run()
            func frame(_ label: String) {
                guard run.mismatch == nil, let list = animator.currentList() else { return }
                let background = model.theme.background
                let damage = damaged.drawChanges(list, background: background)
                full.draw(list, background: background)
                run.frames += 1
                if case .rects(let rects) = damage {
                    run.partialFrames += 1
                    run.partialPixels += rects.reduce(0) { $0 + $1.area }
                }
                run.fullPixels += Int(full.pixelWidth) * Int(full.pixelHeight)
                let a = damaged.image
                let b = full.image
                if a != b {
                    let index = zip(a.pixels, b.pixels).enumerated().first { $0.element.0 != $0.element.1 }!.offset / 4
                    run.mismatch =
                        "seed \(seed), \(label): pixel (\(index % a.width), \(index / a.width)) differs after \(damage)"
                }
            }
            frame("first frame")
            for index in 0..<events {
                let roll = Int.random(in: 0..<100, using: &generator)
                var label = "event \(index)"
                var update: AppUpdate = []
                let targets = driver.list.tapRegions.filter { $0.action != nil }
                switch roll {
                case 0..<40 where !targets.isEmpty:
                    let region = targets.randomElement(using: &generator)!
                    update = driver.send(.tap(region.frame.center, .primary))
                    label += " tap \(region.action!)"
                case 40..<55:
                    let direction = SwipeDirection.allCases.randomElement(using: &generator)!
                    update = driver.send(.swipe(direction))
                    label += " swipe \(direction)"
                case 55..<65:
                    let point = Point(
                        x: Double.random(in: 0..<size.width, using: &generator),
                        y: Double.random(in: 0..<size.height, using: &generator))
                    if driver.movePointer(to: point) { animator.retarget(driver.frame) }
                    label += " pointer \(point)"
                case 65..<67 where !targets.isEmpty:
                    driver.press(at: targets.randomElement(using: &generator)!.frame.center)
                    animator.retarget(driver.frame)
                    label += " press"
                default:
                    let (key, modifiers) = keys.randomElement(using: &generator)!
                    update = driver.send(.key(key, modifiers))
                    label += " key \(key)"
                }
                if update.contains(.redraw) {
                    animator.show(driver.frame, timing: model.pendingAnimation)
                }
                if model.screen == .title && Int.random(in: 0..<3, using: &generator) == 0 {
                    model.open(model.catalog.games.randomElement(using: &generator)!)
                    animator.show(driver.relayout(), timing: nil)
                    label += " open \(model.screen)"
                }
                // Every frame of the animation at uneven steps, then its end state.
                frame(label)
                while animator.isAnimating {
                    clock.advance(by: Double.random(in: 0.01..<0.05, using: &generator))
                    frame(label + " animating")
                }
                frame(label + " settled")
                if run.mismatch != nil { break }
            }
            return run
        }
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func damageRepaintDrawsWhatAFullRepaintDraws(seed: UInt64) throws {
        let run = try Self.run(seed: seed, events: 50, size: Size(width: 400, height: 300), scale: 1)
        #expect(run.mismatch == nil, "\(run.mismatch ?? "")")
        // The comparison means something only if most frames took the partial path.
        #expect(run.partialFrames * 2 > run.frames, "\(run.partialFrames) of \(run.frames) frames partial")
        #expect(run.partialPixels * 4 < run.fullPixels, "\(run.partialPixels) of \(run.fullPixels) pixels painted")
    }

    @Test func damageRepaintHoldsAtScaleTwo() throws {
        let run = try Self.run(seed: 7, events: 25, size: Size(width: 240, height: 180), scale: 2)
        #expect(run.mismatch == nil, "\(run.mismatch ?? "")")
        #expect(run.partialFrames * 2 > run.frames, "\(run.partialFrames) of \(run.frames) frames partial")
    }

    /// Large frames are painted tile by tile in a scratch block (opaque fills hiding what lies
    /// below them in a tile); every pixel must come out as painting item by item leaves it.
    @Test(arguments: [UInt64(11), 12])
    func tiledPaintingDrawsWhatItemByItemPaintingDraws(seed: UInt64) throws {
        let run = try Self.run(seed: seed, events: 30, size: Size(width: 700, height: 460), scale: 1, tiled: true)
        #expect(run.mismatch == nil, "\(run.mismatch ?? "")")
        #expect(run.frames > 30)
    }

    @Test func tiledPaintingHoldsAtScaleTwo() throws {
        let run = try Self.run(seed: 14, events: 20, size: Size(width: 400, height: 300), scale: 2, tiled: true)
        #expect(run.mismatch == nil, "\(run.mismatch ?? "")")
    }

    /// Steady shapes are replayed from spans cached per shape and sub-pixel position; every pixel
    /// must come out as computing the shape afresh leaves it, at both scales.
    @Test(arguments: [(UInt64(21), 1.0), (22, 2.0)])
    func cachedShapesDrawWhatDirectShapesDraw(seed: UInt64, scale: Double) throws {
        let run = try Self.run(
            seed: seed, events: 20, size: Size(width: 400, height: 300), scale: scale, direct: true)
        #expect(run.mismatch == nil, "\(run.mismatch ?? "")")
        #expect(run.frames > 20)
    }
}
