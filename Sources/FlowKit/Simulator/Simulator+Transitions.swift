/// Transitions under way within a step: an animated `present` or `dismiss` keeps its presenter's
/// presentation in progress until the animation ends, and a `completion:` handler runs when it
/// has. Animations end with the outermost effect list (the action's, the link's): the state
/// after a step has none under way (Documentation/UIKitRules.md, A1–A4).
extension Simulator {
    /// A `completion:` handler waiting for its animation to end, with the actor that wrote it.
    struct PendingCompletion: Sendable {
        var effects: [Effect]
        var actor: Actor
        var followsFrontmost: Bool
    }

    /// How many times the completion handlers of one step may start animated transitions with
    /// completion handlers of their own (a handler that posts the link that set it, in a loop).
    public static let maximumCompletionRounds = 16

    /// Runs `change` with its `animated:` flag, and its `completion:` handler once the
    /// transition has finished: right after an unanimated change, at the end of the step after
    /// an animated one.
    mutating func runTransition(
        _ change: Effect, animated: Bool, completion: [Effect], actor: inout Actor,
        followsFrontmost: Bool
    ) throws(StepError) -> Completion {
        let before = presentationTransitionLevel
        if try change.semantics.apply(
            change, to: &self, actor: &actor, followsFrontmost: followsFrontmost) == .stopped
        {
            return .stopped
        }
        guard animated else {
            // No animation: the presentation is not in progress after the call (A2).
            presentationTransitionLevel = before
            if completion.isEmpty { return .finished }
            return try run(completion, actor: &actor, followsFrontmost: followsFrontmost)
        }
        if !completion.isEmpty {
            pendingCompletions.append(
                PendingCompletion(
                    effects: completion, actor: actor, followsFrontmost: followsFrontmost))
        }
        return .finished
    }

    /// The end of the outermost effect list: its animations end and its handlers run
    /// (``finishTransitions()``), when there are any.
    @inline(never)
    mutating func endTransitionsOfOutermostList() throws(StepError) {
        if hasTransitionsUnderWay, !transitionHold.holds { try finishTransitions() }
    }

    /// Whether an animation or a completion handler is still under way in the step.
    var hasTransitionsUnderWay: Bool {
        presentationTransitionLevel >= 0 || !pendingCompletions.isEmpty
    }

    /// The end of the step's animations: each completion handler runs, in the order the
    /// transitions started; the transitions they start end in turn (A3).
    mutating func finishTransitions() throws(StepError) {
        var rounds = 0
        while !pendingCompletions.isEmpty {
            presentationTransitionLevel = -1
            rounds += 1
            guard rounds <= Self.maximumCompletionRounds else {
                throw StepError(
                    .tooManyEffects(limit: Self.maximumCompletionRounds),
                    "completion handlers kept starting animated transitions with completion handlers, more than \(Self.maximumCompletionRounds) rounds in one step (a handler that runs the effects that set it); end the chain with a transition that has no completion:"
                )
            }
            let handlers = pendingCompletions
            pendingCompletions = []
            for handler in handlers {
                guard storedDevice.isRunning else { break }
                var actor = handler.actor
                try run(handler.effects, actor: &actor, followsFrontmost: handler.followsFrontmost)
            }
        }
        presentationTransitionLevel = -1
    }

    /// A1: a presentation from the presenter at `level` while its own presentation or
    /// dismissal animates is dropped by UIKit ("Attempt to present … while a presentation is in
    /// progress"): the step fails with that warning. (Inlined: the allowed path compares two
    /// integers; the error is made apart.)
    @inline(__always)
    func refuseWhilePresentationInProgress(
        _ presented: @autoclosure () -> String, fromLevel level: Int
    ) throws(StepError) {
        guard level == presentationTransitionLevel else { return }
        try throwPresentationInProgress(presented(), fromLevel: level)
    }

    /// The error of ``refuseWhilePresentationInProgress(_:fromLevel:)``, unless the presenter
    /// presents a screen already: P1's refusal says that.
    private func throwPresentationInProgress(_ presented: String, fromLevel level: Int)
        throws(StepError)
    {
        if (try? windowRefusingPresentation(fromLevel: level)) ?? nil != nil { return }
        let on = storedDevice.app?.window.visibleTop(atLevel: level)?.description ?? "?"
        throw StepError(
            .presentationInProgress(presenting: presented, on: on),
            "Attempt to present '\(presented)' on '\(on)' while a presentation is in progress: UIKit drops it and shows nothing; present it in the completion: of the dismiss or present before it, or make that one animated: false"
        )
    }
}
