import GameCore

/// The engine side of `tessera lightsout solve <board>`, kept here so the launcher only maps
/// the answer to output and exit codes.
public enum LightsOutCLI {
    /// Presses of a shortest solution as `row,col` pairs (0-based, row-major) separated by
    /// spaces: an empty string for an already dark board, nil when no press set darkens it.
    /// Accepts boards of 1×1 up to 20×20 in the text form `11000/10000/00000/00000/00000`;
    /// anything malformed (ragged, not square, other characters, size out of range) throws.
    public static func solve(boardText: String) throws(InputError) -> String? {
        let board = try LightsOutBoard(text: boardText)
        guard let presses = LightsOutSolver.forSize(board.size).shortestSolution(for: board) else {
            return nil
        }
        return presses.litCells.map(\.description).joined(separator: " ")
    }
}
