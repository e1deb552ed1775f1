/// The steps an explorer tries while a transition runs (``Explorer/Options/interleavesTransitions``):
/// one user step made before the animations of the step before it end, never more, so a walk
/// stays as finite as without them.
///
/// - After a tap whose action pushes or presents with animation: the same tap again, landing
///   before the transition begins (A5). A second push of the same screen is the double push
///   (A6); a second presentation is dropped (A1, P1).
/// - After a step that dismisses (a tap whose action dismisses with animation, a sheet swiped
///   away): a tap on each tab of the root tab bar during the dismissal (A7).
enum TransitionInterleaving {
    /// Appends the interleaved steps for the user steps already in `steps` (read from `sim`, the
    /// state they start from).
    static func append(to steps: inout [AvailableStep], in sim: Simulator) {
        guard sim.isRunning, !sim.isInBackground else { return }
        var tabs: [String]?
        for i in steps.indices where steps[i].origin == .user {
            let step = steps[i].step
            let kind: TransitionInProgress.Kind?
            switch step {
            case .tap(let name, let arguments):
                guard let (_, effects) = try? sim.checkTap(name, arguments) else { continue }
                kind = firstAnimatedChange(in: effects, sim: sim)
            case .swipeDown:
                kind = .dismiss
            default:
                continue
            }
            switch kind {
            case .push?, .present?:
                steps.append(AvailableStep(.interleaved(step, step), by: .user))
            case .dismiss?:
                if tabs == nil { tabs = sim.window?.tabBar?.tabs.map(\.name) ?? [] }
                for tab in tabs ?? [] {
                    steps.append(AvailableStep(.interleaved(step, .select(tab)), by: .user))
                }
            case .pop?, nil:
                continue
            }
        }
    }

    /// The kind of the first animated push, presentation or dismissal among `effects`, looked
    /// for in both branches of an `if:` and in a `guard:`'s `else:`; `nil` when there is none.
    static func firstAnimatedChange(in effects: [Effect], sim: Simulator, depth: Int = 0)
        -> TransitionInProgress.Kind?
    {
        guard depth < 8 else { return nil }
        for effect in effects {
            switch effect {
            case .transition(let change, let animated, _):
                if animated, let kind = firstAnimatedChange(in: [change], sim: sim, depth: depth) {
                    return kind
                }
            case .start(let flow):
                switch sim.flowTraits[flow.name]?.kind {
                case .present?: return .present
                case .push?: return .push
                default: continue
                }
            case .branch(_, let then, let otherwise):
                if let kind =
                    firstAnimatedChange(in: then, sim: sim, depth: depth + 1)
                    ?? firstAnimatedChange(in: otherwise, sim: sim, depth: depth + 1)
                {
                    return kind
                }
            case .guardThat(_, let otherwise):
                if let kind = firstAnimatedChange(in: otherwise, sim: sim, depth: depth + 1) {
                    return kind
                }
            case .push, .setStack, .present, .dismiss:
                return TransitionInProgress.Kind(change: effect)
            default:
                continue
            }
        }
        return nil
    }
}
