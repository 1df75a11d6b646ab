/// An entry of one of the rasteriser's caches (`GlyphRunCache`, `ShapeMaskCache`): the frame it
/// was last drawn in and the bytes it holds.
protocol DrawnEntry {
    var lastUsed: Int { get }
    var cost: Int { get }
}

extension Dictionary where Value: DrawnEntry {
    /// The rasteriser's eviction rule: the entries drawn longest ago are dropped until at most
    /// `budget` bytes and `limit` entries are held, but never one drawn in frame `frame` or later
    /// (what the screen shows stays, however large). `held` is the bytes the caller counts its
    /// entries at (kept as they come, so not summed again here); returns the bytes held after.
    mutating func trimLeastRecent(
        holding held: Int, toBytes budget: Int, count limit: Int, keepingFrom frame: Int
    ) -> Int {
        var held = held
        guard held > budget || count > limit else { return held }
        let stale = compactMap { $0.value.lastUsed < frame ? ($0.key, $0.value.lastUsed, $0.value.cost) : nil }
            .sorted { $0.1 < $1.1 }
        var remaining = count
        for (key, _, cost) in stale {
            guard held > budget || remaining > limit else { break }
            removeValue(forKey: key)
            held -= cost
            remaining -= 1
        }
        return held
    }

    /// The idle release of both caches: every entry not drawn in frame `frame` or later is
    /// dropped, and the table is rebuilt to fit what is left. Returns the bytes held after.
    mutating func dropUndrawn(holding held: Int, keepingFrom frame: Int) -> Int {
        let kept = trimLeastRecent(holding: held, toBytes: 0, count: 0, keepingFrom: frame)
        shrinkToFit()
        return kept
    }

    /// The same entries in storage sized for them. A Swift dictionary keeps its capacity when
    /// entries are removed, so a cache emptied on an idle release would still hold the table
    /// its fullest moment needed (8,192 shape masks: about 0.6 MiB); rebuilt only when that
    /// table is more than four times what the entries need.
    private mutating func shrinkToFit() {
        guard capacity > 4 * Swift.max(count, 16) else { return }
        var fitted = Self(minimumCapacity: count)
        for (key, value) in self { fitted[key] = value }
        self = fitted
    }
}
