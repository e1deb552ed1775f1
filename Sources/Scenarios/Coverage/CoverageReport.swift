import FlowKit

/// Coverage of every app the scenarios drive: of what exploration finds reachable, what the
/// scenarios reached, as counts and percentages per kind, and the list of what no scenario
/// touched — so that a team knows which scenario to write next.
public struct CoverageReport: Sendable {
    /// One app's coverage.
    public struct App: Sendable {
        public var path: String
        public var name: String
        public var universe: CoverageUniverse
        /// How many steps reached each reachable item (0 for those no scenario touched).
        public var hits: [CoverageItem: Int]

        /// Reached and reachable counts of one kind.
        public func counts(_ kind: CoverageItem.Kind) -> (reached: Int, reachable: Int) {
            let items = universe.reachable.filter { $0.kind == kind }
            return (items.filter { (hits[$0] ?? 0) > 0 }.count, items.count)
        }

        /// Reached over reachable, every kind together, in percent (100 when nothing is reachable).
        public var percent: Double {
            let reachable = universe.reachable.count
            guard reachable > 0 else { return 100 }
            return Double(universe.reachable.filter { (hits[$0] ?? 0) > 0 }.count) * 100
                / Double(reachable)
        }

        /// Reachable items no scenario touched, sorted by kind and name.
        public var untouched: [CoverageItem] {
            universe.reachable.filter { (hits[$0] ?? 0) == 0 }.sorted()
        }

        /// Declared items that exploration never reached (no scenario can reach them either).
        public var unreachable: [CoverageItem] {
            universe.declared.subtracting(universe.reachable).sorted()
        }
    }

    /// By app path.
    public var apps: [App]

    /// Merges the scenarios' coverage by app; `universe` gives each app's reachable items.
    public init(_ coverages: [ScenarioCoverage], universe: (AppDefinition) -> CoverageUniverse) {
        self.init(coverages, universeAt: { _, app in universe(app) })
    }

    /// Merges the scenarios' coverage by app; `universe` gives the reachable items of the app
    /// at a path (its file's text may name a cached exploration).
    public init(
        _ coverages: [ScenarioCoverage],
        universeAt universe: (String, AppDefinition) -> CoverageUniverse
    ) {
        var byPath: [String: (app: AppDefinition, recorder: CoverageRecorder)] = [:]
        for c in coverages {
            if var existing = byPath[c.appPath] {
                existing.recorder.merge(c.recorder)
                byPath[c.appPath] = existing
            } else {
                byPath[c.appPath] = (c.app, c.recorder)
            }
        }
        apps = byPath.keys.sorted().compactMap { path in
            guard let entry = byPath[path] else { return nil }
            let u = universe(path, entry.app)
            let hits = Dictionary(
                uniqueKeysWithValues: u.reachable.map { ($0, entry.recorder.hits[$0] ?? 0) })
            return App(path: path, name: entry.app.name, universe: u, hits: hits)
        }
    }

    /// The lowest app percentage (100 with no app).
    public var lowestPercent: Double {
        apps.map(\.percent).min() ?? 100
    }

    /// `87.5` — one decimal, rounded down so that a report never claims more than was reached.
    public static func percentText(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded(.down))
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// Each app's items, of which those an exploration reaches count: every launch state and
    /// every step, to a bound of `maxStates`; past the bound, everything declared counts (and the
    /// report says so, listing what the exploration did not reach).
    public static func explored(
        _ app: AppDefinition, maxStates: Int = CoverageUniverse.defaultExplorationStates
    ) -> CoverageUniverse {
        CoverageUniverse(exploring: app, maxStates: maxStates)
    }
}
