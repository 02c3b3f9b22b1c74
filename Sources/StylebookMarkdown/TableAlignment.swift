/// Column alignment from a GFM table's delimiter row (`:--`, `:-:`, `--:`).
public enum TableAlignment: Hashable, Sendable {
    case none, left, center, right
}
