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

    /// The window's budget searches no deeper than the board asks for, and within its time it
    /// gives the standard answer; the command line's time budget deepens past the board's depth.
    @Test func theWindowBudgetFollowsTheBoardWithinItsTime() throws {
        let crowded = try board2048("2,0,256,4096/0,0,128,2048/2,4,16,1024/4,8,8,16")
        let packed = try #require(Game2048BitBoard(crowded))
        let boardDepth = Game2048Coach.depth(for: packed)
        #expect(boardDepth > 2 && boardDepth < 8)
        let standard = try #require(Game2048Coach().bestMove(on: crowded))
        #expect(standard.depth == boardDepth)
        let roomy = Game2048CoachBudget(timeLimit: .seconds(60))
        let timed = try #require(Game2048Coach(budget: roomy).bestMove(on: crowded))
        #expect(timed.depth == boardDepth)
        #expect(timed.direction == standard.direction && timed.expectedScore == standard.expectedScore)
        let window = try #require(Game2048Coach(budget: .window).bestMove(on: crowded))
        #expect((1...boardDepth).contains(window.depth))
        let past = Game2048CoachBudget(maxDepth: boardDepth + 1, timeLimit: .seconds(60), followsBoard: false)
        #expect(try #require(Game2048Coach(budget: past).bestMove(on: crowded)).depth == boardDepth + 1)
    }

    /// Late in a long game the board asks for more than the old cap of eight layers, and an
    /// open early board for the floor of four.
    @Test func aCrowdedLateBoardIsSearchedDeeperThanEight() throws {
        let late = try #require(
            Game2048BitBoard(try board2048("2,4,8,16/8192,4096,2048,32/0,64,1024,0/2,128,512,256")))
        #expect(Game2048Coach.depth(for: late) > 8)
        #expect(Game2048CoachBudget.standard.maxDepth == 12)
        #expect(Game2048CoachBudget.time(.seconds(1)).maxDepth == 12)
        let early = try #require(Game2048BitBoard(try board2048("2,0,0,0/0,4,0,0/0,0,8,0/0,0,0,2")))
        #expect(Game2048Coach.depth(for: early) == 4)
    }

    /// A run of n equal tiles counts n merges (gaps ignored), the count the published weights
    /// were tuned with: four 2s earn four, and two pairs four, where one merge per equal
    /// neighbour gave three and two.
    @Test func runsOfEqualTilesCountAsTheWeightsExpect() {
        let line = { (ranks: [Int]) in Game2048Evaluation.lineScore(count: ranks.count) { ranks[$0] } }
        let base = Game2048Evaluation.lineBase
        let merge = Game2048Evaluation.mergeWeight
        let mass = { (rank: Int) in Game2048Evaluation.massWeight * Game2048Evaluation.massOf(rank) }
        let edge = { (rank: Int) in Game2048Evaluation.edgeWeight * Game2048Evaluation.orderWeight(rank) }
        let close = { (a: Double, b: Double) in abs(a - b) < 1e-6 }
        #expect(close(line([1, 1, 1, 1]), base + 4 * merge - 4 * mass(1) + edge(1)))
        // The gap is a step down and back up: one unit of disorder (rank 1's weight) to pay.
        let gapped = base + Game2048Evaluation.emptyWeight + 3 * merge - 3 * mass(1) + edge(1)
        #expect(close(line([1, 0, 1, 1]), gapped - Game2048Evaluation.disorderWeight))
        // Ranks 3, 3, 1, 1 fall steadily: no disorder to pay.
        #expect(close(line([3, 3, 1, 1]), base + 4 * merge - 2 * mass(3) - 2 * mass(1) + edge(3)))
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

    /// The command line times each search on the clock it passes (its thread's CPU clock): here
    /// a clock that moves a quarter of a second at every reading, so every move took 250 ms.
    @Test func autoplayTimesMovesOnTheClockItIsGiven() {
        var readings = 0.0
        let game = Game2048Autoplay.play(
            params: .init(size: 3), seed: 1, coach: Game2048Coach(budget: .depth(1)), moveLimit: 30,
            clock: {
                readings += 0.25
                return readings
            })
        #expect(game.moves == 30)
        #expect(game.moveMilliseconds == Array(repeating: 250, count: 30))
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
                + "CPU per move: median 2.00 ms, mean 2.00 ms over 8 moves")
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
