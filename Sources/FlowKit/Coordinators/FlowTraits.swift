/// What a coordinator's flow declares that the engine reads as it runs: its name, its kind and its
/// flags. Stored once per flow, built from the app definition when the simulator starts, and
/// shared by every coordinator of that flow (a coordinator holds a reference, not a copy of each
/// flag), so a flag cannot say one thing on the coordinator and another in the app.
public final class FlowTraits: Hashable, Sendable, CustomStringConvertible {
    /// The flow's name (`App` for the root of the tree).
    public let flow: String
    public let kind: Coordinator.Kind
    /// It finishes itself when the user removes its last screen (`autoFinish`).
    public let autoFinish: Bool
    /// While its screen is on top, the bars are hidden (B2).
    public let hidesBars: Bool
    /// Something may observe its screens' release and finish it at the end of a step
    /// (`finishOnDeinit`, `navigationDelegate`).
    public let observesRelease: Bool
    /// The app coordinator keeps it across root swaps (`kept: true`).
    public let isKept: Bool
    /// A tabs flow's tabs, in declaration order (empty for other flows): each tab bar built from
    /// the flow shares them.
    public let tabs: [TabTraits]

    public init(
        flow: String, kind: Coordinator.Kind, autoFinish: Bool = false, hidesBars: Bool = false,
        observesRelease: Bool = false, isKept: Bool = false, tabs: [TabTraits] = []
    ) {
        self.flow = flow
        self.kind = kind
        self.autoFinish = autoFinish
        self.hidesBars = hidesBars
        self.observesRelease = observesRelease
        self.isKept = isKept
        self.tabs = tabs
    }

    /// The traits of a declared flow.
    public convenience init(_ spec: FlowSpec) {
        self.init(
            flow: spec.name, kind: Coordinator.Kind(spec.content), autoFinish: spec.autoFinish,
            hidesBars: spec.hidesBars,
            observesRelease: spec.finishOnDeinit || spec.navigationDelegate,
            isKept: spec.kept, tabs: Self.tabs(of: spec))
    }

    /// The traits of a tabs flow's tabs.
    private static func tabs(of spec: FlowSpec) -> [TabTraits] {
        guard case .tabs(let tabs) = spec.content else { return [] }
        return tabs.map(TabTraits.init)
    }

    /// The root of every tree.
    public static let app = FlowTraits(flow: "App", kind: .app)

    /// The traits of every flow of `app`, by name.
    static func table(_ app: AppDefinition) -> [String: FlowTraits] {
        app.flows.mapValues { FlowTraits($0) }
    }

    public static func == (a: FlowTraits, b: FlowTraits) -> Bool {
        a === b
            || (a.flow == b.flow && a.kind == b.kind && a.autoFinish == b.autoFinish
                && a.hidesBars == b.hidesBars && a.observesRelease == b.observesRelease
                && a.isKept == b.isKept && a.tabs == b.tabs)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(flow)
        hasher.combine(kind)
    }

    public var description: String { "\(flow) (\(kind.rawValue))" }
}

extension Coordinator.Kind {
    /// The kind of coordinator a flow's content makes.
    init(_ content: FlowSpec.Content) {
        switch content {
        case .stack: self = .stack
        case .tabs: self = .tabs
        case .push: self = .push
        case .present: self = .present
        case .screenless: self = .screenless
        }
    }
}
