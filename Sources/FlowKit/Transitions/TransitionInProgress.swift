/// A transition a step left running (`settle: false`): the next step happens while it animates.
/// What the user sees meanwhile, and what UIKit does with calls made then, are rules A5–A8 of
/// Documentation/UIKitRules.md.
public struct TransitionInProgress: Sendable {
    /// What is animating, as `expect: {transition: …}` names it.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A push, or a stack set with more screens on top (`push`, `setStack`, the `start:` of a
        /// push flow).
        case push
        /// A pop (`back`, `pop`, `popToRoot`, `popTo`).
        case pop
        /// A presentation (`present`, an alert, the `start:` of a present flow).
        case present
        /// A dismissal (`dismiss`, a sheet swiped down).
        case dismiss
    }

    /// The first animated change of the step that left it running.
    public var kind: Kind
    /// The screen that was frontmost when the transition began: until its animation begins the
    /// user still sees it, and a tap lands on it (A5).
    public var screenStillSeen: ScreenID?
    /// The screen the push put on top, for a push (A6 tells a second push of it apart).
    var pushedScreen: ScreenID?
    /// The level of the presenter whose presentation or dismissal animates (`-1`: none).
    var presentationLevel: Int
    /// The `completion:` handlers waiting for the animations to end.
    var completions: [Simulator.PendingCompletion]
}

extension TransitionInProgress.Kind {
    /// The kind of transition an effect starts when it is animated; `nil` for an effect that
    /// starts none of its own (a `start:` is looked up by the caller).
    init?(change effect: Effect) {
        switch effect {
        case .push, .setStack: self = .push
        case .pop, .popToRoot, .popTo: self = .pop
        case .present, .alert: self = .present
        case .dismiss: self = .dismiss
        default: return nil
        }
    }

    /// The kind of transition a user's step starts by itself (the back button's pop, a sheet
    /// swiped away); the others start theirs through their effects.
    init?(userStep step: Step) {
        switch step {
        case .back: self = .pop
        case .swipeDown: self = .dismiss
        default: return nil
        }
    }
}
