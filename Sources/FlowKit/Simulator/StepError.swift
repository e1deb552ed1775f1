/// Why a step could not be done, with a message that says what was there instead and what
/// would work. A step that fails leaves the device state as it was before the step.
public struct StepError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Reason: Hashable, Sendable {
        case notRunning
        case alreadyRunning
        case alertShowing(title: String, buttons: [String])
        case noAlert
        case noSuchButton(String, available: [String])
        case noSuchAction(String, screen: String, available: [String])
        case missingArgument(action: String, name: String)
        case unexpectedArgument(action: String, name: String)
        case noBackButton(screen: String)
        case noNavigationBar(screen: String)
        case noTabBar
        case tabBarHidden
        case tabBarCovered(by: String)
        case noSuchTab(String, available: [String])
        case notASheet(screen: String)
        case nothingPresented
        case alreadyPresenting(presenting: String, on: String, already: String)
        case notInWindowHierarchy(presenting: String, on: String)
        /// A present from a presenter whose presentation or dismissal is still animating:
        /// UIKit drops it (A1).
        case presentationInProgress(presenting: String, on: String)
        /// A second push of a screen while its push animates: a second tap that landed before the
        /// transition began (A6).
        case pushedTwice(screen: String)
        /// A step to make during another's transition, after a step that started none.
        case nothingAnimating(step: String)
        case pushSameInstance(screen: String)
        case pushContainer(kind: String)
        case noLaunchRuleHolds
        case unknownName(kind: String, name: String)
        case unresolvedName(String)
        case cannotStart(flow: String, kind: String)
        case notARootFlow(flow: String, kind: String)
        case notInStack(screen: String)
        case valueOutOfDomain(key: String, value: Value)
        case noNavigationStack(coordinator: String)
        case tooManyTabs(flow: String, count: Int)
        case cannotFinishApp
        /// The acting screen's coordinator has finished while the screen stayed on screen.
        case finishedCoordinator(screen: String)
        /// Effects ran effects that ran effects… past ``Simulator/maximumEffectDepth`` (a launch
        /// rule whose `then:` runs `decide`, an `onFinish` that finishes its own flow again).
        case effectsTooDeep(limit: Int)
        /// One action ran more than ``Simulator/maximumEffectsPerRun`` effects, nested within
        /// the depth limit (links that each post two links that each post two…).
        case tooManyEffects(limit: Int)
        /// Coordinators with `autoFinish` kept finishing within one step, past
        /// ``Simulator/maximumAutoFinishes`` (an `onFinish` that starts a flow and removes its screens).
        case autoFinishLoop(path: String)
        /// `respond` names a request that is not pending.
        case noPendingRequest(String, pending: [String])
        /// `respond` names an outcome the pending request does not have.
        case noSuchOutcome(String, request: String, available: [String])
        /// A step that needs the app in the foreground, taken while it is in the background.
        case inBackground
        /// `foreground` while the app is already in the foreground.
        case notInBackground
        /// More than ``Simulator/maximumPendingRequests`` requests would be pending at once.
        case tooManyPendingRequests(limit: Int)
        /// `open` would hold more than ``Simulator/maximumHeldLinks`` links at once.
        case tooManyHeldLinks(limit: Int)
        /// `setStack: []` on a navigation stack that may not be empty (the window root's, a
        /// presented one): only a tab's stack can show nothing.
        case emptyStack(coordinator: String)
        /// `swipeDown` on a sheet with `isModalInPresentation` and no `onAttemptToDismiss` (P6).
        case modalInPresentation(screen: String)
        /// `modalInPresentation:` from a screen that is not presented.
        case notPresented(screen: String)
        /// A screen's `onLoad:` or `onWillAppear:` changed what is on screen, which UIKit does not
        /// allow before the view is in the window hierarchy.
        case navigationBeforeAppear(screen: String, callback: LifecycleCallback)
        /// `onAppear:` effects kept moving to new screens within one step, past
        /// ``Simulator/maximumAppearanceRounds`` (a screen that pushes itself on appear).
        case appearanceLoop(screen: String, limit: Int)
        /// `swipe` or `showPage:` with no page view controller there.
        case noPageViewController(screen: String)
        /// `swipe` or `showPage: next`/`previous` past the first or last page: the data source
        /// has no page there.
        case noMorePages(screen: String, direction: PageDirection)
        /// `openURL: $url` read a value that is not a URL with a scheme.
        case notAURL(String)
        /// `showPage:` names a screen that is not one of the page view controller's pages.
        case noSuchPage(String, screen: String, available: [String])
        /// `embed:` from a screen that is not a container (it declares no `embeds:`).
        case notAContainer(screen: String)
        /// `unembed:` names a screen that no container of the acting screen embeds.
        case notEmbedded(String, screen: String)
        /// Screens that embed screens that embed… past ``Simulator/maximumContainmentDepth``.
        case containmentTooDeep(screen: String, limit: Int)
        /// A condition or a `$KEY` read a stored value that no step on the path has read or
        /// written, in an exploration that starts with such values (``Store/unread``): the
        /// explorer goes on from each value the key can have, never reports it.
        case valueNotYetRead(key: Int)
    }

    public var reason: Reason
    /// Lower-case, no final period; what would work follows a semicolon.
    public var message: String

    public init(_ reason: Reason, _ message: String) {
        self.reason = reason
        self.message = message
    }

    public var description: String { message }
}
