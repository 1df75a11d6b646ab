import ArgumentParser
import GameKit
import SDLBackend

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a command line the way both of the package's programs do: the standard streams made
/// safe first, every failure one readable line on stderr and a non-zero exit, never a trace.
/// Everything the command prints, the argument parser's help and version included, goes through
/// `Output`, so a write that fails is an exit 1 like any other error.
///
/// `direct` may answer a command line without the parser: given the arguments (without the
/// program's name), it returns what the parser's command would run, or nil to leave the line to
/// the parser; a line it answers loads the display libraries itself if it needs them
/// (`DisplayLibraries`), where a parsed command gets them all unless it is a `DisplayFreeCommand`
/// or opens them itself (`OpensItsDisplayLibraries`).
/// The parser reflects over the commands on the line's path and their arguments at
/// every start (10–17M instructions, most of them the Swift runtime's conformance lookups), so
/// the window's own starts go round it; its help and error texts stay the parser's, since any line
/// `direct` does not know goes to it.
/// A command that opens the display libraries it needs itself, when it needs them: the window,
/// which opens what its first frame needs before it starts and the rest after that frame
/// (`WindowStart.run`), so that neither of its starts, parsed or direct, opens them all first.
protocol OpensItsDisplayLibraries {}

package func runCommandLine<Command: ParsableCommand>(
    _ command: Command.Type, direct: ([String]) -> (() throws -> Void)? = { _ in nil }
) -> Never {
    Output.prepareStandardStreams()
    var status: Int32
    do {
        if let run = direct(Array(CommandLine.arguments.dropFirst())) {
            try run()
        } else {
            var parsed = try Command.parseAsRoot()
            if !(parsed is any DisplayFreeCommand || parsed is any OpensItsDisplayLibraries) {
                try DisplayLibraries.load()
            }
            try parsed.run()
        }
        status = 0
    } catch {
        status = report(error, of: Command.self)
    }
    do {
        try Output.finishStandardOutput()
    } catch {
        status = report(error, of: Command.self)
    }
    // A lost warning or error line: the run did not go as the caller could see it.
    if status == 0 && Output.standardErrorFailed { status = 1 }
    exit(status)
}

/// Writes what `error` has to say (help and version text to standard output, a failure as one
/// `error:` line on standard error) and returns the exit status for it.
private func report<Command: ParsableCommand>(_ error: any Error, of command: Command.Type) -> Int32 {
    switch error {
    case let failure as CLIFailure:
        Output.error(failure.message)
        return failure.code
    case let code as ExitCode:
        return code.rawValue
    case let error as SDLError:
        Output.error(error.description)
        return 2
    default:
        let code = Command.exitCode(for: error)
        if code == .success {
            // --help, --version, `help`, a command group run alone: the parser's text is the answer.
            let text = Command.fullMessage(for: error)
            do {
                if !text.isEmpty { try Output.print(text) }
                return 0
            } catch {
                return report(error, of: command)
            }
        }
        let message = oneLine(Command.message(for: error)) ?? "\(error)"
        let name = Command.configuration.commandName ?? "tessera"
        Output.error("\(message) (see `\(name) --help`)")
        return 2
    }
}

/// The parser's message on one line, as every error here is: its first line, and the choices it
/// lists below as "- value" lines (an option with more than a few values) joined after it.
func oneLine(_ message: String) -> String? {
    let lines = message.split(separator: "\n").map { $0.drop { $0 == " " } }
    guard let first = lines.first else { return nil }
    let choices = lines.dropFirst().filter { $0.hasPrefix("- ") }.map { $0.dropFirst(2) }
    return String(choices.isEmpty ? first : first + " " + choices.joined(separator: ", "))
}
