import CSDL
import Layout
import SnapshotSupport
import Testing

@testable import App

/// SDL's controller events as the window reads them (`GamePads`): buttons by position, axes
/// scaled, SDL's controller types read as layouts, and a title card opened by SDL events
/// through `AppDriver` with the pad plugged out and in between.
@Suite struct PadInputTests {
    static func button(_ button: SDL_GameControllerButton, down: Bool, ms: UInt32, pad: Int32 = 2) -> SDL_Event {
        var event = SDL_Event()
        event.type = (down ? SDL_CONTROLLERBUTTONDOWN : SDL_CONTROLLERBUTTONUP).rawValue
        event.cbutton.timestamp = ms
        event.cbutton.which = pad
        event.cbutton.button = UInt8(button.rawValue)
        return event
    }

    static func axis(_ axis: SDL_GameControllerAxis, _ value: Int16, ms: UInt32, pad: Int32 = 2) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_CONTROLLERAXISMOTION.rawValue
        event.caxis.timestamp = ms
        event.caxis.which = pad
        event.caxis.axis = UInt8(axis.rawValue)
        event.caxis.value = value
        return event
    }

    @Test func buttonsAreReadByPositionAndAxesScaled() throws {
        let down = try #require(GamePads.event(Self.button(SDL_CONTROLLER_BUTTON_A, down: true, ms: 1500)))
        #expect(down == PadEvent(.button(.south, down: true), pad: 2, time: 1.5))
        let up = try #require(GamePads.event(Self.button(SDL_CONTROLLER_BUTTON_B, down: false, ms: 1600)))
        #expect(up == PadEvent(.button(.east, down: false), pad: 2, time: 1.6))
        #expect(GamePads.event(Self.button(SDL_CONTROLLER_BUTTON_GUIDE, down: true, ms: 1)) == nil)
        let left = try #require(GamePads.event(Self.axis(SDL_CONTROLLER_AXIS_LEFTX, -32768, ms: 10)))
        #expect(left.kind == .axis(.leftX, value: -1))
        let trigger = try #require(GamePads.event(Self.axis(SDL_CONTROLLER_AXIS_TRIGGERRIGHT, 32767, ms: 10)))
        #expect(trigger.kind == .axis(.rightTrigger, value: 1))
        // The right stick moves nothing; a key is no pad event.
        #expect(GamePads.event(Self.axis(SDL_CONTROLLER_AXIS_RIGHTX, 32767, ms: 10)) == nil)
        var key = SDL_Event()
        key.type = SDL_KEYDOWN.rawValue
        #expect(GamePads.event(key) == nil)
    }

    @Test func sdlsControllerTypesGiveTheLayoutOfTheButtonsLabels() {
        #expect(GamePads.layout(SDL_CONTROLLER_TYPE_XBOXONE) == .xbox)
        #expect(GamePads.layout(SDL_CONTROLLER_TYPE_PS4) == .playStation)
        #expect(GamePads.layout(SDL_CONTROLLER_TYPE_PS5) == .playStation)
        #expect(GamePads.layout(SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_PRO) == .nintendo)
        #expect(GamePads.layout(SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_JOYCON_PAIR) == .nintendo)
        #expect(GamePads.layout(SDL_CONTROLLER_TYPE_UNKNOWN) == .xbox)
    }

    @Test func sdlEventsMoveTheTitlesFocusAndOpenAGameAcrossAnUnplug() throws {
        let model = AppModel(storage: nil, seed: 1, clock: { 0 })
        let driver = AppDriver(
            model: model, size: Size(width: 1280, height: 800), measurer: FixedMetricTextMeasurer())
        driver.connectPad(2, layout: .xbox)
        func send(_ event: SDL_Event) {
            guard let pad = GamePads.event(event) else { return }
            driver.sendPad(pad)
        }
        send(Self.axis(SDL_CONTROLLER_AXIS_LEFTX, 30000, ms: 100))
        #expect(model.focusedCard == 1)
        // Held past the repeat delay, the stick moves the focus again at the driver's deadline.
        let due = try #require(driver.padDeadline)
        #expect(due == 0.1 + PadGestures.repeatDelay)
        let repeated = try #require(driver.expirePad(at: due))
        driver.send(repeated)
        #expect(model.focusedCard == 2)
        send(Self.axis(SDL_CONTROLLER_AXIS_LEFTX, 0, ms: 600))
        #expect(driver.padDeadline == nil)
        driver.disconnectPad(2)
        driver.connectPad(3, layout: .nintendo)
        #expect(model.focusedCard == 2)
        // On the Nintendo pad SDL's positional B (east) is the A that presses.
        send(Self.button(SDL_CONTROLLER_BUTTON_B, down: true, ms: 700, pad: 3))
        #expect(model.screen == .game(model.catalog.games[2].id))
    }

    /// SDL itself, with a virtual pad of its own (no `/dev/uinput` here): `GamePads` starts the
    /// subsystem, opens the pad from SDL's `SDL_CONTROLLERDEVICEADDED`, reads its buttons from
    /// SDL's controller events, and closes it on `REMOVED`; the title's focus moves and a game
    /// opens through `AppDriver`.
    @Test func aVirtualPadThroughSDLItselfMovesTheFocusAndOpensAGame() throws {
        // No window of this process has the focus, and none needs to.
        SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1")
        let pads = try #require(GamePads.start(), "\(String(cString: SDL_GetError()))")
        let index = SDL_JoystickAttachVirtual(
            SDL_JOYSTICK_TYPE_GAMECONTROLLER, Int32(SDL_CONTROLLER_AXIS_MAX.rawValue),
            Int32(SDL_CONTROLLER_BUTTON_MAX.rawValue), 0)
        try #require(index >= 0, "\(String(cString: SDL_GetError()))")
        var attached = true
        defer { if attached { SDL_JoystickDetachVirtual(index) } }
        let model = AppModel(storage: nil, seed: 1, clock: { 0 })
        let driver = AppDriver(
            model: model, size: Size(width: 1280, height: 800), measurer: FixedMetricTextMeasurer())
        var opened: Int32?
        var removed = false
        /// What the window loop does with the controller events SDL has queued.
        func pump() {
            SDL_PumpEvents()
            var event = SDL_Event()
            while SDL_PollEvent(&event) != 0 {
                switch event.type {
                case SDL_CONTROLLERDEVICEADDED.rawValue:
                    guard let pad = pads.open(deviceIndex: event.cdevice.which) else { continue }
                    driver.connectPad(pad.pad, layout: pad.layout)
                    opened = pad.pad
                case SDL_CONTROLLERDEVICEREMOVED.rawValue:
                    guard pads.close(pad: event.cdevice.which) else { continue }
                    driver.disconnectPad(event.cdevice.which)
                    removed = true
                default:
                    if let pad = GamePads.event(event) { driver.sendPad(pad) }
                }
            }
        }
        pump()
        let pad = try #require(opened)
        #expect(model.padLayout == .xbox)
        let joystick = try #require(SDL_JoystickFromInstanceID(pad))
        func press(_ button: SDL_GameControllerButton) {
            SDL_JoystickSetVirtualButton(joystick, Int32(button.rawValue), 1)
            pump()
            SDL_JoystickSetVirtualButton(joystick, Int32(button.rawValue), 0)
            pump()
        }
        press(SDL_CONTROLLER_BUTTON_DPAD_RIGHT)
        #expect(model.focusedCard == 1)
        press(SDL_CONTROLLER_BUTTON_A)
        #expect(model.screen == .game(model.catalog.games[1].id))
        SDL_JoystickDetachVirtual(index)
        attached = false
        pump()
        #expect(removed)
        #expect(model.padLayout == nil)
        #expect(model.screen == .game(model.catalog.games[1].id))
    }
}
