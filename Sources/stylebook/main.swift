import StylebookCLI

await StylebookCommand.main()
