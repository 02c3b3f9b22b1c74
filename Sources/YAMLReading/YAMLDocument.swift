// Yams comes only with the Generator trait. A design-system package that builds the
// StylebookTokens plugin's tool depends on Stylebook without it, and SwiftPM may still compile
// this target there: it is then empty, and nothing that reads YAML is built.
#if Generator
import Yams

/// Every YAML file the tool reads (front matter, stylebook.yml, pairs.yml, `_category_` files)
/// is composed here, so a syntax error reads and points the same way whichever file it is in.
public enum YAMLDocument {
    /// The document's root node (nil when it is empty), or the problem that stopped Yams.
    /// `firstLine`: the line of the file the YAML starts on (front matter starts on line 2);
    /// a problem's lines are the file's.
    public static func compose(_ yaml: String, firstLine: Int = 1) throws(YAMLSyntaxProblem) -> Node? {
        do {
            // UTF-8 named, not `.default`, which reads the process environment on every call.
            return try Yams.compose(yaml: yaml, .default, .default, .utf8)
        } catch {
            throw YAMLSyntaxProblem(error, yaml: yaml, lineOffset: firstLine - 1)
        }
    }
}

/// Why a YAML text does not compose, with the line to fix: the one adapter from Yams' errors.
public struct YAMLSyntaxProblem: Error, Sendable {
    public enum Kind: Sendable, Equatable {
        case syntax
        /// One mapping repeats these keys (sorted).
        case duplicateKeys([String])
    }

    public var kind: Kind
    /// libyaml's words and what it was reading, or "repeats the key `a`".
    public var message: String
    /// 1-based, in the file; nil when Yams gives no position.
    public var line: Int?
    public var column = 1

    init(_ error: any Error, yaml: String, lineOffset: Int) {
        kind = .syntax
        guard let error = error as? YamlError else {
            message = "\(error)"
            return
        }
        switch error {
        case .scanner(let context, let problem, let mark, _),
             .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            guard let context else {
                message = problem
                (line, column) = (mark.line + lineOffset, mark.column)
                return
            }
            // libyaml notices an unclosed bracket or quote only where the text runs out; the
            // line where the construct started is the one to fix.
            let unclosed = problem.contains("end of stream") || problem.hasPrefix("did not find expected")
            let (primary, other) = unclosed ? (context.mark, mark) : (mark, context.mark)
            let note = unclosed ? "noticed on line" : "which started on line"
            message = "\(problem) \(context.text) (\(note) \(other.line + lineOffset))"
            (line, column) = (primary.line + lineOffset, primary.column)
        case .duplicatedKeysInMapping(let duplicates, let context):
            let keys = duplicates.sorted()
            kind = .duplicateKeys(keys)
            message = "repeats the key \(keys.map { "`\($0)`" }.joined(separator: ", "))"
            // Yams points at the mapping; the second spelling of a key is the line to fix.
            if let second = keys.compactMap({ Self.secondLine(definingKey: $0, in: yaml) }).min() {
                line = second + lineOffset
            } else {
                (line, column) = (context.mark.line + lineOffset, context.mark.column)
            }
        default:
            message = "\(error)"
        }
    }

    /// The 1-based line of the second `key:` in `yaml`, if it is written plainly.
    private static func secondLine(definingKey key: String, in yaml: String) -> Int? {
        var seen = 0
        for (index, line) in yaml.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix(key), trimmed.dropFirst(key.count).drop(while: { $0 == " " }).hasPrefix(":") else { continue }
            seen += 1
            if seen == 2 { return index + 1 }
        }
        return nil
    }
}
#endif
