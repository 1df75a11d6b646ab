import CDBus

/// A D-Bus value as far as Tessera reads one: the few basic types the settings portal answers
/// with, and variants around them. Everything else is kept only by its type code, so a value of
/// an unexpected type is something to ignore, never something to trap on.
indirect enum DBusValue: Equatable, Sendable {
    case uint32(UInt32)
    case int32(Int32)
    case boolean(Bool)
    case string(String)
    case variant(DBusValue)
    /// A value of any other type (by its D-Bus type code), or variants nested deeper than
    /// `maximumDepth`: not read.
    case other(Int32)

    /// Variants deeper than this are not followed: the portal's `Read` wraps its answer in two,
    /// and a hostile message could nest many more.
    static let maximumDepth = 8

    /// The value with every variant around it taken off.
    var unwrapped: DBusValue {
        if case .variant(let inner) = self { return inner.unwrapped }
        return self
    }

    /// The value `iterator` stands on.
    init(reading iterator: inout DBusMessageIter, depth: Int = 0) {
        let type = dbus_message_iter_get_arg_type(&iterator)
        switch type {
        case DBusType.uint32:
            var value: UInt32 = 0
            dbus_message_iter_get_basic(&iterator, &value)
            self = .uint32(value)
        case DBusType.int32:
            var value: Int32 = 0
            dbus_message_iter_get_basic(&iterator, &value)
            self = .int32(value)
        case DBusType.boolean:
            var value: dbus_bool_t = 0
            dbus_message_iter_get_basic(&iterator, &value)
            self = .boolean(value != 0)
        case DBusType.string:
            var value: UnsafePointer<CChar>?
            dbus_message_iter_get_basic(&iterator, &value)
            self = .string(value.map { String(cString: $0) } ?? "")
        case DBusType.variant where depth < Self.maximumDepth:
            var inner = DBusMessageIter()
            dbus_message_iter_recurse(&iterator, &inner)
            self = .variant(DBusValue(reading: &inner, depth: depth + 1))
        default:
            self = .other(type)
        }
    }

    /// A message's arguments, at most `limit` of them.
    static func arguments(of message: OpaquePointer, limit: Int = 8) -> [DBusValue] {
        var iterator = DBusMessageIter()
        guard dbus_message_iter_init(message, &iterator) != 0 else { return [] }
        var values: [DBusValue] = []
        repeat {
            values.append(DBusValue(reading: &iterator))
        } while values.count < limit && dbus_message_iter_next(&iterator) != 0
        return values
    }
}

/// D-Bus type codes (the header's `DBUS_TYPE_…` macros are casts Swift does not import).
enum DBusType {
    static let uint32 = Int32(UInt8(ascii: "u"))
    static let int32 = Int32(UInt8(ascii: "i"))
    static let boolean = Int32(UInt8(ascii: "b"))
    static let string = Int32(UInt8(ascii: "s"))
    static let variant = Int32(UInt8(ascii: "v"))
}
