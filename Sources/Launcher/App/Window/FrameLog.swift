import FoundationEssentials
import GameCore
import Glibc

/// Counts the frames the window presents while something animates and how long the animations
/// ran, and writes them at exit to the file named by `TESSERA_FRAME_LOG` (the pacing test reads
/// it). Every frame presented is counted, stamped with the time the loop started it (the cadence
/// the pacing keeps); the rate is the intervals between an animation's first frame and its end
/// state over the time between them.
final class FrameLog {
    let path: String
    private(set) var frames = 0
    private(set) var animatedIntervals = 0
    private(set) var animatedSeconds = 0.0
    private(set) var animations = 0
    /// The display's refresh rate the loop paces frames by.
    var refreshRate = 0.0
    private var runStart: Double?
    private var runLast = 0.0
    private var runFrames = 0

    /// A log when `TESSERA_FRAME_LOG` names a file, else nil (and no cost).
    init?(environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard let path = environment["TESSERA_FRAME_LOG"], !path.isEmpty else { return nil }
        self.path = path
    }

    /// One frame presented at `time`; `animating` when it showed a running animation or its
    /// final state.
    func presented(at time: Double, animating: Bool) {
        frames += 1
        guard animating else { return }
        if runStart == nil {
            runStart = time
            runFrames = 0
        }
        runFrames += 1
        runLast = time
    }

    /// The animation settled (its last frame is drawn) or was cut short by input.
    func closeRun() {
        guard let start = runStart else { return }
        if runFrames > 1 {
            animatedIntervals += runFrames - 1
            animatedSeconds += runLast - start
            animations += 1
        }
        runStart = nil
    }

    /// Writes the counts as `key value` lines.
    func write() {
        closeRun()
        let fps = animatedSeconds > 0 ? Double(animatedIntervals) / animatedSeconds : 0
        let text = """
            refresh_hz \(fixedPoint(refreshRate, decimals: 3))
            frames \(frames)
            animations \(animations)
            animated_intervals \(animatedIntervals)
            animated_seconds \(fixedPoint(animatedSeconds, decimals: 6))
            animated_fps \(fixedPoint(fps, decimals: 3))

            """
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    }
}
