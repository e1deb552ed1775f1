/// Why a ``Session`` could not start: the app file (or the given state) has errors.
public struct SessionError: Error, Sendable {
    /// Every problem found, each with its `path:line:column`.
    public var diagnostics: [Diagnostic]
    /// The text of every file read, for rendering the diagnostics with their source lines.
    public var sources: [String: SourceFile]

    /// An error made of `diagnostics` found in `sources`.
    public init(diagnostics: [Diagnostic], sources: [String: SourceFile] = [:]) {
        self.diagnostics = diagnostics
        self.sources = sources
    }

    /// The first error's one-line form (`path:line:col: error: message`).
    public var message: String {
        (diagnostics.first { $0.severity == .error } ?? diagnostics.first)?.description
            ?? "the session could not start"
    }
}
