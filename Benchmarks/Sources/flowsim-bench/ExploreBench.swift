import FlowKit
import Foundation
import Scenarios

/// `BENCH_ONLY=explore`: distinct states a second that ``Explorer`` finds, on one core, on the
/// largest sample app and on a generated app of 200 screens in 5 tabs, with the memory each
/// visited state keeps (``Exploration/bytesPerState``). Each round explores from scratch up to
/// `BENCH_EXPLORE_STATES` states (50,000 by default: none of these apps' state spaces is
/// finite, so the bound always stops it). `BENCH_EXPLORE_APPS` (comma-separated: sample app
/// names, `largest`, `generated`) explores those instead, for a profile of one app; with one,
/// the row gives the process's peak memory too.
enum ExploreBench {
    /// An app of `tabs` tabs, each a stack whose screens push the next one of `screensPerTab`
    /// and present a sheet of it; the last screen of a tab selects the next tab.
    static func generatedApp(tabs: Int = 5, screensPerTab: Int = 40) -> String {
        var text =
            "app: Generated\nlaunch:\n  - state: main\n    root: Main\nflows:\n  Main:\n    tabs:\n"
        for t in 0..<tabs { text += "      t\(t): F\(t)\n" }
        for t in 0..<tabs { text += "  F\(t):\n    stack: [S\(t)_0]\n" }
        text += "screens:\n"
        for t in 0..<tabs {
            for s in 0..<screensPerTab {
                text += "  S\(t)_\(s):\n    actions:\n"
                if s + 1 < screensPerTab {
                    text += "      next: {push: S\(t)_\(s + 1)}\n"
                    text += "      sheet: {present: S\(t)_\(s + 1)}\n"
                } else {
                    text += "      onward: {select: t\((t + 1) % tabs)}\n"
                }
            }
        }
        return text
    }

    static func run(rounds: Int, loader: inout ScenarioLoader, scenarios: String) throws {
        let maxStates =
            Int(ProcessInfo.processInfo.environment["BENCH_EXPLORE_STATES"] ?? "")
            ?? 50_000
        var targets: [(String, AppDefinition)] = []
        // The largest sample app: the most screens (then the name, for a stable choice).
        let folder = scenarios + "/apps"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        var largest: (String, AppDefinition)?
        for name in names.sorted() where name.hasSuffix(".app.yaml") {
            guard let app = loader.compiledApp(folder + "/" + name, referencedAt: nil) else {
                continue
            }
            if app.definition.screens.count > largest?.1.screens.count ?? -1 {
                largest = (String(name.dropLast(".app.yaml".count)), app.definition)
            }
        }
        let chosen = ProcessInfo.processInfo.environment["BENCH_EXPLORE_APPS"].map {
            $0.split(separator: ",").map(String.init)
        }
        if let chosen {
            for name in chosen where name != "generated" {
                if name == "largest" {
                    if let largest { targets.append(largest) }
                } else if let app = loader.compiledApp(
                    folder + "/" + name + ".app.yaml", referencedAt: nil)
                {
                    targets.append((name, app.definition))
                }
            }
        } else if let largest {
            targets.append(largest)
        }
        let generatedPath = NSTemporaryDirectory() + "/flowsim-bench-generated.app.yaml"
        try generatedApp().write(toFile: generatedPath, atomically: true, encoding: .utf8)
        guard let generated = loader.compiledApp(generatedPath, referencedAt: nil) else {
            print("explore: the generated app did not compile: \(loader.diagnostics)")
            exit(1)
        }
        if chosen?.contains("generated") ?? true {
            targets.append(("generated 200 screens, 5 tabs", generated.definition))
        }
        for (name, app) in targets {
            var rates: [Double] = []
            var last: Exploration?
            for _ in 0..<max(1, rounds) {
                var options = Explorer.Options()
                options.maxStates = maxStates
                // `BENCH_KEPT`: how many whole states of a level are kept (``Explorer/Options/keptStates``).
                if let kept = Int(ProcessInfo.processInfo.environment["BENCH_KEPT"] ?? "") {
                    options.keptStates = kept
                }
                let start = now()
                let exploration = Explorer(app: app, options: options).explore()
                rates.append(Double(exploration.stateCount) / (now() - start))
                last = exploration
            }
            guard let last else { continue }
            // The process's peak memory, when it explored one app (else it is the larger's).
            var peak = ""
            if targets.count == 1 {
                var usage = rusage()
                #if os(Linux)
                    let rusageSelf = RUSAGE_SELF.rawValue
                #else
                    let rusageSelf = RUSAGE_SELF
                #endif
                getrusage(rusageSelf, &usage)
                #if os(Linux)
                    let megabytes = Double(usage.ru_maxrss) / 1024  // kilobytes on Linux
                #else
                    let megabytes = Double(usage.ru_maxrss) / 1_048_576  // bytes on macOS
                #endif
                peak = String(format: ", peak %.0f MB", megabytes)
            }
            print(
                String(
                    format:
                        "explore %@ (%d screens): %.0f states/s (median of %d rounds of %d states, %d transitions, depth %d), %.1f bytes a state%@",
                    name, app.screens.count, median(rates), max(1, rounds), last.stateCount,
                    last.transitionCount, last.depthReached, last.bytesPerState, peak))
        }
    }
}
