/// A step that can be done in the current state, and who does it.
public struct AvailableStep: Hashable, Sendable, CustomStringConvertible {
    /// Who takes the step.
    public enum Origin: String, Hashable, Sendable {
        /// The person holding the device: taps, tab selections, back, swipe-down, alert buttons,
        /// launching, killing and reinstalling the app.
        case user
        /// The world around the app: a deep link or notification arriving, a pending request
        /// answered, the scene entering the background or the foreground.
        case environment
    }

    public var step: Step
    public var origin: Origin

    public init(_ step: Step, by origin: Origin) {
        self.step = step
        self.origin = origin
    }

    /// `tap: open(channel=general)`, as a scenario writes the step.
    public var description: String { step.description }
}
