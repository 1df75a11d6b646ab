import Layout
import SDLBackend
import Testing

@testable import GameCore
@testable import GameKit
@testable import LightsOutEngine
@testable import LightsOutFeature

/// Where the shared game screen puts Lights Out's parts for each window shape (fixed text
/// metrics), and Escape on its dialogs, sent through `GameInput` as the window sends it.
struct LightsOutSceneLayoutTests {
    static let landscape = Size(width: 1280, height: 800)
    static let portrait = Size(width: 480, height: 640)
    static let small = Size(width: 260, height: 300)

    func boardFrame(_ list: DisplayList) -> Rect? {
        let well = LightsOutPalette(theme: .dark).well
        return list.items.first {
            if case .fill(_, well) = $0.command { return true }
            return false
        }?.frame
    }

    func textItem(_ list: DisplayList, _ string: String) -> (font: Font, frame: Rect)? {
        for item in list.items {
            if case .text(string, let font, _) = item.command { return (font, item.frame) }
        }
        return nil
    }

    func frames(_ list: DisplayList, _ actions: [AnyHashable]) throws -> [Rect] {
        try actions.map { try #require(list.frame(ofAction: $0), "\($0)") }
    }

    static var panelActions: [AnyHashable] {
        [
            LightsOutAction.previousLevel, LightsOutAction.nextLevel, LightsOutAction.hint,
            LightsOutAction.toggleSolution,
            ChromeAction.command(.restart), LightsOutAction.toggleHistory,
        ]
    }

    @Test func landscapePutsTheWholePanelBesideTheBoard() throws {
        let list = LightsOutHarness(level: 18, size: Self.landscape).driver.list
        let board = try #require(boardFrame(list))
        #expect(abs(board.width - board.height) < 0.01 && board.width > 650)
        for frame in try frames(list, Self.panelActions) {
            #expect(frame.minX > board.maxX)
            #expect(frame.minY >= board.minY && frame.maxY <= board.maxY)
        }
        let moves = try #require(textItem(list, "MOVES")).frame
        #expect(moves.minX > board.maxX && moves.maxY < board.midY)
        #expect(list.texts.contains("Switch every light off."))
    }

    @Test func portraitPutsTheLevelAndFiguresAboveTheBoardAndTheButtonsBelow() throws {
        let list = LightsOutHarness(level: 18, size: Self.portrait).driver.list
        let board = try #require(boardFrame(list))
        #expect(abs(board.width - board.height) < 0.01 && board.width > 350)
        let above =
            try frames(list, [LightsOutAction.previousLevel, LightsOutAction.nextLevel])
            + [try #require(textItem(list, "MOVES")).frame, try #require(textItem(list, "Level 18")).frame]
        for frame in above {
            #expect(frame.maxY <= board.minY)
        }
        for frame in try frames(list, Array(Self.panelActions.dropFirst(2))) {
            #expect(frame.minY >= board.maxY && frame.maxY <= Self.portrait.height)
            #expect(frame.minX >= 0 && frame.maxX <= Self.portrait.width)
        }
        #expect(!list.texts.contains("Switch every light off."))
    }

    @Test func smallWindowsKeepOneLineOfFiguresAndTheButtonsMostNeeded() throws {
        let game = LightsOutHarness(level: 18, size: Self.small)
        let list = game.driver.list
        let board = try #require(boardFrame(list))
        let figures = try #require(textItem(list, "Level 18 · 0/7 · 0:00")).frame
        #expect(figures.maxY <= board.minY)
        for frame in try frames(list, [LightsOutAction.previousLevel, LightsOutAction.hint, LightsOutAction.nextLevel])
        {
            #expect(frame.minY >= board.maxY && frame.maxY <= Self.small.height)
        }
        #expect(list.frame(ofAction: ChromeAction.command(.restart)) == nil)
        #expect(list.frame(ofAction: LightsOutAction.toggleHistory) == nil)
        #expect(!list.texts.contains("MOVES"))
    }

    /// The side panel's type and buttons grow with the window, as the header does.
    @Test func thePanelGrowsOnBigWindows() throws {
        let normal = LightsOutHarness(level: 18, size: Self.landscape).driver.list
        let big = LightsOutHarness(level: 18, size: Size(width: 2560, height: 1440)).driver.list
        let scale = GameScreenMetrics(size: Size(width: 2560, height: 1440)).scale
        #expect(scale > 1.5)
        for string in ["Level 18", "5×5", "Hint", "Switch every light off."] {
            let small = try #require(textItem(normal, string)).font.size
            let large = try #require(textItem(big, string)).font.size
            #expect(abs(large - small * scale) < 0.01, "\(string)")
        }
        let hint = try #require(normal.frame(ofAction: LightsOutAction.hint))
        let bigHint = try #require(big.frame(ofAction: LightsOutAction.hint))
        #expect(bigHint.width > hint.width * 1.5 && bigHint.height > hint.height * 1.5)
    }

    /// The help card joins the side panel only when the panel then still fits, and leaving it
    /// out never squeezes the level name: the panel's stack gives every part its own height.
    /// (The panel is wide enough for every line of the card at its natural size; a narrower one
    /// drops the lines that do not fit.)
    @Test func theHelpCardOnlyShowsWhereItFits() throws {
        for height in [400.0, 463, 464, 500, 600] {
            let size = Size(width: 1280, height: height)
            let game = LightsOutHarness(level: 18, size: size)
            game.driver.key(.character("s"))
            let list = game.driver.list
            let help = list.texts.contains("Switch every light off.")
            #expect(help == (height >= 464), "at \(size)")
            #expect(list.texts.contains("7 presses to go"), "at \(size)")
            #expect(try #require(textItem(list, "Level 18")).font.size == Theme.dark.fontSize.title, "at \(size)")
            for item in list.items {
                #expect(item.frame.maxY <= height && item.frame.maxX <= size.width, "\(item.command) at \(size)")
            }
        }
    }

    @Test func escapeClosesTheMessageThenTheHistoryThenLeaves() {
        let game = LightsOutHarness(level: 3)
        _ = game.solveBySolver()
        #expect(game.driver.list.texts.contains("Solved!"))
        game.driver.key(.escape)
        #expect(!game.driver.list.texts.contains("Solved!") && !game.driver.leftGame)
        #expect(game.scene.midEnd.outcome == .won, "the solved board stays")
        game.driver.key(.character("y"))
        #expect(game.driver.list.texts.contains("History"))
        game.driver.key(.escape)
        #expect(!game.scene.showHistory && !game.driver.leftGame)
        game.driver.key(.escape)
        #expect(game.driver.leftGame)
    }

    @Test func escapeClosesTheAllLitMessageAndKeepsTheBoard() {
        let corners = [(0, 0), (0, 2), (2, 0), (2, 2)].map { LightsOutCell(row: $0.0, col: $0.1) }
        let game = LightsOutHarness(params: .custom(size: 3, presses: corners), size: Self.portrait)
        game.tapLight(LightsOutCell(row: 1, col: 1))
        // The title wraps onto two lines in the portrait window rather than shrink.
        #expect(game.driver.list.texts.joined(separator: " ").contains("All lights on — you lose"))
        game.driver.key(.escape)
        #expect(!game.driver.list.texts.joined(separator: " ").contains("All lights on") && !game.driver.leftGame)
        #expect(game.lights.isAllLit)
        // With the message closed the header's undo is reachable again.
        game.driver.tap(action: ChromeAction.command(.undo))
        #expect(game.scene.midEnd.outcome == .playing)
    }
}
