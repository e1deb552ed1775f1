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
///
/// It works on the explorer's own simulator, which it leaves in the state rebuilt (no copy of
/// the state handed over), and keeps the steps of the last state it performed one from: the
/// siblings rebuilt one after another all start from their parent, whose steps are then worked
/// out once, not once for each.
struct StateRebuilder {
    /// The states along the last path rebuilt, from its start, with a checkpoint of each.
    private var chain: [(state: Int, checkpoint: Simulator.Checkpoint)] = []
    /// The checkpoint of each start's state (by start index), to begin a path from.
    private var starts: [Int: Simulator.Checkpoint] = [:]
    /// The path being rebuilt, start first (kept to reuse its storage).
    private var path: [Int] = []
    /// The steps of the state ``stepsState`` (``Explorer/steps(in:into:)``), which the last
    /// step performed started from.
    private var steps: [AvailableStep] = []
    private var stepsState = -1

    /// Puts `sim` in `state`, rebuilt from its path in `exploration`; `false` if a step of the
    /// path is no longer there or fails (which a deterministic app does not do), `sim` then in
    /// some state along the path.
    mutating func rebuild(
        _ state: Int, in exploration: Exploration, by explorer: Explorer, on sim: inout Simulator
    ) -> Bool {
        guard exploration.statesOnPath(to: state, into: &path), let first = path.first else {
            return false
        }
        var shared = 0
        while shared < chain.count, shared < path.count, chain[shared].state == path[shared] {
            shared += 1
        }
        chain.removeLast(chain.count - shared)
        if shared > 0 {
            sim.rewind(to: chain[shared - 1].checkpoint)
        } else {
            let start = Int(exploration.steps[first])
            if starts[start] == nil {
                guard
                    let fresh = explorer.startSimulator(
                        given: explorer.startInputs(of: first, in: exploration))
                else { return false }
                starts[start] = fresh.checkpoint
            }
            guard let checkpoint = starts[start] else { return false }
            sim.rewind(to: checkpoint)
            chain.append((first, checkpoint))
            shared = 1
        }
        for position in shared..<path.count {
            let parent = path[position - 1]
            if stepsState != parent {
                explorer.steps(in: sim, into: &steps)
                stepsState = parent
            }
            let k = Int(exploration.steps[path[position]])
            guard steps.indices.contains(k) else {
                chain.removeAll()
                return false
            }
            do {
                try sim.perform(steps[k].step)
            } catch {
                chain.removeAll()
                return false
            }
            chain.append((path[position], sim.checkpoint))
        }
        return true
    }
}
