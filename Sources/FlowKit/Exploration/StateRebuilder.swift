/// Rebuilds the states an explorer did not keep whole (past ``Explorer/Options/keptStates`` in a
/// breadth-first level) from their paths, taking up the path of the state it rebuilt before.
///
/// A level's states come in the order they were found: the children of one state one after
/// another, the children of its next sibling after them. So the path to a state shares all but
/// its last step or two with the path to the state rebuilt before it. The rebuilder keeps a
/// checkpoint of every state along that last path and, for the next state, rewinds to the
/// deepest one the two paths share and performs only the steps after it: one or two steps a
/// state, where replaying each path from its start took as many steps as the state is deep
/// (a walk of a million states, most of them rebuilt, spent most of its time there).
struct StateRebuilder {
    /// The states along the last path rebuilt, from its start, with a checkpoint of each.
    private var chain: [(state: Int, checkpoint: Simulator.Checkpoint)] = []
    /// The simulator that performs the steps, and each start's simulator (by start index) to
    /// begin a path from.
    private var simulator: Simulator?
    private var starts: [Int: Simulator] = [:]
    /// The path being rebuilt, start first (kept to reuse its storage).
    private var path: [Int] = []

    /// The checkpoint of `state`, rebuilt from its path in `exploration`; `nil` if a step of the
    /// path is no longer there or fails (which a deterministic app does not do).
    mutating func rebuild(
        _ state: Int, in exploration: Exploration, by explorer: Explorer
    ) -> Simulator.Checkpoint? {
        guard exploration.statesOnPath(to: state, into: &path), let first = path.first else {
            return nil
        }
        var shared = 0
        while shared < chain.count, shared < path.count, chain[shared].state == path[shared] {
            shared += 1
        }
        chain.removeLast(chain.count - shared)
        var sim: Simulator
        if shared > 0, var kept = simulator.take() {
            kept.rewind(to: chain[shared - 1].checkpoint)
            sim = kept
        } else {
            chain.removeAll()
            guard let fresh = explorer.startSimulator(of: first, in: exploration, kept: &starts)
            else { return nil }
            sim = fresh
            chain.append((first, sim.checkpoint))
            shared = 1
        }
        defer { simulator = sim }
        for position in shared..<path.count {
            guard let step = explorer.step(Int(exploration.steps[path[position]]), in: sim) else {
                chain.removeAll()
                return nil
            }
            do {
                try sim.perform(step)
            } catch {
                chain.removeAll()
                return nil
            }
            chain.append((path[position], sim.checkpoint))
        }
        return chain.last?.checkpoint
    }
}
