/// Steps that act while a transition runs: a step with `settle: false` leaves its animations
/// running, and the next step happens during them (Documentation/UIKitRules.md, A5–A8). The
/// state after a step that settles has no transition under way, as before.
extension Simulator {
    /// How the step under way leaves or meets a transition in progress.
    struct TransitionHold: Sendable {
        /// The step under way leaves its transitions running (`settle: false`).
        var holds = false
        /// The first animated change of the step under way, while it holds.
        var kind: TransitionInProgress.Kind?
        /// The frontmost screen when the held step began.
        var screenSeenAtStart: ScreenID?
        /// The transition the step under way (or the last step) happened during, taken from
        /// ``Simulator/transitionInProgress`` when it began.
        var resumed: TransitionInProgress?

        /// Nothing held, nothing resumed.
        var isEmpty: Bool { !holds && kind == nil && screenSeenAtStart == nil && resumed == nil }
    }

    /// ``transitionInProgress`` and ``transitionHold`` together, stored apart from the simulator
    /// (``Simulator/transitionState``).
    struct TransitionState: Sendable {
        var held: TransitionInProgress?
        var hold: TransitionHold
    }

    /// The transition the last step left running (`settle: false`); the next step happens
    /// during it (A5–A8).
    public internal(set) var transitionInProgress: TransitionInProgress? {
        get { transitionState.first?.held }
        set { setTransitionState(held: newValue, hold: transitionHold) }
    }

    /// How the step under way leaves or meets a transition in progress.
    var transitionHold: TransitionHold {
        get { transitionState.first?.hold ?? TransitionHold() }
        set { setTransitionState(held: transitionInProgress, hold: newValue) }
    }

    private mutating func setTransitionState(held: TransitionInProgress?, hold: TransitionHold) {
        if held == nil, hold.isEmpty {
            if !transitionState.isEmpty { transitionState = [] }
        } else {
            transitionState = [TransitionState(held: held, hold: hold)]
        }
    }

    /// Performs a step written with `settle: false`, or a step and the one made before its
    /// animations end (an explorer's double tap).
    mutating func performLeavingTransitionsRunning(_ step: Step) throws(StepError) {
        switch step {
        case .unsettled(let inner):
            if case .unsettled = inner { return try perform(inner) }
            if case .interleaved(let first, let second) = inner {
                try performInterleaved(first, second, settles: false)
                return
            }
            let wasHolding = transitionHold
            transitionHold = TransitionHold(
                holds: true, kind: TransitionInProgress.Kind(userStep: inner),
                screenSeenAtStart: storedDevice.app?.window.frontmost?.id)
            defer { transitionHold = wasHolding }
            try perform(inner)
        case .interleaved(let first, let second):
            try performInterleaved(first, second, settles: true)
        default:
            try perform(step)
        }
    }

    /// `first` with its animations left running, then `second` during them; on a failure of
    /// either, the device is left as it was before `first`. A `first` that starts no
    /// transition makes this no step of its own (it fails with ``StepError/Reason/nothingAnimating``).
    private mutating func performInterleaved(_ first: Step, _ second: Step, settles: Bool)
        throws(StepError)
    {
        let saved = checkpoint
        let heldBefore = transitionInProgress
        try perform(.unsettled(first))
        guard transitionInProgress != nil else {
            rewind(to: saved)
            transitionInProgress = heldBefore
            throw StepError(
                .nothingAnimating(step: first.description),
                "'\(first)' started no animated transition, so '\(second)' cannot happen during one; write them as two steps"
            )
        }
        do {
            try perform(settles ? second : .unsettled(second))
        } catch {
            rewind(to: saved)
            transitionInProgress = heldBefore
            throw error
        }
        // What the pair added is not one addition to the state it started from.
        lastAddition = nil
    }

    /// At the start of a step: the transition the last step left running is under way again,
    /// its presenter's presentation in progress and its completion handlers waiting. Returns it,
    /// to be put back if the step fails.
    @inline(never)
    mutating func resumeTransitionInProgress() -> TransitionInProgress? {
        guard let held = transitionInProgress else {
            if transitionHold.resumed != nil { transitionHold.resumed = nil }
            return nil
        }
        transitionInProgress = nil
        transitionHold.resumed = held
        presentationTransitionLevel = held.presentationLevel
        pendingCompletions = held.completions
        return held
    }

    /// After a failed step: the transition in progress is the one before it.
    @inline(never)
    mutating func restoreTransitionInProgress(_ held: TransitionInProgress?) {
        transitionHold.resumed = nil
        transitionInProgress = held
    }

    /// After the step's own changes: a second push of the screen a held push put on top is
    /// refused (A6); the animations end, with their completion handlers, unless the step holds
    /// them.
    @inline(never)
    mutating func settleTransitions() throws(StepError) {
        // (`resumed` stays until the next step begins: a step that holds its transitions
        // carries the resumed one's kind and handlers on)
        if let held = transitionHold.resumed, held.kind == .push, let pushed = held.pushedScreen {
            try refusePushedTwice(pushed)
        }
        if hasTransitionsUnderWay, !transitionHold.holds { try finishTransitions() }
    }

    /// At the end of a step that holds its transitions: what is still animating becomes the
    /// transition in progress, which the next step meets.
    mutating func holdTransitionsUnderWay() {
        let resumed = transitionHold.resumed
        guard let kind = resumed?.kind ?? transitionHold.kind else {
            transitionInProgress = nil
            return
        }
        let pushed =
            resumed?.pushedScreen
            ?? (kind == .push ? storedDevice.app?.window.frontmostNavigationStack?.top?.id : nil)
        transitionInProgress = TransitionInProgress(
            kind: kind,
            screenStillSeen: resumed?.screenStillSeen ?? transitionHold.screenSeenAtStart,
            pushedScreen: pushed, presentationLevel: presentationTransitionLevel,
            completions: pendingCompletions)
    }

    /// While the step holds its transitions: the first animated change it makes names the
    /// transition in progress. (Not inlined: the effect runner's frame, taken again at each
    /// level of nesting, must stay small enough for the deepest nesting.)
    @inline(never)
    mutating func noteAnimatedChange(_ effect: Effect) {
        guard transitionHold.holds, transitionHold.kind == nil else { return }
        switch effect {
        case .transition(let change, let animated, _):
            if animated { noteAnimatedChange(change) }
        case .start(let flow):
            switch flowTraits[flow.name]?.kind {
            case .present: transitionHold.kind = .present
            case .push: transitionHold.kind = .push
            default: break
            }
        default:
            transitionHold.kind = TransitionInProgress.Kind(change: effect)
        }
    }

    /// A6: the screen a held push put on top has the same screen pushed right above it.
    private func refusePushedTwice(_ pushed: ScreenID) throws(StepError) {
        guard let window = storedDevice.app?.window,
            let (location, index) = window.location(ofStackScreen: pushed),
            let stack = window.stack(at: location), index + 1 < stack.screens.count
        else { return }
        let first = stack.screens[index]
        let second = stack.screens[index + 1]
        guard first.name == second.name else { return }
        throw StepError(
            .pushedTwice(screen: first.name),
            "'\(second)' was pushed again while the push of '\(first)' was animating (a second tap that landed before the transition began): the user sees it twice and must go back twice; ignore taps while a transition runs (disable the button until viewDidAppear, or check navigationController.topViewController before pushing)"
        )
    }

    /// A5: a tap during a push or a presentation that a step left running goes to the screen
    /// the user still sees, the one that was frontmost when it began; during a pop or a
    /// dismissal, to the screen now frontmost.
    func checkTapDuringTransition(_ name: String, _ arguments: [Param]) throws(StepError) -> (
        Screen, [Effect]
    ) {
        guard let held = transitionHold.resumed, held.kind == .push || held.kind == .present,
            let seenID = held.screenStillSeen
        else { return try checkTap(name, arguments) }
        let window = try userInputWindow()
        guard let seen = window.screen(seenID), window.frontmost?.id != seenID else {
            return try checkTap(name, arguments)
        }
        guard let spec = screenTable.index(of: seen.name),
            let action = screenTable.values[spec].actions.first(where: { $0.name == name })
        else {
            let available =
                screenTable.index(of: seen.name).map {
                    screenTable.values[$0].actions.map(\.name)
                } ?? []
            throw StepError(
                .noSuchAction(name, screen: seen.description, available: available),
                "'\(seen)' is still on screen while the \(held.kind.rawValue) begins (the step before left it running: settle: false), and it has no action '\(name)'"
                    + (available.isEmpty
                        ? "" : "; '\(seen.name)' has: " + NameList.capped(available)))
        }
        try Self.checkTapArguments(name, arguments, of: action)
        return (seen, action.effects)
    }
}

extension Step {
    /// Whether the step leaves its transitions running (`settle: false`) or makes a step during
    /// another's: ``Simulator/perform(_:)`` hands these to ``Simulator/performLeavingTransitionsRunning(_:)``.
    @inline(__always)
    var leavesTransitionsRunning: Bool {
        switch self {
        case .unsettled, .interleaved: return true
        default: return false
        }
    }
}
