@_exported import StylebookKit

// {{NAME}}'s tokens live in {{TOKENS}}, as Tokens Studio or Figma writes them. The
// StylebookTokens plugin generates `public enum {{TYPE}} { public static let system }` from those
// files on every `swift build` (into .build, never into this folder), so an app that imports
// {{MODULE}} always has the tokens the files hold. Edit the token files, not Swift.
