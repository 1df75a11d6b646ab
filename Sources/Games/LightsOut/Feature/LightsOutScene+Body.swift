import GameCore
import GameKit
import Layout
import LightsOutEngine

/// The scene hands the shared game screen what it shows; `GameScreen` places the header, the
/// board and the panel for the window's shape, and the dialog on top.
extension LightsOutScene {
    public func screen(theme: Theme) -> GameScreenContent {
        lightsOutScreen(theme: theme).content
    }

    public func miniature(theme: Theme) -> any View {
        LightsOutBoardView(
            board: state.lights, shades: state.variant?.kind == .threeState ? state.variant?.lights : nil,
            pattern: state.variant?.pattern, interactive: false, theme: theme
        ).view
    }

    func lightsOutScreen(theme: Theme) -> LightsOutScreen {
        LightsOutScreen(
            state: state, elapsed: midEnd.elapsed, outcome: midEnd.outcome, hint: hint, showSolution: showSolution,
            cursor: cursorVisible ? cursor : nil, canUndo: session.canUndo,
            canRedo: session.canRedo,
            canGoBack: canGoBack, canGoForward: canGoForward, assisted: attempt.assisted, overlay: overlay,
            celebrated: celebrated, theme: theme)
    }

    /// The level picker or the history over everything else, then the message for a finished
    /// level.
    private var overlay: LightsOutOverlay? {
        if let picker { return .picker(picker, furthest: furthestLevel) }
        if showHistory { return .history(results) }
        guard showsResult else { return nil }
        switch midEnd.outcome {
        case .won: return .solved
        case .lost: return .allLit
        case .playing, .draw: return nil
        }
    }
}
