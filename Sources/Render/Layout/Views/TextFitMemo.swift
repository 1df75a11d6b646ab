/// Answers `Text` has already worked out: the lines and size it takes for a proposal. A frame
/// builds its views anew and a stack asks each child several times, but the words on screen and
/// the room they get rarely change between frames, so fitting them (wrapping at sizes 5 % apart,
/// cutting with an ellipsis) is done once and looked up after that. Each measurer owns one, since
/// its fonts and scale decide every answer; it is emptied when it grows past a few frames' worth
/// of text, so memory stays flat however long the game is played.
public final class TextFitMemo {
    /// Everything `Text.fitted` reads besides the measurer.
    struct Key: Hashable {
        let string: String
        let font: Font
        let floor: Double
        let minimumScaleFactor: Double
        let lineLimit: Int
        let truncation: TruncationMode
        let proposal: ProposedSize
    }

    private var entries: [Key: Text.Fitted] = [:]
    /// Enough for every text of the busiest screen at each proposal its stacks try.
    private let capacity = 4096

    public init() {}

    subscript(key: Key) -> Text.Fitted? {
        get { entries[key] }
        set {
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = newValue
        }
    }

    /// Forgets every answer, storage included: the measurer's fonts or scale changed, or the
    /// window went idle.
    public func removeAll() {
        entries = [:]
    }

    /// How many answers are kept (for a test).
    public var count: Int { entries.count }
}
