import Foundation
import Testing

@testable import App

/// What a distribution ships besides the binary: the licence, one version named alike in the
/// binary and in NEWS.md (the metainfo's releases and the .deb's changelog are made from it;
/// tests/package/deb.sh checks the installed forms), and a manual page groff reads without a
/// warning.
struct ReleaseFilesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func theLicenceIsMITInTheRepositoryAndTheMetainfo() throws {
        let licence = try Self.text("LICENSE")
        #expect(licence.hasPrefix("MIT License\n\nCopyright (c) 2026 The Tessera authors\n"))
        #expect(licence.contains("THE SOFTWARE IS PROVIDED \"AS IS\""))
        let metainfo = try Self.text("Assets/org.tessera.Tessera.metainfo.xml")
        #expect(metainfo.contains("<project_license>MIT</project_license>"))
    }

    /// The newest release in NEWS.md is the binary's version, and the metainfo template names
    /// no version of its own (the install writes NEWS.md's releases into it).
    @Test func newsNamesTheBinarysVersionFirst() throws {
        let headings = try Self.text("NEWS.md").split(separator: "\n").filter { $0.hasPrefix("## ") }
        let newest = try #require(headings.first)
        #expect(newest.hasPrefix("## \(AppIdentity.version) ("), "\(newest)")
        let metainfo = try Self.text("Assets/org.tessera.Tessera.metainfo.xml")
        #expect(metainfo.contains("<!-- @RELEASES@"))
        #expect(!metainfo.contains("<release "))
    }

    /// groff takes ASCII alone (`groff -ww`: "invalid input character" for a raw en dash):
    /// every other character goes as its `\[uXXXX]` name, hyphens as minus signs one can paste.
    @Test func theManualPageIsASCIIWithEscapes() {
        #expect(ManualCommand.escape("2048 3–8; Sudoku…") == "2048 3\\[u2013]8; Sudoku\\[u2026]")
        #expect(ManualCommand.escape("--size a\\b") == "\\-\\-size a\\eb")
        #expect(ManualCommand.escape("x\n.TH\n'b") == "x\n\\&.TH\n\\&'b")
        #expect(ManualCommand.escape("🙂") == "\\[u1F642]")
        let page = ManualCommand.page()
        let foreign = page.unicodeScalars.filter { !$0.isASCII }
        #expect(foreign.isEmpty, "\(String(String.UnicodeScalarView(foreign)))")
        #expect(page.contains("3\\[u2013]8"))
        #expect(page.hasPrefix(".TH TESSERA 6 \"\" \"Tessera \(AppIdentity.version)\""))
    }
}
