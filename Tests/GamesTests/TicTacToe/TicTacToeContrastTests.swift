import AppTestSupport
import Layout
import Testing

@testable import GameKit
@testable import TicTacToeEngine
@testable import TicTacToeFeature

/// Every text run Tic-tac-toe can show — the status in each player's colour, the panel's
/// choices (chosen, not chosen and disabled), the tally, a finished round and a hint — read
/// against the fills beneath it in both themes: 4.5:1, or 3:1 for large text (WCAG 2).
@Suite struct TicTacToeContrastTests {
    static let sizes = [TicTacToeSceneFixture.landscape, TicTacToeSceneFixture.portrait, Size(width: 320, height: 240)]

    static func screens(theme: Theme, size: Size) -> [(String, OneGameApp)] {
        func make(_ scene: TicTacToeScene) -> OneGameApp {
            TicTacToeSceneFixture.driver(scene, size: size, theme: theme)
        }
        let friends = make(TicTacToeSceneFixture.scene())
        let oToMove = make(TicTacToeSceneFixture.scene())
        oToMove.tapCell(0, 0)
        let xWins = make(TicTacToeSceneFixture.scene())
        for (row, col) in [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)] { xWins.tapCell(row, col) }
        let oWins = make(TicTacToeSceneFixture.scene())
        for (row, col) in [(2, 2), (0, 0), (1, 0), (0, 1), (1, 1), (0, 2)] { oWins.tapCell(row, col) }
        let tie = make(TicTacToeSceneFixture.scene())
        for (row, col) in [(0, 0), (1, 1), (2, 2), (0, 1), (2, 1), (2, 0), (0, 2), (1, 2), (1, 0)] {
            tie.tapCell(row, col)
        }
        var drivers = [
            ("two players", friends), ("O to move", oToMove), ("X wins", xWins), ("O wins", oWins), ("tie", tie),
        ]
        for level in [TicTacToeLevel.easy, .medium, .perfect] {
            let versus = make(TicTacToeSceneFixture.scene(size: 5, opponent: .computer(level)))
            versus.tapCell(2, 2)
            drivers.append(("vs \(level) after a reply", versus))
        }
        let hinted = make(TicTacToeSceneFixture.scene(opponent: .computer(.perfect)))
        hinted.key(.character("h"))
        drivers.append(("hint", hinted))
        let big = make(TicTacToeSceneFixture.scene(size: 7, opponent: .computer(.easy), starter: .computer))
        drivers.append(("7×7, computer first", big))
        return drivers
    }

    @Test(arguments: [Theme.light, Theme.dark, Theme.highContrast])
    func everyTextReadsAgainstWhatIsBeneathIt(theme: Theme) {
        for size in Self.sizes {
            for (name, driver) in Self.screens(theme: theme, size: size) {
                let runs = driver.list.textContrasts(over: theme.background)
                #expect(runs.count > 3, "\(name) at \(size)")
                for run in runs where !run.isLegible(in: theme) {
                    Issue.record("\(name) at \(size), \(theme.name): \(run)")
                }
            }
        }
    }

    /// The marks themselves (X and O strokes, the winning line) stand out from the cell beneath
    /// them at 3:1, WCAG's ratio for graphics, in both themes and on every cell wash.
    @Test(arguments: [Theme.light, Theme.dark, Theme.highContrast])
    func everyMarkStandsOutFromItsCell(theme: Theme) {
        let palette = TicTacToePalette(theme: theme.legible)
        let markColours = [palette.color(of: .x), palette.color(of: .o)]
        var checked = 0
        for (name, driver) in Self.screens(theme: theme, size: TicTacToeSceneFixture.landscape) {
            let items = driver.list.items
            for (index, item) in items.enumerated() {
                guard case .stroke(_, let colour, _) = item.command, markColours.contains(colour), item.opacity == 1
                else { continue }
                let beneath = driver.list.background(beneath: index, over: theme.background)
                checked += 1
                let ratio = colour.contrastRatio(with: beneath)
                #expect(ratio >= 3, "\(name), \(theme.name): mark \(colour) on \(beneath) is \(ratio):1")
            }
        }
        #expect(checked > 20, "marks found: \(checked)")
    }
}
