/// A `VectorIcon` as an Android VectorDrawable: viewport = the SVG's viewBox (a non-zero
/// origin becomes a translating group), path data unchanged. An icon drawn in `currentColor`
/// is painted white and tinted with `?android:attr/colorControlNormal`, as Android Studio's
/// own vector assets are, so it follows the theme and `app:tint`/`Icon` colours.
enum VectorDrawableWriter {
    static func xml(_ icon: VectorIcon) -> String {
        let f = ExportNumber.format
        var lines = [
            "<vector xmlns:android=\"http://schemas.android.com/apk/res/android\"",
            "    android:width=\"\(f(icon.width, 4))dp\"",
            "    android:height=\"\(f(icon.height, 4))dp\"",
            "    android:viewportWidth=\"\(f(icon.viewBox.width, 4))\"",
            "    android:viewportHeight=\"\(f(icon.viewBox.height, 4))\"",
        ]
        if icon.isSingleColor { lines.append("    android:tint=\"?android:attr/colorControlNormal\"") }
        lines[lines.count - 1] += ">"
        var indent = "    "
        let translated = icon.viewBox.minX != 0 || icon.viewBox.minY != 0
        if translated {
            lines.append("    <group android:translateX=\"\(f(-icon.viewBox.minX, 4))\" android:translateY=\"\(f(-icon.viewBox.minY, 4))\">")
            indent += "    "
        }
        for path in icon.paths {
            var attributes = ["android:pathData=\"\(path.data)\""]
            if let fill = path.fill {
                attributes.append("android:fillColor=\"\(color(fill))\"")
                if path.fillAlpha != 1 { attributes.append("android:fillAlpha=\"\(f(path.fillAlpha, 4))\"") }
                if path.evenOdd { attributes.append("android:fillType=\"evenOdd\"") }
            }
            if let stroke = path.stroke {
                attributes.append("android:strokeColor=\"\(color(stroke))\"")
                if path.strokeAlpha != 1 { attributes.append("android:strokeAlpha=\"\(f(path.strokeAlpha, 4))\"") }
                attributes.append("android:strokeWidth=\"\(f(path.strokeWidth, 4))\"")
                if path.lineCap != "butt" { attributes.append("android:strokeLineCap=\"\(path.lineCap)\"") }
                if path.lineJoin != "miter" { attributes.append("android:strokeLineJoin=\"\(path.lineJoin)\"") }
                if path.lineJoin == "miter", path.miterLimit != 4 { attributes.append("android:strokeMiterLimit=\"\(f(path.miterLimit, 4))\"") }
            }
            lines.append(indent + "<path")
            lines += attributes.map { indent + "    " + $0 }
            lines[lines.count - 1] += " />"
        }
        if translated { lines.append("    </group>") }
        lines.append("</vector>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `#AARRGGBB` or `#RRGGBB` as Android writes colours; white for the tinted `currentColor`.
    private static func color(_ paint: VectorIcon.Paint) -> String {
        switch paint {
        case .currentColor: return "@android:color/white"
        case .color(let hex):
            let digits = Array(hex.dropFirst())
            switch digits.count {
            case 3: return "#" + String(digits.flatMap { [$0, $0] })
            case 8: return "#" + String(digits[6...7]) + String(digits[0...5])
            default: return hex
            }
        }
    }
}
