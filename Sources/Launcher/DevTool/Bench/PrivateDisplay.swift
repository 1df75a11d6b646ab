import App
import Foundation
import GameCatalog
import GameCore
import GameKit
import Layout
import SDLBackend

/// An Xvfb server of the benchmark's own, for measuring the real window on a machine with no
/// display (CI, a terminal over SSH): started on a free display number (`-displayfd`) and
/// stopped when released.
final class PrivateDisplay {
    /// `:N`, for the children's `DISPLAY`.
    let name: String
    private let pid: pid_t

    /// Starts Xvfb from the `PATH`; nil when there is none or it does not come up in 10 s.
    init?(environment: [String: String]) {
        let directories = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        guard
            let xvfb = directories.map({ "\($0)/Xvfb" }).first(where: {
                FileManager.default.isExecutableFile(atPath: $0)
            })
        else { return nil }
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return nil }
        let arguments = ["-displayfd", "\(fds[1])", "-screen", "0", "1280x800x24", "-nolisten", "tcp"]
        let spawned = spawnProcess(xvfb, arguments: arguments, environment: environment) { actions in
            // The write end is inherited as it is (pipes are not close-on-exec) and named to Xvfb.
            posix_spawn_file_actions_addclose(&actions, fds[0])
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        close(fds[1])
        defer { close(fds[0]) }
        guard let pid = spawned else { return nil }
        self.pid = pid
        // Xvfb writes the display number and a newline to that fd once it accepts clients.
        var text = ""
        var byte: UInt8 = 0
        var poller = pollfd(fd: fds[0], events: Int16(POLLIN), revents: 0)
        while !text.hasSuffix("\n"), poll(&poller, 1, 10_000) > 0, read(fds[0], &byte, 1) == 1 {
            text.append(Character(UnicodeScalar(byte)))
        }
        guard let number = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
            return nil
        }
        name = ":\(number)"
    }

    deinit {
        kill(pid, SIGTERM)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }
}
