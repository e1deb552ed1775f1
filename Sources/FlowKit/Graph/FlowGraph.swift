/// The navigation of an app as a picture: screens grouped by the flow that owns them (and flows
/// by tab), with an edge for every action, tab, link or launch state that moves the user from one
/// to another. Built from the app definition alone (no run), so it shows every edge the app
/// declares, reachable or not. Build one with ``FlowGraph/init(app:)``; render it with
/// ``MermaidRenderer`` or ``DOTRenderer``.
///
/// A `decide` draws one decision node, its edges to the roots of the launch states that may
/// hold there (a state whose rule the values written before it rule out is left out).
///
/// Edges go forward only: `pop`, `popToRoot`, `dismiss` and `finish` take the user back along an
/// edge already drawn, so they add none (a `popTo: NAME` is drawn, as it names where it goes).
public struct FlowGraph: Hashable, Sendable {
    /// What a node stands for.
    public enum NodeKind: Hashable, Sendable, Comparable {
        /// A launch state: an entry point (`launch: loggedIn`).
        case launch(state: String)
        /// A deep link or notification route: an entry point (`link: post(postId)`).
        case link(name: String)
        /// The scene entering the foreground or the background, whose hooks run effects: an
        /// entry point (`scene: foreground`).
        case scene(event: String)
        /// The tab bar of a `tabs` flow.
        case tabBar(flow: String)
        /// A screen, as created by the flow that owns it.
        case screen(flow: String, name: String)
        /// Where a `crash:` effect ends the app.
        case crash(message: String)
        /// A `decide`: the launch rules run again, and the launch states that may hold after
        /// the effects before it (in rule order, joined by `, `) are the edges out of it.
        case decision(states: String)
    }

    /// A node: a screen, a tab bar, an entry point or a crash.
    public struct Node: Hashable, Sendable {
        public var kind: NodeKind
        /// The text shown on the node.
        public var label: String
    }

    /// How an edge moves the user.
    public enum EdgeKind: String, Hashable, Sendable, Comparable {
        /// A push onto a navigation stack (an action's `push:`, a push flow's `start:`, a link).
        case push
        /// A modal presentation (a `present:`, a present flow's `start:`, an alert button's effect).
        case present
        /// The window root replaced (`root:`, `decide`, a launch state's root).
        case root
        /// A tab: the user's tap on a tab bar item, or a `select:` effect.
        case tab
        /// A `popTo: NAME` back to a named screen.
        case popTo
        /// The app crashes.
        case crash
        /// A container screen and a screen it embeds (`embeds:`, `embed:`), shown with it.
        case embed
        /// A page view controller and one of its pages (`pages:`, `showPage:`).
        case page

        public static func < (a: EdgeKind, b: EdgeKind) -> Bool { a.rawValue < b.rawValue }
    }

    /// An edge between two nodes (indices into ``nodes``), labelled by what moves the user.
    public struct Edge: Hashable, Sendable {
        public var from: Int
        public var to: Int
        public var kind: EdgeKind
        /// The action (`Feed.openPost`), tab (`tab: home`), link or launch state.
        public var label: String
    }

    /// A flow's group of nodes; a `tabs` flow's group holds its tab bar and its tabs' groups.
    public struct Group: Hashable, Sendable {
        public var flow: String
        /// `stack`, `tabs`, `push` or `present`.
        public var kind: String
        /// The tab that holds the flow, when a tab bar does.
        public var tab: String?
        public var nodes: [Int]
        public var groups: [Group]

        /// The cluster's label: `tab home: Home (stack)`, or `(frontmost)` alone for the screens
        /// shown by whatever flow is frontmost (not `(frontmost) (frontmost)`).
        public var title: String {
            let flowText =
                flow == FlowGraphBuilder.frontmostFlow ? flow : "\(flow) (\(kind))"
            return (tab.map { "tab \($0): " } ?? "") + flowText
        }
    }

    /// The app's name.
    public var app: String
    /// In a stable order: entries first (launch states in rule order, links by name), then screens
    /// by flow and name.
    public internal(set) var nodes: [Node] = []
    /// Sorted by source, target, kind and label; no two are the same.
    public internal(set) var edges: [Edge] = []
    /// Top-level groups, by flow name; nodes in no group (entries, crashes) are drawn outside.
    public internal(set) var groups: [Group] = []

    /// The index of the node with this kind.
    public func index(of kind: NodeKind) -> Int? {
        nodes.firstIndex { $0.kind == kind }
    }

    /// The nodes no group holds (entries, crashes), in node order: renderers draw them first.
    public var ungroupedNodes: [Int] {
        var grouped = Set<Int>()
        var pending = groups
        while let g = pending.popLast() {
            grouped.formUnion(g.nodes)
            pending += g.groups
        }
        return nodes.indices.filter { !grouped.contains($0) }
    }
}
