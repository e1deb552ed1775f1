/// Where a `$NAME` can be read from.
public enum NameSource: Hashable, Sendable, CaseIterable {
    /// An argument of the tap (or of the link being routed).
    case argument
    /// A parameter of the acting screen.
    case screenParameter
    /// A parameter of the acting screen's coordinator (after `finish`: of the parent coordinator).
    case flowParameter
    /// A persisted state key.
    case state
}

/// The `$NAME` lookup order: the tap's argument, the acting screen's parameter, its
/// flow's parameter, the persisted state. The engine resolves values with it and `flowsim
/// check` decides with it which names a tap must pass: one order, one place.
public enum NameLookup {
    /// The sources in the order they are asked.
    public static let order: [NameSource] = [.argument, .screenParameter, .flowParameter, .state]

    /// What the first source in ``order`` that supplies `name` gives, with that source;
    /// `nil` when none does. `supply` answers for one source (`nil`: it does not have the name).
    public static func first<T>(_ name: String, _ supply: (NameSource) throws(StepError) -> T?)
        throws(StepError) -> (value: T, source: NameSource)?
    {
        for source in order {
            if let value = try supply(source) { return (value, source) }
        }
        return nil
    }

    /// The error for a name that no source supplies, with the closest name a source has.
    public static func unresolved(_ name: String, candidates: some Sequence<String> = [String]())
        -> StepError
    {
        StepError(
            .unresolvedName(name),
            "nothing supplies '$\(name)': no argument, parameter or state key has that name"
                + Suggestions.didYouMean("$" + name, in: candidates.lazy.map { "$" + $0 }))
    }
}
