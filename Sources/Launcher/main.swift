import ArgumentParser
import Foundation
import GameCatalog
import GameCore
import GameKit
import Layout
import SDLBackend

// Every failure ends in one readable line on stderr and a non-zero exit, never a trace.
do {
    var command = try TesseraCommand.parseAsRoot()
    try command.run()
    try Output.finishStandardOutput()
} catch let failure as CLIFailure {
    FileHandle.standardError.write(Data("error: \(failure.message)\n".utf8))
    exit(failure.code)
} catch let code as ExitCode {
    exit(code.rawValue)
} catch let error as SDLError {
    FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
    exit(2)
} catch {
    let code = TesseraCommand.exitCode(for: error)
    if code == .success {
        TesseraCommand.exit(withError: error)
    }
    let message = TesseraCommand.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
    FileHandle.standardError.write(Data("error: \(message) (see `tessera --help`)\n".utf8))
    exit(2)
}
