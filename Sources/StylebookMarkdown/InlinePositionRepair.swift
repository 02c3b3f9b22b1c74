/// Works around a cmark-gfm 0.29 bug: after a backslash hard line break (`text\` at the end of
/// a line) the inline parser does not move to the next line, so every later inline in the same
/// block is reported one line too early, and until the next soft break its columns still count
/// from the start of the previous line. This replays the parser's bookkeeping to undo that.
/// Lines here are cmark's own (1-based, before any front-matter offset).
struct InlinePositionRepair {
    private let source: String
    private var lines: SourceLines?
    /// Hard breaks cmark did not count as new lines so far in this block.
    private var missedLines = 0
    /// Bytes cmark still adds to columns since the last line start it saw.
    private var columnSurplus = 0
    /// Container prefix width: the block's start column minus one.
    private var blockIndent = 0
    /// The true line of the latest text seen, where a following hard break must sit.
    private var currentLine = 0

    init(source: String) {
        self.source = source
    }

    /// Called for every block node: inline bookkeeping restarts in each block.
    mutating func beginBlock(line: Int, column: Int) {
        missedLines = 0
        columnSurplus = 0
        blockIndent = max(column - 1, 0)
        currentLine = line
    }

    /// Called for text-like leaves with their repaired end line.
    mutating func noteText(endLine: Int) {
        if endLine > 0 { currentLine = endLine }
    }

    mutating func softBreak() {
        columnSurplus = 0
        currentLine += 1
    }

    mutating func lineBreak() {
        if lines == nil { lines = SourceLines(source) }
        guard let lines, let line = lines.line(currentLine) else { return }
        currentLine += 1
        guard let last = line.content.last, lines.bytes[last] == UInt8(ascii: "\\") else { return }
        missedLines += 1
        columnSurplus += max(line.content.count - blockIndent, 0) + line.ending
    }

    /// The true position for one cmark reports (line 0 means "no position" and is kept).
    func repair(line: Int, column: Int) -> (line: Int, column: Int) {
        guard line > 0, missedLines > 0 else { return (line, column) }
        return (line + missedLines, max(column - columnSurplus, 1))
    }
}
