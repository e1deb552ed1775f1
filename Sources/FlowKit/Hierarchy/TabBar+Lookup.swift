extension TabBar {
    /// The index of the tab named `name`, or the one error for a tab the bar does not have
    /// (the user's `select` step and the `select:` effect both ask here).
    public func existingIndex(of name: String) throws(StepError) -> Int {
        if let index = index(of: name) { return index }
        let names = tabs.map(\.name)
        throw StepError(
            .noSuchTab(name, available: names),
            "the tab bar has no tab '\(name)'" + Suggestions.didYouMean(name, in: names)
                + "; its tabs are " + NameList.capped(names))
    }
}
