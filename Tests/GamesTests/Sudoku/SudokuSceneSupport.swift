import AppTestSupport
import Layout
import SDLBackend
import SnapshotSupport
import Testing

@testable import GameCore
@testable import GameKit
@testable import SudokuEngine
@testable import SudokuFeature

/// A clock the test moves by hand, so timers read the same on every run.
final class SudokuTestClock {
    var now = 1000.0
}

/// A Sudoku scene and a driver over the real layout (fixed-metric text, so no SDL), with the
/// taps and look-ups the scenario and snapshot tests share. Seed 7's easy puzzle throughout,
/// so failures reproduce.
struct SudokuHarness {
    static let landscape = Size(width: 1280, height: 800)
    static let portrait = Size(width: 480, height: 640)

    let clock = SudokuTestClock()
    let scene: SudokuScene
    let driver: OneGameApp

    init(
        seed: UInt64 = 7, difficulty: SudokuDifficulty = .easy, size: Size = landscape, theme: Theme = .dark,
        measurer: any TextMeasurer = FixedMetricTextMeasurer()
    ) {
        let clock = self.clock
        scene = SudokuScene(seed: seed, clock: { clock.now }, difficulty: difficulty)
        driver = OneGameApp(scene: scene, size: size, theme: theme, measurer: measurer)
    }

    /// The scene on a fixture puzzle, with the hint button pressed (show, then carry out) until
    /// the hint on screen is `technique`.
    static func hinted(_ technique: SudokuTechnique, puzzle: String, theme: Theme = .dark) throws -> SudokuHarness {
        let game = SudokuHarness(theme: theme)
        try game.scene.importPuzzle(puzzle)
        for _ in 0..<400 {
            game.tapTool(.hint)
            if game.scene.hint?.step?.technique == technique { return game }
            game.tapTool(.hint)
        }
        Issue.record("no \(technique) hint")
        return game
    }

    var state: SudokuState { scene.state }
    var palette: SudokuPalette { SudokuPalette(theme: driver.theme) }

    /// The blank cells of the puzzle, in reading order.
    var blanks: [Int] { (0..<81).filter { !state.isGiven($0) } }
    var givens: [Int] { (0..<81).filter { state.isGiven($0) } }

    /// A digit that is wrong for `cell` and would not clash with its row, column or box, so it
    /// is wrong only against the solution (the seed's red), or any wrong one if none is free.
    func wrongDigit(for cell: Int) -> Int {
        let peers = (0..<81).filter { $0 != cell && ($0 / 9 == cell / 9 || $0 % 9 == cell % 9 || box($0) == box(cell)) }
        let used = Set(peers.map { state.board[$0] })
        let wrong = (1...9).filter { $0 != state.solution[cell] }
        return wrong.first { !used.contains($0) } ?? wrong[0]
    }

    private func box(_ cell: Int) -> Int { (cell / 27) * 3 + (cell % 9) / 3 }

    @discardableResult
    func tapCell(_ cell: Int, button: MouseButton = .primary) -> SceneUpdate? {
        driver.tap(action: SudokuAction.cell(cell), button: button)
    }

    @discardableResult
    func tapPad(_ digit: Int, button: MouseButton = .primary) -> SceneUpdate? {
        driver.tap(action: SudokuAction.pad(digit), button: button)
    }

    @discardableResult
    func tapTool(_ tool: SudokuTool) -> SceneUpdate? {
        driver.tap(action: SudokuAction.tool(tool))
    }

    @discardableResult
    func key(_ key: Key, _ modifiers: KeyModifiers = []) -> SceneUpdate {
        driver.key(key, modifiers)
    }

    /// Fills every blank but the last `leaving` with the solution by clicking cell then pad.
    func solve(leaving: Int = 0) {
        for cell in blanks.dropLast(leaving) where state.board[cell] != state.solution[cell] {
            tapCell(cell)
            tapPad(state.solution[cell])
        }
    }

    /// The frame of a cell as laid out.
    func frame(of cell: Int) -> Rect? {
        driver.list.frame(ofAction: SudokuAction.cell(cell))
    }

    /// The items painted inside a cell's frame.
    func items(in cell: Int) -> [DisplayItem] {
        guard let frame = frame(of: cell) else { return [] }
        return driver.list.items(inside: frame)
    }

    /// The texts painted in a cell (its digit, or its notes), with their colours.
    func texts(in cell: Int) -> [(text: String, color: Color)] {
        guard let frame = frame(of: cell) else { return [] }
        return driver.list.texts(inside: frame)
    }

    /// The cell's background: the first filled shape painted in its exact frame.
    func background(of cell: Int) -> Color? {
        frame(of: cell).flatMap { driver.list.fill(at: $0) }
    }

    /// Whether some text on screen contains `fragment`, on one line or wrapped over several
    /// (broken at spaces, or through a long word).
    func shows(_ fragment: String) -> Bool {
        let texts = driver.list.texts
        return texts.contains { $0.contains(fragment) } || texts.joined(separator: " ").contains(fragment)
            || texts.joined().contains(fragment)
    }
}
