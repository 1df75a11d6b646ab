/// Who Tessera is to the desktop: one reverse-DNS id shared by the window (X11 WM_CLASS,
/// Wayland app id), the desktop file's name and `StartupWMClass`, the icons and the AppStream
/// metainfo, so that the desktop ties the running window to its menu entry.
package enum AppIdentity {
    package static let id = "org.tessera.Tessera"
    package static let name = "Tessera"
    /// Kept in step with the newest release in `Assets/org.tessera.Tessera.metainfo.xml`.
    package static let version = "0.9.0"
}
