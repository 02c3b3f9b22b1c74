import Foundation
import GeneratorSupport
import StylebookKit

/// Checks templates for what Mustache would render as a silent blank: a `{{> partial}}` with no
/// file, and a `{{name}}` no page provides. Starts at the layout and follows partials with the
/// sections they are included in, so names inside `{{#breadcrumbs}}…{{/breadcrumbs}}` resolve
/// against a breadcrumb first and then outwards, exactly as Mustache looks them up. Each
/// directive template (`directives/NAME.html`) is checked the same way against its directive's
/// own `templateSchema`.
struct TemplateLint {
    /// Transforms swift-mustache applies; any other name renders nothing.
    static let knownTransforms: Set<String> = [
        "capitalized", "count", "empty", "enumerated", "equalzero", "even", "first", "index", "last",
        "lowercased", "minusone", "odd", "plusone", "reversed", "sorted", "uppercased",
    ]

    enum Scope: Hashable {
        case type(String)
        case open
        case value
    }

    fileprivate struct Template {
        var displayPath: String
        var tags: [TemplateTag]
    }

    /// The theme's templates read and scanned once, for both the lint and `pageKeys`.
    struct Scanned {
        fileprivate var templates: [String: Template]

        init(_ theme: Theme) { templates = TemplateLint.load(theme) }
    }

    /// A place a template is visited from: the same template in the same scopes adds nothing.
    private struct Visit: Hashable {
        var name: String
        var scopes: [Scope]
    }

    private let schema: TemplateSchema
    private let templates: [String: Template]
    private var visited: Set<Visit> = []
    private var diagnostics: [Diagnostic] = []

    /// Lints the theme's templates, starting at the layout. Front-matter keys of the site's
    /// pages are accepted as `page.KEY`.
    static func check(_ theme: Theme, frontMatterKeys: Set<String>,
                      schema: TemplateSchema = PageContext.schema, directives: DirectiveRegistry = .standard) -> [Diagnostic] {
        check(theme, scanned: Scanned(theme), frontMatterKeys: frontMatterKeys, schema: schema, directives: directives)
    }

    static func check(_ theme: Theme, scanned: Scanned, frontMatterKeys: Set<String>,
                      schema: TemplateSchema = PageContext.schema, directives: DirectiveRegistry = .standard) -> [Diagnostic] {
        var schema = schema
        if let page = schema.objectType(at: "page") { schema = schema.adding(openKeys: frontMatterKeys.sorted(), to: page) }
        if let assets = schema.objectType(at: "assets") {
            for asset in theme.files(under: "assets") { schema.types[assets]?[AssetManifest.key(asset.path)] = .value }
        }
        let templates = scanned.templates
        var diagnostics: [Diagnostic] = []
        // The layout with the page context, then the sidebar's list, the 404 and sections bodies
        // and each directive template with its own values.
        let roots = [(TemplateSet.layoutName, schema), (SidebarList.templateName, SidebarList.schema),
                     (NotFoundPage.templateName, NotFoundPage.schema), (SectionsIndex.templateName, SectionsIndex.schema)]
            + directives.templateSchemas.map { ($0.template, $0.schema) }
        for (name, schema) in roots where templates[name] != nil {
            var lint = TemplateLint(schema: schema, templates: templates)
            lint.visit(name, scopes: [.type(schema.rootType)])
            diagnostics += lint.diagnostics
        }
        var seen: Set<String> = []
        return diagnostics.filter { seen.insert(DiagnosticFormatter.line(for: $0)).inserted }
    }

    /// Front-matter keys the theme's templates read, as `page.KEY` or `page.meta.KEY`; keys the
    /// page context sets itself (`page.title`) are not front-matter keys and are left out.
    static func pageKeys(_ theme: Theme, schema: TemplateSchema = PageContext.schema) -> Set<String> {
        pageKeys(Scanned(theme), schema: schema)
    }

    static func pageKeys(_ scanned: Scanned, schema: TemplateSchema = PageContext.schema) -> Set<String> {
        let provided = Set(schema.objectType(at: "page").flatMap { schema.types[$0]?.keys }.map(Array.init) ?? [])
        var keys: Set<String> = []
        for template in scanned.templates.values {
            for tag in template.tags {
                var parts = tag.name.split(separator: ".").map(String.init)
                guard parts.first == "page", parts.count > 1 else { continue }
                parts.removeFirst()
                if parts.first == "meta", parts.count > 1 { parts.removeFirst() } else if provided.contains(parts[0]) { continue }
                keys.insert(parts[0])
            }
        }
        return keys
    }

    private init(schema: TemplateSchema, templates: [String: Template]) {
        self.schema = schema
        self.templates = templates
    }

    /// Named as swift-mustache names them: the path below the folder without the extension.
    fileprivate static func load(_ theme: Theme) -> [String: Template] {
        let suffix = "." + TemplateSet.fileExtension
        var found: [String: Template] = [:]
        for file in theme.files where file.path.hasSuffix(suffix) {
            guard let text = try? String(contentsOf: file.url, encoding: .utf8) else { continue }
            found[String(file.path.dropLast(suffix.count))] = Template(displayPath: DisplayPath.of(file.url),
                                                                    tags: TemplateTag.scan(text))
        }
        return found
    }

    // MARK: - Walking

    private mutating func visit(_ name: String, scopes outer: [Scope]) {
        var scopes = Self.normalized(outer)
        guard let template = templates[name],
              visited.insert(Visit(name: name, scopes: scopes)).inserted else { return }
        var pushed: [Bool] = []
        for tag in template.tags {
            let location = SourceLocation(path: template.displayPath, line: tag.line, column: tag.column)
            switch tag.kind {
            case .variable:
                _ = resolve(tag, in: scopes, at: location)
            case .section:
                let field = resolve(tag, in: scopes, at: location)
                scopes.append(Self.scope(entering: field))
                pushed.append(true)
            case .invertedSection:
                _ = resolve(tag, in: scopes, at: location)
                pushed.append(false)
            case .block, .parentPartial:
                if tag.kind == .parentPartial { include(tag, scopes: scopes, at: location) }
                pushed.append(false)
            case .close:
                if pushed.popLast() == true { scopes.removeLast() }
            case .partial:
                include(tag, scopes: scopes, at: location)
            }
        }
    }

    private mutating func include(_ tag: TemplateTag, scopes: [Scope], at location: SourceLocation) {
        // `{{>*name}}` picks the partial at render time; nothing to check statically.
        guard !tag.name.hasPrefix("*") else { return }
        guard templates[tag.name] != nil else {
            let suggestion = Suggestion.closest(to: tag.name, in: templates.keys.sorted())
            diagnostics.append(Diagnostic(
                .templateMissingPartial,
                "partial '\(tag.name)' does not exist, so it would render as nothing",
                at: location,
                hint: suggestion.map { "did you mean '{{> \($0)}}'?" }
                    ?? "create \(tag.name).\(TemplateSet.fileExtension) in the templates folder, or remove the tag"))
            return
        }
        visit(tag.name, scopes: scopes)
    }

    /// A deeper copy of a scope adds no names the nearer one lacks, so dropping it changes no
    /// lookup; it also keeps recursive partials (entries inside entries) from looping.
    private static func normalized(_ scopes: [Scope]) -> [Scope] {
        var seen: Set<Scope> = []
        return scopes.reversed().filter { seen.insert($0).inserted }.reversed()
    }

    private static func scope(entering field: TemplateSchema.Field?) -> Scope {
        switch field {
        case .object(let type), .list(let type): return .type(type)
        case .open: return .open
        case .value, nil: return .value
        }
    }

    // MARK: - Names

    /// The field a tag names, or nil after reporting it. Mirrors swift-mustache's lookup: the first
    /// part of a dotted name is searched from the innermost section outwards, the rest inside it.
    private mutating func resolve(_ tag: TemplateTag, in scopes: [Scope], at location: SourceLocation) -> TemplateSchema.Field? {
        for transform in tag.transforms where !Self.knownTransforms.contains(transform) {
            let suggestion = Suggestion.closest(to: transform, in: Self.knownTransforms.sorted())
            diagnostics.append(Diagnostic(
                .templateUnknownTransform, "'\(transform)' is not a Mustache transform, so it would render as nothing",
                at: location, hint: suggestion.map { "did you mean '\($0)'?" } ?? "see the swift-mustache transforms"))
            return nil
        }
        let field: TemplateSchema.Field?
        if tag.name == "." || tag.name.isEmpty {
            field = .value
        } else {
            field = lookup(tag.name, in: scopes)
        }
        guard let field else {
            reportUnknown(tag.name, in: scopes, at: location)
            return nil
        }
        return Self.applying(tag.transforms, to: field)
    }

    private func lookup(_ name: String, in scopes: [Scope]) -> TemplateSchema.Field? {
        let parts = name.split(separator: ".").map(String.init)
        guard let first = parts.first else { return .value }
        let searched = name.hasPrefix(".") ? Array(scopes.suffix(1)) : scopes
        for scope in searched.reversed() {
            switch scope {
            case .open: return .open
            case .value: continue
            case .type(let type):
                guard let field = schema.types[type]?[first] else { continue }
                return walk(parts.dropFirst(), from: field)
            }
        }
        return nil
    }

    private func walk(_ parts: ArraySlice<String>, from field: TemplateSchema.Field) -> TemplateSchema.Field? {
        var field = field
        for part in parts {
            switch field {
            case .open: return .open
            case .object(let type):
                guard let next = schema.types[type]?[part] else { return nil }
                field = next
            case .list, .value: return nil
            }
        }
        return field
    }

    private static func applying(_ transforms: [String], to field: TemplateSchema.Field) -> TemplateSchema.Field {
        guard let outer = transforms.first else { return field }
        switch (outer, field) {
        case ("reversed", _), ("sorted", _): return field
        case ("first", .list(let type)), ("last", .list(let type)): return .object(type)
        case (_, .open): return .open
        default: return .value
        }
    }

    private mutating func reportUnknown(_ name: String, in scopes: [Scope], at location: SourceLocation) {
        var suggestion: String?
        let parts = name.split(separator: ".").map(String.init)
        if parts.count > 1, case .object(let type)? = lookup(parts.dropLast().joined(separator: "."), in: scopes) {
            // `site.title`: the object exists, so only its own keys are candidates.
            let prefix = parts.dropLast().joined(separator: ".") + "."
            let keys = (schema.types[type] ?? [:]).keys.sorted()
            suggestion = Suggestion.closest(to: parts[parts.count - 1], in: keys).map { prefix + $0 }
            if suggestion == nil, !keys.isEmpty {
                diagnostics.append(unknown(name, at: location, hint: "'\(prefix.dropLast())' has \(keys.joined(separator: ", "))"))
                return
            }
        } else {
            // The innermost section's names come first: in {{#breadcrumbs}}, 'titel' means a crumb's title.
            for case .type(let type) in scopes.reversed() where suggestion == nil {
                suggestion = Suggestion.closest(to: name, in: dottedNames(of: type, depth: 2).sorted())
            }
        }
        diagnostics.append(unknown(name, at: location, hint: suggestion.map { "did you mean '{{\($0)}}'?" }
            ?? "see the template values in Stylebook's manual (Templates and theme overrides); front-matter keys are page.KEY"))
    }

    private func unknown(_ name: String, at location: SourceLocation, hint: String) -> Diagnostic {
        Diagnostic(.templateUnknownVariable,
               "'{{\(name)}}' is not a value templates receive here, so it would render as nothing",
               at: location, hint: hint)
    }


    /// `title`, `page`, `page.title`…: names reachable from a type, for suggestions.
    private func dottedNames(of type: String, depth: Int) -> [String] {
        guard depth > 0, let fields = schema.types[type] else { return [] }
        return fields.flatMap { key, field -> [String] in
            guard case .object(let child) = field else { return [key] }
            return [key] + dottedNames(of: child, depth: depth - 1).map { key + "." + $0 }
        }
    }
}
