/// Every step an app could ever offer, worked out once: each screen's taps with sample
/// arguments (``ArgumentSamples``) and each link's opens. ``Simulator/availableSteps(using:)``
/// picks from it the steps the current state allows; build one catalog per app when asking often.
public struct StepCatalog: Sendable {
    /// The taps of each screen's actions, in declaration order, each argument combination in
    /// turn, whose arguments suit the action (``Simulator/checkTapArguments(_:_:of:)``, which
    /// reads only the app): on that screen frontmost, each passes its check when the user can
    /// touch the window.
    public let taps: [String: [Step]]
    /// The opens of every link that can arrive from outside (not `inApp: true`), links sorted by
    /// name, that pass ``Simulator/checkOpen(_:_:in:)``: it reads only the app, so they pass it
    /// in every state.
    public let opens: [Step]
    /// ``taps`` by screen name, found without hashing the name with SipHash in every state.
    let tapTable: NameTable<[Step]>

    public init(app: AppDefinition) {
        let samples = ArgumentSamples(app: app)
        var taps: [String: [Step]] = [:]
        for (name, spec) in app.screens {
            taps[name] = spec.actions.flatMap { action in
                // (checked against the action a tap finds by its name: the first so named)
                let found = spec.action(action.name) ?? action
                return samples.combinations(of: action.arguments, in: action.effects).compactMap {
                    (try? Simulator.checkTapArguments(action.name, $0, of: found)) == nil
                        ? nil : Step.tap(action.name, $0)
                }
            }
        }
        self.taps = taps
        tapTable = NameTable(taps.map { ($0.key, $0.value) })
        opens = app.links.keys.sorted().flatMap { name -> [Step] in
            // An in-app event only arrives by the app's own `post:`.
            guard let link = app.links[name], !link.isInAppOnly else { return [] }
            return samples.combinations(of: link.params, in: link.effects).compactMap {
                (try? Simulator.checkOpen(name, $0, in: app)) == nil ? nil : Step.open(name, $0)
            }
        }
    }

    /// The taps of the screen named `name` (``taps``), none for a name it does not know.
    func taps(of name: String) -> [Step] {
        tapTable.index(of: name).map { tapTable.values[$0] } ?? []
    }
}
