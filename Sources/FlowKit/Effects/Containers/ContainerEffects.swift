/// `embed`, `unembed`, `showPage`: container screens at run time. A
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
            let found = try sim.nearestContainer(of: actor, doing: what) { screen, _ in
                sim.app.screens[screen.name]?.embeds != nil
            }
            guard let container = found else {
                let on = actor.screenDescription ?? "?"
                throw StepError(
                    .notAContainer(screen: on),
                    "cannot \(what): '\(on)' is not a container screen, nor is any screen that contains it; declare embeds: on the container (embeds: [] when its children come only at run time)"
                )
            }
            let child = try sim.makeScreen(invocation, owner: container.owner, actor: actor)
            if sim.device.app?.window.containers[container.id] == nil {
                sim.device.app?.window.containers[container.id] = Containment(embedding: [child])
            } else {
                sim.device.app?.window.containers[container.id]?.children.append(child)
            }
        case .unembed(let name):
            let what = "unembed '\(name)'"
            let found = try sim.nearestContainer(of: actor, doing: what) { _, containment in
                containment.map { !$0.isPages && $0.children.contains { $0.name == name } }
                    ?? false
            }
            guard let container = found,
                let i = sim.device.app?.window.containers[container.id]?.children.lastIndex(
                    where: { $0.name == name })
            else {
                let on = actor.screenDescription ?? "?"
                throw StepError(
                    .notEmbedded(name, screen: on),
                    "cannot \(what): neither '\(on)' nor a screen that contains it embeds a '\(name)'"
                        + sim.embeddedHint(actor))
            }
            sim.device.app?.window.containers[container.id]?.children.remove(at: i)
            // A container with no child left is as one that never embedded (the same state).
            if sim.device.app?.window.containers[container.id]?.children.isEmpty == true {
                sim.device.app?.window.containers[container.id] = nil
            }
        case .showPage(let target):
            let what = "showPage: \(target)"
            let found = try sim.nearestContainer(of: actor, doing: what) { _, containment in
                containment?.isPages ?? false
            }
            guard let pager = found, let pages = sim.device.app?.window.containers[pager.id] else {
                let on = actor.screenDescription ?? "?"
                throw StepError(
                    .noPageViewController(screen: on),
                    "cannot \(what): neither '\(on)' nor a screen that contains it is a page view controller (a screen declared with pages:)"
                )
            }
            let index: Int
            switch target {
            case .direction(let direction):
                index = try sim.pageIndex(direction, of: pager, pages)
            case .named(let name):
                guard let i = pages.children.firstIndex(where: { $0.name == name }) else {
                    let names = pages.children.map(\.name)
                    throw StepError(
                        .noSuchPage(name, screen: pager.description, available: names),
                        "cannot \(what): '\(pager)' has no page '\(name)'; its pages are "
                            + NameList.capped(names))
                }
                index = i
            }
            guard index != pages.currentPage else { return .finished }  // already showing
            // A page that has shown is turned (C5); a page view controller still loading
            // (`onLoad:`) just opens on another page.
            if pages.currentPageScreen?.isLoaded == true { sim.style = max(sim.style, .pageScroll) }
            sim.device.app?.window.containers[pager.id]?.currentPage = index
        default:
            break
        }
        return .finished
    }
}
