import Foundation
import GameCatalog
import GameKit
import Testing

/// The hand-written files that list the games (the README's tables, the AppStream metainfo, the
/// desktop entry) name exactly the catalog's games, in its order: a game added to the catalog
/// fails here until they do.
struct GameListTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let games = Catalog.standard.games
    static let titles = games.map(\.title)
    static let ids = games.map(\.id)

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The cells of a Markdown table row (`| a | b |` → ["a", "b"]).
    static func cells(_ line: Substring) -> [String] {
        line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
            .map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// The text between `open` and `close` each time it occurs in `text`.
    static func enclosed(in text: String, from open: String, to close: String) -> [String] {
        text.components(separatedBy: open).dropFirst().compactMap { $0.components(separatedBy: close).first }
    }

    @Test func theReadmeIntroductionNamesEveryGame() throws {
        let readme = try Self.text("README.md")
        #expect(readme.contains(GameOptionRules.list(Self.titles, joiner: "and")))
    }

    @Test func theReadmeScreenshotTableShowsEveryGame() throws {
        let lines = try Self.text("README.md").split(separator: "\n", omittingEmptySubsequences: false)
        let images = try #require(lines.firstIndex { $0.hasPrefix("|") && $0.contains("](docs/screenshots/") })
        #expect(images >= 2)
        #expect(Self.cells(lines[images - 2]) == Self.titles)
        let expected = Self.games.map { "![\($0.title)](docs/screenshots/\($0.id).png)" }
        #expect(Self.cells(lines[images]) == expected)
        for id in Self.ids {
            let path = Self.root.appendingPathComponent("docs/screenshots/\(id).png").path
            #expect(FileManager.default.fileExists(atPath: path), "no screenshot of \(id): run scripts/screenshots.sh")
        }
    }

    @Test func theKeyTableHasARowForEveryGame() throws {
        let lines = try Self.text("docs/playing.md").split(separator: "\n", omittingEmptySubsequences: false)
        let header = try #require(lines.firstIndex { Self.cells($0) == ["Game", "Mouse", "Keyboard"] })
        let rows = lines[(header + 2)...].prefix { $0.hasPrefix("|") }
        #expect(rows.map { Self.cells($0).first ?? "" } == Self.titles)
    }

    @Test func theMetainfoSummaryAndScreenshotsFollowTheCatalog() throws {
        let metainfo = try Self.text("Assets/org.tessera.Tessera.metainfo.xml")
        let summary = Self.enclosed(in: metainfo, from: "<summary>", to: "</summary>")
        #expect(summary == ["\(GameOptionRules.list(Self.titles, joiner: "and")) in one window"])
        let captions = Self.enclosed(in: metainfo, from: "<caption>", to: "</caption>")
        #expect(captions == ["The title screen"] + Self.titles)
        let images = Self.enclosed(in: metainfo, from: "<image>", to: "</image>")
        #expect(images == (["title"] + Self.ids).map { "@SCREENSHOTS@/\($0).png" })
    }

    @Test func theDesktopEntryNamesEveryGame() throws {
        let entry = try Self.text("Assets/org.tessera.Tessera.desktop").split(separator: "\n")
        let comment = entry.first { $0.hasPrefix("Comment=") }.map { String($0.dropFirst("Comment=".count)) }
        #expect(comment == GameOptionRules.list(Self.titles, joiner: "and"))
        let keywords =
            entry.first { $0.hasPrefix("Keywords=") }?.dropFirst("Keywords=".count)
            .split(separator: ";").map(String.init) ?? []
        for title in Self.titles {
            #expect(keywords.contains(title.lowercased()), "Keywords= lacks \(title.lowercased())")
        }
    }
}
