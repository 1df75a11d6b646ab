import GameCore
import GameKit
import Layout
import Localization
import TicTacToeEngine

/// Tic-tac-toe as the app sees it (seed 003): two players at one machine or one against the
/// computer, on 3×3 up to 7×7 boards. The rules and the computer player live in the engine;
/// this class keeps the settings, the keyboard cursor and the hint, and runs the computer's
/// searches (its reply, the hint) in the background so the window keeps answering while it
/// thinks (`TicTacToeScene+Thinking`).
public final class TicTacToeScene: SessionScene {

    public let session: GameSession<TicTacToeRules, TicTacToeExtras>
    var midEnd: MidEnd<TicTacToeRules> { session.midEnd }
    @Extra<TicTacToeScene, TicTacToeSettings>(\.settings) var settings: TicTacToeSettings
    /// Whether the person moves first this round (against the computer); decides who plays X.
    @Extra<TicTacToeScene, Bool>(\.humanStarted) var humanStarted: Bool
    /// The round's result is in the statistics, so undoing past the end and finishing again
    /// never counts a round twice.
    @Extra<TicTacToeScene, Bool>(\.roundRecorded) var roundRecorded: Bool
    /// The keyboard cursor; drawn only once the keyboard is used, so mouse players never see a
    /// stray focus ring.
    @Extra<TicTacToeScene, TicTacToeCell>(\.cursor) var cursor: TicTacToeCell
    var cursorVisible = false
    /// The suggested cell, shown until the board changes.
    var hint: TicTacToeCell?

    /// The computer's reply and the hint, each searched away from the window's thread; a
    /// result is applied only to the position it was searched for.
    let reply = BackgroundTask<TicTacToeAnswer>()
    let hintSearch = BackgroundTask<TicTacToeAnswer>()
    /// The searches themselves: the engine's, or in tests one that can be held.
    var searcher = TicTacToeSearcher.engine
    /// False while the game is off screen or the window is in the background: nothing is
    /// searched then, and the computer takes up its turn again when the game is back.
    var isActive = true
    /// The computer's turn is to be taken up when background work is next collected (a restored
    /// game, or one shown again where results are computed inline).
    var replyPending = false
    /// The hint was asked for from the keyboard, so the cursor shows on it when it arrives.
    var hintShowsCursor = false
    /// How long after the person's move the computer's reply appears when it thinks on a
    /// thread (the window): a mark landing in the same frame as the move it answers reads as
    /// part of it. Inline (the monkey, commands, most tests) it appears at once.
    package var replyDelay: Duration = .milliseconds(250)

    public private(set) var pendingAnimation: AnimationTiming?

    /// Marks grow in quickly, the person's at once and the computer's when its reply arrives.
    static let markAnimation = AnimationTiming(moveDuration: 0.15, appearDuration: 0.18)
    /// A four-in-a-row disc falls a little longer than a mark grows: it has a column to cross.
    static let dropAnimation = AnimationTiming(moveDuration: 0.28, appearDuration: 0.18)

    /// A fresh round on the preset board of width `size` (3×3, 4×4 and 5×5 with 4 in a row,
    /// 6×6 and 7×7 with 5), against `opponent`. When the computer moves first it starts
    /// thinking at once (inline: it has moved when this returns).
    public convenience init(
        seed: UInt64, clock: @escaping () -> Double, size: Int = 3, opponent: TicTacToeOpponent = .friend,
        starter: TicTacToeStarter = .you
    ) {
        let settings = TicTacToeSettings(opponent: opponent, starter: starter, size: size)
        self.init(seed: seed, clock: clock, settings: settings)
    }

    public init(seed: UInt64, clock: @escaping () -> Double, settings: TicTacToeSettings) {
        let humanStarted = settings.humanStartsFirstRound
        session = GameSession(
            params: settings.params(humanStarts: humanStarted), seed: seed,
            extras: TicTacToeExtras(
                settings: settings, humanStarted: humanStarted, roundRecorded: false,
                cursor: Self.centre(of: settings)),
            clock: clock, policy: Self.policy)
        thinkIfComputerTurn()
    }

    package var state: TicTacToeState { midEnd.state }

    /// Tic-tac-toe shows its results in the panel, never in a dialog.
    public var modal: ModalDialog? { nil }

    /// No clock on screen: the app never needs to redraw on its own.
    public var needsTicks: Bool { false }

    /// Leaving the game or the window losing focus stops the search; coming back takes the
    /// computer's turn up again.
    public func setActive(_ active: Bool) {
        isActive = active
        session.setActive(active)
        if active {
            resumeThinking()
        } else {
            cancelSearches()
            TicTacToeAI.releaseSearchMemory()
        }
    }

    /// The record against the computer, or the two-player record when only friends have played.
    /// A finished round's level is the computer's ("perfect"), named as its button names it.
    public func statisticsLevelName(_ level: String) -> String {
        TicTacToeLevel(rawValue: level).map { TicTacToeOpponent.computer($0).title } ?? level
    }

    public var statisticsLine: String {
        let tally = TicTacToeTally(statistics: statistics)
        if tally.versusComputerGames == 0 && tally.twoPlayerGames > 0 {
            return tr(
                // TRANSLATORS: Tic-tac-toe title card: rounds between two people at the same machine.
                "Player 1 won {player1} · Player 2 won {player2} · drawn {ties}",
                ["player1": tally.player1Wins, "player2": tally.player2Wins, "ties": tally.ties])
        }
        guard statistics.won + statistics.lost + statistics.drawn > 0 else { return tr("No rounds yet") }
        return tr(
            // TRANSLATORS: Tic-tac-toe title card: rounds against the computer, won, lost and drawn.
            "Won {won} · lost {lost} · drawn {drawn}",
            ["won": statistics.won, "lost": statistics.lost, "drawn": statistics.drawn])
    }

    /// The middle cell; four in a row's middle column (its row matters not: a disc drops).
    static func centre(of settings: TicTacToeSettings) -> TicTacToeCell {
        settings.gravity ? TicTacToeCell(row: 2, col: 3) : TicTacToeCell(row: settings.size / 2, col: settings.size / 2)
    }

    /// Clears what belongs to the previous update's animation.
    func beginUpdate() {
        pendingAnimation = nil
    }

    func animateMarks() {
        pendingAnimation = state.params.gravity ? Self.dropAnimation : Self.markAnimation
    }
}
