import Testing

@testable import GameCore
@testable import SudokuEngine

/// For every technique, a puzzle whose simplest-first solution uses it (found by scanning
/// generated puzzles). The test walks the stepper to the first use and checks that nothing
/// simpler applied there, that the step agrees with the solution, and the pattern's shape.
@Suite struct SudokuStepperTests {
    static let fixtures: [(SudokuTechnique, String)] = [
        (.fullHouse, "3...5...929..7.....41.8..5.57..682....2...8....634..75.1..3.62.....9..316...2...8"),
        (.hiddenSingleInBox, "3..94..7...2.7.8..8..1...4.......7.6....9....1.6.......5...3..2..4.6.3...3..59..1"),
        (.hiddenSingleInLine, "..92.4.5....7...6.......8..15.6...2..2.....3..3...2.48..3.......8...9....6.1.72.."),
        (.nakedSingle, "3.1.7.9....78....1....5..4......5..6.12...38.7..9......7..9....6....35....9.6.8.2"),
        (.pointing, "4...8..39...7.....28..19..639....51....9.8....72....946..49..75.....7...74..6...3"),
        (.claiming, "..67......4...6..339..2..5..29......63.....12......74..6..7..348..5...9......12.."),
        (.nakedPair, "..32...5..8..1....19...87......2.64....4.3....54.9......85...79....7..1..3...42.."),
        (.hiddenPair, "..1.9...4...7...6..5.3.87..28.1.......4...9.......7.25..68.1.3..1...6...8...2.6.."),
        (.nakedTriple, "6..5.1.........5....5..8.643.7..5.9.2..7.4..3.8.6..4.747.8..9....2.........3.9..1"),
        (.hiddenTriple, ".....5..64.18.....3....4.9..2.48.7.....5.7.....8.21.6..9.7....4.....95.72..1....."),
        (.xWing, ".28..95......4...33..5...49.8...79..5.......4..18...7.86...2..11...6......31..69."),
        (.swordfish, "..85..9..6...8...3..4..18..2....6...9.6.7.5.2...2....4..21..7..4...3...5..1..84.."),
        (.xyWing, "4...1..279..8....4......1...6..297.3..9...5..1.356..4...2......3....4..578..3...6"),
        (.xyzWing, "..2.1...4..1..987..6...51..5......8...95.82...8......9..51...3..387..6..1...8.4.."),
        (.turbotFish, ".6...2..7....4..5...37..9...72.31...5.......1...28.79...5..98...1..2....8..6...7."),
        (.nakedQuad, ".5.723...7...69....68.........3..6..94.....32..6..4.........15....14...7...678.2."),
        (.jellyfish, ".3.5...7.1.5..9..6.49.3....4........97..2..54........8....5.36.3..4..8.2.2...8.4."),
        (.hiddenQuad, "....836.....1..758...2..3.1...5...84..8.3.1..42...8...2.5..9...376..1.....432...."),
        (.xChain, "3.1.7.9....78....1....5..4......5..6.12...38.7..9......7..9....6....35....9.6.8.2"),
        (.xyChain, ".5...3.9...82...7...4...3...2..679...83.9.75...953..2...6...5...9...18...1.7...4."),
        (.forcingChain, "..5....6..9......46..9..27.8..29......76.15......74..8.36..7..14......3..8....4.."),
    ]

    @Test func everyTechniqueHasAFixture() {
        #expect(Set(Self.fixtures.map(\.0)) == Set(SudokuTechnique.allCases.filter { !$0.variantOnly }))
    }

    @Test(arguments: Self.fixtures)
    func techniqueIsTheOneApplied(technique: SudokuTechnique, line: String) throws {
        let puzzle = sudokuGrid(line)
        let solution = try #require(puzzle.solve())
        var logic = SudokuLogic(grid: puzzle)
        var found: SudokuStep?
        while !logic.isSolved, let step = logic.nextStep() {
            if step.technique == technique {
                found = step
                break
            }
            logic.apply(step)
        }
        let step = try #require(found, "\(technique) never applied")
        for simpler in SudokuTechnique.allCases where simpler < technique {
            #expect(logic.find(simpler) == nil, "\(simpler) was available before \(technique)")
        }
        if let placement = step.placement {
            #expect(technique.places)
            #expect(solution[placement.cell] == placement.digit)
            #expect(logic.values[placement.cell] == 0)
        } else {
            #expect(!technique.places)
            #expect(!step.eliminations.isEmpty)
        }
        for elimination in step.eliminations {
            #expect(solution[elimination.cell] != elimination.digit, "struck the answer: \(step)")
            #expect(logic.cands[elimination.cell] & SudokuLogic.bit(elimination.digit) != 0)
        }
        checkShape(step, logic)
        #expect(!step.description.isEmpty)
        // The public stepper, given the same pencil marks, answers the same.
        let marks = SudokuCandidates(masks: logic.cands)
        #expect(SudokuStepper.nextStep(in: SudokuGrid(bytes: logic.values), candidates: marks) == step)
    }

    /// Structural checks per technique: the cells named really form the pattern.
    private func checkShape(_ step: SudokuStep, _ logic: SudokuLogic) {
        let cands = step.cells.map { logic.cands[$0] }
        let digitMask = step.digits.reduce(UInt16(0)) { $0 | SudokuLogic.bit($1) }
        func inOneHouse(_ cells: [Int]) -> Bool {
            (0..<27).contains { house in cells.allSatisfy { (0..<9).map { SudokuLogic.cell(house, $0) }.contains($0) } }
        }
        switch step.technique {
        case .fullHouse, .hiddenSingleInBox, .hiddenSingleInLine, .nakedSingle:
            #expect(step.cells == [step.placement!.cell])
        case .pointing, .claiming:
            #expect(step.houses.count == 2 && step.digits.count == 1)
            let cells = step.houses.map { Set($0.cells) }
            #expect(step.cells.allSatisfy { cells[0].contains($0) && cells[1].contains($0) })
        case .nakedPair, .nakedTriple, .nakedQuad:
            let size = step.technique == .nakedPair ? 2 : step.technique == .nakedTriple ? 3 : 4
            #expect(step.cells.count == size && step.digits.count == size && inOneHouse(step.cells))
            #expect(cands.allSatisfy { $0 & ~digitMask == 0 })
        case .hiddenPair, .hiddenTriple, .hiddenQuad:
            let size = step.technique == .hiddenPair ? 2 : step.technique == .hiddenTriple ? 3 : 4
            #expect(step.cells.count == size && step.digits.count == size && inOneHouse(step.cells))
            let house = step.houses[0].cells
            for digit in step.digits {
                let places = house.filter { logic.cands[$0] & SudokuLogic.bit(digit) != 0 }
                #expect(places.allSatisfy(step.cells.contains))
            }
        case .xWing, .swordfish, .jellyfish:
            let size = step.technique == .xWing ? 2 : step.technique == .swordfish ? 3 : 4
            #expect(step.houses.count == 2 * size && step.digits.count == 1)
            let bases = step.houses.prefix(size).map { Set($0.cells) }
            let bit = SudokuLogic.bit(step.digits[0])
            for base in bases {
                let places = base.filter { logic.cands[$0] & bit != 0 }
                #expect(places.allSatisfy(step.cells.contains))
            }
        case .xyWing, .xyzWing:
            #expect(step.cells.count == 3)
            #expect(SudokuGeometry.sees(step.cells[0], step.cells[1]))
            #expect(SudokuGeometry.sees(step.cells[0], step.cells[2]))
            #expect(cands[1].nonzeroBitCount == 2 && cands[2].nonzeroBitCount == 2)
            #expect(cands[0].nonzeroBitCount == (step.technique == .xyWing ? 2 : 3))
        case .turbotFish, .xChain:
            #expect(step.cells.count == (step.technique == .turbotFish ? 4 : step.cells.count))
            #expect(step.cells.count >= 4 && step.cells.count % 2 == 0)
            let bit = SudokuLogic.bit(step.digits[0])
            #expect(cands.allSatisfy { $0 & bit != 0 })
            for (a, b) in zip(step.cells, step.cells.dropFirst()) { #expect(SudokuGeometry.sees(a, b)) }
        case .xyChain:
            #expect(step.cells.count >= 3 && cands.allSatisfy { $0.nonzeroBitCount == 2 })
            for (a, b) in zip(step.cells, step.cells.dropFirst()) { #expect(SudokuGeometry.sees(a, b)) }
        case .forcingChain:
            #expect(step.eliminations == [SudokuCandidate(cell: step.cells[0], digit: step.digits[0])])
        case .hiddenSingleInDiagonal, .cageSum, .cageCombination, .ruleOf45, .ruleOf45Houses:
            Issue.record("the classic stepper used the variants' \(step.technique)")
        }
    }

    @Test func stepperIsSoundOnTheHardPuzzles() throws {
        for puzzle in SudokuHardPuzzles.grids {
            let solution = try #require(puzzle.solve())
            var logic = SudokuLogic(grid: puzzle)
            while !logic.isSolved, let step = logic.nextStep() {
                if let placement = step.placement { #expect(solution[placement.cell] == placement.digit) }
                #expect(step.eliminations.allSatisfy { solution[$0.cell] != $0.digit }, "\(step)")
                logic.apply(step)
            }
        }
    }

    @Test func publicStepperAppliesSteps() throws {
        var puzzle = sudokuGrid(Self.fixtures[0].1)
        var marks = SudokuCandidates(grid: puzzle)
        let step = try #require(SudokuStepper.nextStep(in: puzzle, candidates: marks))
        #expect(step.technique == .fullHouse)
        let placement = try #require(step.placement)
        SudokuStepper.apply(step, to: &puzzle, candidates: &marks)
        #expect(puzzle[placement.cell] == placement.digit)
        #expect(marks.masks[placement.cell] == 0)
        for peer in SudokuCellSet.peers[placement.cell].cells {
            #expect(!marks.contains(cell: peer, digit: placement.digit))
        }
    }

    @Test func levelLimitStopsTheStepper() {
        // The X-wing fixture cannot be finished with medium techniques only.
        let puzzle = sudokuGrid(Self.fixtures.first { $0.0 == .xWing }!.1)
        #expect(SudokuGrader.rate(puzzle, upTo: .medium).solved == false)
        #expect(SudokuGrader.rate(puzzle).solved)
    }
}
