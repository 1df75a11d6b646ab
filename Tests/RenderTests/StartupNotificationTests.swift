import Testing

@testable import SDLBackend

/// The startup-notification "remove" message as the freedesktop spec has it: the id quoted, `"`
/// and `\` escaped, NUL-terminated, cut into the 20-byte pieces of X11 client messages.
struct StartupNotificationTests {
    @Test func theRemoveMessageQuotesTheIdAndEndsInNul() {
        #expect(StartupNotification.removeMessage("a_TIME1") == Array("remove: ID=\"a_TIME1\"\0".utf8))
        #expect(StartupNotification.removeMessage("x\"y\\z") == Array("remove: ID=\"x\\\"y\\\\z\"\0".utf8))
    }

    @Test func theMessageIsCutIntoZeroPaddedTwentyBytePieces() {
        let message = StartupNotification.removeMessage("gnome-shell/Tessera/1234-5-host_TIME678")
        let pieces = StartupNotification.chunks(message)
        #expect(pieces.allSatisfy { $0.count == 20 })
        #expect(pieces.count == (message.count + 19) / 20)
        let joined = pieces.flatMap { $0 }
        #expect(Array(joined.prefix(message.count)) == message)
        #expect(joined.dropFirst(message.count).allSatisfy { $0 == 0 })
        // A message of exactly 20 bytes (NUL included) is one piece.
        let twenty = StartupNotification.removeMessage("abcdef")
        #expect(twenty.count == 20 && StartupNotification.chunks(twenty) == [twenty])
    }
}
