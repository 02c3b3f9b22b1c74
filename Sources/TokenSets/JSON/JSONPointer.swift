import Foundation

/// RFC 6901 JSON Pointers: `#/color/blue/$value` is `["color", "blue", "$value"]`, with `~1`
/// standing for `/` and `~0` for `~`.
public struct JSONPointer: Hashable, Sendable, CustomStringConvertible {
    public var tokens: [String]

    public init(tokens: [String]) {
        self.tokens = tokens
    }

    /// Parses `#/a/b`, `/a/b` or `#` (the whole document); nil when it is not a pointer.
    public init?(_ text: String) {
        var rest = Substring(text)
        if rest.hasPrefix("#") { rest = rest.dropFirst() }
        guard let decoded = rest.removingPercentEncodingIfPossible else { return nil }
        if decoded.isEmpty {
            tokens = []
            return
        }
        guard decoded.hasPrefix("/") else { return nil }
        tokens = decoded.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map {
            $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
    }

    public var description: String {
        "#" + tokens.map { "/" + $0.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1") }.joined()
    }

    /// The node the pointer names inside `root`, or nil.
    public func resolve(in root: JSONNode) -> JSONNode? {
        var node = root
        for token in tokens {
            if let next = node[token] {
                node = next
            } else if let elements = node.elements, let index = Int(token), elements.indices.contains(index) {
                node = elements[index]
            } else {
                return nil
            }
        }
        return node
    }
}

extension Substring {
    /// Decodes `%XX` escapes, which pointers inside URI fragments may use.
    fileprivate var removingPercentEncodingIfPossible: String? {
        guard contains("%") else { return String(self) }
        var bytes: [UInt8] = []
        var iterator = utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
            guard let high = iterator.next(), let low = iterator.next(),
                  let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16) else { return nil }
            bytes.append(value)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
