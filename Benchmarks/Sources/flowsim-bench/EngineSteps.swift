import FlowKit
import Foundation

/// The engine's cost per step: a push/back loop with lifecycle and trace on and
/// off, against a floor loop that pushes and pops the same `Screen` values on a bare
/// `NavigationStack`; and whether a step costs what it changes: a stack pushed 10k and 20k deep,
/// coordinators nested 10k and 20k deep (linear: the 20k run takes about twice the 10k run).
enum EngineStepsBench {
    static let app = AppDefinition(
        name: "Bench",
        launch: [LaunchRule("main", root: "Main")],
        flows: [
            FlowSpec("Main", content: .stack(["Home"])),
            FlowSpec("Nest", content: .push(["Level"])),
        ],
        screens: [
            ScreenSpec(
                "Home",
                actions: [
                    ActionSpec("open", [.push("Detail")]), ActionSpec("nest", [.start("Nest")]),
                ]),
            ScreenSpec("Detail", actions: [ActionSpec("open", [.push("Detail")])]),
            ScreenSpec("Level", actions: [ActionSpec("nest", [.start("Nest")])]),
        ])

    /// Steps a second tapping `open` then `back`, `pairs` times.
    static func pushBackRate(traceCapacity: Int, pairs: Int) throws -> Double {
        var sim = try Simulator(app: app, traceCapacity: traceCapacity)
        try sim.launch()
        let open = Step.tap("open", [])
        let start = now()
        for _ in 0..<pairs {
            try sim.perform(open)
            try sim.perform(.back)
        }
        return Double(2 * pairs) / (now() - start)
    }

    /// Operations a second pushing and popping the same two `Screen` values: the floor a step cannot go under.
    static func floorRate(pairs: Int) throws -> Double {
        let home = Screen(id: ScreenID(1), name: "Home", owner: .app, isLoaded: true)
        let detail = Screen(id: ScreenID(2), name: "Detail", owner: .app)
        var stack = NavigationStack(id: StackID(1), screens: [home], owner: .app)
        let start = now()
        for _ in 0..<pairs {
            try stack.push(.screen(detail))
            stack.pop()
        }
        let elapsed = now() - start
        precondition(stack.screens.count == 1)
        return Double(2 * pairs) / elapsed
    }

    /// Seconds to tap `action` `depth` times from `first` (each tap goes one level deeper), trace on.
    static func deepRun(_ first: String, _ action: String, depth: Int) throws -> Double {
        var sim = try Simulator(app: app, traceCapacity: 256)
        try sim.launch()
        let start = now()
        try sim.tap(first)
        for _ in 1..<depth { try sim.perform(.tap(action, [])) }
        return now() - start
    }

    /// `BENCH_PAIRS` shortens the loops and `BENCH_DEEP=0` skips the deep runs, for
    /// `valgrind --tool=callgrind` (instructions a step: inclusive cost of `pushBackRate` over its steps).
    static func run(rounds: Int) throws {
        let environment = ProcessInfo.processInfo.environment
        let pairs = Int(environment["BENCH_PAIRS"] ?? "") ?? 200_000
        var on: [Double] = []
        var off: [Double] = []
        var floor: [Double] = []
        for _ in 0..<rounds {
            on.append(try pushBackRate(traceCapacity: 256, pairs: pairs))
            off.append(try pushBackRate(traceCapacity: 0, pairs: pairs))
            floor.append(try floorRate(pairs: pairs * 10))
        }
        let (mOn, mOff, mFloor) = (median(on), median(off), median(floor))
        print(
            String(
                format:
                    "steps: %.0f steps/s with lifecycle and trace on, %.0f with the trace off (push/back, median of %d rounds of %d)",
                mOn, mOff, rounds, 2 * pairs))
        print(
            String(
                format:
                    "steps: floor %.0f push/pop a second on a bare NavigationStack: a step costs %.1f× the floor (trace on), %.1f× (off)",
                mFloor, mFloor / mOn, mFloor / mOff))
        if environment["BENCH_DEEP"] == "0" { return }
        let depth = Int(environment["BENCH_DEPTH"] ?? "") ?? 10_000
        let deepRounds = max(1, rounds / 2)
        for (label, first, action) in [
            ("deep stack", "open", "open"), ("deep nesting", "nest", "nest"),
        ] {
            var small: [Double] = []
            var large: [Double] = []
            for _ in 0..<deepRounds {
                small.append(try deepRun(first, action, depth: depth))
                large.append(try deepRun(first, action, depth: 2 * depth))
            }
            print(
                String(
                    format: "steps: %@ %ldk %.3f s, %ldk %.3f s: ratio %.2f (2.0 is linear)", label,
                    depth / 1000,
                    median(small), 2 * depth / 1000, median(large), median(large) / median(small)))
        }
    }
}
