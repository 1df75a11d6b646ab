import FoundationEssentials
import GameCore
import GameKit
import Glibc
import Layout
import TicTacToeEngine

/// A search's answer together with the position it was asked about, so an answer that comes
/// back after the board changed (undo, a new game) is recognised and dropped.
struct TicTacToeAnswer: Sendable {
    let position: TicTacToeState
    let cell: TicTacToeCell?
}

/// The searches the scene runs in the background. The engine's are pure and deterministic for a
/// position (the computer's random choices come from the game's seed and the board), so where
/// they run changes nothing but when the answer arrives. Tests put in searches they can hold.
struct TicTacToeSearcher: Sendable {
    /// The computer's move in a position where it is its turn.
    var reply: @Sendable (TicTacToeState, CancellationFlag) -> TicTacToeCell?
    /// The perfect player's move for whoever is to move.
    var hint: @Sendable (TicTacToeState, CancellationFlag) -> TicTacToeCell?

    static let engine = TicTacToeSearcher(
        reply: { state, flag in TicTacToeAI.computerMove(for: state, shouldStop: { flag.isCancelled })?.cell },
        hint: { state, flag in TicTacToeAI.hint(for: state, shouldStop: { flag.isCancelled }) })
}

/// The computer's reply and the hint, computed off the window's thread. Every change of the
/// board cancels both; the reply is started again whenever the position on screen is the
/// computer's turn, and an answer is applied only to the very position it was searched for.
extension TicTacToeScene {
    /// Thinking about a reply or a hint, or about to: the status says so.
    public var isWorking: Bool { reply.isRunning || hintSearch.isRunning || replyPending }

    /// The computer searching for its reply (or about to) in the position on screen.
    var isThinking: Bool { state.isComputerTurn && (reply.isRunning || replyPending) }

    public func collectBackgroundWork() -> SceneUpdate {
        var update: SceneUpdate = []
        if replyPending { update.formUnion(thinkIfComputerTurn()) }
        update.formUnion(collectReply())
        update.formUnion(collectHint())
        return update
    }

    /// Starts the computer's reply when it is its turn in the position on screen (and stops a
    /// search for any other position). Inline the reply is applied before this returns, with
    /// the update it made; on a thread it arrives through `collectBackgroundWork`, at the
    /// earliest `replyDelay` after it was asked for (`BackgroundTask` holds it back).
    @discardableResult
    func thinkIfComputerTurn() -> SceneUpdate {
        replyPending = false
        guard isActive, state.isComputerTurn else {
            reply.cancel()
            return []
        }
        let position = state
        let search = searcher.reply
        reply.start(answeringAfter: replyDelay) { flag in
            TicTacToeAnswer(position: position, cell: search(position, flag))
        }
        return BackgroundWork.mode.isInline ? collectReply() : []
    }

    /// The computer's reply, once it has arrived, applied to the position it was searched for.
    private func collectReply() -> SceneUpdate {
        guard let answer = reply.collect() else { return [] }
        // Every change of the board cancels the search, so this is a safeguard: a reply for
        // another position is dropped and the current one, if it is the computer's, searched.
        guard answer.position == state else { return thinkIfComputerTurn() }
        guard let cell = answer.cell, let change = session.apply(TicTacToeMove(cell)) else { return [] }
        return change.update.union(afterBoardChange())
    }

    /// Takes the computer's turn up again when the game is shown again or restored. On a thread
    /// (or queue) the search starts now; inline it waits for the next collection, which reports the move
    /// so the app saves it (a restored save must read back the same until then).
    func resumeThinking() {
        guard isActive, state.isComputerTurn, !reply.isRunning else { return }
        if !BackgroundWork.mode.isInline {
            thinkIfComputerTurn()
        } else {
            replyPending = true
        }
    }

    /// Stops both searches; their answers, should they still come, are dropped.
    func cancelSearches() {
        reply.cancel()
        hintSearch.cancel()
        replyPending = false
    }

    // MARK: Hint

    /// The perfect player's move for whoever is to move; the cursor follows it when it comes,
    /// and shows on it when the hint was asked for from the keyboard (so Enter takes it).
    func showHint(showingCursor: Bool) -> SceneUpdate {
        guard !state.isOver, !state.isComputerTurn else { return [] }
        hintShowsCursor = showingCursor
        let position = state
        let search = searcher.hint
        hintSearch.start { flag in TicTacToeAnswer(position: position, cell: search(position, flag)) }
        if BackgroundWork.mode.isInline { return collectHint() }
        return .redraw
    }

    private func collectHint() -> SceneUpdate {
        guard let answer = hintSearch.collect() else { return [] }
        guard answer.position == state, let cell = answer.cell, state.board[cell] == nil else { return .redraw }
        hint = cell
        cursor = cell
        if hintShowsCursor { cursorVisible = true }
        return .redraw
    }
}
