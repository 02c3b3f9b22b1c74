import StylebookCLI

// Parsing, running and exit statuses (misuse exits 2) live in StylebookCommand.runMain.
await StylebookCommand.runMain()
