extension ContainerEffects {
    /// `embed` draws an embed edge to the embedded screen, owned by the acting flow; `showPage`
    /// a page edge to the page it names, or, for `next` and `previous`, to the neighbouring pages
    /// of every page view controller that has the acting screen as a page. The child screen
    /// becomes frontmost: its actions act next. `unembed` goes back to the container and draws
    /// nothing.
    static func draw(
        _ effect: Effect, on graph: inout FlowGraphBuilder,
        context: inout FlowGraphBuilder.Context, label: String
    ) {
        switch effect {
        case .embed(let invocation):
            let targets = Set(
                graph.actorsOrFrontmost(context).map {
                    graph.node(.screen(flow: $0, name: invocation.name), label: invocation.name)
                })
            graph.move(&context, to: targets, .embed, label)
        case .showPage(let target):
            var targets: Set<Int> = []
            for from in context.frontmost.sorted() {
                guard case .screen(let flow, let name) = graph.nodes[from].kind else { continue }
                for page in pageNames(target, from: name, in: graph.app) {
                    targets.insert(graph.node(.screen(flow: flow, name: page), label: page))
                }
            }
            graph.move(&context, to: targets, .page, label)
        default:
            break
        }
    }

    /// The pages `showPage:` may show when `screen` acts, in every page view controller that is
    /// `screen` or has it as a page: the named page, or the pages next to `screen` (next to the
    /// first page, when `screen` is the page view controller itself).
    private static func pageNames(_ target: PageTarget, from screen: String, in app: AppDefinition)
        -> [String]
    {
        var result: [String] = []
        for name in app.screens.keys.sorted() {
            guard let pages = app.screens[name]?.pages.map(\.name), !pages.isEmpty else { continue }
            let current = name == screen ? [0] : pages.indices.filter { pages[$0] == screen }
            guard !current.isEmpty else { continue }
            switch target {
            case .named(let page):
                if pages.contains(page) { result.append(page) }
            case .direction(let direction):
                for i in current where pages.indices.contains(i + direction.offset) {
                    result.append(pages[i + direction.offset])
                }
            }
        }
        return result
    }
}
