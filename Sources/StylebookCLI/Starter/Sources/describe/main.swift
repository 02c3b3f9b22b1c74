import {{MODULE}}
import StylebookKit

// Prints the design system as JSON for the installed `stylebook`, which builds and runs this
// executable (StylebookKit and the tokens only) and documents, exports and checks what it reads.
DesignSystemDescription.main(system: {{TYPE}}.system)
