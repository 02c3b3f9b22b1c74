import StylebookGenerator

// The plain tool: no design system of its own. A team's package runs `Stylebook.main(system:)`.
await Stylebook.main()
