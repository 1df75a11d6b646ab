import CSDL
import FoundationEssentials
import Glibc
import Layout

/// The user-interface scale the desktop asks for. On Wayland SDL gives it already (the drawable
/// is larger than the window); on X11 SDL 2.26 reports none, so it is read as GTK reads it:
/// `GDK_SCALE` when set, else the X resource `Xft.dpi` over 96.
public enum DesktopScale {
    /// The scale for the current SDL video driver (1 when nothing says otherwise).
    public static func current() -> Double {
        guard SDLVideo.driver == "x11" else { return 1 }
        return resolve(environment: ProcessInfo.processInfo.environment, resources: x11Resources())
    }

    /// `GDK_SCALE` (a whole number 1–8) wins; else `Xft.dpi` in the resource string, rounded
    /// to a quarter and kept within 0.5–4; else 1. Malformed values are ignored.
    public static func resolve(environment: [String: String], resources: String?) -> Double {
        if let value = environment["GDK_SCALE"], let scale = Int(value.trimmedSpaces()),
            (1...8).contains(scale)
        {
            return Double(scale)
        }
        guard let resources, let dpi = xftDPI(in: resources) else { return 1 }
        return min(4, max(0.5, (dpi / 96 * 4).rounded() / 4))
    }

    /// The `Xft.dpi` value of an X resource manager string (`Xft.dpi:\t192` lines).
    static func xftDPI(in resources: String) -> Double? {
        for line in resources.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmedSpaces() == "Xft.dpi" else { continue }
            if let dpi = Double(parts[1].trimmedSpaces()), dpi.isFinite, dpi > 0 { return dpi }
        }
        return nil
    }

    /// The X server's RESOURCE_MANAGER string (what `xrdb -query` prints), read through the
    /// libX11 SDL already loaded; nil when it is not loaded or nothing is set.
    static func x11Resources() -> String? {
        guard let library = dlopen("libX11.so.6", RTLD_NOW | RTLD_NOLOAD),
            let openSymbol = dlsym(library, "XOpenDisplay"),
            let resourcesSymbol = dlsym(library, "XResourceManagerString"),
            let closeSymbol = dlsym(library, "XCloseDisplay")
        else { return nil }
        typealias Open = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
        typealias Resources = @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
        typealias Close = @convention(c) (OpaquePointer?) -> Int32
        guard let display = unsafeBitCast(openSymbol, to: Open.self)(nil) else { return nil }
        defer { _ = unsafeBitCast(closeSymbol, to: Close.self)(display) }
        return unsafeBitCast(resourcesSymbol, to: Resources.self)(display).map { String(cString: $0) }
    }
}
