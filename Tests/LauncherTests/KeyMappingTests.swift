import CSDL
import Layout
import Testing

@testable import App

/// The keypad's keys mean what the main keyboard's do.
@Suite struct KeyMappingTests {
    func key(_ code: SDL_KeyCode) -> Key? { SDLInput.key(SDL_Keycode(bitPattern: code.rawValue)) }

    @Test func keypadDigitsPlusMinusAndEnter() {
        #expect(key(SDLK_KP_PLUS) == .character("+"))
        #expect(key(SDLK_KP_MINUS) == .character("-"))
        #expect(key(SDLK_KP_7) == .character("7"))
        #expect(key(SDLK_KP_0) == .character("0"))
        #expect(key(SDLK_KP_ENTER) == .enter)
        #expect(key(SDLK_PLUS) == .character("+"))
    }
}
