/// Which way a page view controller turns: the user's `swipe: next` and the
/// `showPage: next` effect go to the page after the current one, `previous` to the one before.
public enum PageDirection: String, Hashable, Sendable, CaseIterable {
    case next, previous

    /// The index step: +1 or -1.
    var offset: Int { self == .next ? 1 : -1 }
}
