/// A value's fields in one box that its copies share, copied on the first write to a shared box:
/// the pipeline passes pages and their entries around by the ten thousand, and copying a dozen
/// strings, arrays and dictionaries field by field each time was most of a one-page build.
/// `Page` and `PageEntry` keep their fields in one.
struct SharedFields<Fields>: @unchecked Sendable {
    /// Never changed while shared (`write` copies it first), so sending the value is safe.
    private final class Box {
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var box: Box

    init(_ fields: Fields) {
        box = Box(fields)
    }

    /// The fields, borrowed in place: a closure taking them as an argument copied the whole
    /// struct (a retain per field) at each read, and pages' routes are read by the ten thousand.
    var value: Fields {
        _read { yield box.fields }
    }

    mutating func write(_ body: (inout Fields) -> Void) {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
        body(&box.fields)
    }
}
