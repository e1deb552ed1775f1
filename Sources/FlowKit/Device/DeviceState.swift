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
/// Copy-on-write at the grain of a step: its fields live in one shared box, so a copy (the
/// rollback snapshot `perform` takes, every `guard let running = device.app`) is one reference,
/// and the first change after a copy copies the box's fields once (each field shares its own
/// storage in turn: stacks and the coordinator list are persistent arrays).
public struct RunningApp: Hashable, Sendable {
    /// The fields, shared between copies until one of them changes.
    private final class Storage: @unchecked Sendable {
        // Mutated only through `RunningApp`'s accessors, after `makeUnique()`: never shared while it changes.
        @exclusivity(unchecked) var window: Window
        @exclusivity(unchecked) var coordinators: CoordinatorTree
        @exclusivity(unchecked) var releasedWhilePresented: [Screen]
        @exclusivity(unchecked) var requests: [PendingRequest]
        @exclusivity(unchecked) var isInBackground: Bool
        @exclusivity(unchecked) var nextScreen: Int32
        @exclusivity(unchecked) var nextStack: Int32
        @exclusivity(unchecked) var nextCoordinator: Int32

        init() {
            window = Window()
            coordinators = CoordinatorTree()
            releasedWhilePresented = []
            requests = []
            isInBackground = false
            (nextScreen, nextStack, nextCoordinator) = (1, 1, 1)
        }

        /// A copy made field by field (each field's own storage is shared, not copied).
        init(copying other: Storage) {
            window = other.window
            coordinators = other.coordinators
            releasedWhilePresented = other.releasedWhilePresented
            requests = other.requests
            isInBackground = other.isInBackground
            nextScreen = other.nextScreen
            nextStack = other.nextStack
            nextCoordinator = other.nextCoordinator
        }
    }

    private var storage = Storage()

    init() {}

    /// Whether this memory is `other` with another tab of the root tab bar selected, or the same
    /// (``Window/isSame(as:butTheSelectedTab:)``): every other field the same bits.
    func isSame(as other: RunningApp, butTheSelectedTab: ()) -> Bool {
        let a = storage
        let b = other.storage
        return sameBits(a.coordinators, b.coordinators)
            && sameBits(a.releasedWhilePresented, b.releasedWhilePresented)
            && sameBits(a.requests, b.requests) && a.isInBackground == b.isInBackground
            && a.nextScreen == b.nextScreen && a.nextStack == b.nextStack
            && a.nextCoordinator == b.nextCoordinator
            && a.window.isSame(as: b.window, butTheSelectedTab: ())
    }

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(copying: storage) }
    }

    public internal(set) var window: Window {
        get { storage.window }
        _modify {
            makeUnique()
            yield &storage.window
        }
    }

    public internal(set) var coordinators: CoordinatorTree {
        get { storage.coordinators }
        _modify {
            makeUnique()
            yield &storage.coordinators
        }
    }

    /// Calls `body` with the coordinators, read where they are stored: a read of ``coordinators``
    /// retains its list's storage for the call (the compiler cannot tell that nothing changes
    /// it meanwhile), and the step path asks about coordinators on every effect. `body` must
    /// not change the running app.
    @inline(__always)
    func withCoordinators<R>(_ body: (UnsafePointer<CoordinatorTree>) -> R) -> R {
        withUnsafeMutablePointer(to: &storage.coordinators) { body(UnsafePointer($0)) }
    }

    /// Whether the coordinator with this id is live (``CoordinatorTree/contains(_:)``), read in place.
    @inline(__always)
    func hasCoordinator(_ id: CoordinatorID) -> Bool {
        withCoordinators { $0.pointee.contains(id) }
    }

    /// Screens released with a replaced root while presented (P5), reported as leaks.
    public internal(set) var releasedWhilePresented: [Screen] {
        get { storage.releasedWhilePresented }
        _modify {
            makeUnique()
            yield &storage.releasedWhilePresented
        }
    }

    /// Requests started and not yet answered, oldest first.
    public internal(set) var requests: [PendingRequest] {
        get { storage.requests }
        _modify {
            makeUnique()
            yield &storage.requests
        }
    }

    /// The scene is in the background: memory kept, no input until `foreground`.
    public internal(set) var isInBackground: Bool {
        get { storage.isInBackground }
        set {
            makeUnique()
            storage.isInBackground = newValue
        }
    }

    /// Calls `body` with the coordinators and the window, read where they are stored (a copy of
    /// either retains its storage): a fingerprint reads both for every state. `body` must not
    /// change the app.
    func withCoordinatorsAndWindow<R>(
        _ body: (UnsafePointer<CoordinatorTree>, UnsafePointer<Window>) -> R
    ) -> R {
        // (stored properties of a final class: the pointers are to where they are stored)
        withUnsafeMutablePointer(to: &storage.coordinators) { coordinators in
            withUnsafeMutablePointer(to: &storage.window) { body(coordinators, $0) }
        }
    }

    /// ``releasedWhilePresented``, read in place (``Swift/Array/storageInPlace``).
    var releasedWhilePresentedInPlace: UnsafeBufferPointer<Screen> {
        storage.releasedWhilePresented.storageInPlace
    }

    /// ``requests``, read in place (``Swift/Array/storageInPlace``).
    var requestsInPlace: UnsafeBufferPointer<PendingRequest> { storage.requests.storageInPlace }

    // The counters that hand out ids. Identity leaves them and the ids out: states compare, hash
    // and fingerprint by their canonical form (`Device/Identity/CanonicalEncoder.swift`).

    mutating func makeScreenID() -> ScreenID {
        makeUnique()
        defer { storage.nextScreen &+= 1 }
        return ScreenID(storage.nextScreen)
    }

    /// Takes back the last screen id handed out (undoing a failed step, `StepUndo`).
    mutating func takeBackScreenID() {
        makeUnique()
        storage.nextScreen &-= 1
    }

    mutating func makeStackID() -> StackID {
        makeUnique()
        defer { storage.nextStack &+= 1 }
        return StackID(storage.nextStack)
    }

    /// Takes back the last stack id handed out (undoing a failed step, `StepUndo`).
    mutating func takeBackStackID() {
        makeUnique()
        storage.nextStack &-= 1
    }

    mutating func makeCoordinatorID() -> CoordinatorID {
        makeUnique()
        defer { storage.nextCoordinator &+= 1 }
        return CoordinatorID(storage.nextCoordinator)
    }
}
