/// Answers `Text` has already worked out: the lines and size it takes for a proposal. A frame
/// builds its views anew and a stack asks each child several times, but the words on screen and
/// the room they get rarely change between frames, so fitting them (wrapping at sizes 5 % apart,
/// cutting with an ellipsis) is done once and looked up after that. Each measurer owns one, since
/// its fonts and scale decide every answer; it is emptied when it grows past a few frames' worth
/// of text, and keeps only what the latest screen asked for when the window goes idle (`removeUnused`),
/// so memory stays flat however long the game is played.
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

    /// Each answer with the layout it was last asked for in.
    private var entries: [Key: (fitted: Text.Fitted, layout: Int)] = [:]
    private var layoutNumber = 0
    /// Enough for every text of the busiest screen at each proposal its stacks try.
    private let capacity = 4096

    public init() {}

    subscript(key: Key) -> Text.Fitted? {
        get {
            guard let index = entries.index(forKey: key) else { return nil }
            entries.values[index].layout = layoutNumber
            return entries.values[index].fitted
        }
        set {
            guard let newValue else {
                entries[key] = nil
                return
            }
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = (newValue, layoutNumber)
        }
    }

    /// Forgets every answer, storage included: the measurer's fonts or scale changed.
    public func removeAll() {
        entries = [:]
    }

    /// A screen is about to be laid out (`TextMeasurer.layoutBegins`).
    public func layoutBegins() {
        layoutNumber &+= 1
    }

    /// Forgets the answers the latest layout did not ask for (the window went idle), in a table
    /// sized for what is kept. What the screen on show fitted stays: emptied at every idle
    /// moment, its answers were worked out again by the next frame, a few times a minute of
    /// play.
    public func removeUnused() {
        guard entries.values.contains(where: { $0.layout != layoutNumber }) else { return }
        entries = entries.filter { $0.value.layout == layoutNumber }
    }

    /// How many answers are kept (for a test).
    public var count: Int { entries.count }
}
