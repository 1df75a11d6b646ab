import GameKit

extension AppModel {
    /// What a second start of Tessera asked the running window for: the game it names, fresh
    /// when it gave options that game takes (as `tessera play GAME --size N` would start it),
    /// else the game in progress; a request without a game (plain `tessera`) changes nothing on
    /// screen, the window only comes forward. A game this build does not know, or options it
    /// refuses, leave the screen as it is.
    package func answer(_ request: InstanceRequest, clock: @escaping () -> Double) -> AppUpdate {
        guard let id = request.game, let game = catalog.game(named: id) else { return [] }
        if request.startsFresh {
            let asked = GameOptions(
                size: request.size, columns: request.columns, difficulty: request.difficulty, level: request.level)
            guard let options = try? game.options.validate(asked, title: game.title) else { return [] }
            startFresh(game, seed: request.seed ?? UInt64(clock() * 1000), clock: clock, options: options)
        }
        open(game)
        return [.redraw, .titleChanged]
    }
}
