import GameCatalog
import GameKit
import Layout
import SDLBackend
import SnapshotSupport
import Testing

@testable import App

/// Every tap region answers the pointer: a tint while hovered, a stronger one while the button is
/// held on it, drawn through the display list (so the window, screenshots and tests agree). The
/// hover tint is not the keyboard focus ring.
@Suite(.serialized)
struct PointerFeedbackTests {
    static let size = Size(width: 1280, height: 800)

    func pixels(_ driver: AppDriver) throws -> RGBAImage {
        try TestRenderer.render(driver.frame, background: driver.model.theme.background)
    }

    /// Hover, then press, on the region reporting `action`: each changes pixels, only inside it.
    func expectFeedback(_ driver: AppDriver, on action: AnyHashable, _ what: String) throws {
        let frame = try #require(driver.list.frame(ofAction: action), "no \(what)")
        driver.movePointer(to: nil)
        let idle = try pixels(driver)
        #expect(driver.movePointer(to: frame.center), "hovering the \(what) changed nothing")
        let hovered = try pixels(driver)
        #expect(driver.press(at: frame.center))
        let pressed = try pixels(driver)
        driver.release()
        for (a, b, change) in [(idle, hovered, "hover"), (hovered, pressed, "press")] {
            let changed = PixelComparison(a, b, channelTolerance: 2).differing
            #expect(changed > 20, "\(change) on the \(what) changed \(changed) pixels")
        }
        // The tint stays inside the region: a pixel well outside it is untouched.
        let outside = Point(x: frame.maxX + 12 < Self.size.width ? frame.maxX + 12 : frame.minX - 12, y: frame.midY)
        #expect(idle.pixel(x: Int(outside.x), y: Int(outside.y)) == hovered.pixel(x: Int(outside.x), y: Int(outside.y)))
    }

    @Test func aButtonACardAndABoardCellAnswerThePointer() throws {
        let model = AppModel(storage: nil, seed: 1, clock: { 0 })
        let driver = AppDriver(model: model, size: Self.size, measurer: FixedMetricTextMeasurer())
        try expectFeedback(driver, on: TitleAction.quit, "Quit button")
        try expectFeedback(driver, on: TitleAction.open("2048"), "2048 card")

        driver.send(.key(.character("1"), []))
        let cell = try #require(driver.list.tapRegions.first { "\($0.action?.base ?? "")".contains("cell") })
        try expectFeedback(driver, on: try #require(cell.action), "Sudoku cell")
    }

    @Test func hoverIsATintNotASecondFocusRing() throws {
        let model = AppModel(storage: nil, seed: 1, clock: { 0 })
        let driver = AppDriver(model: model, size: Self.size, measurer: FixedMetricTextMeasurer())
        func rings(_ list: DisplayList) -> Int {
            list.items.filter {
                if case .stroke(_, let color, _) = $0.command { return color == model.theme.accent }
                return false
            }
            .count
        }
        let card = try #require(driver.list.frame(ofAction: TitleAction.open("lightsout")))
        driver.movePointer(to: card.center)
        #expect(rings(driver.frame) == 1)
        #expect(driver.frame.items.count == driver.list.items.count + 1)
        // A scrim (a dialog's backdrop) hides what is under it from the pointer.
        driver.send(.key(.character("1"), []))
        driver.send(.key(.character("i"), []))
        let home = GameScreenMetrics(size: Self.size).home
        driver.movePointer(to: home.center)
        #expect(driver.frame == driver.list)
    }
}
