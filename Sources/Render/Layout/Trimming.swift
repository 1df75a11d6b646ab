extension StringProtocol {
    /// The text without the leading and trailing characters `isTrimmed` picks: Foundation's
    /// `trimmingCharacters(in:)`, which `FoundationEssentials` lacks. `package`: for the window's
    /// modules reading the desktop's settings, no part of the Layout library.
    package func trimmed(where isTrimmed: (Character) -> Bool) -> String {
        let start = firstIndex { !isTrimmed($0) } ?? endIndex
        let end = lastIndex { !isTrimmed($0) }.map { index(after: $0) } ?? start
        return String(self[start..<end])
    }

    /// The text without leading and trailing spaces and tabs (not line breaks), as
    /// `trimmingCharacters(in: .whitespaces)` trims.
    package func trimmedSpaces() -> String { trimmed { $0.isWhitespace && !$0.isNewline } }
}
