import FuzzSupport
import XCTest

@testable import FlowKit

/// Each fact stored once: what is derived — a coordinator's flags and kind from
/// its flow's shared traits, children from parent links, a tab's coordinator from its stack's owner,
/// a held screen's name beside its id, the tree's counts, a tab's name and interception from its
/// flow's shared tab traits, a stack's owner and its owning
/// coordinator's stack — agrees with what it is derived from,
/// after every step of random walks over random apps (failed steps included).
final class StoredOnceTests: XCTestCase {
    func testDerivedViewsAgreeWithTheirFactsThroughRandomWalks() {
        var checkedStates = 0
        var coordinatorsSeen = 0
        for index in 0..<150 {
            var random = RandomApp(SplitMix64(seed: 0x5707_ED01 &+ UInt64(index)))
            let app = random.make()
            guard var sim = try? Simulator(app: app) else { continue }
            for step in 0..<50 {
                let next = random.step(for: sim, app: app)
                try? sim.perform(next)
                checkedStates += 1
                coordinatorsSeen += sim.coordinators?.all.count ?? 0
                if let problem = Self.problem(sim) {
                    XCTFail(
                        "app \(index) step \(step) '\(next)': \(problem)\n\(sim.hierarchyDescription)"
                    )
                    return
                }
            }
        }
        XCTAssertGreaterThan(checkedStates, 5_000)
        XCTAssertGreaterThan(coordinatorsSeen, 5_000, "the walks must reach coordinators to check")
    }

    /// The first disagreement between a derived view and its fact, if any.
    static func problem(_ sim: Simulator) -> String? {
        guard let running = sim.device.app else { return nil }
        let tree = running.coordinators
        let all = Array(tree.all)
        for c in all {
            // Flags and kind: the flow's traits, the one object the simulator made for that flow.
            if c.kind != .app {
                guard let shared = sim.flowTraits[c.flow] else {
                    return "\(c.flow) has no traits in the simulator's table"
                }
                guard c.traits === shared else { return "\(c.flow) holds traits of its own" }
                guard let spec = sim.app.flows[c.flow] else { return "no flow \(c.flow)" }
                if c.autoFinish != spec.autoFinish || c.hidesBars != spec.hidesBars
                    || c.isKept != spec.kept
                    || c.observesRelease != (spec.finishOnDeinit || spec.navigationDelegate)
                    || c.kind != Coordinator.Kind(spec.content)
                {
                    return "\(c.flow)'s flags differ from its flow's"
                }
            }
            // Children: exactly the coordinators naming it as parent, in start order.
            let named = all.filter { $0.parent == c.id }.map(\.id)
            if c.children != named {
                return
                    "\(tree.path(of: c.id)) lists children \(c.children), its children are \(named)"
            }
            if let parent = c.parent, !tree.contains(parent) {
                return "\(tree.path(of: c.id))'s parent is not live"
            }
            if c.heldScreens.count != c.heldScreenNames.count {
                return
                    "\(tree.path(of: c.id)) holds \(c.heldScreens.count) screens, \(c.heldScreenNames.count) names"
            }
            for held in c.held {
                if let screen = running.window.screen(held.id), screen.description != held.name {
                    return "\(tree.path(of: c.id)) names \(held.name) the screen \(screen)"
                }
            }
        }
        // The tree's counts: what the coordinators' traits say.
        if tree.autoFinishCount != all.filter(\.autoFinish).count {
            return "autoFinishCount \(tree.autoFinishCount)"
        }
        let observed = all.filter { $0.observesRelease || $0.claimedNavigationDelegate }.count
        if tree.releaseObservedCount != observed {
            return "releaseObservedCount \(tree.releaseObservedCount), \(observed) observe"
        }
        if let problem = stackProblem(sim) { return problem }
        // A tab's coordinator is its stack's owner, a live coordinator under the tab bar's.
        if let bar = running.window.tabBar {
            // Its name and interception: the tabs flow's shared tab traits, as its spec says.
            if let owner = tree[bar.owner] {
                guard let spec = sim.app.flows[owner.flow], case .tabs(let specs) = spec.content
                else { return "the tab bar's owner \(owner.flow) is not a tabs flow" }
                for tab in bar.tabs {
                    guard let shared = owner.traits.tabs.first(where: { $0.name == tab.name }),
                        tab.traits === shared
                    else { return "tab \(tab.name) holds traits of its own" }
                    guard let tabSpec = specs.first(where: { $0.name == tab.name }),
                        tab.isIntercepting == (tabSpec.intercept != nil)
                    else { return "tab \(tab.name)'s interception differs from its spec's" }
                }
            }
            for tab in bar.tabs where tab.coordinator != tab.stack.owner {
                return "tab \(tab.name)'s coordinator is not its stack's owner"
            }
            for tab in bar.tabs where tree.contains(tab.coordinator) {
                if tree[tab.coordinator]?.parent != bar.owner {
                    return "tab \(tab.name)'s coordinator is not a child of the tab bar's"
                }
            }
        }
        return nil
    }

    /// A stack and its owner, a screen and its spec: the first disagreement, if any.
    static func stackProblem(_ sim: Simulator) -> String? {
        guard let running = sim.device.app else { return nil }
        let tree = running.coordinators
        // A stack or present coordinator's stack, while in the window, is owned by it. (Not the
        // converse: a stack's owner is the coordinator that made it — one that presents a bare
        // screen or a screen in a navigation controller owns that stack and still pushes onto its
        // own — and it outlives that coordinator in a leak report; two facts, not one.)
        for c in tree.all where c.kind == .stack || c.kind == .present {
            if let id = c.stack, let location = running.window.location(ofStack: id),
                running.window.stack(at: location)?.owner != c.id
            {
                return "\(tree.path(of: c.id)) pushes onto stack \(id), which another owns"
            }
        }
        return nil
    }
}
