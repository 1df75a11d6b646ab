import CSDL

/// One of SDL's system cursors, freed when released.
final class SystemCursor {
    let pointer: OpaquePointer

    init?(_ kind: SDL_SystemCursor) {
        guard let cursor = SDL_CreateSystemCursor(kind) else { return nil }
        pointer = cursor
    }

    deinit {
        SDL_FreeCursor(pointer)
    }
}

extension Window {
    /// A hand over what can be clicked, the arrow elsewhere, as desktop toolkits do.
    public func showsHandCursor(_ hand: Bool) {
        guard hand != handCursorShown else { return }
        handCursorShown = hand
        if hand {
            if handCursor == nil { handCursor = SystemCursor(SDL_SYSTEM_CURSOR_HAND) }
            if let handCursor { SDL_SetCursor(handCursor.pointer) }
        } else {
            if arrowCursor == nil { arrowCursor = SystemCursor(SDL_SYSTEM_CURSOR_ARROW) }
            if let arrowCursor { SDL_SetCursor(arrowCursor.pointer) }
        }
    }
}
