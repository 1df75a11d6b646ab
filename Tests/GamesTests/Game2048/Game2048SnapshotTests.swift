import Layout
import SDLBackend
import SnapshotSupport
import Testing

@testable import Game2048Engine
@testable import Game2048Feature
@testable import GameCore
@testable import GameKit

/// The 2048 screen rendered with real fonts at the two reference window sizes. Every reference
/// PNG under `__Snapshots__/Game2048SnapshotTests/` was looked at before it was committed.
@Suite(.serialized)
struct Game2048SnapshotTests {
    static let sizes = [Scene2048.landscape, Scene2048.portrait]
    static let themes = [Theme.light, .dark]

    func name(_ theme: Theme, _ size: Size) -> String {
        "\(theme.name)-\(Int(size.width))x\(Int(size.height))"
    }

    /// Snapshots the screen and checks what it says: the score and the best score in their
    /// boxes, and every tile of the board with its number in the colour its value takes.
    @discardableResult
    func snapshot(
        _ scene: Game2048Scene, _ theme: Theme, _ size: Size, best: Int? = nil, testName: String = #function,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> DisplayList {
        let list = try assertViewSnapshot(
            scene.body(size: size, theme: theme), size: size, background: theme.background, named: name(theme, size),
            testName: testName)
        #expect(list.text(after: "Score")?.string == String(scene.state.score), sourceLocation: sourceLocation)
        if let best { #expect(list.text(after: "Best")?.string == String(best), sourceLocation: sourceLocation) }
        let palette = Game2048Palette.forTheme(theme)
        let shown = Scene2048.visibleNumbers(list)
        #expect(
            shown.map(\.value).sorted() == scene.state.board.values.joined().filter { $0 > 0 }.sorted(),
            sourceLocation: sourceLocation)
        for tile in shown {
            #expect(tile.color == palette.textColor(tile.value), "\(tile.value)", sourceLocation: sourceLocation)
        }
        return list
    }

    /// The direction that merges the most tiles on `state` (then moves the most), for moves worth showing.
    func liveliestDirection(_ state: Game2048Rules.State) throws -> Game2048Direction {
        let scored = Game2048Direction.allCases.map { direction in
            let slide = Game2048Rules.slide(state.board, direction)
            return (direction, slide.merges.count, slide.motions.filter(\.moves).count)
        }
        let best = try #require(scored.max { ($0.1, $0.2) < ($1.1, $1.2) })
        return best.0
    }

    /// A game some 250 moves in, just after a move that scored (so "+N" shows).
    func midGameScene(size: Int = 4, moves: Int = 250) throws -> Game2048Scene {
        let scene = Game2048Scene(state: Scene2048.midGame(size: size, moves: moves))
        scene.statistics.extra[Game2048Scene.bestScoreKey(rows: size, columns: size)] = 9_876
        let direction = try liveliestDirection(scene.state)
        #expect(scene.apply(.slide(direction)).contains(.save))
        return scene
    }

    @Test func seedTestBoardShowsEveryValue() throws {
        let scene = Game2048Scene.showcase()
        #expect(scene.state.board.values.joined().filter { $0 > 0 }.count == 15)
        for theme in Self.themes {
            for size in Self.sizes { try snapshot(scene, theme, size, best: scene.state.score) }
        }
    }

    @Test func midGame() throws {
        let scene = try midGameScene()
        #expect(scene.state.board.maxValue >= 128)
        #expect(scene.midEnd.outcome == .playing)
        let points = try #require(scene.state.lastTurn?.points)
        for theme in Self.themes {
            for size in Self.sizes {
                let list = try snapshot(scene, theme, size, best: 9_876)
                // The move's points under the score.
                #expect(list.texts.contains("+\(points)"))
            }
        }
    }

    @Test func halfWayThroughASlide() throws {
        let theme = Theme.light
        let size = Scene2048.landscape
        let scene = Game2048Scene(state: Scene2048.midGame())
        let direction = try liveliestDirection(scene.state)
        let before = try TestRenderer.layout(scene.body(size: size, theme: theme), size: size)
        _ = scene.apply(.slide(direction))
        let after = try TestRenderer.layout(scene.body(size: size, theme: theme), size: size)
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        animator.show(before, timing: nil)
        animator.show(after, timing: scene.pendingAnimation)
        clock.advance(by: 0.05)
        let frame = try #require(animator.currentList())

        // Every tile that moves is half-way between its old cell and its new one.
        let turn = try #require(scene.state.lastTurn)
        let moving = try #require(
            turn.motions.first { motion in
                abs(motion.to.col - motion.from.col) + abs(motion.to.row - motion.from.row) > 1
            })
        let key = AnyHashable(Game2048ViewKey.tile(generation: scene.shown.generation, id: moving.id))
        func tileFrame(_ list: DisplayList) -> Rect? {
            list.items.first { $0.identity == ItemIdentity(key: key, part: 0) }?.frame
        }
        let start = try #require(tileFrame(before))
        let end = try #require(tileFrame(after))
        let middle = try #require(tileFrame(frame))
        #expect(abs(middle.midX - (start.midX + end.midX) / 2) < 0.01)
        #expect(abs(middle.midY - (start.midY + end.midY) / 2) < 0.01)
        try assertListSnapshot(frame, background: theme.background, named: name(theme, size))
    }

    @Test func youWinDialog() throws {
        let scene = Scene2048.nearWin()
        _ = scene.apply(.slide(.left))
        #expect(scene.state.awaitsWinAnswer)
        let list = try snapshot(scene, .light, Scene2048.portrait)
        #expect(list.texts.contains("You win!"))
        #expect(list.texts.contains("You made 2048 with \(scene.state.score) points."))
        #expect(list.texts.contains("Keep going") && list.texts.contains("New game"))
    }

    @Test func gameOverDialog() throws {
        let scene = Scene2048.lastMove()
        _ = scene.apply(.slide(.right))
        #expect(scene.midEnd.outcome == .lost)
        let list = try snapshot(scene, .dark, Scene2048.landscape)
        #expect(list.texts.contains("Game over"))
        #expect(list.texts.contains("No moves left. Score: \(scene.state.score)"))
    }

    @Test func sixBySixBoard() throws {
        let scene = try midGameScene(size: 6, moves: 600)
        let list = try snapshot(scene, .dark, Scene2048.portrait)
        #expect(list.texts.contains("6×6 → 2048"))
    }

    /// A 4×6 board in both themes, wide and tall windows: six columns of square cells, the board
    /// as wide as its frame allows and centred, the panel naming the shape.
    @Test func fourBySixBoard() throws {
        let scene = Game2048Scene(state: Scene2048.midGame(size: 4, columns: 6, moves: 150))
        #expect(scene.state.board.rows == 4 && scene.state.board.columns == 6)
        for theme in Self.themes {
            for size in Self.sizes {
                let list = try snapshot(scene, theme, size)
                #expect(list.texts.contains("4×6 → 2048") && list.texts.contains("↕4") && list.texts.contains("↔6"))
                let palette = Game2048Palette.forTheme(theme)
                let board = try #require(
                    list.items.filter { $0.command == .fill(.roundedRectangle(cornerRadius: 5), palette.board) }
                        .map(\.frame).max { $0.width * $0.height < $1.width * $1.height })
                #expect(abs(board.width / board.height - 1.5) < 0.01, "\(board)")
                let cells = list.items.filter { $0.command == .fill(.roundedRectangle(cornerRadius: 3), palette.cell) }
                    .map(\.frame)
                #expect(cells.count == 24)
                #expect(cells.allSatisfy { abs($0.width - $0.height) < 0.001 })
                let left = try #require(cells.map(\.minX).min()) - board.minX
                let right = board.maxX - (try #require(cells.map(\.maxX).max()))
                let top = try #require(cells.map(\.minY).min()) - board.minY
                let bottom = board.maxY - (try #require(cells.map(\.maxY).max()))
                // Centred both ways; the edge beside the long side is wider by at most half a gap (the
                // frame keeps the shape's ratio, the gaps are the cells' own).
                #expect(
                    abs(left - right) < 0.01 && abs(top - bottom) < 0.01 && abs(left - top) <= 4.5, "\(left) \(top)")
                #expect(board.minX >= 0 && board.maxX <= size.width && board.maxY <= size.height)
            }
        }
    }

    /// The coach's arrow over the board with its two lines in the panel, in both themes.
    @Test func hintArrow() throws {
        let scene = Game2048Scene(state: Scene2048.midGame(moves: 120))
        _ = scene.apply(.hint)
        _ = scene.collectBackgroundWork()
        let advice = try #require(scene.visibleHint)
        // The screen says the advice on show, in words, and it is a slide that moves this board.
        // Whether the advice is right is the coach's own test, against a brute-force expectimax
        // (Game2048ExpectimaxReferenceTests), not a second call of the same coach here.
        #expect(Game2048Rules.slide(scene.state.board, advice.direction).changed)
        let words = [
            "left": "Hint: slide left", "right": "Hint: slide right", "up": "Hint: slide up",
            "down": "Hint: slide down",
        ]
        let line = try #require(words["\(advice.direction)"])
        #expect(Scene2048.driver(scene).list.texts.contains(line), "the panel does not say \(line)")
        for theme in Self.themes {
            try snapshot(scene, theme, Scene2048.landscape)
        }
        try snapshot(scene, .dark, Scene2048.portrait)
    }

    /// Tiles from 65536 to 2^20 and a 19-digit one, in both themes: none looks like an empty cell.
    @Test func tilesBeyond32768() throws {
        let board = Game2048Board(values: [
            [65_536, 131_072, 262_144, 524_288], [1_048_576, 2, 0, 8], [1 << 30, 1 << 40, 1 << 50, 0],
            [0, 0, 0, 4],
        ])
        let scene = Game2048Scene(state: Game2048Rules.State(board: board, score: 12_345_678, keepGoing: true))
        for theme in Self.themes {
            try snapshot(scene, theme, Scene2048.portrait)
        }
    }
}
