import AppTestSupport
import Layout
import SDLBackend
import SnapshotSupport

@testable import Game2048Engine
@testable import Game2048Feature
@testable import GameCore
@testable import GameKit

/// Boards and drivers shared by the 2048 scene tests.
enum Scene2048 {
    static let landscape = Size(width: 1280, height: 800)
    static let portrait = Size(width: 480, height: 640)

    static func driver(
        _ scene: Game2048Scene, size: Size = landscape, theme: Theme = .light
    ) -> OneGameApp {
        OneGameApp(scene: scene, size: size, theme: theme, measurer: FixedMetricTextMeasurer())
    }

    static func scene(_ values: [[Int]], score: Int = 0, seed: UInt64 = 3) -> Game2048Scene {
        Game2048Scene(state: Game2048Rules.State(board: Game2048Board(values: values), score: score, seed: seed))
    }

    /// Two 1024s side by side: a slide left or right makes 2048.
    static func nearWin() -> Game2048Scene {
        scene([[1024, 1024, 0, 0], [2, 0, 0, 0], [0, 0, 8, 0], [0, 0, 0, 4]], score: 20_000)
    }

    /// Only a slide right is left, and whatever it spawns (2 or 4) lands between an 8 and a 16:
    /// that slide ends the game.
    static func lastMove() -> Game2048Scene {
        scene([[2, 4, 2], [16, 2, 4], [8, 16, 0]], score: 300)
    }

    /// A healthy game `moves` moves in, played greedily (the slide that scores most, preferring
    /// to keep tiles in the bottom-left corner), seeded so it is the same board every run.
    static func midGame(size: Int = 4, columns: Int? = nil, moves: Int = 250, seed: UInt64 = 11) -> Game2048Rules.State
    {
        var state = Game2048Rules.newState(params: .init(rows: size, columns: columns ?? size), seed: seed)
        let preference: [Game2048Direction] = [.down, .left, .right, .up]
        for _ in 0..<moves {
            let options = preference.compactMap { direction -> (Int, Game2048Rules.State)? in
                guard let next = Game2048Rules.apply(.slide(direction), to: state) else { return nil }
                return (next.score - state.score, next)
            }
            guard let best = options.max(by: { $0.0 < $1.0 }) else { break }
            state = options.first { $0.0 == best.0 }?.1 ?? best.1
        }
        return state
    }

    /// The tile numbers a player sees in `list`, with the index and colour of each text item: a
    /// tile merged away this move lies under the merged tile's fill and is left out.
    static func visibleNumbers(_ list: DisplayList) -> [(index: Int, value: Int, color: Color)] {
        func tile(_ item: DisplayItem) -> Game2048ViewKey? {
            guard let key = item.identity?.key.base as? Game2048ViewKey, case .tile = key else { return nil }
            return key
        }
        /// A big tile is written "2" with a raised exponent: the two runs read as one number.
        func power(at i: Int, key: Game2048ViewKey) -> Int? {
            guard list.items[i].text?.string == "2", i + 1 < list.items.count, tile(list.items[i + 1]) == key,
                let raised = list.items[i + 1].text, let exponent = Int(raised.string), (1...62).contains(exponent),
                list.items[i + 1].frame.midY < list.items[i].frame.midY
            else { return nil }
            return 1 << exponent
        }
        func isExponent(_ i: Int) -> Bool {
            guard i > 0, let key = tile(list.items[i]) else { return false }
            return power(at: i - 1, key: key) != nil
        }
        return list.items.indices.compactMap { i in
            guard let text = list.items[i].text, let key = tile(list.items[i]), !isExponent(i),
                let value = power(at: i, key: key) ?? Int(text.string)
            else { return nil }
            let covered = list.items[(i + 1)...].contains { later in
                guard case .fill = later.command, let other = tile(later), other != key else { return false }
                return later.frame.contains(list.items[i].frame.center)
            }
            return covered ? nil : (i, value, text.color)
        }
    }
}
