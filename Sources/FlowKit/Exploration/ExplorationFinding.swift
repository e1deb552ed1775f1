/// One cause that exploration found: every ``ExplorationProblem`` of the same kind, about the same
/// flow or screen (named without its instance path: a leak of
/// `App/Main/Alarms/Conversation/Followers` is a leak of flow `Followers`), shown by the same kind
/// of step (``FindingTrigger``), and failing the same way (the leak's kind, the step error's
/// reason, the crash's message). Its shortest example first; the other instances are the same
/// bug reached by other paths.
public struct ExplorationFinding: Hashable, Sendable {
    public var kind: ExplorationProblem.Kind
    /// The flow or screen concerned, without its instance path.
    public var subject: String
    /// The kind of step that shows it (`back`, `dismiss`, `re-tap`, `tap: send`…); empty for a dead end.
    public var trigger: String
    /// What else tells the cause apart (the leak's kind, the reason a step fails, the crash's message).
    public var detail: String
    /// Every instance found, the shortest path first (then by place); never empty.
    public var instances: [ExplorationProblem]

    /// The shortest example.
    public var example: ExplorationProblem { instances[0] }

    /// How many other paths (instances) reach the same cause.
    public var otherPathCount: Int { instances.count - 1 }

    /// A name for this cause that stays the same from run to run and across edits of the app
    /// file that leave the cause alone (it is made of the cause alone, never of a line number or
    /// the report's order): `leak-Followers-back-3f0c9a1e`.
    public var id: String { FindingID.make(kind.rawValue, subject, trigger, detail: detail) }

    /// What and where, in a few words: `leak: Followers, after back`, `crash: Feed, on tap: boom`,
    /// `impossible-step: Login, on open: post`, `dead-end: Terms`.
    public var title: String {
        let title = kind.rawValue + ": " + subject
        switch kind {
        case .leak: return title + ", after " + trigger
        case .deadEnd: return title
        case .crash, .impossibleStep: return title + ", on " + trigger
        }
    }

    /// One line: the title, then what went wrong in the engine's words.
    public var summary: String { title + " — " + example.message }

    /// The problems grouped by cause, most important first: by kind (crashes, leaks, impossible
    /// steps, dead ends), then the shortest example first, then by subject and trigger.
    public static func group(_ problems: [ExplorationProblem]) -> [ExplorationFinding] {
        var index: [Key: Int] = [:]
        var groups: [ExplorationFinding] = []
        for problem in problems {
            let key = Key(
                kind: problem.kind, subject: problem.subject, trigger: problem.trigger,
                detail: problem.cause)
            if let i = index[key] {
                groups[i].instances.append(problem)
            } else {
                index[key] = groups.count
                groups.append(
                    ExplorationFinding(
                        kind: problem.kind, subject: problem.subject, trigger: problem.trigger,
                        detail: problem.cause, instances: [problem]))
            }
        }
        for i in groups.indices {
            groups[i].instances.sort {
                ($0.path.steps.count, $0.place) < ($1.path.steps.count, $1.place)
            }
        }
        let kinds = ExplorationProblem.Kind.allCases
        return groups.sorted {
            let a = kinds.firstIndex(of: $0.kind) ?? 0
            let b = kinds.firstIndex(of: $1.kind) ?? 0
            if a != b { return a < b }
            let (m, n) = ($0.example.path.steps.count, $1.example.path.steps.count)
            if m != n { return m < n }
            return ($0.subject, $0.trigger, $0.detail) < ($1.subject, $1.trigger, $1.detail)
        }
    }

    /// A flow or screen as findings name it: without its instance path (`Followers` of
    /// `App/Main/Followers`) nor its arguments (`Post` of `Post(id=7)`); an alert's title, or any
    /// other text that is not a name with arguments, as it is.
    public static func name(_ subject: String) -> String {
        // (a path has no spaces; an alert's title may hold a `/`)
        let isPath = !subject.contains(where: \.isWhitespace)
        let last = isPath ? subject.split(separator: "/").last.map(String.init) ?? subject : subject
        guard last.hasSuffix(")"), let open = last.firstIndex(of: "("), open > last.startIndex,
            last[..<open].unicodeScalars.allSatisfy({
                $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_"
            })
        else { return last }
        return String(last[..<open])
    }

    private struct Key: Hashable {
        var kind: ExplorationProblem.Kind
        var subject: String
        var trigger: String
        var detail: String
    }
}
