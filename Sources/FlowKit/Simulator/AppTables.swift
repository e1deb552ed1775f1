/// What the step path looks up by name in the app, other than screens (``Simulator/screenTable``):
/// built once when the simulator starts, and kept in one box, so that a copy of the simulator
/// retains it once. A `Dictionary<String, …>` lookup hashes the name with SipHash and copies the
/// spec out; these find it by a ``NameTable`` and leave it in place.
final class AppTables: Sendable {
    /// The links (`app.links`): `open` and a held link's `when:` read one on every step.
    let links: NameTable<LinkSpec>
    /// Each tabs flow's tabs, by the flow's name: `select` reads the selected tab's
    /// `intercept:` and `onSelect:`.
    let tabs: NameTable<[TabSpec]>
    /// Each link's `when:` as tests of state keys by index, by the link's place in ``links``;
    /// `nil` for a `when:` that is not made of those alone (``KeyTests``).
    let linkWhen: [KeyTests?]
    /// Whether some tab has `onSelect:` effects: in an app where none has, `select` does not
    /// look its tab's spec up after selecting it (a coordinator's flow and a tab found by name).
    let someTabHasOnSelect: Bool
    /// Whether some flow hides the bars (`hidesBars:`, B2): in an app where none does (and no
    /// screen hides the tab bar), the selected tab's stack hides no tab bar, and
    /// ``Simulator/tabBarHiding`` does not look at it.
    let someFlowHidesBars: Bool

    init(_ app: AppDefinition) {
        links = NameTable(app.links.map { ($0.key, $0.value) })
        linkWhen = links.values.map { KeyTests($0.when, app: app) }
        tabs = NameTable(
            app.flows.compactMap { name, spec in
                guard case .tabs(let tabs) = spec.content else { return nil }
                return (name, tabs)
            })
        someTabHasOnSelect = tabs.values.contains { $0.contains { !$0.onSelect.isEmpty } }
        someFlowHidesBars = app.flows.values.contains(where: \.hidesBars)
    }
}
