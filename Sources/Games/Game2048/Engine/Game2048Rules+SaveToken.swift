import GameCore

/// A 2048 move in a save is one letter: `l`, `r`, `u`, `d` for a slide, `k` for "Keep going".
/// The new tile is not written: the state carries its generator, so replaying the slide from
/// the saved start draws the very same tile.
extension Game2048Rules.Move: SaveToken {
    public var saveToken: String {
        switch self {
        case .slide(.left): "l"
        case .slide(.right): "r"
        case .slide(.up): "u"
        case .slide(.down): "d"
        case .keepGoing: "k"
        }
    }

    public static func readToken(from text: inout Substring) -> Self? {
        let move: Self? =
            switch text.first {
            case "l": .slide(.left)
            case "r": .slide(.right)
            case "u": .slide(.up)
            case "d": .slide(.down)
            case "k": .keepGoing
            default: nil
            }
        if move != nil { text.removeFirst() }
        return move
    }
}
