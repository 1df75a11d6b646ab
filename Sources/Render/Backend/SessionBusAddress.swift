import Glibc

/// Where the desktop's session bus is, as libdbus would find it without starting one.
public enum SessionBusAddress {
    /// `DBUS_SESSION_BUS_ADDRESS`, else the systemd user bus at `$XDG_RUNTIME_DIR/bus`; nil when
    /// neither is there. libdbus and GLib would then autolaunch a bus (`dbus-launch
    /// --autolaunch`): a new `dbus-daemon` nobody else is on, which outlives the program.
    /// Tessera never does that (see `SDLVideo.start` and the desktop watcher).
    public static func find(in environment: [String: String]) -> String? {
        if let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty { return address }
        guard let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty else { return nil }
        var status = stat()
        let path = runtime + "/bus"
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFSOCK else { return nil }
        return "unix:path=" + path
    }
}
