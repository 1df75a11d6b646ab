import Testing

@testable import Layout

struct AnimationTests {
    let measurer = FixedMetricTextMeasurer()
    let window = Size(width: 300, height: 100)

    func tile(at x: Double, id: String = "tile") -> some View {
        ZStack(alignment: .topLeading) {
            Rectangle().fill(.red).frame(width: 50, height: 50).id(id, transition: .scale).offset(x: x)
        }
        .frame(width: 300, height: 100, alignment: .topLeading)
    }

    /// A tile moving from x 0 to x 200 in 0.2 s, linearly, on a clock that moves when told.
    func tileSlidingAcross() -> (ManualClock, Animator) {
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        animator.show(layout(tile(at: 0), in: window, measurer: measurer), timing: nil)
        animator.show(
            layout(tile(at: 200), in: window, measurer: measurer),
            timing: AnimationTiming(moveDuration: 0.2, easing: .linear))
        return (clock, animator)
    }

    @Test func halfWayThroughANodeIsHalfWay() {
        let (clock, animator) = tileSlidingAcross()
        clock.advance(by: 0.1)
        #expect(animator.isAnimating)
        #expect(animator.currentList()?.items.first?.frame.minX == 100)
        clock.advance(by: 0.1)
        #expect(!animator.isAnimating)
        #expect(animator.currentList()?.items.first?.frame.minX == 200)
    }

    /// An animation runs its whole length: a moment before its end the tile is still short of
    /// its place and moving, and at the end it stands exactly there (the last frame drawn).
    @Test func anAnimationRunsItsWholeLengthAndEndsOnItsTarget() {
        let (clock, animator) = tileSlidingAcross()
        clock.advance(by: 0.19)
        #expect(animator.isAnimating)
        let late = animator.currentList()?.items.first?.frame.minX ?? 0
        #expect(late > 185 && late < 200, "at 95 % of the move the tile is at \(late)")
        clock.advance(by: 0.01)
        #expect(!animator.isAnimating)
        #expect(animator.currentList()?.items.first?.frame.minX == 200)
    }

    @Test func easingKeepsTheEndsAndTheMiddle() {
        for easing in [Easing.linear, .easeInOut] {
            #expect(easing(0) == 0)
            #expect(easing(1) == 1)
            #expect(abs(easing(0.5) - 0.5) < 1e-12)
        }
        #expect(Easing.easeInOut(0.25) < 0.25)
    }

    @Test func appearingNodesGrowAndVanishingNodesFade() {
        let from = layout(tile(at: 0, id: "old"), in: window, measurer: measurer)
        let to = layout(tile(at: 100, id: "new"), in: window, measurer: measurer)
        let transition = DisplayListTransition(
            from: from, to: to, timing: AnimationTiming(moveDuration: 0.2, appearDuration: 0.2, easing: .linear))
        let middle = transition.list(at: 0.1)
        #expect(middle.items.count == 2)
        #expect(middle.items[0].identity?.key == AnyHashable("old"))
        #expect(middle.items[0].opacity == 0.5)
        #expect(middle.items[1].identity?.key == AnyHashable("new"))
        #expect(middle.items[1].scale == 0.5)
        #expect(middle.items[1].paintedFrame == Rect(x: 112.5, y: 12.5, width: 25, height: 25))
        #expect(transition.list(at: 0.2) == to)
    }

    @Test func absorbedNodesSlideIntoTheirAbsorber() {
        let from = layout(tile(at: 0, id: "a"), in: window, measurer: measurer)
        let merged = ZStack(alignment: .topLeading) {
            Rectangle().fill(.red).frame(width: 50, height: 50).id("m", transition: .pop, absorbs: ["a"]).offset(x: 200)
        }.frame(width: 300, height: 100, alignment: .topLeading)
        let to = layout(merged, in: window, measurer: measurer)
        let transition = DisplayListTransition(
            from: from, to: to,
            timing: AnimationTiming(moveDuration: 0.1, appearDelay: 0.1, appearDuration: 0.1, easing: .linear))
        let middle = transition.list(at: 0.05)
        #expect(middle.items.count == 1)
        #expect(middle.items[0].identity?.key == AnyHashable("a"))
        #expect(middle.items[0].frame.minX == 100)
        let popping = transition.list(at: 0.15)
        #expect(popping.items.map { $0.identity?.key } == [AnyHashable("m")])
        #expect(popping.items[0].scale > 1.1)
    }

    @Test func aNewTargetMidAnimationStartsFromWhatIsShown() {
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        let timing = AnimationTiming(moveDuration: 0.2, easing: .linear)
        animator.show(layout(tile(at: 0), in: window, measurer: measurer), timing: nil)
        animator.show(layout(tile(at: 200), in: window, measurer: measurer), timing: timing)
        clock.advance(by: 0.1)
        animator.show(layout(tile(at: 0), in: window, measurer: measurer), timing: timing)
        #expect(animator.currentList()?.items.first?.frame.minX == 100)
        clock.advance(by: 0.1)
        #expect(animator.currentList()?.items.first?.frame.minX == 50)
    }
}
