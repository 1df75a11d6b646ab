/// Answers layouts worked out (a text's size, a text fitted to its room), each with the latest
/// layout that asked for it, so that when the window goes idle the table keeps what the screen
/// on show uses and forgets the rest (`removeUnused`). Bounded at `capacity`: a table that
/// reaches it is emptied and starts again (a screen asks a few hundred questions, so that happens
/// only across many sizes and screens).
public struct LayoutAnswers<Key: Hashable, Value> {
    // Inlinable, so that the measurer's lookups (another module, every text of every layout)
    // are specialised for its key and value.
    @usableFromInline var entries: [Key: (value: Value, layout: Int)] = [:]
    @usableFromInline var layout = 0
    @usableFromInline let capacity: Int

    @inlinable public init(capacity: Int) {
        self.capacity = capacity
    }

    /// The answer for `key`, now counted as asked for by the latest layout; setting nil forgets it.
    @inlinable public subscript(key: Key) -> Value? {
        mutating get {
            guard let index = entries.index(forKey: key) else { return nil }
            entries.values[index].layout = layout
            return entries.values[index].value
        }
        set {
            guard let newValue else {
                entries[key] = nil
                return
            }
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = (newValue, layout)
        }
    }

    /// A screen is about to be laid out (`TextMeasurer.layoutBegins`).
    @inlinable public mutating func layoutBegins() {
        layout &+= 1
    }

    /// Forgets the answers the latest layout did not ask for, in a table sized for what is kept
    /// (rebuilt only when something goes). Emptied whole at every idle moment, as they were, the
    /// screen on show's answers were worked out again by the next frame, a few times a minute
    /// of play.
    public mutating func removeUnused() {
        guard entries.values.contains(where: { $0.layout != layout }) else { return }
        entries = entries.filter { $0.value.layout == layout }
    }

    /// Forgets every answer, storage included.
    public mutating func removeAll() {
        entries = [:]
    }

    public var count: Int { entries.count }
    public var keys: some Collection<Key> { entries.keys }
}
