import AppTestSupport
import Layout
import SDLBackend
import Testing

@testable import GameCore
@testable import GameKit
@testable import TicTacToeEngine
@testable import TicTacToeFeature

/// What the board marks besides the marks: the newest move, and the keyboard's focus ring,
/// which wraps round the edges and goes away on a new board.
@Suite struct TicTacToeBoardMarksTests {
    typealias Fixture = TicTacToeSceneFixture

    /// The dots painted inside cell (row, col) as laid out on screen.
    private func dots(in driver: OneGameApp, row: Int, col: Int) -> [DisplayItem] {
        guard let cell = driver.list.frame(ofAction: TicTacToeAction.cell(row: row, col: col)) else { return [] }
        return driver.list.items.filter {
            guard case .fill(.circle, _) = $0.command else { return false }
            return cell.contains($0.frame.center) && $0.frame.width < cell.width / 4
        }
    }

    /// The focus rings painted on the board.
    private func rings(in driver: OneGameApp) -> [DisplayItem] {
        let accent = TicTacToePalette(theme: driver.theme.legible).cursor
        return driver.list.items.filter {
            if case .stroke(.roundedRectangle, let color, _) = $0.command { return color == accent }
            return false
        }
    }

    /// On 7×7 the computer's reply is marked with a dot in its colour, and the mark moves on
    /// with the next move; the person's own move is marked the same way.
    @Test func theLastMoveIsMarked() throws {
        let scene = Fixture.scene(size: 7, opponent: .computer(.medium))
        let driver = Fixture.driver(scene)
        driver.tapCell(3, 3)
        let reply = try #require(scene.state.lastMove)
        #expect(reply != TicTacToeCell(row: 3, col: 3))
        let marked = dots(in: driver, row: reply.row, col: reply.col)
        #expect(marked.count == 1)
        #expect(marked.first?.command == .fill(.circle, TicTacToePalette(theme: .dark).color(of: .o)))
        #expect(dots(in: driver, row: 3, col: 3).isEmpty)

        driver.perform(.undo)
        #expect(scene.state.board.markCount == 0)
        for cell in TicTacToeBoard(size: 7).emptyCells {
            #expect(dots(in: driver, row: cell.row, col: cell.col).isEmpty)
        }

        let friends = Fixture.scene(size: 3)
        let other = Fixture.driver(friends)
        other.tapCell(0, 0)
        #expect(dots(in: other, row: 0, col: 0).count == 1)
        other.tapCell(2, 2)
        #expect(dots(in: other, row: 0, col: 0).isEmpty)
        #expect(
            dots(in: other, row: 2, col: 2).first?.command
                == .fill(.circle, TicTacToePalette(theme: .dark).color(of: .o)))
    }

    /// A won round marks its line instead.
    @Test func aWinShowsTheLineNotTheLastMoveDot() {
        let scene = Fixture.scene()
        let driver = Fixture.driver(scene)
        for digit in [1, 4, 2, 5, 3] { driver.key(.character(Character("\(digit)"))) }
        #expect(driver.shows("win-line"))
        #expect(dots(in: driver, row: 0, col: 2).isEmpty)
    }

    /// Arrows wrap at the edges as in Sudoku: off the right comes back on the left of the same
    /// row, off the top onto the bottom of the same column; WASD too.
    @Test func arrowsWrapRoundTheEdges() {
        let scene = Fixture.scene(size: 4)
        let driver = Fixture.driver(scene)
        driver.key(.right)
        #expect(rings(in: driver).count == 1)
        #expect(scene.cursor == TicTacToeCell(row: 2, col: 2))
        driver.key(.right)
        driver.key(.right)
        #expect(scene.cursor == TicTacToeCell(row: 2, col: 0))
        driver.key(.left)
        #expect(scene.cursor == TicTacToeCell(row: 2, col: 3))
        driver.key(.down)
        driver.key(.character("s"))
        #expect(scene.cursor == TicTacToeCell(row: 0, col: 3))
        driver.key(.character("w"))
        #expect(scene.cursor == TicTacToeCell(row: 3, col: 3))
        driver.key(.enter)
        #expect(scene.state.board[TicTacToeCell(row: 3, col: 3)] == .x)
        let ring = rings(in: driver).first?.frame
        let cell = driver.list.frame(ofAction: TicTacToeAction.cell(row: 3, col: 3))
        #expect(ring.map { cell?.contains($0.center) ?? false } == true)
    }

    /// A new board (a new round, another size, another opponent) starts without the ring; the
    /// next arrow shows it again.
    @Test func aNewBoardClearsTheFocusRing() {
        let scene = Fixture.scene()
        let driver = Fixture.driver(scene)
        driver.key(.down)
        #expect(rings(in: driver).count == 1)
        driver.tap(action: ChromeAction.command(.newGame))
        #expect(!scene.cursorVisible)
        #expect(rings(in: driver).isEmpty)
        driver.key(.left)
        #expect(rings(in: driver).count == 1)
        driver.key(.character("b"))
        #expect(rings(in: driver).isEmpty)
        driver.key(.up)
        driver.key(.character("m"))
        #expect(rings(in: driver).isEmpty)
    }
}
