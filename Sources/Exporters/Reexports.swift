// A team's format throws and returns diagnostics (`DiagnosticsError`, `Diagnostic`), which live
// in GeneratorSupport: `import Exporters` alone is enough to write one.
@_exported import GeneratorSupport
