import DesignTokens
import ModesFixture
import SeedValuesFixture
import StylebookKit

// This repository's describing executable, as any team's: the installed `stylebook` builds and
// runs it to learn our design system. Two fixtures are kept beside it: `--system seed-values`,
// the failing-check example in the manual (Content/guide/contrast.md), and `--system modes`,
// appearance × contrast × brand, whose site the browser tests of mode switches build.
// Its Content/ holds Stylebook's manual; the reference part is generated into reference/.
DesignSystemDescription.main(systems: [
    ("stylebook", StylebookDesignSystem.system),
    ("seed-values", SeedValuesFixture.system),
    ("modes", ModesFixture.system),
], stylebookReference: "reference")
