import FlowKit

/// Collects diagnostics while files are read, so that one run reports every problem.
public final class DiagnosticBag {
    public private(set) var diagnostics: [Diagnostic] = []
    /// How many more "did you mean" searches this bag makes: a file that names thousands of
    /// unknown things among thousands of declared ones gets its errors without the suggestions.
    private var searchesLeft = 200

    public init() {}

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }

    public func error(_ message: String, at location: SourceLocation, notes: [String] = []) {
        diagnostics.append(Diagnostic(.error, message, at: location, notes: notes))
    }

    public func warning(_ message: String, at location: SourceLocation, notes: [String] = []) {
        diagnostics.append(Diagnostic(.warning, message, at: location, notes: notes))
    }

    public func append(contentsOf other: [Diagnostic]) {
        diagnostics.append(contentsOf: other)
    }

    /// Whether this bag may still search for a "did you mean" (and counts the search).
    public func takeSearch() -> Bool {
        guard searchesLeft > 0 else { return false }
        searchesLeft -= 1
        return true
    }

    /// "; did you mean 'A'?" (``Suggestions/didYouMean(_:in:)``), while this bag's searches last.
    public func didYouMean(_ name: String, in candidates: some Sequence<String>) -> String {
        takeSearch() ? Suggestions.didYouMean(name, in: candidates) : ""
    }

    /// An error for a name that is not one of `known`, worded as the engine words it (``Suggestions/unknown(_:_:known:context:suggesting:)``).
    public func unknown(_ kind: String, _ name: String, at location: SourceLocation, known: some Sequence<String>, context: String = "") {
        error(Suggestions.unknown(kind, name, known: known, context: context, suggesting: takeSearch()), at: location)
    }
}
