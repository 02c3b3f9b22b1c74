import Foundation

// Coding for the types whose stored form is not their declared one: derived values (a
// system's modes and index, a wide colour's gamut mapping) are worked out again on decoding,
// so a description holds only what the Swift declared.

extension DesignSystem: Codable {
    private enum CodingKeys: String, CodingKey {
        case name, axes, tokens, pairs, components, acknowledgements
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(name: try container.decode(String.self, forKey: .name),
                  axes: try container.decode([ModeAxis].self, forKey: .axes),
                  tokens: try container.decode([Token].self, forKey: .tokens),
                  pairs: try container.decode([ContrastPairDeclaration].self, forKey: .pairs),
                  components: try container.decode([ComponentSpec].self, forKey: .components),
                  acknowledgements: try container.decode([Acknowledgement].self, forKey: .acknowledgements))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(axes, forKey: .axes)
        try container.encode(tokens, forKey: .tokens)
        try container.encode(pairs, forKey: .pairs)
        try container.encode(components, forKey: .components)
        try container.encode(acknowledgements, forKey: .acknowledgements)
    }
}

extension WideColor: Codable {
    private enum CodingKeys: String, CodingKey {
        case space, components, alpha
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let space = try container.decode(ColorSpace.self, forKey: .space)
        guard let color = WideColor(space: space, components: try container.decode([Double].self, forKey: .components),
                                    alpha: try container.decode(Double.self, forKey: .alpha)) else {
            throw DecodingError.dataCorruptedError(forKey: .components, in: container, debugDescription: "a component or alpha is outside \(space.rawValue)'s range")
        }
        self = color
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(space, forKey: .space)
        try container.encode(components, forKey: .components)
        try container.encode(alpha, forKey: .alpha)
    }
}

/// A path is its components: dotted text would be ambiguous for a component holding a dot.
extension TokenPath: Codable {
    public init(from decoder: any Decoder) throws {
        self.init(components: try decoder.singleValueContainer().decode([String].self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(components)
    }
}
