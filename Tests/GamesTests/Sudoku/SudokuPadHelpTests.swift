import App
import Layout
import SnapshotSupport
import Testing

@testable import GameKit
@testable import SudokuFeature

/// Sudoku's help with a gamepad plugged in (the pad's moves are `PadPlayTests`').
struct SudokuPadHelpTests {
    /// The help with a PlayStation pad: its symbols drawn by the shipped fonts, Sudoku's
    /// triggers and A named, the pad's group first.
    @Test func theHelpNamesAPlayStationPadsButtonsByTheirSymbols() throws {
        let player = PadPlayer(layout: .playStation)
        try player.open("sudoku")
        player.press(.back)
        let size = Size(width: 1280, height: 800)
        let list = try assertViewSnapshot(
            player.model.view(size: size), size: size, background: player.model.theme.background,
            named: "playstation")
        for glyph in ["✕", "○", "□", "△", "L2", "R2", "Options", "Share"] { #expect(list.texts.contains(glyph)) }
        #expect(list.texts.contains("Place the chosen digit"))
        let texts = list.texts
        let pad = try #require(texts.firstIndex(of: "Gamepad"))
        let moving = try #require(texts.firstIndex(of: "Moving"))
        #expect(pad < moving)
    }

}
