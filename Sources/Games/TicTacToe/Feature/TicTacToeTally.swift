import GameCore
import GameKit
import Layout
import TicTacToeEngine

/// The wins, losses and draws kept across rounds and runs, read from and written to the shared
/// `GameStatistics` (which the app saves). Games against the computer use its `won`, `lost`
/// and `drawn`; two-player games have no "you", so they keep their own counters in `extra`.
/// `played` counts every finished round.
struct TicTacToeTally {
    static let player1Key = "twoPlayers.player1"
    static let player2Key = "twoPlayers.player2"
    static let tiesKey = "twoPlayers.ties"

    var statistics: GameStatistics

    var player1Wins: Int { count(Self.player1Key) }
    var player2Wins: Int { count(Self.player2Key) }
    var ties: Int { count(Self.tiesKey) }

    var versusComputerGames: Int { statistics.won + statistics.lost + statistics.drawn }
    var twoPlayerGames: Int { player1Wins + player2Wins + ties }

    /// Adds a finished round; a game still in play is ignored.
    mutating func record(_ state: TicTacToeState) {
        guard state.isOver else { return }
        statistics.played += 1
        if state.params.mode.computerPlayer == nil {
            let key =
                switch state.winner {
                case .x: Self.player1Key
                case .o: Self.player2Key
                case nil: Self.tiesKey
                }
            statistics.extra[key, default: 0] += 1
            return
        }
        switch TicTacToeRules.outcome(of: state) {
        case .won: statistics.won += 1
        case .lost: statistics.lost += 1
        case .draw: statistics.drawn += 1
        case .playing: break
        }
    }

    private func count(_ key: String) -> Int {
        Int(statistics.extra[key] ?? 0)
    }
}
