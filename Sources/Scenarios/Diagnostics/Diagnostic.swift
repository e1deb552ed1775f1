/// One problem found in an input file: where it is, what is wrong, and what would work.
///
/// What is wrong is kept as the catalogue holds it (``CompilerMessage``, ``YAMLError``), with
/// its parameters; ``message`` and ``notes`` are made from it when read, at the edge.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable {
        case error, warning, note
    }

    public var severity: Severity
    public var location: SourceLocation
    /// What is wrong.
    let problem: Problem
    /// Notes given beside the problem's own.
    private let extraNotes: [String]

    /// A problem as its catalogue holds it, or a text made elsewhere.
    enum Problem: Hashable, Sendable {
        case compiler(CompilerMessage)
        case yaml(YAMLError)
        case text(String, id: DiagnosticID?)
    }

    public init(
        _ severity: Severity = .error, _ message: String, at location: SourceLocation,
        notes: [String] = []
    ) {
        self.init(severity, .text(message, id: nil), at: location, notes: notes)
    }

    init(_ message: CompilerMessage, at location: SourceLocation, notes: [String] = []) {
        self.init(message.severity, .compiler(message), at: location, notes: notes)
    }

    init(_ error: YAMLError, at location: SourceLocation, notes: [String] = []) {
        self.init(.error, .yaml(error), at: location, notes: notes)
    }

    init(_ severity: Severity, _ problem: Problem, at location: SourceLocation, notes: [String]) {
        self.severity = severity
        self.problem = problem
        self.location = location
        self.extraNotes = notes
    }

    /// The stable id of the problem (`unknownScreen`), for tools; `nil` for a diagnostic made
    /// from text alone (outside the parser and the compiler). Documented in `Documentation/Reference/Errors.md`.
    public var id: DiagnosticID? {
        switch problem {
        case .compiler(let message): return message.id
        case .yaml(let error): return error.id
        case .text(_, let id): return id
        }
    }

    /// Lower-case, no final period; advice follows a semicolon ("unknown screen 'Hme'; did you mean 'Home'?").
    public var message: String {
        switch problem {
        case .compiler(let message): return message.message
        case .yaml(let error): return error.message
        case .text(let text, _): return text
        }
    }

    /// Further lines shown under the excerpt (each printed as `note: …`).
    public var notes: [String] {
        guard case .compiler(let message) = problem else { return extraNotes }
        return message.notes + extraNotes
    }

    /// `path:line:col: error: message`, the one-line form compilers print.
    public var description: String { "\(location): \(severity.rawValue): \(message)" }
}
