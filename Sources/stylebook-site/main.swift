import DesignTokens
import SeedValuesFixture
import StylebookGenerator

// This repository's own site, through the same entry point a team's package uses. The seed
// values are kept beside it as `--system seed-values`: the failing-check example in the manual (Content/guide/contrast.md).
// Its Content/ holds Stylebook's manual; the reference part is generated into reference/.
await Stylebook.main(systems: [
    ("stylebook", StylebookDesignSystem.system),
    ("seed-values", SeedValuesFixture.system),
], reference: "reference")
