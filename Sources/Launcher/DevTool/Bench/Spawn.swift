import App
import Foundation
import GameCatalog
import GameCore
import GameKit
import Layout
import SDLBackend

/// Starts `executable` (which is also its `argv[0]`) with `arguments` and exactly `environment`,
/// its file descriptors arranged by `configure` (redirections, closes); the pid, or nil when it
/// could not start. Used by the benchmark for the app it times and the Xvfb it may need.
func spawnProcess(
    _ executable: String, arguments: [String], environment: [String: String],
    configure: (inout posix_spawn_file_actions_t) -> Void = { _ in }
) -> pid_t? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    configure(&actions)
    let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
        argv.forEach { free($0) }
        envp.forEach { free($0) }
    }
    var pid: pid_t = 0
    return posix_spawn(&pid, executable, &actions, nil, argv, envp) == 0 ? pid : nil
}
