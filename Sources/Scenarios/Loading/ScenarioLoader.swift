import FlowKit
import Foundation

/// Reads scenario and app files, collecting every problem as a diagnostic. Apps are compiled
/// once and shared by every scenario that names them.
public struct ScenarioLoader {
    private let bag = DiagnosticBag()
    private var apps: [String: CompiledApp] = [:]
    private var failedApps: Set<String> = []
    private var parsed: [String: YAMLNode?] = [:]
    /// How many `run:` files the scenario being loaded has inlined so far.
    private var runExpansions = 0

    /// The deepest `run:` files may nest (a file that runs a file that runs a file…).
    static let maximumRunDepth = 32
    /// The most `run:` files one scenario may inline in all: each file that runs another twice
    /// doubles the count, so a few files can ask for billions.
    static let maximumRunExpansions = 10_000

    /// Which files `app:` and `run:` may name; `nil` (the default) allows any. The command line
    /// sets one (see ``PathPolicy``).
    public var pathPolicy: PathPolicy?

    /// Every problem found so far, in the order found (up to the caps of ``DiagnosticBag``).
    public var diagnostics: [Diagnostic] { bag.diagnostics }
    /// The problems found past the caps, counted only.
    public var omittedDiagnostics: OmittedDiagnostics { bag.omitted }
    /// The text of every file read, by path, for rendering diagnostics (a scenario file's until
    /// ``releaseSource(of:)``).
    public private(set) var sources: [String: SourceFile] = [:]
    /// The app and `run:` files read, each once, in the order first read.
    public private(set) var referencedFiles: [String] = []
    /// Scenario files loaded without a problem whose text is still kept.
    private var quietScenarios: Set<String> = []

    public init() {}

    /// Loads a `*.flow.yaml` file (with its app and any `run:` files); `nil` if it has errors.
    public mutating func loadScenario(path: String) -> LoadedScenario? {
        let errorsBefore = bag.errorCount
        let diagnosticsBefore = bag.diagnostics.count
        // The file's tree is needed again only if another file runs it: a run of thousands of
        // scenarios would otherwise keep every tree. Without diagnostics, a second parse says nothing new.
        defer {
            if bag.diagnostics.count == diagnosticsBefore {
                parsed[Paths.normalize(path)] = nil
                quietScenarios.insert(path)
            }
        }
        guard let root = document(path, at: nil) else { return nil }
        guard let entries = bag.mapping(root, "a scenario file") else { return nil }
        bag.checkKeys(
            entries, allowed: FileKeys.scenarioFile,
            required: FileKeys.scenarioFileRequired, in: "a scenario file", at: root.location)
        guard let appNode = root["app"], let appPath = bag.string(appNode, "app"),
            let nameNode = root["scenario"], let name = bag.string(nameNode, "the scenario's title")
        else { return nil }
        let resolvedApp = Paths.resolve(appPath, relativeTo: path)
        if let refusal = pathPolicy?.refusalReason(of: resolvedApp, key: "app") {
            bag.report(.pathRefused(refusal), at: appNode.location)
            return nil
        }
        guard let app = compiledApp(resolvedApp, referencedAt: appNode.location) else { return nil }
        let tags = root["tags"].map { bag.strings($0, "a tag").map(\.0) } ?? []
        var compiler = StepCompiler(app: app, bag: bag)
        compiler.warnsOfUnknownActions = root["expectFailure"] == nil
        let given = root["given"].flatMap { compiler.stateValues($0, "given") } ?? []
        let expectedFailure = root["expectFailure"].flatMap(readExpectedFailure)
        let expectFailure = expectedFailure?.reason
        let properties = root["properties"].map { PropertyCompiler(app: app, bag: bag).compile($0) }
        var steps: [ScenarioStep] = []
        if let stepsNode = root["steps"] {
            runExpansions = 0
            let compiled = compiler.compile(stepsNode)
            // Resolving symbolic links costs system calls: only `run:` cycles need it.
            let runsFiles = compiled.contains {
                if case .run = $0 { return true } else { return false }
            }
            steps = expand(
                compiled, app: app, chain: [path],
                identities: runsFiles ? [Paths.identity(path)] : [],
                warnsOfUnknownActions: compiler.warnsOfUnknownActions)
        }
        guard bag.errorCount == errorsBefore else { return nil }
        var scenario = LoadedScenario(
            name: name, path: path, tags: tags, app: app, given: given,
            expectFailure: expectFailure,
            expectFailureLocation: root["expectFailure"]?.location, steps: steps,
            location: root.location)
        scenario.expectedFailure = expectedFailure
        scenario.properties = properties ?? []
        return scenario
    }

    /// Forgets the text of a scenario file that loaded without a problem, once the run is done
    /// with it (its failure, if any, quoted): a run of thousands of files keeps only the text
    /// that a problem's message still quotes. The file is read again if another names it.
    public mutating func releaseSource(of path: String) {
        guard quietScenarios.remove(path) != nil else { return }
        sources[path] = nil
    }

    /// `expectFailure: REASON`, or `{reason:, step:, kind:, message:}` naming the failure expected.
    private func readExpectedFailure(_ node: YAMLNode) -> ExpectedFailure? {
        if node.entries == nil {
            guard
                let reason = bag.string(
                    node, "expectFailure (the reason the scenario is expected to fail)")
            else { return nil }
            bag.report(.expectFailureReasonOnly, at: node.location)
            return ExpectedFailure(reason: reason, location: node.location)
        }
        guard let entries = bag.mapping(node, "expectFailure") else { return nil }
        bag.checkKeys(
            entries, allowed: ExpectedFailure.keys, required: ["reason", "step"],
            in: "expectFailure", at: node.location)
        guard let reasonNode = node["reason"],
            let reason = bag.string(reasonNode, "the reason the scenario is expected to fail")
        else { return nil }
        var expected = ExpectedFailure(reason: reason, location: node.location)
        expected.step = node["step"].flatMap {
            bag.string($0, "the step expected to fail (as written, e.g. \"tap: browse\")")
        }
        expected.kind = node["kind"].flatMap {
            bag.string($0, "the kind of failure (e.g. noSuchAction, leaks, crash)")
        }
        expected.message = node["message"].flatMap {
            bag.string($0, "text the failure's message contains")
        }
        if expected.kind == nil, expected.message == nil {
            bag.report(.expectFailureWithoutKind, at: node.location)
            return nil
        }
        return expected
    }

    /// Compiles one step written as text (`tap: open(channel=x)`, `- launch`), with the steps of a
    /// `run:` file in place (relative to the current folder when `path` names no file); `nil` when
    /// it has errors, which are in ``diagnostics`` with columns counted in `text`.
    mutating func loadStep(text: String, path: String, app: CompiledApp) -> [ScenarioStep]? {
        let errorsBefore = bag.errorCount
        guard var node = parseText(text, path: path, what: "a step such as 'launch' or 'tap: …'")
        else { return nil }
        // `- launch`, as the line stands in a file, is the step itself.
        if let items = node.items, items.count == 1, node.style == .plain { node = items[0] }
        let compiler = StepCompiler(app: app, bag: bag)
        guard let compiled = compiler.step(node) else { return nil }
        runExpansions = 0
        let steps = expand(
            [compiled], app: app, chain: [path], identities: [Paths.identity(path)],
            warnsOfUnknownActions: true)
        return bag.errorCount == errorsBefore ? steps : nil
    }

    /// Compiles the keys of an `expect` written as text (`{top: Chat}` or `top: Chat`); `nil` when it has errors.
    mutating func loadExpectations(text: String, path: String, app: CompiledApp) -> [Expectation]? {
        let errorsBefore = bag.errorCount
        guard let node = parseText(text, path: path, what: "expectations such as 'top: Home'")
        else { return nil }
        let expectations = StepCompiler(app: app, bag: bag).expectations(node)
        return bag.errorCount == errorsBefore ? expectations : nil
    }

    /// Compiles state values written as text (`{isFirstLaunched: false}` or `session: user`); `nil` when they have errors.
    mutating func loadStateValues(text: String, path: String, app: CompiledApp) -> [Param]? {
        let errorsBefore = bag.errorCount
        guard
            let node = parseText(
                text, path: path, what: "state values such as 'isFirstLaunched: false'")
        else { return nil }
        let values = StepCompiler(app: app, bag: bag).stateValues(
            node, "the state values")
        return bag.errorCount == errorsBefore ? values : nil
    }

    /// Parses text typed rather than read from a file, keeping it for rendering diagnostics.
    private mutating func parseText(_ text: String, path: String, what: String) -> YAMLNode? {
        sources[path] = SourceFile(path: path, text: text)
        let (root, problems) = YAML.parse(text, path: path)
        bag.append(contentsOf: problems)
        if problems.contains(where: { $0.severity == .error }) { return nil }
        guard let root else {
            bag.report(
                .nothingToRead(what: what), at: SourceLocation(path: path, line: 1, column: 1))
            return nil
        }
        return root
    }

    /// Loads and compiles a `*.app.yaml` file; `false` if it has errors.
    public mutating func loadApp(path: String) -> Bool {
        compiledApp(path, referencedAt: nil) != nil
    }

    /// The compiled app at `path` (compiled once).
    public mutating func compiledApp(_ path: String, referencedAt reference: SourceLocation?)
        -> CompiledApp?
    {
        // `./shop.app.yaml` from a folder walk and `shop.app.yaml` from a scenario's `app:` are
        // one file: compiled (and its errors reported) once, under the first spelling seen.
        let key = Paths.normalize(path)
        if let app = apps[key] { return app }
        if failedApps.contains(key) { return nil }
        guard let root = document(path, at: reference) else {
            failedApps.insert(key)
            return nil
        }
        // `app:` naming a scenario file (itself, say): one error where it is named, rather than
        // every key the scenario has and the app lacks.
        if let reference, let keys = root.entries?.compactMap(\.key.string),
            keys.contains("steps") || keys.contains("scenario"),
            !keys.contains(where: AppCompiler.topKeys.dropFirst().contains)
        {
            bag.report(.scenarioFileAsApp(path: path), at: reference)
            failedApps.insert(key)
            return nil
        }
        var compiler = AppCompiler(path: path, bag: bag)
        guard let app = compiler.compile(root) else {
            failedApps.insert(key)
            return nil
        }
        apps[key] = app
        return app
    }

    /// Inlines the steps of `run:` files, refusing a cycle. `identities` are the files of `chain`
    /// with symbolic links resolved.
    private mutating func expand(
        _ compiled: [StepCompiler.Compiled], app: CompiledApp, chain: [String],
        identities: [String],
        warnsOfUnknownActions: Bool
    ) -> [ScenarioStep] {
        var steps: [ScenarioStep] = []
        for item in compiled {
            switch item {
            case .step(let s):
                steps.append(s)
            case .run(let target, let location):
                let resolved = Paths.resolve(target, relativeTo: location.path)
                if let refusal = pathPolicy?.refusalReason(of: resolved, key: "run") {
                    bag.report(.pathRefused(refusal), at: location)
                    continue
                }
                // The same file under another name (through a symbolic link) is the same file.
                let identity = Paths.identity(resolved)
                if let start = chain.firstIndex(of: resolved) ?? identities.firstIndex(of: identity)
                {
                    bag.report(.runCycle(files: Array(chain[start...]) + [resolved]), at: location)
                    continue
                }
                guard chain.count <= Self.maximumRunDepth else {
                    bag.report(.runTooDeep(limit: Self.maximumRunDepth), at: location)
                    continue
                }
                runExpansions += 1
                WorkCounter.add(1)
                guard runExpansions <= Self.maximumRunExpansions else {
                    if runExpansions == Self.maximumRunExpansions + 1 {
                        bag.report(
                            .runTooManyExpansions(limit: Self.maximumRunExpansions), at: location)
                    }
                    continue
                }
                guard let root = document(resolved, at: location) else { continue }
                guard root.entries != nil else {
                    bag.report(.runNotAScenario(file: target), at: location)
                    continue
                }
                guard let stepsNode = root["steps"] else {
                    bag.report(.runWithoutSteps(file: target), at: location)
                    continue
                }
                // Steps written for another app would fail name by name: say once which app they are for.
                if let otherNode = root["app"],
                    let otherPath = otherNode.string.map({
                        Paths.resolve($0, relativeTo: resolved)
                    }),
                    Paths.identity(otherPath) != Paths.identity(app.path),
                    appMayBeRead(otherPath, at: otherNode.location),
                    let otherName = appName(at: otherPath), otherName != app.definition.name
                {
                    bag.report(
                        .runOtherApp(
                            file: target, otherApp: otherName, otherPath: otherPath,
                            app: app.definition.name),
                        at: location)
                    continue
                }
                var compiler = StepCompiler(app: app, bag: bag)
                compiler.warnsOfUnknownActions = warnsOfUnknownActions
                steps += expand(
                    compiler.compile(stepsNode), app: app, chain: chain + [resolved],
                    identities: identities + [identity],
                    warnsOfUnknownActions: warnsOfUnknownActions)
            }
        }
        return steps
    }

    /// Whether the app a `run:` file names may be read, as the scenario's own `app:` (the refusal
    /// is reported where the `run:` file names it).
    private func appMayBeRead(_ path: String, at location: SourceLocation) -> Bool {
        guard let refusal = pathPolicy?.refusalReason(of: path, key: "app") else { return true }
        bag.report(.pathRefused(refusal), at: location)
        return false
    }

    /// The `app:` name of an app file, or `nil` when it cannot be read (nothing is reported:
    /// only the scenario's own app is loaded for real).
    private func appName(at path: String) -> String? {
        if let app = apps[Paths.normalize(path)] { return app.definition.name }
        // Only a regular file is read: a pipe or a device could block or never end.
        guard FileProbe.probe(path) == .regularFile,
            let data = FileManager.default.contents(atPath: path),
            let text = String(data: data, encoding: .utf8)
        else { return nil }
        return YAML.parse(text, path: path).0?["app"]?.nameText
    }

    /// Reads and parses a file (once), reporting an unreadable file at `reference` (where it is named).
    private mutating func document(_ path: String, at reference: SourceLocation?) -> YAMLNode? {
        WorkCounter.add(1)
        let key = Paths.normalize(path)
        if let cached = parsed[key] { return cached }
        let location = reference ?? SourceLocation(path: path, line: 1, column: 1)
        // Only a regular file is read: a pipe or a device could block or never end.
        let probe = FileProbe.probe(path)
        if probe.problem != nil {
            bag.report(.unreadableFile(path: path, probe), at: location)
            parsed[key] = .some(nil)
            return nil
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            bag.report(.readFailed(path: path), at: location)
            parsed[key] = .some(nil)
            return nil
        }
        guard let text = String(data: data, encoding: .utf8) else {
            let bytes = [UInt8](data)
            let offset = UTF8Validation.firstInvalidByte(in: bytes) ?? 0
            let (line, column) = UTF8Validation.lineAndColumn(of: offset, in: bytes)
            bag.report(
                .notUTF8(path: path, byte: offset < bytes.count ? bytes[offset] : nil),
                at: SourceLocation(path: path, line: line, column: column))
            parsed[key] = .some(nil)
            return nil
        }
        var (root, problems) = YAML.parse(text, path: path)
        // A control character (NUL in `/proc/self/environ`, a binary file) says the file is not a
        // YAML document at all: the first is reported, and no line of it is ever quoted.
        if let first = problems.first(where: { $0.id == .controlCharacter }) {
            problems = [first]
        } else {
            sources[path] = SourceFile(path: path, text: text)
        }
        if reference != nil { referencedFiles.append(path) }
        bag.append(contentsOf: problems)
        let result = problems.contains { $0.severity == .error } ? nil : root
        if result == nil, root == nil, problems.isEmpty {
            bag.report(.emptyFile(path: path), at: location)
        }
        parsed[key] = .some(result)
        return result
    }
}
