import Foundation
import GameCatalog
import GameCore
import GameKit
import Layout
import Testing

@testable import App

/// Every game's life is its session's: a new game is one undo away, even after the program
/// quits and starts again. Driven through the app with the keys a player presses.
@Suite(.serialized)
struct SessionAcrossRestartTests {
    @Test(arguments: Catalog.standard.games.map(\.id))
    func newGameQuitStartAgainAndUndoBringsTheGameBack(id: String) throws {
        let home = TemporaryHome()
        let game = try #require(Catalog.standard.game(id: id))
        let index = try #require(Catalog.standard.games.firstIndex(of: game))
        let number = Key.character(Character("\(index + 1)"))

        let first = AppModel(storage: Storage(paths: home.paths), seed: 11, clock: { 0 })
        _ = first.handle(.key(number, []), hit: nil)
        for event in game.fixtures.moves { _ = first.handle(event, hit: nil) }
        let scene = try #require(first.currentScene as? any SessionScene)
        let played = try scene.currentGameData()
        _ = first.handle(.key(.character("n"), []), hit: nil)
        // Sudoku asks for the level first: Enter takes the one offered.
        if first.currentScene?.modal != nil { _ = first.handle(.key(.enter, []), hit: nil) }
        #expect(try scene.currentGameData() != played, "N started no new game")
        first.prepareToQuit()

        let second = AppModel(storage: Storage(paths: home.paths), seed: 99, clock: { 0 })
        #expect(second.notices.isEmpty, "\(second.notices)")
        _ = second.handle(.key(number, []), hit: nil)
        _ = second.handle(.key(.character("z"), [.control]), hit: nil)
        let back = try #require(second.currentScene as? any SessionScene)
        #expect(try back.currentGameData() == played, "Ctrl+Z after a restart did not bring back the game before N")
    }
}
