import AppTestSupport
import GameCatalog
import Layout
import Testing

@testable import GameCore
@testable import GameKit

/// The header belongs to the shared game screen: Home, undo and redo sit in the same frames in
/// every game of the catalog at every window size, fully inside the window.
@Suite struct ChromeLayoutTests {
    static let sizes = [
        Size(width: 1280, height: 800), Size(width: 1024, height: 720), Size(width: 800, height: 600),
        Size(width: 480, height: 640), Size(width: 320, height: 480),
    ]

    /// A game with a move undone, so that undo and redo are both live (a disabled button has no
    /// tap region to find).
    static func sceneWithUndoAndRedo(_ game: GameDescriptor) -> any GameScene {
        let scene = game.makeScene(GameLaunch(seed: 7, clock: { 0 }))
        let driver = OneGameApp(
            scene: scene, size: Size(width: 1280, height: 800), theme: .dark, measurer: FixedMetricTextMeasurer())
        for event in game.fixtures.moves + game.fixtures.moves { driver.send(event) }
        driver.perform(.undo)
        return scene
    }

    @Test(arguments: sizes)
    func homeUndoAndRedoHaveTheSameFramesInEveryGame(size: Size) throws {
        var frames: [String: [Rect]] = [:]
        for game in Catalog.standard.games {
            let scene = Self.sceneWithUndoAndRedo(game)
            for theme in [Theme.dark, .light] {
                let list = layout(scene.body(size: size, theme: theme), in: size, measurer: FixedMetricTextMeasurer())
                let home = try #require(list.frame(ofAction: ChromeAction.home), "\(game.title): no Home")
                let undo = try #require(list.frame(ofAction: ChromeAction.command(.undo)), "\(game.title): no undo")
                let redo = try #require(list.frame(ofAction: ChromeAction.command(.redo)), "\(game.title): no redo")
                for frame in [home, undo, redo] {
                    #expect(
                        frame.minX >= 0 && frame.minY >= 0 && frame.maxX <= size.width && frame.maxY <= size.height,
                        "\(game.title) at \(size): \(frame) leaves the window")
                    #expect(frame.width >= 24 && frame.height >= 24, "\(game.title) at \(size): \(frame) too small")
                }
                #expect(home.maxX <= undo.minX && undo.maxX <= redo.minX)
                frames[game.id] = [home, undo, redo]
            }
        }
        let distinct = Set(frames.values.map { $0.map(\.description).joined(separator: " ") })
        #expect(distinct.count == 1, "chrome differs between games at \(size): \(frames)")
    }

    @Test func bigWindowsScaleThePanelText() throws {
        for game in Catalog.standard.games {
            let scene = game.makeScene(GameLaunch(seed: 7, clock: { 0 }))
            func largestCaption(_ size: Size) -> Double {
                let list = layout(scene.body(size: size, theme: .dark), in: size, measurer: FixedMetricTextMeasurer())
                return list.items.compactMap { item -> Double? in
                    if case .text(_, let font, _) = item.command { return font.size }
                    return nil
                }
                .min() ?? 0
            }
            let normal = largestCaption(Size(width: 1280, height: 800))
            let big = largestCaption(Size(width: 2560, height: 1440))
            #expect(big >= normal * 1.5, "\(game.title): smallest text \(normal) → \(big) at 2560×1440")
        }
    }
}
