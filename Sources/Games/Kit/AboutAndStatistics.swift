import GameCore
import Layout
import Localization

extension ShortcutGroup {
    /// About Tessera as rows of the kit's paged sheet: the version and licence, the games of the
    /// catalog with the credits each brings, and every library the binary links with its licence
    /// (as NOTICE and the Debian packages state them). `version` is the app's
    /// (`AppIdentity.version`, the one place it is written).
    public static func about(version: String, games: [GameDescriptor]) -> [ShortcutGroup] {
        [
            ShortcutGroup(
                // TRANSLATORS: About: the name and version ("Tessera 0.9.0").
                tr("Tessera {version}", ["version": version]),
                [
                    // TRANSLATORS: About: the games, by their titles; the separator between two titles.
                    Shortcut(tr("Games"), games.map { tr($0.title) }.joined(separator: tr(", "))),
                    // TRANSLATORS: About: the licence line; "MIT" is the licence's name.
                    Shortcut(tr("Licence"), tr("MIT licence, copyright 2026 The Tessera authors")),
                    // TRANSLATORS: About: who made it.
                    Shortcut(tr("Credits"), tr("Written by the Tessera authors")),
                ] + games.flatMap(\.credits).map { Shortcut(tr($0.label), tr($0.text)) }),
            ShortcutGroup(
                // TRANSLATORS: About: the heading of the third-party libraries and their licences.
                tr("Libraries"),
                [
                    // TRANSLATORS: About: a library's name, kept as it is spelled (as are the next ones).
                    Shortcut(tr("SDL2"), tr("zlib licence")),
                    Shortcut(tr("SDL2_ttf, SDL2_image"), tr("zlib licence")),
                    Shortcut(tr("FreeType"), tr("FreeType licence (FTL) or GPLv2")),
                    Shortcut(tr("fontconfig"), tr("MIT-style licence")),
                    Shortcut(tr("libdbus"), tr("AFL 2.1 or GPLv2+")),
                    Shortcut(tr("cairo"), tr("LGPL 2.1 or MPL 1.1")),
                    Shortcut(tr("gettext runtime"), tr("LGPL 2.1+")),
                    Shortcut(tr("swift-argument-parser"), tr("Apache 2.0")),
                    Shortcut(tr("Swift runtime"), tr("Apache 2.0 with the runtime library exception")),
                    Shortcut(tr("Foundation"), tr("Apache 2.0 with the runtime library exception")),
                ]),
        ]
    }
}

extension GameStatistics {
    /// The record as the statistics sheet lists it: games played, won, lost and drawn, the best
    /// time and score, each only once it means something.
    public var rows: [Shortcut] {
        var rows = [
            // TRANSLATORS: Statistics: how many games were played.
            Shortcut(tr("Played"), "\(played)"),
            // TRANSLATORS: Statistics: how many games were won.
            Shortcut(tr("Won"), "\(won)"),
        ]
        // TRANSLATORS: Statistics: how many games were lost.
        if lost > 0 { rows.append(Shortcut(tr("Lost"), "\(lost)")) }
        // TRANSLATORS: Statistics: how many games ended in a draw.
        if drawn > 0 { rows.append(Shortcut(tr("Drawn"), "\(drawn)")) }
        if played > 0 {
            let rate = Int((Double(won) / Double(played) * 100).rounded())
            // TRANSLATORS: Statistics: the share of games won ("75%").
            rows.append(Shortcut(tr("Won share"), "\(rate)%"))
        }
        // TRANSLATORS: Statistics: the fastest win.
        if let bestTime { rows.append(Shortcut(tr("Best time"), formatDuration(bestTime))) }
        // TRANSLATORS: Statistics: the highest score.
        if let bestScore { rows.append(Shortcut(tr("Best score"), "\(bestScore)")) }
        if !history.isEmpty || bestStreak > 0 {
            // TRANSLATORS: Statistics: unhelped wins in a row up to the last game.
            rows.append(Shortcut(tr("Current streak"), "\(streak)"))
            // TRANSLATORS: Statistics: the most unhelped wins in a row ever.
            rows.append(Shortcut(tr("Best streak"), "\(bestStreak)"))
        }
        return rows
    }
}
