/// What a presentation does about the user's swipe-down (P6): `isModalInPresentation`, and the
/// `presentationControllerDidAttemptToDismiss(_:)` handler that runs when a swipe is refused.
public struct SwipeRefusal: Hashable, Sendable {
    /// `isModalInPresentation`: the sheet refuses the swipe.
    public var isModalInPresentation: Bool
    /// Run when the user swipes a sheet that refuses it, acting for the presentation's top screen.
    public var onAttemptToDismiss: [Effect]

    public init(isModalInPresentation: Bool = false, onAttemptToDismiss: [Effect] = []) {
        self.isModalInPresentation = isModalInPresentation
        self.onAttemptToDismiss = onAttemptToDismiss
    }

    /// A presentation that lets the swipe dismiss it and handles nothing (UIKit's default).
    public static let none = SwipeRefusal()
}
