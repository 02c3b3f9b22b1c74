import Foundation
import StylebookCLI

exit(await StylebookCommand.runMain())
