import Foundation

/// Runs scenario files from a test — the one call an XCTest or Swift Testing target needs:
///
/// ```swift
/// let run = ScenarioSuite.run("scenarios", relativeTo: #filePath)
/// XCTAssertTrue(run.isSuccess, "\(run)")
/// ```
///
/// It does what `flowsim run` does: finds every `*.flow.yaml` under the paths, loads each (and
/// its app, once), runs the ones selected by `tags` and `filter`, and returns the report.
public enum ScenarioSuite {
    /// Runs the scenario files at `paths` (files, or folders searched recursively in sorted
    /// order, entries whose name starts with `.` skipped).
    ///
    /// - Parameters:
    ///   - relativeTo: a file (usually `#filePath`) whose folder relative paths start from, as a
    ///     scenario's `app:` and `run:` do; without it, the current directory.
    ///   - tags: only scenarios with at least one of these tags (all when empty).
    ///   - filter: only scenarios whose title or path matches (see ``ScenarioFilter``).
    public static func run(
        _ paths: String..., relativeTo file: String? = nil, tags: [String] = [],
        filter: String? = nil
    ) -> RunReport {
        run(paths, relativeTo: file, tags: tags, filter: filter)
    }

    /// Runs the scenario files at `paths` (a list built at run time).
    public static func run(
        _ paths: [String], relativeTo file: String? = nil, tags: [String] = [],
        filter: String? = nil
    ) -> RunReport {
        let clock = ContinuousClock()
        let start = clock.now
        var loader = ScenarioLoader()
        var outcomes: [ScenarioOutcome] = []
        var missing: [Diagnostic] = []
        let selector = filter.map(ScenarioFilter.init)
        for path in paths.map({ path in file.map { Paths.resolve(path, relativeTo: $0) } ?? path })
        {
            guard let files = scenarioFiles(at: path) else {
                missing.append(
                    Diagnostic(
                        .noSuchPath(path: path), at: SourceLocation(path: path, line: 1, column: 1))
                )
                continue
            }
            for file in files {
                guard let scenario = loader.loadScenario(path: file) else { continue }
                if !tags.isEmpty, !scenario.tags.contains(where: tags.contains) { continue }
                if let selector, !selector.matches(title: scenario.name, path: scenario.path) {
                    continue
                }
                outcomes.append(ScenarioRunner.run(scenario))
            }
        }
        let elapsed = start.duration(to: clock.now).components
        return RunReport(
            outcomes: outcomes, diagnostics: missing + loader.diagnostics, sources: loader.sources,
            duration: Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18)
    }

    /// The `*.flow.yaml` files at `path`: the file itself, or those under the folder, sorted by
    /// name folder by folder; `nil` when nothing is there.
    static func scenarioFiles(at path: String) -> [String]? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            return nil
        }
        guard isFolder.boolValue else { return [path] }
        var found: [String] = []
        var seen: Set<String> = []
        func search(_ folder: String) {
            guard seen.insert(Paths.identity(folder)).inserted,
                let names = try? FileManager.default.contentsOfDirectory(atPath: folder)
            else { return }
            for name in names.sorted() where !name.hasPrefix(".") {
                let child = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                var childIsFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: child, isDirectory: &childIsFolder)
                else { continue }
                if childIsFolder.boolValue {
                    search(child)
                } else if name.hasSuffix(".flow.yaml") {
                    found.append(child)
                }
            }
        }
        search(path)
        return found
    }
}

extension RunReport: CustomStringConvertible {
    /// Whether every scenario held (expected failures included) and every file could be read and
    /// understood: what a test asserts.
    public var isSuccess: Bool {
        let summary = self.summary
        return summary.failed == 0 && summary.errors == 0
    }

    /// The text report without colour — diagnostics, each scenario (failures with their details),
    /// the summary — for a test's failure message.
    public var description: String {
        TextReporter(colors: false, includesDiagnostics: true).report(self)
    }
}
