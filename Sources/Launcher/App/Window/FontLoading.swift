import Dispatch
import Layout
import SDLBackend

/// The fonts, found and opened on a thread of their own while the window's thread starts SDL's
/// video and restores the games. fontconfig reading its XML configuration is the largest single
/// cost before the window maps (about a quarter of the instructions to the first frame), and
/// nothing before the window itself needs a font: on a second core the two starts overlap.
///
/// The library is made once on the loading thread and read once on the window's thread after
/// `wait()`; the semaphore orders the write before the read, so the class shares no state
/// between threads at the same time (`@unchecked Sendable` says that much, no more).
final class FontLoading: @unchecked Sendable {
    private var result: Result<FontLibrary, SDLError>?
    private let done = DispatchSemaphore(value: 0)

    /// Starts loading `regular` and `bold` (nil: fontconfig's choice). Where no thread can be
    /// made, the fonts are loaded here and now, as before.
    init(regular: String?, bold: String?) {
        let started = DetachedThread.tryStart(name: "fonts", blockingSignals: true) {
            self.load(regular: regular, bold: bold)
        }
        if !started { load(regular: regular, bold: bold) }
    }

    private func load(regular: String?, bold: String?) {
        do throws(SDLError) {
            result = .success(try FontLibrary(regular: regular, bold: bold))
        } catch {
            result = .failure(error)
        }
        done.signal()
    }

    /// The fonts once loaded, or the error that stopped them (a missing or unreadable font).
    func wait() throws(SDLError) -> FontLibrary {
        done.wait()
        done.signal()
        guard let result else { preconditionFailure("the font thread signalled without a result") }
        return try result.get()
    }
}
