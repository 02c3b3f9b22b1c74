import ArgumentParser
import Audit
import StylebookKit

extension ReportFormat: ExpressibleByArgument {}
extension ContrastLevel: ExpressibleByArgument {}
