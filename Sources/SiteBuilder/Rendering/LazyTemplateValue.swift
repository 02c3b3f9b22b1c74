import Mustache

/// A template value computed the first time a template asks for it. The sidebar is as large
/// as the site, so a layout that does not show it should not pay for it on every page.
final class LazyTemplateValue: MustacheCustomRepresentation {
    private let make: () -> Any
    private var value: Any?

    init(_ make: @escaping () -> Any) {
        self.make = make
    }

    var representation: Any? {
        if let value { return value }
        let made = make()
        value = made
        return made
    }
}
