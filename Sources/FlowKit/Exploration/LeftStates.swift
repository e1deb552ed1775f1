/// Why a walk that a bound stopped did not finish: what varies most among the states it found
/// and did not expand, and the step that found most of them, from a sample of those states
/// rebuilt from their paths once the walk is over (nothing is kept during the walk).
public struct LeftStates: Hashable, Sendable {
    /// What varies most, in words: `how many 'signIn' requests are pending from 'Login'`.
    public var varies: String
    /// The values it takes among the states sampled, fewest first: `0, 1, 2`.
    public var values: [String]
    /// The step that found most of the states sampled, after the screen it was taken on:
    /// `Login › tap: signIn`, and how many of them it found.
    public var commonStep: String?
    public var commonStepCount = 0
    /// How many states left were sampled.
    public var sampled: Int
    /// What to do about it.
    public var advice: String

    /// At most this many states left are rebuilt and compared.
    static let sampleSize = 256

    /// The sample's verdict, or `nil` when no state was left or none could be rebuilt.
    static func summarize(_ exploration: Exploration) -> LeftStates? {
        let count = exploration.parents.count
        // The states left: the last found (the level not expanded, or the states past the
        // cap), or those too deep to expand, wherever they were found.
        var candidates: [Int] = []
        if case .maxStackDepth = exploration.stoppedBy {
            candidates = exploration.tooDeepStates.filter { $0 < count }
        } else {
            let left = Swift.min(exploration.unexpandedCount, count)
            candidates = Array((count - left)..<count)
        }
        guard !candidates.isEmpty else { return nil }
        let stride = Swift.max(1, candidates.count / sampleSize)
        var features: [String: [String]] = [:]
        var kinds: [String: Kind] = [:]
        var steps: [String: Int] = [:]
        var sampled = 0
        var fresh: [Int: Simulator] = [:]
        var reached: [Int: Explorer.Replayed] = [:]
        var position = 0
        while position < candidates.count, sampled < sampleSize {
            let state = candidates[position]
            defer { position += stride }
            let (sim, path) = exploration.explorer.replay(
                state, in: exploration, fresh: &fresh, reached: &reached)
            guard let sim else { continue }
            sampled += 1
            if let last = path.steps.last {
                steps[last.description, default: 0] += 1
            }
            for (name, value, kind) in describe(sim) {
                features[name, default: []].append(value)
                kinds[name] = kind
            }
            // Every feature is read in every state sampled: one not there is at its zero.
            for name in features.keys where features[name]?.count ?? 0 < sampled {
                let zero = kinds[name] == .store ? "-" : "0"
                while features[name]?.count ?? 0 < sampled { features[name]?.append(zero) }
            }
        }
        guard sampled > 0 else { return nil }
        // The feature with the most distinct values; then the one where most states differ from
        // its commonest value; then by name, so that the note is the same on every run.
        func spread(_ values: [String]) -> (Int, Int) {
            var counts: [String: Int] = [:]
            for v in values { counts[v, default: 0] += 1 }
            return (counts.count, values.count - (counts.values.max() ?? 0))
        }
        // What the states are made of comes first; which screen is frontmost only when nothing
        // else varies (it varies in any walk).
        let varying = features.keys.sorted().filter { spread(features[$0] ?? []).0 > 1 }
        let made = varying.filter { kinds[$0] != .other }
        let best = (made.isEmpty ? varying : made).max { a, b in
            let x = spread(features[a] ?? [])
            let y = spread(features[b] ?? [])
            return x.0 != y.0 ? x.0 < y.0 : x.1 < y.1
        }
        guard let best else {
            return LeftStates(
                varies: "nothing the sample tells apart", values: [], commonStep: nil,
                sampled: sampled, advice: "raise --max-states")
        }
        let values = Set(features[best] ?? []).sorted {
            (Int($0) ?? Int.max, $0) < (Int($1) ?? Int.max, $1)
        }
        let common = steps.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .first
        return LeftStates(
            varies: best, values: values, commonStep: common?.key,
            commonStepCount: common?.value ?? 0, sampled: sampled,
            advice: (kinds[best] ?? .other).advice)
    }

    enum Kind {
        case requests, screens, coordinators, store, other

        var advice: String {
            switch self {
            case .requests:
                return
                    "guard the action while its request is pending, or raise --max-states"
            case .screens:
                return "lower --max-repeats, or raise --max-states"
            case .coordinators:
                return
                    "finish the flow when its screens leave (each leaked coordinator is new state), lower --max-repeats, or raise --max-states"
            case .store:
                return
                    "raise --max-states (each value of a stored key is walked from where a path first reads it)"
            case .other: return "raise --max-states"
            }
        }
    }

    /// What a state is made of, in comparable words: the pending requests by name and screen,
    /// each screen's most copies on one stack, the live coordinators by flow, the stored values,
    /// the frontmost screen.
    static func describe(_ sim: Simulator) -> [(String, String, Kind)] {
        var result: [(String, String, Kind)] = []
        var requests: [String: Int] = [:]
        for request in sim.pendingRequests {
            let from = request.actor.screenName ?? "the app"
            requests[
                "how many '\(request.name)' requests are pending from '\(from)'", default: 0] += 1
        }
        for (name, n) in requests { result.append((name, String(n), .requests)) }
        var copies: [String: Int] = [:]
        for (_, stack) in sim.window?.allStacks ?? [] {
            var here: [String: Int] = [:]
            for screen in stack.screens { here[screen.name, default: 0] += 1 }
            for (name, n) in here { copies[name] = Swift.max(copies[name] ?? 0, n) }
        }
        for (name, n) in copies {
            result.append(
                ("how many times '\(name)' is on one navigation stack", String(n), .screens))
        }
        var flows: [String: Int] = [:]
        for c in sim.device.app?.coordinators.all ?? [] where c.kind != .app {
            flows[c.flow, default: 0] += 1
        }
        for (name, n) in flows {
            result.append(("how many '\(name)' coordinators are live", String(n), .coordinators))
        }
        for (i, key) in sim.app.stateKeys.enumerated() where key.domain != .memory {
            let value =
                sim.device.store.isUnread(i) ? "not read yet" : sim.device.store[i].description
            result.append(("the stored value of '\(key.name)'", value, .store))
        }
        result.append(("which screen is frontmost", sim.top?.name ?? "-", .other))
        return result
    }
}
