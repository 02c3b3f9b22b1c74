import ModesFixture
import StylebookGenerator

// The appearance × contrast × brand fixture as a team's `site` executable would run it: the
// browser tests build its pages (mode switches, axe, layout) with this.
await Stylebook.main(system: ModesFixture.system)
