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

    /// Opens every library of `names` into the program's global scope (each symbol then binds
    /// on its first call), once. Throws `SDLError.libraryMissing` naming the first one that
    /// cannot be opened and why, instead of the dynamic linker's "symbol lookup error" at the
    /// first call into it.
    ///
    /// Called before the program starts any thread, and nothing runs beside it: opening SDL runs
    /// the constructors of the fifty libraries it brings, and fontconfig reading its
    /// configuration on a thread meanwhile (tried: it would have saved 3 ms of a window's start)
    /// calls `getenv`, which is safe only if none of those constructors ever sets a variable —
    /// several of the libraries call `setenv` somewhere, and the window's start once crashed on
    /// exactly such a race (performance.md, "Fonts on a thread of their own").
    public static func load() throws(SDLError) {
        if loaded { return }
        for name in names where dlopen(name, RTLD_LAZY | RTLD_GLOBAL) == nil {
            let reason = dlerror().map { String(cString: $0) } ?? "not found"
            throw SDLError.libraryMissing(name, reason: reason)
        }
        loaded = true
    }

    /// Set by the one thread that starts the program's command, before any other runs.
    nonisolated(unsafe) private static var loaded = false
}
