import Games

/// Options a game can be started with from the command line.
struct GameOptions {
    var size: Int?
    var difficulty: String?
    var level: Int?
}

/// Creates each game's scene: the one place that knows every game.
enum SceneFactory {
    static func make(
        _ kind: GameKind, seed: UInt64, clock: @escaping () -> Double, options: GameOptions = GameOptions()
    )
        -> any GameScene
    {
        switch kind {
        case .sudoku:
            SudokuScene(
                seed: seed, clock: clock,
                difficulty: options.difficulty.flatMap(SudokuDifficulty.init(rawValue:)) ?? .easy)
        case .game2048:
            Game2048Scene(seed: seed, clock: clock, size: options.size ?? 4)
        case .ticTacToe:
            TicTacToeScene(seed: seed, clock: clock, size: options.size ?? 3)
        case .lightsOut:
            LightsOutScene(seed: seed, clock: clock, level: options.level ?? 1)
        }
    }
}
