/// Who Tessera is to the desktop: one reverse-DNS id shared by the window (X11 WM_CLASS,
/// Wayland app id), the desktop file's name and `StartupWMClass`, the icons and the AppStream
/// metainfo, so that the desktop ties the running window to its menu entry.
package enum AppIdentity {
    package static let id = "org.tessera.Tessera"
    package static let name = "Tessera"
    /// The one place the version is written. `NEWS.md`'s newest heading names it (with that
    /// release's notes, from which the install makes the metainfo's `<releases>`), and the .deb
    /// takes it from `tessera --version`; `ReleaseFilesTests` and `tests/package/deb.sh` check that
    /// they agree.
    package static let version = "0.9.0"
}
