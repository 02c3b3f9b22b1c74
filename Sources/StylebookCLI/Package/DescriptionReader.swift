import Foundation
import GeneratorSupport
import StylebookKit

/// Reads what a describing executable printed: the format version first, so a package on
/// another StylebookKit release is told which side to update instead of failing to decode.
enum DescriptionReader {
    static func read(_ data: Data) -> Result<DesignSystemDescription, Diagnostic> {
        let decoder = JSONDecoder()
        guard let header = try? decoder.decode(DesignSystemDescription.Header.self, from: data) else {
            let start = String(decoding: data.prefix(60), as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
            return .failure(Diagnostic(.packageDescribeInvalidOutput,
                                   data.isEmpty ? "the describing executable printed nothing"
                                                : "the describing executable did not print a design-system description (it begins '\(start)')",
                                   hint: "its main.swift should only call DesignSystemDescription.main(system:); print anything else to standard error"))
        }
        let formats = DesignSystemDescription.oldestReadableFormat == DesignSystemDescription.currentFormat
            ? "format \(DesignSystemDescription.currentFormat)"
            : "formats \(DesignSystemDescription.oldestReadableFormat) to \(DesignSystemDescription.currentFormat)"
        let tool = "this stylebook (\(StylebookKitVersion.current)) reads description \(formats)"
        let package = "the package's StylebookKit (\(header.stylebookKit ?? "unknown version")) writes format \(header.format)"
        if header.format > DesignSystemDescription.currentFormat {
            return .failure(Diagnostic(.packageDescribeVersion, "\(package), but \(tool)",
                                   hint: "update the installed stylebook (see Install in the README), or pin the package's Stylebook dependency to \(StylebookKitVersion.current)"))
        }
        if header.format < DesignSystemDescription.oldestReadableFormat {
            return .failure(Diagnostic(.packageDescribeVersion, "\(package), but \(tool)",
                                   hint: "update the package's Stylebook dependency: `swift package update`, then build again"))
        }
        do {
            let description = try decoder.decode(DesignSystemDescription.self, from: data)
            guard !description.systems.isEmpty else {
                return .failure(Diagnostic(.packageDescribeInvalidOutput, "the describing executable describes no design system",
                                       hint: "pass your system: DesignSystemDescription.main(system: AcmeTokens.system)"))
            }
            return .success(description)
        } catch {
            // The same release on both sides cannot disagree: then the JSON was not StylebookKit's.
            let hint = header.stylebookKit == StylebookKitVersion.current
                ? "its main.swift should only call DesignSystemDescription.main(system:); print anything else to standard error"
                : "the package's StylebookKit (\(header.stylebookKit ?? "unknown")) and this stylebook (\(StylebookKitVersion.current)) disagree on format \(header.format); use the same release for both"
            return .failure(Diagnostic(.packageDescribeInvalidOutput, "the description cannot be read: \(Self.explain(error))", hint: hint))
        }
    }

    /// `tokens[3].value: expected a number`: where in the JSON, not Foundation's whole dump.
    static func explain(_ error: any Error) -> String {
        func path(_ keys: [any CodingKey]) -> String {
            keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().trimmingCharacters(in: CharacterSet(charactersIn: "."))
        }
        switch error as? DecodingError {
        case .keyNotFound(let key, let context)?: return "\(path(context.codingPath + [key])) is missing"
        case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?, .dataCorrupted(let context)?:
            return "\(path(context.codingPath)): \(context.debugDescription)"
        default: return "\(error)"
        }
    }
}
