import Testing

@testable import Layout

/// The pure pad mapping at its edges: which face button presses on each layout, the stick's
/// dead zone and hysteresis, the held direction's repeat, the triggers, and a pad unplugged.
struct PadGesturesTests {
    static func press(_ pads: inout PadGestures, _ button: PadButton, pad: Int32 = 0, at time: Double) -> PadRole? {
        let role = pads.take(PadEvent(.button(button, down: true), pad: pad, time: time))
        _ = pads.take(PadEvent(.button(button, down: false), pad: pad, time: time + 0.05))
        return role
    }

    @Test func theButtonLabelledAPressesOnEveryLayout() {
        #expect(PadGestures.role(of: .south, on: .xbox) == .accept)
        #expect(PadGestures.role(of: .east, on: .xbox) == .back)
        #expect(PadGestures.role(of: .west, on: .xbox) == .first)
        #expect(PadGestures.role(of: .north, on: .xbox) == .second)
        #expect(PadGestures.role(of: .south, on: .playStation) == .accept)
        // Nintendo's A sits east and its B south; its X north and its Y west.
        #expect(PadGestures.role(of: .east, on: .nintendo) == .accept)
        #expect(PadGestures.role(of: .south, on: .nintendo) == .back)
        #expect(PadGestures.role(of: .north, on: .nintendo) == .first)
        #expect(PadGestures.role(of: .west, on: .nintendo) == .second)
        for layout in [PadLayout.xbox, .playStation, .nintendo] {
            #expect(PadGestures.role(of: .leftShoulder, on: layout) == .undo)
            #expect(PadGestures.role(of: .rightShoulder, on: layout) == .redo)
            #expect(PadGestures.role(of: .start, on: layout) == .menu)
            #expect(PadGestures.role(of: .up, on: layout) == .up)
        }
    }

    @Test func eachPadIsReadWithItsOwnLayout() {
        var pads = PadGestures()
        pads.connect(1, layout: .nintendo)
        pads.connect(2, layout: .xbox)
        #expect(Self.press(&pads, .east, pad: 1, at: 1) == .accept)
        #expect(Self.press(&pads, .east, pad: 2, at: 2) == .back)
        // A pad never announced reads as an Xbox pad.
        #expect(Self.press(&pads, .south, pad: 7, at: 3) == .accept)
    }

    @Test func aButtonReportedDownTwiceIsOnePress() {
        var pads = PadGestures()
        #expect(pads.take(PadEvent(.button(.south, down: true), time: 1)) == .accept)
        #expect(pads.take(PadEvent(.button(.south, down: true), time: 1.01)) == nil)
        #expect(pads.take(PadEvent(.button(.south, down: false), time: 1.1)) == nil)
        #expect(pads.take(PadEvent(.button(.south, down: true), time: 1.2)) == .accept)
    }

    @Test func theStickPressesPastItsDeadZoneAndLetsGoOnlyWellInsideIt() {
        var pads = PadGestures()
        // Inside the dead zone: nothing.
        #expect(pads.take(PadEvent(.axis(.leftX, value: 0.45), time: 1)) == nil)
        // Past the press threshold: one press of the stronger axis's direction.
        #expect(pads.take(PadEvent(.axis(.leftX, value: 0.6), time: 1.1)) == .right)
        // Wobbling between the two thresholds neither lets go nor presses again.
        #expect(pads.take(PadEvent(.axis(.leftX, value: 0.35), time: 1.15)) == nil)
        #expect(pads.take(PadEvent(.axis(.leftX, value: 0.7), time: 1.2)) == nil)
        // Under the release threshold it lets go; pushed again it presses again.
        #expect(pads.take(PadEvent(.axis(.leftX, value: 0.2), time: 1.25)) == nil)
        #expect(pads.deadline == nil)
        #expect(pads.take(PadEvent(.axis(.leftX, value: 0.8), time: 1.3)) == .right)
        // Turned to up while still pushed: a press of the new direction.
        #expect(pads.take(PadEvent(.axis(.leftX, value: 0.1), time: 1.35)) == nil)
        #expect(pads.take(PadEvent(.axis(.leftY, value: -0.9), time: 1.4)) == .up)
        // Pushed round to the left, whose axis is now the stronger: a press of left; held
        // there while the other axis falls back, none.
        #expect(pads.take(PadEvent(.axis(.leftX, value: -1), time: 1.45)) == .left)
        #expect(pads.take(PadEvent(.axis(.leftY, value: 0.1), time: 1.5)) == nil)
        #expect(pads.take(PadEvent(.axis(.leftX, value: 0), time: 1.55)) == nil)
        // Nonsense values are the stick at rest.
        #expect(pads.take(PadEvent(.axis(.leftX, value: .nan), time: 1.6)) == nil)
        #expect(pads.deadline == nil)
    }

    @Test func aHeldDirectionRepeatsAtItsDeadlineAndStopsWhenLetGo() {
        var pads = PadGestures()
        #expect(pads.take(PadEvent(.button(.down, down: true), time: 10)) == .down)
        #expect(pads.deadline == 10 + PadGestures.repeatDelay)
        #expect(pads.expire(at: 10.2) == nil)
        #expect(pads.expire(at: 10 + PadGestures.repeatDelay) == .down)
        let next = 10 + PadGestures.repeatDelay + PadGestures.repeatInterval
        #expect(pads.deadline == next)
        // A late wake repeats once and counts the next from then.
        #expect(pads.expire(at: next + 1) == .down)
        #expect(pads.deadline == next + 1)
        #expect(pads.take(PadEvent(.button(.down, down: false), time: 12)) == nil)
        #expect(pads.deadline == nil)
        #expect(pads.expire(at: 20) == nil)
        // A button that is no direction never repeats.
        #expect(pads.take(PadEvent(.button(.south, down: true), time: 30)) == .accept)
        #expect(pads.deadline == nil)
    }

    @Test func theLastDirectionPressedRepeatsAndLettingGoOfAnotherKeepsIt() {
        var pads = PadGestures()
        _ = pads.take(PadEvent(.button(.left, down: true), time: 1))
        #expect(pads.take(PadEvent(.axis(.leftY, value: 1), time: 1.1)) == .down)
        #expect(pads.deadline == 1.1 + PadGestures.repeatDelay)
        _ = pads.take(PadEvent(.button(.left, down: false), time: 1.2))
        #expect(pads.expire(at: 2) == .down)
        _ = pads.take(PadEvent(.axis(.leftY, value: 0), time: 2.1))
        #expect(pads.deadline == nil)
    }

    @Test func triggersStepOncePerPullWithTheSameHysteresis() {
        var pads = PadGestures()
        #expect(pads.take(PadEvent(.axis(.rightTrigger, value: 0.4), time: 1)) == nil)
        #expect(pads.take(PadEvent(.axis(.rightTrigger, value: 0.9), time: 1.1)) == .next)
        #expect(pads.take(PadEvent(.axis(.rightTrigger, value: 1), time: 1.2)) == nil)
        #expect(pads.take(PadEvent(.axis(.rightTrigger, value: 0.4), time: 1.3)) == nil)
        #expect(pads.take(PadEvent(.axis(.rightTrigger, value: 0.6), time: 1.4)) == nil)
        #expect(pads.take(PadEvent(.axis(.rightTrigger, value: 0), time: 1.5)) == nil)
        #expect(pads.take(PadEvent(.axis(.leftTrigger, value: 0.7), time: 1.6)) == .previous)
        #expect(pads.take(PadEvent(.axis(.rightTrigger, value: 0.7), time: 1.7)) == .next)
        #expect(pads.deadline == nil)
    }

    @Test func anUnpluggedPadLetsGoOfWhatItHeld() {
        var pads = PadGestures()
        pads.connect(4, layout: .playStation)
        #expect(pads.take(PadEvent(.button(.right, down: true), pad: 4, time: 1)) == .right)
        #expect(pads.deadline != nil)
        pads.disconnect(4)
        #expect(pads.deadline == nil)
        #expect(pads.layouts[4] == nil)
        // Plugged in again, the same button is a fresh press (its release was never seen).
        pads.connect(4, layout: .playStation)
        #expect(pads.take(PadEvent(.button(.right, down: true), pad: 4, time: 2)) == .right)
        pads.reset()
        #expect(pads.deadline == nil)
        #expect(pads.take(PadEvent(.button(.right, down: true), pad: 4, time: 3)) == .right)
    }
}
