extension StepError.Reason {
    /// The case's name: `alreadyPresenting`. Spelled out case by case: the explorer names the
    /// reason of every step that fails, and reading it from a mirror (or a description) cost
    /// hundreds of thousands of instructions each time. `ExplorerTests` checks each name against
    /// the mirror's.
    public var caseName: String {
        switch self {
        case .notRunning: return "notRunning"
        case .alreadyRunning: return "alreadyRunning"
        case .alertShowing: return "alertShowing"
        case .noAlert: return "noAlert"
        case .noSuchButton: return "noSuchButton"
        case .noSuchAction: return "noSuchAction"
        case .missingArgument: return "missingArgument"
        case .unexpectedArgument: return "unexpectedArgument"
        case .noBackButton: return "noBackButton"
        case .noNavigationBar: return "noNavigationBar"
        case .noTabBar: return "noTabBar"
        case .tabBarHidden: return "tabBarHidden"
        case .tabBarCovered: return "tabBarCovered"
        case .noSuchTab: return "noSuchTab"
        case .notASheet: return "notASheet"
        case .nothingPresented: return "nothingPresented"
        case .alreadyPresenting: return "alreadyPresenting"
        case .notInWindowHierarchy: return "notInWindowHierarchy"
        case .presentationInProgress: return "presentationInProgress"
        case .pushedTwice: return "pushedTwice"
        case .nothingAnimating: return "nothingAnimating"
        case .pushSameInstance: return "pushSameInstance"
        case .pushContainer: return "pushContainer"
        case .noLaunchRuleHolds: return "noLaunchRuleHolds"
        case .unknownName: return "unknownName"
        case .unresolvedName: return "unresolvedName"
        case .cannotStart: return "cannotStart"
        case .notARootFlow: return "notARootFlow"
        case .notInStack: return "notInStack"
        case .valueOutOfDomain: return "valueOutOfDomain"
        case .noNavigationStack: return "noNavigationStack"
        case .tooManyTabs: return "tooManyTabs"
        case .cannotFinishApp: return "cannotFinishApp"
        case .finishedCoordinator: return "finishedCoordinator"
        case .effectsTooDeep: return "effectsTooDeep"
        case .tooManyEffects: return "tooManyEffects"
        case .autoFinishLoop: return "autoFinishLoop"
        case .noPendingRequest: return "noPendingRequest"
        case .noSuchOutcome: return "noSuchOutcome"
        case .inBackground: return "inBackground"
        case .notInBackground: return "notInBackground"
        case .tooManyPendingRequests: return "tooManyPendingRequests"
        case .tooManyHeldLinks: return "tooManyHeldLinks"
        case .emptyStack: return "emptyStack"
        case .modalInPresentation: return "modalInPresentation"
        case .notPresented: return "notPresented"
        case .navigationBeforeAppear: return "navigationBeforeAppear"
        case .appearanceLoop: return "appearanceLoop"
        case .noPageViewController: return "noPageViewController"
        case .noMorePages: return "noMorePages"
        case .notAURL: return "notAURL"
        case .noSuchPage: return "noSuchPage"
        case .notAContainer: return "notAContainer"
        case .notEmbedded: return "notEmbedded"
        case .containmentTooDeep: return "containmentTooDeep"
        case .valueNotYetRead: return "valueNotYetRead"
        }
    }

    /// The case's name read from the mirror: the label of a case with a payload (read without
    /// describing the payload, which `String(describing:)` does before it is cut off), the
    /// description of one without. What ``caseName`` must equal.
    var reflectedCaseName: String {
        if let label = Mirror(reflecting: self).children.first?.label { return label }
        let text = String(describing: self)
        return String(text.prefix { $0 != "(" })
    }
}
