import CSDL

#if canImport(Glibc)
    import Glibc
#endif

/// The freedesktop startup-notification protocol on X11, which SDL 2.26 leaves out. A launcher
/// that starts Tessera with `DESKTOP_STARTUP_ID` shows a busy cursor until the program says its
/// window is up (a "remove" message broadcast on the root window), and the window manager judges
/// the window's wish for the focus by the launch named in its `_NET_STARTUP_ID`. Nothing happens
/// where SDL's window is not an X11 window (Wayland), or for an empty id.
public enum StartupNotification {
    /// Names the launch `id` on `window` (before it is shown or raised for that launch).
    public static func name(_ id: String, on window: Window) {
        guard !id.isEmpty, let x11 = X11Window(window.pointer) else { return }
        x11.setProperty("_NET_STARTUP_ID", type: "UTF8_STRING", Array(id.utf8))
        x11.flush()
    }

    /// Tells the desktop that the launch `id` has its window: the launcher's busy cursor stops.
    public static func complete(_ id: String, for window: Window) {
        guard !id.isEmpty, let x11 = X11Window(window.pointer) else { return }
        for (index, chunk) in chunks(removeMessage(id)).enumerated() {
            x11.broadcast(index == 0 ? "_NET_STARTUP_INFO_BEGIN" : "_NET_STARTUP_INFO", chunk)
        }
        x11.flush()
    }

    /// `remove: ID="…"` with the spec's quoting (a backslash before `"` and `\`), ending in NUL.
    static func removeMessage(_ id: String) -> [UInt8] {
        var quoted: [UInt8] = []
        for byte in id.utf8 {
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { quoted.append(UInt8(ascii: "\\")) }
            quoted.append(byte)
        }
        return Array("remove: ID=\"".utf8) + quoted + [UInt8(ascii: "\""), 0]
    }

    /// The message in the 20-byte pieces a client message carries, the last padded with zeros.
    static func chunks(_ message: [UInt8]) -> [[UInt8]] {
        stride(from: 0, to: message.count, by: 20).map { start in
            let piece = Array(message[start..<min(start + 20, message.count)])
            return piece + [UInt8](repeating: 0, count: 20 - piece.count)
        }
    }
}

/// SDL's X11 display connection and window, and the few Xlib calls the protocol needs, looked up
/// in the libX11 SDL loaded (none when SDL did not load it: then this is not an X11 window).
private struct X11Window {
    typealias InternAtom = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, Int32) -> UInt
    typealias ChangeProperty =
        @convention(c) (OpaquePointer?, UInt, UInt, UInt, Int32, Int32, UnsafePointer<UInt8>?, Int32) -> Int32
    typealias SendEvent = @convention(c) (OpaquePointer?, UInt, Int32, Int, UnsafeMutableRawPointer?) -> Int32
    typealias Root = @convention(c) (OpaquePointer?) -> UInt
    typealias Flush = @convention(c) (OpaquePointer?) -> Int32
    typealias WindowInfo = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Int32

    /// `SDL_SYSWM_X11` from SDL_syswm.h, which the module map leaves out (it pulls in Xlib).
    static let x11Subsystem: UInt32 = 2

    let display: OpaquePointer
    let window: UInt
    let internAtom: InternAtom
    let changeProperty: ChangeProperty
    let sendEvent: SendEvent
    let root: Root
    let flushDisplay: Flush

    init?(_ sdlWindow: OpaquePointer) {
        guard let library = dlopen("libX11.so.6", RTLD_NOW | RTLD_NOLOAD),
            let intern = dlsym(library, "XInternAtom"), let change = dlsym(library, "XChangeProperty"),
            let send = dlsym(library, "XSendEvent"), let rootSymbol = dlsym(library, "XDefaultRootWindow"),
            let flush = dlsym(library, "XFlush"), let info = dlsym(nil, "SDL_GetWindowWMInfo")
        else { return nil }
        // SDL_SysWMinfo: SDL_version (3 bytes), the subsystem (an int at 4), then for X11 the
        // Display pointer (at 8) and the Window (at 16), in a 64-byte union.
        var wmInfo = [UInt8](repeating: 0, count: 72)
        wmInfo[0] = UInt8(SDL_MAJOR_VERSION)
        wmInfo[1] = UInt8(SDL_MINOR_VERSION)
        wmInfo[2] = UInt8(SDL_PATCHLEVEL)
        let answered = wmInfo.withUnsafeMutableBytes {
            unsafeBitCast(info, to: WindowInfo.self)(sdlWindow, $0.baseAddress)
        }
        let fields = wmInfo.withUnsafeBytes {
            (
                subsystem: $0.load(fromByteOffset: 4, as: UInt32.self),
                display: $0.load(fromByteOffset: 8, as: UInt.self),
                window: $0.load(fromByteOffset: 16, as: UInt.self)
            )
        }
        guard answered != 0, fields.subsystem == Self.x11Subsystem,
            let display = OpaquePointer(bitPattern: fields.display),
            fields.window != 0
        else { return nil }
        self.display = display
        window = fields.window
        internAtom = unsafeBitCast(intern, to: InternAtom.self)
        changeProperty = unsafeBitCast(change, to: ChangeProperty.self)
        sendEvent = unsafeBitCast(send, to: SendEvent.self)
        root = unsafeBitCast(rootSymbol, to: Root.self)
        flushDisplay = unsafeBitCast(flush, to: Flush.self)
    }

    func atom(_ name: String) -> UInt { internAtom(display, name, 0) }

    func setProperty(_ name: String, type: String, _ bytes: [UInt8]) {
        // Format 8, PropModeReplace (0).
        _ = changeProperty(display, window, atom(name), atom(type), 8, 0, bytes, Int32(bytes.count))
    }

    /// Sends one 20-byte client message of type `type` to the root window, as the protocol's
    /// listeners (window managers, launchers) select it: with PropertyChangeMask.
    func broadcast(_ type: String, _ chunk: [UInt8]) {
        // XClientMessageEvent inside a 192-byte XEvent: type (ClientMessage, 33) at 0, display
        // at 24, window at 32, message_type at 40, format at 48, data at 56.
        var event = [UInt8](repeating: 0, count: 192)
        let messageType = atom(type)
        event.withUnsafeMutableBytes { raw in
            raw.storeBytes(of: Int32(33), toByteOffset: 0, as: Int32.self)
            raw.storeBytes(
                of: UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(display))), toByteOffset: 24, as: UInt.self)
            raw.storeBytes(of: window, toByteOffset: 32, as: UInt.self)
            raw.storeBytes(of: messageType, toByteOffset: 40, as: UInt.self)
            raw.storeBytes(of: Int32(8), toByteOffset: 48, as: Int32.self)
            for (offset, byte) in chunk.prefix(20).enumerated() { raw[56 + offset] = byte }
        }
        let propertyChangeMask = 1 << 22
        _ = event.withUnsafeMutableBytes { sendEvent(display, root(display), 0, propertyChangeMask, $0.baseAddress) }
    }

    func flush() { _ = flushDisplay(display) }
}
