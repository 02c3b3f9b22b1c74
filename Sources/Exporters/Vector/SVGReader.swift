import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads a design system's own SVG icon into `VectorIcon`: the drawing that Android
/// VectorDrawables, Compose ImageVectors and the iOS asset catalog share. Only what icon SVGs
/// use is understood (paths and basic shapes, fills and strokes, groups, even-odd fills,
/// opacity); anything else is listed in `unsupported`, so the exporter can warn naming the icon.
struct SVGReader {
    enum Failure: Error {
        case malformed(String)
    }

    /// Parses `svg`; throws `.malformed` when it is not XML with an `<svg>` root and a viewBox.
    static func read(_ svg: String) throws -> (icon: VectorIcon, unsupported: [String]) {
        let delegate = Delegate()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = delegate
        parser.shouldProcessNamespaces = false
        // Some XMLParser builds recover from mismatched tags, so nesting is checked here too.
        guard parser.parse(), delegate.malformed == nil, delegate.open.isEmpty else {
            throw Failure.malformed(delegate.malformed ?? delegate.open.last.map { "<\($0)> is never closed" }
                ?? parser.parserError.map { "\($0.localizedDescription)" } ?? "not well-formed XML")
        }
        guard let viewBox = delegate.viewBox else { throw Failure.malformed(delegate.rootProblem ?? "no viewBox on <svg>") }
        var unsupported: [String] = []
        for feature in delegate.unsupported where !unsupported.contains(feature) { unsupported.append(feature) }
        let icon = VectorIcon(viewBox: viewBox, width: delegate.size.width ?? viewBox.width,
                              height: delegate.size.height ?? viewBox.height, paths: delegate.paths)
        return (icon, unsupported)
    }

    /// Presentation attributes that children inherit.
    struct Style {
        var fill: VectorIcon.Paint? = .color("#000000")
        var stroke: VectorIcon.Paint?
        var strokeWidth = 1.0
        var lineCap = "butt", lineJoin = "miter"
        var miterLimit = 4.0
        var evenOdd = false
        var fillOpacity = 1.0, strokeOpacity = 1.0
        var opacity = 1.0
    }

    private final class Delegate: NSObject, XMLParserDelegate {
        var viewBox: VectorIcon.ViewBox?
        var size: (width: Double?, height: Double?) = (nil, nil)
        var rootProblem: String?
        /// Elements opened and not yet closed, and the first nesting error.
        var open: [String] = []
        var malformed: String?
        var paths: [VectorIcon.Path] = []
        var unsupported: [String] = []
        private var styles: [Style] = []
        /// Depth inside elements whose content is not drawn (`<title>`, `<desc>`, `<defs>`).
        private var skipped = 0
        private var sawRoot = false

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            open.append(name)
            if !sawRoot {
                sawRoot = true
                guard name == "svg" else {
                    rootProblem = "the root element is <\(name)>, not <svg>"
                    parser.abortParsing()
                    return
                }
                root(attributes)
            }
            if skipped > 0 || ["title", "desc", "metadata"].contains(name) {
                skipped += 1
                return
            }
            let style = apply(attributes, to: styles.last ?? Style(), element: name)
            styles.append(style)
            if let transform = attributes["transform"], !transform.isEmpty { unsupported.append("the transform on <\(name)>") }
            switch name {
            case "svg", "g":
                break
            case "path":
                add(attributes["d"] ?? "", style)
            case "circle":
                let r = number(attributes["r"])
                add(Self.ellipse(cx: number(attributes["cx"]), cy: number(attributes["cy"]), rx: r, ry: r), style)
            case "ellipse":
                add(Self.ellipse(cx: number(attributes["cx"]), cy: number(attributes["cy"]), rx: number(attributes["rx"]), ry: number(attributes["ry"])), style)
            case "rect":
                add(Self.rect(x: number(attributes["x"]), y: number(attributes["y"]), width: number(attributes["width"]),
                              height: number(attributes["height"]), rx: attributes["rx"].map { number($0) }, ry: attributes["ry"].map { number($0) }), style)
            case "line":
                add("M\(f(number(attributes["x1"]))) \(f(number(attributes["y1"])))L\(f(number(attributes["x2"]))) \(f(number(attributes["y2"])))", style)
            case "polyline", "polygon":
                let values = (attributes["points"] ?? "").split(whereSeparator: { $0 == "," || $0.isWhitespace }).compactMap { Double($0) }
                var data = ""
                for index in stride(from: 0, to: values.count - 1, by: 2) {
                    data += (index == 0 ? "M" : "L") + "\(f(values[index])) \(f(values[index + 1]))"
                }
                add(data + (name == "polygon" ? "Z" : ""), style)
            default:
                unsupported.append("the <\(name)> element")
                skipped += 1
                styles.removeLast()
            }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if open.popLast() != name, malformed == nil { malformed = "</\(name)> does not close the element it ends" }
            if skipped > 0 {
                skipped -= 1
                return
            }
            if !styles.isEmpty { styles.removeLast() }
        }

        func parser(_ parser: XMLParser, parseErrorOccurred error: any Error) {
            if malformed == nil { malformed = "not well-formed XML (\(error.localizedDescription))" }
        }

        private func root(_ attributes: [String: String]) {
            let box = (attributes["viewBox"] ?? "").split(whereSeparator: { $0 == "," || $0.isWhitespace }).compactMap { Double($0) }
            if box.count == 4, box[2] > 0, box[3] > 0 {
                viewBox = VectorIcon.ViewBox(minX: box[0], minY: box[1], width: box[2], height: box[3])
            } else {
                rootProblem = "the <svg> element has no usable viewBox"
            }
            size = (attributes["width"].flatMap(Self.pixels), attributes["height"].flatMap(Self.pixels))
        }

        /// `24`, `24px`; nil for anything relative (`100%`, `1em`), which then falls back to the viewBox.
        private static func pixels(_ text: String) -> Double? {
            Double(text.hasSuffix("px") ? String(text.dropLast(2)) : text)
        }

        private func apply(_ attributes: [String: String], to inherited: Style, element: String) -> Style {
            var style = inherited
            if attributes["style"] != nil { unsupported.append("the style attribute on <\(element)>") }
            if attributes["class"] != nil { unsupported.append("the class attribute on <\(element)> (stylesheets are not read)") }
            for key in ["stroke-dasharray", "clip-path", "mask", "filter", "marker-start", "marker-mid", "marker-end"] where attributes[key] != nil {
                unsupported.append("\(key) on <\(element)>")
            }
            if let fill = attributes["fill"] { style.fill = paint(fill, element) }
            if let stroke = attributes["stroke"] { style.stroke = paint(stroke, element) }
            if let width = attributes["stroke-width"] { style.strokeWidth = number(width) }
            if let cap = attributes["stroke-linecap"] { style.lineCap = cap }
            if let join = attributes["stroke-linejoin"] {
                if ["miter", "round", "bevel"].contains(join) { style.lineJoin = join } else { unsupported.append("stroke-linejoin=\"\(join)\"") }
            }
            if let limit = attributes["stroke-miterlimit"] { style.miterLimit = number(limit) }
            if let rule = attributes["fill-rule"] { style.evenOdd = rule == "evenodd" }
            if let value = attributes["fill-opacity"] { style.fillOpacity = number(value) }
            if let value = attributes["stroke-opacity"] { style.strokeOpacity = number(value) }
            // Opacity does not inherit in SVG but multiplies down a group; for single-colour
            // shapes folding it into the paint alpha draws the same.
            if let value = attributes["opacity"] { style.opacity *= number(value) }
            return style
        }

        private func paint(_ text: String, _ element: String) -> VectorIcon.Paint? {
            let value = text.trimmingCharacters(in: .whitespaces)
            switch value.lowercased() {
            case "none", "transparent": return nil
            case "currentcolor": return .currentColor
            case "black": return .color("#000000")
            case "white": return .color("#FFFFFF")
            default:
                if value.hasPrefix("#"), [4, 7, 9].contains(value.count), value.dropFirst().allSatisfy(\.isHexDigit) {
                    return .color(value.uppercased())
                }
                unsupported.append("the paint '\(value)' on <\(element)>")
                return .currentColor
            }
        }

        private func add(_ data: String, _ style: Style) {
            let trimmed = data.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty else { return }
            paths.append(VectorIcon.Path(
                data: trimmed, fill: style.fill, stroke: style.stroke, strokeWidth: style.strokeWidth,
                lineCap: style.lineCap, lineJoin: style.lineJoin, miterLimit: style.miterLimit, evenOdd: style.evenOdd,
                fillAlpha: style.fillOpacity * style.opacity, strokeAlpha: style.strokeOpacity * style.opacity))
        }

        private func number(_ text: String?) -> Double {
            guard let text else { return 0 }
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if let value = Double(trimmed.hasSuffix("px") ? String(trimmed.dropLast(2)) : trimmed) { return value }
            unsupported.append("the length '\(trimmed)'")
            return 0
        }

        private func f(_ value: Double) -> String { ExportNumber.format(value) }

        /// Two half arcs, the usual circle-as-path.
        static func ellipse(cx: Double, cy: Double, rx: Double, ry: Double) -> String {
            let f = { (value: Double) in ExportNumber.format(value) }
            return "M\(f(cx - rx)) \(f(cy))A\(f(rx)) \(f(ry)) 0 1 0 \(f(cx + rx)) \(f(cy))A\(f(rx)) \(f(ry)) 0 1 0 \(f(cx - rx)) \(f(cy))Z"
        }

        /// A rectangle, with rounded corners when rx or ry is given (each defaults to the other).
        static func rect(x: Double, y: Double, width: Double, height: Double, rx: Double?, ry: Double?) -> String {
            let f = { (value: Double) in ExportNumber.format(value) }
            let rx = min(rx ?? ry ?? 0, width / 2), ry = min(ry ?? rx, height / 2)
            guard rx > 0, ry > 0 else {
                return "M\(f(x)) \(f(y))H\(f(x + width))V\(f(y + height))H\(f(x))Z"
            }
            let arc = "A\(f(rx)) \(f(ry)) 0 0 1 "
            return "M\(f(x + rx)) \(f(y))H\(f(x + width - rx))\(arc)\(f(x + width)) \(f(y + ry))"
                + "V\(f(y + height - ry))\(arc)\(f(x + width - rx)) \(f(y + height))"
                + "H\(f(x + rx))\(arc)\(f(x)) \(f(y + height - ry))"
                + "V\(f(y + ry))\(arc)\(f(x + rx)) \(f(y))Z"
        }
    }
}
