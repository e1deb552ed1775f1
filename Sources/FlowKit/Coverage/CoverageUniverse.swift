/// What an app offers to be covered: every screen, action, tab, link, launch state and
/// request outcome it declares, and of those, the ones exploration can reach.
public struct CoverageUniverse: Hashable, Sendable {
    /// Everything the app file declares.
    public var declared: Set<CoverageItem>
    /// What a run can reach (by exploration); equal to ``declared`` when not explored.
    public var reachable: Set<CoverageItem>
    /// Whether ``reachable`` comes from an exploration that saw every reachable state.
    public var isExplored: Bool
    /// The declared items an exploration reached (empty when none ran).
    public var foundByExploration: Set<CoverageItem> = []
    /// The distinct states the exploration saw (0 when none ran).
    public var exploredStates = 0
    /// The bound that stopped the exploration before it saw every reachable state; `nil` when it
    /// saw them all or none ran.
    public var explorationBound: Exploration.Bound?

    /// Everything `app` declares; reachable is taken to be all of it until an exploration
    /// (``init(exploring:maxStates:)``) says otherwise.
    public init(declaredBy app: AppDefinition) {
        var items = Set<CoverageItem>()
        for (name, screen) in app.screens {
            items.insert(CoverageItem(.screen, name))
            for action in screen.actions {
                items.insert(CoverageItem(.action, "\(name).\(action.name)"))
            }
        }
        for flow in app.flows.values {
            if case .tabs(let tabs) = flow.content {
                for tab in tabs { items.insert(CoverageItem(.tab, tab.name)) }
            }
        }
        for link in app.links.keys { items.insert(CoverageItem(.link, link)) }
        for rule in app.launchRules { items.insert(CoverageItem(.launchState, rule.state)) }
        app.forEachEffect { effect in
            if case .request(let request) = effect {
                for outcome in request.outcomes {
                    items.insert(CoverageItem(.outcome, "\(request.name).\(outcome.name)"))
                }
            }
        }
        declared = items
        reachable = items
        isExplored = false
    }
}
