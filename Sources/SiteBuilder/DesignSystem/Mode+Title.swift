import StylebookKit

extension Mode {
    /// "Light", "Dark + increased": how pages label a mode.
    var title: String {
        name.split(separator: "+").enumerated()
            .map { index, part in index == 0 ? part.prefix(1).uppercased() + part.dropFirst() : String(part) }
            .joined(separator: " + ")
    }
}
