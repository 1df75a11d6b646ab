/// What a second start of Tessera asks the running window to do, as one line on the instance
/// socket: `tessera 1 raise [startup=ID]` (bring the window forward) or `tessera 1 open GAME
/// [size=N] [difficulty=WORD] [level=N] [seed=N] [startup=ID]` (bring it forward showing that
/// game; any option but `startup` starts a fresh one, as it does on the command line). `startup`
/// is the second start's `DESKTOP_STARTUP_ID`, which the window completes for the launcher.
///
/// The socket is private to the user, but the parser still treats every byte as hostile: one
/// line of at most `maximumLength` bytes ending in a single newline, printable ASCII words
/// separated by single spaces, a known version, a known verb, each option at most once and every
/// value in its own narrow alphabet. Anything else is not a request; the window ignores it.
package struct InstanceRequest: Equatable, Sendable {
    /// The protocol's version: the second word of every line.
    package static let version = 1
    /// The longest line taken, newline included.
    package static let maximumLength = 512

    /// The game to show, by catalog id; nil only raises the window.
    package var game: String?
    package var size: Int?
    /// The columns of a rectangular board (`--size 4x6`: size 4, columns 6).
    package var columns: Int?
    package var difficulty: String?
    package var level: Int?
    package var seed: UInt64?
    /// The launch this start belongs to (`DESKTOP_STARTUP_ID`), if a launcher gave one.
    package var startup: String?

    package init(
        game: String? = nil, size: Int? = nil, columns: Int? = nil, difficulty: String? = nil, level: Int? = nil,
        seed: UInt64? = nil, startup: String? = nil
    ) {
        self.game = game
        self.size = size
        self.columns = columns
        self.difficulty = difficulty
        self.level = level
        self.seed = seed
        self.startup = startup
    }

    /// True when the request starts a fresh game rather than showing the one in progress.
    package var startsFresh: Bool { size != nil || columns != nil || difficulty != nil || level != nil || seed != nil }

    /// The line that carries this request, newline included; nil when a field could not be
    /// parsed back (a game id or difficulty outside the protocol's alphabet, or a raise with
    /// options), so the sender never sends what the window would refuse.
    package var line: String? {
        var words = ["tessera", "\(Self.version)"]
        if let game {
            words += ["open", game]
            if let size { words.append("size=\(size)") }
            if let columns { words.append("columns=\(columns)") }
            if let difficulty { words.append("difficulty=\(difficulty)") }
            if let level { words.append("level=\(level)") }
            if let seed { words.append("seed=\(seed)") }
        } else {
            words.append("raise")
        }
        if let startup { words.append("startup=\(startup)") }
        let line = words.joined(separator: " ") + "\n"
        return Self.parse(Array(line.utf8)) == self ? line : nil
    }

    /// The request `bytes` holds, or nil when they are not exactly one valid line.
    package static func parse(_ bytes: [UInt8]) -> InstanceRequest? {
        guard bytes.count <= maximumLength, bytes.last == UInt8(ascii: "\n") else { return nil }
        let body = bytes.dropLast()
        // Printable ASCII and single spaces only: no control bytes, no second line, no UTF-8.
        guard !body.isEmpty, body.allSatisfy({ $0 >= 0x20 && $0 <= 0x7E }) else { return nil }
        let words = body.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        guard words.count >= 3, !words.contains(""), words[0] == "tessera", words[1] == "\(version)" else {
            return nil
        }
        var request = InstanceRequest()
        let options: ArraySlice<String>
        switch words[2] {
        case "raise":
            options = words.dropFirst(3)
        case "open":
            guard words.count >= 4, isName(words[3]) else { return nil }
            request.game = words[3]
            options = words.dropFirst(4)
        default:
            return nil
        }
        var seen: Set<String> = []
        for option in options {
            guard let equals = option.firstIndex(of: "=") else { return nil }
            let key = String(option[..<equals])
            let value = String(option[option.index(after: equals)...])
            guard seen.insert(key).inserted, request.game != nil || key == "startup" else { return nil }
            switch key {
            case "size": request.size = number(value, digits: 4).map { Int($0) }
            case "columns": request.columns = number(value, digits: 4).map { Int($0) }
            case "level": request.level = number(value, digits: 6).map { Int($0) }
            case "seed": request.seed = number(value, digits: 20)
            case "difficulty": request.difficulty = isName(value) ? value : nil
            case "startup": request.startup = isStartupID(value) ? value : nil
            default: return nil
            }
            // Every option named must have been read.
            guard request.value(of: key) else { return nil }
        }
        return request
    }

    /// Whether the option `key` holds a value.
    private func value(of key: String) -> Bool {
        switch key {
        case "size": size != nil
        case "columns": columns != nil
        case "level": level != nil
        case "seed": seed != nil
        case "startup": startup != nil
        default: difficulty != nil
        }
    }

    /// A catalog id or difficulty: 1 to 32 lowercase letters, digits and dashes.
    private static func isName(_ word: String) -> Bool {
        (1...32).contains(word.utf8.count)
            && word.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D }
    }

    /// A startup id as launchers make them (`gnome-shell/Tessera/1234-5-host_TIME67`,
    /// `host;1;2;3_TIME4`): 1 to 200 printable ASCII bytes, without quotes or backslashes.
    private static func isStartupID(_ word: String) -> Bool {
        (1...200).contains(word.utf8.count)
            && word.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
    }

    /// A decimal number of at most `digits` digits that fits `UInt64`, without sign or padding.
    private static func number(_ word: String, digits: Int) -> UInt64? {
        guard (1...digits).contains(word.utf8.count), word.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
            word == "0" || word.first != "0"
        else { return nil }
        return UInt64(word)
    }
}
