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
/// the state handed over). It walks up from the state only until it meets that last path (most
/// often at the parent), not to the start. And it keeps, for each state along the path, the
/// steps it performed one from: siblings rebuilt one after another all start from their parent,
/// and the parents of a level from theirs, whose steps are each worked out once, not once a child.
struct StateRebuilder {
    /// A state along the last path rebuilt: its checkpoint, and its steps once worked out.
    private struct Link {
        var state: Int
        var checkpoint: Simulator.Checkpoint
        var steps: [AvailableStep]?
    }

    /// The states along the last path rebuilt, from its start.
    private var chain: [Link] = []
    /// The states to reach past the deepest one the chain shares, the last first (kept to reuse
    /// its storage).
    private var ahead: [Int] = []
    /// Step lists no longer in the chain, kept to reuse their storage.
    private var spareSteps: [[AvailableStep]] = []

    /// Puts `sim` in `state`, rebuilt from its path in `exploration`; `false` if a step of the
    /// path is no longer there or fails (which a deterministic app does not do), `sim` then in
    /// some state along the path. A path that shares no state with the last begins at its
    /// start's simulator in `starts` (``Explorer/startSimulator(of:in:kept:)``: the walk's own).
    mutating func rebuild(
        _ state: Int, in exploration: Exploration, by explorer: Explorer, on sim: inout Simulator,
        starts: inout [Int: Simulator]
    ) -> Bool {
        // Up from the state until the chain holds one (its path is then the chain's up to there)
        // or a start is reached.
        ahead.removeAll(keepingCapacity: true)
        var current = state
        var shared = 0
        while true {
            if let position = chain.lastIndex(where: { $0.state == current }) {
                shared = position + 1
                break
            }
            ahead.append(current)
            guard exploration.parents.indices.contains(current) else { return false }
            let parent = exploration.parents[current]
            if parent == UInt32.max { break }
            current = Int(parent)
        }
        while chain.count > shared {
            if let steps = chain.removeLast().steps { spareSteps.append(steps) }
        }
        if shared > 0 {
            sim.rewind(to: chain[shared - 1].checkpoint)
        } else {
            guard let first = ahead.popLast(),
                let checkpoint = explorer.startSimulator(of: first, in: exploration, kept: &starts)?
                    .checkpoint
            else { return false }
            sim.rewind(to: checkpoint)
            chain.append(Link(state: first, checkpoint: checkpoint))
        }
        while let next = ahead.popLast() {
            if exploration.steps[next] == UnreadKeys.forkStep {
                guard explorer.applyFork(of: next, in: exploration, to: &sim) != nil else {
                    chain.removeAll()
                    return false
                }
                chain.append(Link(state: next, checkpoint: sim.checkpoint))
                continue
            }
            let last = chain.count - 1
            if chain[last].steps == nil {
                var steps = spareSteps.popLast() ?? []
                explorer.steps(in: sim, into: &steps)
                chain[last].steps = steps
            }
            let k = Int(exploration.steps[next])
            guard let steps = chain[last].steps, steps.indices.contains(k) else {
                chain.removeAll()
                return false
            }
            do {
                try sim.perform(steps[k].step)
            } catch {
                chain.removeAll()
                return false
            }
            chain.append(Link(state: next, checkpoint: sim.checkpoint))
        }
        return true
    }
}
