import GeneratorSupport
import StylebookKit

/// Builds the reader's diagnostics. Every one names the file (with the line of the JSON value)
/// and the JSON path, written as a pointer such as `#/color/brand/$value`.
struct ImportProblem {
    var file: String

    func location(_ node: JSONNode?) -> SourceLocation {
        SourceLocation(path: file, line: node?.line ?? 1, column: node?.column ?? 1)
    }

    func diagnostic(_ kind: DiagnosticKind, _ message: String, at pointer: JSONPointer, _ node: JSONNode?, hint: String? = nil) -> Diagnostic {
        Diagnostic(kind, "\(pointer): \(message)", at: location(node), hint: hint)
    }
}

extension JSONPointer {
    func appending(_ token: String) -> JSONPointer {
        JSONPointer(tokens: tokens + [token])
    }

    func appending(_ index: Int) -> JSONPointer {
        appending(String(index))
    }
}
