/// Who set itself as a navigation controller's `delegate` last. UIKit holds the delegate weakly
/// and has one slot: each coordinator that claims it replaces the one before.
public struct NavigationDelegate: Hashable, Sendable {
    /// The coordinator that claimed the slot; it observes pops only while it is live.
    public var coordinator: CoordinatorID
    /// Its path when it claimed the slot (`App/Main/Product`), to name it once it has gone.
    public var path: String

    public init(coordinator: CoordinatorID, path: String) {
        self.coordinator = coordinator
        self.path = path
    }
}
