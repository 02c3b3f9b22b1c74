/// A point in a source file: 1-based line and column, as editors and CI annotations count them.
public struct SourceLocation: Codable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Path as it should be printed: relative to the working directory when possible.
    public var path: String
    public var line: Int
    public var column: Int

    public init(path: String, line: Int = 1, column: Int = 1) {
        self.path = path
        self.line = line
        self.column = column
    }

    public var description: String { "\(path):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }
}

/// A span inside one file. `end` is inclusive, matching cmark's source positions.
///
/// Every node of a parsed page carries one, so it is stored compactly: the file's path once and
/// 32-bit positions (pages are at most a few megabytes). That halves the size of a parsed tree
/// against two full `SourceLocation`s, and copying a node retains one string instead of two.
public struct SourceRange: Hashable, Sendable {
    private var path: String
    private var startLine: Int32, startColumn: Int32
    private var endLine: Int32, endColumn: Int32

    /// A range whose ends lie in two files keeps the end's path with its start's (it never
    /// happens: ranges come from one parse of one file).
    public init(start: SourceLocation, end: SourceLocation) {
        path = start.path
        startLine = Self.clamped(start.line)
        startColumn = Self.clamped(start.column)
        endLine = Self.clamped(end.line)
        endColumn = Self.clamped(end.column)
    }

    public var start: SourceLocation {
        get { SourceLocation(path: path, line: Int(startLine), column: Int(startColumn)) }
        set {
            path = newValue.path
            startLine = Self.clamped(newValue.line)
            startColumn = Self.clamped(newValue.column)
        }
    }

    public var end: SourceLocation {
        get { SourceLocation(path: path, line: Int(endLine), column: Int(endColumn)) }
        set {
            endLine = Self.clamped(newValue.line)
            endColumn = Self.clamped(newValue.column)
        }
    }

    private static func clamped(_ value: Int) -> Int32 {
        Int32(clamping: value)
    }
}
