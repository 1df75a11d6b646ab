#if canImport(SudokuEngineV3)
    import SudokuEngineV3
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// What the command line, the bench and `SudokuSolver` ask of the bitboard solver, so that
/// they can run either build of it (see `SudokuBandsVariant`).
package protocol SudokuBandsCounting: AnyObject {
    /// Solutions of the 81 digits at `cells` (0 blank), counted up to `limit`.
    func count(_ cells: UnsafePointer<UInt8>, limit: Int) -> Int
    /// The first solution of the last count (valid when it found one).
    var firstCells: UnsafeMutablePointer<UInt8> { get }
}

extension SudokuBands: SudokuBandsCounting {}

#if canImport(SudokuEngineV3)
    extension SudokuEngineV3.SudokuBands: SudokuBandsCounting {}
#endif

/// The two builds of the bitboard solver (`SudokuBands`): the baseline x86-64 one, and the same
/// source compiled for x86-64-v3 (module `SudokuEngineV3`: POPCNT, TZCNT, BMI and AVX2, which
/// cut the instructions per hard puzzle by about a sixth) when the processor has those
/// instructions. Both give the same answers; only the speed differs.
package enum SudokuBandsVariant: String, CaseIterable, Sendable {
    case baseline
    case v3

    /// The fastest build this processor runs: v3 when available, else baseline.
    /// `TESSERA_SUDOKU_BASELINE=1` forces the baseline (to compare the two).
    package static let fastest: SudokuBandsVariant = {
        if let force = getenv("TESSERA_SUDOKU_BASELINE"), String(cString: force) == "1" { return .baseline }
        return v3.isAvailable ? .v3 : .baseline
    }()

    /// Whether this build is in the binary and the processor can run it.
    package var isAvailable: Bool {
        switch self {
        case .baseline: return true
        case .v3:
            #if canImport(SudokuEngineV3)
                return Self.processorHasV3
            #else
                return false
            #endif
        }
    }

    /// A new solver of this build (the baseline when this one is not available).
    package func makeSolver() -> any SudokuBandsCounting {
        #if canImport(SudokuEngineV3)
            if self == .v3 && isAvailable { return SudokuEngineV3.SudokuBands() }
        #endif
        return SudokuBands()
    }

    /// The x86-64-v3 features (and the ones `-target-cpu haswell` adds that code generation may
    /// use) as `/proc/cpuinfo` names them, all of which must be present.
    static let v3Flags = ["avx", "avx2", "bmi1", "bmi2", "fma", "f16c", "abm", "movbe", "popcnt", "xsave"]

    /// Read once from `/proc/cpuinfo`; false when it cannot be read.
    private static let processorHasV3: Bool = {
        guard let file = fopen("/proc/cpuinfo", "r") else { return false }
        defer { fclose(file) }
        // The first processor's block is enough: every core of a machine has the same flags.
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while bytes.count < 1 << 16 {
            let count = fread(&chunk, 1, chunk.count, file)
            if count <= 0 { break }
            bytes += chunk[0..<count]
        }
        let text = String(decoding: bytes, as: UTF8.self)
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("flags") }) else { return false }
        let flags = Set(line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == ":" }))
        return v3Flags.allSatisfy { flags.contains(Substring($0)) }
    }()
}
