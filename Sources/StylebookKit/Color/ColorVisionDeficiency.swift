/// Dichromacy simulation with the Machado, Oliveira & Fernandes (2009) matrices at severity 1.0,
/// applied to linear RGB (decode, multiply, clip, encode), as coloraide, colour-science and
/// DaltonLens do.
public enum ColorVisionDeficiency: String, CaseIterable, Hashable, Sendable, Comparable {
    case protanopia, deuteranopia, tritanopia

    var matrix: [[Double]] {
        switch self {
        case .protanopia:
            [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]]
        case .deuteranopia:
            [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]]
        case .tritanopia:
            [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]]
        }
    }

    /// How the colour appears with this deficiency. Alpha is kept as is.
    public func simulate(_ color: SRGBColor) -> SRGBColor {
        let linear = [color.red, color.green, color.blue].map(SRGBColor.linearize)
        let out = matrix.map { row in
            let value = row[0] * linear[0] + row[1] * linear[1] + row[2] * linear[2]
            return SRGBColor.gammaEncode(min(max(value, 0), 1))
        }
        return SRGBColor(red: out[0], green: out[1], blue: out[2], alpha: color.alpha)
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
