import CSDL
import Layout

/// The SDL edge of the gamepads: the controllers SDL's GameController API opened, kept open
/// while plugged in and closed when unplugged or when this goes, and their events read as
/// `PadEvent`s for the driver's `PadGestures`. Nothing past this file sees an SDL type.
final class GamePads {
    /// The open controllers by SDL's instance id (what their events carry).
    private var open: [Int32: OpaquePointer] = [:]

    /// Starts SDL's GameController subsystem, or nil when it cannot start (no pads then, and
    /// nothing else changes). The face buttons are read by position and given their meaning by
    /// the pad's layout (`PadGestures.role(of:on:)`), so a Nintendo pad's A presses on every SDL
    /// version (the hint's default has changed between them). Pads already plugged in arrive
    /// as `SDL_CONTROLLERDEVICEADDED` events like later ones.
    static func start() -> GamePads? {
        SDL_SetHint(SDL_HINT_GAMECONTROLLER_USE_BUTTON_LABELS, "0")
        guard SDL_InitSubSystem(UInt32(SDL_INIT_GAMECONTROLLER)) == 0 else { return nil }
        return GamePads()
    }

    deinit {
        for controller in open.values { SDL_GameControllerClose(controller) }
        SDL_QuitSubSystem(UInt32(SDL_INIT_GAMECONTROLLER))
    }

    /// Opens the pad of an `SDL_CONTROLLERDEVICEADDED` (`which` is its device index): its
    /// instance id and layout, or nil when SDL cannot open it or it is open already.
    func open(deviceIndex: Int32) -> (pad: Int32, layout: PadLayout)? {
        guard let controller = SDL_GameControllerOpen(deviceIndex) else { return nil }
        let pad = SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(controller))
        guard pad >= 0, open[pad] == nil else {
            // SDL counts opens: this one is given back, the first stays.
            SDL_GameControllerClose(controller)
            return nil
        }
        open[pad] = controller
        return (pad, Self.layout(SDL_GameControllerGetType(controller)))
    }

    /// Closes the pad of an `SDL_CONTROLLERDEVICEREMOVED` (`which` is its instance id); false
    /// when it was not open.
    func close(pad: Int32) -> Bool {
        guard let controller = open.removeValue(forKey: pad) else { return false }
        SDL_GameControllerClose(controller)
        return true
    }

    /// Whose labels a pad's buttons carry, from SDL's controller type (unknown ones read as
    /// an Xbox pad's, the layout most pads copy).
    static func layout(_ type: SDL_GameControllerType) -> PadLayout {
        switch type {
        case SDL_CONTROLLER_TYPE_PS3, SDL_CONTROLLER_TYPE_PS4, SDL_CONTROLLER_TYPE_PS5: .playStation
        case SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_PRO, SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_JOYCON_LEFT,
            SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_JOYCON_RIGHT, SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_JOYCON_PAIR:
            .nintendo
        default: .xbox
        }
    }

    /// A button by position (`SDL_GAMECONTROLLER_USE_BUTTON_LABELS` is off); nil for one
    /// Tessera gives no meaning (the guide button, paddles, the touchpad's click).
    static func button(_ raw: UInt8) -> PadButton? {
        switch Int32(raw) {
        case SDL_CONTROLLER_BUTTON_A.rawValue: .south
        case SDL_CONTROLLER_BUTTON_B.rawValue: .east
        case SDL_CONTROLLER_BUTTON_X.rawValue: .west
        case SDL_CONTROLLER_BUTTON_Y.rawValue: .north
        case SDL_CONTROLLER_BUTTON_DPAD_UP.rawValue: .up
        case SDL_CONTROLLER_BUTTON_DPAD_DOWN.rawValue: .down
        case SDL_CONTROLLER_BUTTON_DPAD_LEFT.rawValue: .left
        case SDL_CONTROLLER_BUTTON_DPAD_RIGHT.rawValue: .right
        case SDL_CONTROLLER_BUTTON_LEFTSHOULDER.rawValue: .leftShoulder
        case SDL_CONTROLLER_BUTTON_RIGHTSHOULDER.rawValue: .rightShoulder
        case SDL_CONTROLLER_BUTTON_START.rawValue: .start
        case SDL_CONTROLLER_BUTTON_BACK.rawValue: .back
        default: nil
        }
    }

    /// A controller's button or axis event as a `PadEvent` (axes scaled to -1…1, triggers
    /// 0…1), its time SDL's timestamp in seconds (the clock of `SDL_GetTicks`); nil for any
    /// other event, and for a control with no meaning here.
    static func event(_ event: SDL_Event) -> PadEvent? {
        let time = Double(event.common.timestamp) / 1000
        switch event.type {
        case SDL_CONTROLLERBUTTONDOWN.rawValue, SDL_CONTROLLERBUTTONUP.rawValue:
            guard let button = button(event.cbutton.button) else { return nil }
            let down = event.type == SDL_CONTROLLERBUTTONDOWN.rawValue
            return PadEvent(.button(button, down: down), pad: event.cbutton.which, time: time)
        case SDL_CONTROLLERAXISMOTION.rawValue:
            let axis: PadAxis
            switch Int32(event.caxis.axis) {
            case SDL_CONTROLLER_AXIS_LEFTX.rawValue: axis = .leftX
            case SDL_CONTROLLER_AXIS_LEFTY.rawValue: axis = .leftY
            case SDL_CONTROLLER_AXIS_TRIGGERLEFT.rawValue: axis = .leftTrigger
            case SDL_CONTROLLER_AXIS_TRIGGERRIGHT.rawValue: axis = .rightTrigger
            default: return nil
            }
            // -32768…32767: the far negative end clamps to -1.
            let value = max(-1, Double(event.caxis.value) / 32767)
            return PadEvent(.axis(axis, value: value), pad: event.caxis.which, time: time)
        default:
            return nil
        }
    }
}
