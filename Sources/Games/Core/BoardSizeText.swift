/// A board's size as players type it: one side ("5") or rows × columns ("4x6" or "4×6"). One
/// reading for the command line's `--size` of every game and each game's own commands.
public enum BoardSizeText {
    /// The numbers `text` names: a side (columns nil) or rows and columns; nil for anything
    /// else ("4x", "x6", "4x6x2", "four"). Whether the sides suit a game is the game's to say.
    public static func sides(_ text: String) -> (rows: Int, columns: Int?)? {
        let parts = text.lowercased().split(omittingEmptySubsequences: false) { $0 == "x" || $0 == "×" }
        let numbers = parts.compactMap { Int($0) }
        guard numbers.count == parts.count, (1...2).contains(numbers.count) else { return nil }
        return (numbers[0], numbers.count == 2 ? numbers[1] : nil)
    }
}
