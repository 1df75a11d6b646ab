import GameKit
import Localization

/// Which language the window speaks: a choice made on the title screen wins, then the
/// environment (`TESSERA_LANG`, `LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`), then English.
enum AppLanguage {
    /// The languages the title screen's language button steps through: English and every
    /// installed catalog.
    static var choices: [Localization.Language] { Localization.installedLanguages() }

    /// Speaks the language `forced` names (a command-line option), else the one the player chose
    /// (`setting`, a code from the settings file), else the environment's.
    static func start(forced: String? = nil, setting: String? = nil) throws(CLIFailure) {
        Localization.use(.english)
        let installed = choices
        if let forced {
            if forced == "pseudo" {
                Localization.use(.pseudo)
                return
            }
            guard let language = Localization.match(forced, in: installed) ?? (forced == "en" ? .english : nil) else {
                throw CLIFailure(
                    "no catalog for language '\(forced)'; use \((installed.map(\.code) + ["pseudo"]).joined(separator: ", "))"
                )
            }
            Localization.use(language)
            return
        }
        if let setting, let chosen = installed.first(where: { $0.code == setting }) {
            Localization.use(chosen)
            return
        }
        Localization.use(Localization.preferred(installed: installed))
    }
}
