/// The paths of an exploration: the simulators its starts begin from, and the replay of a
/// state's path, fork by fork (``UnreadKeys``) and step by step, for its scenario.
extension Explorer {
    /// A simulator for a start: no trace, and no lifecycle counts (``Simulator/countsLifecycle``):
    /// they are no part of a state and no check reads them.
    func startSimulator(given: [Param]) -> Simulator? {
        guard var sim = try? Simulator(app: app, given: given, traceCapacity: 0) else { return nil }
        sim.countsLifecycle = false
        return sim
    }

    /// The same, from a copy of `base` (a fresh install's, whose tables a copy shares) with the
    /// given values written: no tables built again.
    /// The keys the walk reads lazily start unread (``UnreadKeys``).
    func startSimulator(given: [Param], from base: Simulator?) -> Simulator? {
        guard var sim = base ?? startSimulator(given: []) else { return nil }
        for p in given {
            do { try sim.writeState(p.name, p.value) } catch { return nil }
        }
        sim.device.store.markUnread(unread.mask)
        return sim
    }

    /// Rebuilds a state from its path: the start's inputs, then each step by its index.
    func replay(_ state: Int, in exploration: Exploration) -> (
        sim: Simulator?, path: ExplorationPath
    ) {
        var fresh: [Int: Simulator] = [:]
        var reached: [Int: Replayed] = [:]
        return replay(state, in: exploration, fresh: &fresh, reached: &reached)
    }

    /// A state a replay went through: the simulator in it, and the path that led there.
    struct Replayed {
        var sim: Simulator
        var path: ExplorationPath
    }

    /// The same, going on from the last state of the path that `reached` holds, if any (the
    /// problems' paths share their first steps), else from a copy of the start's simulator in
    /// `fresh` (by the start's index) if it holds one, keeping the one it builds there (building
    /// a simulator builds its tables from the app, and a copy is the same simulator); each state
    /// it goes through is kept in `reached` (a few thousand at most).
    func replay(
        _ state: Int, in exploration: Exploration, fresh: inout [Int: Simulator],
        reached: inout [Int: Replayed]
    ) -> (sim: Simulator?, path: ExplorationPath) {
        var states: [Int] = []
        guard exploration.statesOnPath(to: state, into: &states), let first = states.first else {
            return (nil, ExplorationPath())
        }
        var position = 0
        var sim: Simulator
        var path: ExplorationPath
        if let known = states.indices.last(where: { reached[states[$0]] != nil }),
            let replayed = reached[states[known]]
        {
            (position, sim, path) = (known, replayed.sim, replayed.path)
        } else {
            path = ExplorationPath(given: startInputs(of: first, in: exploration))
            guard let start = startSimulator(of: first, in: exploration, kept: &fresh) else {
                return (nil, path)
            }
            sim = start
        }
        for s in states[(position + 1)...] {
            if exploration.steps[s] == UnreadKeys.forkStep {
                guard let given = applyFork(of: s, in: exploration, to: &sim) else {
                    return (nil, path)
                }
                path.setGiven(given, keyOrder: app)
                if reached.count < 4_096 { reached[s] = Replayed(sim: sim, path: path) }
                continue
            }
            guard let step = step(Int(exploration.steps[s]), in: sim) else { return (nil, path) }
            path.steps.append(step)
            do { try sim.perform(step) } catch { return (nil, path) }
            if reached.count < 4_096 { reached[s] = Replayed(sim: sim, path: path) }
        }
        return (sim, path)
    }

    /// The step a path record names: the `k`th of ``steps(in:)`` in the state `sim` is in.
    func step(_ k: Int, in sim: Simulator) -> Step? {
        let available = steps(in: sim)
        return available.indices.contains(k) ? available[k].step : nil
    }

    /// The stored inputs of the start state `first` (``Exploration/statesOnPath(to:into:)``).
    func startInputs(of first: Int, in exploration: Exploration) -> [Param] {
        guard exploration.startOrdinals.indices.contains(first) else { return [] }
        return exploration.startPoints[exploration.startOrdinals[first]]
    }

    /// The simulator of the start state `first`: a copy of the one `kept` holds for its start,
    /// or one built (and kept there).
    func startSimulator(of first: Int, in exploration: Exploration, kept: inout [Int: Simulator])
        -> Simulator?
    {
        if let sim = kept[first] { return sim }
        // A start not kept is built from a copy of a fresh install's simulator (the first
        // start's, when it is one), with its values written.
        if exploration.startOrdinals.first == 0, kept[0] == nil {
            kept[0] = startSimulator(given: [])
        }
        let freshInstall = exploration.startOrdinals.first == 0 ? kept[0] : nil
        let sim = startSimulator(
            given: startInputs(of: first, in: exploration),
            from: freshInstall ?? startSimulator(given: []))
        if kept.count < 64 { kept[first] = sim }
        return sim
    }
}
