import FlowKit

/// One key of an `expect` step.
public struct Expectation: Sendable {
    public enum Check: Sendable {
        case root(String)
        case tab(String)
        case stack([ScreenPattern])
        case stacks([(tab: String, screens: [ScreenPattern])])
        /// `nil` for `none`: no screen shows (a tab whose stack is empty).
        case top(ScreenPattern?)
        /// Empty for `none`.
        case presented([ScreenPattern])
        /// `nil` for `none`.
        case alert(String?)
        /// `alert: {title:, message:, buttons:}`: the showing alert's title, and its message and
        /// buttons (in order) when they are given.
        case alertContent(title: String, message: String?, buttons: [String]?)
        case tabBar(visible: Bool)
        case navBar(visible: Bool)
        case coordinators([String])
        /// `starts: {PATH: N}`: how many times the live coordinator at each path was started
        /// (more than once only for a kept coordinator).
        case starts([(path: String, count: Int)])
        case state([Param])
        case launchState(String)
        case lifecycle([(screen: String, counts: [(LifecycleCallback, Int)])])
        case actions([String])
        case can([String])
        case cannot([String])
        /// Empty for `none`: otherwise the leaked coordinator paths or screen names, exactly.
        case leaks([String])
        case crashed(String)
        /// The pending requests by name, oldest first; empty for `none`.
        case pending([String])
        /// `scene: background` or `foreground`: the running app's scene phase.
        case scene(background: Bool)
        /// `page: SCREEN`: the page shown by the page view controller at the front.
        case page(ScreenPattern)
        /// `children: [SCREEN, …]` or `none`: the frontmost screen's child view controllers, as
        /// UIKit's `children` lists them.
        case children([ScreenPattern])
        /// `transition: push` (`pop`, `present`, `dismiss`) or `none`: the transition a step left
        /// running (`settle: false`), `nil` for `none`.
        case transition(TransitionInProgress.Kind?)
    }

    /// The key as written (`session` for the shorthand).
    public var key: String
    public var check: Check
    public var location: SourceLocation
}
