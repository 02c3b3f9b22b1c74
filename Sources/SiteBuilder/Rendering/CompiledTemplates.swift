import GeneratorSupport
import Mustache
import StylebookKit

/// The theme's templates compiled once per build and rendered with the lookups done directly on
/// the page context's dictionaries and strings, for the layout that renders every page.
///
/// swift-mustache renders each `{{name}}` through several protocol casts (custom representation,
/// parent, template, renderable, lambda), splits the name on every lookup, describes the value
/// through `String(describing:)` and escapes it one `Character` at a time through a dictionary:
/// at 10,000 pages that was a fifth of the build's CPU time. This renderer keeps swift-mustache's
/// rules exactly (its parse, standalone lines, lookup up the context stack, what a section does
/// with each kind of value, partial indentation) and is only used for templates it fully
/// understands: a template with set delimiters, pragmas, transforms, inheritance or dynamic
/// partials, or a value that is a lambda, a template or custom-rendered, makes `TemplateSet`
/// render with swift-mustache instead. The two are compared on the built-in theme in tests.
struct CompiledTemplates: Sendable {
    indirect enum Token: Sendable {
        case text(String)
        case variable(Name, escaped: Bool)
        case section(Name, [Token], inverted: Bool)
        /// `indentation` is set for a standalone partial: the whitespace before it.
        case partial(String, indentation: String?)
    }

    /// A variable or section name, split once.
    struct Name: Sendable {
        enum Start: Sendable {
            /// `{{.}}`: the current object.
            case current
            /// `{{.a.b}}`: only in the current object.
            case top
            /// `{{a.b}}`: `a` from the innermost object that has it.
            case stack
        }

        var start: Start
        var components: [String]

        init(_ name: String) {
            components = name.split(separator: ".").map(String.init)
            start = name == "." ? .current : name.first == "." ? .top : .stack
        }
    }

    /// Thrown for anything this renderer leaves to swift-mustache.
    struct Unsupported: Error {}

    let templates: [String: [Token]]

    /// nil when any template uses a feature left to swift-mustache.
    init?(sources: [String: String]) {
        var templates: [String: [Token]] = [:]
        for (name, text) in sources {
            guard let tokens = try? TemplateParser.parse(text) else { return nil }
            templates[name] = tokens
        }
        self.templates = templates
    }

    /// nil when the template is missing or a value needs swift-mustache.
    func render(_ object: Any, template name: String) -> String? {
        guard let tokens = templates[name] else { return nil }
        var out = ""
        out.reserveCapacity(32 * 1024)
        var stack = [TemplateValue(object)]
        do {
            try render(tokens, &stack, Context(indentation: nil), into: &out)
        } catch {
            return nil
        }
        return out
    }

    /// The template rendered once with every `TemplateSlot` section left as if false, and what
    /// each would render as if true; nil when the template or a value needs swift-mustache, or a
    /// slot sits inside another or inside an indented partial.
    func renderSlotted(_ object: Any, template name: String) -> SlottedText? {
        guard let tokens = templates[name] else { return nil }
        var out = ""
        let slots = SlotRecorder()
        var stack = [TemplateValue(object)]
        do {
            try render(tokens, &stack, Context(indentation: nil, slots: slots), into: &out)
        } catch {
            return nil
        }
        return SlottedText(text: out, slots: slots.slots)
    }

    private final class SlotRecorder {
        var slots: [String: [SlottedText.Slot]] = [:]
        var isFilling = false
    }

    /// What stays the same while a template renders; the context stack itself is one array that
    /// sections push onto and pop, not a copy per section.
    private struct Context {
        var indentation: String?
        /// Set while rendering slotted: where each slot's section goes.
        var slots: SlotRecorder? = nil
    }

    private func render(_ tokens: [Token], _ stack: inout [TemplateValue], _ context: Context, into out: inout String) throws(Unsupported) {
        guard let indentation = context.indentation, !indentation.isEmpty else {
            for token in tokens { try render(token, &stack, context, into: &out) }
            return
        }
        // Indenting inserts text after the fact, which would move recorded slots.
        if context.slots != nil { throw Unsupported() }
        // As swift-mustache: indent a token's output when this template's output so far ends a line.
        let start = out.utf8.count
        for token in tokens {
            let before = out.utf8.count
            let endsLine = before > start && out.utf8.last == UInt8(ascii: "\n")
                && !(before - start >= 2 && out.utf8.dropLast().last == UInt8(ascii: "\r"))
            try render(token, &stack, context, into: &out)
            if endsLine, out.utf8.count > before {
                let index = out.utf8.index(out.startIndex, offsetBy: before)
                out.insert(contentsOf: indentation, at: index)
            }
        }
    }

    private func render(_ token: Token, _ stack: inout [TemplateValue], _ context: Context, into out: inout String) throws(Unsupported) {
        switch token {
        case .text(let text):
            out += text
        case .variable(let name, let escaped):
            guard let child = try lookup(name, in: stack) else { return }
            // A slot is decided per page: printing one needs the list rendered for each page.
            if context.slots != nil, case .slot = child { throw Unsupported() }
            let text = try Self.text(of: child)
            // The same five characters, whole characters only, as swift-mustache escapes.
            out += escaped ? MarkupText.escape(text) : text
        case .section(let name, let tokens, let inverted):
            let child = try lookup(name, in: stack)
            if case .other(let value) = child, value is MustacheLambda { throw Unsupported() }
            if let slots = context.slots, case .slot(let slot) = child {
                try record(slot, tokens, inverted: inverted, &stack, context, slots, into: &out)
            } else if inverted {
                try renderInverted(child, tokens, &stack, context, into: &out)
            } else {
                try renderSection(child, tokens, &stack, context, into: &out)
            }
        case .partial(let name, let indentation):
            guard let tokens = templates[name] else { return }
            var partial = context
            if let indentation { partial.indentation = (context.indentation ?? "") + indentation }
            try render(tokens, &stack, partial, into: &out)
        }
    }

    private func record(_ slot: TemplateSlot, _ tokens: [Token], inverted: Bool, _ stack: inout [TemplateValue], _ context: Context,
                        _ slots: SlotRecorder, into out: inout String) throws(Unsupported) {
        guard !slots.isFilling else { throw Unsupported() }
        slots.isFilling = true
        var whenTrue = "", whenFalse = ""
        if inverted {
            try renderInverted(.flag(true), tokens, &stack, context, into: &whenTrue)
            try renderInverted(.flag(false), tokens, &stack, context, into: &whenFalse)
        } else {
            try renderSection(.flag(true), tokens, &stack, context, into: &whenTrue)
            try renderSection(.flag(false), tokens, &stack, context, into: &whenFalse)
        }
        slots.isFilling = false
        slots.slots[slot.id, default: []].append(.init(offset: out.utf8.count, length: whenFalse.utf8.count, whenTrue: whenTrue))
        out += whenFalse
    }

    /// `tokens` rendered with `value` on top of the stack.
    private func render(_ tokens: [Token], pushing value: TemplateValue, _ stack: inout [TemplateValue], _ context: Context,
                        into out: inout String) throws(Unsupported) {
        stack.append(value)
        defer { stack.removeLast() }
        try render(tokens, &stack, context, into: &out)
    }

    private func renderSection(_ child: TemplateValue?, _ tokens: [Token], _ stack: inout [TemplateValue], _ context: Context,
                               into out: inout String) throws(Unsupported) {
        switch child {
        case .list(let elements, _)?:
            for element in elements { try render(tokens, pushing: element, &stack, context, into: &out) }
        case .flag(let flag)?:
            if flag { try render(tokens, &stack, context, into: &out) }
        case .other(let value)?:
            if let sequence = value as? any MustacheSequence {
                for element in Self.elements(sequence) { try render(tokens, pushing: TemplateValue(element), &stack, context, into: &out) }
            } else if let renderable = value as? MustacheCustomRenderable, renderable.isNull {
                return
            } else {
                try render(tokens, pushing: .other(value), &stack, context, into: &out)
            }
        case nil, .null?:
            return
        case let child?:
            try render(tokens, pushing: child, &stack, context, into: &out)
        }
    }

    private func renderInverted(_ child: TemplateValue?, _ tokens: [Token], _ stack: inout [TemplateValue], _ context: Context,
                                into out: inout String) throws(Unsupported) {
        switch child {
        case .list(let elements, _)?:
            if elements.isEmpty { try render(tokens, pushing: child!, &stack, context, into: &out) }
        case .flag(let flag)?:
            if !flag { try render(tokens, &stack, context, into: &out) }
        case .other(let value)?:
            if let sequence = value as? any MustacheSequence {
                if Self.elements(sequence).isEmpty { try render(tokens, pushing: .other(value), &stack, context, into: &out) }
            } else if let renderable = value as? MustacheCustomRenderable, renderable.isNull {
                try render(tokens, &stack, context, into: &out)
            }
        case nil, .null?:
            try render(tokens, &stack, context, into: &out)
        case .text?, .object?, .slot?:
            return
        }
    }

    private static func elements(_ sequence: any MustacheSequence) -> [Any] {
        func open<S: Sequence>(_ sequence: S) -> [Any] { sequence.map { $0 as Any } }
        return open(sequence)
    }

    // MARK: - Lookup

    /// nil for a missing value, as for one that represents itself as nothing.
    private func lookup(_ name: Name, in stack: [TemplateValue]) throws(Unsupported) -> TemplateValue? {
        var child: TemplateValue?
        switch name.start {
        case .current:
            child = stack.last
        case .top:
            child = try Self.child(name.components[...], of: stack[stack.count - 1])
        case .stack:
            if let first = name.components.first {
                for object in stack.reversed() {
                    if let found = try Self.immediateChild(first, of: object) {
                        child = try Self.child(name.components.dropFirst(), of: found)
                        break
                    }
                }
            } else {
                child = stack.last
            }
        }
        if case .null? = child { return nil }
        return child
    }

    private static func child(_ names: ArraySlice<String>, of object: TemplateValue) throws(Unsupported) -> TemplateValue? {
        guard let name = names.first else { return object }
        if case .other(let value) = object, value is MustacheLambda { throw Unsupported() }
        guard let found = try immediateChild(name, of: object) else { return nil }
        return try child(names.dropFirst(), of: found)
    }

    private static func immediateChild(_ name: String, of object: TemplateValue) throws(Unsupported) -> TemplateValue? {
        switch object {
        case .object(let values, _):
            return values[name]
        case .other(let value):
            return otherChild(name, of: value).map(TemplateValue.init)
        case .slot(let slot):
            return otherChild(name, of: slot).map(TemplateValue.init)
        case .text, .flag, .list, .null:
            // What swift-mustache finds in them: no children.
            return nil
        }
    }

    /// swift-mustache's lookup in a value that is not a string-keyed dictionary.
    private static func otherChild(_ name: String, of object: Any) -> Any? {
        if let parent = object as? MustacheParent { return parent.child(named: name) }
        guard let value = Mirror(reflecting: object).children.first(where: { $0.label == name })?.value else { return nil }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first?.value
    }

    // MARK: - Text

    private static func text(of child: TemplateValue) throws(Unsupported) -> String {
        switch child {
        case .text(let text): return text
        case .flag(let flag): return String(describing: flag)
        case .object, .list: return String(describing: child.mustacheValue)
        case .slot(let slot): return String(describing: slot)
        case .null: return ""
        case .other(let value):
            if value is MustacheTemplate || value is MustacheCustomRenderable || value is MustacheLambda { throw Unsupported() }
            let value = (value as? any OptionalValue)?.wrapped ?? value
            return String(describing: value)
        }
    }
}

/// A section value decided after rendering: `renderSlotted` writes the section as if the value
/// were false and keeps what it renders as if true, so a list rendered once (the sidebar of a
/// folder) is marked for each page (its link `aria-current`) by splicing, not by rendering again.
struct TemplateSlot: Sendable, Codable {
    var id: String
}

/// A rendered template and its slots, filled per use.
struct SlottedText: Sendable {
    struct Slot: Sendable {
        /// UTF-8 offset and length of the section as rendered false.
        var offset: Int
        var length: Int
        var whenTrue: String
    }

    var text: String
    var slots: [String: [Slot]]

    /// The text with the slots named `id` true and every other false.
    func filling(_ id: String) -> String {
        guard let filled = slots[id] else { return text }
        let utf8 = text.utf8
        var out = ""
        out.reserveCapacity(utf8.count + filled.reduce(0) { $0 + $1.whenTrue.utf8.count })
        var start = utf8.startIndex
        for slot in filled {
            let from = utf8.index(utf8.startIndex, offsetBy: slot.offset)
            out += text[start..<from]
            out += slot.whenTrue
            start = utf8.index(from, offsetBy: slot.length)
        }
        out += text[start...]
        return out
    }
}

/// For describing an optional inside `Any` by its value, as swift-mustache does.
private protocol OptionalValue {
    var wrapped: Any? { get }
}

extension Optional: OptionalValue {
    var wrapped: Any? { self }
}
