import StylebookCLI

await StylebookCommand.runMain()
