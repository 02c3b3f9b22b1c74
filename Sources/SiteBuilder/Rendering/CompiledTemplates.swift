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
        do {
            try render(tokens, Context(stack: [object], indentation: nil), into: &out)
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
        do {
            try render(tokens, Context(stack: [object], indentation: nil, slots: slots), into: &out)
        } catch {
            return nil
        }
        return SlottedText(text: out, slots: slots.slots)
    }

    private final class SlotRecorder {
        var slots: [String: [SlottedText.Slot]] = [:]
        var isFilling = false
    }

    private struct Context {
        var stack: [Any]
        var indentation: String?
        /// Set while rendering slotted: where each slot's section goes.
        var slots: SlotRecorder? = nil

        func pushing(_ object: Any) -> Context {
            var copy = self
            copy.stack.append(object)
            return copy
        }
    }

    private func render(_ tokens: [Token], _ context: Context, into out: inout String) throws(Unsupported) {
        guard let indentation = context.indentation, !indentation.isEmpty else {
            for token in tokens { try render(token, context, into: &out) }
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
            try render(token, context, into: &out)
            if endsLine, out.utf8.count > before {
                let index = out.utf8.index(out.startIndex, offsetBy: before)
                out.insert(contentsOf: indentation, at: index)
            }
        }
    }

    private func render(_ token: Token, _ context: Context, into out: inout String) throws(Unsupported) {
        switch token {
        case .text(let text):
            out += text
        case .variable(let name, let escaped):
            guard let child = try lookup(name, in: context.stack) else { return }
            // A slot is decided per page: printing one needs the list rendered for each page.
            if context.slots != nil, child is TemplateSlot { throw Unsupported() }
            let text = try Self.text(of: child)
            // The same five characters, whole characters only, as swift-mustache escapes.
            out += escaped ? MarkupText.escape(text) : text
        case .section(let name, let tokens, let inverted):
            let child = try lookup(name, in: context.stack)
            if child is MustacheLambda { throw Unsupported() }
            if let slots = context.slots, let slot = child as? TemplateSlot {
                try record(slot, tokens, inverted: inverted, context, slots, into: &out)
            } else if inverted {
                try renderInverted(child, tokens, context, into: &out)
            } else {
                try renderSection(child, tokens, context, into: &out)
            }
        case .partial(let name, let indentation):
            guard let tokens = templates[name] else { return }
            var partial = context
            if let indentation { partial.indentation = (context.indentation ?? "") + indentation }
            try render(tokens, partial, into: &out)
        }
    }

    private func record(_ slot: TemplateSlot, _ tokens: [Token], inverted: Bool, _ context: Context, _ slots: SlotRecorder,
                        into out: inout String) throws(Unsupported) {
        guard !slots.isFilling else { throw Unsupported() }
        slots.isFilling = true
        var whenTrue = "", whenFalse = ""
        if inverted {
            try renderInverted(true, tokens, context, into: &whenTrue)
            try renderInverted(false, tokens, context, into: &whenFalse)
        } else {
            try renderSection(true, tokens, context, into: &whenTrue)
            try renderSection(false, tokens, context, into: &whenFalse)
        }
        slots.isFilling = false
        slots.slots[slot.id, default: []].append(.init(offset: out.utf8.count, length: whenFalse.utf8.count, whenTrue: whenTrue))
        out += whenFalse
    }

    private func renderSection(_ child: Any?, _ tokens: [Token], _ context: Context, into out: inout String) throws(Unsupported) {
        if let array = child as? [[String: Any]] {
            for element in array { try render(tokens, context.pushing(element), into: &out) }
        } else if let sequence = child as? any MustacheSequence {
            for element in Self.elements(sequence) { try render(tokens, context.pushing(element), into: &out) }
        } else if let flag = child as? Bool {
            if flag { try render(tokens, context, into: &out) }
        } else if let renderable = child as? MustacheCustomRenderable, renderable.isNull {
            return
        } else if let child {
            try render(tokens, context.pushing(child), into: &out)
        }
    }

    private func renderInverted(_ child: Any?, _ tokens: [Token], _ context: Context, into out: inout String) throws(Unsupported) {
        if let array = child as? [[String: Any]] {
            if array.isEmpty { try render(tokens, context.pushing(array), into: &out) }
        } else if let sequence = child as? any MustacheSequence {
            if Self.elements(sequence).isEmpty { try render(tokens, context.pushing(sequence), into: &out) }
        } else if let flag = child as? Bool {
            if !flag { try render(tokens, context, into: &out) }
        } else if let renderable = child as? MustacheCustomRenderable, renderable.isNull {
            try render(tokens, context, into: &out)
        } else if child == nil {
            try render(tokens, context, into: &out)
        }
    }

    private static func elements(_ sequence: any MustacheSequence) -> [Any] {
        func open<S: Sequence>(_ sequence: S) -> [Any] { sequence.map { $0 as Any } }
        return open(sequence)
    }

    // MARK: - Lookup

    private func lookup(_ name: Name, in stack: [Any]) throws(Unsupported) -> Any? {
        var child: Any?
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
        if let custom = child as? MustacheCustomRepresentation { child = custom.representation }
        return child
    }

    private static func child(_ names: ArraySlice<String>, of object: Any) throws(Unsupported) -> Any? {
        guard let name = names.first else { return object }
        if object is MustacheLambda { throw Unsupported() }
        guard let found = try immediateChild(name, of: object) else { return nil }
        return try child(names.dropFirst(), of: found)
    }

    private static func immediateChild(_ name: String, of object: Any) throws(Unsupported) -> Any? {
        // The page context's own shape, answered without the protocol casts below.
        if let dictionary = object as? [String: Any] { return dictionary[name] }
        let object: Any? = if let custom = object as? MustacheCustomRepresentation { custom.representation } else { object }
        if let parent = object as? MustacheParent { return parent.child(named: name) }
        guard let object, let value = Mirror(reflecting: object).children.first(where: { $0.label == name })?.value else {
            return nil
        }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first?.value
    }

    // MARK: - Text

    private static func text(of child: Any) throws(Unsupported) -> String {
        if let string = child as? String { return string }
        if child is MustacheTemplate || child is MustacheCustomRenderable || child is MustacheLambda { throw Unsupported() }
        let value = (child as? any OptionalValue)?.wrapped ?? child
        return String(describing: value)
    }
}

/// A section value decided after rendering: `renderSlotted` writes the section as if the value
/// were false and keeps what it renders as if true, so a list rendered once (the sidebar of a
/// folder) is marked for each page (its link `aria-current`) by splicing, not by rendering again.
struct TemplateSlot: Sendable {
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
