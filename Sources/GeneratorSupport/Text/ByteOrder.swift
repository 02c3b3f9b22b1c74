extension String {
    /// Whether `a` comes before `b` in the order of their UTF-8 bytes: a total order, which
    /// Swift's `<` is not for strings that are not in NFC (`"तावेज"` and `"तावेज़"`, U+095B, are
    /// neither equal nor either less than the other), so sorting such strings with `<` keeps
    /// whatever order they arrived in, and two builds can differ. For ASCII and NFC text it is
    /// the same order as `<`. Sort by it wherever the order reaches the output.
    public static func inByteOrder(_ a: String, _ b: String) -> Bool {
        a.utf8.lexicographicallyPrecedes(b.utf8)
    }
}
