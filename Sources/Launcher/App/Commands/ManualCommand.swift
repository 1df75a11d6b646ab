import ArgumentParser
import FoundationEssentials
import GameKit
import Glibc

/// Writes Tessera's manual page (roff, section 6) from the argument parser's own help, so the
/// installed page lists exactly the commands and options the binary accepts.
struct ManualCommand: DisplayFreeCommand {
    static let configuration = CommandConfiguration(
        commandName: "manual", abstract: "Write the manual page (roff) to standard output.", shouldDisplay: false)

    func run() throws {
        try Output.print(Self.page(), terminator: "")
    }

    static func page() -> String {
        let root = TesseraCommand.configuration
        var page = """
            .TH TESSERA 6 "" "Tessera \(AppIdentity.version)" "Games Manual"
            .SH NAME
            tessera \\- \(escape(root.abstract))
            .SH SYNOPSIS
            .B tessera
            [\\fICOMMAND\\fR] [\\fIOPTIONS\\fR]
            .SH DESCRIPTION
            \(escape(root.discussion))

            """
        page += ".SH COMMANDS\n"
        for command in root.subcommands where command.configuration.shouldDisplay {
            let name = command.configuration.commandName ?? "\(command)"
            page += ".SS \(escape(name))\n.nf\n"
            page += escape(TesseraCommand.helpMessage(for: command, columns: 78)) + "\n.fi\n"
        }
        page += """
            .SH FILES
            .TP
            .I $XDG_DATA_HOME/tessera
            Saved games and statistics (default ~/.local/share/tessera).
            .TP
            .I $XDG_CONFIG_HOME/tessera/settings.json
            Settings: theme, animations, window size, zoom (default ~/.config/tessera). Until
            the player picks a theme or toggles animations, both follow the desktop.
            .SH ENVIRONMENT
            .TP
            .B TESSERA_FONT, TESSERA_FONT_BOLD
            TrueType files replacing the font family fontconfig finds.
            .TP
            .B GDK_SCALE
            The interface scale on X11 (else the X resource Xft.dpi over 96).
            .TP
            .B DBUS_SESSION_BUS_ADDRESS
            The session bus (else $XDG_RUNTIME_DIR/bus) whose settings portal gives the desktop's
            colour scheme (no preference: light), contrast (GNOME's high-contrast setting too:
            the high-contrast theme) and reduced motion, followed while running.
            .TP
            .B GTK_THEME
            HighContrast (or HighContrastInverse) asks for the high-contrast theme, a name ending
            in :dark or -dark for the dark theme, any other for the light one, over the portal.

            """
        return page
    }

    /// Text made safe for roff: a backslash as `\e`, a hyphen as `\-` (a minus sign people can
    /// copy into a shell, not a typographic hyphen), every character outside ASCII as groff's
    /// `\[uXXXX]` (a raw en dash is "invalid input character" to `groff -ww`), and a line
    /// starting with a dot or an apostrophe (a request) protected.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\e"
            case "-": escaped += "\\-"
            case _ where scalar.isASCII: escaped.unicodeScalars.append(scalar)
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                escaped += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            }
        }
        return escaped.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix(".") || $0.hasPrefix("'") ? "\\&" + $0 : String($0) }
            .joined(separator: "\n")
    }
}
