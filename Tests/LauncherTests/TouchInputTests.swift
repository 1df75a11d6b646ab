import CSDL
import Layout
import SnapshotSupport
import Testing

@testable import App

/// SDL's finger events as the window reads them: positions from fractions of the window to
/// points, SDL's emulated mouse ignored, and a finger tapping a title card through `AppDriver`.
@Suite struct TouchInputTests {
    static let size = Size(width: 1280, height: 800)

    /// An SDL finger event at a fraction of the window, `ms` milliseconds after SDL started.
    static func finger(
        _ type: SDL_EventType, x: Double, y: Double, ms: UInt32, finger: Int64 = 3, touch: Int64 = 1
    ) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        event.tfinger.timestamp = ms
        event.tfinger.touchId = touch
        event.tfinger.fingerId = finger
        event.tfinger.x = Float(x)
        event.tfinger.y = Float(y)
        return event
    }

    /// The SDL event's finger, in the window of `size` points, through the driver as the loop does it.
    @discardableResult
    static func send(_ event: SDL_Event, to driver: AppDriver) -> AppUpdate {
        guard let finger = SDLInput.finger(event, in: driver.size) else { return [] }
        return driver.sendTouch(finger)
    }

    @Test func aFingerLandsOnThePointsOfItsFractionOfTheWindow() throws {
        let down = try #require(SDLInput.finger(Self.finger(SDL_FINGERDOWN, x: 0.25, y: 0.5, ms: 1500), in: Self.size))
        #expect(down.phase == .down)
        #expect(down.point == Point(x: 320, y: 400))
        #expect(down.time == 1.5)
        #expect(down.finger == 3)
        // A window zoomed to 2 is half as many points wide: the same fraction, half the points.
        let zoomed = Size(width: 640, height: 400)
        let up = try #require(SDLInput.finger(Self.finger(SDL_FINGERUP, x: 0.25, y: 0.5, ms: 1600), in: zoomed))
        #expect(up.phase == .up && up.point == Point(x: 160, y: 200))
        let motion = SDLInput.finger(Self.finger(SDL_FINGERMOTION, x: 1.1, y: -0.1, ms: 1700), in: Self.size)
        #expect(motion?.phase == .motion)
        #expect(motion.map { $0.point.x > Self.size.width && $0.point.y < 0 } == true)
    }

    @Test func touchesMadeUpFromTheMouseAndNonsensePositionsAreNoFingers() {
        let fromMouse = Self.finger(SDL_FINGERDOWN, x: 0.5, y: 0.5, ms: 1, touch: SDLInput.mouseTouchID)
        #expect(SDLInput.finger(fromMouse, in: Self.size) == nil)
        #expect(SDLInput.finger(Self.finger(SDL_FINGERDOWN, x: .nan, y: 0.5, ms: 1), in: Self.size) == nil)
        var key = SDL_Event()
        key.type = SDL_KEYDOWN.rawValue
        #expect(SDLInput.finger(key, in: Self.size) == nil)
    }

    @Test func theMouseSDLEmulatesFromATouchIsIgnoredAndARealMouseIsNot() {
        for type in [SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP] {
            var event = SDL_Event()
            event.type = type.rawValue
            event.button.which = SDLInput.touchMouseID
            #expect(SDLInput.isFromTouch(event))
            event.button.which = 0
            #expect(!SDLInput.isFromTouch(event))
        }
        var motion = SDL_Event()
        motion.type = SDL_MOUSEMOTION.rawValue
        motion.motion.which = SDLInput.touchMouseID
        #expect(SDLInput.isFromTouch(motion))
        motion.motion.which = 0
        #expect(!SDLInput.isFromTouch(motion))
        #expect(!SDLInput.isFromTouch(Self.finger(SDL_FINGERDOWN, x: 0.5, y: 0.5, ms: 1)))
    }

    @Test func aTapOnATitleCardOpensItsGameAndPressesItMeanwhile() throws {
        let model = AppModel(storage: nil, seed: 1, clock: { 0 })
        let driver = AppDriver(model: model, size: Self.size, measurer: FixedMetricTextMeasurer())
        let card = try #require(driver.list.frame(ofAction: TitleAction.open("2048")))
        let x = card.center.x / Self.size.width
        let y = card.center.y / Self.size.height
        Self.send(Self.finger(SDL_FINGERDOWN, x: x, y: y, ms: 1000), to: driver)
        #expect(driver.pointer.pressed == AnyHashable(TitleAction.open("2048")))
        // A small wobble under the swipe threshold (8 points) is still the tap.
        Self.send(Self.finger(SDL_FINGERMOTION, x: x + 8 / Self.size.width, y: y, ms: 1050), to: driver)
        #expect(model.screen == .title)
        Self.send(Self.finger(SDL_FINGERUP, x: x + 8 / Self.size.width, y: y, ms: 1100), to: driver)
        #expect(model.screen == .game("2048"))
        // The lifted finger leaves no press and no hover behind.
        #expect(driver.pointer.pressed == nil && driver.pointer.location == nil)
    }

    @Test func twoFingersOnTheTitleOpenNothing() throws {
        let model = AppModel(storage: nil, seed: 1, clock: { 0 })
        let driver = AppDriver(model: model, size: Self.size, measurer: FixedMetricTextMeasurer())
        let first = try #require(driver.list.frame(ofAction: TitleAction.open("2048"))).center
        let second = try #require(driver.list.frame(ofAction: TitleAction.open("sudoku"))).center
        let events = [
            Self.finger(SDL_FINGERDOWN, x: first.x / Self.size.width, y: first.y / Self.size.height, ms: 10, finger: 1),
            Self.finger(
                SDL_FINGERDOWN, x: second.x / Self.size.width, y: second.y / Self.size.height, ms: 20, finger: 2),
            Self.finger(SDL_FINGERUP, x: first.x / Self.size.width, y: first.y / Self.size.height, ms: 30, finger: 1),
            Self.finger(SDL_FINGERUP, x: second.x / Self.size.width, y: second.y / Self.size.height, ms: 40, finger: 2),
        ]
        for event in events { #expect(Self.send(event, to: driver).isEmpty) }
        #expect(model.screen == .title)
        #expect(driver.pointer.pressed == nil)
    }
}
