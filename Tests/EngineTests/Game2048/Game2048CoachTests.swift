import Game2048Bench
import Testing

@testable import Game2048Engine
@testable import GameCore

struct Game2048CoachTests {
    struct OnlyWayOut: Sendable, CustomTestStringConvertible {
        let board: String
        let survivor: Game2048Direction
        var testDescription: String { "\(board) → \(survivor)" }
    }

    /// Boards where one slide survives and each other slide either changes nothing or leaves a
    /// board on which every spawn ends the game (found by a small brute-force search; the test
    /// checks that property through the rules before asking the coach).
    static let onlyWayOut: [OnlyWayOut] = [
        OnlyWayOut(board: "0,16,2,4/4,2,4,2/32,4,2,4/16,8,16,8", survivor: .left),
        OnlyWayOut(board: "2,4,32,0/16,2,4,2/2,4,2,16/16,8,16,8", survivor: .right),
        OnlyWayOut(board: "0,8,16,8/2,4,2,32/4,2,4,2/2,4,2,4", survivor: .up),
        OnlyWayOut(board: "2,4,2,4/4,2,4,2/2,4,2,32/0,8,16,8", survivor: .down),
        OnlyWayOut(board: "0,8,2/4,2,4/8,16,8", survivor: .left),
        OnlyWayOut(board: "2,4,0/4,2,16/8,16,32", survivor: .right),
        OnlyWayOut(board: "2,4,2/16,2,4/8,16,0", survivor: .down),
    ]

    /// Whether every spawn after sliding `board` towards `direction` leaves no move at all.
    static func everySpawnLoses(_ board: Game2048Board, _ direction: Game2048Direction) -> Bool {
        let slid = Game2048Rules.slide(board, direction).board
        return slid.emptyCells.allSatisfy { cell in
            [2, 4].allSatisfy { value in
                var spawned = slid
                _ = spawned.insertNewTile(value: value, at: cell)
                return !spawned.canMove
            }
        }
    }

    @Test(
        "the coach takes the only slide that does not lose", arguments: onlyWayOut,
        [Game2048CoachBudget.depth(1), .depth(3), .standard])
    func takesTheOnlyWayOut(_ example: OnlyWayOut, budget: Game2048CoachBudget) throws {
        let board = try board2048(example.board)
        var sawLosingSlide = false
        var sawIllegalSlide = false
        for direction in Game2048Direction.allCases where direction != example.survivor {
            if !Game2048Rules.slide(board, direction).changed {
                sawIllegalSlide = true
            } else {
                #expect(Self.everySpawnLoses(board, direction), "\(direction) was meant to lose")
                sawLosingSlide = true
            }
        }
        #expect(sawLosingSlide && sawIllegalSlide)
        #expect(!Self.everySpawnLoses(board, example.survivor))
        let advice = try #require(Game2048Coach(budget: budget).bestMove(on: board))
        #expect(advice.direction == example.survivor)
        #expect(advice.reason == "the only move that does not lose soon")
    }

    @Test func noAdviceWithoutAMove() throws {
        #expect(Game2048Coach.bestMove(for: .init(board: try board2048("2,4,2/4,2,4/2,4,2"))) == nil)
        #expect(Game2048Coach.bestMove(for: .init(board: try board2048("2,4,2,4/4,2,4,2/2,4,2,4/4,2,4,2"))) == nil)
    }

    @Test func theOnlyLegalSlideIsTaken() throws {
        // The first column is empty and nothing else can merge: only left changes the board.
        let board = try board2048("0,2,4,2/0,4,2,4/0,2,4,2/0,4,2,4")
        let advice = try #require(Game2048Coach().bestMove(on: board))
        #expect(advice.direction == .left)
        #expect(advice.reason == "the only move the board allows")
    }

    @Test(
        "same state, same advice, from a fresh coach or a used one",
        arguments: [(4, Game2048SpawnRule.classic), (4, .evenSplit), (3, .classic), (5, .classic)])
    func determinism(size: Int, spawnRule: Game2048SpawnRule) {
        let params = Game2048Rules.Params(size: size, spawnRule: spawnRule)
        let state = play2048(directions2048(count: 60, seed: 3), params: params, seed: 11)
        let used = Game2048Coach(budget: .depth(3))
        _ = used.bestMove(for: play2048(directions2048(count: 40, seed: 4), params: params, seed: 12))
        let first = Game2048Coach.bestMove(for: state, budget: .depth(3))
        #expect(first != nil)
        #expect(Game2048Coach.bestMove(for: state, budget: .depth(3)) == first)
        #expect(used.bestMove(for: state) == first)
    }

    @Test func largestTileInTheCornerIsKeptThere() throws {
        // A textbook position: everything ordered towards the top-left corner; up changes
        // nothing and down would pull the 512 out of it.
        let board = try board2048("512,256,128,64/4,8,16,32/2,2,0,0/0,0,0,0")
        let advice = try #require(Game2048Coach().bestMove(on: board))
        #expect(advice.direction == .left || advice.direction == .right)
        #expect(!advice.reason.isEmpty)
    }

    @Test func boardsBeyondTheBitboardUseTheRulesPath() throws {
        // Two 32768s cannot be packed (their merge needs a fifth bit): the coach still merges them.
        let board = try board2048("32768,32768,2,4/4,2,4,2/2,4,2,4/4,2,4,2")
        let advice = try #require(Game2048Coach(budget: .depth(2)).bestMove(on: board))
        #expect(advice.direction == .left || advice.direction == .right)
        let large = try board2048(
            "2,4,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/"
                + "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2")
        #expect(Game2048Coach().bestMove(on: large) != nil)
    }

    @Test func aTimeBudgetAlwaysAnswers() throws {
        let state = play2048(directions2048(count: 80, seed: 5), seed: 8)
        let advice = try #require(Game2048Coach.bestMove(for: state, budget: .time(.milliseconds(1))))
        #expect(advice.depth >= 1)
        #expect(Game2048Rules.apply(.slide(advice.direction), to: state) != nil)
    }

    @Test func aShortAutoplayGameFollowsTheRules() {
        let game = Game2048Autoplay.play(
            params: .init(size: 3), seed: 1, coach: Game2048Coach(budget: .depth(1)), moveLimit: 400)
        #expect(game.moves > 20)
        #expect(game.moveMilliseconds.count == game.moves)
        #expect(game.largestTile >= 64)
        let summary = Game2048Autoplay.summarize([game])
        #expect(summary.reached.last?.tile == game.largestTile)
        #expect(summary.reached.allSatisfy { $0.share == 1 })
        #expect(summary.medianScore == Double(game.score))
    }

    @Test func theBenchTimesRealMovesFromItsCrowdedBoard() throws {
        let start = try #require(Game2048BitBoard(Game2048Bench.coachStart))
        #expect(start.distinctTiles == 9 && start.emptyCount == 3)
        let times = Game2048Bench.coachMilliseconds(moves: 3, seed: 1)
        #expect(times.median > 0 && times.mean > 0)
    }

    @Test func summaryCountsGamesThatReachedEachTile() {
        let games = [512, 1024, 1024, 4096].enumerated().map { index, tile in
            Game2048Autoplay.Game(
                seed: UInt64(index), largestTile: tile, score: tile * 10, moves: 2, moveMilliseconds: [1, 3])
        }
        let summary = Game2048Autoplay.summarize(games)
        #expect(summary.reached.map(\.tile) == [512, 1024, 2048, 4096])
        #expect(summary.reached.map(\.share) == [1, 0.75, 0.25, 0.25])
        #expect(summary.medianScore == 10_240)
        #expect(summary.medianMilliseconds == 2)
        #expect(summary.meanMilliseconds == 2)
        #expect(summary.moves == 8)
        let strong = Game2048Autoplay.summarize(
            [8192, 16384].map {
                Game2048Autoplay.Game(seed: 1, largestTile: $0, score: $0, moves: 1, moveMilliseconds: [1])
            })
        #expect(strong.reached.map(\.tile) == [2048, 4096, 8192, 16384])
        #expect(strong.reached.map(\.share) == [1, 1, 1, 0.5])
        #expect(
            Game2048CLI.describe(summary)
                == "reached: 512: 100%  1024: 75%  2048: 25%  4096: 25%\nmedian score: 10240\n"
                + "time per move: median 2.00 ms, mean 2.00 ms over 8 moves")
    }

    @Test func theCommandLineAnswersParsesAndRefuses() throws {
        let advice = try #require(try Game2048CLI.bestMove(boardText: "0,16,2,4/4,2,4,2/32,4,2,4/16,8,16,8"))
        let lines = Game2048CLI.describe(advice).split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("left ") == true)
        #expect(lines.last == "the only move that does not lose soon")
        #expect(try Game2048CLI.bestMove(boardText: "2,4,2/4,2,4/2,4,2") == nil)
        #expect(throws: InputError.self) { try Game2048CLI.bestMove(boardText: "2,2,4/0,0") }
        #expect(throws: InputError.self) { try Game2048CLI.bestMove(boardText: "3,0,0/0,0,0/0,0,0") }
    }

    @Test func fixedPointNumbers() {
        #expect(Game2048CLI.fixed(3.14159, decimals: 2) == "3.14")
        #expect(Game2048CLI.fixed(0.005, decimals: 2) == "0.01")
        #expect(Game2048CLI.fixed(12.0, decimals: 2) == "12.00")
        #expect(Game2048CLI.fixed(1_612_345.6, decimals: 0) == "1612346")
        #expect(Game2048CLI.fixed(-2.5, decimals: 1) == "-2.5")
        #expect(Game2048CLI.fixed(-0.001, decimals: 1) == "0.0")
        #expect(Game2048CLI.fixed(.infinity, decimals: 1) == "inf")
        #expect(Game2048CLI.fixed(2.5, decimals: -3) == "3")
        #expect(Game2048CLI.fixed(1.5, decimals: 40) == "1.500000000")
    }
}
