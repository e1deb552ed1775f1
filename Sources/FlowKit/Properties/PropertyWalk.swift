/// Checks properties (``WalkProperty``) and finds steps that change nothing (``SilentStep``)
/// while an ``Explorer`` walks: it is told of each state found and each step performed, keeps
/// the first state (in breadth-first order, so on a shortest path) that breaks each property,
/// and after the walk turns what it kept into verdicts with paths.
///
/// ```swift
/// let checks = PropertyWalk(properties: app.properties, findsSilentSteps: true)
/// let exploration = Explorer(app: app).explore(checking: checks)
/// let verdicts = checks.verdicts(in: exploration)
/// ```
///
/// `reachable` is worked out after the walk, over every step seen between the states found:
/// the states from which some path leads to one that fits are found backwards from those that
/// fit. The steps are kept (12 bytes each) only when some property is of that form.
public final class PropertyWalk {
    public let properties: [WalkProperty]
    /// Whether to look for taps and links that change nothing.
    public let findsSilentSteps: Bool

    /// Each property's first breaking state (never, always, after: the state before the step).
    private var breaking: [Int?]
    /// The step from that state, for `after`.
    private var breakingStep: [Int?]
    /// Whether some state applied to it (never, always) or some step matched it (after).
    private var tested: [Bool]
    /// The fingerprint of each state found, by index (kept for silent steps and `reachable`).
    private var fingerprints: [UInt64] = []
    /// For each `reachable` property (by its place in ``properties``), the states that fit, as bits.
    private var fits: [Int: [UInt64]] = [:]
    /// Every step performed, when some property is `reachable`: from a state to a fingerprint.
    private var edgeSources: [UInt32] = []
    private var edgeTargets: [UInt64] = []
    /// Silent steps by place (screen and action, or link), the first found.
    private var silent:
        [String: (kind: SilentStep.Kind, screen: String, state: Int, step: Int, tapped: Step)] =
            [:]
    private var silentOrder: [String] = []
    /// The taps seen to change the device in some state.
    private var changingTaps: Set<TapPlace> = []
    /// A tap's place: the screen in front and the action (no string built to name it).
    private struct TapPlace: Hashable {
        var screen: String
        var action: String
    }
    /// Each property's form and tests, by its place in ``properties``.
    private let forms: [WalkProperty.Form]
    private let describes: [@Sendable (Simulator) -> Bool]
    private let applies: [(@Sendable (Simulator) -> Bool)?]
    /// The same compiled into tests of the state's fields, where they could be (``StateTest``).
    private let describesTests: [StateTest?]
    private let appliesTests: [StateTest?]
    /// The `never` and `always` properties not yet found broken, by place (each state tests
    /// these only), and the `after` and `reachable` ones.
    private var undecided: [Int]
    private let afters: [Int]
    private let reachables: [Int]
    private let follows: [(@Sendable (Step) -> Bool)?]
    private let app: AppDefinition
    private let keepsFingerprints: Bool
    private let keepsEdges: Bool

    public init(app: AppDefinition, properties: [WalkProperty], findsSilentSteps: Bool = false) {
        self.app = app
        self.properties = properties
        self.findsSilentSteps = findsSilentSteps
        breaking = Array(repeating: nil, count: properties.count)
        breakingStep = Array(repeating: nil, count: properties.count)
        tested = Array(repeating: false, count: properties.count)
        forms = properties.map(\.form)
        describes = properties.map(\.describes)
        applies = properties.map(\.applies)
        follows = properties.map(\.follows)
        describesTests = properties.map(\.describesTest)
        appliesTests = properties.map(\.appliesTest)
        undecided = properties.indices.filter {
            properties[$0].form == .never || properties[$0].form == .always
        }
        afters = properties.indices.filter { properties[$0].form == .after }
        reachables = properties.indices.filter { properties[$0].form == .reachable }
        keepsEdges = properties.contains { $0.form == .reachable }
        keepsFingerprints = findsSilentSteps || keepsEdges
        for (i, p) in properties.enumerated() where p.form == .reachable { fits[i] = [] }
    }

    /// Whether every step must be performed and reported: a shortcut that counts a step
    /// without performing it would hide an `after` step or a `reachable` edge.
    var needsEveryTransition: Bool {
        properties.contains { $0.form == .after || $0.form == .reachable }
    }

    /// A state found, with its index and fingerprint.
    func visit(_ index: Int, fingerprint: UInt64, _ sim: Simulator) {
        if keepsFingerprints { fingerprints.append(fingerprint) }
        guard !undecided.isEmpty || !reachables.isEmpty else { return }
        // The fields the tests compare, each read once for all of them.
        var fields = StateFields()
        if !undecided.isEmpty, sim.isRunning {
            var broken = false
            // (each test read from its own array: a copy of a whole property retains its names
            // and every closure, once per state and property)
            for i in undecided {
                // Once `when:` is known to hold somewhere (the property is not vacuous), it is
                // evaluated only in a state that would break the property: most fit a `never`
                // description no more than they break an `always` one.
                let breaks = fitsDescription(i, sim, &fields) == (forms[i] == .never)
                if tested[i], !breaks { continue }
                if !holdsWhen(i, sim, &fields) { continue }
                tested[i] = true
                if breaks {
                    breaking[i] = index
                    broken = true
                }
            }
            if broken { undecided.removeAll { breaking[$0] != nil } }
        }
        for i in reachables where fitsDescription(i, sim, &fields) {
            let word = index >> 6
            while fits[i, default: []].count <= word { fits[i]?.append(0) }
            fits[i]?[word] |= 1 << UInt64(index & 63)
        }
    }

    /// Whether the state fits property `i`'s description.
    @inline(__always)
    private func fitsDescription(_ i: Int, _ sim: Simulator, _ fields: inout StateFields) -> Bool {
        if let test = describesTests[i] { return test.holds(in: sim, &fields) }
        return describes[i](sim)
    }

    /// Whether property `i` applies in the state (its `when:` holds).
    @inline(__always)
    private func holdsWhen(_ i: Int, _ sim: Simulator, _ fields: inout StateFields) -> Bool {
        if let test = appliesTests[i] { return test.holds(in: sim, &fields) }
        return applies[i]?(sim) ?? true
    }

    /// A step performed from the state `state` (the `k`th of its steps), leading to a state
    /// with `fingerprint`, which `sim` is now in; `screen` was frontmost before it.
    func transition(
        from state: Int, step k: Int, _ step: Step, screen: String?, wasRunning: Bool,
        to fingerprint: UInt64, _ sim: Simulator
    ) {
        if keepsEdges {
            edgeSources.append(UInt32(truncatingIfNeeded: state))
            edgeTargets.append(fingerprint)
        }
        if !afters.isEmpty {
            var fields = StateFields()
            for i in afters {
                guard let follows = follows[i], follows(step) else { continue }
                tested[i] = true
                if breaking[i] == nil, !fitsDescription(i, sim, &fields) {
                    breaking[i] = state
                    breakingStep[i] = k
                }
            }
        }
        guard findsSilentSteps, wasRunning, fingerprints.indices.contains(state) else { return }
        guard fingerprints[state] == fingerprint else {
            // A tap that changed the device here is no button that does nothing, only an
            // idempotent one where it changes nothing (the tab already selected, the flag already
            // set): it is not reported.
            if case .tap(let action, _) = step, let screen {
                changingTaps.insert(TapPlace(screen: screen, action: action))
            }
            return
        }
        let key: String
        let kind: SilentStep.Kind
        switch step {
        case .tap(let action, _):
            // An action declared with no effects does nothing on purpose (the model leaves it out).
            guard let screen, let spec = app.screens[screen],
                spec.actions.contains(where: { $0.name == action && !$0.effects.isEmpty })
            else { return }
            key = "tap|" + screen + "|" + action
            kind = .tap
        case .open(let link, _):
            guard app.links[link]?.effects.isEmpty == false else { return }
            key = "open|" + link
            kind = .link
        default:
            return
        }
        guard silent[key] == nil else { return }
        silent[key] = (kind, screen ?? "not running", state, k, step)
        silentOrder.append(key)
    }

    /// Each property's verdict, in declaration order.
    public func verdicts(in exploration: Exploration) -> [PropertyVerdict] {
        let explorer = exploration.explorer
        return properties.indices.map { i in
            let p = properties[i]
            if p.form == .reachable {
                return reachableVerdict(i, in: exploration)
            }
            guard let state = breaking[i] else {
                if !tested[i], p.form == .after {
                    return PropertyVerdict(
                        property: p, outcome: .vacuous("no state reached takes its step"))
                }
                if !tested[i], p.applies != nil {
                    return PropertyVerdict(
                        property: p, outcome: .vacuous("its when: holds in no state reached"))
                }
                return PropertyVerdict(property: p, outcome: .held)
            }
            var (sim, path) = explorer.replay(state, in: exploration)
            if let k = breakingStep[i], let s = sim, let step = explorer.step(k, in: s) {
                path.steps.append(step)
                sim = nil
            }
            let message: String
            switch p.form {
            case .never: message = "a state reached fits what it says never shows"
            case .always: message = "a state reached does not fit what it says always shows"
            case .after:
                message =
                    "after "
                    + (path.steps.last.map { "'\(ScenarioText.step($0))'" } ?? "its step")
                    + " the state does not fit its expect:"
            case .reachable: message = ""
            }
            return PropertyVerdict(property: p, outcome: .violated(path, message: message))
        }
    }

    /// From every state found, some path leads to one that fits: found backwards from those that fit.
    private func reachableVerdict(_ i: Int, in exploration: Exploration) -> PropertyVerdict {
        let p = properties[i]
        let count = exploration.stateCount
        var index: [UInt64: UInt32] = [:]
        index.reserveCapacity(fingerprints.count)
        for (s, f) in fingerprints.enumerated() { index[f] = UInt32(truncatingIfNeeded: s) }
        // The steps into each state, as a list of sources by target (counting sort).
        var start = [Int](repeating: 0, count: count + 1)
        var targets = [Int](repeating: -1, count: edgeTargets.count)
        var expanded = [Bool](repeating: false, count: count)
        for e in edgeTargets.indices {
            guard let t = index[edgeTargets[e]], Int(t) < count else { continue }
            targets[e] = Int(t)
            start[Int(t) + 1] += 1
            if Int(edgeSources[e]) < count { expanded[Int(edgeSources[e])] = true }
        }
        for s in 0..<count { start[s + 1] += start[s] }
        var fill = start
        var sources = [Int](repeating: 0, count: edgeTargets.count)
        for e in edgeTargets.indices where targets[e] >= 0 {
            sources[fill[targets[e]]] = Int(edgeSources[e])
            fill[targets[e]] += 1
        }
        let bits = fits[i] ?? []
        var leads = [Bool](repeating: false, count: count)
        var queue: [Int] = []
        for s in 0..<count where (s >> 6) < bits.count && bits[s >> 6] & (1 << UInt64(s & 63)) != 0
        {
            leads[s] = true
            queue.append(s)
        }
        var head = 0
        while head < queue.count {
            let t = queue[head]
            head += 1
            for e in start[t]..<start[t + 1] where !leads[sources[e]] {
                leads[sources[e]] = true
                queue.append(sources[e])
            }
        }
        // The first state (the nearest a start) that was expanded and leads nowhere that fits.
        guard let stuck = (0..<count).first(where: { expanded[$0] && !leads[$0] }) else {
            return PropertyVerdict(property: p, outcome: .held)
        }
        let path = exploration.explorer.replay(stuck, in: exploration).path
        return PropertyVerdict(
            property: p,
            outcome: .violated(
                path, message: "from the state this path reaches, no path leads to it"))
    }

    /// The taps found to change nothing in every state they were taken in, and the links found
    /// to change nothing in some running state, each once, in the order found.
    public func silentSteps(in exploration: Exploration) -> [SilentStep] {
        let explorer = exploration.explorer
        return silentOrder.compactMap { key in
            guard let s = silent[key] else { return nil }
            if s.kind == .tap, case .tap(let action, _) = s.tapped,
                changingTaps.contains(TapPlace(screen: s.screen, action: action))
            {
                return nil
            }
            let (sim, path) = explorer.replay(s.state, in: exploration)
            guard let sim, let step = explorer.step(s.step, in: sim) else { return nil }
            var full = path
            full.steps.append(step)
            return SilentStep(kind: s.kind, screen: s.screen, step: step, path: full)
        }
    }
}
