import Audit
import Foundation
import GeneratorSupport
import SiteBuilder
import StylebookKit
import SystemDiff
import TokenSets

/// One side of `stylebook diff`, read into a design system.
struct DiffState: Sendable {
    enum Format: String, Sendable {
        case package = "a Swift design-system package"
        case tokens = "a DTCG token set"
    }

    var format: Format
    var side: DiffSide
}

/// Reads what a `stylebook diff` argument names:
/// - nothing (HEAD only): the working tree, the package folder `stylebook` runs in;
/// - a path that exists: a token or resolver file, or a folder (a package with a describing
///   executable, else the one `*.resolver.json`, else the one `*.tokens.json` at its top);
/// - anything else: a git revision of the package folder, exported with `git archive` and read
///   as a folder; when the other side is a file inside the package, that file as the revision had it.
/// Every failure is a diagnostic; the command exits 2 on any.
struct DiffStateReader: Sendable {
    /// The package folder: the working directory, or STYLEBOOK_PACKAGE.
    var root: URL
    /// `--system`: which of a package's systems; the first by default.
    var systemName: String?
    var pairsPath: String?

    enum Argument: Sendable {
        case workingTree
        case path(URL)
        case revision(GitRevision, file: String?)
    }

    /// Decides what the argument names without reading it yet. `otherFile`: the other side's
    /// file, relative to the package, when it is one.
    func classify(_ argument: String?, otherFile: String? = nil) -> Result<Argument, Diagnostic> {
        guard let argument else { return .success(.workingTree) }
        let url = URL(fileURLWithPath: argument, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
        if FileManager.default.fileExists(atPath: url.path) { return .success(.path(url)) }
        let (revision, problem) = GitRevision.find(argument, in: root)
        guard let revision else {
            return .failure(Diagnostic(.diffUnknownRevision, "'\(argument)' is not a file, a folder or a revision: \(problem ?? "")",
                                   hint: "name a branch, tag or commit of the repository (`git log --oneline` lists commits), or a path that exists"))
        }
        return .success(.revision(revision, file: otherFile))
    }

    /// The format, when it shows without reading (a revision's shows once exported), so two
    /// states that cannot be compared are refused before any package is compiled.
    func format(of argument: Argument) -> DiffState.Format? {
        func folder(_ url: URL) -> DiffState.Format? {
            if Self.keepsTokenFiles(url) { return .package }
            return switch DescribingExecutable.presence(in: url) {
            case .found: .package
            case .noDescriber: nil
            case .noPackage: .tokens
            }
        }
        switch argument {
        case .workingTree: return folder(root)
        case .path(let url):
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
            return isFolder.boolValue ? folder(url) : .tokens
        case .revision(_, let file): return file == nil ? nil : .tokens
        }
    }

    /// `side`: "base" or "head", which names the folder a revision's package is kept in.
    func read(_ argument: Argument, side: String) -> Result<DiffState, DiagnosticsError> {
        switch argument {
        case .workingTree:
            return readFolder(root, label: "working tree", copyRoot: nil)
        case .path(let url):
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
            let label = DisplayPath.of(url)
            return isFolder.boolValue ? readFolder(url, label: label, copyRoot: nil) : readTokens(url, label: label)
        case .revision(let revision, let file):
            let exported = FileManager.default.temporaryDirectory.appendingPathComponent("stylebook-diff-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: exported) }
            if case .failure(let problem) = revision.export(into: exported) { return .failure(DiagnosticsError([problem])) }
            if let file {
                let url = exported.appendingPathComponent(file)
                guard FileManager.default.fileExists(atPath: url.path) else {
                    return .failure(DiagnosticsError([Diagnostic(.diffNotADesignSystem, "\(revision.label) has no '\(file)'",
                        hint: "compare a file with the same file at a revision where it exists, or name both files")]))
                }
                return readTokens(url, label: "\(file) at \(revision.label)").mapError { Self.renamed($0, exported, as: revision.name) }
            }
            return readFolder(exported, label: revision.label, copyRoot: (revision.root, side)).mapError { Self.renamed($0, exported, as: revision.name) }
        }
    }

    /// `copyRoot`: for a revision, the real package folder and the side, so a package is built
    /// in a folder of its own kept between runs (see `PackageCopy`).
    private func readFolder(_ folder: URL, label: String, copyRoot: (root: URL, side: String)?) -> Result<DiffState, DiagnosticsError> {
        let presence = DescribingExecutable.presence(in: folder)
        if presence == .noPackage || presence == .noDescriber, Self.keepsTokenFiles(folder) {
            // Pages and token files with no Swift: the files are the whole system.
            return ConfigurationFile.load(in: folder).flatMap { configuration in
                Self.joinTokenFiles(nil, configuration: configuration, folder: folder).map { system in
                    var side = DiffSide(label: label, system: system)
                    side.contrastLevels = configuration.contrastLevels
                    return DiffState(format: .package, side: side)
                }
            }
        }
        switch presence {
        case .found(let product):
            var packageFolder = folder
            var environment = ProcessInfo.processInfo.environment
            if let copyRoot {
                let scratch = DescribingExecutable(packageRoot: copyRoot.root, product: product).scratchPath
                let copy = PackageCopy(folder: scratch.appendingPathComponent("stylebook-diff/\(copyRoot.side)/package"))
                do { try copy.update(from: folder, originalRoot: copyRoot.root) } catch {
                    return .failure(DiagnosticsError([Diagnostic(.diffGitFailed, "cannot copy \(label) into '\(copy.folder.path)': \(SystemErrorReason.describe(error))",
                                                             hint: "check that the build folder is writable and the disk has room")]))
                }
                packageFolder = copy.folder
                environment["STYLEBOOK_SCRATCH_PATH"] = copy.scratchPath.path
            }
            let executable = DescribingExecutable(packageRoot: packageFolder, product: product, environment: environment)
            if copyRoot != nil, !Console.isQuiet, !executable.isUpToDate(executable.executable) {
                // The first diff against a revision compiles StylebookKit and its tokens: minutes, not seconds.
                Console.error("Building the describing executable of \(label) in \(DisplayPath.of(executable.scratchPath)) (later diffs against it reuse it)")
            }
            // The package's stylebook.yml as this state has it: its contrast levels apply to this side.
            return ConfigurationFile.load(in: folder).flatMap { configuration in
                describe(executable, label: label).flatMap { state in
                    var state = state
                    state.side.contrastLevels = configuration.contrastLevels
                    guard configuration.tokens != nil else { return .success(state) }
                    return Self.joinTokenFiles(state.side.system, configuration: configuration, folder: folder).map { system in
                        state.side.system = system
                        return state
                    }
                }
            }
        case .noDescriber:
            return .failure(DiagnosticsError([Diagnostic(.diffNotADesignSystem, "\(label) has a Package.swift but no describing executable",
                at: SourceLocation(path: DisplayPath.of(folder.appendingPathComponent("Package.swift"))),
                hint: "add one (see the guide's Start a design system), or compare DTCG files instead")]))
        case .noPackage:
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            for suffix in [".resolver.json", ".tokens.json"] {
                let found = names.filter { $0.hasSuffix(suffix) }
                if found.count == 1 { return readTokens(folder.appendingPathComponent(found[0]), label: label) }
                if found.count > 1 {
                    return .failure(DiagnosticsError([Diagnostic(.diffNotADesignSystem, "\(label) holds \(found.count) *\(suffix) files (\(found.joined(separator: ", "))), so which to compare is unclear",
                        hint: "name the file: stylebook diff BASE \(found[0])")]))
                }
            }
            return .failure(DiagnosticsError([Diagnostic(.diffNotADesignSystem,
                "\(label) holds no design system: no Package.swift with a describing executable, no *.resolver.json and no *.tokens.json",
                hint: "run stylebook diff in a design-system package, or name two DTCG token or resolver files")]))
        }
    }

    /// Whether the folder's stylebook.yml names token files (`tokens:`), read as this state has them.
    static func keepsTokenFiles(_ folder: URL) -> Bool {
        (try? ConfigurationFile.load(in: folder).get())?.tokens != nil
    }

    /// The state's token files, as its own stylebook.yml names them, joined with its Swift.
    static func joinTokenFiles(_ described: DesignSystem?, configuration: SiteConfiguration,
                               folder: URL) -> Result<DesignSystem, DiagnosticsError> {
        guard let files = configuration.tokens else { return .failure(DiagnosticsError([])) }
        let inFolder = { (path: String) in
            DisplayPath.of((path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)).standardizedFileURL)
        }
        let (system, diagnostics) = TokenFilesSystem.join(described, name: configuration.name, source: inFolder(files.source), pairs: files.pairs.map(inFolder),
                                                          context: files.context, location: files.location)
        guard let system, !diagnostics.hasErrors else { return .failure(DiagnosticsError(diagnostics.filter { $0.severity == .error })) }
        return .success(system)
    }

    private func describe(_ executable: DescribingExecutable, label: String) -> Result<DiffState, DiagnosticsError> {
        executable.describe().flatMap { description in
            let chosen = systemName.map { name in description.systems.first { $0.name == name } } ?? description.systems.first
            guard let chosen else {
                return .failure(DiagnosticsError([Diagnostic(.diffNotADesignSystem, "\(label) has no design system '\(systemName ?? "")'",
                    hint: "its systems: \(description.systems.map(\.name).joined(separator: ", "))")]))
            }
            return .success(DiffState(format: .package, side: DiffSide(label: label, system: chosen.system)))
        }
    }

    private func readTokens(_ url: URL, label: String) -> Result<DiffState, DiagnosticsError> {
        guard url.pathExtension.lowercased() == "json" else {
            return .failure(DiagnosticsError([Diagnostic(.diffNotADesignSystem, "\(label) is not a DTCG token or resolver file (.json)",
                at: SourceLocation(path: DisplayPath.of(url)),
                hint: "name a *.tokens.json or *.resolver.json file, a folder holding one, a design-system package or a git revision")]))
        }
        let (system, diagnostics) = TokenSetSystem.load(path: DisplayPath.of(url), pairsPath: pairsPath)
        guard let system, !diagnostics.hasErrors else {
            return .failure(DiagnosticsError(diagnostics.filter { $0.severity == .error }))
        }
        // The pairs `check --tokens` finds are the system's declared pairs; no role matrix, as there.
        return .success(DiffState(format: .tokens, side: DiffSide(label: label, system: system, pairSources: [.components, .declared])))
    }

    /// Diagnostics about an exported revision's files name them `REV:path`, as git does, not
    /// by the temporary folder they were read from.
    static func renamed(_ error: DiagnosticsError, _ folder: URL, as revision: String) -> DiagnosticsError {
        let prefix = folder.path + "/"
        return DiagnosticsError(error.diagnostics.map { diagnostic in
            var renamed = diagnostic
            if let path = diagnostic.location?.path, path.hasPrefix(prefix) {
                renamed.location?.path = "\(revision):" + path.dropFirst(prefix.count)
            }
            return renamed
        })
    }

    /// A token set without modifiers is imported with light and dark holding the same colours;
    /// when both sides are such sets, they are compared in the one context they have, so each
    /// change is not reported twice.
    static func singleContext(_ states: inout [DiffState]) {
        func isFlat(_ system: DesignSystem) -> Bool {
            system.axes == [.appearance] && system.tokens.allSatisfy { ($0.colorValues?.entries.map(\.selector) ?? [.every]) == [.every] }
        }
        guard states.allSatisfy({ $0.format == .tokens && isFlat($0.side.system) }) else { return }
        for index in states.indices { states[index].side.system.axes = [ModeAxis("context", contexts: ["default"])] }
    }
}
