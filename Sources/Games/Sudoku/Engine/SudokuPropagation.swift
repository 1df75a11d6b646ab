import GameCore

/// Which deductions `SudokuSearch` propagates. The full set drives the exact solver; the weaker
/// sets answer "do these techniques alone solve it?" in microseconds, which lets the generator
/// throw away most candidates before the (slower) stepper grades the rest.
package struct SudokuPropagation: Equatable {
    /// Place cells left with one candidate (naked singles).
    package var nakedSingles: Bool
    /// Place hidden singles in boxes (full houses are always placed).
    package var boxHiddenSingles: Bool
    /// Place hidden singles in rows and columns.
    package var lineHiddenSingles: Bool
    /// Pointing and claiming.
    package var lockedCandidates: Bool

    /// The stepper's `fullHouse` alone.
    package static let fullHouses = Self(
        nakedSingles: false, boxHiddenSingles: false, lineHiddenSingles: false, lockedCandidates: false)
    /// The stepper's `trivial` techniques: full houses and hidden singles in boxes.
    package static let trivial = Self(
        nakedSingles: false, boxHiddenSingles: true, lineHiddenSingles: false, lockedCandidates: false)
    /// The stepper's `easy` techniques: every single.
    package static let singles = Self(
        nakedSingles: true, boxHiddenSingles: true, lineHiddenSingles: true, lockedCandidates: false)
    /// Singles and box/line interactions: what the solver propagates between guesses.
    package static let full = Self(
        nakedSingles: true, boxHiddenSingles: true, lineHiddenSingles: true, lockedCandidates: true)
}
