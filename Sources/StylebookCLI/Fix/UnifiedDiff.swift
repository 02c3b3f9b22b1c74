/// A unified diff of two versions of one file whose lines were changed in place (same line
/// count), as `diff -u` writes it, with three lines of context: what `fix contrast --dry-run`
/// prints so a reviewer sees the patch before anything is written.
enum UnifiedDiff {
    static func render(path: String, old: String, new: String, context: Int = 3) -> String {
        // A file that ends in a newline has no empty line after it.
        func lines(_ text: String) -> [Substring] {
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            if text.hasSuffix("\n") { lines.removeLast() }
            return lines
        }
        let before = lines(old), after = lines(new)
        guard before.count == after.count else { return "" }
        let changed = before.indices.filter { before[$0] != after[$0] }
        guard !changed.isEmpty else { return "" }
        // Changed lines closer than twice the context share a hunk.
        var hunks: [ClosedRange<Int>] = []
        for line in changed {
            let range = max(0, line - context)...min(before.count - 1, line + context)
            if let last = hunks.last, range.lowerBound <= last.upperBound + 1 {
                hunks[hunks.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                hunks.append(range)
            }
        }
        var text = "--- a/\(path)\n+++ b/\(path)\n"
        for hunk in hunks {
            let count = hunk.count
            text += "@@ -\(hunk.lowerBound + 1),\(count) +\(hunk.lowerBound + 1),\(count) @@\n"
            // A run of changed lines is written as `diff -u` does: the old lines, then the new.
            var line = hunk.lowerBound
            while line <= hunk.upperBound {
                guard before[line] != after[line] else {
                    text += " \(before[line])\n"
                    line += 1
                    continue
                }
                var end = line
                while end + 1 <= hunk.upperBound, before[end + 1] != after[end + 1] { end += 1 }
                for index in line...end { text += "-\(before[index])\n" }
                for index in line...end { text += "+\(after[index])\n" }
                line = end + 1
            }
        }
        return text
    }
}
