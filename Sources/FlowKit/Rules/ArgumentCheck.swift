/// The argument rule: the names passed to a screen, a flow, a link or an action against the
/// names it takes. `flowsim check` reports every problem at its place in the file; the engine
/// throws the first. Both ask here, and both word the problem the same way.
public struct ArgumentCheck: Hashable, Sendable {
    /// What is being called.
    public enum Callee: Hashable, Sendable {
        case screen(String)
        case flow(String)
        case link(String)
        /// A screen's action, tapped by the user: it takes any name it reads, and needs those
        /// that no parameter or state key supplies.
        case action(String)

        var name: String {
            switch self {
            case .screen(let n), .flow(let n), .link(let n), .action(let n): return n
            }
        }

        var described: String {
            switch self {
            case .screen(let n): return "screen '\(n)'"
            case .flow(let n): return "flow '\(n)'"
            case .link(let n): return "link '\(n)'"
            case .action(let n): return "action '\(n)'"
            }
        }
    }

    /// One thing wrong with a call's arguments.
    public enum Problem: Hashable, Sendable {
        /// The argument at `index` (in the order passed) is not taken.
        case unexpected(name: String, index: Int)
        /// These required names were not passed.
        case missing([String])
    }

    public var callee: Callee
    /// Every name the callee takes, in declaration order.
    public var accepted: [String]
    /// The names it cannot do without (for screens, flows and links: all of them).
    public var required: [String]

    public init(_ callee: Callee, accepted: [String], required: [String]? = nil) {
        self.callee = callee
        self.accepted = accepted
        self.required = required ?? accepted
    }

    /// Every problem with passing `names`: the unexpected ones in order, then the missing ones.
    public func problems(passing names: [String]) -> [Problem] {
        let accepts = Set(accepted)
        var result: [Problem] = []
        for (i, name) in names.enumerated() where !accepts.contains(name) {
            result.append(.unexpected(name: name, index: i))
        }
        let passed = Set(names)
        let missing = required.filter { !passed.contains($0) }
        if !missing.isEmpty { result.append(.missing(missing)) }
        return result
    }

    /// The one wording of a problem. `suggesting: false` leaves out the "did you mean" search.
    public func message(_ problem: Problem, suggesting: Bool = true) -> String {
        switch (problem, callee) {
        case (.unexpected(let name, _), .action(let action)):
            let expected =
                accepted.isEmpty
                ? "it takes no arguments" : "it takes " + accepted.joined(separator: ", ")
            return "action '\(action)' never reads the argument '\(name)'; \(expected)"
        case (.missing(let names), .action(let action)):
            return
                "action '\(action)' needs the argument \(names.map { "'\($0)'" }.joined(separator: ", ")); tap it as \(action)(\(required.map { "\($0)=…" }.joined(separator: ", ")))"
        case (.unexpected(let name, _), _):
            return Suggestions.unknown(
                "parameter", name, known: accepted,
                context: " of \(callee.described)"
                    + (accepted.isEmpty ? ", which takes no parameters" : ""),
                suggesting: suggesting)
        case (.missing(let names), _):
            return
                "\(callee.described) needs \(names.map { "'\($0)'" }.joined(separator: ", ")); write \(callee.name)(\(accepted.map { "\($0)=…" }.joined(separator: ", ")))"
        }
    }

    /// Whether the arguments passed (each named by `name`) fit a callee that takes `params`
    /// and needs all of them (a screen, a flow, a link): ``check(passing:)`` passes them. Asked
    /// first on the step path, where the arguments fit: no list of names is built.
    @inline(__always)
    static func fits<Passed: Collection>(
        _ passed: Passed, named name: (Passed.Element) -> String, taking params: [String]
    ) -> Bool {
        passed.allSatisfy { params.contains(name($0)) }
            && params.allSatisfy { p in passed.contains { name($0) == p } }
    }

    /// The first problem as the engine throws it, or nothing when the arguments fit.
    public func check(passing names: [String]) throws(StepError) {
        // The common case (a handful of names, all fine) is settled without building sets.
        if names.allSatisfy(accepted.contains), required.allSatisfy(names.contains) { return }
        guard let problem = problems(passing: names).first else { return }
        let reason: StepError.Reason
        switch (problem, callee) {
        case (.unexpected(let name, _), .action(let callee)),
            (.unexpected(let name, _), .link(let callee)):
            reason = .unexpectedArgument(action: callee, name: name)
        case (.unexpected(let name, _), _): reason = .unknownName(kind: "parameter", name: name)
        case (.missing(let names), _):
            reason = .missingArgument(action: callee.name, name: names[0])
        }
        throw StepError(reason, message(problem))
    }
}
