import FoundationEssentials
import Glibc

/// A short-lived helper program run for its standard output, with `posix_spawn` (Foundation's
/// `Process` is not in `FoundationEssentials`, and the program avoids the rest of Foundation for
/// the size of ICU's data).
enum ChildProcess {
    /// The standard output of `path` run with `arguments` and this process's environment, its
    /// standard error discarded; nil when it cannot start, exits other than 0, or runs longer
    /// than `seconds` (then it is sent SIGTERM and waited for). The output is read once it has
    /// exited, so it must fit the pipe's buffer (64 KiB): meant for one-line answers.
    static func output(of path: String, _ arguments: [String], within seconds: Double) -> String? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        defer { close(ends[0]) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // In the child: the read end closed, the write end made standard output (either end may
        // already be descriptor 1 when this process's standard output is closed).
        if ends[0] != 1 { posix_spawn_file_actions_addclose(&actions, ends[0]) }
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        if ends[1] != 1 { posix_spawn_file_actions_addclose(&actions, ends[1]) }
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + environment).forEach { free($0) } }
        var child = pid_t()
        let spawned = posix_spawn(&child, path, &actions, nil, argv, environment)
        close(ends[1])
        guard spawned == 0 else { return nil }
        let deadline = monotonicSeconds() + seconds
        var status: Int32 = 0
        while waitpid(child, &status, WNOHANG) == 0 {
            guard monotonicSeconds() < deadline else {
                kill(child, SIGTERM)
                waitpid(child, &status, 0)
                return nil
            }
            usleep(5000)
        }
        // A status of 0 is a normal exit with code 0.
        guard status == 0 else { return nil }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(ends[0], &chunk, chunk.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += chunk[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

}
