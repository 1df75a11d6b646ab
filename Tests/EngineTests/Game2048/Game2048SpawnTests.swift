import Testing

@testable import Game2048Engine
@testable import GameCore

struct Game2048SpawnTests {
    /// Spawns 100,000 tiles, each on an empty 4×4 board, and returns the share of 2s and the
    /// share of spawns landing on each cell.
    static func sample(_ rule: Game2048SpawnRule, seed: UInt64) -> (twos: Double, cells: [Double]) {
        let count = 100_000
        var generator = SeededGenerator(seed: seed)
        var twos = 0
        var cells = [Int](repeating: 0, count: 16)
        for _ in 0..<count {
            var board = Game2048Board(size: 4)
            guard let tile = Game2048Rules.spawn(on: &board, rule: rule, using: &generator) else { continue }
            if tile.value == 2 { twos += 1 }
            cells[tile.row * 4 + tile.col] += 1
        }
        return (Double(twos) / Double(count), cells.map { Double($0) / Double(count) })
    }

    @Test func classicSpawnsATwoNineTimesInTen() {
        let (twos, cells) = Self.sample(.classic, seed: 2048)
        #expect(abs(twos - 0.9) <= 0.01)
        #expect(abs((1 - twos) - 0.1) <= 0.01)
        #expect(cells.allSatisfy { abs($0 - 1.0 / 16) <= 0.005 }, "cells are chosen uniformly")
    }

    @Test func evenSplitSpawnsTwosAndFoursEqually() {
        let (twos, _) = Self.sample(.evenSplit, seed: 4096)
        #expect(abs(twos - 0.5) <= 0.01)
    }

    @Test func spawnsOnlyOnEmptyCellsAndNotAtAllOnAFullBoard() throws {
        var generator = SeededGenerator(seed: 1)
        var board = try board2048("2,4,2/4,2,4/2,4,0")
        let tile = try #require(Game2048Rules.spawn(on: &board, rule: .classic, using: &generator))
        #expect(tile.cell == Game2048Cell(row: 2, col: 2))
        #expect(tile.id == 8)
        #expect(board.tiles.count == 9)
        #expect(Game2048Rules.spawn(on: &board, rule: .classic, using: &generator) == nil)
    }

    @Test func aNewGameStartsWithTwoSmallTiles() {
        for seed in UInt64(0)..<50 {
            let state = Game2048Rules.newState(params: .init(size: 3 + Int(seed % 6)), seed: seed)
            #expect(state.board.rows == 3 + Int(seed % 6))
            #expect(state.tiles.count == 2)
            #expect(state.tiles.allSatisfy { $0.value == 2 || $0.value == 4 })
            #expect(state.score == 0 && !state.won && state.lastTurn == nil)
        }
    }
}
