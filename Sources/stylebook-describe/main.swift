import DesignTokens
import SeedValuesFixture
import StylebookKit

// This repository's describing executable, as any team's: the installed `stylebook` builds and
// runs it to learn our design system. The seed values are kept beside it as `--system
// seed-values`: the failing-check example in the manual (Content/guide/contrast.md).
// Its Content/ holds Stylebook's manual; the reference part is generated into reference/.
DesignSystemDescription.main(systems: [
    ("stylebook", StylebookDesignSystem.system),
    ("seed-values", SeedValuesFixture.system),
], stylebookReference: "reference")
