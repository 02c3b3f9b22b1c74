import Foundation

extension Theme {
    /// The files a page's body is rendered with: the directive templates, the generated pages'
    /// templates, and every partial those name. The other files (the layout, its partials, the
    /// assets) only frame the body, so editing one lays every page out again around the body it
    /// already has (`BuildFingerprint`). A directive that names its partial at render time
    /// (`{{>*name}}`) could use any file: then every file counts.
    var bodyFiles: [File] {
        let roots = files.filter { $0.path.hasPrefix("directives/") || $0.path.hasPrefix("generated/") }
        var found = Set(roots.map(\.path))
        var queue = roots.filter { $0.path.hasSuffix(".html") }
        while let file = queue.popLast() {
            guard let text = try? String(contentsOf: file.url, encoding: .utf8) else { continue }
            for tag in TemplateTag.scan(text) where tag.kind == .partial || tag.kind == .parentPartial {
                if tag.name.hasPrefix("*") { return files }
                let path = tag.name + "." + TemplateSet.fileExtension
                guard let partial = self.file(path), found.insert(path).inserted else { continue }
                queue.append(partial)
            }
        }
        return files.filter { found.contains($0.path) }
    }
}
