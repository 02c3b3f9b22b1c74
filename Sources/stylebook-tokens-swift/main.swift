import Foundation
import GeneratorSupport
import StylebookKit
import TokenSets

// The StylebookTokens plugin's tool: reads a package's token files as `stylebook` reads them
// and writes its tokens library's Swift declarations into one file, on every `swift build`
// that finds a token file changed. Errors are printed as `file:line:column: error:` lines,
// which SwiftPM shows; warnings are left to `stylebook build` and `check`, which print them
// once with their counts.
//
//   stylebook-tokens-swift --source PATH --type-name Acme --system-name "Acme" --output FILE [--source-name tokens]
//                          [--context MODIFIER=CONTEXT]...

struct Arguments {
    var source = ""
    var typeName = "Tokens"
    var systemName: String?
    /// How the generated comments name the files: as stylebook.yml does, not by absolute path.
    var sourceName: String?
    var output = ""
    var context: [String: String] = [:]

    init(_ arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        while let flag = remaining.popFirst() {
            guard let value = remaining.popFirst() else { throw UsageError("\(flag) needs a value") }
            switch flag {
            case "--source": source = value
            case "--type-name": typeName = value
            case "--system-name": systemName = value
            case "--source-name": sourceName = value
            case "--output": output = value
            case "--context":
                let parts = value.split(separator: "=", maxSplits: 1).map(String.init)
                guard parts.count == 2 else { throw UsageError("--context takes MODIFIER=CONTEXT, not '\(value)'") }
                context[parts[0]] = parts[1]
            default: throw UsageError("unknown argument '\(flag)'")
            }
        }
        if source.isEmpty || output.isEmpty { throw UsageError("--source and --output are required") }
    }
}

struct UsageError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}

func fail(_ lines: [String]) -> Never {
    FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
    exit(1)
}

let arguments: Arguments
do {
    arguments = try Arguments(Array(CommandLine.arguments.dropFirst()))
} catch {
    fail(["stylebook-tokens-swift: \(error.message)"])
}

let (loaded, diagnostics) = TokenSetSystem.loadImported(path: arguments.source, name: arguments.systemName, context: arguments.context)
let errors = diagnostics.filter { $0.severity == .error }
guard let imported = loaded, errors.isEmpty else {
    fail(errors.sortedForDisplay().map { DiagnosticFormatter.format($0) }
         + ["stylebook-tokens-swift: the token files have errors, so the tokens library was not generated; `stylebook check` shows them all"])
}
var writer = SwiftDeclarationWriter(typeName: arguments.typeName, sourceName: arguments.sourceName ?? arguments.source)
writer.modeSources = imported.modeSources
writer.held = imported.context
writer.regenerated = true
let text = writer.singleFile(for: imported.system)
let output = URL(fileURLWithPath: arguments.output)
// Unchanged text is not written again, so what compiles it has nothing new to do.
if FileManager.default.contents(atPath: output.path) != Data(text.utf8) {
    do {
        try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: output, options: .atomic)
    } catch {
        fail(["stylebook-tokens-swift: cannot write '\(output.path)': \(SystemErrorReason.describe(error))"])
    }
}
