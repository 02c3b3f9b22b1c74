import Foundation

/// The built-in full-text search index, written as small static files so the browser fetches
/// only what a query needs, whatever the site's size:
///
/// - `search/index.json`: format version, page count, chunk size and the list of term shards.
/// - `search/pages/<n>.json`: pages `n*chunk ..< (n+1)*chunk`: url, title, excerpt, headings.
/// - `search/terms/<key>.json`: the inverted index for every term starting with the two
///   characters `key` names: `{"term": [page, score, page, score, …]}`, pages ascending.
///
/// A query word of two or more characters therefore loads one shard, then one page chunk per
/// result shown. Everything is sorted, so the same site always gives the same bytes.
struct SearchIndex {
    static let version = 1
    static let chunkSize = 200

    var documents: [SearchDocument]

    /// `relative path → contents` for every file of the index.
    func files() -> [(path: String, text: String)] {
        var shards: [String: [String: [(page: Int, score: Int)]]] = [:]
        for (number, document) in documents.enumerated() {
            for (term, score) in document.terms {
                shards[Self.shardKey(term), default: [:]][term, default: []].append((number, score))
            }
        }
        let keys = shards.keys.sorted()
        var files: [(String, String)] = []
        var manifest = "{\n  \"version\": \(Self.version),\n  \"pages\": \(documents.count),\n  \"chunk\": \(Self.chunkSize),\n"
        manifest += "  \"shards\": [" + keys.map(JSONText.string).joined(separator: ",") + "]\n}\n"
        files.append(("search/index.json", manifest))
        for key in keys {
            let terms = shards[key]!
            let lines = terms.keys.sorted().map { term in
                let postings = terms[term]!.flatMap { [$0.page, $0.score] }.map(String.init).joined(separator: ",")
                return "\(JSONText.string(term)):[\(postings)]"
            }
            files.append(("search/terms/\(key).json", "{\n" + lines.joined(separator: ",\n") + "\n}\n"))
        }
        for start in stride(from: 0, to: documents.count, by: Self.chunkSize) {
            let chunk = documents[start..<min(documents.count, start + Self.chunkSize)]
            let lines = chunk.map { document in
                let headings = document.headings.map { "[\(JSONText.string($0.id)),\(JSONText.string($0.text))]" }
                return "{\"url\":\(JSONText.string(document.url)),\"title\":\(JSONText.string(document.title)),"
                    + "\"excerpt\":\(JSONText.string(document.excerpt)),\"headings\":[\(headings.joined(separator: ","))]}"
            }
            files.append(("search/pages/\(start / Self.chunkSize).json", "[\n" + lines.joined(separator: ",\n") + "\n]\n"))
        }
        return files
    }

    /// The shard a term lives in: its first two code points when they are `a-z0-9` (file names
    /// stay readable), otherwise `u` and the UTF-8 hex of those code points. search.js mirrors this.
    static func shardKey(_ term: String) -> String {
        let prefix = String(String.UnicodeScalarView(term.unicodeScalars.prefix(2)))
        if prefix.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) }) { return prefix }
        return "u" + prefix.utf8.map { String($0, radix: 16).leftPadded(to: 2) }.joined()
    }
}

/// JSON string literals written by hand, so index files have a fixed, compact layout.
enum JSONText {
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar == "\u{2028}" || scalar == "\u{2029}" {
                    out += "\\u" + String(scalar.value, radix: 16).leftPadded(to: 4)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
