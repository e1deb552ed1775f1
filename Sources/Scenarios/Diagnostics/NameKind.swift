/// What kind of name a file named without declaring it: the `KIND` of "unknown KIND 'NAME'", and
/// the id of that diagnostic (`unknownScreen`).
enum NameKind: String, Hashable, Sendable, CaseIterable {
    case action
    case alertButton = "alert button"
    case alertTitle = "alert title"
    case callback
    case conditionCombinator = "condition combinator"
    case direction
    case effect
    case expectKey = "expect key"
    case flow
    case key
    case launchState = "launch state"
    case link
    case outcome
    case page
    case parameter
    case presentationStyle = "presentation style"
    case request
    case screen
    case stateKey = "state key"
    case step
    case store
    case tab
    case value

    /// The id of "unknown KIND 'NAME'" for this kind.
    var id: DiagnosticID {
        switch self {
        case .action: return .unknownAction
        case .alertButton: return .unknownAlertButton
        case .alertTitle: return .unknownAlertTitle
        case .callback: return .unknownCallback
        case .conditionCombinator: return .unknownConditionCombinator
        case .direction: return .unknownDirection
        case .effect: return .unknownEffect
        case .expectKey: return .unknownExpectKey
        case .flow: return .unknownFlow
        case .key: return .unknownKey
        case .launchState: return .unknownLaunchState
        case .link: return .unknownLink
        case .outcome: return .unknownOutcome
        case .page: return .unknownPage
        case .parameter: return .unknownParameter
        case .presentationStyle: return .unknownPresentationStyle
        case .request: return .unknownRequest
        case .screen: return .unknownScreen
        case .stateKey: return .unknownStateKey
        case .step: return .unknownStep
        case .store: return .unknownStore
        case .tab: return .unknownTab
        case .value: return .unknownValue
        }
    }
}
