import Foundation
import GeneratorSupport
import StylebookKit
import Testing
@testable import SiteBuilder

/// The manual's reference pages are generated on every build of this repository's site. These
/// tests build that site with the real binary and compare each reference page with the code,
/// read another way than the generator reads it: commands and options from `--help`, keys from
/// the configuration reader (and its source), ids from `DiagnosticCatalogue`, directives from
/// the registry. Anything in one and not the other fails, in both directions.
@Suite("the generated reference lists exactly what the code has", .serialized)
struct ReferenceTests {
    static let site: URL = {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("stylebook-reference-\(UUID().uuidString)")
        let result = try? CLIRunner.run(["build", "--quiet", "--output", output.path], in: StylebookProcess.packageRoot)
        precondition(result?.status == 0, "the site did not build: \(result?.stderr ?? "")")
        return output
    }()

    /// The page's article: what the Markdown became, without the sidebar and outline.
    static func page(_ name: String) throws -> String {
        let html = try String(contentsOf: site.appendingPathComponent("reference/\(name)/index.html"), encoding: .utf8)
        guard let start = html.range(of: "<article"), let end = html.range(of: "</article>") else { return "" }
        return String(html[start.lowerBound..<end.upperBound])
    }

    /// The text of an HTML fragment, tags dropped and entities decoded.
    static func text(_ html: String) -> String {
        html.replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// The cells of every body row of every table in `html`.
    static func rows(_ html: String) -> [[String]] {
        html.matches(of: /<tr>(.*?)<\/tr>/.dotMatchesNewlines()).compactMap { row in
            let cells = row.1.matches(of: /<td[^>]*>(.*?)<\/td>/.dotMatchesNewlines()).map { text(String($0.1)) }
            return cells.isEmpty ? nil : cells
        }
    }

    /// Sections of a page by their h2's text.
    static func sections(_ html: String) -> [String: String] {
        var result: [String: String] = [:]
        let parts = html.components(separatedBy: "<h2")
        for part in parts.dropFirst() {
            guard let end = part.range(of: "</h2>") else { continue }
            let heading = text("<h2" + part[..<end.upperBound]).replacingOccurrences(of: "#", with: "")
                .trimmingCharacters(in: .whitespacesAndNewlines)
            result[heading] = String(part[end.upperBound...])
        }
        return result
    }

    // MARK: - Commands

    /// Option and argument names in a spelling: `-q, --quiet` → [-q, --quiet]; `<dir> …` → [<dir>].
    static func names(in usage: String) -> Set<String> {
        if usage.hasPrefix("<") { return [String(usage.prefix { $0 != ">" }) + ">"] }
        return Set(usage.split { $0 == "," || $0 == " " }.filter { $0.hasPrefix("-") }.map(String.init))
    }

    /// What `--help` lists for a command: its arguments and options (not -h, --help, --version)
    /// and its subcommands.
    static func help(_ command: [String]) throws -> (names: Set<String>, subcommands: [String]) {
        let result = try CLIRunner.run(["help"] + command, in: StylebookProcess.packageRoot)
        var names: Set<String> = []
        var subcommands: [String] = []
        var section = ""
        for line in result.stdout.split(separator: "\n", omittingEmptySubsequences: false) {
            if let header = line.firstMatch(of: /^([A-Z][A-Z ]+):/) { section = String(header.1); continue }
            guard let entry = line.firstMatch(of: /^  (\S.*?)(\s{2,}|$)/) else { continue }
            let spelling = String(entry.1)
            switch section {
            case "ARGUMENTS", "OPTIONS": names.formUnion(Self.names(in: spelling))
            case "SUBCOMMANDS" where !spelling.hasPrefix("See "): subcommands.append(spelling)
            default: break
            }
        }
        return (names.subtracting(["-h", "--help", "--version"]), subcommands)
    }

    @Test func everyCommandAndOptionOfTheHelpIsInTheReferenceAndNothingElse() throws {
        let sections = Self.sections(try Self.page("commands"))
        var fromHelp: [String: Set<String>] = [:]
        var queue: [[String]] = [[]]
        while let command = queue.popLast() {
            let (names, subcommands) = try Self.help(command)
            fromHelp[(["stylebook"] + command).joined(separator: " ")] = names
            queue += subcommands.map { command + [$0] }
        }
        // ArgumentParser's own `help` command is the one its help does not list.
        fromHelp["stylebook help"] = try Self.help(["help"]).names
        #expect(Set(sections.keys) == Set(fromHelp.keys), "commands in one and not the other")
        for (command, names) in fromHelp {
            guard let section = sections[command] else { continue }
            let documented = Self.rows(section).filter { $0.count == 3 }.reduce(into: Set<String>()) { $0.formUnion(Self.names(in: $1[0])) }
            #expect(documented == names, "\(command): options in --help and not the reference: \(names.subtracting(documented).sorted()), the other way: \(documented.subtracting(names).sorted())")
        }
    }

    // MARK: - Configuration keys

    @Test func everyConfigurationKeyIsInTheReferenceAndNothingElse() throws {
        let listed = Self.rows(try Self.page("configuration")).map { $0[0] }
        #expect(Set(listed) == Set(ConfigurationKeys.all.map(\.path)))
        #expect(listed.count == Set(listed).count, "a key is listed twice")
    }

    /// Every key the page lists is one the reader accepts, so the table the page comes from is
    /// the table the reader checks against.
    @Test func theReaderAcceptsEveryListedKeyAndRejectsOthers() throws {
        let listed = Self.rows(try Self.page("configuration")).map { $0[0] }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stylebook-keys-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("stylebook.yml")
        // Every listed key, with a value of any type: a wrong type is another error, not this one.
        var yaml = ""
        for key in listed where !key.contains(".") {
            // `exports.<format id>` stands for any format's id: a mapping, checked once formats are known.
            let children = listed.filter { $0.hasPrefix(key + ".") && !$0.contains("<") }.map { $0.dropFirst(key.count + 1) + ": x" }
            if children.isEmpty {
                yaml += "\(key): x\n"
            } else if ConfigurationKeys.isList(key) {
                yaml += "\(key):\n  - " + children.joined(separator: "\n    ") + "\n"
            } else {
                yaml += "\(key):\n" + children.map { "  \($0)\n" }.joined()
            }
        }
        try (yaml + "tittle: x\n").write(to: file, atomically: true, encoding: .utf8)
        guard case .failure(let error) = ConfigurationFile.load(file) else {
            Issue.record("a file with an unknown key was accepted")
            return
        }
        let unknown = error.diagnostics.filter { $0.id == "config/unknown-key" }
        #expect(unknown.count == 1 && unknown.first?.message.contains("`tittle`") == true, "\(unknown.map(\.message))")
    }

    /// Each key is declared once, with its reader: every top-level key has one (a key without
    /// would be accepted and then ignored), and no key inside a mapping does (its mapping reads it).
    @Test func everyTopLevelKeyIsDeclaredWithItsReader() throws {
        let unread = ConfigurationKeys.all.filter { $0.section == nil && $0.read == nil }.map(\.path)
        #expect(unread == [], "top-level keys without a reader")
        let misplaced = ConfigurationKeys.all.filter { $0.section != nil && $0.read != nil }.map(\.path)
        #expect(misplaced == [], "keys inside a mapping with a reader of their own")
    }

    // MARK: - Diagnostic ids

    @Test func everyDiagnosticIdIsInTheReferenceWithItsSeverityAndFix() throws {
        let rows = Self.rows(try Self.page("diagnostics"))
        #expect(Set(rows.map { $0[0] }) == Set(DiagnosticCatalogue.all.map(\.id)))
        #expect(rows.count == DiagnosticCatalogue.all.count, "an id is listed twice")
        for row in rows {
            guard row.count == 4, let kind = DiagnosticCatalogue.kind(row[0]) else {
                Issue.record("row \(row) is not an id, severity, meaning and fix")
                continue
            }
            // Ids a project may set (`severities:`) say so beside their own severity.
            #expect(row[1] == kind.severity.rawValue + (kind.adjustable ? " (settable)" : "") + (kind.reserved ? " (reserved: not reported yet)" : ""),
                    "\(row[0])")
            #expect(!row[2].isEmpty && !row[3].isEmpty, "\(row[0]) has no meaning or fix")
        }
    }

    // MARK: - Directives

    @Test func everyDirectiveIsInTheReferenceAndNothingElse() throws {
        let html = try Self.page("directives")
        #expect(Set(Self.sections(html).keys) == Set(DirectiveRegistry.standard.names))
        #expect(Set(Self.rows(html).map { $0[0] }) == Set(DirectiveRegistry.standard.names))
    }
}
