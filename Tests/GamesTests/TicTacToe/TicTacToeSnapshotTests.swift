import Layout
import SDLBackend
import SnapshotSupport
import Testing

@testable import GameCore
@testable import GameKit
@testable import TicTacToeEngine
@testable import TicTacToeFeature

/// The screens a player sees, rendered with the real fonts: an empty board, a won round with
/// its line and message, a tie and a 5×5 board in play, in landscape and portrait windows.
@Suite(.serialized)
struct TicTacToeSnapshotTests {
    typealias Fixture = TicTacToeSceneFixture

    static let windows = [Fixture.landscape, Fixture.portrait]
    static let themes = [Theme.dark, .light]

    /// `<test>.<theme>-<width>x<height>.png`
    private func snapshot(_ scene: TicTacToeScene, size: Size, theme: Theme, testName: String = #function) throws {
        try assertViewSnapshot(
            scene.body(size: size, theme: theme), size: size, background: theme.background,
            named: "\(theme.name)-\(Int(size.width))x\(Int(size.height))", testName: testName)
    }

    @Test func emptyBoard() throws {
        for theme in Self.themes {
            for size in Self.windows {
                try snapshot(Fixture.scene(), size: size, theme: theme)
            }
        }
    }

    /// X takes the diagonal: the line runs corner to corner in X's colour, the message too.
    @Test func winWithTheLineHighlighted() throws {
        for theme in Self.themes {
            for size in Self.windows {
                let scene = Fixture.scene()
                Fixture.play([(0, 0), (0, 1), (1, 1), (0, 2), (2, 2)], on: scene)
                try snapshot(scene, size: size, theme: theme)
            }
        }
    }

    @Test func tie() throws {
        let scene = Fixture.scene()
        Fixture.play([(0, 0), (0, 1), (0, 2), (1, 1), (1, 0), (1, 2), (2, 1), (2, 0), (2, 2)], on: scene)
        #expect(scene.state.isTie)
        try snapshot(scene, size: Fixture.portrait, theme: .light)
    }

    /// The person has just played on 7×7 and the computer is thinking: the status says so, the
    /// person's mark is marked as the newest, and the board stays on screen.
    @Test func computerThinkingOnSevenBySeven() throws {
        let scene = Fixture.scene(size: 7, opponent: .computer(.perfect))
        let replies = [TicTacToeCell(row: 2, col: 2), TicTacToeCell(row: 4, col: 4)]
        scene.searcher = TicTacToeSearcher(
            reply: { state, _ in replies[state.board.markCount / 2] }, hint: { _, _ in nil })
        Fixture.play([(3, 3), (3, 4)], on: scene)
        #expect(scene.state.board.markCount == 4)
        let queue = WorkQueue()
        try queue.during {
            Fixture.play([(3, 2)], on: scene)
            #expect(queue.pending == 1, "the reply's search has not run")
            #expect(scene.isWorking)
            try snapshot(scene, size: Fixture.landscape, theme: .dark)
            try snapshot(scene, size: Fixture.portrait, theme: .light)
        }
    }

    @Test func fiveByFiveMidGame() throws {
        let scene = Fixture.scene(size: 5)
        Fixture.play([(2, 2), (1, 1), (2, 3), (2, 1), (3, 1), (1, 3), (1, 2)], on: scene)
        _ = scene.handle(.key(.down, []), hit: nil)
        _ = scene.handle(.key(.left, []), hit: nil)
        #expect(scene.cursorVisible)
        try snapshot(scene, size: Fixture.landscape, theme: .dark)
    }
}
