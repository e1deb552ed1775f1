/// One problem found in an input file: where it is, what is wrong, and what would work.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable {
        case error, warning, note
    }

    public var severity: Severity
    /// Lower-case, no final period; advice follows a semicolon ("unknown screen 'Hme'; did you mean 'Home'?").
    public var message: String
    public var location: SourceLocation
    /// Further lines shown under the excerpt (each printed as `note: …`).
    public var notes: [String]

    public init(
        _ severity: Severity = .error, _ message: String, at location: SourceLocation,
        notes: [String] = []
    ) {
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
    }

    /// `path:line:col: error: message`, the one-line form compilers print.
    public var description: String { "\(location): \(severity.rawValue): \(message)" }
}
