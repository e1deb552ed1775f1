extension StepError.Reason {
    /// The flow or screen a failing step is about, as an impossible step's finding is grouped by
    /// it: what the step tried to present, push, start or finish (a presentation refused because
    /// another is up is the same bug on whichever screen it happens), without its instance path;
    /// `nil` when the reason names none (the screen where it failed is the subject then). A
    /// screen is named without its arguments (`Post`, not `Post(id=7)`).
    var findingSubject: String? {
        subjectAsWritten.map(Self.withoutArguments)
    }

    private var subjectAsWritten: String? {
        switch self {
        case .alreadyPresenting(let presenting, _, _), .notInWindowHierarchy(let presenting, _):
            return presenting
        case .cannotStart(let flow, _), .notARootFlow(let flow, _), .tooManyTabs(let flow, _):
            return flow
        case .noNavigationStack(let coordinator), .emptyStack(let coordinator):
            return Self.lastName(coordinator)
        case .autoFinishLoop(let path): return Self.lastName(path)
        case .pushContainer(let kind): return kind
        case .pushSameInstance(let screen), .notInStack(let screen),
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

    /// `Post` of `Post(id=7)`; an alert's title, or any text that is not a name with arguments,
    /// as it is.
    static func withoutArguments(_ text: String) -> String {
        guard text.hasSuffix(")"), let open = text.firstIndex(of: "("), open > text.startIndex,
            text[..<open].unicodeScalars.allSatisfy({
                $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_"
            })
        else { return text }
        return String(text[..<open])
    }

    /// `Followers` of `App/Main/Followers`.
    private static func lastName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
