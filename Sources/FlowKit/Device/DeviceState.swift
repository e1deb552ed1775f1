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
}

/// A link waiting for the app to launch.
public struct HeldLink: Hashable, Sendable {
    public var name: String
    public var arguments: [Param]
}

/// The memory of a running app: its window and its coordinators.
public struct RunningApp: Hashable, Sendable {
    public internal(set) var window = Window()
    public internal(set) var coordinators = CoordinatorTree()
    /// Screens released with a replaced root while presented (P5), reported as leaks.
    public internal(set) var releasedWhilePresented: [Screen] = []
    /// Requests started and not yet answered, oldest first.
    public internal(set) var requests: [PendingRequest] = []
    /// The scene is in the background: memory kept, no input until `foreground`.
    public internal(set) var isInBackground = false
    /// The counters that hand out ids. Identity leaves them and the ids out: states compare, hash
    /// and fingerprint by their canonical form (`Device/Identity/CanonicalEncoder.swift`).
    var nextScreen: Int32 = 1
    var nextStack: Int32 = 1
    var nextCoordinator: Int32 = 1

    mutating func makeScreenID() -> ScreenID {
        defer { nextScreen &+= 1 }
        return ScreenID(nextScreen)
    }

    mutating func makeStackID() -> StackID {
        defer { nextStack &+= 1 }
        return StackID(nextStack)
    }

    mutating func makeCoordinatorID() -> CoordinatorID {
        defer { nextCoordinator &+= 1 }
        return CoordinatorID(nextCoordinator)
    }
}
