import CSDL
import GameKit

/// The window's clipboard through SDL: the CLIPBOARD selection for copy and Ctrl+V, the
/// PRIMARY selection for middle-click paste. Called on the window's thread only.
final class SDLClipboard: ClipboardPort, @unchecked Sendable {
    func copy(_ text: String) {
        _ = SDL_SetClipboardText(text)
    }

    func paste() -> String? {
        text(primary: false)
    }

    func pasteSelection() -> String? {
        text(primary: true)
    }

    /// One body for both selections: as two functions alike but for the SDL calls, the
    /// optimiser merged them into one taking the calls' addresses, which the dynamic linker
    /// then looks up at start, before the display libraries are opened (`DisplayLibraries`).
    private func text(primary: Bool) -> String? {
        let has = primary ? SDL_HasPrimarySelectionText() : SDL_HasClipboardText()
        guard has == SDL_TRUE else { return nil }
        return Self.take(primary ? SDL_GetPrimarySelectionText() : SDL_GetClipboardText())
    }

    /// SDL hands out a copy the caller frees (an empty string on failure).
    private static func take(_ pointer: UnsafeMutablePointer<CChar>?) -> String? {
        guard let pointer else { return nil }
        defer { SDL_free(pointer) }
        let text = String(cString: pointer)
        return text.isEmpty ? nil : text
    }
}
