import GeneratorSupport
import StylebookKit

/// The names and units the exports use: what a team sets under `exports:` in `stylebook.yml`.
///
/// Every field has a default, and the defaults that are names derive from the design system's
/// `name` ("Acme Design" gives `AcmeDesignTokens`, `acme_design_`, `AcmeDesignTheme`), never from
/// "Stylebook". A field left `nil` means "derive it"; the `…(for:)` methods give the name that
/// is actually used. `problems(registry:)` checks the fields before anything is written.
public struct ExportSettings: Codable, Sendable, Hashable {
    /// The unit CSS lengths are written in.
    public enum CSSUnit: String, Codable, Sendable, Hashable, CaseIterable {
        /// Relative to the root font size, so a reader's font-size setting scales type and spacing.
        case rem
        /// Fixed CSS pixels (1 px = 1 pt = 1 dp).
        case px
    }

    /// Which formats `stylebook build` and `stylebook tokens --format all` write, by id (`dtcg`,
    /// `css`, `android`, `compose`, `ios`, `typescript`, or a registered exporter's id), in any
    /// order. `nil` (the default) writes every registered format.
    public var formats: [String]?

    /// Prefix of every CSS custom property and class, without dashes: `acme` gives
    /// `--acme-color-state-danger` and `.acme-typography-body`. Letters, digits, `-` and `_`.
    /// Default: empty, no prefix (`--color-state-danger`), which is what the built-in theme's
    /// stylesheet uses. TypeScript's `cssVariables` follow the same names.
    public var cssPrefix: String

    /// `rem` (default) or `px` for CSS dimensions and type sizes. Letter spacing is written in
    /// `em` when the unit is `rem`, so it scales with the text it tracks.
    public var cssUnit: CSSUnit

    /// How many CSS pixels one `rem` stands for when `cssUnit` is `rem`. Default 16, the browser
    /// default root font size; a 12 pt token becomes `0.75rem`.
    public var cssBaseSize: Double

    /// Whether the CSS export writes each colour that differs between light and dark once, as
    /// `light-dark(<light>, <dark>)`, chosen by `color-scheme` (the reader's setting, or
    /// `data-theme` on any element), instead of a block per appearance. Default `false`: the
    /// blocks, which browsers before 2024 read.
    public var cssLightDark: Bool

    /// Prefix of every Android resource name, lowercase letters, digits and `_`, starting with a
    /// letter: `acme` gives `@color/acme_color_state_danger` and `TextAppearance.Acme.Body`.
    /// Default (`nil`): the design system's name in snake case (`Acme Design` → `acme_design`).
    public var androidPrefix: String?

    /// Name of the exported Swift package (`Package.swift`'s `name`). Default (`nil`): the
    /// design system's name in UpperCamelCase plus `Tokens` (`AcmeDesignTokens`).
    public var iosPackage: String?

    /// Name of the Swift module: the library product and target an app imports (`import NAME`).
    /// The generated types are named after it without a trailing `Tokens` (`AcmeDesignTokens`
    /// gives `AcmeDesignColor`, `AcmeDesignSpacing`, …). Default (`nil`): the package name.
    public var iosModule: String?

    /// Whether palette colours (role `palette`) are `public` in the iOS module. Default `true`;
    /// set `false` to keep them `internal`, so apps can only use semantic colours.
    public var iosPublicPalette: Bool

    /// The Kotlin package of the Compose files. Default (`nil`): the design system's name in
    /// lowercase letters and digits plus `.tokens` (`acmedesign.tokens`).
    public var composePackage: String?

    /// Name of the Compose theme composable and object (`AcmeDesignTheme { … }`) and the prefix
    /// of its types (`AcmeDesignColors`, `LocalAcmeDesignColors`). Default (`nil`): the design
    /// system's name in UpperCamelCase plus `Theme`.
    public var composeTheme: String?

    /// Each format's own settings, by format id then setting name: `exports.flutter.className`
    /// is `formatOptions["flutter"]["className"]`. A format declares the ones it reads
    /// (`TokenExporter.options`) and reads them with `option(_:of:)`.
    public var formatOptions: [String: [String: ExportOptionValue]] = [:]

    /// The value written for a format's own setting, nil when `stylebook.yml` leaves it out.
    public func option(_ name: String, of format: String) -> ExportOptionValue? {
        formatOptions[format]?[name]
    }

    public init(
        formats: [String]? = nil,
        cssPrefix: String = "",
        cssUnit: CSSUnit = .rem,
        cssBaseSize: Double = 16,
        cssLightDark: Bool = false,
        androidPrefix: String? = nil,
        iosPackage: String? = nil,
        iosModule: String? = nil,
        iosPublicPalette: Bool = true,
        composePackage: String? = nil,
        composeTheme: String? = nil
    ) {
        self.formats = formats
        self.cssPrefix = cssPrefix
        self.cssUnit = cssUnit
        self.cssBaseSize = cssBaseSize
        self.cssLightDark = cssLightDark
        self.androidPrefix = androidPrefix
        self.iosPackage = iosPackage
        self.iosModule = iosModule
        self.iosPublicPalette = iosPublicPalette
        self.composePackage = composePackage
        self.composeTheme = composeTheme
    }

    // MARK: Names in use

    /// The Android resource prefix in use, without the trailing `_`.
    public func androidPrefix(for system: DesignSystem) -> String {
        androidPrefix ?? ExportIdentifiers.words(system.name).map { $0.lowercased() }.joined(separator: "_")
    }

    /// The Swift package name in use.
    public func iosPackage(for system: DesignSystem) -> String {
        iosPackage ?? system.typePrefix + "Tokens"
    }

    /// The Swift module name in use.
    public func iosModule(for system: DesignSystem) -> String {
        iosModule ?? iosPackage(for: system)
    }

    /// The prefix of the generated Swift types: the module name without a trailing `Tokens`.
    public func iosTypePrefix(for system: DesignSystem) -> String {
        let module = iosModule(for: system)
        return module.hasSuffix("Tokens") && module.count > 6 ? String(module.dropLast(6)) : module
    }

    /// The Kotlin package in use.
    public func composePackage(for system: DesignSystem) -> String {
        composePackage ?? (ExportIdentifiers.words(system.name).joined().lowercased().nonEmpty ?? "design") + ".tokens"
    }

    /// The Compose theme name in use.
    public func composeTheme(for system: DesignSystem) -> String {
        composeTheme ?? system.typePrefix + "Theme"
    }

    // MARK: Checking

    /// One field that cannot be used, named by its Swift property (`cssPrefix`), so the
    /// configuration reader can point at the key that set it.
    public struct Problem: Hashable, Sendable {
        public var field: String
        public var message: String
        public var hint: String

        public init(field: String, message: String, hint: String) {
            self.field = field
            self.message = message
            self.hint = hint
        }

        /// As a diagnostic with id `exports/invalid-setting`, located where the caller says.
        public func diagnostic(at location: SourceLocation? = nil) -> Diagnostic {
            Diagnostic(.exportsInvalidSetting, message, at: location, hint: hint)
        }
    }

    /// Every field that cannot be used, in declaration order; empty when all are fine.
    /// `registry` says which format ids exist; with nil, `formats` is not checked.
    public func problems(registry: ExporterRegistry? = .standard) -> [Problem] {
        var found: [Problem] = []
        for id in formats ?? [] {
            guard let registry, registry.exporter(id: id) == nil else { continue }
            let known = registry.ids.joined(separator: ", ")
            found.append(Problem(field: "formats", message: "unknown export format '\(id)'",
                                 hint: "use one of \(known)" + (Suggestion.closest(to: id, in: registry.ids).map { "; did you mean '\($0)'?" } ?? "")))
        }
        if !cssPrefix.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) || cssPrefix.hasPrefix("-") {
            found.append(Problem(field: "cssPrefix", message: "CSS prefix '\(cssPrefix)' is not usable in a custom property name",
                                 hint: "use letters, digits, '-' and '_', not starting with '-', such as 'acme'"))
        }
        if !(cssBaseSize > 0) || !cssBaseSize.isFinite {
            found.append(Problem(field: "cssBaseSize", message: "CSS base size \(cssBaseSize) is not a positive number of pixels",
                                 hint: "use the root font size rem stands for, usually 16"))
        }
        if let prefix = androidPrefix, !ExportIdentifiers.isAndroidResourceName(prefix) {
            found.append(Problem(field: "androidPrefix", message: "Android resource prefix '\(prefix)' is not a legal resource name",
                                 hint: "use lowercase letters, digits and '_', starting with a letter, such as 'acme'"))
        }
        for (field, value) in [("iosPackage", iosPackage), ("iosModule", iosModule), ("composeTheme", composeTheme)] {
            if let value, !ExportIdentifiers.isPlainIdentifier(value) {
                found.append(Problem(field: field, message: "'\(value)' is not a Swift or Kotlin type name",
                                     hint: "use letters and digits, starting with a letter, such as 'AcmeTokens'"))
            }
        }
        found += optionProblems(registry: registry)
        if let package = composePackage,
           !package.split(separator: ".", omittingEmptySubsequences: false).allSatisfy({ ExportIdentifiers.isPlainIdentifier(String($0)) && !ExportIdentifiers.kotlinKeywords.contains(String($0)) }) {
            found.append(Problem(field: "composePackage", message: "'\(package)' is not a Kotlin package name",
                                 hint: "use dot-separated identifiers, such as 'com.acme.design.tokens'"))
        }
        return found
    }
}

extension ExportSettings {
    /// A section under `exports:` for a format that does not exist, a setting the format does not
    /// declare, or a value of the wrong kind. The field is `id` or `id.name`, where it was written.
    fileprivate func optionProblems(registry: ExporterRegistry?) -> [Problem] {
        guard let registry else { return [] }
        var found: [Problem] = []
        for id in formatOptions.keys.sorted() {
            guard let exporter = registry.exporter(id: id) else {
                found.append(Problem(field: id, message: "`exports.\(id)` names no export format",
                                     hint: "a format's own settings go under its id: one of \(registry.ids.joined(separator: ", "))"
                                         + (Suggestion.closest(to: id, in: registry.ids).map { "; did you mean '\($0)'?" } ?? "")))
                continue
            }
            let declared = exporter.options
            for (name, value) in (formatOptions[id] ?? [:]).sorted(by: { $0.key < $1.key }) {
                guard let option = declared.first(where: { $0.name == name }) else {
                    let names = declared.map(\.name)
                    found.append(Problem(field: "\(id).\(name)", message: "format '\(id)' has no setting '\(name)'",
                                         hint: names.isEmpty ? "'\(id)' reads no settings of its own; remove `exports.\(id)`"
                                             : "its settings are \(names.joined(separator: ", "))"
                                                 + (Suggestion.closest(to: name, in: names).map { "; did you mean '\($0)'?" } ?? "")))
                    continue
                }
                if !value.fits(option.kind) {
                    found.append(Problem(field: "\(id).\(name)", message: "`exports.\(id).\(name)` must be \(option.kind.expected)",
                                         hint: "format '\(id)' reads it as: \(option.summary)"))
                }
            }
        }
        return found
    }
}

extension String {
    var nonEmpty: String? { isEmpty ? nil : self }
}
