import FoundationEssentials
import Glibc

/// Encodes and decodes saves the same way for every game.
public enum SaveCoding {
    public static func encode<T: Encodable>(_ value: T) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(value)
    }

    public static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let error as DecodingError {
            throw SaveError.unreadable(Self.describe(error))
        }
    }

    static func describe(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context): "corrupt data (\(context.debugDescription))"
        case .keyNotFound(let key, _): "missing field '\(key.stringValue)'"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            "wrong value at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        @unknown default: "undecodable"
        }
    }
}
