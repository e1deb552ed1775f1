/// Which page `showPage:` shows: a page named as the page view controller
/// declares it, or the page after or before the current one.
public enum PageTarget: Hashable, Sendable, CustomStringConvertible {
    /// `showPage: Intro3`.
    case named(String)
    /// `showPage: next`, `showPage: previous`.
    case direction(PageDirection)

    /// The page as written: its name, or `next` / `previous`.
    public init(_ text: String) {
        self = PageDirection(rawValue: text).map { .direction($0) } ?? .named(text)
    }

    public var description: String {
        switch self {
        case .named(let name): return name
        case .direction(let d): return d.rawValue
        }
    }
}
