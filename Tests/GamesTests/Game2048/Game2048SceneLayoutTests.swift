import Layout
import SDLBackend
import Testing

@testable import Game2048Engine
@testable import Game2048Feature
@testable import GameCore
@testable import GameKit

/// Frames from the display list with fixed text metrics: where the board and controls go at
/// several window shapes, how tiles are drawn, and that no size breaks the layout.
struct Game2048SceneLayoutTests {
    let measurer = FixedMetricTextMeasurer()

    func list(_ scene: Game2048Scene, _ size: Size, _ theme: Theme = .light) -> DisplayList {
        layout(scene.body(size: size, theme: theme), in: size, measurer: measurer)
    }

    func boardFrame(_ list: DisplayList, _ theme: Theme = .light) -> Rect? {
        let board = Game2048Palette.forTheme(theme).board
        return list.items.filter { $0.command == .fill(.roundedRectangle(cornerRadius: 5), board) }
            .map(\.frame).max { $0.width * $0.height < $1.width * $1.height }
    }

    func cellFrames(_ list: DisplayList, _ theme: Theme = .light) -> [Rect] {
        let cell = Game2048Palette.forTheme(theme).cell
        return list.items.filter { $0.command == .fill(.roundedRectangle(cornerRadius: 3), cell) }.map(\.frame)
    }

    func textItem(_ list: DisplayList, _ string: String) -> (font: Font, color: Color, frame: Rect)? {
        for item in list.items {
            if case .text(string, let font, let color) = item.command { return (font, color, item.frame) }
        }
        return nil
    }

    @Test(arguments: [
        Size(width: 1280, height: 800), Size(width: 480, height: 640), Size(width: 800, height: 800),
        Size(width: 200, height: 200), Size(width: 2560, height: 1440),
    ])
    func theBoardIsSquareAndItsCellsFillItEvenly(size: Size) throws {
        for theme in [Theme.light, .dark] {
            let list = list(Game2048Scene(seed: 1, clock: { 0 }), size, theme)
            let board = try #require(boardFrame(list, theme))
            #expect(abs(board.width - board.height) < 0.001)
            #expect(board.minX >= 0 && board.maxX <= size.width && board.minY >= 0 && board.maxY <= size.height)
            let cells = cellFrames(list, theme)
            #expect(cells.count == 16)
            let left = try #require(cells.map(\.minX).min()) - board.minX
            let right = board.maxX - (try #require(cells.map(\.maxX).max()))
            let gap = cells[1].minX - cells[0].maxX
            #expect(abs(left - right) < 0.001 && abs(left - gap) < 0.001)
        }
    }

    @Test func landscapePutsThePanelBesideTheBoardAndPortraitPutsTheRowsAroundIt() throws {
        let scene = Game2048Scene(seed: 1, clock: { 0 })
        let wide = list(scene, Scene2048.landscape)
        let wideBoard = try #require(boardFrame(wide))
        let wideNew = try #require(wide.frame(ofAction: ChromeAction.command(.newGame)))
        #expect(wideNew.minX > wideBoard.maxX)
        #expect(wideBoard.width > 650)

        let tall = list(scene, Scene2048.portrait)
        let tallBoard = try #require(boardFrame(tall))
        let tallNew = try #require(tall.frame(ofAction: ChromeAction.command(.newGame)))
        let larger = try #require(tall.frame(ofAction: Game2048Action.largerBoard))
        #expect(tallNew.maxY < tallBoard.minY)
        #expect(larger.minY > tallBoard.maxY)
        // The rows are exactly as wide as the board.
        #expect(abs(tallNew.maxX - tallBoard.maxX) < 0.001)
        let odds = try #require(tall.frame(ofAction: Game2048Action.toggleSpawnRule))
        #expect(abs(odds.maxX - tallBoard.maxX) < 0.001)
        // The rows and columns and the coach's rows below the board cost it some of the window.
        #expect(tallBoard.maxY <= 640 && tallBoard.width > 280)
    }

    @Test func anyWindowSizeLaysOutAndSmallOnesStayPlayable() throws {
        let scene = Scene2048.nearWin()
        let sizes = [
            Size(width: 1, height: 1), Size(width: 0, height: 0), Size(width: 60, height: 40),
            Size(width: 200, height: 1000), Size(width: 3000, height: 200), Size(width: 320, height: 480),
        ]
        for size in sizes {
            _ = list(scene, size)
        }
        // At 200×200 (below the smallest window Tessera is designed for) the score line wraps
        // onto two lines rather than shrink under the floor; the board keeps over 100 points.
        let small = list(scene, Size(width: 200, height: 200))
        let board = try #require(boardFrame(small))
        #expect(board.width >= 100)
    }

    @Test func tileNumbersShrinkFromFourDigitsAndAgainFromFive() throws {
        let list = list(Game2048Scene.showcase(), Scene2048.landscape)
        let palette = Game2048Palette.forTheme(.light)
        let sizes = try [2, 512, 1024, 16384].map { value in try #require(textItem(list, String(value))).font.size }
        #expect(sizes[0] > sizes[1] && sizes[1] > sizes[2] && sizes[2] > sizes[3])
        #expect(list.texts.contains("16384") && !list.texts.contains("16,384"))
        #expect(textItem(list, "2")?.color == palette.darkText)
        #expect(textItem(list, "4")?.color == palette.darkText)
        #expect(textItem(list, "8")?.color == palette.deepText)
        #expect(textItem(list, "64")?.color == palette.lightText)
        #expect(textItem(list, "32768")?.color == palette.lightText)
        // Every number fits inside its tile.
        let tile = try #require(cellFrames(list).first)
        for value in [16384, 32768] {
            let font = try #require(textItem(list, String(value))).font
            #expect(measurer.size(of: String(value), font: font).width < tile.width)
        }
    }

    @Test func everyValueUpTo2To20HasItsOwnColourAndBeyondSharesOne() {
        let palette = Game2048Palette.forTheme(.dark)
        let values = (1...20).map { 1 << $0 }
        #expect(Set(values.map { palette.tileColor($0) }).count == 20)
        #expect(palette.tileColor(1 << 21) == palette.tileColor(1 << 40))
        #expect(!values.map { palette.tileColor($0) }.contains(palette.tileColor(1 << 40)))
        #expect(Game2048Palette.forTheme(.dark).board != Game2048Palette.forTheme(.light).board)
    }

    @Test func tilesCarryTheirIdsAndMergedTilesPop() throws {
        let scene = Scene2048.scene([[2, 2, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]])
        let driver = Scene2048.driver(scene)
        driver.key(.left)
        let merge = try #require(scene.state.lastTurn?.merges.first)
        let items = driver.list.items.filter { $0.identity?.part == 0 && $0.identity?.key.base is Game2048ViewKey }
        let merged = try #require(items.first { $0.transition == .pop })
        let generation = scene.shown.generation
        #expect(merged.identity?.key == AnyHashable(Game2048ViewKey.tile(generation: generation, id: merge.id)))
        // The two sources are parked under it (drawn first, inside its frame) so they can slide in.
        let sourceKeys = merge.sourceIDs.map { AnyHashable(Game2048ViewKey.tile(generation: generation, id: $0)) }
        let sources = items.filter { item in sourceKeys.contains { $0 == item.identity?.key } }
        #expect(sources.count == 2)
        for source in sources {
            #expect(merged.frame.insetBy(dx: 1, dy: 1).contains(source.frame.origin))
            let sourceIndex = try #require(driver.list.items.firstIndex(of: source))
            let mergedIndex = try #require(driver.list.items.firstIndex(of: merged))
            #expect(sourceIndex < mergedIndex)
        }
    }

    @Test func theMiniatureIsTheBoardAloneWithNothingToTapOrAnimate() {
        let scene = Game2048Scene.showcase()
        let list = layout(scene.miniature(theme: .dark), in: Size(width: 160, height: 120), measurer: measurer)
        #expect(list.tapRegions.isEmpty)
        #expect(list.items.allSatisfy { $0.identity == nil })
        #expect(cellFrames(list, .dark).count == 16)
        #expect(list.texts.contains("2048"))
    }
}
