import CSDL
import GameKit

/// The window's clipboard through SDL: the CLIPBOARD selection for copy and Ctrl+V, the
/// PRIMARY selection for middle-click paste. Called on the window's thread only.
final class SDLClipboard: ClipboardPort, @unchecked Sendable {
    func copy(_ text: String) {
        _ = SDL_SetClipboardText(text)
    }

    func paste() -> String? {
        guard SDL_HasClipboardText() == SDL_TRUE else { return nil }
        return Self.take(SDL_GetClipboardText())
    }

    func pasteSelection() -> String? {
        guard SDL_HasPrimarySelectionText() == SDL_TRUE else { return nil }
        return Self.take(SDL_GetPrimarySelectionText())
    }

    /// SDL hands out a copy the caller frees (an empty string on failure).
    private static func take(_ pointer: UnsafeMutablePointer<CChar>?) -> String? {
        guard let pointer else { return nil }
        defer { SDL_free(pointer) }
        let text = String(cString: pointer)
        return text.isEmpty ? nil : text
    }
}
