import Foundation
import SnapshotSupport
import Testing

@testable import Localization

/// The check a catalog passes before glibc reads it (issue 30): the real catalogs pass, each
/// defect alone is refused with its reason, and plural rules that would trap or pick a missing
/// form are refused while every real language's rule is read as glibc reads it.
@Suite struct CatalogCheckTests {
    /// A catalog built here, the way msgfmt lays one out: header, the two tables, the strings.
    struct Catalog {
        var header = "Content-Type: text/plain; charset=UTF-8\nPlural-Forms: nplurals=2; plural=(n != 1);\n"
        var messages: [(String, String)] = [("New game", "Neues Spiel"), ("Undo", "Rückgängig")]
        var bigEndian = false
        var revision: UInt32 = 0
        /// Hash slots (message index + 1, 0 for empty); none by default.
        var hash: [UInt32] = []

        var entries: [([UInt8], [UInt8])] {
            [([], Array(header.utf8))] + messages.map { (Array($0.0.utf8), Array($0.1.utf8)) }
        }

        func bytes(entries: [([UInt8], [UInt8])]? = nil) -> [UInt8] {
            let entries = entries ?? self.entries
            let count = entries.count
            let originals = 28
            let translations = originals + 8 * count
            let hashOffset = translations + 8 * count
            var strings: [UInt8] = []
            var originalTable: [(Int, Int)] = []
            var translationTable: [(Int, Int)] = []
            let base = hashOffset + 4 * hash.count
            for (key, _) in entries {
                originalTable.append((key.count, base + strings.count))
                strings += key + [0]
            }
            for (_, value) in entries {
                translationTable.append((value.count, base + strings.count))
                strings += value + [0]
            }
            var out: [UInt8] = []
            func put(_ value: UInt32) {
                let little = [0, 8, 16, 24].map { UInt8(truncatingIfNeeded: value >> UInt32($0)) }
                out += bigEndian ? little.reversed() : little
            }
            for value in [0x9504_12de, revision, UInt32(count), UInt32(originals), UInt32(translations)] { put(value) }
            put(UInt32(hash.count))
            put(UInt32(hashOffset))
            for (length, offset) in originalTable + translationTable {
                put(UInt32(length))
                put(UInt32(offset))
            }
            hash.forEach(put)
            return out + strings
        }
    }

    func refusal(_ bytes: [UInt8]) -> String? {
        do {
            _ = try CatalogCheck.check(bytes)
            return nil
        } catch {
            return error.description
        }
    }

    func refusal(plural: String) -> String? {
        var catalog = Catalog()
        catalog.header = "Content-Type: text/plain; charset=UTF-8\nPlural-Forms: \(plural)\n"
        return refusal(catalog.bytes())
    }

    @Test func theRepositorysCatalogsPass() throws {
        let folder = try TestCatalogs.folder()
        for (language, forms) in [("de", 2), ("zh_CN", 1)] {
            let path = "\(folder)/\(language)/LC_MESSAGES/tessera.mo"
            guard case .read(let bytes) = CatalogFile.read(path) else {
                Issue.record("\(path) not read")
                continue
            }
            let summary = try CatalogCheck.check(bytes)
            #expect(summary.messages > 100, "\(language)")
            #expect(summary.plural?.count == forms, "\(language)")
        }
    }

    @Test func builtCatalogsPassInEitherByteOrderWithOrWithoutHashTable() throws {
        var catalog = Catalog()
        #expect(refusal(catalog.bytes()) == nil)
        catalog.bigEndian = true
        #expect(refusal(catalog.bytes()) == nil)
        catalog.hash = [0, 1, 3, 0, 2]
        #expect(refusal(catalog.bytes()) == nil)
        catalog.header = "Content-Type: text/plain\n"
        #expect(try CatalogCheck.check(catalog.bytes()).plural == nil)
    }

    @Test func eachDefectOfTheFileAloneIsRefused() {
        let good = Catalog().bytes()
        func refused(_ change: (inout [UInt8]) -> Void) -> String? {
            var bytes = good
            change(&bytes)
            return refusal(bytes)
        }
        #expect(refused { $0[0] = 0 }?.contains("magic") == true)
        #expect(refused { $0 = Array($0.prefix(20)) }?.contains("too short") == true)
        #expect(refused { $0[4] = 1 }?.contains("revision 1") == true)
        // The originals' table moved past the end, then the message count raised beyond it.
        #expect(
            refused {
                $0[12] = 0xF0; $0[13] = 0xFF
            }?.contains("table of originals") == true)
        #expect(refused { $0[8] = 200 }?.contains("outside the file") == true)
        // The last translation (at the end of the file) one byte longer: its NUL is outside.
        #expect(refused { $0.removeLast() }?.contains("runs past the end") == true)
        #expect(refused { $0[$0.count - 1] = 0x41 }?.contains("does not end with a NUL") == true)
        #expect(refused { $0 += [UInt8](repeating: 0, count: CatalogCheck.maximumSize) }?.contains("4 MiB") == true)

        var catalog = Catalog()
        catalog.messages = [("Undo", "Rückgängig"), ("New game", "Neues Spiel")]
        #expect(refusal(catalog.bytes())?.contains("not sorted") == true)
        catalog.messages = [("Undo", "Rückgängig"), ("Undo", "Zurück")]
        #expect(refusal(catalog.bytes())?.contains("not sorted") == true)
        catalog.messages = [("Undo", String(repeating: "x", count: CatalogCheck.maximumStringLength + 1))]
        #expect(refusal(catalog.bytes())?.contains("more than 4096") == true)
        catalog = Catalog()
        catalog.hash = [1, 2, 3, 0, 0, 0]
        #expect(refusal(catalog.bytes())?.contains("not a prime") == true)
        catalog.hash = [1, 2, 3, 1, 2]
        #expect(refusal(catalog.bytes())?.contains("no empty slot") == true)
        catalog.hash = [1, 0, 9, 0, 0]
        #expect(refusal(catalog.bytes())?.contains("names message 9") == true)
        catalog = Catalog()
        catalog.header = "Content-Type: text/plain; charset=ISO-8859-1\n"
        #expect(refusal(catalog.bytes())?.contains("not UTF-8") == true)
    }

    /// Every bit of a built catalog flipped in turn, one at a time: the check accepts each
    /// mutant as sound or refuses it, and never reads past the end (the test would trap).
    @Test func everySingleBitFlipIsAcceptedSoundOrRefused() {
        var catalog = Catalog()
        catalog.hash = [0, 1, 3, 0, 2]
        let good = catalog.bytes()
        var refused = 0
        for bit in 0..<good.count * 8 {
            var bytes = good
            bytes[bit / 8] ^= 1 << UInt8(bit % 8)
            if refusal(bytes) != nil { refused += 1 }
        }
        // Most flips in the header and tables are caught; flips inside a translation's text are not defects.
        #expect(refused > 200)
    }

    @Test func pluralRulesThatDivideByZeroOrPickAMissingFormAreRefused() {
        #expect(refusal(plural: "nplurals=2; plural=n/0;")?.contains("divides by zero") == true)
        #expect(refusal(plural: "nplurals=2; plural=n%0;")?.contains("divides by zero") == true)
        #expect(refusal(plural: "nplurals=2; plural=n%(n-n);")?.contains("not a nonzero number") == true)
        #expect(refusal(plural: "nplurals=2; plural=n%(2-2);")?.contains("not a nonzero number") == true)
        // 2^64 wraps to 0 in glibc's unsigned long, so it is zero here too.
        #expect(refusal(plural: "nplurals=2; plural=n%18446744073709551616;")?.contains("divides by zero") == true)
        #expect(refusal(plural: "nplurals=0; plural=0;")?.contains("outside 1…6") == true)
        #expect(refusal(plural: "nplurals=7; plural=n%7;")?.contains("outside 1…6") == true)
        #expect(refusal(plural: "nplurals=99999999999999999999999; plural=0;")?.contains("outside 1…6") == true)
        #expect(refusal(plural: "nplurals=x; plural=0;")?.contains("not a number") == true)
        #expect(refusal(plural: "nplurals=2; plural=n;")?.contains("form 2 for n = 2") == true)
        #expect(refusal(plural: "nplurals=2; plural=n>5000 ? 2 : 0;")?.contains("for n = 10000") == true)
        #expect(refusal(plural: "nplurals=3; plural=n-1;")?.contains("for n = 0") == true)
        #expect(refusal(plural: "nplurals=2; plural=n ^ 1;")?.contains("'^'") == true)
        #expect(refusal(plural: "nplurals=2; plural=n = 1;")?.contains("'='") == true)
        #expect(refusal(plural: "nplurals=2; plural=(n != 1;")?.contains("without ')'") == true)
        #expect(refusal(plural: "nplurals=2; plural=n ? 1;")?.contains("without ':'") == true)
        #expect(refusal(plural: "nplurals=2; plural=;")?.contains("ends where a value") == true)
        #expect(refusal(plural: "nplurals=2; plural=n 1;")?.contains("cannot read") == true)
    }

    @Test func deepAndLongRulesAreRefusedQuickly() {
        let deep = String(repeating: "(", count: 1000) + "0" + String(repeating: ")", count: 1000)
        #expect(refusal(plural: "nplurals=1; plural=\(deep);")?.contains("nests more than") == true)
        let nots = String(repeating: "!", count: 2000) + "n"
        #expect(refusal(plural: "nplurals=2; plural=\(nots);")?.contains("nests more than") == true)
        let chain = Array(repeating: "n", count: 200).joined(separator: "*") + "*0"
        #expect(refusal(plural: "nplurals=1; plural=\(chain);") != nil)
        let long = "0" + String(repeating: " ", count: 600) + "+0"
        #expect(refusal(plural: "nplurals=1; plural=\(long);")?.contains("longer than 512") == true)
        // A catalog can hold no header longer than a string may be.
        #expect(refusal(plural: "nplurals=1; plural=0" + String(repeating: "+0", count: 3000) + ";") != nil)
    }

    /// Real languages' rules (gettext's manual) are accepted and give the forms they should.
    @Test func realRulesAreReadAsGlibcReadsThem() throws {
        func rule(_ count: Int, _ text: String) throws -> PluralRule {
            try PluralRule(count: count, expression: ArraySlice(Array(text.utf8)))
        }
        let german = try rule(2, "(n != 1);")
        #expect([0, 1, 2, 1000].map { german.evaluate($0) } == [1, 0, 1, 1])
        let polish = try rule(3, "(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2)")
        #expect([1, 2, 5, 12, 22, 25, 112].map { polish.evaluate($0) } == [0, 1, 2, 2, 1, 2, 2])
        let arabic = try rule(
            6, "(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5);")
        #expect([0, 1, 2, 3, 11, 100, 102].map { arabic.evaluate($0) } == [0, 1, 2, 3, 4, 5, 5])
        let slovenian = try rule(4, "n%100==1 ? 0 : n%100==2 ? 1 : n%100==3 || n%100==4 ? 2 : 3")
        #expect([1, 102, 203, 5, 101].map { slovenian.evaluate($0) } == [0, 1, 2, 3, 0])
        // Precedence and glibc's unsigned arithmetic: ! binds tighter than ==, 0 - 1 wraps.
        #expect(try rule(2, "!n == 1").evaluate(0) == 1)
        #expect(try rule(2, "0 - 1 > 5").evaluate(0) == 1)
        #expect(try rule(3, "1 + 2 * 3 % 5 - 1").evaluate(0) == 1)
        // The rule ends at ';' or a newline, as glibc reads it.
        #expect(try rule(2, "n != 1\nplural=n/0").evaluate(2) == 1)
        // glibc takes the first "plural=" of the whole header, not only the Plural-Forms line.
        var catalog = Catalog()
        catalog.header = "X-Note: plural=n/0\nPlural-Forms: nplurals=2; plural=(n != 1);\n"
        #expect(refusal(catalog.bytes())?.contains("divides by zero") == true)
    }

    /// The reader: a FIFO is refused at once (opening it does not wait for a writer), as are a
    /// folder and a file above the size limit; no file at all is simply missing.
    @Test func theReaderTakesOnlyRegularFilesOfBoundedSize() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-catalog-test-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("fifo.mo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        guard case .refused(let refusal) = CatalogFile.read(fifo) else {
            Issue.record("a FIFO was not refused")
            return
        }
        #expect(refusal.description == "it is not a regular file")
        guard case .refused = CatalogFile.read(folder.path) else {
            Issue.record("a folder was not refused")
            return
        }
        guard case .missing = CatalogFile.read(folder.appendingPathComponent("none/tessera.mo").path) else {
            Issue.record("a missing file was not missing")
            return
        }
        let big = folder.appendingPathComponent("big.mo")
        #expect(FileManager.default.createFile(atPath: big.path, contents: nil))
        #expect(truncate(big.path, off_t(CatalogCheck.maximumSize + 1)) == 0)
        guard case .refused(let tooBig) = CatalogFile.read(big.path) else {
            Issue.record("a 4 MiB + 1 file was not refused")
            return
        }
        #expect(tooBig.description.contains("more than the 4 MiB"))
        let small = folder.appendingPathComponent("small.mo")
        #expect(FileManager.default.createFile(atPath: small.path, contents: Data(Catalog().bytes())))
        guard case .read(let bytes) = CatalogFile.read(small.path) else {
            Issue.record("a catalog was not read")
            return
        }
        #expect(bytes == Catalog().bytes())
    }

    /// glibc loads each language from its private copy, removed right after: switching
    /// languages back and forth keeps both translating (plural lookups are not cached by
    /// Tessera, so each one goes to glibc). tests/durability/catalogs.sh checks that no copy
    /// is left behind.
    @Test func privateCopiesServeEveryLanguageAfterTheyAreRemoved() throws {
        Localization.use(.english, catalogs: try TestCatalogs.folder())
        var answers: [Localization.Language: Set<String>] = [:]
        for _ in 0..<3 {
            for language in [Localization.Language.german, .simplifiedChinese] {
                Localization.$taskLanguage.withValue(language) {
                    answers[language, default: []].insert(trn("{count} cell clashes", "{count} cells clash", count: 2))
                }
            }
        }
        #expect(answers[.german]?.count == 1 && answers[.simplifiedChinese]?.count == 1)
        #expect(answers[.german] != answers[.simplifiedChinese])
        #expect(answers[.german]?.contains("2 cells clash") == false)
    }
}
