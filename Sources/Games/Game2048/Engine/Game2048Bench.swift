import GameCore

/// The workload behind `tessera bench` for 2048: random play through the real rules (slide, spawn,
/// outcome check), restarting on game over, so the figure tracks what a player's moves cost.
public enum Game2048Bench {
    /// Real moves (those that changed the board) per second over `moves` moves. Deterministic in
    /// work done for a given seed; only the time varies.
    public static func movesPerSecond(moves: Int = 200_000, size: Int = 4, seed: UInt64 = 2048) -> Double {
        let clock = ContinuousClock()
        var made = 0
        let elapsed = clock.measure {
            made = play(moves: moves, size: size, seed: seed)
        }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        return seconds > 0 ? Double(made) / seconds : 0
    }

    /// Plays `moves` real moves at random and returns how many were made (always `moves`); the
    /// returned count keeps the optimiser from discarding the work.
    package static func play(moves: Int, size: Int, seed: UInt64) -> Int {
        let params = Game2048Rules.Params(size: size)
        var chooser = SeededGenerator(seed: seed ^ 0x2048)
        var gameSeed = seed
        var state = Game2048Rules.newState(params: params, seed: gameSeed)
        var made = 0
        let directions = Game2048Direction.allCases
        while made < moves {
            switch Game2048Rules.outcome(of: state) {
            case .won:
                state = Game2048Rules.apply(.keepGoing, to: state) ?? state
            case .lost, .draw:
                gameSeed &+= 1
                state = Game2048Rules.newState(params: params, seed: gameSeed)
            case .playing:
                let pick = Int(chooser.next() >> 62)
                if let next = Game2048Rules.apply(.slide(directions[pick]), to: state) {
                    state = next
                    made += 1
                }
            }
        }
        return made
    }
}
