extension CoverageUniverse {
    /// The states a coverage exploration sees at most, per app: on the sample apps, 5,000 states
    /// reach every item that 100,000 reach but one screen, in a twentieth of the time.
    public static let defaultExplorationStates = 5_000

    /// What `app` declares, and of it what a breadth-first exploration of every launch state and
    /// every step reaches (``Explorer``, with leaking states expanded: a leak does not stop the
    /// user). An exploration that saw every reachable state decides ``reachable``: what it did not
    /// reach, no scenario can. One stopped by `maxStates` proves nothing unreachable (the rest may
    /// lie deeper), so everything declared stays reachable and ``foundByExploration`` says what it
    /// saw.
    public init(exploring app: AppDefinition, maxStates: Int = defaultExplorationStates) {
        self.init(declaredBy: app)
        var options = Explorer.Options()
        options.maxStates = max(1, maxStates)
        options.expandsLeakingStates = true
        // Only a walk that left no state out proves an item unreachable: no repeat bound and no
        // tabs walked apart (each leaves states out), and the stack-depth bound, a walk ended by
        // which proves nothing, as before.
        options.maxRepeats = nil
        options.keepsTabsApart = false
        options.maxStackDepth = Explorer.defaultMaxStackDepth
        var recorder = CoverageRecorder()
        // Every state but a start (not launched: nothing on screen yet) is reached by a
        // transition, which records what is on screen after it: visits add nothing.
        let exploration = Explorer(app: app, options: options).explore(
            transition: { step, frontmost, after in
                recorder.record(step, frontmost: frontmost, after: after)
            })
        foundByExploration = Set(recorder.hits.keys).intersection(declared)
        exploredStates = exploration.stateCount
        explorationBound = exploration.stoppedBy
        if exploration.isComplete {
            reachable = foundByExploration
            isExplored = true
        }
    }

    /// Declared items that a bounded exploration did not reach: likely dead, though a deeper path
    /// may reach them (empty when the exploration saw everything: those are unreachable).
    public var notFoundByExploration: Set<CoverageItem> {
        guard explorationBound != nil else { return [] }
        return declared.subtracting(foundByExploration)
    }
}
