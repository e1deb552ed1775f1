/// Everything about the device the simulator models: the persisted store and, when the app
/// runs, its memory. A value: copy, compare and hash it freely (exploration does).
public struct DeviceState: Hashable, Sendable {
    public internal(set) var store: Store
    /// The running app's memory; `nil` when the app is not running.
    public internal(set) var app: RunningApp?
    /// Links that arrived before `launch`, routed right after the launch decision.
    public internal(set) var heldLinks: [HeldLink] = []
    /// Which launch rule won at the last launch or decide.
    public internal(set) var launchState: String?
    /// The message of the last crash, until the next launch.
    public internal(set) var crashMessage: String?

    public init(app: AppDefinition) {
        store = Store(app: app)
    }

    /// Whether this device is `other` with another tab of the root tab bar selected, or the
    /// same (``RunningApp/isSame(as:butTheSelectedTab:)``).
    func isSame(as other: DeviceState, butTheSelectedTab: ()) -> Bool {
        guard let a = app, let b = other.app, sameBits(store, other.store),
            sameBits(heldLinks, other.heldLinks), sameBits(launchState, other.launchState),
            sameBits(crashMessage, other.crashMessage)
        else { return false }
        return a.isSame(as: b, butTheSelectedTab: ())
    }

    /// Whether the app runs, read without copying its memory.
    var isRunning: Bool {
        if case .some = app { return true }
        return false
    }
}

/// A link waiting for the app to launch.
public struct HeldLink: Hashable, Sendable {
    public var name: String
    public var arguments: [Param]
}

/// The memory of a running app: its window and its coordinators.
///
/// Copy-on-write at the grain of a step, in one box: the app's own fields (``Fields``) live in
/// the window's box (``Window/appFields``), so a copy (the rollback snapshot `perform` takes,
/// every `guard let running = device.app`) is one reference, and the first change after a copy
/// copies that box's fields once, whether the step changes the window, the app's fields or both
/// (each field shares its own storage in turn: stacks and the coordinator list are persistent
/// arrays). One box, not the app's holding the window's: a step allocates, copies and frees one
/// box fewer. The fields few steps change (``RareFields``: the coordinators too, which most
/// steps leave as they are) are shared with the window's rare ones in a box of their own
/// (``Window/rareAppFields``): the copy a step makes retains one reference for them all.
public struct RunningApp: Hashable, Sendable {
    /// The app's fields other than the window that most steps change (an id handed out), stored
    /// in the window's box.
    struct Fields: Sendable {
        // The counters that hand out ids. Identity leaves them and the ids out: states compare,
        // hash and fingerprint by their canonical form (`Device/Identity/CanonicalEncoder.swift`).
        var nextScreen: Int32 = 1
        var nextStack: Int32 = 1
        var nextCoordinator: Int32 = 1

        /// Whether these are `other`'s very fields: the same storage, the same values.
        func isSame(as other: Fields) -> Bool {
            nextScreen == other.nextScreen && nextStack == other.nextStack
                && nextCoordinator == other.nextCoordinator
        }
    }

    /// The app's fields that few steps change, stored with the window's rare fields. The
    /// coordinators are among them: a step that starts or finishes one copies this box too, and
    /// the many that do not retain the tree's two references the fewer (in the sample apps,
    /// fewer instructions a state either way).
    struct RareFields: Sendable {
        var coordinators = CoordinatorTree()
        /// Shared between copies (a step keeps one to undo a failure): a root swap over a
        /// presentation adds its screens at the cost of what it adds, not of every screen released
        /// before (an array was copied whole: 32,000 such leaks took 37 s).
        var releasedWhilePresented = PersistentArray<Screen>()
        var requests: [PendingRequest] = []
        var isInBackground = false

        /// Whether these are `other`'s very fields: the same storage, the same values.
        func isSame(as other: RareFields) -> Bool {
            sameBits(coordinators, other.coordinators)
                && sameBits(releasedWhilePresented, other.releasedWhilePresented)
                && sameBits(requests, other.requests) && isInBackground == other.isInBackground
        }
    }

    /// The window, whose box holds the app's other fields too (``Window/appFields``).
    public internal(set) var window = Window()

    init() {}

    /// Whether this memory is `other` with another tab of the root tab bar selected, or the same
    /// (``Window/isSame(as:butTheSelectedTab:)``): every other field the same bits.
    func isSame(as other: RunningApp, butTheSelectedTab: ()) -> Bool {
        window.isSame(as: other.window, butTheSelectedTab: ())
    }

    public internal(set) var coordinators: CoordinatorTree {
        get { window.rareAppFields.coordinators }
        _modify { yield &window.rareAppFields.coordinators }
    }

    /// Calls `body` with the coordinators, read where they are stored: a read of ``coordinators``
    /// retains its list's storage for the call (the compiler cannot tell that nothing changes
    /// it meanwhile), and the step path asks about coordinators on every effect. `body` must
    /// not change the running app.
    @inline(__always)
    func withCoordinators<R>(_ body: (UnsafePointer<CoordinatorTree>) -> R) -> R {
        window.withRareAppFields { body($0.pointer(to: \.coordinators).unsafelyUnwrapped) }
    }

    /// Whether the coordinator with this id is live (``CoordinatorTree/contains(_:)``), read in place.
    @inline(__always)
    func hasCoordinator(_ id: CoordinatorID) -> Bool {
        withCoordinators { $0.pointee.contains(id) }
    }

    /// Screens released with a replaced root while presented (P5), reported as leaks.
    public internal(set) var releasedWhilePresented: PersistentArray<Screen> {
        get { window.rareAppFields.releasedWhilePresented }
        _modify { yield &window.rareAppFields.releasedWhilePresented }
    }

    /// Requests started and not yet answered, oldest first.
    public internal(set) var requests: [PendingRequest] {
        get { window.rareAppFields.requests }
        _modify { yield &window.rareAppFields.requests }
    }

    /// The scene is in the background: memory kept, no input until `foreground`.
    public internal(set) var isInBackground: Bool {
        get { window.rareAppFields.isInBackground }
        set { window.rareAppFields.isInBackground = newValue }
    }

    /// Calls `body` with the coordinators and the window, read where they are stored (a copy of
    /// either retains its storage): a fingerprint reads both for every state. `body` must not
    /// change the app.
    func withCoordinatorsAndWindow<R>(
        _ body: (UnsafePointer<CoordinatorTree>, UnsafePointer<Window>) -> R
    ) -> R {
        withCoordinators { coordinators in
            withUnsafePointer(to: window) { body(coordinators, $0) }
        }
    }

    /// ``releasedWhilePresented``, read in place: `body` with each run of screens stored
    /// together, in order (``PersistentArray/withEachChunkInPlace(_:)``); their count first.
    func withReleasedWhilePresentedInPlace(
        count: (Int) -> Void, _ body: (UnsafeBufferPointer<Screen>) -> Void
    ) {
        window.withRareAppFields {
            count($0.pointee.releasedWhilePresented.count)
            $0.pointee.releasedWhilePresented.withEachChunkInPlace(body)
        }
    }

    /// ``requests``, read in place (``Swift/Array/storageInPlace``).
    var requestsInPlace: UnsafeBufferPointer<PendingRequest> {
        window.withRareAppFields { $0.pointee.requests.storageInPlace }
    }

    // The counters that hand out ids (``Fields``).

    mutating func makeScreenID() -> ScreenID {
        defer { window.appFields.nextScreen &+= 1 }
        return ScreenID(window.appFields.nextScreen)
    }

    /// Takes back the last screen id handed out (undoing a failed step, `StepUndo`).
    mutating func takeBackScreenID() {
        window.appFields.nextScreen &-= 1
    }

    mutating func makeStackID() -> StackID {
        defer { window.appFields.nextStack &+= 1 }
        return StackID(window.appFields.nextStack)
    }

    /// Takes back the last stack id handed out (undoing a failed step, `StepUndo`).
    mutating func takeBackStackID() {
        window.appFields.nextStack &-= 1
    }

    mutating func makeCoordinatorID() -> CoordinatorID {
        defer { window.appFields.nextCoordinator &+= 1 }
        return CoordinatorID(window.appFields.nextCoordinator)
    }
}
