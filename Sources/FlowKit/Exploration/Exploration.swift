/// What an ``Explorer`` found: how much it saw, the problems (each once, with its shortest path),
/// and the note when a bound stopped it.
public struct Exploration: Sendable {
    /// A bound that stopped the exploration before every reachable state was seen.
    public enum Bound: Hashable, Sendable {
        /// `maxStates` distinct states were found.
        case maxStates(Int)
        /// States at this depth were not expanded.
        case maxDepth(Int)
        /// States with a navigation stack deeper than this (or a longer modal chain) were not
        /// expanded (``Explorer/Options/maxStackDepth``), and no other bound stopped the exploration.
        case maxStackDepth(Int)
        /// A stop was requested from outside the walk (``WalkStop``: Ctrl-C).
        case interrupted
    }

    /// Distinct states found (launch starts included).
    public internal(set) var stateCount = 0
    /// Steps performed that succeeded, including those that led to a state already found.
    public internal(set) var transitionCount = 0
    /// The most steps from a start to a state found.
    public internal(set) var depthReached = 0
    /// Every starting point the options ask for (``StartPoints``: every combination of the
    /// stored keys the app's conditions read, or a fresh install), produced one at a time.
    public internal(set) var startPoints = StartPoints(freshInstall: ())
    /// How many starting points were built before the walk went on from them or a bound stopped
    /// it (at most ``StartPoints/count``).
    public internal(set) var startsWalked = 0
    /// The stored inputs of each distinct start state, as `given:`, a fresh install first.
    public var starts: [[Param]] { startOrdinals.map { startPoints[$0] } }
    /// How many distinct start states there are (``starts``, without building it).
    public var startOrdinalsCount: Int { startOrdinals.count }
    /// The starting point of each start state (the first states found), by its index in ``startPoints``.
    var startOrdinals: [Int] = []
    /// The bound on repeats the walk kept to (``Explorer/Options/maxRepeats``).
    public var maxRepeats: Int? { explorer.options.maxRepeats }
    /// States found past ``maxRepeats`` (or with a third pending request of one name from one
    /// screen): neither checked nor expanded, nor counted among ``stateCount``.
    public internal(set) var pastRepeatsCount = 0
    /// What took those states past the bound, and how many each, most first (at most 8).
    public internal(set) var pastRepeats: [(excess: RepeatExcess, count: Int)] = []
    /// When a bound stopped the walk: what varies most among the states it left unexpanded
    /// (``LeftStates``), or `nil`.
    public internal(set) var left: LeftStates?
    /// Set when a bound stopped the exploration; `nil` when every reachable state was seen.
    public internal(set) var stoppedBy: Bound?
    /// States found but not expanded because a bound stopped the exploration.
    public internal(set) var unexpandedCount = 0
    /// States found but not expanded because a stack in them was deeper than
    /// ``Explorer/Options/maxStackDepth`` (counted whichever bound stopped the exploration).
    public internal(set) var tooDeepCount = 0
    /// The first of those states (at most 4,096), for the note on what varies among them.
    var tooDeepStates: [Int] = []
    /// Transitions counted without being performed: tab selections known to lead to a state
    /// found already (``SelectShortcut``).
    public internal(set) var skippedSelectionCount = 0
    /// Transitions counted without being performed: steps that undo the push or presentation
    /// that found the state they start from, known to lead back to it (``UndoShortcut``).
    public internal(set) var skippedUndoCount = 0
    /// States found that were not kept whole for their expansion (to be rebuilt from their paths
    /// if their turn comes: past ``Explorer/Options/keptStates``, or in a level the walk will
    /// not reach or not expand to its end).
    public internal(set) var unkeptCount = 0
    /// Each problem once, by kind then place.
    public internal(set) var problems: [ExplorationProblem] = []
    /// The problems grouped by cause (``ExplorationFinding``), most important and shortest first.
    public internal(set) var findings: [ExplorationFinding] = []
    /// The memory that stays with each state found: the fingerprint table and the path records, in bytes a state.
    public internal(set) var bytesPerState = 0.0

    /// The explorer that ran (its app and options).
    public let explorer: Explorer
    /// The parent of each state (`UInt32.max` for a start) and the index of the step from it
    /// (``UnreadKeys/forkStep`` for a fork on a stored value read for the first time).
    var parents: [UInt32] = []
    var steps: [UInt16] = []
    /// The key and value of each state found by a fork (``UnreadKeys/record(key:value:)``).
    var forks: [Int: UInt32] = [:]
    /// How many launch states the walk had: its starts, each a fork on a key read before the
    /// first launch counted once for each value (a fork that meets a state found already, such
    /// as a reinstall's, still counts: it is a combination of values walked).
    public internal(set) var launchStates = 0

    init(explorer: Explorer) {
        self.explorer = explorer
    }

    /// Whether every reachable state within the bounds (``maxRepeats``, pending requests kept
    /// to none, one or more than one) was seen: no other bound stopped the walk.
    public var isComplete: Bool { stoppedBy == nil }

    /// The states on the path to `state`, its start first and `state` last, in `states` (emptied
    /// first, its storage kept); `false` if `state` was not found or its chain of parents does
    /// not end at a start. Each state after the first is reached by the step `steps[s]` of the
    /// state before it; the first is a start, `steps[first]` the index of its inputs in ``starts``.
    func statesOnPath(to state: Int, into states: inout [Int]) -> Bool {
        states.removeAll(keepingCapacity: true)
        var current = state
        while parents.indices.contains(current) {
            states.append(current)
            let parent = parents[current]
            if parent == UInt32.max {
                states.reverse()
                return true
            }
            current = Int(parent)
        }
        return false
    }

    /// The shortest path to a state found, by the index ``Explorer/explore(visit:transition:progress:)`` gave it.
    public func path(to state: Int) -> ExplorationPath {
        explorer.replay(state, in: self).path
    }
}
