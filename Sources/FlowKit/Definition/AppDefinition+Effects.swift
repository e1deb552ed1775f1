extension AppDefinition {
    /// Visits every effect the app declares, wherever it stands — screens' actions and lifecycle
    /// effects (`onAppear`), launch rules' `then:`, links, flows' `onFinish`, `onStart` and
    /// `onAttemptToDismiss`, tabs' intercepts — and every effect nested in those
    /// (branches, alert buttons, request outcomes), depth first. The one walk over a whole app:
    /// a new place that holds effects is added here.
    public func forEachEffect(_ body: (Effect) -> Void) {
        var lists: [[Effect]] = []
        for name in screens.keys.sorted() {
            for action in screens[name]?.actions ?? [] { lists.append(action.effects) }
            for hook in screens[name]?.lifecycleEffects ?? [] { lists.append(hook.effects) }
        }
        for rule in launchRules { lists.append(rule.then) }
        for name in links.keys.sorted() { lists.append(links[name]?.effects ?? []) }
        for name in flows.keys.sorted() {
            guard let flow = flows[name] else { continue }
            for child in flow.onFinish.keys.sorted() { lists.append(flow.onFinish[child] ?? []) }
            lists.append(flow.swipe.onAttemptToDismiss)
            if case .tabs(let tabs) = flow.content {
                for tab in tabs {
                    lists.append(tab.intercept ?? [])
                    lists.append(tab.onSelect)
                }
            }
            if case .screenless(let onStart) = flow.content { lists.append(onStart) }
        }
        for list in lists {
            for effect in list { effect.forEachNested(body) }
        }
    }
}
