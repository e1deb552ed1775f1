/// `embed`, `unembed`, `showPage`: container screens at run time (issue 7, construct 14). A
/// container adds a child screen (`addChild`, its view added, `didMove(toParent:)`), removes one
/// (`willMove(toParent: nil)`, its view removed, `removeFromParent`), and a page view controller
/// shows a page (`setViewControllers(_:direction:animated:)`). Each acts on the nearest container
/// of the acting screen: the screen itself, or the screen that contains it, and so on outwards.
/// What appears and disappears gets its callbacks at the end of the step, as for every change.
public enum ContainerEffects: EffectFamily, EffectSemantics {
    public static let name = "containers"
    public static let keys = ["embed", "unembed", "showPage"]

    public static func describe(_ effect: Effect) -> String {
        switch effect {
        case .embed(let s): return "embed: \(s)"
        case .unembed(let name): return "unembed: \(name)"
        case .showPage(let target): return "showPage: \(target)"
        default: return ""  // another family's effect: never asked
        }
    }

    static func apply(
        _ effect: Effect, to sim: inout Simulator, actor: inout Actor, followsFrontmost: Bool
    ) throws(StepError) -> Simulator.Completion {
        switch effect {
        case .embed(let invocation):
            let what = "embed '\(invocation.name)'"
            let (container, path) = try sim.nearestContainer(of: actor, doing: what) {
                sim.app.screens[$0.name]?.embeds != nil
            }
            guard let (container, path) = container.map({ ($0, path) }) else {
                let on = actor.screenDescription ?? "?"
                throw StepError(
                    .notAContainer(screen: on),
                    "cannot \(what): '\(on)' is not a container screen, nor is any screen that contains it; declare embeds: on the container (embeds: [] when its children come only at run time)"
                )
            }
            let child = try sim.makeScreen(invocation, owner: container.owner, actor: actor)
            try sim.device.app?.window.modifyScreen(at: path) {
                (c: inout Screen) throws(StepError) in c.embed(child)
            }
        case .unembed(let name):
            let what = "unembed '\(name)'"
            let (container, path) = try sim.nearestContainer(of: actor, doing: what) {
                !$0.isPageViewController && $0.children.contains { $0.name == name }
            }
            guard container != nil else {
                let on = actor.screenDescription ?? "?"
                throw StepError(
                    .notEmbedded(name, screen: on),
                    "cannot \(what): neither '\(on)' nor a screen that contains it embeds a '\(name)'"
                        + sim.embeddedHint(actor))
            }
            try sim.device.app?.window.modifyScreen(at: path) {
                (c: inout Screen) throws(StepError) in _ = c.unembed(named: name)
            }
        case .showPage(let target):
            let what = "showPage: \(target)"
            let (found, path) = try sim.nearestContainer(of: actor, doing: what) {
                $0.isPageViewController
            }
            guard let pager = found else {
                let on = actor.screenDescription ?? "?"
                throw StepError(
                    .noPageViewController(screen: on),
                    "cannot \(what): neither '\(on)' nor a screen that contains it is a page view controller (a screen declared with pages:)"
                )
            }
            let index: Int
            switch target {
            case .direction(let direction):
                index = try sim.pageIndex(direction, of: pager)
            case .named(let name):
                guard let i = pager.children.firstIndex(where: { $0.name == name }) else {
                    let names = pager.children.map(\.name)
                    throw StepError(
                        .noSuchPage(name, screen: pager.description, available: names),
                        "cannot \(what): '\(pager)' has no page '\(name)'; its pages are "
                            + names.joined(separator: ", "))
                }
                index = i
            }
            guard index != pager.currentPage else { return .finished }  // already showing
            // A page that has shown is turned (C5); a page view controller still loading
            // (`onLoad:`) just opens on another page.
            if pager.currentPageScreen?.isLoaded == true { sim.style = max(sim.style, .pageScroll) }
            try sim.device.app?.window.modifyScreen(at: path) {
                (p: inout Screen) throws(StepError) in p.showPage(at: index)
            }
        default:
            break
        }
        return .finished
    }
}

extension Simulator {
    /// The acting screen, or the nearest screen that contains it, that `matches` — with where it
    /// stands; `nil` (and the acting screen's path) when none does. Fails when the acting screen
    /// is not in the window.
    func nearestContainer(
        of actor: Actor, doing what: String, _ matches: (Screen) -> Bool
    ) throws(StepError) -> (Screen?, ScreenPath) {
        guard let running = device.app else { throw notRunningError }
        guard let id = actor.screen, let path = running.window.path(ofScreen: id) else {
            let on = actor.screenName(in: running)
            throw StepError(
                .notInWindowHierarchy(presenting: "", on: on),
                "cannot \(what): '\(on)' is not in the window hierarchy, so it contains no screens")
        }
        for candidate in [path] + path.containers {
            if let screen = running.window.screen(at: candidate), matches(screen) {
                return (screen, candidate)
            }
        }
        return (nil, path)
    }

    /// "; it embeds Header, Feed" for the acting screen's innermost container with children.
    func embeddedHint(_ actor: Actor) -> String {
        guard let window = device.app?.window, let id = actor.screen,
            let path = window.path(ofScreen: id)
        else { return "" }
        for candidate in [path] + path.containers {
            if let screen = window.screen(at: candidate), !screen.children.isEmpty,
                !screen.isPageViewController
            {
                return "; '\(screen)' embeds "
                    + screen.children.map(\.description).joined(separator: ", ")
            }
        }
        return ""
    }
}
