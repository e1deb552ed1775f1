/// A showing alert: not a screen, not a level of the modal chain; it blocks every other tap (P4).
public struct Alert: Hashable, Sendable {
    public var spec: AlertSpec
    /// Who the buttons' effects act for.
    public var actor: Actor
    /// The level of the modal chain it was presented from (0: the root): dismissing that level
    /// dismisses the alert with it, as it is the presenter's presented view controller.
    public internal(set) var presenterLevel: Int = 0

    public var title: String { spec.title }
}
