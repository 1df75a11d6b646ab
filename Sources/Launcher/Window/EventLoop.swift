import CSDL
import Foundation
import Games
import Render

/// Seconds on a monotonic clock, shared by the animator, the game timers and the benchmark.
func monotonicSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// A clock for the animator that reads the monotonic time.
final class SystemClock: AnimationClock {
    var now: Double { monotonicSeconds() }
}

/// The window's loop: it sleeps in `SDL_WaitEvent` while nothing moves, wakes once a second only
/// while a game clock is shown, and draws at the display's rate only while an animation runs.
final class EventLoop {
    let model: AppModel
    let window: Window
    let animator = Animator(clock: SystemClock())
    private var input = SDLInput()
    private var running = true
    private var needsDraw = true
    private var lastTick = 0.0
    /// Exit right after the first frame is presented (start-up benchmark), printing its time.
    var exitAfterFirstFrame = false

    init(model: AppModel, window: Window) {
        self.model = model
        self.window = window
        animator.enabled = model.settings.animations
    }

    func run() {
        window.title = model.windowTitle
        relayout(animated: false)
        window.show()
        while running {
            if needsDraw || animator.isAnimating {
                draw()
                if exitAfterFirstFrame {
                    print(String(format: "first-frame %.6f", monotonicSeconds()))
                    if let peak = Self.peakResidentKiB() { print("peak-rss-kib \(peak)") }
                    return
                }
            }
            var event = SDL_Event()
            let got: Int32
            if animator.isAnimating {
                got = SDL_PollEvent(&event)
                if got == 0 {
                    SDL_Delay(4)
                    continue
                }
            } else if model.needsTicks {
                let wait = Int32(max(10, (1 - (monotonicSeconds() - lastTick)) * 1000))
                got = SDL_WaitEventTimeout(&event, wait)
                if got == 0 {
                    lastTick = monotonicSeconds()
                    relayout(animated: false)
                    continue
                }
            } else {
                got = SDL_WaitEvent(&event)
            }
            if got != 0 { process(event) }
            // Drain what else is queued before drawing, so a burst of input costs one frame.
            while SDL_PollEvent(&event) != 0 && running { process(event) }
        }
        model.setActive(false)
        model.saveSettings()
    }

    private func process(_ event: SDL_Event) {
        switch event.type {
        case SDL_QUIT.rawValue:
            running = false
        case SDL_WINDOWEVENT.rawValue:
            switch UInt32(event.window.event) {
            case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue, SDL_WINDOWEVENT_RESIZED.rawValue:
                window.updateScale()
                if !window.isFullscreen { model.setWindowSize(window.size) }
                animator.finish()
                relayout(animated: false)
            case SDL_WINDOWEVENT_EXPOSED.rawValue, SDL_WINDOWEVENT_SHOWN.rawValue:
                needsDraw = true
            case SDL_WINDOWEVENT_FOCUS_LOST.rawValue:
                model.setActive(false)
                relayout(animated: false)
            case SDL_WINDOWEVENT_FOCUS_GAINED.rawValue:
                model.setActive(true)
                relayout(animated: false)
            default:
                break
            }
        default:
            guard let translated = input.translate(event) else { return }
            dispatch(translated)
        }
    }

    private func dispatch(_ event: InputEvent) {
        var hit: AnyHashable?
        if case .tap(let point, _) = event { hit = animator.target?.hitTest(point) }
        // Input during an animation jumps it to the end first: no key is lost.
        animator.finish()
        let update = model.handle(event, hit: hit)
        if update.contains(.quit) { running = false }
        if update.contains(.toggleFullscreen) {
            window.toggleFullscreen()
        }
        if update.contains(.titleChanged) { window.title = model.windowTitle }
        if update.contains(.redraw) {
            animator.enabled = model.settings.animations
            relayout(animated: true)
        }
    }

    private func relayout(animated: Bool) {
        let list = layout(model.view(size: window.size), in: window.size, measurer: window.measurer)
        animator.show(list, timing: animated ? model.pendingAnimation : nil)
        needsDraw = true
    }

    private func draw() {
        guard let list = animator.currentList() else { return }
        window.present(list, background: model.theme.background)
        needsDraw = false
    }

    /// This process's own high-water resident set (`VmHWM`): unlike the parent's `wait4`, it
    /// does not inherit the spawning process's peak across `exec`.
    static func peakResidentKiB() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
        return line?.split(separator: " ").dropFirst().first.flatMap { Int($0) }
    }
}
