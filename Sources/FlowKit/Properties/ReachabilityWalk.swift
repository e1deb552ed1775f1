/// Whether some path leads from one state to a state that fits a description: what `flowsim
/// run` asks of a `reachable:` property at the end of a scenario. A breadth-first walk from the
/// simulator's state over every step exploration takes (``Explorer/steps(in:)``), leaving out
/// states past the repeat bound as exploration does (``Explorer/Options/maxRepeats``), that
/// stops at the first state that fits, or when it has seen every state it can reach, or at
/// `maxStates`.
///
/// ```swift
/// let outcome = ReachabilityWalk(app: app).walk(from: sim) { $0.rootFlow == "Main" }
/// if case .unreachable(let states) = outcome { … }   // no path leads there
/// ```
public struct ReachabilityWalk: Sendable {
    public enum Outcome: Equatable, Sendable {
        /// A state that fits is this many steps away (0: the state itself fits).
        case reached(steps: Int)
        /// Every state reachable within the repeat bound was seen (this many), and none fits.
        case unreachable(states: Int)
        /// `maxStates` states were seen, none fits: the walk cannot tell.
        case unknown(states: Int)
    }

    public let explorer: Explorer
    /// The most states to see before giving up.
    public var maxStates: Int

    public init(app: AppDefinition, maxStates: Int = 50_000) {
        explorer = Explorer(app: app)
        self.maxStates = maxStates
    }

    /// Walks from the state `start` is in until a state `fits`.
    public func walk(from start: Simulator, fits: (Simulator) -> Bool) -> Outcome {
        var sim = start
        sim.countsLifecycle = false
        sim.trace = Trace(capacity: 0)
        if fits(sim) { return .reached(steps: 0) }
        let numbering = IDNumbering.Table(capacity: 1024)
        var seen: Set<UInt64> = [sim.storedDevice.fingerprint(using: numbering)]
        var memo = RepeatMemo()
        var level = [sim.checkpoint]
        var next: [Simulator.Checkpoint] = []
        var available: [AvailableStep] = []
        var depth = 0
        while !level.isEmpty {
            depth += 1
            for checkpoint in level {
                sim.rewind(to: checkpoint)
                explorer.steps(in: sim, into: &available)
                for k in available.indices {
                    do { try sim.perform(available[k].step) } catch { continue }
                    defer { sim.rewind(to: checkpoint) }
                    guard seen.insert(sim.storedDevice.fingerprint(using: numbering)).inserted
                    else { continue }
                    if let limit = explorer.options.maxRepeats,
                        sim.repeatExcess(limit: limit, memo: &memo) != nil
                    {
                        continue
                    }
                    if fits(sim) { return .reached(steps: depth) }
                    if seen.count >= maxStates { return .unknown(states: seen.count) }
                    next.append(sim.checkpoint)
                }
            }
            swap(&level, &next)
            next.removeAll(keepingCapacity: true)
        }
        return .unreachable(states: seen.count)
    }
}
