/// Which steps an explorer need not perform in a state, because they undo the step that found it.
///
/// A state S found from P by a step that did nothing but push one screen onto the frontmost
/// navigation stack, or present one more level over the modal chain (S is P with that one more
/// on top, and every other change the step made was an id handed out or the new screen's view
/// loaded: ``Simulator/lastAddition``, read from what the step wrote down to be undone), goes back to P
/// by `back` (after the push), or by `swipeDown` or a tap of the top screen's action whose only
/// effect is `dismiss` (after the present), when nothing runs on the way back: no coordinator
/// finishes itself or observes its screens' release (none in S: ``CoordinatorTree/autoFinishCount``,
/// ``CoordinatorTree/releaseObservedCount``), no screen of the app has effects at its appearance
/// (the revealed one would run them), no link is held that the step could route, and the sheet
/// does not refuse the swipe. P was found before S; so in S such a step is counted as a transition
/// to a state found and not performed. The states, transitions and problems found are the same
/// (`ExplorationTests` checks it on every sample app). Apps with containers are
/// left out: a tap there may act for a child screen rather than the top one.
struct UndoShortcut {
    /// What the step that found a state added on top of the state it was taken from.
    enum Added: UInt8 {
        /// One screen pushed onto the frontmost navigation stack.
        case pushed
        /// One presentation over the modal chain.
        case presented
    }

    /// For each screen that has some, the actions whose only effect is `dismiss` and that take
    /// no argument (a name table: looked up for every state a presentation found).
    private let dismissActions: NameTable<[String]>
    /// Whether the app can use the shortcut at all: no screen with effects at its appearance and
    /// no containers.
    let applies: Bool

    init(app: AppDefinition) {
        applies = app.screens.values.allSatisfy {
            $0.onWillAppear.isEmpty && $0.onAppear.isEmpty && $0.embeds == nil && $0.pages.isEmpty
        }
        var actions: [String: [String]] = [:]
        for (name, screen) in app.screens {
            let names = screen.actions.filter {
                $0.effects == [.dismiss] && $0.arguments.isEmpty && $0.reads.isEmpty
            }.map(\.name)
            if !names.isEmpty { actions[name] = names }
        }
        dismissActions = NameTable(actions.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }

    /// What the step just performed on `sim` added on top of the state it started from, when it
    /// is all the step did and a step can undo it: a push onto the frontmost navigation stack
    /// (where `back` pops), or a presentation.
    @inline(__always)  // (a call would copy the simulator first, some 580 bytes)
    static func added(by sim: Simulator) -> Added? {
        switch sim.lastAddition {
        case .pushed(let location)?:
            return sim.storedDevice.app?.window.frontmostNavigationStackLocation == location
                ? .pushed : nil
        case .presented?: return .presented
        case nil: return nil
        }
    }

    /// The steps of `sim`'s state that undo `added`, by their index in `steps` (a bit each: steps
    /// past the 64th are never among them, only performed). `sim` is not changed: `inout` only
    /// so that it is read where it is (a simulator passed by value is copied first, some 580 bytes).
    func undoing(_ added: Added, in sim: inout Simulator, steps: [AvailableStep]) -> UInt64 {
        // (read in place: a copy of the app, the window or a screen retains their storage)
        guard applies, sim.storedDevice.heldLinks.isEmpty,
            sim.storedDevice.app?.isInBackground == false,
            sim.storedDevice.app?.window.hasAlert == false,
            sim.storedDevice.app?.withCoordinators({
                $0.pointee.autoFinishCount == 0 && $0.pointee.releaseObservedCount == 0
            }) == true
        else { return 0 }
        var result: UInt64 = 0
        switch added {
        case .pushed:
            for k in steps.indices.prefix(64) {
                if case .back = steps[k].step { result |= 1 << k }
            }
        case .presented:
            // The top presentation: whether it takes the swipe, and its top screen's actions that
            // only dismiss when that screen's coordinator is live (else the tap fails).
            guard
                let (swipeable, name, owner) = sim.storedDevice.app?.window.withPresentations({
                    chain -> (Bool, String, CoordinatorID)? in
                    guard let last = chain.indices.last, let owner = chain[last].stack.topOwner,
                        let name = chain[last].stack.top?.name
                    else { return nil }
                    return (!chain[last].swipe.isModalInPresentation, name, owner)
                }) ?? nil
            else { return 0 }
            let dismissing =
                sim.storedDevice.app?.hasCoordinator(owner) != true
                ? [] : dismissActions.index(of: name).map { dismissActions.values[$0] } ?? []
            for k in steps.indices.prefix(64) {
                switch steps[k].step {
                case .swipeDown where swipeable: result |= 1 << k
                case .tap(let action, let arguments)
                where !dismissing.isEmpty && arguments.isEmpty && dismissing.contains(action):
                    result |= 1 << k
                default: break
                }
            }
        }
        return result
    }
}
