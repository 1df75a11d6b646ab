import AppTestSupport
import Layout
import SDLBackend

@testable import GameCore
@testable import GameKit
@testable import TicTacToeEngine
@testable import TicTacToeFeature

/// Builds scenes and drivers for the scenario and snapshot tests: a fixed clock, and the real
/// layout with fixed text metrics so no SDL is needed.
enum TicTacToeSceneFixture {
    static let landscape = Size(width: 1280, height: 800)
    static let portrait = Size(width: 480, height: 640)

    static func scene(
        size: Int = 3, opponent: TicTacToeOpponent = .friend, starter: TicTacToeStarter = .you, seed: UInt64 = 3
    ) -> TicTacToeScene {
        TicTacToeScene(seed: seed, clock: { 0 }, size: size, opponent: opponent, starter: starter)
    }

    static func driver(_ scene: TicTacToeScene, size: Size = landscape, theme: Theme = .dark) -> OneGameApp {
        OneGameApp(scene: scene, size: size, theme: theme, measurer: FixedMetricTextMeasurer())
    }

    /// Places marks at `cells` (row, col) by tapping them, in turn.
    static func play(_ cells: [(Int, Int)], on scene: TicTacToeScene) {
        for (row, col) in cells {
            _ = scene.handle(.tap(.zero, .primary), hit: TicTacToeAction.cell(row: row, col: col))
        }
    }
}

extension OneGameApp {
    /// Taps the centre of cell (row, col) as laid out on screen.
    @discardableResult
    func tapCell(_ row: Int, _ col: Int) -> SceneUpdate? {
        tap(action: TicTacToeAction.cell(row: row, col: col))
    }

    /// Whether an item painted with animation identity `key` is on screen.
    func shows(_ key: String) -> Bool {
        list.items.contains { $0.identity?.key == AnyHashable(key) }
    }
}
