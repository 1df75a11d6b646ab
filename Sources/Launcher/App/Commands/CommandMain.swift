import ArgumentParser
import Foundation
import GameKit
import SDLBackend

/// Runs a command line the way both of the package's programs do: every failure ends in one
/// readable line on stderr and a non-zero exit, never a trace.
package func runCommandLine<Command: ParsableCommand>(_ command: Command.Type) -> Never {
    do {
        var parsed = try Command.parseAsRoot()
        try parsed.run()
        try Output.finishStandardOutput()
        exit(0)
    } catch let failure as CLIFailure {
        FileHandle.standardError.write(Data("error: \(failure.message)\n".utf8))
        exit(failure.code)
    } catch let code as ExitCode {
        exit(code.rawValue)
    } catch let error as SDLError {
        FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
        exit(2)
    } catch {
        let code = Command.exitCode(for: error)
        if code == .success {
            Command.exit(withError: error)
        }
        let message = Command.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
        let name = Command.configuration.commandName ?? "tessera"
        FileHandle.standardError.write(Data("error: \(message) (see `\(name) --help`)\n".utf8))
        exit(2)
    }
}
