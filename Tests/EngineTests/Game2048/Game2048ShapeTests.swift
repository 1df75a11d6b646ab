import Foundation
import Testing

@testable import Game2048Engine
@testable import GameCore

/// 2048's rules on every board the game offers, against a reference written here from the rules'
/// plain statement (push each line to the wall, merge equal neighbours once, from the wall out),
/// not from the engine's code; and the target tile at the engine's level.
struct Game2048ShapeTests {
    typealias Rules = Game2048Rules

    /// The reference slide of one line towards index 0: its values after, and the points made.
    static func referenceLine(_ line: [Int]) -> (line: [Int], points: Int) {
        let tiles = line.filter { $0 != 0 }
        var out: [Int] = []
        var points = 0
        var index = 0
        while index < tiles.count {
            if index + 1 < tiles.count, tiles[index] == tiles[index + 1] {
                out.append(tiles[index] * 2)
                points += tiles[index] * 2
                index += 2
            } else {
                out.append(tiles[index])
                index += 1
            }
        }
        return (out + [Int](repeating: 0, count: line.count - out.count), points)
    }

    /// The reference slide of a whole board (rows of values) in `direction`.
    static func referenceSlide(_ rows: [[Int]], _ direction: Game2048Direction) -> (rows: [[Int]], points: Int) {
        let height = rows.count
        let width = rows[0].count
        var result = rows
        var points = 0
        switch direction {
        case .left, .right:
            for row in 0..<height {
                let line = direction == .left ? rows[row] : rows[row].reversed()
                let slid = referenceLine(line)
                result[row] = direction == .left ? slid.line : slid.line.reversed()
                points += slid.points
            }
        case .up, .down:
            for col in 0..<width {
                let column = rows.map { $0[col] }
                let slid = referenceLine(direction == .up ? column : column.reversed())
                let back = direction == .up ? slid.line : slid.line.reversed()
                for row in 0..<height { result[row][col] = back[row] }
                points += slid.points
            }
        }
        return (result, points)
    }

    /// A random board with about half its cells filled with small values, so merges are common.
    static func randomRows(size: Int, using generator: inout SeededGenerator) -> [[Int]] {
        (0..<size).map { _ in
            (0..<size).map { _ in
                let roll = Int(generator.next() % 8)
                return roll < 4 ? 0 : 1 << (roll - 3)
            }
        }
    }

    @Test(arguments: Array(Game2048Board.sizes))
    func slidesMatchTheReferenceOnEveryBoardSize(size: Int) {
        var generator = SeededGenerator(seed: UInt64(size) * 7919)
        for _ in 0..<200 {
            let rows = Self.randomRows(size: size, using: &generator)
            let board = Game2048Board(values: rows)
            for direction in Game2048Direction.allCases {
                let expected = Self.referenceSlide(rows, direction)
                let result = Rules.slide(board, direction)
                #expect(result.board.values == expected.rows, "\(size)×\(size) \(direction) \(rows)")
                #expect(result.points == expected.points)
                #expect(result.changed == (expected.rows != rows))
                #expect(result.board.tiles.count == board.tiles.count - result.merges.count)
            }
        }
    }

    /// A move spawns exactly one tile on an empty cell, a new game starts with two, on every size.
    @Test(arguments: Array(Game2048Board.sizes))
    func everyMoveSpawnsOneTileAndANewGameTwo(size: Int) {
        for seed in UInt64(1)...20 {
            var state = Rules.newState(params: .init(size: size), seed: seed)
            #expect(state.board.tiles.count == 2)
            let values: [Int] = state.board.tiles.map(\.value)
            #expect(values.allSatisfy { [2, 4].contains($0) })
            for step in 0..<60 {
                let direction = Game2048Direction.allCases[(step + Int(seed)) % 4]
                guard let next = Rules.apply(.slide(direction), to: state) else { continue }
                let slid = Rules.slide(state.board, direction)
                #expect(next.board.tiles.count == slid.board.tiles.count + 1)
                let spawned = next.board.tiles.filter { tile in slid.board.tile(at: tile.cell) == nil }
                #expect(spawned.count == 1 && [2, 4].contains(spawned.first?.value ?? 0))
                state = next
            }
        }
    }

    @Test func theTargetDecidesTheWinAndOlderStatesPlayFor2048() throws {
        let board = try board2048("256,256,0/0,0,0/0,0,2")
        let for512 = Rules.State(board: board, seed: 1, target: 512)
        let won = try #require(Rules.apply(.slide(.left), to: for512))
        #expect(won.won && won.awaitsWinAnswer && Rules.outcome(of: won) == .won)
        let for2048 = Rules.State(board: board, seed: 1)
        let notYet = try #require(Rules.apply(.slide(.left), to: for2048))
        #expect(!notYet.won && Rules.outcome(of: notYet) == .playing)
        #expect(Rules.newState(params: .init(size: 5, target: 8192), seed: 3).target == 8192)

        // A state and params written before the target existed decode as playing for 2048.
        let encoded = try JSONEncoder().encode(won)
        var object = try #require(try JSONSerialization.jsonObject(with: encoded) as? [String: Any])
        #expect(object["target"] as? Int == 512)
        object["target"] = nil
        let old = try JSONDecoder().decode(Rules.State.self, from: try JSONSerialization.data(withJSONObject: object))
        #expect(old.target == 2048 && old.board == won.board && old.won)
        let params = try JSONDecoder().decode(Rules.Params.self, from: Data(#"{"size":5,"spawnRule":"classic"}"#.utf8))
        #expect(params == Rules.Params(size: 5, spawnRule: .classic, target: 2048))
        #expect(Rules.target(after: 65536) == 512 && Rules.target(after: 512, by: -1) == 65536)
    }
}
