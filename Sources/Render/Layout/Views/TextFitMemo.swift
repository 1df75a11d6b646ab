/// Answers `Text` has already worked out: the lines and size it takes for a proposal. A frame
/// builds its views anew and a stack asks each child several times, but the words on screen and
/// the room they get rarely change between frames, so fitting them (wrapping at sizes 5 % apart,
/// cutting with an ellipsis) is done once and looked up after that. Each measurer owns one, since
/// its fonts and scale decide every answer; it is emptied when it grows past a few frames' worth
/// of text, and keeps only what the latest screen asked for when the window goes idle
/// (`removeUnused`), so memory stays flat however long the game is played.
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

    /// Enough for every text of the busiest screen at each proposal its stacks try.
    private var answers = LayoutAnswers<Key, Text.Fitted>(capacity: 4096)

    public init() {}

    subscript(key: Key) -> Text.Fitted? {
        get { answers[key] }
        set { answers[key] = newValue }
    }

    /// Forgets every answer, storage included: the measurer's fonts or scale changed.
    public func removeAll() {
        answers.removeAll()
    }

    /// A screen is about to be laid out (`TextMeasurer.layoutBegins`).
    public func layoutBegins() {
        answers.layoutBegins()
    }

    /// Forgets the answers the latest layout did not ask for (the window went idle).
    public func removeUnused() {
        answers.removeUnused()
    }

    /// How many answers are kept (for a test).
    public var count: Int { answers.count }
}
