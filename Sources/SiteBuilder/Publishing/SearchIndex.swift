import Exporters
import Foundation
import GeneratorSupport

/// The built-in full-text search index, written as small static files so the browser fetches
/// only what a query needs, whatever the site's size:
///
/// - `search/index.json`: format version, page count, chunk size and the sorted shard keys.
/// - `search/pages/<n>.json`: pages `n*chunk ..< (n+1)*chunk`: url, title, excerpt, headings.
/// - `search/terms/<file>.json`: one shard of the inverted index, `{"term": [page, score, …]}`
///   with pages ascending. A shard holds the terms that start with its key: keys begin as the
///   first two characters, and a shard with more than `shardBudget` postings is split by one more
///   character (its key's own term, if any, stays in it), so no shard grows with the site.
///
/// A query word loads the shards whose key it starts with (where it may appear whole) and a few of
/// those whose key starts with it (longer words it begins), then one page chunk per result shown.
/// Everything is sorted, so the same site always gives the same bytes.
struct SearchIndex {
    static let version = 2
    /// Where the index lives in the site.
    static let folder = "search"
    static let chunkSize = 200
    static let shardBudget = 4_000

    var documents: [SearchDocument]

    /// `relative path → contents` for every file of the index.
    func files() -> [(path: String, text: String)] {
        // The terms in one part per core, by their first byte: a shard's terms share their first
        // character, so each part is gathered and sharded on its own (on one core, gathering
        // 10,000 pages' postings was most of rewriting the index after a one-page edit).
        let parts = max(1, min(8, ProcessInfo.processInfo.activeProcessorCount))
        let documents = self.documents
        let gathered = parallelMap(Array(0..<parts)) { part -> (shards: [String: [String]], postings: [String: [(page: Int, score: Int)]]) in
            var postings: [String: [(page: Int, score: Int)]] = [:]
            for (number, document) in documents.enumerated() {
                for (term, score) in document.terms where Int(term.utf8.first ?? 0) % parts == part {
                    postings[term, default: []].append((number, score))
                }
            }
            return (Self.shards(postings.mapValues(\.count)), postings)
        }
        var shards: [String: [String]] = [:]
        var partOfKey: [String: Int] = [:]
        for (part, found) in gathered.enumerated() {
            for (key, terms) in found.shards {
                shards[key] = terms
                partOfKey[key] = part
            }
        }
        let keys = shards.keys.sorted(by: String.inByteOrder)
        var files: [(String, String)] = []
        var manifest = "{\n  \"version\": \(Self.version),\n  \"pages\": \(documents.count),\n  \"chunk\": \(Self.chunkSize),\n"
        manifest += "  \"shards\": [" + keys.map(JSONText.string).joined(separator: ",") + "]\n}\n"
        files.append(("search/index.json", manifest))
        // Millions of numbers on a large site: written as bytes, not joined strings, on every core.
        files += parallelMap(keys) { [shards, partOfKey] key -> (String, String) in
            let postings = gathered[partOfKey[key]!].postings
            var text: [UInt8] = Array("{\n".utf8)
            for (index, term) in shards[key]!.sorted(by: String.inByteOrder).enumerated() {
                if index > 0 { text += Array(",\n".utf8) }
                JSONText.append(term, to: &text)
                text.append(UInt8(ascii: ":"))
                text.append(UInt8(ascii: "["))
                for (position, posting) in postings[term]!.enumerated() {
                    if position > 0 { text.append(UInt8(ascii: ",")) }
                    Self.appendDecimal(posting.page, to: &text)
                    text.append(UInt8(ascii: ","))
                    Self.appendDecimal(posting.score, to: &text)
                }
                text.append(UInt8(ascii: "]"))
            }
            text += Array("\n}\n".utf8)
            return ("search/terms/\(Self.fileName(key)).json", String(decoding: text, as: UTF8.self))
        }
        files += parallelMap(Array(stride(from: 0, to: documents.count, by: Self.chunkSize))) { start -> (String, String) in
            var text = Array("[\n".utf8)
            for index in start..<min(documents.count, start + Self.chunkSize) {
                let document = documents[index]
                if index > start { text += Array(",\n".utf8) }
                text += Array("{\"url\":".utf8)
                JSONText.append(document.url, to: &text)
                text += Array(",\"title\":".utf8)
                JSONText.append(document.title, to: &text)
                text += Array(",\"excerpt\":".utf8)
                JSONText.append(document.excerpt, to: &text)
                text += Array(",\"headings\":[".utf8)
                for (number, heading) in document.headings.enumerated() {
                    text += Array((number > 0 ? ",[" : "[").utf8)
                    JSONText.append(heading.id, to: &text)
                    text.append(UInt8(ascii: ","))
                    JSONText.append(heading.text, to: &text)
                    text.append(UInt8(ascii: "]"))
                }
                text += Array("]}".utf8)
            }
            text += Array("\n]\n".utf8)
            return ("search/pages/\(start / Self.chunkSize).json", String(decoding: text, as: UTF8.self))
        }
        return files
    }

    /// `number` in decimal, most significant digit first.
    static func appendDecimal(_ number: Int, to bytes: inout [UInt8]) {
        if number < 0 { bytes.append(UInt8(ascii: "-")) }
        let value = number.magnitude
        var divisor: UInt = 1
        while divisor <= value / 10 { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
            divisor /= 10
        }
    }

    /// Shard key → its terms, given each term's posting count.
    static func shards(_ counts: [String: Int]) -> [String: [String]] {
        var result: [String: [String]] = [:]
        func place(_ terms: [String], key: String, length: Int) {
            let total = terms.reduce(0) { $0 + counts[$1]! }
            let longer = terms.filter { $0.unicodeScalars.count > length }
            guard total > shardBudget, terms.count > 1, !longer.isEmpty else {
                result[key] = terms
                return
            }
            let own = terms.filter { $0.unicodeScalars.count == length }
            if !own.isEmpty { result[key] = own }
            for (child, group) in Dictionary(grouping: longer, by: { prefix($0, length + 1) }) {
                place(group, key: child, length: length + 1)
            }
        }
        for (key, group) in Dictionary(grouping: counts.keys, by: { prefix($0, 2) }) {
            place(group, key: key, length: 2)
        }
        return result
    }

    static func prefix(_ term: String, _ length: Int) -> String {
        String(String.UnicodeScalarView(term.unicodeScalars.prefix(length)))
    }

    /// A shard's file name: its key when that is plain `a-z0-9`, otherwise `u` and the key's
    /// UTF-8 in hex. search.js mirrors this.
    static func fileName(_ key: String) -> String {
        if key.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) }) { return key }
        return "u" + key.utf8.map { String($0, radix: 16).leftPadded(to: 2) }.joined()
    }
}
