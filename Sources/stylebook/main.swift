import Foundation
import StylebookCLI

// Parsing, running and the exit statuses (0 clean, 1 problems, 2 misuse) live in runMain.
exit(await StylebookCommand.runMain())
