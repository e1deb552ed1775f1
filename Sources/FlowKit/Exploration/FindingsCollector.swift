/// The problems a walk finds, each noted once by its cause (the key the walk gives it: kind,
/// subject, reason or trigger) with the first state that showed it, and the other places it
/// showed at; their paths are worked out at the end, one replay each, the problems' shared
/// first steps replayed once.
struct FindingsCollector {
    /// A problem found during the walk; its path is worked out at the end.
    struct Found {
        var kind: ExplorationProblem.Kind
        var place: String
        var screen: String
        var message: String
        var reason: StepError.Reason?
        /// The state the path leads to before its last step.
        var state: Int
        /// The index of the last step from `state`, if any.
        var step: Int?
        var extra: Step?
        /// The step that failed, for a failed step: with ``screen``, what its place was put into words from.
        var placeStep: Step? = nil
        var ending: ExplorationProblem.Ending
        /// The flow or screen without its instance path, and what else tells the cause apart
        /// (``ExplorationProblem/subject``, ``ExplorationProblem/cause``).
        var subject: String
        var cause: String
    }

    /// Each cause's first problem, by its key.
    private(set) var found: [String: Found] = [:]
    /// The keys in the order found.
    private var order: [String] = []
    /// Each cause's other places (at most 64 are kept).
    private var elsewhere: [String: Set<String>] = [:]

    /// Notes a problem under `key`: the first is kept; a later one at another `place` adds it
    /// to the cause's other places.
    mutating func note(_ key: String, _ problem: @autoclosure () -> Found, place: String? = nil) {
        guard let first = found[key] else {
            found[key] = problem()
            order.append(key)
            return
        }
        if let place, place != first.place, elsewhere[key, default: []].count < 64 {
            elsewhere[key, default: []].insert(place)
        }
    }

    /// How many other places the cause `key` was seen at.
    func placesElsewhere(_ key: String) -> Int {
        elsewhere[key]?.count ?? 0
    }

    /// The problems, each with its shortest path (rebuilt by `explorer` from the walk's
    /// records), by kind then place; `fresh` holds the starts' simulators.
    func problems(by explorer: Explorer, in result: Exploration, fresh: inout [Int: Simulator])
        -> [ExplorationProblem]
    {
        var problems: [ExplorationProblem] = []
        // The states the problems' replays went through, which later replays go on from.
        var reached: [Int: Explorer.Replayed] = [:]
        for key in order {
            guard let f = found[key] else { continue }
            // One replay gives the path (``Exploration/path(to:)``) and the state it leads to.
            let replayed = explorer.replay(f.state, in: result, fresh: &fresh, reached: &reached)
            var path = replayed.path
            var trigger = ""
            if let k = f.step, let sim = replayed.sim, let last = explorer.step(k, in: sim) {
                path.steps.append(last)
                trigger = FindingTrigger.of(last, before: sim)
            }
            if let extra = f.extra { path.steps.append(extra) }
            var problem = ExplorationProblem(
                kind: f.kind, place: f.place, screen: f.screen, message: f.message, path: path,
                ending: f.ending, reason: f.reason)
            problem.otherPlaces = (elsewhere[key] ?? []).sorted()
            problem.subject = f.subject
            problem.trigger = trigger
            problem.cause = f.cause
            problems.append(problem)
        }
        let kinds = ExplorationProblem.Kind.allCases
        return problems.sorted {
            let a = kinds.firstIndex(of: $0.kind) ?? 0
            let b = kinds.firstIndex(of: $1.kind) ?? 0
            return a != b ? a < b : $0.place < $1.place
        }
    }
}

extension Explorer {
    typealias Found = FindingsCollector.Found
}
