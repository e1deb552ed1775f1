/// What launching or reinstalling the app led to, remembered by what the step depends on, so
/// that the explorer performs `launch`, `relaunch` and `reinstall` once for each: every state
/// tries `relaunch` and `reinstall`, and a launch (the launch decision, the window root, the
/// first screens' lifecycle) costs more than most steps.
///
/// A launch starts from a killed app: its result depends only on the store (after a kill, the
/// keys kept in memory are back at their defaults) and the links held for it, never on what ran
/// before. A reinstall ends the app and resets the store's UserDefaults keys: its result depends
/// only on the store (the links held are part of the key too, though it drops them). The
/// simulator's other fields (the lifecycle counts, the trace) are not part of the device and do
/// not steer the step.
struct LaunchMemo {
    enum Kind: Hashable {
        case launch, relaunch, reinstall
    }

    struct Key: Hashable {
        var kind: Kind
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

    /// The key of a `launch`, `relaunch` or `reinstall` from `sim`; `nil` for any other step.
    static func key(for step: Step, from sim: Simulator) -> Key? {
        switch step {
        case .launch:
            return Key(kind: .launch, store: sim.device.store, heldLinks: sim.device.heldLinks)
        case .relaunch:
            var store = sim.device.store
            store.forgetMemory(app: sim.app)
            return Key(kind: .relaunch, store: store, heldLinks: sim.device.heldLinks)
        case .reinstall:
            var store = sim.device.store
            store.forgetMemory(app: sim.app)
            store.reinstall(app: sim.app)
            return Key(kind: .reinstall, store: store, heldLinks: sim.device.heldLinks)
        default:
            return nil
        }
    }

    subscript(key: Key) -> Outcome? {
        get { outcomes[key] }
        set { outcomes[key] = newValue }
    }
}
