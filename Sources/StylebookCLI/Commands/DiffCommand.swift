import ArgumentParser
import Foundation
import GeneratorSupport
import StylebookKit
import SystemDiff

/// `stylebook diff`: two states of a design system compared by meaning, for review.
struct DiffCommand: AsyncParsableCommand, DocumentedCommand, OutputConfigurable {
    static let help = CommandHelp(
        exitStatuses: [
            (0, "the diff was written, and by --fail-on it does not fail"),
            (1, "by --fail-on it fails: by default, a contrast pair fails in HEAD that did not fail in BASE"),
            (2, "misuse, or a state cannot be read: a revision that does not exist, a state that is not a design system, two states of different formats, a package that does not compile"),
        ],
        examples: [
            ("What this branch changes against main, in the terminal", "stylebook diff main"),
            ("A pull-request comment", "stylebook diff origin/main --format markdown --output diff.md"),
            ("Two DTCG resolver files", "stylebook diff old/app.resolver.json app.resolver.json --format json"),
        ])

    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two states of the design system: tokens, values, contrast and components.",
        discussion: help.discussion("BASE and HEAD are git revisions of the package (HEAD defaults to the working tree), two folders, or two DTCG token or resolver files. Renames, alias changes and every contrast pair whose ratio changed are reported by meaning; reordering, reformatting and moving declarations between files are not changes.")
    )

    @Argument(help: ArgumentHelp("The state before: a git revision, a folder or a DTCG file.", valueName: "base"))
    var base: String

    @Argument(help: ArgumentHelp("The state after; the working tree when left out.", valueName: "head"))
    var head: String?

    @Option(help: ArgumentHelp("Report format: \(DiffFormat.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "format"))
    var format: DiffFormat = .text

    @Option(help: ArgumentHelp("Write the report to this file instead of standard output.", valueName: "file"), completion: .file())
    var output: String?

    @Option(name: .customLong("fail-on"),
            help: ArgumentHelp("Exit 1 on: \(DiffFailurePolicy.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "when"))
    var failOn: DiffFailurePolicy = .newFailures

    @OptionGroup var contrast: ContrastOptions

    @Option(help: ArgumentHelp("For DTCG files: a pairs.yml with roles, extra pairs and exclusions, as check --tokens reads it.", valueName: "file"),
            completion: .file(extensions: ["yml", "yaml"]))
    var pairs: String?

    @OptionGroup var outputOptions: OutputOptions

    func run() async throws {
        let reader = DiffStateReader(root: PackageSystem.root, systemName: contrast.system, pairsPath: pairs)
        var states = try read(with: reader)
        try Self.requireComparable((states[0].side.label, states[0].format), (states[1].side.label, states[1].format))
        DiffStateReader.singleContext(&states)
        let (before, after) = (states[0], states[1])
        let report = SystemDiff(base: before.side, head: after.side, policy: contrast.policy).run()
        if let output {
            do {
                try format.render(report, useColor: false).write(toFile: output, atomically: true, encoding: .utf8)
            } catch {
                throw CommandFailure.file("write the diff to", output, error, hint: "check that the folder exists and is writable")
            }
            Console.status(DiffFormat.text.render(report, useColor: false).split(separator: "\n").prefix(2).joined(separator: "\n"))
        } else {
            Console.output(format.render(report, useColor: format == .text && Console.colorsOutput), terminator: "")
        }
        if failOn.fails(report) { throw ExitCode(ExitStatus.problems) }
    }

    /// Both states, read side by side; any that cannot be read is reported and exits 2.
    private func read(with reader: DiffStateReader) throws -> [DiffState] {
        var arguments = [reader.classify(base), reader.classify(head)]
        // A revision beside a file of the package: that file as the revision had it.
        for (index, other) in [(0, 1), (1, 0)] {
            if case .success(.revision(let revision, nil)) = arguments[index], case .success(.path(let url)) = arguments[other],
               let file = Self.relative(url, to: revision.root) {
                arguments[index] = .success(.revision(revision, file: file))
            }
        }
        let problems = arguments.compactMap { if case .failure(let problem) = $0 { problem } else { nil } }
        guard problems.isEmpty else {
            Console.report(problems)
            throw ExitCode(ExitStatus.misuse)
        }
        let named = arguments.compactMap { try? $0.get() }
        if let first = reader.format(of: named[0]), let second = reader.format(of: named[1]) {
            try Self.requireComparable((base, first), (head ?? "the working tree", second))
        }
        let states = ReadStates()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            states.set(index, reader.read(named[index], side: index == 0 ? "base" : "head"))
        }
        let results = states.values
        let failures = results.flatMap { result -> [Diagnostic] in if case .failure(let error) = result { error.diagnostics } else { [] } }
        guard failures.isEmpty, case .success(let before) = results[0], case .success(let after) = results[1] else {
            Console.report(failures)
            throw ExitCode(ExitStatus.misuse)
        }
        return [before, after]
    }

    /// A package's tokens and an imported token set's are named differently: exit 2.
    static func requireComparable(_ a: (label: String, format: DiffState.Format), _ b: (label: String, format: DiffState.Format)) throws {
        guard a.format != b.format else { return }
        Console.report([Diagnostic(.diffIncomparable, "\(a.label) is \(a.format.rawValue) and \(b.label) is \(b.format.rawValue), whose tokens are named differently, so they cannot be compared",
                               hint: "compare like with like; to compare a package with token files, export its DTCG first (stylebook tokens --format dtcg) and compare the JSON files")])
        throw ExitCode(ExitStatus.misuse)
    }

    /// The path of a regular file below `folder`, relative to it.
    static func relative(_ url: URL, to folder: URL) -> String? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else { return nil }
        let prefix = folder.standardizedFileURL.path + "/"
        let path = url.standardizedFileURL.path
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }
}

/// The two states, each written once by its own thread.
private final class ReadStates: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result<DiffState, DiagnosticsError>?] = [nil, nil]
    func set(_ index: Int, _ value: Result<DiffState, DiagnosticsError>) { lock.withLock { slots[index] = value } }
    var values: [Result<DiffState, DiagnosticsError>] { lock.withLock { slots.map { $0! } } }
}

enum DiffFormat: String, CaseIterable, ExpressibleByArgument {
    case text, markdown, json

    func render(_ report: DiffReport, useColor: Bool) -> String {
        switch self {
        case .text: DiffTextReport.render(report, useColor: useColor)
        case .markdown: DiffMarkdownReport.render(report)
        case .json: DiffJSONReport.render(report)
        }
    }
}

extension DiffFailurePolicy: ExpressibleByArgument {}
