import ArgumentParser
import Game2048Engine
import GameKit
import Glibc

/// The engine on the command line: `tessera 2048 …`.
public struct Game2048Command: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "2048", abstract: "The 2048 engine on the command line.",
        subcommands: [Slide.self, BestMove.self, Autoplay.self])

    public init() {}

    struct Slide: DisplayFreeCommand {
        static let configuration = CommandConfiguration(
            commandName: "slide",
            abstract: "Apply one move without spawning; print the board and the points gained.",
            discussion: "Board: rows separated by '/', cells by ',', 0 for empty, e.g. 2,2,4,0/0,0,0,0/0,0,0,2/4,0,4,8."
        )

        @Argument(help: "The board, 3 to 8 rows of 3 to 8 cells each.")
        var board: String

        @Argument(help: "left, right, up or down.", completion: .list(Game2048Direction.allCases.map(\.rawValue)))
        var direction: String

        func run() throws {
            let result: (board: String, points: Int)
            do {
                result = try Game2048CLI.slide(boardText: board, direction: direction)
            } catch {
                throw CLIFailure(error.message)
            }
            try Output.print("\(result.board)\n\(result.points)")
        }
    }

    struct BestMove: DisplayFreeCommand {
        static let configuration = CommandConfiguration(
            commandName: "best-move",
            abstract: "Print the coach's move and its expected score, then the reason in a few words.",
            discussion: "Board: as for slide. New tiles are assumed to follow the original odds (2: 90%, 4: 10%). "
                + "The expected score ranks the moves of one board (higher is better); it is not game points. "
                + "Exit 1 when no move changes the board."
        )

        @Argument(help: "The board, 3 to 8 rows of 3 to 8 cells each.")
        var board: String

        func run() throws {
            let advice: Game2048Advice?
            do {
                advice = try Game2048CLI.bestMove(boardText: board)
            } catch {
                throw CLIFailure(error.message)
            }
            guard let advice else { throw CLIFailure("no move changes this board; the game is over", code: 1) }
            try Output.print(Game2048CLI.describe(advice))
        }
    }

    struct Autoplay: DisplayFreeCommand {
        static let configuration = CommandConfiguration(
            commandName: "autoplay",
            abstract: "Let the coach play whole games; print how often each tile was reached, the median score "
                + "and the CPU time per move.",
            discussion: "Game k uses seed S+k-1, so a run is repeatable; without --ms-per-move the moves are too "
                + "(only the times vary). Each game goes on after 2048 until no move is left. "
                + "Build with -c release for meaningful times."
        )

        @Option(help: "How many games, 1 to 10000.")
        var games: Int = 1

        @Option(help: "Seed of the first game.")
        var seed: UInt64 = 1

        @Option(help: "Board size: a side (5) or rows × columns (4x6), each 3 to 8.")
        var size: String = "4"

        @Option(help: "Think up to this many milliseconds per move (1 to 60000) instead of a depth set by the board.")
        var msPerMove: Int?

        /// The calling thread's CPU time in seconds: what a move's search cost, whatever else the
        /// machine was doing (the wall clock counts the time other processes had the core).
        static func threadCPUSeconds() -> Double {
            var now = timespec()
            guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now) == 0 else { return 0 }
            return Double(now.tv_sec) + Double(now.tv_nsec) * 1e-9
        }

        func validate() throws {
            guard (1...10_000).contains(games) else { throw ValidationError("--games must be 1 to 10000") }
            guard Game2048Board.shape(size) != nil else {
                throw ValidationError("--size must be a side or rows x columns (4x6), each 3 to 8")
            }
            if let msPerMove, !(1...60_000).contains(msPerMove) {
                throw ValidationError("--ms-per-move must be 1 to 60000")
            }
        }

        func run() throws {
            let budget = msPerMove.map { Game2048CoachBudget.time(.milliseconds($0)) } ?? .standard
            let coach = Game2048Coach(budget: budget)
            var output = StandardOutputBuffer()
            var played: [Game2048Autoplay.Game] = []
            let shape = Game2048Board.shape(size) ?? (4, 4)
            for index in 0..<games {
                let game = Game2048Autoplay.play(
                    params: Game2048Rules.Params(rows: shape.rows, columns: shape.columns), seed: seed &+ UInt64(index),
                    coach: coach, clock: Self.threadCPUSeconds)
                played.append(game)
                try output.append(Game2048CLI.describe(game, number: index + 1, of: games))
                try output.flush()
            }
            try output.append(Game2048CLI.describe(Game2048Autoplay.summarize(played)))
            try output.flush()
        }
    }
}
