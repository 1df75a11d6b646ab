import App
import ArgumentParser

/// The developers' program beside `tessera`: it measures the player's binary and drives the app
/// with random input, so that none of that machinery (nor the benchmark's puzzle sets) ships to
/// players. `scripts/install.sh` installs `tessera` only.
struct DevCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tessera-dev",
        abstract: "Tessera's developer tool: benchmarks and the monkey.",
        discussion: """
            Build it with `swift build --product tessera-dev` (-c release for meaningful numbers); \
            `bench` reads the puzzle sets from benchmarks/data and times the `tessera` built \
            beside it.
            """,
        version: AppIdentity.version,
        subcommands: [BenchCommand.self, MonkeyCommand.self, HistoryProbeCommand.self]
    )
}
