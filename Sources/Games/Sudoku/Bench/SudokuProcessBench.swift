import GameKit
import SudokuEngine
import SudokuFeature

#if canImport(Glibc)
    import Glibc
#endif

/// `tessera sudoku solve` timed as a whole process, the way a user or a script meets it: the
/// player's binary started on a file of puzzles with its answers written to a file, start-up,
/// reading, parsing and writing included.
enum SudokuProcessBench {
    /// How many times each set is repeated in the input file, so that a run takes about a second
    /// and start-up (some 40 ms of CPU loading the binary's libraries) is a small part of it.
    static func repeats(_ set: SudokuBenchSets) -> Int {
        switch set {
        case .hard: return 1200
        case .top1465: return 50
        case .expert: return 200
        case .easy: return 400
        }
    }

    /// Puzzles per second of `tessera sudoku solve --jobs <jobs>` on `set` (its `puzzles`,
    /// repeated), the best of `runs` processes (as the in-process figure); nil when the binary
    /// cannot be started or does not answer every line.
    static func rate(
        _ set: SudokuBenchSets, puzzles: [String], tessera: String, jobs: Int, runs: Int = 3
    ) -> Double? {
        let once = puzzles.map { $0 + "\n" }.joined()
        let count = repeats(set)
        let lines = puzzles.count * count
        guard let input = temporaryFile(String(repeating: once, count: count)) else { return nil }
        defer { unlink(input) }
        guard let output = temporaryFile("") else { return nil }
        defer { unlink(output) }
        var rates: [Double] = []
        for _ in 0..<max(1, runs) {
            var start = timespec()
            clock_gettime(CLOCK_MONOTONIC, &start)
            guard run(tessera, ["sudoku", "solve", "--jobs", String(jobs)], input: input, output: output) else {
                return nil
            }
            var end = timespec()
            clock_gettime(CLOCK_MONOTONIC, &end)
            // Every answer is a solution: 82 bytes a line.
            var info = stat()
            guard stat(output, &info) == 0, Int(info.st_size) == lines * 82 else { return nil }
            let seconds = Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9
            rates.append(Double(lines) / seconds)
        }
        return rates.max()
    }

    /// A new file in the temporary directory holding `text`; its path, or nil.
    private static func temporaryFile(_ text: String) -> String? {
        let directory = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array("\(directory)/tessera-sudoku-bench.XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if written <= 0 {
                unlink(path)
                return nil
            }
            offset += written
        }
        bytes.removeAll()
        return path
    }

    /// Runs `executable` with `arguments`, standard input from `input` and output to `output`;
    /// true when it exited 0.
    private static func run(_ executable: String, _ arguments: [String], input: String, output: String) -> Bool {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_TRUNC, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = (["tessera"] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { return false }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return false }
        }
        return status == 0
    }
}

/// The solving keys of `tessera-dev bench sudoku`.
enum SudokuDescriptorBench {
    /// In process (`sudoku.solve_per_s.<set>`), as a whole `tessera sudoku solve --jobs 1`
    /// process (`sudoku.process_solve_per_s.<set>`, and its share of the in-process rate
    /// `sudoku.process_ratio.<set>`), and on top1465 (else expert) with `--jobs 2` against
    /// `--jobs 1` (`sudoku.process_solve_per_s.<set>_jobs2`, `sudoku.jobs2_speedup.<set>`); whether the
    /// x86-64-v3 build of the solver runs (`sudoku.solver_v3`) and the baseline build's in-process
    /// rates on hard and top1465 (`sudoku.solve_per_s_baseline.<set>`). A process
    /// that cannot be started (or answers wrongly) gives no process keys rather than a number.
    /// top1465 is not bundled (its terms are unknown): where a developer has not put it into the
    /// data folder, its keys are left out and a note on standard error says why.
    static func solving(_ context: BenchContext) throws(CLIFailure) -> [BenchFigure] {
        var figures: [BenchFigure] = []
        var processRates: [SudokuBenchSets: Double] = [:]
        var sets: [SudokuBenchSets: [String]] = [:]
        for set in SudokuBenchSets.allCases {
            do throws(CLIFailure) {
                sets[set] = try set.lines(in: context.dataDirectory)
            } catch let error where !SudokuBenchSets.bundled.contains(set) {
                Output.writeStandardError("note: no sudoku.*.\(set.rawValue) keys: \(error.message)\n")
            }
        }
        for set in SudokuBenchSets.allCases where sets[set] != nil {
            let inProcess = SudokuBench.solveSet(sets[set]!)
            figures.append(BenchFigure(key: "sudoku.solve_per_s.\(set.rawValue)", value: inProcess))
            if let process = SudokuProcessBench.rate(set, puzzles: sets[set]!, tessera: context.tessera, jobs: 1) {
                processRates[set] = process
                figures.append(BenchFigure(key: "sudoku.process_solve_per_s.\(set.rawValue)", value: process))
                figures.append(BenchFigure(key: "sudoku.process_ratio.\(set.rawValue)", value: process / inProcess))
            }
        }
        // The same solver built for baseline x86-64, to show what the v3 build gains.
        figures.append(BenchFigure(key: "sudoku.solver_v3", value: SudokuBench.solverUsesV3 ? 1 : 0))
        for set in [SudokuBenchSets.hard, .top1465] where sets[set] != nil {
            let rate = SudokuBench.solveSet(sets[set]!, baseline: true)
            figures.append(BenchFigure(key: "sudoku.solve_per_s_baseline.\(set.rawValue)", value: rate))
        }
        // Threads on top1465 where it is there, else on the bundled expert set.
        let threaded: SudokuBenchSets = sets[.top1465] != nil ? .top1465 : .expert
        if let one = processRates[threaded],
            let two = SudokuProcessBench.rate(threaded, puzzles: sets[threaded]!, tessera: context.tessera, jobs: 2)
        {
            figures.append(BenchFigure(key: "sudoku.process_solve_per_s.\(threaded.rawValue)_jobs2", value: two))
            figures.append(BenchFigure(key: "sudoku.jobs2_speedup.\(threaded.rawValue)", value: two / one))
        }
        return figures
    }
}
