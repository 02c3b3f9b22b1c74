import Foundation
import StylebookKit

/// Line and column of a byte offset, for problems found before the text could be decoded.
enum TextPosition {
    static func location(of offset: Int, in data: Data, path: String) -> SourceLocation {
        var line = 1, column = 1
        for byte in data.prefix(offset) {
            if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else { column += 1 }
        }
        return SourceLocation(path: path, line: line, column: column)
    }

    /// Offset of the first byte that breaks UTF-8, found by decoding a growing prefix cheaply.
    static func firstInvalidUTF8(in data: Data) -> Int {
        let bytes = [UInt8](data)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let length: Int
            switch byte {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return index
            }
            guard index + length <= bytes.count,
                  String(bytes: bytes[index..<index + length], encoding: .utf8) != nil else { return index }
            index += length
        }
        return index
    }
}
