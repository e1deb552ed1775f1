/// Running effect lists: each effect goes to its family (`Effect.semantics`), in order, for an actor.
extension Simulator {
    /// Whether an effect list ran to its end or was stopped (a failed guard, a crash).
    enum Completion {
        case finished, stopped
    }

    /// Runs effects in order. With `followsFrontmost`, each effect acts for whatever screen is
    /// frontmost when it runs (launch rules, links); otherwise for `actor`, which becomes the
    /// parent coordinator once `finish` has run. `actorIsFrontmost`: the caller has just found
    /// `actor` frontmost (a link's, for its `when:`) and nothing changed since, so the first
    /// effect acts for it as it is, not for the frontmost screen found again.
    @discardableResult
    mutating func run(
        _ effects: [Effect], actor: inout Actor, followsFrontmost: Bool,
        actorIsFrontmost: Bool = false
    ) throws(StepError) -> Completion {
        // Effects that run effects again (a launch rule's `then:` running `decide`) would recurse
        // until the stack overflows: fail the step instead, leaving the device as it was.
        guard effectDepth < Self.maximumEffectDepth else {
            effectNesting = effects.first.map { ["\($0)"] } ?? []
            throw StepError(.effectsTooDeep(limit: Self.maximumEffectDepth), "")
        }
        if effectDepth == 0 { effectsInRun = 0 }
        effectDepth += 1
        defer { effectDepth -= 1 }
        // (the list's loop inside the do, not a function of its own: a frame more a level would
        // take stack that nesting needs)
        do throws(StepError) {
            var isFrontmost = actorIsFrontmost
            var outcome = Completion.finished
            for effect in effects {
                // not `guard let running = device.app`: a copy kept while the effect changes the app
                // would make it copy its memory
                guard storedDevice.isRunning else { return .stopped }
                // Fan-out within the depth limit would take exponential time: count every effect.
                effectsInRun += 1
                guard effectsInRun <= Self.maximumEffectsPerRun else {
                    throw StepError(
                        .tooManyEffects(limit: Self.maximumEffectsPerRun),
                        "the effects of one action, link or launch rule ran more than \(Self.maximumEffectsPerRun) effects, nested ones included (links that post several links that post several…); the effect that went past it is '\(effect)'"
                    )
                }
                if isFrontmost {
                    isFrontmost = false
                } else if followsFrontmost
                    || storedDevice.app?.hasCoordinator(actor.coordinator) != true
                {
                    actor = frontmostActor(arguments: actor.arguments)
                }
                trace.log(.effect(effect))
                if !transitionState.isEmpty { noteAnimatedChange(effect) }
                if try effect.semantics.apply(
                    effect, to: &self, actor: &actor, followsFrontmost: followsFrontmost)
                    == .stopped
                {
                    outcome = .stopped  // (a handler set before it still runs)
                    break
                }
            }
            // The outermost list's animations end with it, and their completion handlers run
            // (inside this list's count of effects): an action's, a link's, a held link's or an
            // appearance callback's alike. (One call, not inlined: each level of nesting
            // takes this function's frame, and the deepest nesting must fit a small stack.)
            if effectDepth == 1 { try endTransitionsOfOutermostList() }
            return outcome
        } catch {
            guard case .effectsTooDeep = error.reason else { throw error }
            // Unwinding a step that nested too deep: note this list, and at the outermost one
            // say what the lists were.
            effectNesting.append(effects.first.map { "\($0)" } ?? "(no effects)")
            guard effectDepth == 1 else { throw error }
            let nesting = EffectNesting(lists: effectNesting.reversed())
            effectNesting = []
            throw StepError(error.reason, nesting.message(limit: Self.maximumEffectDepth))
        }
    }

    /// Effects that act through the acting coordinator need it alive. A screen outlives its
    /// coordinator when a stack or tabs flow finishes (nothing changes on screen), or when a
    /// push flow finishes from a screen it presented; such a screen's coordinator is gone.
    /// (Inlined, as the other checks a mutating step calls on the way: a call of a method that
    /// does not mutate from one that does copies the whole simulator, some 450 bytes, first.)
    @inline(__always)
    func requireLiveCoordinator(_ actor: Actor, for effect: Effect) throws(StepError) {
        // (read in place: a copy of the running app would retain its parts)
        guard storedDevice.app?.hasCoordinator(actor.coordinator) == false,
            let running = storedDevice.app
        else { return }
        let screen = actor.screenName(in: running)
        throw StepError(
            .finishedCoordinator(screen: screen),
            "'\(screen)' belongs to a coordinator that has finished, so nothing handles '\(effect)'; finish a flow only when its screens leave the window"
        )
    }
}
