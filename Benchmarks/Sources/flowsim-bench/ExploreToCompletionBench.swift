import FlowKit
import Foundation
import Scenarios

/// `BENCH_ONLY=explore-complete`: every sample app in `scenarios/apps/` explored with the default
/// options (``Explorer/Options``: `--max-repeats 2`, tabs apart, the state cap as a safety net)
/// until the walk ends, one line an app — states, whether the walk was complete within its
/// bounds, the time (median of `rounds`) and states a second — then the total time of one
/// round over them all. Target: each app under 2 s, complete.
enum ExploreToCompletionBench {
    static func run(rounds: Int, loader: inout ScenarioLoader, scenarios: String) {
        let folder = scenarios + "/apps"
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix(".app.yaml") }.sorted()
        var total = 0.0
        for name in names {
            guard let app = loader.compiledApp(folder + "/" + name, referencedAt: nil) else {
                print("explore-complete \(name): does not compile")
                continue
            }
            var times: [Double] = []
            var last: Exploration?
            for _ in 0..<max(1, rounds) {
                let start = now()
                let exploration = Explorer(app: app.definition).explore()
                times.append(now() - start)
                last = exploration
            }
            guard let last else { continue }
            let time = median(times)
            total += time
            print(
                String(
                    format:
                        "explore-complete %@: %d states, %@, %.3f s (median of %d), %.0f states/s",
                    String(name.dropLast(".app.yaml".count)), last.stateCount,
                    last.isComplete ? "complete within bounds" : "INCOMPLETE", time, max(1, rounds),
                    Double(last.stateCount) / max(time, 1e-9)))
        }
        print(String(format: "explore-complete total: %.3f s for %d apps", total, names.count))
    }
}
