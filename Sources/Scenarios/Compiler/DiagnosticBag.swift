import FlowKit

/// Collects diagnostics while files are read, so that one run reports every problem.
///
/// What it keeps is bounded: at most ``keptPerFile`` diagnostics of one file and
/// ``keptPerRun`` in all; past that it only counts (``omitted``), so that 50 MB of bad steps
/// cannot take gigabytes of memory and output. Errors are counted whether kept or not.
public final class DiagnosticBag {
    /// The most diagnostics kept for one file.
    public static let keptPerFile = 100
    /// The most diagnostics kept in all.
    public static let keptPerRun = 1_000

    /// The diagnostics kept, in the order found.
    public private(set) var diagnostics: [Diagnostic] = []
    /// The diagnostics past the caps, counted but not kept.
    public private(set) var omitted = OmittedDiagnostics()
    /// Every error found, kept or not.
    public private(set) var errorCount = 0
    private var keptByFile: [String: Int] = [:]
    /// How many more "did you mean" searches this bag makes: a file that names thousands of
    /// unknown things among thousands of declared ones gets its errors without the suggestions.
    private var searchesLeft = 200

    public init() {}

    public var hasErrors: Bool { errorCount > 0 }

    public func error(_ message: String, at location: SourceLocation, notes: [String] = []) {
        record(Diagnostic(.error, message, at: location, notes: notes))
    }

    public func warning(_ message: String, at location: SourceLocation, notes: [String] = []) {
        record(Diagnostic(.warning, message, at: location, notes: notes))
    }

    /// Records a problem of the catalogue, with its severity.
    func report(_ message: CompilerMessage, at location: SourceLocation, notes: [String] = []) {
        record(Diagnostic(message, at: location, notes: notes))
    }

    public func append(contentsOf other: [Diagnostic]) {
        other.forEach(record)
    }

    /// Keeps `diagnostic` while its file and the run are under their caps; counts it either way.
    public func record(_ diagnostic: Diagnostic) {
        WorkCounter.add(1)
        if diagnostic.severity == .error { errorCount += 1 }
        let path = diagnostic.location.path
        let keptHere = keptByFile[path] ?? 0
        guard keptHere < Self.keptPerFile, diagnostics.count < Self.keptPerRun else {
            omitted.add(diagnostic)
            return
        }
        keptByFile[path] = keptHere + 1
        diagnostics.append(diagnostic)
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
    func unknown(
        _ kind: NameKind, _ name: String, at location: SourceLocation,
        known: some Sequence<String>, context: String = ""
    ) {
        let hint = Suggestions.hint(for: name, known: known, suggesting: takeSearch())
        report(.unknown(kind, name: name, context: context, hint: hint), at: location)
    }
}

/// The diagnostics a ``DiagnosticBag`` counted past its caps.
public struct OmittedDiagnostics: Sendable, Equatable {
    public private(set) var errors = 0
    public private(set) var warnings = 0
    public private(set) var notes = 0
    /// By file, in the order each file first went past its cap.
    public private(set) var byFile: [(path: String, count: Int)] = []
    private var fileIndex: [String: Int] = [:]

    public init() {}

    public var total: Int { errors + warnings + notes }

    mutating func add(_ diagnostic: Diagnostic) {
        switch diagnostic.severity {
        case .error: errors += 1
        case .warning: warnings += 1
        case .note: notes += 1
        }
        let path = diagnostic.location.path
        if let index = fileIndex[path] {
            byFile[index].count += 1
        } else {
            fileIndex[path] = byFile.count
            byFile.append((path, 1))
        }
    }

    public static func == (a: OmittedDiagnostics, b: OmittedDiagnostics) -> Bool {
        a.errors == b.errors && a.warnings == b.warnings && a.notes == b.notes
            && a.byFile.map(\.path) == b.byFile.map(\.path)
            && a.byFile.map(\.count) == b.byFile.map(\.count)
    }
}
