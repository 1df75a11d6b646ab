import Testing

@testable import GameCore
@testable import SudokuEngine

/// The hint button alone, from the puzzle to the solved grid: each hint is shown and then
/// carried out (the move the button's second press makes), so the player's notes are the
/// ones the hints struck. Every hint must be sound (never strike or miss the solution's digit)
/// and make progress (its move changes the game, and no hint repeats).
@Suite struct SudokuHintWalkTests {
    struct Walk {
        var hints = 0
        var techniques: [SudokuTechnique: Int] = [:]
    }

    static func walk(_ puzzle: SudokuGrid, solution: SudokuGrid) throws -> Walk {
        var state = SudokuState(givens: puzzle, solution: solution, difficulty: nil)
        var walk = Walk()
        var previous: SudokuHint?
        while !state.isSolved {
            let hint = try #require(SudokuRules.hint(for: state), "no hint on an unsolved board")
            #expect(hint != previous, "the same hint twice: \(hint)")
            let step = try #require(hint.step, "a correction on a board only hints touched: \(hint)")
            if let placement = step.placement {
                #expect(solution[placement.cell] == placement.digit, "\(step)")
            }
            #expect(!step.eliminations.isEmpty || step.placement != nil)
            for struck in step.eliminations {
                #expect(solution[struck.cell] != struck.digit, "struck the answer: \(step)")
                let kept = state.notes[struck.cell] == 0 || state.hasNote(struck.digit, at: struck.cell)
                #expect(kept, "struck a note the player no longer has: \(step)")
            }
            let next = try #require(SudokuRules.apply(hint.move, to: state), "the hint changes nothing: \(step)")
            #expect(next != state)
            walk.hints += 1
            walk.techniques[step.technique, default: 0] += 1
            previous = hint
            state = next
            if walk.hints > 2000 { break }
        }
        #expect(state.isSolved)
        return walk
    }

    @Test(arguments: SudokuHardPuzzles.lines.indices)
    func hintsAloneSolveTheHardSet(index: Int) throws {
        let puzzle = sudokuGrid(SudokuHardPuzzles.lines[index])
        let solution = try #require(puzzle.solve())
        let walk = try Self.walk(puzzle, solution: solution)
        #expect(walk.hints > 0)
    }

    @Test(arguments: 0..<20)
    func hintsAloneSolveGeneratedExtremePuzzles(seed: Int) throws {
        let puzzle = SudokuGenerator.generate(difficulty: .extreme, seed: UInt64(9000 + seed))
        #expect(puzzle.difficulty == .extreme)
        let walk = try Self.walk(puzzle.puzzle, solution: puzzle.solution)
        #expect(walk.techniques.keys.contains { $0.level == .extreme || $0.level == .hard })
    }

    @Test func theMonstersNeedNestedForcingChainsAndStillFinish() throws {
        let puzzle = sudokuGrid(SudokuHardPuzzles.lines[12])
        let solution = try #require(puzzle.solve())
        #expect(SudokuGrader.grade(puzzle) == nil)
        let walk = try Self.walk(puzzle, solution: solution)
        #expect(walk.techniques[.forcingChain, default: 0] > 0)
    }

    @Test func hintsStartFromThePlayersNotes() throws {
        // The X-wing fixture: with full candidates the stepper's first elimination is some step;
        // once the player strikes its candidates from notes kept everywhere, the hint moves on.
        let puzzle = sudokuGrid(SudokuStepperTests.fixtures.first { $0.0 == .xWing }!.1)
        let solution = try #require(puzzle.solve())
        var state = SudokuState(givens: puzzle, solution: solution, difficulty: .hard)
        // Keep notes in every blank cell, as a careful player does.
        let all = SudokuCandidates(grid: puzzle)
        for cell in 0..<81 where puzzle[cell] == 0 {
            for digit in all.digits(at: cell) {
                state = try #require(SudokuRules.apply(.toggleNote(cell: cell, digit: digit), to: state))
            }
        }
        var seen: [SudokuStep] = []
        while !state.isSolved {
            let step = try #require(SudokuRules.hint(for: state)?.step)
            #expect(!seen.contains(step), "repeated: \(step)")
            seen.append(step)
            // The player does what the hint says by hand: types the digit, or strikes the
            // notes one toggle at a time.
            if let placement = step.placement {
                state = try #require(SudokuRules.apply(.place(cell: placement.cell, digit: placement.digit), to: state))
            }
            for struck in step.eliminations {
                state = try #require(SudokuRules.apply(.toggleNote(cell: struck.cell, digit: struck.digit), to: state))
            }
        }
        #expect(seen.contains { $0.technique == .xWing })
    }

    @Test func fishAndChainsNameTheirParts() throws {
        let fish = try #require(firstStep(.swordfish))
        #expect(fish.cover.count == 3 && fish.base.count == 3)
        #expect(Set(fish.cover).isDisjoint(with: fish.base))
        for struck in fish.eliminations {
            #expect(fish.cover.contains { $0.cells.contains(struck.cell) })
            #expect(!fish.base.contains { $0.cells.contains(struck.cell) })
        }
        let chain = try #require(firstStep(.xChain))
        #expect(chain.links.count == chain.cells.count - 1)
        #expect(chain.links.first?.strong == true && chain.links.last?.strong == true)
        for (index, link) in chain.links.enumerated() {
            #expect(link.from == chain.cells[index] && link.to == chain.cells[index + 1])
            #expect(link.strong == (index % 2 == 0))
        }
        let forcing = try #require(firstStep(.forcingChain))
        #expect(forcing.contradiction != nil)
        #expect(forcing.links.allSatisfy { forcing.cells.contains($0.from) && forcing.cells.contains($0.to) })
    }

    /// A link names the candidates it joins, so a hint draws it from one pencil mark to the
    /// next: each is a candidate of its cell where the step was found; an X-chain's links are
    /// all on its digit, and a wing's or an XY-chain's on a digit both cells hold.
    @Test(arguments: [SudokuTechnique.xChain, .turbotFish, .xyChain, .xyWing, .xyzWing, .forcingChain])
    func linksJoinCandidatesOfTheirCells(technique: SudokuTechnique) throws {
        let (step, logic) = try #require(firstStepAndPosition(technique))
        #expect(!step.links.isEmpty)
        for link in step.links {
            for (cell, digit) in [(link.from, link.fromDigit), (link.to, link.toDigit)] {
                guard let digit else {
                    // Only the empty cell a forcing chain ends on is joined as a whole.
                    #expect(technique == .forcingChain && link.to == cell, "\(technique): \(link)")
                    continue
                }
                #expect(logic.cands[cell] & (1 << (digit - 1)) != 0, "\(technique): \(digit) in \(cell)")
            }
            switch technique {
            case .xChain, .turbotFish:
                #expect(link.fromDigit == step.digits[0] && link.toDigit == step.digits[0])
            case .xyChain, .xyWing, .xyzWing:
                #expect(link.fromDigit != nil && link.fromDigit == link.toDigit)
            default:
                break
            }
        }
    }

    private func firstStep(_ technique: SudokuTechnique) -> SudokuStep? {
        firstStepAndPosition(technique)?.0
    }

    private func firstStepAndPosition(_ technique: SudokuTechnique) -> (SudokuStep, SudokuLogic)? {
        let puzzle = sudokuGrid(SudokuStepperTests.fixtures.first { $0.0 == technique }!.1)
        var logic = SudokuLogic(grid: puzzle)
        while !logic.isSolved, let step = logic.nextStep() {
            if step.technique == technique { return (step, logic) }
            logic.apply(step)
        }
        return nil
    }
}
