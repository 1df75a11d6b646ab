import App
import AppTestSupport
import Layout
import Testing

@testable import Game2048Engine
@testable import Game2048Feature
@testable import GameKit
@testable import SudokuEngine
@testable import SudokuFeature

/// Fingers through the app's one driver (`AppDriver.touch`, as the window sends SDL's finger
/// events): taps press cells and keys, a long press pencils a Sudoku note as a right-click
/// does, swipes slide 2048, and two fingers make no move.
struct TouchPlayTests {
    /// One finger's path through `driver`: down at the first point at `time`, moved through the
    /// others, lifted at the last after `held` seconds; the long-press timer fires at its deadline
    /// when `timer` is on, as the window's loop does.
    @discardableResult
    static func stroke(
        _ driver: AppDriver, _ points: [Point], at time: Double = 100, held: Double = 0.1, finger: Int64 = 1,
        timer: Bool = true
    ) -> AppUpdate {
        var update = driver.sendTouch(FingerEvent(.down, finger: finger, at: points[0], time: time))
        for (index, point) in points.enumerated().dropFirst() {
            let when = time + held * Double(index) / Double(points.count)
            if timer, let due = driver.touchDeadline, due <= when { update.formUnion(fire(driver, at: due)) }
            update.formUnion(driver.sendTouch(FingerEvent(.motion, finger: finger, at: point, time: when)))
        }
        if timer, let due = driver.touchDeadline, due <= time + held { update.formUnion(fire(driver, at: due)) }
        update.formUnion(
            driver.sendTouch(FingerEvent(.up, finger: finger, at: points[points.count - 1], time: time + held)))
        return update
    }

    static func fire(_ driver: AppDriver, at time: Double) -> AppUpdate {
        guard let input = driver.expireTouch(at: time).input else { return [] }
        return driver.send(input)
    }

    static func centre(of action: AnyHashable, in driver: AppDriver) throws -> Point {
        try #require(driver.list.frame(ofAction: action), "\(action) is not on screen").center
    }

    // MARK: Sudoku

    @Test func tapsSelectACellAndPlaceTheDigitOfAPadKey() throws {
        let game = SudokuHarness()
        let driver = game.driver.driver
        let cell = try #require(game.blanks.first)
        let at = try Self.centre(of: SudokuAction.cell(cell), in: driver)
        // A wobble well inside the swipe threshold is still a tap.
        Self.stroke(driver, [at, Point(x: at.x + 6, y: at.y - 4), Point(x: at.x + 3, y: at.y)])
        #expect(game.scene.selected == cell)
        Self.stroke(driver, [try Self.centre(of: SudokuAction.pad(5), in: driver)])
        #expect(game.state.board[cell] == 5)
        #expect(game.state.noteDigits(at: cell).isEmpty)
    }

    @Test func aLongPressPencilsANoteWhereARightClickWould() throws {
        let game = SudokuHarness()
        let driver = game.driver.driver
        let cell = game.blanks[0]
        let other = game.blanks[1]
        Self.stroke(driver, [try Self.centre(of: SudokuAction.cell(cell), in: driver)])
        #expect(game.scene.selected == cell)

        // Held on the pad's 2: the timer fires while the finger is down, the lift adds nothing
        // (a second toggle would rub the note out again).
        let two = try Self.centre(of: SudokuAction.pad(2), in: driver)
        Self.stroke(driver, [two, Point(x: two.x + 5, y: two.y + 5)], held: 0.9)
        #expect(game.state.noteDigits(at: cell) == [2])
        #expect(game.state.board[cell] == 0)

        // Held on another cell, lifted before any timer ran: the lift is the long press.
        let there = try Self.centre(of: SudokuAction.cell(other), in: driver)
        Self.stroke(driver, [there], held: TouchGestures.longPressSeconds, timer: false)
        #expect(game.scene.selected == other)
        #expect(game.state.noteDigits(at: other) == [2])

        // Just short of the long press it is a plain tap: the pad's 2 is placed, not noted.
        Self.stroke(driver, [two], held: TouchGestures.longPressSeconds - 0.01)
        #expect(game.state.board[other] == 2)
    }

    @Test func twoFingersOnTheBoardMakeNoMove() throws {
        let game = SudokuHarness()
        let driver = game.driver.driver
        let cell = game.blanks[0]
        Self.stroke(driver, [try Self.centre(of: SudokuAction.cell(cell), in: driver)])
        let before = game.state
        let first = try Self.centre(of: SudokuAction.pad(4), in: driver)
        let second = try Self.centre(of: SudokuAction.cell(game.blanks[2]), in: driver)
        var updates: [AppUpdate] = []
        updates.append(driver.sendTouch(FingerEvent(.down, finger: 1, at: first, time: 5)))
        updates.append(driver.sendTouch(FingerEvent(.down, finger: 2, at: second, time: 5.05)))
        // Held past a long press's time: no note either.
        #expect(driver.touchDeadline == nil)
        #expect(driver.expireTouch(at: 6).input == nil)
        updates.append(driver.sendTouch(FingerEvent(.up, finger: 1, at: first, time: 6.1)))
        updates.append(driver.sendTouch(FingerEvent(.up, finger: 2, at: second, time: 6.2)))
        #expect(updates.allSatisfy { $0.isEmpty })
        #expect(game.state == before)
        #expect(game.scene.selected == cell)
    }

    // MARK: 2048

    @Test func swipesInFourDirectionsSlideTheBoard() throws {
        for direction in Game2048Direction.allCases {
            let scene = Scene2048.scene([[0, 0, 0, 0], [0, 2, 0, 0], [0, 0, 0, 0], [0, 2, 0, 4]])
            let driver = Scene2048.driver(scene, size: Scene2048.portrait).driver
            let expected = try #require(Game2048Rules.apply(.slide(direction), to: scene.state))
            let start = Point(x: 240, y: 320)
            let (dx, dy): (Double, Double) =
                switch direction {
                case .left: (-1, 0)
                case .right: (1, 0)
                case .up: (0, -1)
                case .down: (0, 1)
                }
            let path = [start] + [10.0, 40, 90].map { Point(x: start.x + dx * $0, y: start.y + dy * $0 + 3) }
            let update = Self.stroke(driver, path, held: 0.2)
            #expect(update.contains(.redraw), "\(direction)")
            #expect(scene.state == expected, "\(direction)")
        }
    }

    @Test func aSwipeJustShortOfTheThresholdMovesNothing() throws {
        let scene = Scene2048.scene([[0, 0, 0, 0], [0, 2, 0, 0], [0, 0, 0, 0], [0, 2, 0, 4]])
        let driver = Scene2048.driver(scene, size: Scene2048.portrait).driver
        let before = scene.state
        let start = Point(x: 240, y: 320)
        Self.stroke(driver, [start, Point(x: start.x - SwipeDirection.threshold + 0.5, y: start.y)])
        #expect(scene.state == before)
        Self.stroke(driver, [start, Point(x: start.x - SwipeDirection.threshold, y: start.y)])
        #expect(scene.state != before)
    }

    @Test func twoFingersSwipingTogetherMakeNoMove() {
        let scene = Scene2048.scene([[0, 0, 0, 0], [0, 2, 0, 0], [0, 0, 0, 0], [0, 2, 0, 4]])
        let driver = Scene2048.driver(scene, size: Scene2048.portrait).driver
        let before = scene.state
        var updates: [AppUpdate] = []
        for finger in [Int64(1), 2] {
            let y = 300 + 40 * Double(finger)
            updates.append(driver.sendTouch(FingerEvent(.down, finger: finger, at: Point(x: 300, y: y), time: 1)))
        }
        for finger in [Int64(1), 2] {
            let y = 300 + 40 * Double(finger)
            updates.append(driver.sendTouch(FingerEvent(.motion, finger: finger, at: Point(x: 150, y: y), time: 1.1)))
            updates.append(driver.sendTouch(FingerEvent(.up, finger: finger, at: Point(x: 120, y: y), time: 1.2)))
        }
        #expect(updates.allSatisfy { $0.isEmpty })
        #expect(scene.state == before)
        // The next single finger swipes again.
        Self.stroke(driver, [Point(x: 300, y: 300), Point(x: 150, y: 300)], at: 2)
        #expect(scene.state == Game2048Rules.apply(.slide(.left), to: before))
    }
}
