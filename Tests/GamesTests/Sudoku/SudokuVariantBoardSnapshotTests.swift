import Layout
import SDLBackend
import SnapshotSupport
import Testing

@testable import GameCore
@testable import GameKit
@testable import SudokuEngine
@testable import SudokuFeature

/// Each variant's board as a player sees it a few minutes into a game, rendered alone with the
/// real fonts at the sides it gets in a 300×400 window (283 points) and a 1280×800 one (712),
/// in the dark and light themes. The board alone: the side panel's pad is still 1–9 for every
/// variant until it learns the small grids. Record with `SNAPSHOT_TESTING_RECORD=missing` and
/// look at every PNG before committing it.
@Suite(.serialized)
struct SudokuVariantBoardSnapshotTests {
    static let sides: [(name: String, side: Double)] = [("small", 283), ("large", 712)]

    /// The cell selected: on X a blank cell of the anti-diagonal (its diagonal lights up with
    /// its row, column and box); elsewhere the first digit the player placed (its number lights
    /// up too).
    static func selection(_ state: SudokuState) -> Int? {
        let n = state.size
        if state.geometry.diagonals {
            return (0..<state.cellCount).first {
                state.board[$0] == 0 && $0 / n + $0 % n == n - 1 && $0 / n > 0
            }
        }
        return (0..<state.cellCount).first { state.board[$0] != 0 && !state.isGiven($0) }
    }

    @Test(arguments: VariantBoard.variants, [Theme.dark, .light])
    func variantBoard(variant: SudokuVariant, theme: Theme) throws {
        let state = try VariantBoard.midGame(VariantBoard.state(variant))
        let marks = VariantBoard.marks(selecting: Self.selection(state), in: state)
        for (name, side) in Self.sides {
            let view = SudokuBoardView(state: state, marks: marks, palette: SudokuPalette(theme: theme)).view
            let list = try assertViewSnapshot(
                view, size: Size(width: side, height: side), background: theme.background,
                named: "\(variant.rawValue)-\(theme.name)-\(name)", testName: "variantBoard")
            // What the picture claims, on its display list: every cell, and a killer's sums.
            #expect(VariantBoard.cellFrames(list).count == state.cellCount)
            let sums = list.items.filter {
                if case .text(_, let font, _) = $0.command { return font.weight == .bold && font.size < 20 }
                return false
            }
            #expect(sums.count >= state.geometry.cages.count)
        }
    }
}
