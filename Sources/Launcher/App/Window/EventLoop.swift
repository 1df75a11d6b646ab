import CSDL
import FoundationEssentials
import GameCatalog
import GameCore
import GameKit
import Glibc
import Layout
import SDLBackend

/// Seconds on the monotonic clock background work is held to, shared by the animator, the game
/// timers and the benchmark.
package func monotonicSeconds() -> Double {
    let (seconds, attoseconds) = MonotonicWorkClock.shared.now.components
    return Double(seconds) + Double(attoseconds) / 1e18
}

/// A clock for the animator that reads the monotonic time.
/// This process's own high-water resident set (`VmHWM`) in KiB: unlike the parent's `wait4`,
/// it does not inherit the spawning process's peak across `exec`.
package func peakResidentKiB() -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
    return line?.split(separator: " ").dropFirst().first.flatMap { Int($0) }
}

final class SystemClock: AnimationClock {
    var now: Double { monotonicSeconds() }
}

/// The window's loop: it sleeps in `SDL_WaitEvent` while nothing moves, wakes once a second only
/// while a game clock is shown (and once when the last of a burst of settings is due), and draws at the display's refresh rate only while an animation
/// runs, sleeping in `SDL_WaitEventTimeout` until each frame is due (never faster); the end state
/// of every animation is drawn.
final class EventLoop {
    let model: AppModel
    let window: Window
    let driver: AppDriver
    let animator = Animator(clock: SystemClock())
    private var input = SDLInput()
    private var running = true
    private var needsDraw = true
    private var lastTick = 0.0
    private var wakeType = UInt32.max
    /// Where a second start's requests arrive (nil: no socket could be made).
    var instance: InstanceServer?
    /// The SDL event the instance socket's thread wakes the loop with.
    private var requestType = UInt32.max
    /// The launch this window was started for (`DESKTOP_STARTUP_ID`), completed once it shows.
    var startupID: String?
    /// The launches of second starts that came before the window was shown.
    private var earlyLaunches: [String] = []
    /// Exit right after the first frame is presented (start-up benchmark), printing its time.
    var exitAfterFirstFrame = false
    /// Lines printed with the first frame's time (what it was drawn with), for checks.
    var firstFrameNotes: [String] = []
    /// With `exitAfterFirstFrame`, what `run` leaves for the caller to print: the first frame's
    /// time, the renderer, the notes and the peak memory (taken at that moment).
    private(set) var firstFrameReport: [String] = []
    private let frameLog = FrameLog()
    private var lastFrameAnimated = false
    /// Seconds between frames: the display's refresh period.
    private var frameInterval = 1.0 / 60
    /// When the next frame may be presented (frames are never closer than `frameInterval`).
    private var nextFrame = 0.0
    /// When freed memory was last handed back (`returnFreedMemory`), and when the last frame
    /// was presented: a frame later than the hand-back is what makes another one due.
    private var lastTrim = 0.0
    private var lastFrameTime = 0.0
    /// The gamepads, opened once the first frame is shown (nil before, or when SDL's
    /// GameController subsystem cannot start).
    private var pads: GamePads?
    /// Whether what waits for the first frame (game pads, the rest of the display libraries) has
    /// been started: once, whether or not the pads' subsystem started.
    private var firstFrameShown = false

    /// The desktop's settings, followed while the window runs (nil: not followed).
    private let desktop: DesktopWatcher?
    /// The SDL event the desktop watcher posts when a setting changed.
    private var desktopType = UInt32.max

    init(model: AppModel, window: Window, desktop: DesktopWatcher? = nil) {
        self.model = model
        self.window = window
        self.desktop = desktop
        driver = AppDriver(model: model, size: window.size, measurer: window.measurer)
        animator.enabled = model.settings.animations
    }

    /// Runs until the player quits; throws (with the games saved) when a frame cannot be
    /// presented, rather than idling in front of an empty window.
    func run() throws(SDLError) {
        SDLInput.watchWindowSystemEvents()
        Clipboard.port = SDLClipboard()
        PlayerFolders.environment = ProcessInfo.processInfo.environment
        // Engines think on worker threads; a finished one wakes `SDL_WaitEvent` with this event.
        let wakeType = SDL_RegisterEvents(1)
        self.wakeType = wakeType
        if wakeType != UInt32.max {
            BackgroundWork.mode = .thread
            BackgroundWork.wake = {
                var event = SDL_Event()
                event.type = wakeType
                SDL_PushEvent(&event)
            }
        }
        if let desktop {
            let desktopType = SDL_RegisterEvents(1)
            self.desktopType = desktopType
            if desktopType != UInt32.max {
                desktop.onChange {
                    var event = SDL_Event()
                    event.type = desktopType
                    SDL_PushEvent(&event)
                }
                // A change between the first read and now is taken here.
                _ = model.followDesktop(desktop.current)
                animator.enabled = model.settings.animations
            }
        }
        listenForSecondStarts()
        window.title = model.windowTitle
        relayout(animated: false)
        let launches = [startupID].compactMap { $0 } + earlyLaunches
        if let latest = launches.last { StartupNotification.name(latest, on: window) }
        window.show()
        for launch in launches { StartupNotification.complete(launch, for: window) }
        adoptRefreshRate()
        while running {
            fireDueLongPress()
            fireDuePadRepeat()
            if needsDraw || animator.isAnimating {
                let now = monotonicSeconds()
                if now >= nextFrame {
                    do throws(SDLError) {
                        try draw(at: now)
                    } catch {
                        model.prepareToQuit()
                        throw error
                    }
                    // Frames keep the display's cadence: the next is due one interval after this
                    // one was due (a late wake-up does not shift the ones after it), or one
                    // interval from now after a pause.
                    nextFrame = nextFrame + frameInterval > now ? nextFrame + frameInterval : now + frameInterval
                    if exitAfterFirstFrame {
                        firstFrameReport =
                            ["first-frame " + fixedPoint(monotonicSeconds(), decimals: 6)]
                            + ["presented-through \(window.rendererName)"] + firstFrameNotes
                            + (peakResidentKiB().map { ["peak-rss-kib \($0)"] } ?? [])
                        return
                    }
                    // Starting SDL's GameController subsystem scans the input devices: done
                    // once the first frame is up, so it never delays it. Pads already plugged
                    // in arrive as events, as later ones do. So are the libraries only a
                    // printout or a PNG file needs (`DisplayLibraries.firstFrameNames`), before
                    // any input is handled.
                    if !firstFrameShown {
                        firstFrameShown = true
                        do throws(SDLError) {
                            try DisplayLibraries.load()
                        } catch {
                            model.prepareToQuit()
                            throw error
                        }
                        pads = GamePads.start()
                    }
                }
            }
            if !animator.isAnimating && !needsDraw { returnFreedMemory() }
            // The last of a burst of settings (a window being dragged) is written once it is due.
            let settingsDue = model.writeDueSettings()
            var event = SDL_Event()
            let got: Int32
            // A finger held still becomes a long press at its deadline, and with no frame due
            // freed memory goes back once its trim is: every sleep below ends by then (one wake
            // per held finger or per burst of frames, none once both are done).
            let trimDue = animator.isAnimating || needsDraw ? Int32.max : trimWait()
            let touchWait = min(longPressWait(), padRepeatWait(), trimDue)
            if animator.isAnimating || needsDraw {
                // A frame is due (the next of an animation, or its end state): sleep until its
                // time, waking early only for input.
                let wait = nextFrame - monotonicSeconds()
                got =
                    wait > 0
                    ? SDL_WaitEventTimeout(&event, min(Int32(min(1000, (wait * 1000).rounded(.up))), touchWait))
                    : SDL_PollEvent(&event)
                if got == 0 { continue }
            } else if let settingsDue {
                // Settings wait to be written: sleep until they are due, waking early for input.
                let wait = (settingsDue - monotonicSeconds()) * 1000
                got = SDL_WaitEventTimeout(&event, min(Int32(min(1000, max(1, wait.rounded(.up)))), touchWait))
                if got == 0 { continue }
            } else if model.needsTicks {
                let tickWait = Int32(max(10, (1 - (monotonicSeconds() - lastTick)) * 1000))
                got = SDL_WaitEventTimeout(&event, min(tickWait, touchWait))
                if got == 0 {
                    if tickWait <= touchWait {
                        lastTick = monotonicSeconds()
                        relayout(animated: false)
                    }
                    continue
                }
            } else if touchWait < Int32.max {
                got = SDL_WaitEventTimeout(&event, touchWait)
                if got == 0 { continue }
            } else {
                got = SDL_WaitEvent(&event)
            }
            if got != 0 { process(event) }
            // Drain what else is queued before drawing, so a burst of input costs one frame.
            while SDL_PollEvent(&event) != 0 && running { process(event) }
        }
        frameLog?.write()
        model.prepareToQuit()
    }

    /// A window's focus event to the model: losing focus pauses the game's clock and saves it,
    /// gaining focus lets it run again. Apart from `process` so a test can feed it SDL events
    /// without a window; false for any other event.
    @discardableResult
    static func forwardFocus(_ event: SDL_Event, to model: AppModel) -> Bool {
        guard event.type == SDL_WINDOWEVENT.rawValue else { return false }
        switch UInt32(event.window.event) {
        case SDL_WINDOWEVENT_FOCUS_LOST.rawValue: model.setActive(false)
        case SDL_WINDOWEVENT_FOCUS_GAINED.rawValue: model.setActive(true)
        default: return false
        }
        return true
    }

    /// Second starts wake the loop with their own event; one that came while this window was
    /// starting is shown in its first frame.
    private func listenForSecondStarts() {
        guard let instance else { return }
        let requestType = SDL_RegisterEvents(1)
        guard requestType != UInt32.max else { return }
        self.requestType = requestType
        answerSecondStarts(raise: false)
        instance.onRequest {
            var event = SDL_Event()
            event.type = requestType
            SDL_PushEvent(&event)
        }
    }

    /// Shows what the second starts since the last call asked for, and brings the window forward
    /// for the latest launch among them (its startup id named on the window, so the window
    /// manager lets it take the focus, and completed, so the launcher's busy cursor stops).
    /// Before the window is shown, their launches wait to be completed with this window's own.
    private func answerSecondStarts(raise: Bool) {
        guard let requests = instance?.take(), !requests.isEmpty else { return }
        animator.finish()
        for request in requests { _ = model.answer(request, clock: monotonicSeconds) }
        window.title = model.windowTitle
        relayout(animated: false)
        let launches = requests.compactMap(\.startup)
        guard raise else {
            earlyLaunches += launches
            return
        }
        if let latest = launches.last { StartupNotification.name(latest, on: window) }
        window.raise()
        for launch in launches { StartupNotification.complete(launch, for: window) }
    }

    private func process(_ event: SDL_Event) {
        if event.type == wakeType {
            show(driver.collectBackgroundWork())
            return
        }
        if event.type == desktopType, let desktop {
            // The desktop's colour scheme or reduced motion changed: every colour may differ.
            guard model.followDesktop(desktop.current).contains(.redraw) else { return }
            animator.finish()
            animator.enabled = model.settings.animations
            relayout(animated: false)
            return
        }
        if event.type == requestType {
            answerSecondStarts(raise: true)
            return
        }
        switch event.type {
        case SDL_QUIT.rawValue:
            running = false
        case SDL_WINDOWEVENT.rawValue:
            switch UInt32(event.window.event) {
            case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue, SDL_WINDOWEVENT_RESIZED.rawValue:
                window.updateScale()
                noteWindowState()
                animator.finish()
                relayout(animated: false)
            case SDL_WINDOWEVENT_MAXIMIZED.rawValue, SDL_WINDOWEVENT_RESTORED.rawValue:
                noteWindowState()
                needsDraw = true
            case SDL_WINDOWEVENT_EXPOSED.rawValue, SDL_WINDOWEVENT_SHOWN.rawValue:
                // What the screen showed is gone: the next frame is sent whole.
                window.invalidate()
                needsDraw = true
            case SDL_WINDOWEVENT_MOVED.rawValue, SDL_WINDOWEVENT_DISPLAY_CHANGED.rawValue:
                adoptRefreshRate()
            case SDL_WINDOWEVENT_LEAVE.rawValue:
                if driver.movePointer(to: nil) { showPointerChange() }
            case SDL_WINDOWEVENT_FOCUS_LOST.rawValue, SDL_WINDOWEVENT_FOCUS_GAINED.rawValue:
                // A finger's lift may go to whatever took the focus.
                if driver.forgetTouches() { showPointerChange() }
                driver.forgetPadControls()
                Self.forwardFocus(event, to: model)
                relayout(animated: false)
            default:
                break
            }
        case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
            guard let finger = SDLInput.finger(event, in: window.size) else { return }
            follow(driver.touch(finger))
        case SDL_CONTROLLERDEVICEADDED.rawValue:
            guard let opened = pads?.open(deviceIndex: event.cdevice.which) else { return }
            show(driver.connectPad(opened.pad, layout: opened.layout))
        case SDL_CONTROLLERDEVICEREMOVED.rawValue:
            guard pads?.close(pad: event.cdevice.which) == true else { return }
            show(driver.disconnectPad(event.cdevice.which))
        case SDL_CONTROLLERBUTTONDOWN.rawValue, SDL_CONTROLLERBUTTONUP.rawValue, SDL_CONTROLLERAXISMOTION.rawValue:
            guard let padEvent = GamePads.event(event), let input = driver.pad(padEvent) else { return }
            dispatch(input)
        case _ where SDLInput.isFromTouch(event):
            // SDL's emulated mouse: the finger events above already carry this touch.
            return
        case SDL_MOUSEMOTION.rawValue:
            let point = window.point(x: event.motion.x, y: event.motion.y)
            if driver.movePointer(to: point) { showPointerChange() }
        case SDL_MOUSEBUTTONDOWN.rawValue:
            _ = input.translate(event, scale: window.uiScale)
            if driver.press(at: window.point(x: event.button.x, y: event.button.y)) { showPointerChange() }
        default:
            guard let translated = input.translate(event, scale: window.uiScale) else {
                if event.type == SDL_MOUSEBUTTONUP.rawValue, driver.release() { showPointerChange() }
                return
            }
            if case .swipe = translated, driver.release() { showPointerChange() }
            dispatch(translated)
        }
    }

    /// A finger event's press tint, then the tap, swipe or long press it completed.
    private func follow(_ step: AppDriver.TouchStep) {
        if step.feedbackChanged { showPointerChange() }
        if let input = step.input { dispatch(input) }
    }

    /// The clock of SDL's event timestamps, in seconds: finger events carry their own time, so
    /// a long press is measured from when the finger went down, not from when the loop saw it.
    private func touchClock() -> Double {
        Double(SDL_GetTicks()) / 1000
    }

    /// Milliseconds until a held finger's long press is due (`Int32.max`: none can come).
    private func longPressWait() -> Int32 {
        guard let due = driver.touchDeadline else { return Int32.max }
        return Int32(min(1000, max(1, ((due - touchClock()) * 1000).rounded(.up))))
    }

    /// A finger held still until its deadline becomes a long press now, while it is held.
    private func fireDueLongPress() {
        guard let due = driver.touchDeadline, touchClock() >= due else { return }
        follow(driver.expireTouch(at: touchClock()))
    }

    /// Milliseconds until a held pad direction repeats (`Int32.max`: none is held).
    private func padRepeatWait() -> Int32 {
        guard let due = driver.padDeadline else { return Int32.max }
        return Int32(min(1000, max(1, ((due - touchClock()) * 1000).rounded(.up))))
    }

    /// A pad direction held until its repeat is due moves again.
    private func fireDuePadRepeat() {
        guard let due = driver.padDeadline, touchClock() >= due, let input = driver.expirePad(at: touchClock()) else {
            return
        }
        dispatch(input)
    }

    /// Hover and press tints change without a new layout; mid-animation they show once it settles.
    private func showPointerChange() {
        updateCursor()
        animator.retarget(driver.frame)
        needsDraw = true
    }

    /// Paces frames by the refresh rate of the display the window is on now.
    private func adoptRefreshRate() {
        let rate = window.refreshRate
        frameInterval = 1 / rate
        frameLog?.refreshRate = rate
    }

    private func dispatch(_ event: InputEvent) {
        // Input during an animation jumps it to the end first: no key is lost.
        if animator.isAnimating { frameLog?.closeRun() }
        animator.finish()
        show(driver.send(event))
    }

    /// Acts on what an event or a finished computation changed.
    private func show(_ update: AppUpdate) {
        if update.contains(.quit) { running = false }
        if update.contains(.toggleFullscreen) {
            window.toggleFullscreen()
        }
        if update.contains(.titleChanged) { window.title = model.windowTitle }
        if update.contains(.zoomChanged) {
            window.zoom = model.settings.zoom
            // The window keeps its pixels while its size in points changes with the zoom: the
            // size remembered is in points, so it is noted again, else a window resized at 110 %
            // and zoomed back to 100 % would reopen a tenth smaller.
            noteWindowState()
            animator.finish()
            relayout(animated: false)
        }
        if update.contains(.redraw) {
            animator.enabled = model.settings.animations
            animator.show(driver.frame, timing: model.pendingAnimation)
            needsDraw = true
            updateCursor()
        }
    }

    /// The hand over anything clickable under the pointer, also after the screen changed under it.
    private func updateCursor() {
        window.showsHandCursor(driver.pointer.location.flatMap { driver.list.region(at: $0) } != nil)
    }

    /// The normal size is saved only while the window is neither maximized nor fullscreen, and
    /// the maximized state on its own.
    private func noteWindowState() {
        guard !window.isFullscreen else { return }
        model.setMaximized(window.isMaximized)
        if !window.isMaximized { model.setWindowSize(window.size) }
    }

    private func relayout(animated: Bool) {
        driver.size = window.size
        animator.show(driver.relayout(), timing: animated ? model.pendingAnimation : nil)
        needsDraw = true
    }

    /// Draws what the animator shows now (`now`: when the frame was due to start, as the pacing
    /// saw it). After an animated frame one more frame is due: the
    /// animation's end state, drawn once when it settles (a merged tile back at its rest size).
    private func draw(at now: Double) throws(SDLError) {
        guard let list = animator.currentList() else { return }
        // Still mid-animation after this frame: another is due, down to the end state.
        let midAnimation = animator.transition != nil
        try window.present(list, background: model.theme.background)
        // The end state belongs to the animation it ends, and closes it.
        frameLog?.presented(at: now, animating: midAnimation || lastFrameAnimated)
        if !midAnimation { frameLog?.closeRun() }
        lastFrameAnimated = midAnimation
        needsDraw = midAnimation
        lastFrameTime = monotonicSeconds()
    }

    /// Milliseconds until `returnFreedMemory` may run, or `Int32.max` when nothing waits for
    /// it: a burst of frames within 5 s of the last trim would otherwise keep its freed pages
    /// for as long as the window then stays idle.
    private func trimWait() -> Int32 {
        guard lastFrameTime > lastTrim else { return .max }
        let wait = (trimDue - monotonicSeconds()) * 1000
        return Int32(min(Self.trimInterval * 1000, max(1, wait.rounded(.up))))
    }

    /// When freed memory may next go back: `trimInterval` after the last time, and once no frame
    /// has come for `trimQuiet`, so that a burst of input finishes first and the start-up's
    /// hand-back (the most memory a trim frees: fontconfig's parse, the first layout's scratch)
    /// comes half a second after the first frames rather than five seconds into an idle window.
    private var trimDue: Double { max(lastTrim + Self.trimInterval, lastFrameTime + Self.trimQuiet) }

    /// Seconds at least between two hand-backs of freed memory (`returnFreedMemory`).
    private static let trimInterval = 5.0
    /// Seconds without a frame before a hand-back: shorter than a ticking clock's second, so
    /// timed play still hands memory back.
    private static let trimQuiet = 0.5

    /// With nothing to draw, the pages malloc holds free inside its heap go back to the system
    /// (`malloc_trim`), at most every 5 s, half a second after the last frame and only after
    /// frames were drawn: freed blocks leave holes between live ones that glibc returns only
    /// when asked. First, unless a clock is ticking (whose frames redraw its digits alone, so
    /// the board's masks would be dropped every 5 s of play), the window lets go of what its
    /// screen does not use (`Window.releaseIdleMemory`: the masks, text sizes, fitted texts and
    /// fonts of screens no longer shown): bounded as they are, those caches otherwise fill to
    /// their bounds over a long session. Idle only: no frame waits for it.
    private func returnFreedMemory() {
        guard lastFrameTime > lastTrim else { return }
        let now = monotonicSeconds()
        guard now >= trimDue else { return }
        if !model.needsTicks { window.releaseIdleMemory() }
        malloc_trim(0)
        lastTrim = now
    }
}
