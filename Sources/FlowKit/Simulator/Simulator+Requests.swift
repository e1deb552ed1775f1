/// Asynchronous requests (the effect `request:`, the step `respond:`): an effect starts one, it stays
/// pending while the user goes on, and a `respond` step delivers one of its named outcomes.
extension Simulator {
    /// The most requests that may be pending at once. Past it the step fails: an action that
    /// starts a request on every tap while nothing answers would otherwise grow without end
    /// (and give `explore` endlessly many states).
    public static let maximumPendingRequests = 16

    /// The requests started and not yet answered, oldest first (empty when the app is not running).
    public var pendingRequests: [PendingRequest] { device.app?.requests ?? [] }

    /// Every `respond` step that can be performed now: each outcome of the oldest pending request
    /// of each name (a response goes to the oldest request of its name), in start order. This is
    /// what an explorer enumerates as the environment's moves.
    public var responseSteps: [Step] {
        var seen: Set<String> = []
        var steps: [Step] = []
        for request in pendingRequests where seen.insert(request.name).inserted {
            for outcome in request.outcomes {
                steps.append(.respond(request.name, outcome: outcome))
            }
        }
        return steps
    }

    /// An outcome of a pending request arrives.
    public mutating func respond(_ request: String, _ outcome: String) throws(StepError) {
        try perform(.respond(request, outcome: outcome))
    }

    /// `request:` — the request becomes pending; the effects after it run at once, as the code after
    /// an asynchronous call does. Started by a launch rule or a link, the handler is held by the
    /// scene delegate (the `App` coordinator), which never goes away while the app runs.
    mutating func startRequest(_ spec: RequestSpec, actor: Actor, followsFrontmost: Bool)
        throws(StepError)
    {
        guard let running = device.app else { throw notRunningError }
        guard running.requests.count < Self.maximumPendingRequests else {
            let names = running.requests.map(\.name)
            throw StepError(
                .tooManyPendingRequests(limit: Self.maximumPendingRequests),
                "starting '\(spec.name)' would make more than \(Self.maximumPendingRequests) requests pending at once (\(Self.summary(names))); "
                    + "answer some with respond: first, or guard the action while its request is pending"
            )
        }
        let holder =
            followsFrontmost
            ? Actor(screen: nil, coordinator: .app, arguments: actor.arguments) : actor
        device.app?.requests.append(
            PendingRequest(spec: spec, actor: holder, followsFrontmost: followsFrontmost))
        trace.log(.requestStarted(name: spec.name))
    }

    /// `respond: NAME.OUTCOME` — the oldest pending request of that name is answered. When what its
    /// handler captured weakly has gone (the screen left the window hierarchy, or the coordinator
    /// finished), nothing runs and the trace says so; the request is answered all the same.
    mutating func performRespond(_ name: String, _ outcome: String) throws(StepError) {
        let (index, request, chosen) = try checkRespond(name, outcome)
        guard let running = device.app else { throw notRunningError }
        device.app?.requests.remove(at: index)
        if let why = dropReason(request, in: running) {
            trace.log(.requestDropped(name: name, outcome: outcome, reason: why))
            return
        }
        trace.log(.requestAnswered(name: name, outcome: outcome))
        var actor =
            request.followsFrontmost
            ? frontmostActor(arguments: request.actor.arguments) : request.actor
        try run(chosen.effects, actor: &actor, followsFrontmost: request.followsFrontmost)
    }

    /// `respond`: a request of that name is pending and has that outcome. Returns where it stands,
    /// the request and the outcome.
    func checkRespond(_ name: String, _ outcome: String) throws(StepError) -> (
        Int, PendingRequest, RequestOutcome
    ) {
        guard let running = device.app else {
            if device.crashMessage == nil, device.launchState != nil {
                throw StepError(
                    .notRunning,
                    "the app is not running, so no request is pending (a relaunch or a crash drops pending requests); launch it first"
                )
            }
            throw notRunningError
        }
        try checkInForeground(doing: "receive the outcome '\(name).\(outcome)'")
        guard let index = running.requests.firstIndex(where: { $0.name == name }) else {
            let names = running.requests.map(\.name)
            let pending =
                names.isEmpty
                ? "nothing is pending (a relaunch drops pending requests)"
                : "pending: " + Self.summary(names)
            throw StepError(
                .noPendingRequest(name, pending: names),
                "no request '\(name)' is pending; \(pending)")
        }
        let request = running.requests[index]
        guard let chosen = request.spec.outcome(outcome) else {
            throw StepError(
                .noSuchOutcome(outcome, request: name, available: request.outcomes),
                "the pending request '\(name)' has no outcome '\(outcome)'; its outcomes are "
                    + NameList.capped(request.outcomes))
        }
        return (index, request, chosen)
    }

    /// Why the handler's `[weak self]` is `nil` now, if it is.
    private func dropReason(_ request: PendingRequest, in running: RunningApp) -> String? {
        if let screen = request.actor.screen {
            guard running.window.location(ofScreen: screen) == nil else { return nil }
            let name = request.actor.screenDescription ?? "its screen"
            return
                "'\(name)' left the window hierarchy before it arrived, and the completion handler holds it weakly ([weak self])"
        }
        guard !running.coordinators.contains(request.actor.coordinator) else { return nil }
        return
            "the coordinator that started it has finished, and the completion handler holds it weakly ([weak self])"
    }

    /// `signIn, refreshToken ×2`.
    static func summary(_ names: [String]) -> String {
        var order: [String] = []
        var counts: [String: Int] = [:]
        for n in names {
            if counts[n] == nil { order.append(n) }
            counts[n, default: 0] += 1
        }
        return order.map { n in (counts[n] ?? 1) > 1 ? "\(n) ×\(counts[n] ?? 1)" : n }.joined(
            separator: ", ")
    }
}
