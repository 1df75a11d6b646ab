import GameCatalog
import GameKit
import Testing

@testable import App

/// The standard catalog's games by name, for tests that mean one game in particular. Tests that
/// mean every game read `GameDescriptor.all`, so a game added to the catalog is covered too.
extension GameDescriptor: CustomTestStringConvertible {
    static let sudoku = Catalog.standard.game(id: "sudoku")!
    static let game2048 = Catalog.standard.game(id: "2048")!
    static let ticTacToe = Catalog.standard.game(id: "tictactoe")!
    static let lightsOut = Catalog.standard.game(id: "lightsout")!
    static var all: [GameDescriptor] { Catalog.standard.games }

    /// A fresh game of this kind with a frozen clock.
    func scene(seed: UInt64) -> any GameScene { makeScene(GameLaunch(seed: seed, clock: { 0 })) }

    public var testDescription: String { id }
}

extension AppModel.Screen {
    static func game(_ game: GameDescriptor) -> Self { .game(game.id) }
}

extension TitleAction {
    static func open(_ game: GameDescriptor) -> Self { .open(game.id) }
}
