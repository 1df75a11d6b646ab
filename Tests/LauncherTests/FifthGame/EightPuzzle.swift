import Foundation
import GameCatalog
import GameCore
import GameKit
import Layout

/// A fifth game that exists only in the tests: the 8-puzzle (slide the tiles 1–8 into order on
/// a 3×3 board). It is registered through the catalog API alone, proving that a game needs its
/// own code plus one catalog entry and nothing else: the title grid, number keys, saving, the
/// monkey and the shared game screen pick it up.
enum EightPuzzleRules: GameRules {
    struct Params: Codable, Equatable, Sendable {
        var shuffles = 40
    }

    struct State: Codable, Equatable, Sendable {
        /// Row-major, 0 for the hole.
        var tiles: [Int]
        var moves = 0
    }

    /// The tile to slide into the hole.
    struct Move: Codable, Equatable, Sendable {
        var tile: Int
    }

    static let solved = Array(1...8) + [0]

    static func newState(params: Params, seed: UInt64) -> State {
        var generator = SeededGenerator(seed: seed)
        var state = State(tiles: solved)
        // Random legal slides from the solved board: always solvable.
        for _ in 0..<max(1, params.shuffles) {
            let candidates = movable(in: state.tiles)
            if let tile = candidates.randomElement(using: &generator), let next = apply(Move(tile: tile), to: state) {
                state = next
            }
        }
        state.moves = 0
        return state.tiles == solved ? State(tiles: [1, 2, 3, 4, 5, 6, 7, 0, 8]) : state
    }

    /// Tiles next to the hole.
    static func movable(in tiles: [Int]) -> [Int] {
        guard let hole = tiles.firstIndex(of: 0) else { return [] }
        return tiles.indices.filter { index in
            let (r, c, hr, hc) = (index / 3, index % 3, hole / 3, hole % 3)
            return abs(r - hr) + abs(c - hc) == 1
        }
        .map { tiles[$0] }
    }

    static func apply(_ move: Move, to state: State) -> State? {
        guard isValid(state.tiles), movable(in: state.tiles).contains(move.tile), move.tile != 0,
            let hole = state.tiles.firstIndex(of: 0), let index = state.tiles.firstIndex(of: move.tile)
        else { return nil }
        var next = state
        next.tiles.swapAt(hole, index)
        next.moves += 1
        return next
    }

    static func outcome(of state: State) -> GameOutcome {
        state.tiles == solved ? .won : .playing
    }

    static func isValid(_ tiles: [Int]) -> Bool { tiles.sorted() == Array(0...8) }

    /// The tile whose slide brings the board one move nearer the solved one, from a table of
    /// every position's distance (built once, by a breadth-first search from the solved board).
    static func hint(for tiles: [Int]) -> Int? {
        guard let here = distances[key(tiles)], here > 0 else { return nil }
        return movable(in: tiles).first { tile in
            apply(Move(tile: tile), to: State(tiles: tiles)).map { distances[key($0.tiles)] == here - 1 } ?? false
        }
    }

    private static func key(_ tiles: [Int]) -> Int { tiles.reduce(0) { $0 * 9 + $1 } }

    private static let distances: [Int: Int] = {
        var distances = [key(solved): 0]
        var frontier = [solved]
        var depth = 0
        while !frontier.isEmpty {
            depth += 1
            var next: [[Int]] = []
            for tiles in frontier {
                for tile in movable(in: tiles) {
                    guard let moved = apply(Move(tile: tile), to: State(tiles: tiles))?.tiles,
                        distances[key(moved)] == nil
                    else { continue }
                    distances[key(moved)] = depth
                    next.append(moved)
                }
            }
            frontier = next
        }
        return distances
    }()
}

/// Taps on the 8-puzzle's board.
enum EightPuzzleAction: Hashable {
    case tile(Int)
}

/// The 8-puzzle's screen and input, and nothing else: undo (of a new game too, across runs),
/// restart, the clock, the statistics with help counted apart and the save all come from its
/// `GameSession`, as they would for a real game.
typealias EightPuzzleScene = EightPuzzleGame<EightPuzzleRules>

final class EightPuzzleGame<Rules: GameRules>: SessionScene
where
    Rules.Params == EightPuzzleRules.Params, Rules.State == EightPuzzleRules.State,
    Rules.Move == EightPuzzleRules.Move
{
    let session: GameSession<Rules, NoExtras>
    private var seeds: SeededGenerator

    static var descriptor: GameDescriptor {
        GameDescriptor(
            id: "eight", aliases: ["8-puzzle"], title: "Eight",
            fixtures: GameFixtures(moves: [.key(.left, []), .key(.up, []), .key(.right, []), .key(.down, [])])
        ) { launch in
            EightPuzzleGame(seed: launch.seed, clock: launch.clock)
        }
    }

    init(seed: UInt64, clock: @escaping () -> Double) {
        seeds = SeededGenerator(seed: seed)
        session = GameSession(
            params: EightPuzzleRules.Params(), seed: seeds.next(), extras: NoExtras(), clock: clock,
            policy: SessionPolicy(check: { position, _ in
                EightPuzzleRules.isValid(position.tiles) ? nil : "tiles are not 0–8"
            }))
    }

    var pendingAnimation: AnimationTiming? { nil }
    var needsTicks: Bool { session.isClockRunning }
    var modal: ModalDialog? { nil }
    var statisticsLine: String {
        helpedWins > 0 ? "Solved \(statistics.won) · \(helpedWins) with help" : "Solved \(statistics.won)"
    }

    func nextGame() -> (params: Rules.Params, seed: UInt64, extras: NoExtras) {
        (session.params, seeds.next(), NoExtras())
    }

    func sessionDidChange(_ change: SessionChange) -> SceneUpdate { [] }

    private func board(theme: Theme, interactive: Bool) -> any View {
        let tiles = session.state.tiles
        return GeometryReader { size in
            let side = min(size.width, size.height) / 3
            for (index, tile) in tiles.enumerated() where tile != 0 {
                let cell = Text("\(tile)", font: .system(side * 0.4, weight: .bold), color: theme.onAccent)
                    .frame(width: side - 4, height: side - 4)
                    .background(theme.accent, cornerRadius: theme.radius.medium)
                    .offset(x: Double(index % 3) * side + 2, y: Double(index / 3) * side + 2)
                interactive ? AnyView(cell.onTap(EightPuzzleAction.tile(tile))) : AnyView(cell)
            }
        }
        .aspectRatio(1)
    }

    func screen(theme: Theme) -> GameScreenContent {
        var content = GameScreenContent(
            title: "Eight", canUndo: session.canUndo, canRedo: session.canRedo,
            board: board(theme: theme, interactive: true),
            status: GameStatus(session.outcome == .won ? "Solved!" : "Moves: \(session.state.moves)"))
        content.listEssentials = { [EssentialAction("New game", action: ChromeAction.command(.newGame))] }
        return content
    }

    var shortcuts: [ShortcutGroup] {
        [ShortcutGroup("Playing", [Shortcut("Arrows", "Slide a tile into the hole"), Shortcut("H", "Hint")])]
    }

    func miniature(theme: Theme) -> any View { board(theme: theme, interactive: false) }

    func handle(_ event: InputEvent, hit: AnyHashable?) -> SceneUpdate {
        switch event {
        case .tap:
            guard case .tile(let tile)? = hit as? EightPuzzleAction else { return [] }
            return settle(session.apply(EightPuzzleRules.Move(tile: tile)))
        case .key(.character("h"), []):
            // A hint slides a tile of a shortest solution: help, counted apart.
            guard session.outcome == .playing, let tile = EightPuzzleRules.hint(for: session.state.tiles) else {
                return []
            }
            let helped = session.markAssisted()
            return settle(session.apply(EightPuzzleRules.Move(tile: tile)).map { $0.union(helped) })
        case .key(let key, []):
            // An arrow moves the tile on that side of the hole into it.
            guard let hole = session.state.tiles.firstIndex(of: 0) else { return [] }
            let (row, col) = (hole / 3, hole % 3)
            let source: (Int, Int)? =
                switch key {
                case .left: col < 2 ? (row, col + 1) : nil
                case .right: col > 0 ? (row, col - 1) : nil
                case .up: row < 2 ? (row + 1, col) : nil
                case .down: row > 0 ? (row - 1, col) : nil
                default: nil
                }
            guard let (r, c) = source else { return [] }
            return settle(session.apply(EightPuzzleRules.Move(tile: session.state.tiles[r * 3 + c])))
        default:
            return []
        }
    }

    func invariantViolation() -> String? {
        EightPuzzleRules.isValid(session.state.tiles) ? nil : "tiles \(session.state.tiles) are not 0–8"
    }
}

/// The 8-puzzle with one rule changed, as a later version of a game might change it: every slide
/// counts twice. A save of the game as it was must not be replayed into another game.
enum ChangedEightPuzzleRules: GameRules {
    typealias Params = EightPuzzleRules.Params
    typealias State = EightPuzzleRules.State
    typealias Move = EightPuzzleRules.Move

    static func newState(params: Params, seed: UInt64) -> State {
        EightPuzzleRules.newState(params: params, seed: seed)
    }

    static func apply(_ move: Move, to state: State) -> State? {
        EightPuzzleRules.apply(move, to: state).map { State(tiles: $0.tiles, moves: $0.moves + 1) }
    }

    static func outcome(of state: State) -> GameOutcome { EightPuzzleRules.outcome(of: state) }
}

extension Catalog {
    /// Tessera's games plus the 8-puzzle under its changed rule.
    static let withChangedFifthGame = Catalog(
        games: Catalog.standard.games + [EightPuzzleGame<ChangedEightPuzzleRules>.descriptor])

    /// Tessera's games plus the test-only 8-puzzle, registered the way a real game is.
    static let withFifthGame = Catalog(games: Catalog.standard.games + [EightPuzzleScene.descriptor])
}
