/// What launching the app led to, remembered by what a launch depends on, so that the explorer
/// performs `launch` and `relaunch` once for each: every running state tries `relaunch`, and a
/// launch (the launch decision, the window root, the first screens' lifecycle) costs more than
/// most steps.
///
/// A launch starts from a killed app: its result depends only on the store (after a kill, the
/// keys kept in memory are back at their defaults) and the links held for it, never on what ran
/// before. The simulator's other fields (the lifecycle counts, the trace) are not part of the
/// device and do not steer the step.
struct LaunchMemo {
    struct Key: Hashable {
        var isRelaunch: Bool
        var store: Store
        var heldLinks: [HeldLink]
    }

    enum Outcome {
        /// The step failed with this error.
        case failed(StepError)
        /// The step led to the state with this fingerprint, which crashed with this message if any.
        case reached(fingerprint: UInt64, crashMessage: String?)
    }

    private var outcomes: [Key: Outcome] = [:]

    /// The key of a `launch` or `relaunch` from `sim`; `nil` for any other step.
    static func key(for step: Step, from sim: Simulator) -> Key? {
        switch step {
        case .launch:
            return Key(isRelaunch: false, store: sim.device.store, heldLinks: sim.device.heldLinks)
        case .relaunch:
            var store = sim.device.store
            store.forgetMemory(app: sim.app)
            return Key(isRelaunch: true, store: store, heldLinks: sim.device.heldLinks)
        default:
            return nil
        }
    }

    subscript(key: Key) -> Outcome? {
        get { outcomes[key] }
        set { outcomes[key] = newValue }
    }
}
