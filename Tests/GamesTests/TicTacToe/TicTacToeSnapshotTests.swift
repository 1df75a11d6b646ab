import AppTestSupport
import Layout
import Localization
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

    /// `<test>.<theme>-<width>x<height>.png`; checks that the status line reads `status`, in
    /// the colour of `player` (plain text for none), and returns the painted list.
    @discardableResult
    private func snapshot(
        _ scene: TicTacToeScene, size: Size, theme: Theme, status: String, in player: TicTacToePlayer?,
        testName: String = #function, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> DisplayList {
        let list = try assertViewSnapshot(
            scene.body(size: size, theme: theme), size: size, background: theme.background,
            named: "\(theme.name)-\(Int(size.width))x\(Int(size.height))", testName: testName)
        let color = player.map { TicTacToePalette(theme: theme).color(of: $0) } ?? theme.textPrimary
        #expect(list.colors(ofText: status) == [color], "\(list.texts)", sourceLocation: sourceLocation)
        return list
    }

    /// The tally as the landscape panel (three boxes) or portrait (one line) shows it.
    private func expectTally(_ list: DisplayList, size: Size, _ tally: [(String, Int)]) {
        if size == Fixture.landscape {
            for (label, count) in tally { #expect(list.text(after: label)?.string == "\(count)", "\(label)") }
        } else {
            #expect(list.texts.contains(tally.map { "\($0.0): \($0.1)" }.joined(separator: " · ")))
        }
    }

    @Test func emptyBoard() throws {
        for theme in Self.themes {
            for size in Self.windows {
                let list = try snapshot(
                    Fixture.scene(), size: size, theme: theme, status: "Player 1 (X) to move", in: .x)
                expectTally(list, size: size, [("Player 1", 0), ("Ties", 0), ("Player 2", 0)])
            }
        }
    }

    /// X takes the diagonal: the line runs corner to corner in X's colour, the message too.
    @Test func winWithTheLineHighlighted() throws {
        for theme in Self.themes {
            for size in Self.windows {
                let scene = Fixture.scene()
                Fixture.play([(0, 0), (0, 1), (1, 1), (0, 2), (2, 2)], on: scene)
                let list = try snapshot(scene, size: size, theme: theme, status: "Player 1 wins", in: .x)
                expectTally(list, size: size, [("Player 1", 1), ("Ties", 0), ("Player 2", 0)])
                // The diagonal's cells washed with X's colour, and only they.
                let palette = TicTacToePalette(theme: theme)
                let washed = (0..<3).flatMap { row in (0..<3).map { (row, $0) } }.filter { row, col in
                    list.frame(ofAction: TicTacToeAction.cell(row: row, col: col)).flatMap(list.fill(at:))
                        == palette.winningCell(.x)
                }
                #expect(washed.map { "\($0.0),\($0.1)" } == ["0,0", "1,1", "2,2"])
            }
        }
    }

    @Test func tie() throws {
        let scene = Fixture.scene()
        Fixture.play([(0, 0), (0, 1), (0, 2), (1, 1), (1, 0), (1, 2), (2, 1), (2, 0), (2, 2)], on: scene)
        #expect(scene.state.isTie)
        let list = try snapshot(scene, size: Fixture.portrait, theme: .light, status: "It's a tie", in: nil)
        expectTally(list, size: Fixture.portrait, [("Player 1", 0), ("Ties", 1), ("Player 2", 0)])
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
            for (size, theme) in [(Fixture.landscape, Theme.dark), (Fixture.portrait, .light)] {
                let list = try snapshot(scene, size: size, theme: theme, status: "Computer is thinking…", in: .o)
                #expect(list.texts.contains("7×7 · 5 in a row · vs Perfect"))
            }
        }
    }

    @Test func fiveByFiveMidGame() throws {
        let scene = Fixture.scene(size: 5)
        Fixture.play([(2, 2), (1, 1), (2, 3), (2, 1), (3, 1), (1, 3), (1, 2)], on: scene)
        _ = scene.handle(.key(.down, []), hit: nil)
        _ = scene.handle(.key(.left, []), hit: nil)
        #expect(scene.cursorVisible)
        let list = try snapshot(scene, size: Fixture.landscape, theme: .dark, status: "Player 2 (O) to move", in: .o)
        #expect(list.texts.contains("5×5 · 4 in a row · 2 players"))
    }

    /// The smallest window (also at 175 %, where it has 171×229 points) and the largest, in
    /// German and Chinese, a round under way against the computer: the panel gives way, the
    /// header keeps its menu.
    @Test(arguments: [Localization.Language.german, .simplifiedChinese])
    func otherLanguagesAtTheExtremes(_ language: Localization.Language) throws {
        let windows = [
            (Size(width: 300, height: 400), 1.0), (Size(width: 171, height: 229), 1.75),
            (Size(width: 2560, height: 1440), 1.0),
        ]
        for (size, scale) in windows {
            let scene = Fixture.scene(opponent: .computer(.perfect))
            let list = try Localization.$taskLanguage.withValue(language) {
                try assertViewSnapshot(
                    scene.body(size: size, theme: .dark), size: size, scale: scale, background: Theme.dark.background,
                    named: "\(language)-\(Int(size.width))x\(Int(size.height))", testName: "otherLanguagesAtTheExtremes"
                )
            }
            #expect(list.frame(ofAction: ChromeAction.menu) != nil, "\(size)")
            #expect(list.frame(ofAction: TicTacToeAction.hint) != nil, "\(size)")
        }
    }

    /// The header's menu at the smallest window in German, against the computer: every choice of
    /// the panel named with its current value, one tap each.
    @Test func theMenuAtTheSmallestWindow() throws {
        let size = Size(width: 300, height: 400)
        let list = try TestRenderer.withMeasurer { measurer in
            let app = Localization.$taskLanguage.withValue(.german) {
                OneGameApp(
                    scene: Fixture.scene(opponent: .computer(.medium)), size: size, theme: .dark, measurer: measurer)
            }
            app.tap(action: ChromeAction.menu)
            return app.list
        }
        try assertListSnapshot(list, background: Theme.dark.background, named: "de-300x400")
        for title in ["Tipp", "Neues Spiel", "Gegner: Mittel", "Erster Zug: Du", "Spielfeld: 3×3"] {
            #expect(list.texts.contains(title), "\(title) in \(list.texts)")
        }
    }
}

/// Four in a row mid-game and won, in both themes, in the small portrait window and the large
/// landscape one.
@Suite(.serialized)
struct FourInARowSnapshotTests {
    typealias Fixture = TicTacToeSceneFixture

    @Test func fourInARow() throws {
        for theme in [Theme.dark, .light] {
            for size in [Fixture.portrait, Fixture.landscape] {
                let scene = TicTacToeScene(
                    seed: 3, clock: { 0 }, settings: TicTacToeSettings(opponent: .friend, size: 3, gravity: true))
                // X builds the rising diagonal from the bottom-left; O answers beside it.
                Fixture.play([(0, 0), (0, 1), (0, 1), (0, 2), (0, 2), (0, 3), (0, 2)], on: scene)
                let midGame = try assertViewSnapshot(
                    scene.body(size: size, theme: theme), size: size, background: theme.background,
                    named: "midgame.\(theme.name)-\(Int(size.width))x\(Int(size.height))")
                #expect(midGame.texts.contains("Player 2 (O) to move"), "\(midGame.texts)")
                Fixture.play([(0, 3), (0, 3), (0, 6), (0, 3)], on: scene)
                #expect(scene.state.winner == .x)
                let won = try assertViewSnapshot(
                    scene.body(size: size, theme: theme), size: size, background: theme.background,
                    named: "won.\(theme.name)-\(Int(size.width))x\(Int(size.height))")
                #expect(won.colors(ofText: "Player 1 wins") == [TicTacToePalette(theme: theme).color(of: .x)])
            }
        }
    }
}
