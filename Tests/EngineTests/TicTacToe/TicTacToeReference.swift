@testable import GameCore
@testable import TicTacToeEngine

/// Independent reference answers for the engine tests. Lines are found by walking a plain array
/// of characters and the game value by a plain memoised minimax, using neither the engine's
/// bitboards, its window list nor its search, so a shared mistake cannot make both sides agree.
enum TicTacToeReference {
    /// Every k-cell straight line on an n×n board, each as its cells in order.
    static func lines(size: Int, k: Int) -> [[TicTacToeCell]] {
        var lines: [[TicTacToeCell]] = []
        for row in 0..<size {
            for col in 0..<size {
                for (dr, dc) in [(0, 1), (1, 0), (1, 1), (1, -1)] {
                    let cells = (0..<k).map { TicTacToeCell(row: row + dr * $0, col: col + dc * $0) }
                    if cells.allSatisfy({ (0..<size).contains($0.row) && (0..<size).contains($0.col) }) {
                        lines.append(cells)
                    }
                }
            }
        }
        return lines
    }

    /// Who has k in a row on a text board, by direct inspection.
    static func winners(of board: [[Character]], k: Int) -> Set<Character> {
        winners(of: board, lines: lines(size: board.count, k: k))
    }

    static func winners(of board: [[Character]], lines: [[TicTacToeCell]]) -> Set<Character> {
        var result: Set<Character> = []
        for line in lines {
            let first = board[line[0].row][line[0].col]
            if first != ".", line.allSatisfy({ board[$0.row][$0.col] == first }) { result.insert(first) }
        }
        return result
    }

    static func grid(_ board: TicTacToeBoard) -> [[Character]] {
        (0..<board.size).map { row in (0..<board.size).map { board[row, $0]?.symbol ?? "." } }
    }

    /// Value for the side to move on a text board (rows joined by `/`) with no winner yet:
    /// +1 win, 0 draw, -1 loss. Memoised in `memo` (one memo per k).
    static func value(_ text: String, k: Int = 3, memo: inout [String: Int]) -> Int {
        score(text, k: k, memo: &memo).signum()
    }

    /// How many more marks until the line with best play (the winner hurrying, the loser
    /// holding out), or nil for a draw.
    static func pliesToResult(_ text: String, k: Int = 3, memo: inout [String: Int]) -> Int? {
        let score = score(text, k: k, memo: &memo)
        guard score != 0 else { return nil }
        return endScore - abs(score) - text.filter { $0 == "X" || $0 == "O" }.count
    }

    /// A win completed when the board holds `m` marks scores `endScore - m` for the winner.
    private static let endScore = 100

    static func score(_ text: String, k: Int, memo: inout [String: Int]) -> Int {
        let size = text.split(separator: "/").count
        return score(text, lines: lines(size: size, k: k), memo: &memo)
    }

    private static func score(_ text: String, lines: [[TicTacToeCell]], memo: inout [String: Int]) -> Int {
        if let known = memo[text] { return known }
        var cells = Array(text)
        let xs = cells.filter { $0 == "X" }.count
        let os = cells.filter { $0 == "O" }.count
        let mover: Character = xs > os ? "O" : "X"
        var best = Int.min
        for index in cells.indices where cells[index] == "." {
            cells[index] = mover
            let child = String(cells)
            let rows = child.split(separator: "/").map(Array.init)
            let result: Int
            if winners(of: rows, lines: lines).contains(mover) {
                result = endScore - (xs + os + 1)
            } else if !child.contains(".") {
                result = 0
            } else {
                result = -score(child, lines: lines, memo: &memo)
            }
            best = max(best, result)
            cells[index] = "."
        }
        let result = best == Int.min ? 0 : best
        memo[text] = result
        return result
    }

    /// The reference value of a finished-or-not state for the player who just moved into it,
    /// from the point of view of the side that moved *before* it (i.e. the value of that move).
    static func valueOfMove(into state: TicTacToeState, memo: inout [String: Int]) -> Int {
        if state.winner != nil { return 1 }
        if state.board.isFull { return 0 }
        return -value(state.board.description, k: state.params.k, memo: &memo)
    }

    /// Plays the moves from a new state through the rules, checking each is accepted.
    static func play(
        _ cells: [TicTacToeCell], params: TicTacToeParams = .classic, seed: UInt64 = 1
    ) -> TicTacToeState? {
        var state = TicTacToeRules.newState(params: params, seed: seed)
        for cell in cells {
            guard let next = TicTacToeRules.apply(TicTacToeMove(cell), to: state) else { return nil }
            state = next
        }
        return state
    }

    static func cell(_ text: Substring) -> TicTacToeCell? {
        let parts = text.split(separator: ",")
        guard parts.count == 2, let row = Int(parts[0]), let col = Int(parts[1]) else { return nil }
        return TicTacToeCell(row: row, col: col)
    }
}
