import GameCore
import GameKit
import Layout
import TicTacToeEngine

/// The wins, losses and draws kept across rounds and runs, read from and written to the shared
/// `GameStatistics` (which the app saves).
///
/// Two records are kept side by side. The totals (what the title card shows): games against the
/// computer in `won`, `lost` and `drawn`, two-player games in `extra` under `twoPlayers.*`
/// (they have no "you"), and `played` for every counted round. And one tally per opponent and
/// board size (`extra["perfect.7x7.won"]`, `extra["twoPlayers.3x3.player1"]`), which the panel
/// shows: beating Easy on 3×3 says nothing about Perfect on 7×7. Records written before the
/// tallies existed have totals only; they keep loading and their tallies start from zero.
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

    /// How a finished round ended, from the point of view its record is kept in.
    enum Result: String, CaseIterable {
        case won, lost, drawn, player1, player2, ties

        static let versusComputer: [Result] = [.won, .drawn, .lost]
        static let twoPlayers: [Result] = [.player1, .ties, .player2]

        /// The result of a finished round; nil while it is still being played.
        init?(_ state: TicTacToeState) {
            guard state.isOver else { return nil }
            if state.params.mode.computerPlayer == nil {
                switch state.winner {
                case .x: self = .player1
                case .o: self = .player2
                case nil: self = .ties
                }
                return
            }
            switch TicTacToeRules.outcome(of: state) {
            case .won: self = .won
            case .lost: self = .lost
            case .draw: self = .drawn
            case .playing: return nil
            }
        }
    }

    /// The tally's key for one opponent, board and result: "perfect.7x7.won" ("7x6" is four in
    /// a row).
    static func key(_ opponent: TicTacToeOpponent, board: String, _ result: Result) -> String {
        let who =
            switch opponent {
            case .friend: "twoPlayers"
            case .computer(let level): level.rawValue
            }
        return "\(who).\(board).\(result.rawValue)"
    }

    /// The opponent a round was played against, from its rules.
    static func opponent(of params: TicTacToeParams) -> TicTacToeOpponent {
        params.mode.computerLevel.map { .computer($0) } ?? .friend
    }

    /// The count of `result` against `opponent` on `board` (a tally key's board part, "5x5").
    func count(_ opponent: TicTacToeOpponent, board: String, _ result: Result) -> Int {
        count(Self.key(opponent, board: board, result))
    }

    /// Adds a finished round to the totals and to its opponent's and board's tally; a round
    /// still in play is ignored.
    mutating func record(_ state: TicTacToeState) {
        adjust(by: 1, for: state)
    }

    /// Takes a counted round back out (its end was undone, so it is being played again). Never
    /// below zero: a record started afresh after the round was counted has nothing to give back.
    mutating func withdraw(_ state: TicTacToeState) {
        adjust(by: -1, for: state)
    }

    private mutating func adjust(by delta: Int, for state: TicTacToeState) {
        guard let result = Result(state) else { return }
        let bump = { (value: Int) in max(0, value + delta) }
        statistics.played = bump(statistics.played)
        switch result {
        case .won: statistics.won = bump(statistics.won)
        case .lost: statistics.lost = bump(statistics.lost)
        case .drawn: statistics.drawn = bump(statistics.drawn)
        case .player1: statistics.extra[Self.player1Key] = Double(bump(player1Wins))
        case .player2: statistics.extra[Self.player2Key] = Double(bump(player2Wins))
        case .ties: statistics.extra[Self.tiesKey] = Double(bump(ties))
        }
        let params = state.params
        let key = Self.key(
            Self.opponent(of: params), board: params.gravity ? "7x6" : "\(params.size)x\(params.size)", result)
        statistics.extra[key] = Double(bump(count(key)))
    }

    /// Every tally of `result` added up, across opponents and boards.
    func tallied(_ result: Result) -> Int {
        let suffix = ".\(result.rawValue)"
        return statistics.extra.reduce(0) { sum, entry in
            let parts = entry.key.split(separator: ".")
            guard parts.count == 3, entry.key.hasSuffix(suffix) else { return sum }
            return sum + count(entry.key)
        }
    }

    /// The total a result's tallies are part of.
    func total(_ result: Result) -> Int {
        switch result {
        case .won: statistics.won
        case .lost: statistics.lost
        case .drawn: statistics.drawn
        case .player1: player1Wins
        case .player2: player2Wins
        case .ties: ties
        }
    }

    private func count(_ key: String) -> Int {
        guard let value = statistics.extra[key], value.isFinite else { return 0 }
        return Int(max(0, min(value, Double(GameStatistics.ceiling))))
    }
}
