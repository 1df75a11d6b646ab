import Glibc

/// The libraries a window, a font or a printout needs — SDL and its satellites, fontconfig,
/// cairo — loaded when a command first needs them rather than by the program's start.
///
/// Debian's SDL alone brings some fifty libraries (X11, Wayland, PulseAudio and the sound
/// formats behind it), and mapping and relocating them took 10–11 ms of every start: as long as
/// `tessera sudoku generate --count 200` spends on its puzzles. The installed program is
/// linked against them as usual and then has them taken out of its list of needed libraries
/// (`scripts/lazy-libraries.sh`, which `scripts/install.sh` runs); its calls into them stay
/// bound lazily, so the first call after `load()` finds the symbol in the libraries opened
/// here. A command that never touches them (the engines' commands: `DisplayFreeCommand`)
/// starts with the C and Swift runtimes alone. In a build that still lists them (every
/// `swift build`), the libraries are already there and `load()` costs a lookup per name.
public enum DisplayLibraries {
    /// Their run-time names, as the linker records them; `scripts/lazy-libraries.sh` removes
    /// these and no others (and a test checks the two lists agree).
    public static let names = [
        "libSDL2-2.0.so.0", "libSDL2_ttf-2.0.so.0", "libSDL2_image-2.0.so.0", "libfontconfig.so.1", "libcairo.so.2",
    ]

    /// What a window's first frame needs: `names` less SDL_image (PNG files) and cairo
    /// (printouts), whose own libraries (image formats, pixman; about 5.6 million instructions and
    /// 2–3 ms of opening on Debian 12) the window opens right after its first frame instead, before
    /// it handles any input.
    public static let firstFrameNames = names.filter { $0 != "libSDL2_image-2.0.so.0" && $0 != "libcairo.so.2" }

    /// Opens every library of `subset` (by default all of `names`) into the program's global
    /// scope (each symbol then binds on its first call), once each. Throws
    /// `SDLError.libraryMissing` naming the first one that cannot be opened and why, instead of
    /// the dynamic linker's "symbol lookup error" at the first call into it.
    ///
    /// Called on the thread that starts the program's command, and before the program starts
    /// any thread for the first frame's libraries: opening SDL runs the constructors of the fifty
    /// libraries it brings, and fontconfig reading its configuration on a thread meanwhile
    /// (tried: it would have saved 3 ms of a window's start) calls `getenv`, which is safe only if
    /// none of those constructors ever sets a variable — several of the libraries call `setenv`
    /// somewhere, and the window's start once crashed on exactly such a race (performance.md,
    /// "Fonts on a thread of their own"). The rest (SDL_image, cairo) the window opens after its
    /// first frame on the same thread.
    public static func load(_ subset: [String] = names) throws(SDLError) {
        for name in subset where !loaded.contains(name) {
            guard dlopen(name, RTLD_LAZY | RTLD_GLOBAL) != nil else {
                let reason = dlerror().map { String(cString: $0) } ?? "not found"
                throw SDLError.libraryMissing(name, reason: reason)
            }
            loaded.insert(name)
        }
    }

    /// Only touched by the thread that starts the program's command and runs its window.
    nonisolated(unsafe) private static var loaded: Set<String> = []
}
