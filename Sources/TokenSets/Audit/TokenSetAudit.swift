import Audit
import GeneratorSupport
import StylebookKit
import SystemValidation

/// `stylebook check --tokens`: the contrast audit of a DTCG token set, in every context of every
/// modifier, on the pairs the set means (naming conventions, `$extensions`, a pairs file) and,
/// when asked, the role matrix. `prepare()` reads and plans everything; `run` measures, handing
/// each check over as it is found so reports can stream.
public struct TokenSetAudit: Sendable {
    /// How the role matrix (every text colour on every surface) takes part.
    public enum Matrix: String, Sendable, CaseIterable {
        /// Not checked: conventions, `$extensions` and the pairs file say what to check.
        case off
        /// Checked; failures are warnings.
        case warn
        /// Checked; failures are errors.
        case error
    }

    public var path: String
    public var pairsPath: String?
    public var policy: ContrastPolicy
    public var matrix: Matrix
    /// The level high-contrast contexts demand, unless the pairs file sets one.
    public var highContrastLevel: ContrastLevel
    public var maxFailures: Int?
    /// Turns "nothing was checked" from an error into a warning.
    public var allowEmpty: Bool

    public init(path: String, pairsPath: String? = nil, policy: ContrastPolicy = .standard, matrix: Matrix = .off,
                highContrastLevel: ContrastLevel = .aaa, maxFailures: Int? = nil, allowEmpty: Bool = false) {
        self.path = path
        self.pairsPath = pairsPath
        self.policy = policy
        self.matrix = matrix
        self.highContrastLevel = highContrastLevel
        self.maxFailures = maxFailures
        self.allowEmpty = allowEmpty
    }

    /// Everything read and decided before measuring.
    public struct Prepared: Sendable {
        public var name: String
        public var contexts: [AuditContext]
        var audit: ContrastAudit?
        var inventory: AuditInventory
        var diagnostics: [Diagnostic]
        var allowEmpty: Bool
        var level: ContrastLevel
        var emptyReason: String?
        var path: String

        /// Measures every pair in every context, calling `each` as checks are made.
        public func run(_ each: (ContrastCheck) -> Void = { _ in }) -> CheckReport {
            let result = audit?.run(each) ?? AuditResult(checks: [], colorVision: [], diagnostics: [])
            var diagnostics = self.diagnostics
            let measured = result.checks.filter { $0.ratio != nil && !$0.isSkipped }.count
            if measured == 0 {
                let reason = emptyReason ?? (result.checks.isEmpty ? "no pair could be measured" : "every pair was skipped (see the reasons above)")
                diagnostics.append(Diagnostic(.contrastNothingChecked, severity: allowEmpty ? .warning : .error,
                    "nothing was checked: \(reason)", at: SourceLocation(path: path),
                    hint: allowEmpty ? nil : "declare pairs and roles in a pairs file (--pairs), try --matrix warn, or pass --allow-empty if an empty audit is expected"))
            }
            return CheckReport(systemName: name, level: level, audit: result, otherDiagnostics: diagnostics, inventory: inventory)
        }
    }

    public func prepare() -> Prepared {
        let (loaded, loadDiagnostics) = TokenSource.load(path: path)
        var (pairsFile, diagnostics) = pairsPath.map(PairsFile.load) ?? (PairsFile(), [])
        diagnostics = loadDiagnostics + diagnostics
        guard let source = loaded else {
            return Prepared(name: path, contexts: [], audit: nil, inventory: AuditInventory(), diagnostics: diagnostics,
                            allowEmpty: allowEmpty, level: policy.level, emptyReason: "the token file could not be read", path: path)
        }
        let plan = ContextPlan(source: source)
        diagnostics += plan.diagnostics.filter { !loadDiagnostics.contains($0) }
        let contextFiles = ContextPlan.contextFiles(of: source, varied: plan.varied)

        // One system per context, its tokens located where that context's value is declared.
        var contexts: [AuditContext] = []
        var usedLevels = Set<String>()
        for planned in plan.contexts {
            var system = DesignSystemImport.auditSystem(planned.tokens, name: source.name, roles: pairsFile.roles.then(source.roles))
            if !contextFiles.isEmpty { system = Self.locateValues(system, in: planned.tokens, contextFiles: contextFiles) }
            var level: ContrastLevel? = planned.names.contains(where: ContextPlan.isHighContrast) ? highContrastLevel : nil
            // The pairs file decides a context's level, over the high-contrast default.
            let rules = pairsFile.contextLevels.filter { rule in planned.names.contains { Self.names($0, rule.name) } }
            usedLevels.formUnion(rules.map(\.name))
            if !rules.isEmpty { level = rules.contains { $0.level == .aaa } ? .aaa : .aa }
            contexts.append(AuditContext(name: planned.name, system: system, level: level))
        }
        for rule in pairsFile.contextLevels where !usedLevels.contains(rule.name) {
            diagnostics.append(Diagnostic(.importUnknownContext, "pairs file names context '\(rule.name)', which no modifier has",
                                      at: rule.location, hint: "contexts: \(plan.contexts.flatMap(\.names).joined(separator: ", "))"))
        }

        // Pairs come from the default context's names and roles, plus tokens only other contexts have.
        var tokens = contexts.first?.system.tokens ?? []
        var known = Set(tokens.map(\.path))
        for context in contexts.dropFirst() {
            for token in context.system.tokens where known.insert(token.path).inserted { tokens.append(token) }
        }
        var pairing = DesignSystem(name: source.name, tokens: tokens, pairs: pairsFile.pairs)
        diagnostics += Self.unmatchedRoles(pairsFile.roles, in: pairing)
        let unknownSurfaces = Self.unmatchedSurfaces(pairsFile.surfaces, in: pairing)
        diagnostics += unknownSurfaces.map(\.diagnostic)
        // Reported at the `over:` that names it; the pair itself cannot be measured.
        pairing.pairs.removeAll { pair in pair.over.map { over in unknownSurfaces.contains { $0.path == over } } ?? false }
        // `$deprecated` tokens still aliased, or named in pairs.yml, each use at its own declaration
        // (the contexts' systems point aliases at the value's file instead); a token file has no
        // release to compare. Every context: an alias only the dark file makes is a use too.
        var deprecations = Set<Diagnostic>()
        for planned in plan.contexts {
            var declared = DesignSystemImport.auditSystem(planned.tokens, name: source.name, roles: pairsFile.roles.then(source.roles))
            declared.pairs = pairsFile.pairs
            for diagnostic in declared.deprecationDiagnostics(release: nil) where deprecations.insert(diagnostic).inserted {
                diagnostics.append(diagnostic)
            }
        }
        let translucent = Set(contexts.flatMap { context in
            context.system.tokens.filter { context.system.resolvedColor($0.path, mode: context.mode).map { $0.alpha < 1 } ?? false }.map(\.path)
        })
        let extensionPairs = plan.contexts.first.map { Self.extensionPairs($0.tokens, in: pairing, diagnostics: &diagnostics) } ?? []
        let backgrounds = TranslucentBackgrounds(translucent: translucent)
        let conventions = ConventionPairSource(backgrounds: backgrounds, contexts: contexts).plan(in: pairing)
        var sources: [any PairSource] = [DeclaredPairSource(backgrounds: backgrounds), ListedPairSource(extensionPairs),
                                         ListedPairSource(conventions.pairs)]
        if matrix != .off {
            sources.append(RoleMatrixPairSource(severity: matrix == .warn ? .warning : .error,
                                                beneath: ConventionPairSource.defaultSurfaces(in: pairing).prefix(1).map { $0 }))
        }
        diagnostics += Self.identicalNote(conventions.identical, contexts: contexts).map { [$0] } ?? []
        // Pairs are gathered once: conventions over a thousand colours are not free.
        let all = sources.flatMap { $0.pairs(in: pairing) }
        let kept = all.filter { pair in !pairsFile.exclusions.contains { $0.matches(pair.declaration.foreground, pair.declaration.background) } }
        let excluded = all.count - kept.count
        diagnostics += Self.unmatchedExclusions(pairsFile.exclusions, in: pairing)
        let audit = ContrastAudit(system: pairing, policy: policy, sources: [ListedPairSource(kept)], contexts: contexts, maxFailures: maxFailures)
        let pairs = audit.pairs()

        var inventory = AuditInventory()
        inventory.contexts = contexts.map { context in
            AuditInventory.Context(name: context.name, level: context.level == .aaa || policy.level == .aaa ? .aaa : .aa,
                                   roles: AuditInventory.roles(of: context.system))
        }
        inventory.sources = Self.sourceCounts(pairs, matrix: matrix, hasPairsFile: pairsPath != nil)
        inventory.skipped = Self.skipped(plan: plan, excluded: excluded, identical: conventions.identical.count)
        let reason = Self.emptyReason(pairing: pairing, pairs: pairs, excluded: excluded)
        var name = source.name
        if contexts.count > 1 { name += " (\(contexts.count) contexts)" }
        return Prepared(name: name, contexts: contexts, audit: audit, inventory: inventory, diagnostics: diagnostics,
                        allowEmpty: allowEmpty, level: policy.level, emptyReason: reason, path: path)
    }

    /// "dark" names the context "dark", and is part of "dark + pale".
    static func names(_ combination: String, _ context: String) -> Bool {
        combination == context || combination.components(separatedBy: " + ").contains(context)
    }

    /// Follows each colour's aliases to the first declaration in a file only some contexts
    /// read, so a dark-only failure points at the dark file.
    static func locateValues(_ system: DesignSystem, in set: TokenSet, contextFiles: Set<String>) -> DesignSystem {
        var copy = system
        copy.tokens = system.tokens.map { token in
            var current = set.token(token.path) ?? set.token(TokenPath(components: token.path.components + ["$root"]))
            var visited = Set<TokenPath>()
            while let imported = current, visited.insert(imported.path).inserted {
                if contextFiles.contains(imported.location.path) {
                    var located = Token(path: token.path, value: token.value, description: token.description,
                                        deprecation: token.deprecation, location: imported.location)
                    located.roleOrigin = token.roleOrigin
                    return located
                }
                current = imported.alias.flatMap(set.token)
            }
            return token
        }
        return copy
    }

    /// An exclusion whose names match no colour token is an error at its line.
    static func unmatchedExclusions(_ exclusions: [PairsFile.Exclusion], in system: DesignSystem) -> [Diagnostic] {
        let colors = system.tokens.filter { $0.kind == .color }.map(\.path)
        return exclusions.compactMap { exclusion in
            let sides = [exclusion.foreground, exclusion.background].compactMap { $0 }
            guard let missing = sides.first(where: { side in !colors.contains { PairsFile.Exclusion.match(side, $0) } }) else { return nil }
            let near = Suggestion.closest(to: missing, in: colors.map(\.dotted))
            return Diagnostic(.importUnknownPairToken, "exclude: '\(missing)' matches no colour token", at: exclusion.location,
                          hint: near.map { "did you mean '\($0)'?" } ?? "write a colour token's path, or a prefix ending in *")
        }
    }

    /// A surface an `over:` names that is no colour token is an error at its line and column.
    static func unmatchedSurfaces(_ surfaces: [(path: TokenPath, location: SourceLocation)],
                                  in system: DesignSystem) -> [(path: TokenPath, diagnostic: Diagnostic)] {
        let colors = system.tokens.filter { $0.kind == .color }.map(\.path)
        return surfaces.filter { !colors.contains($0.path) }.map { surface in
            let near = Suggestion.closest(to: surface.path.dotted, in: colors.map(\.dotted))
            return (surface.path, Diagnostic(.importUnknownPairToken, "over: '\(surface.path.dotted)' is not a colour token", at: surface.location,
                                             hint: near.map { "did you mean '\($0)'?" } ?? "name the opaque surface the translucent background is laid over"))
        }
    }

    /// A `roles:` entry that matches no colour token is an error at its line.
    static func unmatchedRoles(_ roles: RoleOverrides, in system: DesignSystem) -> [Diagnostic] {
        zip(roles.rules, roles.locations).compactMap { rule, location in
            let colors = system.tokens.filter { $0.kind == .color }
            guard !colors.contains(where: { RoleOverrides.matches(rule.pattern, $0.path) }) else { return nil }
            let near = Suggestion.closest(to: rule.pattern, in: colors.map(\.path.dotted))
            return Diagnostic(.importUnknownRoleTarget, "roles: '\(rule.pattern)' matches no colour token",
                          at: location, hint: near.map { "did you mean '\($0)'?" } ?? "write a colour token's path, or a prefix ending in *")
        }
    }

    /// `"$extensions": {"dev.stylebook": {"backgrounds": ["{color.bg}", "color.card"], "kind": "large-text"}}`
    static func extensionPairs(_ set: TokenSet, in system: DesignSystem, diagnostics: inout [Diagnostic]) -> [AuditPair] {
        var pairs: [AuditPair] = []
        for token in set.tokens {
            guard let node = token.extensions?[DesignSystemImport.extensionKey]?["backgrounds"] else { continue }
            let location = SourceLocation(path: token.location.path, line: node.line, column: node.column)
            let fg = TokenMapping.path(token.path, for: .audit)
            let kindName = token.extensions?[DesignSystemImport.extensionKey]?["kind"]?.string ?? "text"
            guard let names = node.elements?.compactMap(\.string), names.count == node.elements?.count,
                  let kind = ContrastKind(rawValue: kindName) else {
                diagnostics.append(Diagnostic(.importMalformedBackgrounds,
                    "\(token.pointer): `$extensions.\(DesignSystemImport.extensionKey).backgrounds` must list token names, and `kind` be text, large-text or non-text",
                    at: location, hint: "write \"backgrounds\": [\"{color.background.default}\"]"))
                continue
            }
            for name in names {
                let bare = name.hasPrefix("{") && name.hasSuffix("}") ? String(name.dropFirst().dropLast()) : name
                let declaration = ContrastPairDeclaration(foreground: fg, background: TokenPath(PairsFile.path(bare)), kind: kind,
                                                          file: location.path, line: location.line, column: location.column)
                pairs.append(AuditPair(declaration, origin: .extensions))
            }
        }
        return pairs
    }

    static func sourceCounts(_ pairs: [AuditPair], matrix: Matrix, hasPairsFile: Bool) -> [AuditInventory.Source] {
        func count(_ origin: AuditPair.Origin) -> Int { pairs.filter { $0.origin == origin }.count }
        var rules: [String: Int] = [:]
        for pair in pairs where pair.origin == .convention { rules[pair.rule ?? "", default: 0] += 1 }
        let detail = ["on-X", "tint", "same name", "default surface"].compactMap { rule in rules[rule].map { "\(rule) \($0)" } }
        return [
            AuditInventory.Source(name: "convention", pairs: count(.convention), detail: detail.isEmpty ? nil : detail.joined(separator: ", ")),
            AuditInventory.Source(name: "pairs file", pairs: count(.declared), detail: hasPairsFile ? nil : "none given (--pairs)"),
            AuditInventory.Source(name: "extensions", pairs: count(.extensions),
                                  detail: "$extensions.\(DesignSystemImport.extensionKey).backgrounds"),
            AuditInventory.Source(name: "role matrix", pairs: count(.roleMatrix),
                                  detail: matrix == .off ? "off; --matrix warn or error adds every text colour on every surface" : "failures are \(matrix == .warn ? "warnings" : "errors")"),
        ]
    }

    /// One note for the convention pairs left out as one colour on itself, with an example.
    static func identicalNote(_ identical: [ConventionPairSource.Refuted], contexts: [AuditContext]) -> Diagnostic? {
        guard let example = identical.first else { return nil }
        let d = example.pair.declaration
        let context = contexts.first { $0.name == example.contexts.first }
        let hex = context.flatMap { $0.system.resolvedColor(d.foreground, mode: $0.mode) }.map { ", both \($0.hex)" } ?? ""
        let within = example.contexts.count == contexts.count ? "in every context" : "in \(example.contexts.joined(separator: "; "))"
        let count = identical.count == 1 ? "1 pair" : "\(identical.count) pairs"
        return Diagnostic(.contrastIdenticalPairSkipped,
                          "\(count) the naming conventions suggest left out: their two colours are one colour (e.g. \(d.label)\(hex) \(within))",
                          at: example.pair.location,
                          hint: "nobody designs text to vanish, so the names do not mean one is read on the other; declare a pair in a pairs file to check it anyway")
    }

    static func skipped(plan: ContextPlan, excluded: Int, identical: Int = 0) -> [String] {
        var lines: [String] = []
        for modifier in plan.colourless {
            lines.append("modifier '\(modifier.name)': its \(modifier.contexts.count) contexts (\(modifier.contexts.joined(separator: ", "))) give the same colours, so it is audited once")
        }
        for context in plan.contexts where context.names.count > 1 {
            lines.append("\(context.names.dropFirst().joined(separator: ", ")): same colours as \(context.names[0]), audited together")
        }
        var types: [String: Int] = [:]
        for context in plan.contexts.prefix(1) { types = context.tokens.skippedTypes }
        if !types.isEmpty {
            let total = types.values.reduce(0, +)
            let detail = types.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.value) \($0.key.isEmpty ? "without $type" : $0.key)" }
            lines.append("\(total) \(total == 1 ? "token that is" : "tokens that are") not colours (\(detail.joined(separator: ", "))): contrast reads colours only; `stylebook import` reports their problems")
        }
        if excluded > 0 { lines.append("\(excluded) pairs excluded by the pairs file") }
        if identical > 0 {
            lines.append("\(identical == 1 ? "1 convention pair" : "\(identical) convention pairs") of one colour on itself (see contrast/identical-pair-skipped)")
        }
        return lines
    }

    static func emptyReason(pairing: DesignSystem, pairs: [AuditPair], excluded: Int) -> String? {
        let colors = pairing.tokens.filter { $0.kind == .color }
        if colors.isEmpty { return "the set has no colour tokens" }
        let foregrounds = colors.filter { [.text, .icon].contains($0.colorRole) }.count
        let backgrounds = colors.filter { [.surface, .fill].contains($0.colorRole) }.count
        if foregrounds == 0 {
            return "no text or icon colours recognised among \(colors.count) colours (names with fg, text, content, icon or on-X; or set roles in a pairs file)"
        }
        if backgrounds == 0 {
            return "no background colours recognised among \(colors.count) colours (names with bg, background, surface or canvas; or set roles in a pairs file)"
        }
        if pairs.isEmpty, excluded > 0 { return "the pairs file excluded every pair" }
        if pairs.isEmpty { return "no name follows a pairing convention and no pairs are declared" }
        return nil
    }
}

extension ContrastCheck {
    var isSkipped: Bool { if case .skipped = outcome { return true } else { return false } }
}
