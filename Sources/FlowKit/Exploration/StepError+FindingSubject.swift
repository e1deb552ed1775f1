extension StepError.Reason {
    /// The flow or screen a failing step is about, as an impossible step's finding is grouped by
    /// it: what the step tried to present, push, start or finish (a presentation refused because
    /// another is up is the same bug on whichever screen it happens), without its instance path;
    /// `nil` when the reason names none (the screen where it failed is the subject then). A
    /// screen is named without its arguments (`Post`, not `Post(id=7)`).
    var findingSubject: String? {
        subjectAsWritten.map(ExplorationFinding.name)
    }

    private var subjectAsWritten: String? {
        switch self {
        case .alreadyPresenting(let presenting, _, _), .notInWindowHierarchy(let presenting, _):
            return presenting
        case .cannotStart(let flow, _), .notARootFlow(let flow, _), .tooManyTabs(let flow, _):
            return flow
        case .noNavigationStack(let coordinator), .emptyStack(let coordinator):
            return coordinator
        case .autoFinishLoop(let path): return path
        case .pushContainer(let kind): return kind
        case .pushSameInstance(let screen), .pushedTwice(let screen), .notInStack(let screen),
            .finishedCoordinator(let screen), .modalInPresentation(let screen),
            .notPresented(let screen), .navigationBeforeAppear(let screen, _),
            .appearanceLoop(let screen, _), .noPageViewController(let screen),
            .noMorePages(let screen, _), .noSuchPage(_, let screen, _),
            .notAContainer(let screen), .notEmbedded(_, let screen),
            .containmentTooDeep(let screen, _):
            return screen
        default: return nil
        }
    }
}
