import GameCore
import GameKit
import Localization
import SudokuEngine
import SudokuVariants

/// A generated variant puzzle and the seed it came from (the game's seed, so the next puzzle
/// follows from it); nil puzzle if the generator refused the level.
struct SudokuGenerated: Sendable {
    let seed: UInt64
    let puzzle: SudokuVariantPuzzle?
}

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
        dialog = nil
        making = variant
        generation.start { _ in
            SudokuGenerated(
                seed: seed,
                puzzle: try? SudokuVariantGenerator.generate(variant: variant, difficulty: level, seed: seed))
        }
        if BackgroundWork.mode.isInline { return collectBackgroundWork().union(.redraw) }
        message = nil
        return [.redraw]
    }

    /// The status line while a puzzle is being made, whatever the player does on the board
    /// meanwhile (a move clears the scene's own message).
    var makingMessage: SudokuMessage? {
        guard generation.isRunning, let making else { return nil }
        return SudokuMessage(
            // TRANSLATORS: Sudoku: a variant puzzle is being generated; the game on screen can be played meanwhile.
            title: tr("Making a {variant} puzzle…", ["variant": SudokuWords.variant(making)]),
            detail: tr("The board stays yours until it is ready"))
    }

    /// A variant puzzle generated off the window's thread: installed as the new game, the game
    /// left one undo away. A generation started again, or another game started meanwhile,
    /// cancels it, so a puzzle never replaces a game the player chose after asking for it.
    public func collectBackgroundWork() -> SceneUpdate {
        guard let generated = generation.collect() else { return [] }
        guard let puzzle = generated.puzzle else {
            message = SudokuMessage(title: tr("No puzzle could be made"), tone: .bad)
            return [.redraw]
        }
        let update = settle(
            session.replace(
                params: SudokuParams(difficulty: puzzle.difficulty), seed: generated.seed, extras: SudokuExtras(),
                start: Self.state(of: puzzle)))
        session.begin()
        message = SudokuMessage(title: tr("New puzzle: {level}", ["level": levelName]), detail: tr("Good luck!"))
        return update
    }

    /// While a variant puzzle is being made, the status says so.
    public var isWorking: Bool { generation.isRunning }

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

/// Hints on a variant grid: the variants' stepper reads the player's notes (every candidate the
/// board allows where a cell has none) and its step is carried out by the same moves as a
/// classic one (a cell filled, or candidates struck), so undo, saves and the help record treat
/// both alike. Its words name regions, diagonals and cages, and cells on the grid's own size.
extension SudokuScene {
    /// The next step on a variant grid as a hint, remembered in `variantStep` for its words;
    /// nil on a classic grid or when the stepper is stuck.
    func variantHint() -> SudokuHint? {
        guard let shape = state.shape else { return nil }
        let marks = SudokuRules.playerCandidates(in: state)
        let logic = SudokuVariantLogic(shape: shape, cells: state.board.cells, marks: marks.masks)
        guard let step = logic.nextStep() else {
            variantStep = nil
            return nil
        }
        variantStep = step
        return .step(
            SudokuStep(
                technique: step.technique, cells: step.cells, digits: step.digits, houses: [],
                placement: step.placement, eliminations: step.eliminations))
    }

    /// The status bar's words for a hint: a variant grid's step in the variants' words, anything
    /// else (a classic step, a correction on any grid) in `SudokuHintText`'s.
    func hintMessage(_ hint: SudokuHint) -> SudokuMessage {
        guard case .step = hint, variant != .classic, let step = variantStep else {
            return SudokuHintText.message(for: hint, in: state)
        }
        return SudokuMessage(
            title: variantTitle(of: step),
            // The classic hint's sentence with no reason: the template keeps each language's order.
            detail: String(
                tr("{reason} {result}. H again does it.", ["reason": "", "result": variantResult(of: step)])
                    .drop { $0 == " " }), tone: .hint)
    }

    /// What the status bar says once a hint is carried out, in the same words as `hintMessage`.
    func hintDoneMessage(_ hint: SudokuHint) -> SudokuMessage {
        guard case .step = hint, variant != .classic, let step = variantStep else {
            return SudokuHintText.doneMessage(for: hint, in: state)
        }
        return SudokuMessage(
            title: tr(
                "{technique}: {result}",
                ["technique": SudokuWords.technique(step.technique), "result": variantResult(of: step)]),
            tone: .hint)
    }

    private func variantTitle(of step: SudokuVariantStep) -> String {
        let technique = SudokuWords.technique(step.technique)
        var places = step.houses.map(SudokuWords.house)
        if places.isEmpty, let cage = step.cages.first, let shape = state.shape {
            places = [
                tr(
                    "the {sum} cage at {cell}",
                    ["sum": shape.cages[cage].sum, "cell": cellName(shape.cages[cage].cells[0])])
            ]
        }
        guard !places.isEmpty else { return technique }
        return tr("{technique} in {houses}", ["technique": technique, "houses": SudokuWords.list(places)])
    }

    /// "5 goes in r4c3" or "Remove 3 from r1c4, r1c5; 8 from r2c2", with the grid's cell names.
    private func variantResult(of step: SudokuVariantStep) -> String {
        if let placement = step.placement {
            return tr("{digit} goes in {cell}", ["digit": placement.digit, "cell": cellName(placement.cell)])
        }
        var parts: [String] = []
        for digit in 1...state.size {
            let cells = step.eliminations.filter { $0.digit == digit }.map { cellName($0.cell) }
            guard !cells.isEmpty else { continue }
            parts.append(
                tr("{digit} from {cells}", ["digit": digit, "cells": cells.joined(separator: tr(", "))]))
        }
        return tr("Remove {strikes}", ["strikes": parts.joined(separator: tr("; "))])
    }
}

extension SudokuScene {
    /// The chooser's arrows and left/right keys: the next or previous rule set, its levels
    /// focused on the one nearest the level focused before.
    func showVariant(_ step: Int, from shown: SudokuVariant, focus: Int) -> SceneUpdate {
        let all = SudokuVariant.allCases
        let index = all.firstIndex(of: shown) ?? 0
        let next = all[(index + step % all.count + all.count) % all.count]
        let focused = shown.levels[min(max(focus, 0), shown.levels.count - 1)]
        let level = Self.offered(focused, in: next)
        dialog = .chooser(focus: next.levels.firstIndex(of: level) ?? 0, variant: next)
        return [.redraw]
    }
}
