import Testing

@testable import Layout

/// The recogniser on its own: fingers in, taps, swipes and long presses out, at the edges of
/// the swipe threshold (the mouse's) and of the long press's time.
struct TouchGesturesTests {
    let start = Point(x: 200, y: 300)
    let slop = SwipeDirection.threshold

    func at(_ dx: Double, _ dy: Double) -> Point { Point(x: start.x + dx, y: start.y + dy) }

    /// One finger down at `start` at time 0, moved through `path`, lifted at the last point at `time`.
    func gesture(_ path: [Point], liftedAt time: Double = 0.1) -> InputEvent? {
        var touches = TouchGestures()
        #expect(touches.take(FingerEvent(.down, finger: 7, at: start, time: 0)) == nil)
        for (index, point) in path.enumerated() {
            #expect(touches.take(FingerEvent(.motion, finger: 7, at: point, time: 0.01 * Double(index + 1))) == nil)
        }
        return touches.take(FingerEvent(.up, finger: 7, at: path.last ?? start, time: time))
    }

    @Test func aLiftWhereTheFingerWentDownIsAPrimaryTapThere() {
        #expect(gesture([]) == .tap(start, .primary))
    }

    @Test func aWobbleJustUnderTheSwipeThresholdIsStillATapAtTheFirstPoint() {
        let wobble = [at(5, -3), at(-slop + 0.01, 2), at(slop - 0.01, slop - 0.01), at(3, 1)]
        #expect(gesture(wobble) == .tap(start, .primary))
        #expect(gesture([at(slop - 0.01, 0)]) == .tap(start, .primary))
    }

    @Test func theSwipeThresholdIsTheMouseDragsAndItsEdgeIsASwipe() {
        // The same code decides a drag of the mouse and of a finger.
        #expect(SwipeDirection(from: start, to: at(slop, 0)) == .right)
        #expect(SwipeDirection(from: start, to: at(slop - 0.01, 0)) == nil)
        #expect(gesture([at(slop, 0)]) == .swipe(.right))
    }

    @Test func swipesInFourDirections() {
        #expect(gesture([at(-10, 0), at(-60, 8)]) == .swipe(.left))
        #expect(gesture([at(10, 0), at(60, -8)]) == .swipe(.right))
        #expect(gesture([at(0, -10), at(5, -60)]) == .swipe(.up))
        #expect(gesture([at(0, 10), at(-5, 60)]) == .swipe(.down))
        // A diagonal goes by its longer side, as the mouse's does.
        #expect(gesture([at(40, 41)]) == .swipe(.down))
    }

    @Test func aSwipeTakenBackToItsStartIsNothing() {
        #expect(gesture([at(40, 0), at(2, 0)]) == nil)
    }

    @Test func aFingerHeldStillBecomesALongPressAtItsDeadline() {
        var touches = TouchGestures()
        _ = touches.take(FingerEvent(.down, finger: 1, at: start, time: 10))
        #expect(touches.deadline == 10 + TouchGestures.longPressSeconds)
        #expect(touches.pressedPoint == start)
        _ = touches.take(FingerEvent(.motion, finger: 1, at: at(slop - 1, 0), time: 10.2))
        #expect(touches.expire(at: 10.499) == nil)
        #expect(touches.expire(at: 10.5) == .tap(start, .secondary))
        // Once: the deadline is gone (the window does not wake again), and the lift sends nothing.
        #expect(touches.deadline == nil)
        #expect(touches.pressedPoint == nil)
        #expect(touches.expire(at: 11) == nil)
        _ = touches.take(FingerEvent(.motion, finger: 1, at: at(80, 0), time: 10.8))
        #expect(touches.take(FingerEvent(.up, finger: 1, at: at(80, 0), time: 11)) == nil)
    }

    @Test func aLongHoldLiftedBeforeTheTimerFiredIsStillALongPress() {
        #expect(gesture([], liftedAt: TouchGestures.longPressSeconds) == .tap(start, .secondary))
        #expect(gesture([at(3, 3)], liftedAt: TouchGestures.longPressSeconds - 0.001) == .tap(start, .primary))
    }

    @Test func aFingerThatStrayedIsNoLongPressEvenIfItComesBack() {
        var touches = TouchGestures()
        _ = touches.take(FingerEvent(.down, finger: 1, at: start, time: 0))
        _ = touches.take(FingerEvent(.motion, finger: 1, at: at(0, slop), time: 0.1))
        #expect(touches.deadline == nil)
        #expect(touches.pressedPoint == nil)
        _ = touches.take(FingerEvent(.motion, finger: 1, at: start, time: 0.2))
        #expect(touches.expire(at: 5) == nil)
        #expect(touches.take(FingerEvent(.up, finger: 1, at: start, time: 5)) == nil)
    }

    @Test func aSecondFingerCancelsTheGestureUntilEveryFingerIsLifted() {
        var touches = TouchGestures()
        _ = touches.take(FingerEvent(.down, finger: 1, at: start, time: 0))
        _ = touches.take(FingerEvent(.down, finger: 2, at: at(100, 0), time: 0.05))
        #expect(touches.deadline == nil)
        #expect(touches.pressedPoint == nil)
        _ = touches.take(FingerEvent(.motion, finger: 1, at: at(-90, 0), time: 0.1))
        _ = touches.take(FingerEvent(.motion, finger: 2, at: at(190, 0), time: 0.1))
        #expect(touches.expire(at: 3) == nil)
        #expect(touches.take(FingerEvent(.up, finger: 1, at: at(-90, 0), time: 0.2)) == nil)
        // One finger left on the glass is still part of the cancelled gesture.
        _ = touches.take(FingerEvent(.motion, finger: 2, at: at(300, 0), time: 0.3))
        #expect(touches.take(FingerEvent(.up, finger: 2, at: at(300, 0), time: 0.4)) == nil)
        // All lifted: the next touch is a gesture again.
        _ = touches.take(FingerEvent(.down, finger: 3, at: start, time: 1))
        #expect(touches.take(FingerEvent(.up, finger: 3, at: start, time: 1.1)) == .tap(start, .primary))
    }

    @Test func aSecondFingerAfterALongPressAddsNothing() {
        var touches = TouchGestures()
        _ = touches.take(FingerEvent(.down, finger: 1, at: start, time: 0))
        #expect(touches.expire(at: 0.6) == .tap(start, .secondary))
        _ = touches.take(FingerEvent(.down, finger: 2, at: start, time: 0.7))
        #expect(touches.take(FingerEvent(.up, finger: 2, at: start, time: 0.8)) == nil)
        #expect(touches.take(FingerEvent(.up, finger: 1, at: start, time: 0.9)) == nil)
    }

    @Test func aLiftNeverSeenDownAndAFingerReportedDownTwiceStartAfresh() {
        var touches = TouchGestures()
        #expect(touches.take(FingerEvent(.up, finger: 4, at: start, time: 0)) == nil)
        _ = touches.take(FingerEvent(.down, finger: 4, at: at(50, 50), time: 1))
        // Its lift was lost: the same finger down again is a new press, not a second finger.
        _ = touches.take(FingerEvent(.down, finger: 4, at: start, time: 2))
        #expect(touches.take(FingerEvent(.up, finger: 4, at: start, time: 2.1)) == .tap(start, .primary))
    }

    @Test func resetForgetsAFingerWhoseLiftWentElsewhere() {
        var touches = TouchGestures()
        _ = touches.take(FingerEvent(.down, finger: 1, at: start, time: 0))
        touches.reset()
        #expect(touches.deadline == nil)
        _ = touches.take(FingerEvent(.down, finger: 2, at: start, time: 1))
        #expect(touches.take(FingerEvent(.up, finger: 2, at: start, time: 1.1)) == .tap(start, .primary))
    }
}
