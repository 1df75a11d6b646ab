import Game2048Feature
import GameKit
import LightsOutFeature
import SudokuFeature
import TicTacToeFeature

/// The games of the collection, in title-screen order (keys 1–9). This is the one place outside a
/// game's own folder that names it: everything that lists games reads a catalog.
public struct Catalog: Sendable {
    public let games: [GameDescriptor]

    /// A catalog of `games`; tests register extra games this way (see `LauncherTests`).
    public init(games: [GameDescriptor]) {
        self.games = games
    }

    /// Tessera's games.
    public static let standard = Catalog(games: [
        SudokuScene.descriptor,
        Game2048Scene.descriptor,
        TicTacToeScene.descriptor,
        LightsOutScene.descriptor,
    ])

    /// The game a player's argument names (id, title or alias), if any.
    public func game(named argument: String) -> GameDescriptor? {
        games.first { $0.matches(argument) }
    }

    public func game(id: String) -> GameDescriptor? {
        games.first { $0.id == id }
    }

    /// The ids, for help texts: "sudoku, 2048, tictactoe or lightsout".
    public var idList: String { GameOptionRules.list(games.map(\.id), joiner: "or") }
}
