import CGettext
import FoundationEssentials
import Glibc
import Synchronization

/// The language the window speaks, and the one lookup every string a player sees goes through.
///
/// Catalogs are GNU gettext's: `po/<lang>.po`, compiled by `msgfmt` into
/// `<locale dir>/<lang>/LC_MESSAGES/tessera.mo` and read by glibc's `dgettext`/`dngettext`,
/// so translators work with the tools they know (Poedit, Lokalize, Weblate) and plural rules
/// come from each catalog's `Plural-Forms` header. The language is chosen the Linux way
/// (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`) unless the player picked one, and can change
/// while the window is open: glibc reads `LANGUAGE` at every lookup, so switching is setting it
/// and dropping the cache kept here.
///
/// glibc trusts its catalogs, and a hostile one made it trap or hang (issue 30), so a catalog
/// reaches glibc only checked: `CatalogFile` reads it with bounds, `CatalogCheck` checks every
/// byte glibc will use, and glibc loads a private copy of those very bytes. Checking and then
/// keeping glibc's lookup (its hash and binary search, plural evaluation, charset handling) was
/// chosen over a reader of Tessera's own: the well-kept library stays the one that reads, and
/// only its inputs are narrowed. A refused catalog speaks English, with one notice on stderr.
public enum Localization {
    /// The gettext domain: the catalog's file name.
    public static let domain = "tessera"

    /// A language Tessera can speak. `english` is the source text itself; `pseudo` is the
    /// developers' check that every string goes through the lookup and still fits.
    public struct Language: Hashable, Sendable, CustomStringConvertible {
        /// The catalog's name under the locale folder (`de`, `zh_CN`), `en` for the source text.
        public let code: String

        public init(_ code: String) { self.code = code }

        public static let english = Language("en")
        public static let german = Language("de")
        public static let simplifiedChinese = Language("zh_CN")
        /// Every string bracketed and about 40 % longer (`TESSERA_LANG=pseudo`).
        public static let pseudo = Language("pseudo")

        /// The language's own name for itself, as a language menu shows it.
        public var nativeName: String {
            switch code {
            case "en": return "English"
            case "de": return "Deutsch"
            case "zh_CN": return "简体中文"
            case "pseudo": return "[Þšéûðö]"
            default: return code
            }
        }

        public var description: String { code }
    }

    private struct State {
        var language = Language.english
        var folder: String?
        /// Translations already looked up, by language and message.
        var cache: [Language: [String: String]] = [:]
        var prepared = false
        /// The languages found in `folder`, read once (start-up and the language button ask).
        var installed: [Language]?
        /// What glibc's `LANGUAGE` was last set to.
        var environmentLanguage: String?
        /// Each language's catalog once read: the private folder glibc loaded it from, or nil
        /// when there is none or it was refused (then lookups give the English source).
        var catalogs: [Language: String?] = [:]
    }

    private static let lock = Mutex(())
    nonisolated(unsafe) private static var state = State()

    /// A language for the current task only (tests render German and Chinese screens while
    /// others render English ones); nil speaks the process's language.
    @TaskLocal public static var taskLanguage: Language?

    /// The language strings are looked up in now.
    public static var language: Language {
        if let taskLanguage { return taskLanguage }
        return lock.withLock { _ in
            return state.language
        }
    }

    /// The folder holding `<lang>/LC_MESSAGES/tessera.mo`, nil when none was found (then every
    /// language but English and the pseudo-locale falls back to the source text).
    public static var catalogFolder: String? {
        return lock.withLock { _ in
            return state.folder
        }
    }

    /// Speaks `language` from the next lookup on, reading catalogs from `folder` (or the one
    /// found beside the executable). Cheap: the catalog itself is opened by glibc on first use.
    public static func use(_ language: Language, catalogs folder: String? = nil) {
        lock.withLock { _ in
            if let folder, folder != state.folder {
                state.folder = folder
                state.cache.removeAll()
                state.installed = nil
                state.environmentLanguage = nil
                state.catalogs.removeAll()
            }
            if state.folder == nil { state.folder = locateCatalogs() }
            state.language = language
        }
    }

    /// The languages with a catalog in the catalog folder, English first, then by code.
    public static func installedLanguages() -> [Language] {
        return lock.withLock { _ in
            if let installed = state.installed { return installed }
            if state.folder == nil { state.folder = locateCatalogs() }
            let installed = [Language.english] + (state.folder.map { catalogs(in: $0) } ?? []).map(Language.init)
            state.installed = installed
            return installed
        }
    }

    /// The language the environment asks for, the way gettext reads it: `TESSERA_LANG` (for
    /// developers: `pseudo`), then the first of `LANGUAGE`'s colon-separated list that has a
    /// catalog, then the messages locale (`LC_ALL`, else `LC_MESSAGES`, else `LANG`; empty counts
    /// as unset); English when none matches. As in glibc, `LANGUAGE` counts only when the
    /// messages locale is not C: not when none is set, nor for `C` or `POSIX`, but for `C.UTF-8`,
    /// a locale of its own to glibc (`LANGUAGE=de LANG=C.UTF-8` is German). Unlike glibc, a
    /// locale that is not generated on this machine still counts by its name.
    public static func preferred(
        environment: [String: String] = Localization.environment(),
        installed: [Language]
    ) -> Language {
        if let forced = environment["TESSERA_LANG"], !forced.isEmpty {
            if forced == "pseudo" { return .pseudo }
            if let match = match(forced, in: installed) { return match }
        }
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        if let list = environment["LANGUAGE"], !list.isEmpty, !isPlainC(locale ?? "C") {
            for entry in list.split(separator: ":") {
                if let match = match(String(entry), in: installed) { return match }
            }
        }
        if let locale, let match = match(locale, in: installed) { return match }
        return .english
    }

    /// The variables that choose the language, read with `getenv` (no Foundation before the
    /// first frame).
    public static func environment() -> [String: String] {
        var values: [String: String] = [:]
        for name in ["TESSERA_LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = getenv(name) { values[name] = String(cString: value) }
        }
        return values
    }

    /// The installed language a locale name (`de_AT.UTF-8@euro`, `zh_CN`, `de`) means: the exact
    /// language and territory first, then the language alone; Chinese without a territory is
    /// Simplified Chinese.
    public static func match(_ locale: String, in installed: [Language]) -> Language? {
        guard !isPlainC(locale) else { return nil }
        let name = locale.split(separator: ".").first.map(String.init) ?? locale
        let bare = name.split(separator: "@").first.map(String.init) ?? name
        let parts = bare.split(separator: "_").map(String.init)
        guard let language = parts.first?.lowercased(), !language.isEmpty else { return nil }
        if parts.count > 1 {
            let full = "\(language)_\(parts[1].uppercased())"
            if let hit = installed.first(where: { $0.code == full }) { return hit }
            if language == "zh" { return nil }
        }
        if let hit = installed.first(where: { $0.code == language }) { return hit }
        if language == "zh" { return installed.first { $0.code == "zh_CN" } }
        return installed.first { $0.code.hasPrefix(language + "_") }
    }

    /// Whether glibc runs messages in the plain C locale under this name: `C` and `POSIX`, also
    /// with a codeset or modifier glibc has no locale for (`C.ASCII`, `POSIX.UTF-8`), but not
    /// `C.UTF-8` (or `C.utf8`, `C.UTF-8@x`), which glibc ships as a locale of its own and under
    /// which `gettext` reads `LANGUAGE`.
    static func isPlainC(_ locale: String) -> Bool {
        let name = locale.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)[0]
        let parts = name.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts[0] == "C" || parts[0] == "POSIX" else { return false }
        guard parts.count == 2 else { return true }
        let codeset = parts[1].lowercased().filter { $0.isLetter || $0.isNumber }
        return !(parts[0] == "C" && codeset == "utf8")
    }

    /// `msgid` in the current language.
    static func lookup(_ msgid: String) -> String {
        let language = Self.language
        switch language {
        case .english: return msgid
        case .pseudo: return Pseudo.expand(msgid)
        default: break
        }
        return lock.withLock { _ in
            if let hit = state.cache[language]?[msgid] { return hit }
            guard selectInGlibc(language) else { return msgid }
            // dgettext returns its argument when the catalog lacks the message, so the C string must
            // outlive the copy: both happen inside withCString.
            let result = msgid.withCString { key in dgettext(domain, key).map { String(cString: $0) } ?? msgid }
            state.cache[language, default: [:]][msgid] = result
            return result
        }
    }

    /// The form of `singular`/`plural` the current language uses for `count`.
    static func lookup(_ singular: String, _ plural: String, count: Int) -> String {
        let language = Self.language
        switch language {
        case .english: return count == 1 ? singular : plural
        case .pseudo: return Pseudo.expand(count == 1 ? singular : plural)
        default: break
        }
        return lock.withLock { _ in
            guard selectInGlibc(language) else { return count == 1 ? singular : plural }
            let n = UInt(clamping: count < 0 ? -count : count)
            return singular.withCString { one in
                plural.withCString { many in
                    dngettext(domain, one, many, n).map { String(cString: $0) } ?? (n == 1 ? singular : plural)
                }
            }
        }
    }

    /// Points glibc at `language`'s checked catalog; called with the lock held, right before a
    /// lookup, so lookups in different languages on different threads never see each other's
    /// setting. glibc consults `LANGUAGE` before the locale's LC_MESSAGES at every lookup. False
    /// when the language has no usable catalog: the lookup then answers in English.
    private static func selectInGlibc(_ language: Language) -> Bool {
        guard state.environmentLanguage != language.code else { return true }
        if !state.prepared {
            prepareGlibc()
            state.prepared = true
        }
        if state.folder == nil { state.folder = locateCatalogs() }
        let folder: String?
        if let known = state.catalogs[language] {
            folder = known
        } else {
            folder = loadCatalog(language)
            state.catalogs[language] = folder
        }
        guard let folder else { return false }
        bind(language, to: folder)
        return true
    }

    private static func bind(_ language: Language, to folder: String) {
        _ = bindtextdomain(domain, folder)
        _ = bind_textdomain_codeset(domain, "UTF-8")
        setenv("LANGUAGE", language.code, 1)
        _ = textdomain(domain)
        state.environmentLanguage = language.code
    }

    /// Reads and checks `language`'s catalog, and has glibc load a private copy of it; returns
    /// that copy's folder (removed again, glibc keeps the catalog loaded under its name and finds
    /// it there by name from then on), or nil with one notice on stderr when the catalog is
    /// refused. A language without a catalog is nil with no notice.
    private static func loadCatalog(_ language: Language) -> String? {
        let code = language.code
        guard let folder = state.folder, !code.isEmpty, !code.hasPrefix("."), !code.contains("/") else { return nil }
        let path = "\(folder)/\(code)/LC_MESSAGES/\(domain).mo"
        let bytes: [UInt8]
        switch CatalogFile.read(path) {
        case .missing: return nil
        case .refused(let refusal):
            refuse(path, refusal.description)
            return nil
        case .read(let read): bytes = read
        }
        do {
            _ = try CatalogCheck.check(bytes)
        } catch {
            refuse(path, error.description)
            return nil
        }
        guard let copy = CatalogFile.writePrivateCopy(bytes, code: code, domain: domain) else {
            refuse(path, "no private folder could be made to hand it to gettext")
            return nil
        }
        bind(language, to: copy)
        // The header's lookup loads the catalog (and answers with the header itself). A message
        // it lacks then makes glibc try the language's fallbacks too (`zh` after `zh_CN`) while
        // the folder is still ours: each is settled as absent, so glibc never opens a path under
        // the removed folder's name again, where someone else could have made a folder since.
        _ = dgettext(domain, "")
        _ = dgettext(domain, "\u{4}tessera: a message no catalog holds")
        CatalogFile.removePrivateCopy(copy, code: code, domain: domain)
        return copy
    }

    /// The one notice for a catalog not used. Not translated: it is about the translation.
    private static func refuse(_ path: String, _ reason: String) {
        let line =
            "tessera: warning: the translation catalog \(path) is not used: \(reason); English is shown instead.\n"
        _ = line.withCString { write(2, $0, strlen($0)) }
    }

    /// Catalogs installed with the program (`<prefix>/share/locale`, beside `bin`), or built
    /// beside it (`<bin dir>/locale`, where the scripts put them), or named by
    /// `TESSERA_LOCALEDIR`. Plain POSIX calls: this runs before the first frame, and Foundation's
    /// file APIs would map half a megabyte more for it.
    private static func locateCatalogs() -> String? {
        if let named = getenv("TESSERA_LOCALEDIR").map({ String(cString: $0) }), !named.isEmpty { return named }
        guard let resolved = realpath("/proc/self/exe", nil) else { return nil }
        defer { free(resolved) }
        let executable = String(cString: resolved)
        guard let slash = executable.lastIndex(of: "/") else { return nil }
        let folder = String(executable[..<slash])
        let parent = folder.lastIndex(of: "/").map { String(folder[..<$0]) } ?? ""
        for path in [folder + "/locale", parent + "/share/locale"] where !catalogs(in: path).isEmpty {
            return path
        }
        return nil
    }

    /// The codes of the languages with a compiled catalog in `folder`, sorted.
    private static func catalogs(in folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var codes: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard !name.hasPrefix(".") else { continue }
            if access("\(folder)/\(name)/LC_MESSAGES/\(domain).mo", R_OK) == 0 { codes.append(name) }
        }
        return codes.sorted()
    }

    /// glibc ignores `LANGUAGE` under the plain C locale, and a locale that is not generated on
    /// this machine (`LANG=zh_CN.UTF-8` without `locales`) leaves it C; C.UTF-8 always exists.
    /// Only LC_MESSAGES changes, so number parsing and formatting stay as they were.
    private static func prepareGlibc() {
        let current = setlocale(LC_MESSAGES, "").map { String(cString: $0) }
        if current.map(isPlainC) != false {
            _ = setlocale(LC_MESSAGES, "C.UTF-8")
        }
    }
}

/// The player-facing text of `msgid` in the current language. `msgid` is the English source;
/// `{name}` placeholders are filled from `arguments` after translation (translators may move
/// them; `msgfmt -c` checks they keep every one).
public func tr(_ msgid: String, _ arguments: KeyValuePairs<String, Any> = [:]) -> String {
    fill(Localization.lookup(msgid), arguments)
}

/// The plural form for `count` of a message (`"{count} move"`, `"{count} moves"`); `count` is
/// also offered to the text as `{count}`.
public func trn(_ singular: String, _ plural: String, count: Int, _ arguments: KeyValuePairs<String, Any> = [:])
    -> String
{
    let text = fill(Localization.lookup(singular, plural, count: count), arguments)
    return replacing("{count}", in: text) { String(count) }
}

/// `msgid` as meant in `context`, for an English word that two places use in two senses
/// ("Level": a difficulty in one game, a stage of a ladder in another); the catalog keeps one entry for each.
public func trc(_ context: String, _ msgid: String, _ arguments: KeyValuePairs<String, Any> = [:]) -> String {
    switch Localization.language {
    case .english, .pseudo: return tr(msgid, arguments)
    default:
        // gettext's convention (pgettext): the context and the message joined by EOT.
        let key = context + "\u{4}" + msgid
        let found = Localization.lookup(key)
        return fill(found == key ? msgid : found, arguments)
    }
}

/// Marks a string for the catalog without translating it, for text kept in a table and
/// translated where it is shown (`tr(descriptor.title)`).
public func trMark(_ msgid: String) -> String { msgid }

private func fill(_ text: String, _ arguments: KeyValuePairs<String, Any>) -> String {
    // A byte test: `contains("{")` is Foundation's substring search, which showed in layout.
    guard !arguments.isEmpty, text.utf8.contains(UInt8(ascii: "{")) else { return text }
    var result = text
    for (key, value) in arguments {
        result = replacing("{\(key)}", in: result) { "\(value)" }
    }
    return result
}

/// `text` with every occurrence of `placeholder` replaced, left to right, by `value` (made only
/// when one occurs). Bytes, not Foundation: layout fills the same labels many times a frame.
private func replacing(_ placeholder: String, in text: String, with value: () -> String) -> String {
    var storage = text
    var pattern = placeholder
    return storage.withUTF8 { bytes in
        pattern.withUTF8 { pattern in
            guard let first = pattern.first, pattern.count <= bytes.count else { return text }
            var output: [UInt8] = []
            var replacement: [UInt8]?
            var index = 0
            var copied = 0
            while index + pattern.count <= bytes.count {
                guard bytes[index] == first, bytes[index..<index + pattern.count].elementsEqual(pattern) else {
                    index += 1
                    continue
                }
                if replacement == nil {
                    replacement = Array(value().utf8)
                    output.reserveCapacity(bytes.count + 16)
                }
                output += bytes[copied..<index]
                output += replacement!
                index += pattern.count
                copied = index
            }
            guard replacement != nil else { return text }
            output += bytes[copied...]
            return String(decoding: output, as: UTF8.self)
        }
    }
}
