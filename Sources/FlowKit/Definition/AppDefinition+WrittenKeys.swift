extension AppDefinition {
    /// The state keys that some effect of the app writes (`set:`), wherever it is written: an
    /// action, an alert button, a branch, an `onFinish`, a tab intercept, a link, a launch follow-up.
    public var writtenKeys: Set<String> {
        var written: Set<String> = []
        // Depth first without recursion: effects nest as deep as a file writes them.
        var pending: [[Effect]] = []
        for screen in screens.values {
            for action in screen.actions { pending.append(action.effects) }
        }
        for flow in flows.values {
            pending.append(contentsOf: flow.onFinish.values)
            pending.append(flow.swipe.onAttemptToDismiss)
            if case .tabs(let tabs) = flow.content {
                pending.append(contentsOf: tabs.compactMap(\.intercept))
            }
        }
        for link in links.values { pending.append(link.effects) }
        for rule in launchRules { pending.append(rule.then) }
        while let effects = pending.popLast() {
            for effect in effects {
                if case .set(let writes) = effect { written.formUnion(writes.map(\.key)) }
                pending += effect.nestedEffects
            }
        }
        return written
    }
}
