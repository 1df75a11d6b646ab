/// The check every compiled catalog (`.mo`) passes before glibc may read it.
///
/// glibc trusts a catalog: a `Plural-Forms` rule dividing by zero raises SIGFPE at the first
/// plural lookup, an offset past the end reads beyond the mapping, a string without its NUL runs
/// `strchr` off the page, and a hash table with no empty slot loops forever. Catalogs come from
/// a folder a player (or anything writing `TESSERA_LOCALEDIR` or `locale/`) controls, so each one
/// is checked here, on its bytes, before the lookup sees it: pure Swift over a byte array, no
/// file system, so every rule is a unit test.
///
/// The rules are those of the file format as glibc reads it (`loadmsgcat.c`, `dcigettext.c`,
/// `plural.y`, `plural-eval.c`), plus bounds Tessera sets on what it is willing to lay out.
public enum CatalogCheck {
    /// The largest catalog read at all; Tessera's own are under 100 KiB.
    public static let maximumSize = 4 << 20
    /// The longest string (original or translation, all plural forms together) a catalog may
    /// hold: the longest Tessera has is about 200 bytes, and a screen laid out with megabyte-long
    /// labels takes tens of seconds and gigabytes (issue 30).
    public static let maximumStringLength = 4096
    /// The longest `plural=` expression; real rules (Arabic's, the longest) are about 100 bytes.
    public static let maximumExpressionLength = 512
    /// How deeply a plural expression may nest; real rules nest fewer than 10 deep.
    public static let maximumExpressionDepth = 64
    /// `nplurals` must lie in this range (no language has more than 6 forms).
    public static let pluralCounts = 1...6

    /// Why a catalog is not used; `description` completes "… is not used: ".
    public struct Refusal: Error, Equatable, CustomStringConvertible {
        public let description: String
        public init(_ description: String) { self.description = description }
    }

    /// What the check learnt of a catalog it accepts.
    public struct Summary: Equatable {
        /// Messages, the header included.
        public var messages: Int
        /// `nplurals` and the plural rule, or nil when the header names none (glibc then uses
        /// English's `n != 1` with 2 forms).
        public var plural: PluralRule?
    }

    /// Checks a whole catalog; returns what it holds or throws why it must not be used.
    public static func check(_ bytes: [UInt8]) throws(Refusal) -> Summary {
        guard bytes.count <= maximumSize else {
            throw Refusal("it is \(bytes.count) bytes, more than the \(maximumSize >> 20) MiB a catalog may have")
        }
        guard bytes.count >= 28 else { throw Refusal("it is \(bytes.count) bytes, too short for a catalog header") }
        let bigEndian: Bool
        switch word(bytes, 0, bigEndian: false) {
        case 0x9504_12de: bigEndian = false
        case 0xde12_0495: bigEndian = true
        default: throw Refusal("it does not start with a gettext catalog's magic number")
        }
        let field = { (offset: Int) in Int(word(bytes, offset, bigEndian: bigEndian)) }
        // Revision 0 is what msgfmt writes; later ones add system-dependent strings, which
        // Tessera's catalogs never hold and this check does not read.
        let revision = field(4)
        guard revision == 0 else { throw Refusal("its format revision \(revision) is not supported (only 0)") }
        let count = field(8)
        let originals = field(12)
        let translations = field(16)
        let hashSize = field(20)
        let hashOffset = field(24)
        for (name, offset) in [("originals", originals), ("translations", translations)] {
            guard offset % 4 == 0, offset + count * 8 <= bytes.count else {
                throw Refusal("its table of \(name) (\(count) entries at \(offset)) lies outside the file")
            }
        }
        var previous: ArraySlice<UInt8>?
        var header: ArraySlice<UInt8>?
        for index in 0..<count {
            let key = try string(bytes, table: originals, index: index, bigEndian: bigEndian, name: "original")
            let value = try string(bytes, table: translations, index: index, bigEndian: bigEndian, name: "translation")
            // glibc finds messages by binary search or hash over originals compared with
            // strcmp: sorted and distinct, so the header (the original "") is exactly one entry.
            let name = key.prefix { $0 != 0 }
            if let previous, !previous.lexicographicallyPrecedes(name) {
                throw Refusal("its original \(index) is not sorted after the one before it")
            }
            previous = name
            if name.isEmpty { header = value.prefix { $0 != 0 } }
        }
        try checkHashTable(bytes, size: hashSize, offset: hashOffset, count: count, bigEndian: bigEndian)
        var plural: PluralRule?
        if let header {
            try checkCharset(header)
            plural = try PluralRule(header: header)
        }
        return Summary(messages: count, plural: plural)
    }

    /// The string at `index` of the table at `table`: inside the file, NUL-terminated, bounded.
    private static func string(
        _ bytes: [UInt8], table: Int, index: Int, bigEndian: Bool, name: String
    ) throws(Refusal) -> ArraySlice<UInt8> {
        let length = Int(word(bytes, table + index * 8, bigEndian: bigEndian))
        let offset = Int(word(bytes, table + index * 8 + 4, bigEndian: bigEndian))
        guard length <= maximumStringLength else {
            throw Refusal("its \(name) \(index) is \(length) bytes, more than \(maximumStringLength)")
        }
        guard offset + length < bytes.count else {
            throw Refusal("its \(name) \(index) (\(length) bytes at \(offset)) runs past the end of the file")
        }
        guard bytes[offset + length] == 0 else { throw Refusal("its \(name) \(index) does not end with a NUL") }
        return bytes[offset..<offset + length]
    }

    /// glibc probes the hash table by double hashing until it meets an empty slot: the table
    /// must lie inside the file, name only existing messages, have a prime size (so the probes
    /// visit every slot) and at least one empty slot (so they end). A size of 2 or less is
    /// not used by glibc.
    private static func checkHashTable(
        _ bytes: [UInt8], size: Int, offset: Int, count: Int, bigEndian: Bool
    ) throws(Refusal) {
        guard size > 0 else { return }
        guard offset % 4 == 0, offset + size * 4 <= bytes.count else {
            throw Refusal("its hash table (\(size) slots at \(offset)) lies outside the file")
        }
        guard size > 2 else { return }
        guard isPrime(size) else { throw Refusal("its hash table size \(size) is not a prime") }
        var empty = false
        for slot in 0..<size {
            let entry = Int(word(bytes, offset + slot * 4, bigEndian: bigEndian))
            guard entry <= count else { throw Refusal("its hash table names message \(entry) of \(count)") }
            if entry == 0 { empty = true }
        }
        guard empty else { throw Refusal("its hash table has no empty slot") }
    }

    /// Lookups are asked for UTF-8 (`bind_textdomain_codeset`); a catalog in another charset
    /// would be converted by iconv on every lookup, and Tessera's are all UTF-8.
    private static func checkCharset(_ header: ArraySlice<UInt8>) throws(Refusal) {
        guard let start = find(Array("charset=".utf8), in: header) else { return }
        let name = header[(start + 8)...].prefix { ![0x20, 0x09, 0x0A, 0x3B].contains($0) }
        let text = String(decoding: name, as: UTF8.self)
        guard ["utf-8", "utf8"].contains(text.lowercased()) else {
            throw Refusal("its charset is \(text.prefix(40)), not UTF-8")
        }
    }

    static func word(_ bytes: [UInt8], _ offset: Int, bigEndian: Bool) -> UInt32 {
        let (b0, b1, b2, b3) = (
            UInt32(bytes[offset]), UInt32(bytes[offset + 1]), UInt32(bytes[offset + 2]), UInt32(bytes[offset + 3])
        )
        return bigEndian ? b0 << 24 | b1 << 16 | b2 << 8 | b3 : b3 << 24 | b2 << 16 | b1 << 8 | b0
    }

    /// The index of the first occurrence of `needle` in `haystack`, as `strstr` finds it.
    static func find(_ needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        var index = haystack.startIndex
        while index + needle.count <= haystack.endIndex {
            if haystack[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    private static func isPrime(_ value: Int) -> Bool {
        guard value >= 2 else { return false }
        var divisor = 2
        while divisor * divisor <= value {
            if value % divisor == 0 { return false }
            divisor += 1
        }
        return true
    }
}

/// A catalog's plural rule, read the way glibc reads it (`plural-exp.c`, `plural.y`) and
/// checked so that glibc's evaluation can neither trap nor pick a form the catalog lacks.
///
/// glibc takes the first `nplurals=` and the first `plural=` anywhere in the header, parses the
/// expression after `plural=` up to `;`, a newline or the end with a C-like grammar (`?:`, `||`,
/// `&&`, `==`, `!=`, `<`, `>`, `<=`, `>=`, `+`, `-`, `*`, `/`, `%`, `!`, parentheses, `n` and
/// unsigned decimal numbers; spaces and tabs between) and evaluates it in `unsigned long`. Here
/// the same grammar is parsed, and accepted only when every `/` and `%` divides by a nonzero
/// number written in the rule (which real rules do, and which is the one form that provably
/// never divides by zero) and the result is below `nplurals` for n from 0 to 1000 and for
/// large values.
public struct PluralRule: Equatable, Sendable {
    /// The number of forms.
    public let count: Int
    let root: Node

    indirect enum Node: Equatable, Sendable {
        case n
        case number(UInt64)
        case not(Node)
        case binary(Operator, Node, Node)
        case choice(Node, Node, Node)
    }

    enum Operator: Equatable, Sendable {
        case or, and, equal, notEqual, less, greater, lessOrEqual, greaterOrEqual
        case plus, minus, times, divide, remainder
    }

    /// The values of n the rule is tried with besides 0…1000: powers of ten and of two and the
    /// ends of the ranges `Int`, `UInt32` and `UInt64` reach (Tessera passes |count|).
    static let largeValues: [UInt64] =
        (4...19).map { UInt64(pow10: $0) } + (10...63).map { 1 << UInt64($0) } + (10...63).map { (1 << UInt64($0)) - 1 }
        + [UInt64(Int.max), UInt64(UInt32.max), UInt64.max, 1_000_001, 1_000_011, 1_000_101]

    /// Reads the rule from a catalog header (its translation of the empty original); nil when
    /// the header names none (glibc then uses 2 forms and `n != 1`).
    public init?(header: ArraySlice<UInt8>) throws(CatalogCheck.Refusal) {
        let counted = CatalogCheck.find(Array("nplurals=".utf8), in: header)
        let expression = CatalogCheck.find(Array("plural=".utf8), in: header)
        guard let counted, let expression else { return nil }
        var index = counted + 9
        while index < header.endIndex, [0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D].contains(header[index]) { index += 1 }
        let digits = header[index...].prefix { $0 >= 0x30 && $0 <= 0x39 }
        guard !digits.isEmpty else { throw CatalogCheck.Refusal("its nplurals is not a number") }
        guard digits.count <= 2, let count = Int(String(decoding: digits, as: UTF8.self)),
            CatalogCheck.pluralCounts.contains(count)
        else {
            throw CatalogCheck.Refusal(
                "its nplurals=\(String(decoding: digits.prefix(20), as: UTF8.self)) is outside 1…6")
        }
        try self.init(count: count, expression: header[(expression + 7)...])
    }

    /// Parses and checks `expression` (the text after `plural=`) for `count` forms.
    public init(count: Int, expression: ArraySlice<UInt8>) throws(CatalogCheck.Refusal) {
        guard CatalogCheck.pluralCounts.contains(count) else {
            throw CatalogCheck.Refusal("its nplurals=\(count) is outside 1…6")
        }
        var parser = Parser(text: expression)
        root = try parser.parseRule()
        self.count = count
        for n in UInt64(0)...1000 { try checkResult(n) }
        for n in Self.largeValues { try checkResult(n) }
    }

    private func checkResult(_ n: UInt64) throws(CatalogCheck.Refusal) {
        let form = evaluate(n)
        guard form < UInt64(count) else {
            throw CatalogCheck.Refusal("its plural rule gives form \(form) for n = \(n), but nplurals is \(count)")
        }
    }

    /// The form for `n`, computed as glibc's `plural_eval` does (wrapping unsigned arithmetic,
    /// `||`, `&&` and `?:` evaluating only what they need). Never divides by zero: every divisor
    /// is a nonzero number, checked when parsing.
    public func evaluate(_ n: UInt64) -> UInt64 { Self.evaluate(root, n) }

    private static func evaluate(_ node: Node, _ n: UInt64) -> UInt64 {
        switch node {
        case .n: return n
        case .number(let value): return value
        case .not(let operand): return evaluate(operand, n) == 0 ? 1 : 0
        case .choice(let condition, let yes, let no): return evaluate(evaluate(condition, n) != 0 ? yes : no, n)
        case .binary(let op, let left, let right):
            let a = evaluate(left, n)
            switch op {
            case .or: return a != 0 || evaluate(right, n) != 0 ? 1 : 0
            case .and: return a != 0 && evaluate(right, n) != 0 ? 1 : 0
            default: break
            }
            let b = evaluate(right, n)
            switch op {
            case .or, .and: return 0
            case .equal: return a == b ? 1 : 0
            case .notEqual: return a != b ? 1 : 0
            case .less: return a < b ? 1 : 0
            case .greater: return a > b ? 1 : 0
            case .lessOrEqual: return a <= b ? 1 : 0
            case .greaterOrEqual: return a >= b ? 1 : 0
            case .plus: return a &+ b
            case .minus: return a &- b
            case .times: return a &* b
            // A zero here would be a parser bug; answer form 0 rather than trap.
            case .divide: return b == 0 ? 0 : a / b
            case .remainder: return b == 0 ? 0 : a % b
            }
        }
    }

    /// Recursive descent over glibc's grammar, with its precedence (lowest first: `?:` right to
    /// left, `||`, `&&`, `==` `!=`, `<` `>` `<=` `>=`, `+` `-`, `*` `/` `%`, then `!`), bounded
    /// in length and depth so a hostile rule costs microseconds.
    struct Parser {
        enum Token: Equatable {
            case n, number(UInt64), op(Operator), not, question, colon, open, close, end
        }

        let text: ArraySlice<UInt8>
        var index: Int
        var token: Token = .end
        var depth = 0

        init(text: ArraySlice<UInt8>) {
            self.text = text
            index = text.startIndex
        }

        mutating func parseRule() throws(CatalogCheck.Refusal) -> Node {
            try advance()
            let root = try parseChoice()
            guard token == .end else { throw CatalogCheck.Refusal("its plural rule has text it cannot read") }
            return root
        }

        /// The next token, as glibc's `yylex`: spaces and tabs skipped; `;`, a newline or the
        /// end of the header end the rule.
        mutating func advance() throws(CatalogCheck.Refusal) {
            while index < text.endIndex, text[index] == 0x20 || text[index] == 0x09 { index += 1 }
            guard index - text.startIndex <= CatalogCheck.maximumExpressionLength else {
                throw CatalogCheck.Refusal(
                    "its plural rule is longer than \(CatalogCheck.maximumExpressionLength) bytes")
            }
            guard index < text.endIndex else {
                token = .end
                return
            }
            let byte = text[index]
            let next: UInt8? = index + 1 < text.endIndex ? text[index + 1] : nil
            index += 1
            switch byte {
            case 0x30...0x39:
                // glibc's unsigned long, wrapping as it does.
                var value = UInt64(byte - 0x30)
                while index < text.endIndex, (0x30...0x39).contains(text[index]) {
                    value = value &* 10 &+ UInt64(text[index] - 0x30)
                    index += 1
                }
                token = .number(value)
            case UInt8(ascii: "n"): token = .n
            case UInt8(ascii: "?"): token = .question
            case UInt8(ascii: ":"): token = .colon
            case UInt8(ascii: "("): token = .open
            case UInt8(ascii: ")"): token = .close
            case UInt8(ascii: ";"), 0x0A, 0:
                index -= 1
                token = .end
            case UInt8(ascii: "*"): token = .op(.times)
            case UInt8(ascii: "/"): token = .op(.divide)
            case UInt8(ascii: "%"): token = .op(.remainder)
            case UInt8(ascii: "+"): token = .op(.plus)
            case UInt8(ascii: "-"): token = .op(.minus)
            case UInt8(ascii: "="), UInt8(ascii: "&"), UInt8(ascii: "|"):
                guard next == byte else { throw unreadable(byte) }
                index += 1
                token = .op(byte == UInt8(ascii: "=") ? .equal : byte == UInt8(ascii: "&") ? .and : .or)
            case UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">"):
                let withEqual = next == UInt8(ascii: "=")
                if withEqual { index += 1 }
                switch byte {
                case UInt8(ascii: "!"): token = withEqual ? .op(.notEqual) : .not
                case UInt8(ascii: "<"): token = .op(withEqual ? .lessOrEqual : .less)
                default: token = .op(withEqual ? .greaterOrEqual : .greater)
                }
            default: throw unreadable(byte)
            }
        }

        func unreadable(_ byte: UInt8) -> CatalogCheck.Refusal {
            let shown = (0x21...0x7E).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte \(byte)"
            return CatalogCheck.Refusal("its plural rule has \(shown), which is not part of a plural rule")
        }

        /// Counts one level of nesting (each operator node and each parenthesis).
        mutating func enter() throws(CatalogCheck.Refusal) {
            depth += 1
            guard depth <= CatalogCheck.maximumExpressionDepth else {
                throw CatalogCheck.Refusal(
                    "its plural rule nests more than \(CatalogCheck.maximumExpressionDepth) deep")
            }
        }

        mutating func parseChoice() throws(CatalogCheck.Refusal) -> Node {
            try enter()
            defer { depth -= 1 }
            let condition = try parseBinary(level: 0)
            guard token == .question else { return condition }
            try advance()
            let yes = try parseChoice()
            guard token == .colon else { throw CatalogCheck.Refusal("its plural rule has '?' without ':'") }
            try advance()
            let no = try parseChoice()
            return .choice(condition, yes, no)
        }

        static let levels: [[Operator]] = [
            [.or], [.and], [.equal, .notEqual], [.less, .greater, .lessOrEqual, .greaterOrEqual],
            [.plus, .minus], [.times, .divide, .remainder],
        ]

        /// Left-associative operators of `levels[level]` and tighter.
        mutating func parseBinary(level: Int) throws(CatalogCheck.Refusal) -> Node {
            guard level < Self.levels.count else { return try parseUnary() }
            var left = try parseBinary(level: level + 1)
            var chained = 0
            while case .op(let op) = token, Self.levels[level].contains(op) {
                // A left-leaning chain nests one level per operator when evaluated.
                try enter()
                chained += 1
                try advance()
                let right = try parseBinary(level: level + 1)
                if op == .divide || op == .remainder {
                    guard case .number(let divisor) = right, divisor != 0 else {
                        throw CatalogCheck.Refusal(
                            "its plural rule divides by \(right == .number(0) ? "zero" : "something not a nonzero number")"
                        )
                    }
                }
                left = .binary(op, left, right)
            }
            depth -= chained
            return left
        }

        mutating func parseUnary() throws(CatalogCheck.Refusal) -> Node {
            switch token {
            case .not:
                try enter()
                defer { depth -= 1 }
                try advance()
                return .not(try parseUnary())
            case .n:
                try advance()
                return .n
            case .number(let value):
                try advance()
                return .number(value)
            case .open:
                try enter()
                defer { depth -= 1 }
                try advance()
                let inner = try parseChoice()
                guard token == .close else { throw CatalogCheck.Refusal("its plural rule has '(' without ')'") }
                try advance()
                return inner
            case .end: throw CatalogCheck.Refusal("its plural rule ends where a value should be")
            default: throw CatalogCheck.Refusal("its plural rule has an operator where a value should be")
            }
        }
    }
}

extension UInt64 {
    fileprivate init(pow10 exponent: Int) {
        self = (0..<exponent).reduce(1) { value, _ in value * 10 }
    }
}
