/// What an app offers to be covered: every screen, action, tab, link, launch state and
/// request outcome it declares, and of those, the ones exploration can reach.
public struct CoverageUniverse: Hashable, Sendable {
    /// Everything the app file declares.
    public var declared: Set<CoverageItem>
    /// What a run can reach (by exploration); equal to ``declared`` when not explored.
    public var reachable: Set<CoverageItem>
    /// Whether ``reachable`` comes from an exploration that saw every reachable state.
    public var isExplored: Bool

    /// Everything `app` declares; reachable is taken to be all of it until ``explore(_:options:)``.
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
