import XCTest

@testable import FlowKit

/// Random walks over an app full of container screens: embedded children nested
/// in pages nested in children, children added and removed at run time and from `viewDidLoad`,
/// page swipes and `showPage:`, pushes and presentations from children. After every step the
/// rules that hold for every screen hold for children and pages too.
final class ContainerPropertyTests: XCTestCase {
    private static func container(
        _ name: String, embeds: [Invocation]? = nil, pages: [Invocation] = [],
        _ actions: KeyValuePairs<String, [Effect]> = [:]
    ) -> ScreenSpec {
        var spec = screen(name, actions)
        spec.embeds = embeds
        spec.pages = pages
        return spec
    }

    static let app: AppDefinition = {
        var profile = container("Profile", embeds: [], ["close": [.finish]])
        profile.onLoad = [
            .branch(.isSet("premium"), then: [.embed("Badge")], else: [.embed("Banner")])
        ]
        var album = container("Album", pages: ["Photo", "Photo", "Photo"], ["done": [.pop]])
        album.onLoad = [.branch(.isSet("premium"), then: [.showPage(.direction(.next))], else: [])]
        return stackApp(
            root: "Home",
            flows: [
                FlowSpec("Account", content: .push(["Profile"]), autoFinish: true),
                FlowSpec("Sheet", content: .present(["Tour"], .sheet), autoFinish: true),
            ],
            screens: [
                container(
                    "Home", embeds: ["Header", "Feed"],
                    [
                        "map": [.unembed("Feed"), .embed("Map")],
                        "list": [.unembed("Map"), .embed("Feed")],
                        "album": [.push("Album")],
                    ]),
                screen("Header", ["account": [.start("Account")], "tour": [.start("Sheet")]]),
                screen("Feed", ["open": [.push("Detail")], "hide": [.unembed("Feed")]]),
                screen("Map", ["open": [.push("Detail")]]),
                container("Detail", embeds: ["Gallery"], ["back": [.pop]]),
                container(
                    "Gallery", pages: ["Photo", "Photo"], ["last": [.showPage(.named("Photo"))]]),
                screen(
                    "Photo",
                    ["next": [.showPage(.direction(.next))], "upgrade": [write("premium", true)]]),
                profile, album, screen("Badge"),
                screen("Banner", ["buy": [write("premium", true)]]),
                container("Tour", pages: ["Intro", "Tips"], ["skip": [.finish]]),
                screen("Intro", ["next": [.showPage(.direction(.next))]]), screen("Tips"),
            ],
            state: [StateKey("premium", default: false)])
    }()

    private static func randomStep(_ sim: Simulator, _ rng: inout SplitMix64) -> Step {
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<3: return .launch
        case 3..<6: return .relaunch
        case 6..<50:
            var actions = sim.actions
            if actions.isEmpty || Int.random(in: 0..<20, using: &rng) == 0 {
                actions.append("nope")
            }
            return .tap(actions.randomElement(using: &rng) ?? "nope", [])
        case 50..<72: return .swipe(Bool.random(using: &rng) ? .next : .previous)
        case 72..<85: return .back
        case 85..<92: return .swipeDown
        default: return .set([Param("premium", .bool(Bool.random(using: &rng)))])
        }
    }

    func testRandomWalksKeepTheRulesForChildrenAndPages() throws {
        var succeeded = 0
        var swipes = 0
        var shown: Set<String> = []
        for seed: UInt64 in [1, 2, 3, 4, 5, 6, 7, 8] {
            var rng = SplitMix64(seed: seed)
            var sim = try Simulator(app: Self.app, traceCapacity: 0)
            for index in 0..<300 {
                let step = Self.randomStep(sim, &rng)
                let before = sim
                let context = "seed \(seed) step \(index) '\(step)'"
                do {
                    try sim.perform(step)
                } catch {
                    XCTAssertEqual(
                        sim.device, before.device, "\(context) failed and changed the device")
                    XCTAssertEqual(sim.lifecycle, before.lifecycle, context)
                    continue
                }
                succeeded += 1
                if case .swipe = step { swipes += 1 }
                shown.formUnion(sim.lifecycle.screens)
                guard let window = sim.window else { continue }
                // What is appeared has loaded, and appearances balance per name, children included.
                let appeared = window.appearedScreens
                for s in appeared {
                    XCTAssertTrue(s.isLoaded, "\(s) appeared unloaded — \(context)")
                }
                var count: [String: Int] = [:]
                for s in appeared { count[s.name, default: 0] += 1 }
                for name in Set(sim.lifecycle.screens).union(count.keys) {
                    let l = sim.lifecycle
                    XCTAssertEqual(
                        l[name, .viewWillAppear] - l[name, .viewWillDisappear],
                        count[name, default: 0],
                        "\(name): willAppear − willDisappear — \(context)")
                    XCTAssertEqual(
                        l[name, .viewDidAppear] - l[name, .viewDidDisappear],
                        count[name, default: 0],
                        "\(name): didAppear − didDisappear — \(context)")
                }
                // Every container entry is a screen in the window: released ones were dropped.
                for id in window.containers.keys {
                    XCTAssertNotNil(
                        window.screen(id), "a released container's children kept — \(context)")
                }
                // Children are never leaks: the coordinators hold their containers.
                let childNames = Set(window.containers.values.flatMap { $0.children.map(\.name) })
                for leak in sim.leaks where leak.kind == .screen {
                    XCTAssertFalse(childNames.contains(leak.subject), "\(leak) — \(context)")
                }
                // A state equal to the one before has the same fingerprint.
                if sim.device == before.device {
                    XCTAssertEqual(sim.device.fingerprint, before.device.fingerprint, context)
                }
            }
        }
        XCTAssertGreaterThan(succeeded, 800, "the walks must get somewhere")
        XCTAssertGreaterThan(swipes, 50, "pages must be turned")
        XCTAssertEqual(
            shown.intersection(["Map", "Badge", "Banner", "Photo", "Tips", "Detail"]).count, 6,
            "every kind of child must show: \(shown.sorted())")
    }
}
