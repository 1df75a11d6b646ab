import GameCore
import GameKit
import Localization
import SudokuEngine
import SudokuVariants

extension SudokuScene {
    /// The variant the game on screen plays.
    var variant: SudokuVariant { state.variant }

    /// A game's first position from a generated variant puzzle: its shape travels with the
    /// state, so the board, the rules and the save all read the same grid.
    static func state(of puzzle: SudokuVariantPuzzle) -> SudokuState {
        SudokuState(
            givens: SudokuGrid(bytes: puzzle.puzzle), solution: SudokuGrid(bytes: puzzle.solution),
            difficulty: puzzle.difficulty, shape: puzzle.shape)
    }

    /// Starts a puzzle of `variant` at `difficulty` (a level the variant offers, else its
    /// nearest), a step undo takes back. Classic goes through the rules' own generator; a
    /// variant's puzzle is installed as the game's first position, as an import is, so its
    /// save needs no generator to load.
    func startNewGame(_ variant: SudokuVariant, _ difficulty: SudokuDifficulty) -> SceneUpdate {
        guard variant != .classic else { return startNewGame(difficulty) }
        let level = Self.offered(difficulty, in: variant)
        var seeds = SeededGenerator(seed: midEnd.seed)
        let seed = seeds.next()
        guard let puzzle = try? SudokuVariantGenerator.generate(variant: variant, difficulty: level, seed: seed)
        else { return [] }
        let update = settle(
            session.replace(
                params: SudokuParams(difficulty: level), seed: seed, extras: SudokuExtras(),
                start: Self.state(of: puzzle)))
        session.begin()
        message = SudokuMessage(
            title: tr("New puzzle: {level}", ["level": levelName]), detail: tr("Good luck!"))
        return update
    }

    /// `difficulty` if `variant` offers it, else the offered level nearest to it.
    static func offered(_ difficulty: SudokuDifficulty, in variant: SudokuVariant) -> SudokuDifficulty {
        let levels = variant.levels
        if levels.contains(difficulty) { return difficulty }
        let all = SudokuDifficulty.allCases
        let wanted = all.firstIndex(of: difficulty) ?? 0
        return levels.min { abs((all.firstIndex(of: $0) ?? 0) - wanted) < abs((all.firstIndex(of: $1) ?? 0) - wanted) }
            ?? levels[0]
    }
}
