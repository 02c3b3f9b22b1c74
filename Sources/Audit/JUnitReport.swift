import GeneratorSupport
import StylebookKit

/// JUnit XML for CI dashboards: suite `contrast` has a test case per pair and mode (failure
/// for failures, skipped for exemptions); suite `diagnostics` has one per other diagnostic
/// (errors fail; warnings pass with the text in system-out).
public enum JUnitReport {
    public static func render(_ report: CheckReport) -> String {
        let checks = report.audit.checks
        // Only listed checks are test cases; a large role matrix's unlisted failures are one diagnostic.
        let listed = AuditResult.Tally(checks)
        let others = report.otherDiagnostics
        let otherFailures = others.errorCount
        let contrastSuite = suite(name: "contrast", tests: checks.count, failures: listed.failed,
                                  skipped: listed.skipped, cases: checks.map(testCase))
        let diagnosticSuite = suite(name: "diagnostics", tests: others.count, failures: otherFailures,
                                    skipped: 0, cases: others.map(testCase))
        let totals = attributes([
            ("name", "stylebook check: \(report.systemName)"),
            ("tests", "\(checks.count + others.count)"),
            ("failures", "\(listed.failed + otherFailures)"),
            ("errors", "0"),
            ("skipped", "\(listed.skipped)"),
        ])
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites\(totals)>\n"
            + contrastSuite + diagnosticSuite + "</testsuites>\n"
    }

    static func suite(name: String, tests: Int, failures: Int, skipped: Int, cases: [String]) -> String {
        let attrs = attributes([("name", name), ("tests", "\(tests)"), ("failures", "\(failures)"),
                                ("errors", "0"), ("skipped", "\(skipped)")])
        return "  <testsuite\(attrs)>\n" + cases.joined() + "  </testsuite>\n"
    }

    static func testCase(_ check: ContrastCheck) -> String {
        let attrs: [(String, String)] = [
            ("classname", "contrast.\(check.pair.origin.rawValue)"), ("name", check.name),
            ("file", check.location.path), ("line", "\(check.location.line)"),
        ]
        let open = "    <testcase\(attributes(attrs))"
        switch check.outcome {
        case .pass:
            return open + "/>\n"
        case .skipped(let reason):
            return open + ">\n      <skipped\(attributes([("message", reason)]))/>\n    </testcase>\n"
        case .fail:
            let message = ContrastAudit.failureMessage(for: check)
            let body = "\(check.location): \(message)\nhint: \(ContrastAudit.hint(for: check))"
            return open + ">\n      <failure\(attributes([("type", check.diagnosticID ?? "contrast"), ("message", message)]))>"
                + MarkupText.escape(body) + "</failure>\n    </testcase>\n"
        }
    }

    static func testCase(_ diagnostic: Diagnostic) -> String {
        var attrs: [(String, String)] = [("classname", diagnostic.id), ("name", diagnostic.message)]
        if let location = diagnostic.location {
            attrs += [("file", location.path), ("line", "\(location.line)")]
        }
        let open = "    <testcase\(attributes(attrs))>\n"
        let text = MarkupText.escape(DiagnosticFormatter.format(diagnostic))
        if diagnostic.severity == .error {
            return open + "      <failure\(attributes([("type", diagnostic.id), ("message", diagnostic.message)]))>\(text)</failure>\n    </testcase>\n"
        }
        return open + "      <system-out>\(text)</system-out>\n    </testcase>\n"
    }

    static func attributes(_ pairs: [(String, String)]) -> String {
        pairs.map { " \($0.0)=\"\(MarkupText.escape($0.1))\"" }.joined()
    }
}
