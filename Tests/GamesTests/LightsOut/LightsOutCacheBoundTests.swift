import Testing

@testable import LightsOutEngine
@testable import LightsOutFeature

/// What Lights Out keeps made between frames is bounded by what a screen shows, not by the sizes,
/// patterns and levels a long session has met. Other tests render boards at the same time, so
/// each test checks only what their work cannot undo: keys and levels let go, never kept.
@Suite struct LightsOutCacheBoundTests {
    /// A board's cell keys are let go once two other boards have been shown since.
    @Test func cellKeysAreKeptOnlyForTheLatestBoards() {
        let patterns = [3, 4, 5, 6].map { LightsOutPattern.shared(size: $0, topology: .wrap) }
        let first = LightsOutBoardView.CellKeys.forPattern(patterns[0])
        for pattern in patterns.dropFirst() { _ = LightsOutBoardView.CellKeys.forPattern(pattern) }
        #expect(LightsOutBoardView.CellKeys.keptCount == 2)
        #expect(
            LightsOutBoardView.CellKeys.forPattern(patterns[0]) !== first,
            "a 3×3 board's keys are still kept after three other boards")
    }

    /// Every level of every variant made once (what paging through the picker does) leaves at
    /// most `madeLimit` levels made.
    @Test func variantLevelsKeptStayWithinTheirLimit() {
        for variant in LightsOutVariant.allCases {
            for number in LightsOutVariantLevel.levels { _ = LightsOutVariantLevel.shared(variant, level: number) }
        }
        #expect(LightsOutVariantLevel.madeCount <= LightsOutVariantLevel.madeLimit)
        #expect(LightsOutVariantLevel.madeLimit < LightsOutVariantLevel.levels.count)
    }
}
