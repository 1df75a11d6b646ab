import GameCore

/// The computer player and the hint. The rules never call this: the scene asks for the
/// computer's move and applies it through `TicTacToeRules.apply` like a person's.
public enum TicTacToeAI {
    /// Boards up to 4×4 are solved exactly (the empty 4×4 with four in a row takes about 15 ms
    /// in a release build); larger ones use the bounded search.
    public static func isExactlySolvable(size: Int) -> Bool {
        size <= 4
    }

    /// The computer's move at `level` for the side to move, or nil when the game is over.
    /// Easy: a random empty cell. Medium: completes a line if it can, else blocks the
    /// opponent's, else random. Perfect: the search's best move (exact up to 4×4).
    /// `shouldStop` is asked now and then during a search; once it says true the search gives
    /// up and the answer is nil (the position it was for no longer matters).
    public static func move(
        for state: TicTacToeState,
        level: TicTacToeLevel,
        using rng: inout some RandomNumberGenerator,
        limits: TicTacToeSearchLimits = .interactive,
        shouldStop: (() -> Bool)? = nil
    ) -> TicTacToeCell? {
        guard !state.isOver else { return nil }
        let geometry = state.geometry
        let mine = state.board.marks(of: state.toMove)
        let theirs = state.board.marks(of: state.toMove.opponent)
        // With gravity only each column's lowest empty cell can be played.
        let open = state.params.gravity ? state.board.landingCells : geometry.fullMask & ~(mine | theirs)
        switch level {
        case .easy:
            return geometry.cell(at: randomBit(of: open, using: &rng))
        case .medium:
            if let win = completingCells(mine: mine, theirs: theirs, geometry: geometry).first(where: {
                open >> UInt64($0) & 1 == 1
            }) {
                return geometry.cell(at: win)
            }
            if let block = completingCells(mine: theirs, theirs: mine, geometry: geometry).first(where: {
                open >> UInt64($0) & 1 == 1
            }) {
                return geometry.cell(at: block)
            }
            return geometry.cell(at: randomBit(of: open, using: &rng))
        case .perfect where state.params.gravity:
            let choice = FourInARowPlayer.choose(state.board, shouldStop: shouldStop)
            return choice.flatMap { choice in
                state.board.landingRow(inColumn: choice.column).map { TicTacToeCell(row: $0, col: choice.column) }
            }
        case .perfect:
            let result = search(
                mine: mine, theirs: theirs, geometry: geometry, limits: limits, rng: &rng, shouldStop: shouldStop)
            return result.map { geometry.cell(at: $0.move) }
        }
    }

    /// `move(for:level:using:)` with randomness drawn from the game's seed and the position, so
    /// a game replayed from its seed sees the computer make the same choices.
    public static func move(
        for state: TicTacToeState, level: TicTacToeLevel, limits: TicTacToeSearchLimits = .interactive,
        shouldStop: (() -> Bool)? = nil
    ) -> TicTacToeCell? {
        var rng = positionGenerator(for: state)
        return move(for: state, level: level, using: &rng, limits: limits, shouldStop: shouldStop)
    }

    /// The computer's move when it is its turn in a game against the computer, else nil.
    public static func computerMove(
        for state: TicTacToeState, limits: TicTacToeSearchLimits = .interactive, shouldStop: (() -> Bool)? = nil
    ) -> TicTacToeMove? {
        guard state.isComputerTurn, let level = state.params.mode.computerLevel else { return nil }
        return move(for: state, level: level, limits: limits, shouldStop: shouldStop).map(TicTacToeMove.init)
    }

    /// Lets go of what the searches keep between moves (four in a row's table): a scene calls it
    /// when its round is over or it is left, so the memory is held only while a game needs it.
    public static func releaseSearchMemory() {
        FourInARowPlayer.releaseSolver()
    }

    /// The move the perfect player would make for whoever is to move; nil when the game is over.
    public static func hint(
        for state: TicTacToeState, limits: TicTacToeSearchLimits = .interactive, shouldStop: (() -> Bool)? = nil
    ) -> TicTacToeCell? {
        move(for: state, level: .perfect, limits: limits, shouldStop: shouldStop)
    }

    /// Best move and value for the side to move (by the counts: X moves first). Exact up to
    /// 4×4; bigger boards are searched within `limits` and the value is what that search
    /// believes (see `TicTacToeAnalysis`). Nil when the board is full or k does not fit it.
    /// The position must be one without a completed line (`TicTacToeCLI` checks that).
    public static func analyse(
        _ board: TicTacToeBoard, k: Int, limits: TicTacToeSearchLimits = .interactive
    ) -> TicTacToeAnalysis? {
        if board.rows != board.size { return analyseFourInARow(board) }
        guard (3...board.size).contains(k) else { return nil }
        let geometry = TicTacToeGeometry.of(size: board.size, k: k)
        let side = board.playerToMove
        var rng = SeededGenerator(seed: positionKey(board))
        let mine = board.marks(of: side)
        let theirs = board.marks(of: side.opponent)
        guard let result = search(mine: mine, theirs: theirs, geometry: geometry, limits: limits, rng: &rng) else {
            return nil
        }
        let value: TicTacToeValue =
            if result.score >= TicTacToeSearch.winThreshold {
                .win
            } else if result.score <= -TicTacToeSearch.winThreshold {
                .loss
            } else {
                .draw
            }
        let finalMarks = TicTacToeSearch.winScore - abs(result.score)
        return TicTacToeAnalysis(
            move: geometry.cell(at: result.move), value: value, isExact: result.isExact,
            pliesToResult: value == .draw ? nil : finalMarks - board.markCount,
            depth: result.depth, nodes: result.nodes
        )
    }

    /// Four in a row's analysis: a book move is a proven win of unknown length; a move the
    /// solver could not finish within its budget is reported as `draw`, not exact (it found no
    /// forced result).
    private static func analyseFourInARow(_ board: TicTacToeBoard) -> TicTacToeAnalysis? {
        guard let choice = FourInARowPlayer.choose(board), let row = board.landingRow(inColumn: choice.column) else {
            return nil
        }
        let value: TicTacToeValue = choice.value > 0 ? .win : (choice.value < 0 ? .loss : .draw)
        return TicTacToeAnalysis(
            move: TicTacToeCell(row: row, col: choice.column), value: value, isExact: choice.isExact,
            pliesToResult: choice.score.flatMap { FourInARowPlayer.pliesToResult(score: $0, stones: board.markCount) },
            depth: board.cellCount - board.markCount, nodes: choice.nodes)
    }

    package static func search(
        mine: UInt64, theirs: UInt64, geometry: TicTacToeGeometry, limits: TicTacToeSearchLimits,
        rng: inout some RandomNumberGenerator, shouldStop: (() -> Bool)? = nil
    ) -> TicTacToeSearch.Result? {
        let exact = isExactlySolvable(size: geometry.size)
        let searcher = TicTacToeSearch(geometry: geometry, exact: exact)
        searcher.shouldStop = shouldStop
        if exact { return searcher.solve(mine: mine, theirs: theirs, rng: &rng) }
        return searcher.search(mine: mine, theirs: theirs, limits: limits, rng: &rng)
    }

    /// Bit indexes of empty cells that would complete a line for `mine`, in reading order.
    package static func completingCells(mine: UInt64, theirs: UInt64, geometry: TicTacToeGeometry) -> [Int] {
        var cells: UInt64 = 0
        for window in geometry.windows where window & theirs == 0 && (window & mine).nonzeroBitCount == geometry.k - 1 {
            cells |= window & ~mine
        }
        var result: [Int] = []
        while cells != 0 {
            result.append(cells.trailingZeroBitCount)
            cells &= cells - 1
        }
        return result
    }

    private static func randomBit(of bits: UInt64, using rng: inout some RandomNumberGenerator) -> Int {
        var remaining = Int.random(in: 0..<bits.nonzeroBitCount, using: &rng)
        var bits = bits
        while remaining > 0 {
            bits &= bits - 1
            remaining -= 1
        }
        return bits.trailingZeroBitCount
    }

    private static func positionGenerator(for state: TicTacToeState) -> SeededGenerator {
        SeededGenerator(seed: state.seed ^ positionKey(state.board))
    }

    private static func positionKey(_ board: TicTacToeBoard) -> UInt64 {
        (board.xBits &* 0x9E37_79B9_7F4A_7C15) ^ (board.oBits &* 0xD6E8_FEB8_6659_FD93) ^ UInt64(board.size)
    }
}
