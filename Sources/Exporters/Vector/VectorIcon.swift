import GeneratorSupport
import StylebookKit

/// An icon as vector paths on a viewport: what Android's VectorDrawable and Compose's
/// ImageVector both draw. Path data is the SVG's own (`d`), unchanged; basic shapes become
/// path data.
struct VectorIcon: Hashable, Sendable {
    struct ViewBox: Hashable, Sendable {
        var minX, minY, width, height: Double
    }

    enum Paint: Hashable, Sendable {
        /// The colour of the text around the icon: a tint on Android, `LocalContentColor` in Compose.
        case currentColor
        /// `#RGB`, `#RRGGBB` or `#RRGGBBAA`, uppercase.
        case color(String)
    }

    struct Path: Hashable, Sendable {
        var data: String
        var fill: Paint?
        var stroke: Paint?
        var strokeWidth: Double
        var lineCap: String
        var lineJoin: String
        var miterLimit: Double
        var evenOdd: Bool
        var fillAlpha: Double
        var strokeAlpha: Double
    }

    var viewBox: ViewBox
    /// Intrinsic size in dp / pt: the SVG's width and height, or its viewBox size.
    var width: Double
    var height: Double
    var paths: [Path]

    /// True when every paint follows the text colour, so the icon can be tinted as a whole.
    var isSingleColor: Bool {
        paths.allSatisfy { path in [path.fill, path.stroke].allSatisfy { $0 == nil || $0 == .currentColor } }
    }
}

extension DesignSystem {
    /// Every icon token read as vectors, in path order, with a warning per unsupported SVG
    /// feature (naming the icon) and an error per SVG that cannot be read at all.
    func vectorIcons(for format: String) -> (icons: [(Token, VectorIcon)], warnings: [Diagnostic], errors: [Diagnostic]) {
        var icons: [(Token, VectorIcon)] = []
        var warnings: [Diagnostic] = [], errors: [Diagnostic] = []
        for token in sortedTokens(of: .icon) {
            guard let svg = token.iconValue?.svg else { continue }
            do {
                let (icon, unsupported) = try SVGReader.read(svg)
                icons.append((token, icon))
                for feature in unsupported {
                    warnings.append(Diagnostic(.exportsSVGUnsupported, "icon '\(token.path)' uses \(feature), which the \(format) export cannot convert and leaves out",
                                             at: token.location, hint: "draw the icon with paths, basic shapes, fills and strokes only"))
                }
            } catch SVGReader.Failure.malformed(let reason) {
                errors.append(Diagnostic(.exportsSVGMalformed, "icon '\(token.path)' has an SVG the \(format) export cannot read: \(reason)",
                                     at: token.location, hint: "give the icon one well-formed <svg> element with a viewBox"))
            } catch {
                errors.append(Diagnostic(.exportsSVGMalformed, "icon '\(token.path)' has an SVG the \(format) export cannot read: \(error)", at: token.location))
            }
        }
        return (icons, warnings, errors)
    }
}
