import {{MODULE}}
import StylebookGenerator

// Hands the design system to Stylebook: `swift run site build | check | serve | tokens`.
await Stylebook.main(system: {{TYPE}}.system)
