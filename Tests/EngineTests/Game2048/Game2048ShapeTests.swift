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
    static func randomRows(rows: Int, columns: Int, using generator: inout SeededGenerator) -> [[Int]] {
        (0..<rows).map { _ in
            (0..<columns).map { _ in
                let roll = Int(generator.next() % 8)
                return roll < 4 ? 0 : 1 << (roll - 3)
            }
        }
    }

    /// Every shape the game offers, rows and columns each 3…8 (3×8 and 8×3 among them).
    static let shapes = Game2048Board.sizes.flatMap { rows in Game2048Board.sizes.map { (rows, $0) } }

    @Test func everyShapeIsOffered() {
        #expect(Self.shapes.count == 36)
        #expect(Self.shapes.contains { $0 == (3, 8) } && Self.shapes.contains { $0 == (8, 3) })
    }

    @Test(arguments: Self.shapes)
    func slidesMatchTheReferenceOnEveryShape(rows: Int, columns: Int) {
        var generator = SeededGenerator(seed: UInt64(rows * 10 + columns) * 7919)
        for _ in 0..<120 {
            let values = Self.randomRows(rows: rows, columns: columns, using: &generator)
            let board = Game2048Board(values: values)
            #expect(board.rows == rows && board.columns == columns)
            for direction in Game2048Direction.allCases {
                let expected = Self.referenceSlide(values, direction)
                let result = Rules.slide(board, direction)
                #expect(result.board.values == expected.rows, "\(rows)×\(columns) \(direction) \(values)")
                #expect(result.points == expected.points)
                #expect(result.changed == (expected.rows != values))
                #expect(result.board.tiles.count == board.tiles.count - result.merges.count)
                #expect(result.board.rows == rows && result.board.columns == columns)
                // Every tile's motion ends on the board, in its own row (left, right) or column.
                for motion in result.motions {
                    #expect((0..<rows).contains(motion.to.row) && (0..<columns).contains(motion.to.col))
                    let horizontal = direction == .left || direction == .right
                    #expect(horizontal ? motion.to.row == motion.from.row : motion.to.col == motion.from.col)
                }
            }
        }
    }

    /// A move spawns exactly one tile on a cell that was empty and inside the board, a new game
    /// starts with two; `canMove` agrees with trying the four slides; on every shape.
    @Test(arguments: Self.shapes)
    func everyMoveSpawnsOneTileInsideTheBoard(rows: Int, columns: Int) {
        for seed in UInt64(1)...8 {
            var state = Rules.newState(params: .init(rows: rows, columns: columns), seed: seed)
            #expect(state.board.tiles.count == 2)
            #expect(state.board.rows == rows && state.board.columns == columns)
            let values: [Int] = state.board.tiles.map(\.value)
            #expect(values.allSatisfy { [2, 4].contains($0) })
            for step in 0..<80 {
                let slides = Game2048Direction.allCases.map { Rules.slide(state.board, $0) }
                #expect(state.board.canMove == slides.contains { $0.changed })
                let direction = Game2048Direction.allCases[(step + Int(seed)) % 4]
                guard let next = Rules.apply(.slide(direction), to: state) else { continue }
                let slid = Rules.slide(state.board, direction)
                #expect(next.board.tiles.count == slid.board.tiles.count + 1)
                let spawned = next.board.tiles.filter { tile in slid.board.tile(at: tile.cell) == nil }
                #expect(spawned.count == 1 && [2, 4].contains(spawned.first?.value ?? 0))
                #expect(spawned.allSatisfy { (0..<rows).contains($0.row) && (0..<columns).contains($0.col) })
                #expect(next.board.values.count == rows && next.board.values.allSatisfy { $0.count == columns })
                state = next
            }
        }
    }

    /// A spawn lands on every empty cell of a wide and a tall board, each about as often: the
    /// draw covers the whole shape, not a square corner of it.
    @Test(arguments: [(3, 8), (8, 3), (4, 6)])
    func spawnsReachEveryCellOfTheShape(rows: Int, columns: Int) {
        var counts = [Int](repeating: 0, count: rows * columns)
        var generator = SeededGenerator(seed: 99)
        let draws = 200 * rows * columns
        for _ in 0..<draws {
            var board = Game2048Board(rows: rows, columns: columns)
            let tile = Rules.spawn(on: &board, rule: .classic, using: &generator)
            if let tile { counts[tile.row * columns + tile.col] += 1 }
        }
        #expect(counts.reduce(0, +) == draws)
        #expect(counts.allSatisfy { $0 > 120 && $0 < 280 }, "\(counts)")
    }

    /// The coach answers a legal move on every shape and keeps doing so through a short game.
    @Test(arguments: Self.shapes)
    func theCoachPlaysEveryShape(rows: Int, columns: Int) throws {
        let coach = Game2048Coach(budget: .depth(1))
        var state = Rules.newState(params: .init(rows: rows, columns: columns), seed: 5)
        for _ in 0..<25 {
            let advice = try #require(coach.bestMove(for: state), "\(rows)×\(columns)")
            let next = try #require(Rules.apply(.slide(advice.direction), to: state), "an illegal hint")
            state = next
        }
    }

    /// Shapes round-trip through the text format, and a square board or params still write the
    /// `size` key of the saves made before shapes (so those saves and these read alike), while
    /// another shape writes its rows and columns.
    @Test func shapesRoundTripAndSquareOnesKeepTheOldFormat() throws {
        let wide = try board2048("2,0,0,0,0,4/0,0,0,0,0,0/0,0,0,0,0,0/8,0,0,0,0,0")
        #expect(wide.rows == 4 && wide.columns == 6)
        #expect(Game2048BoardText.format(wide) == "2,0,0,0,0,4/0,0,0,0,0,0/0,0,0,0,0,0/8,0,0,0,0,0")
        let encoded = try JSONEncoder().encode(wide)
        #expect(try JSONDecoder().decode(Game2048Board.self, from: encoded) == wide)
        let object = try #require(try JSONSerialization.jsonObject(with: encoded) as? [String: Any])
        #expect(object["rows"] as? Int == 4 && object["columns"] as? Int == 6 && object["size"] == nil)

        let square = Game2048Board(values: [[2, 0, 0], [0, 0, 0], [0, 0, 4]])
        let squareObject = try #require(
            try JSONSerialization.jsonObject(with: try JSONEncoder().encode(square)) as? [String: Any])
        #expect(squareObject["size"] as? Int == 3 && squareObject["rows"] == nil)
        let old = try JSONDecoder().decode(
            Game2048Board.self, from: Data(#"{"size":5,"tiles":[],"nextTileID":0}"#.utf8))
        #expect(old.rows == 5 && old.columns == 5)

        let params = Rules.Params(rows: 8, columns: 3, target: 512)
        let decoded = try JSONDecoder().decode(Rules.Params.self, from: try JSONEncoder().encode(params))
        #expect(decoded == params)
        let squareParams = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(Rules.Params(size: 6)))
        #expect((squareParams as? [String: Any])?["size"] as? Int == 6)

        #expect(Game2048Board.shape("4x6")! == (4, 6) && Game2048Board.shape("8×3")! == (8, 3))
        #expect(Game2048Board.shape("5")! == (5, 5))
        #expect(Game2048Board.shape("9x3") == nil && Game2048Board.shape("4x") == nil && Game2048Board.shape("") == nil)
        #expect(throws: InputError.self) { _ = try board2048("2,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0") }
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
