import FlowKit
import XCTest

@testable import Scenarios

/// A breadth-first walk of each sample app: with states compared by what they show (not by the
/// ids the counters handed out), the number of distinct states stops growing.
///
/// Two of the sample apps have unbounded state spaces on purpose — WhatWeEat's onboarding page
/// pushes itself and its roulette leaks a coordinator per visit; Folio piles up screens released
/// while presented (P5) — so the walk counts states within bounds: no leak, no stack deeper than
/// ``deepestStack``. Within them every app is finite, and the walk must find all of it: Locals needs
/// 19 steps to reach every combination of its four tabs' stacks, so the walk goes 22 deep and
/// checks that the last two levels found nothing new. With ids in the identity (open(id=7) →
/// back → open(id=7) a new state) no app saturates.
final class StateSpaceSaturationTests: XCTestCase {
    private static let appsFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scenarios/apps")
    private static let deepestStack = 4
    private static let depth = 22

    /// The steps tried from a state: launch or relaunch, the frontmost screen's actions (each
    /// required argument with one sample value), every tab, back, swipeDown, the alert's buttons.
    private func steps(_ sim: Simulator) -> [Step] {
        guard sim.isRunning else { return [.launch] }
        var steps: [Step] = [.relaunch, .back, .swipeDown]
        if let alert = sim.window?.alert { steps += alert.spec.buttons.map { .alert($0.name) } }
        if let top = sim.top, let spec = sim.app.screens[top.name] {
            for action in spec.actions {
                steps.append(
                    .tap(action.name, action.arguments.map { Param($0, sample($0, sim.app)) }))
            }
        }
        steps += sim.window?.tabBar?.tabs.map { .select($0.name) } ?? []
        return steps
    }

    /// A declared value of the state key of that name (its second, so that it differs from the default), or a fixed string.
    private func sample(_ name: String, _ app: AppDefinition) -> Value {
        let values = app.key(name)?.enumeratedValues ?? []
        return values.count > 1 ? values[1] : values.first ?? "sample"
    }

    private func isWithinBounds(_ sim: Simulator) -> Bool {
        guard let window = sim.window else { return true }
        return sim.leaks.isEmpty
            && window.allStacks.allSatisfy { $0.stack.screens.count <= Self.deepestStack }
    }

    /// The number of distinct states within bounds reached within each depth, 0 to `depth`.
    private func distinctStates(_ app: AppDefinition, depth: Int) throws -> [Int] {
        let start = try Simulator(app: app, traceCapacity: 0)
        var seen: Set<DeviceState> = [start.device]
        var frontier = [start]
        var counts = [seen.count]
        for _ in 0..<depth {
            var next: [Simulator] = []
            for sim in frontier {
                for step in steps(sim) {
                    var child = sim
                    guard (try? child.perform(step)) != nil, isWithinBounds(child) else { continue }
                    if seen.insert(child.device).inserted { next.append(child) }
                }
            }
            frontier = next
            counts.append(seen.count)
        }
        return counts
    }

    func testEverySampleAppSaturates() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.appsFolder.path).filter
        { $0.hasSuffix(".app.yaml") }.sorted()
        XCTAssertGreaterThanOrEqual(files.count, 5)
        // Scanner and GGD Contact open on a launch screen that waits for the configuration from
        // the server, as the real apps do: this walk answers no request, so it sees only a few
        // states of them (they saturate at once). The explorer, which answers requests within
        // its bounds, walks them (ExplorationTests).
        let waitingAtLaunch: Set = ["scanner.app.yaml", "ggdcontact.app.yaml"]
        for file in files {
            var loader = ScenarioLoader()
            let compiled = loader.compiledApp(
                Self.appsFolder.appendingPathComponent(file).path, referencedAt: nil)
            let app = try XCTUnwrap(compiled?.definition, "\(file): \(loader.diagnostics)")
            let depth = Self.depth
            let counts = try distinctStates(app, depth: depth)
            XCTAssertEqual(
                counts[depth], counts[depth - 2], "\(file) still grows at depth \(depth): \(counts)"
            )
            if !waitingAtLaunch.contains(file) {
                XCTAssertGreaterThan(counts[depth], 3, "\(file): \(counts)")
            }
        }
    }
}
