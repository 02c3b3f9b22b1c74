import ArgumentParser
import StylebookCLI

// What `AsyncParsableCommand.main()` does, spelled out: a plain `await StylebookCommand.main()`
// resolves to the synchronous overload here, and that one refuses async root commands.
do {
    var command = try await StylebookCommand.asyncParseAsRoot()
    if var asyncCommand = command as? AsyncParsableCommand {
        try await asyncCommand.run()
    } else {
        try command.run()
    }
} catch {
    StylebookCommand.exit(withError: error)
}
