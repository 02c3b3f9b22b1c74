import GeneratorSupport
import StylebookKit
import StylebookMarkdown

/// How each value the cache keeps is written and read back, field by field in a fixed order.
/// Changing any of these changes `BuildCache.version`.
extension CacheWriter {
    mutating func stamp(_ stamp: FileStamp) {
        int(stamp.size); int(stamp.modified); int(stamp.changed); int(stamp.inode)
    }

    mutating func location(_ location: SourceLocation) {
        string(location.path); int(location.line); int(location.column)
    }

    mutating func diagnostic(_ diagnostic: Diagnostic) {
        string(diagnostic.severity.rawValue)
        string(diagnostic.id)
        string(diagnostic.message)
        optional(diagnostic.location) { $0.location($1) }
        optional(diagnostic.hint) { $0.string($1) }
        array(diagnostic.subjects) { $0.string($1) }
        bool(diagnostic.isAcknowledged)
    }

    mutating func value(_ value: FrontMatterValue) {
        switch value {
        case .string(let string): int(0); self.string(string)
        case .int(let number): int(1); int(number)
        case .double(let number): int(2); double(number)
        case .bool(let flag): int(3); bool(flag)
        case .array(let values): int(4); array(values) { $0.value($1) }
        case .dictionary(let values):
            int(5)
            array(values.sorted { $0.key < $1.key }) { writer, entry in writer.string(entry.key); writer.value(entry.value) }
        case .null: int(6)
        }
    }

    mutating func frontMatter(_ frontMatter: FrontMatter) {
        optional(frontMatter.title) { $0.string($1) }
        optional(frontMatter.description) { $0.string($1) }
        optional(frontMatter.order) { $0.int($1) }
        optional(frontMatter.position) { $0.double($1) }
        optional(frontMatter.navigationLabel) { $0.string($1) }
        bool(frontMatter.isDraft)
        optional(frontMatter.slug) { $0.string($1) }
        array(frontMatter.values.sorted { $0.key < $1.key }) { writer, entry in writer.string(entry.key); writer.value(entry.value) }
        array(frontMatter.keyLocations.sorted { $0.key < $1.key }) { writer, entry in writer.string(entry.key); writer.location(entry.value) }
    }

    mutating func resolution(_ resolution: LinkResolver.Resolution) {
        switch resolution {
        case .external: int(0)
        case .page(let href, let target, let anchor):
            int(1); string(href); string(target.path); optional(anchor) { $0.string($1) }
        case .asset(let href): int(2); string(href)
        case .broken(let reason, let hint): int(3); string(reason); string(hint)
        }
    }

    mutating func facts(_ facts: PageCheckFacts) {
        string(facts.route.path)
        array(facts.links) { writer, link in
            writer.string(link.destination); writer.location(link.location); writer.resolution(link.resolution)
        }
        array(facts.anchors.sorted()) { $0.string($1) }
    }

    mutating func search(_ document: SearchDocument) {
        string(document.url)
        string(document.title)
        string(document.excerpt)
        array(document.headings) { writer, heading in writer.string(heading.id); writer.string(heading.text) }
        // Unsorted: the cache is not part of the site, and sorting a million terms costs more than writing them.
        int(document.terms.count)
        // A page's terms are distinct (`TermCounter`): no table.
        for (term, score) in document.terms { uniqueString(term); int(score) }
    }
}

extension CacheReader {
    mutating func stamp() throws -> FileStamp {
        FileStamp(size: try int(), modified: try int(), changed: try int(), inode: try int())
    }

    mutating func location() throws -> SourceLocation {
        SourceLocation(path: try string(), line: try int(), column: try int())
    }

    mutating func diagnostic() throws -> Diagnostic {
        guard let severity = Diagnostic.Severity(rawValue: try string()) else { throw Malformed() }
        // A cache written by a build that knew an id this one does not is no use: build afresh.
        guard let kind = DiagnosticCatalogue.kind(try string()) else { throw Malformed() }
        let message = try string()
        var diagnostic = Diagnostic(kind, message, at: try optional { try $0.location() },
                                    hint: try optional { try $0.string() }, subjects: try array { try $0.string() })
            .reported(as: severity)
        diagnostic.isAcknowledged = try bool()
        return diagnostic
    }

    mutating func value() throws -> FrontMatterValue {
        switch try int() {
        case 0: return .string(try string())
        case 1: return .int(try int())
        case 2: return .double(try double())
        case 3: return .bool(try bool())
        case 4: return .array(try array { try $0.value() })
        case 5:
            let entries = try array { reader in (try reader.string(), try reader.value()) }
            return .dictionary(Dictionary(entries, uniquingKeysWith: { first, _ in first }))
        case 6: return .null
        default: throw Malformed()
        }
    }

    mutating func frontMatter() throws -> FrontMatter {
        var frontMatter = FrontMatter()
        frontMatter.title = try optional { try $0.string() }
        frontMatter.description = try optional { try $0.string() }
        frontMatter.order = try optional { try $0.int() }
        frontMatter.position = try optional { try $0.double() }
        frontMatter.navigationLabel = try optional { try $0.string() }
        frontMatter.isDraft = try bool()
        frontMatter.slug = try optional { try $0.string() }
        let values = try array { reader in (try reader.string(), try reader.value()) }
        frontMatter.values = Dictionary(values, uniquingKeysWith: { first, _ in first })
        let locations = try array { reader in (try reader.string(), try reader.location()) }
        frontMatter.keyLocations = Dictionary(locations, uniquingKeysWith: { first, _ in first })
        return frontMatter
    }

    mutating func resolution() throws -> LinkResolver.Resolution {
        switch try int() {
        case 0: return .external
        case 1: return .page(href: try string(), target: PageRoute(path: try string()), anchor: try optional { try $0.string() })
        case 2: return .asset(href: try string())
        case 3: return .broken(reason: try string(), hint: try string())
        default: throw Malformed()
        }
    }

    mutating func facts() throws -> PageCheckFacts {
        let route = PageRoute(path: try string())
        let links = try array { reader in
            PageCheckFacts.Link(destination: try reader.string(), location: try reader.location(), resolution: try reader.resolution())
        }
        return PageCheckFacts(route: route, links: links, anchors: Set(try array { try $0.string() }))
    }

    mutating func search() throws -> SearchDocument {
        let url = try string(), title = try string(), excerpt = try string()
        let headings = try array { reader in (id: try reader.string(), text: try reader.string()) }
        let count = try count()
        var terms: [(term: String, score: Int)] = []
        terms.reserveCapacity(count)
        for _ in 0..<count { terms.append((try uniqueString(), try int())) }
        return SearchDocument(url: url, title: title, excerpt: excerpt, headings: headings, terms: terms)
    }
}
