/// Collects diagnostics while files are read, so that one run reports every problem.
public final class DiagnosticBag {
    public private(set) var diagnostics: [Diagnostic] = []

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

    /// An error for a name that is not one of `known`, with "did you mean".
    public func unknown(_ kind: String, _ name: String, at location: SourceLocation, known: some Sequence<String>, context: String = "") {
        let knownArray = Array(known)
        var message = "unknown \(kind) '\(name)'\(context)" + Suggestions.didYouMean(name, in: knownArray)
        if knownArray.isEmpty {
            message += "; none is declared"
        } else if Suggestions.closest(to: name, in: knownArray).isEmpty, knownArray.count <= 12 {
            message += "; expected one of " + knownArray.sorted().joined(separator: ", ")
        }
        error(message, at: location)
    }
}
