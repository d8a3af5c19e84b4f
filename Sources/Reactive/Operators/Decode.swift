import Foundation

/// A decoder that turns `Data` into a `Decodable` value, as `decode(type:decoder:)` needs.
///
/// `JSONDecoder` and `PropertyListDecoder` conform; conform your own decoder to use it with
/// `decode(type:decoder:)`.
public protocol DataDecoder {
    /// Decodes a value of `type` from `data`.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - data: The encoded value.
    /// - Returns: The decoded value.
    /// - Throws: Whatever the decoder reports for data it cannot decode.
    func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item
}

extension ObservableType where Element == Data {
    /// Decodes each element with `decoder`.
    ///
    /// ```
    /// source:                                  -d1-d2-|
    /// decode(type: T.self, decoder: decoder):  -t1-t2-|
    /// ```
    ///
    /// Data the decoder cannot decode fails the sequence with the decoder's error and disposes
    /// the source.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - decoder: The decoder, such as `JSONDecoder()`.
    /// - Returns: The sequence of decoded values.
    @inlinable
    public func decode<Item: Decodable>(type: Item.Type, decoder: some DataDecoder) -> Observable<Item> {
        map { try decoder.decode(type, from: $0) }
    }
}
