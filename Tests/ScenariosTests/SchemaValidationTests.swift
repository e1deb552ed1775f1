import Foundation
import XCTest

/// Every app and scenario file under `scenarios/` validates against the JSON Schemas, with the
/// validator editors use (`jsonschema` from PyPI, as the YAML language server applies the same
/// draft-07 rules), and a misspelt key is rejected.
///
/// Needs `python3` with `jsonschema` and PyYAML: `.ci/run` installs them; elsewhere the tests are
/// skipped with a message naming what to install, and with `CI` set they fail instead.
final class SchemaValidationTests: XCTestCase {
    private struct ValidatorUnavailable: Error, CustomStringConvertible {
        var description: String
    }

    private static let install =
        "install python3 with jsonschema and PyYAML (python3 -m pip install jsonschema pyyaml) to validate files against Schemas/"

    /// For each `(kind, name, text)`: the validator's errors, as `path: message` lines.
    private func validate(_ documents: [(kind: String, name: String, text: String)]) throws
        -> [String: [String]]
    {
        let script = """
            import sys, json
            try:
                import yaml, jsonschema
            except ImportError:
                sys.exit(3)
            root = sys.argv[1]
            schemas = {k: json.load(open(root + '/Schemas/flowsim-' + k + '.schema.json')) for k in ('app', 'scenario')}
            out = {}
            for doc in json.load(sys.stdin):
                validator = jsonschema.Draft7Validator(schemas[doc['kind']])
                errors = validator.iter_errors(yaml.safe_load(doc['text']))
                out[doc['name']] = sorted('/'.join(str(p) for p in e.absolute_path) + ': ' + e.message for e in errors)
            sys.stdout.write(json.dumps(out))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, YAMLTestSupport.repositoryRoot.path]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        signal(SIGPIPE, SIG_IGN)
        do { try process.run() } catch {
            throw unavailable("python3 could not be started (\(error))")
        }
        let data = try JSONSerialization.data(
            withJSONObject: documents.map { ["kind": $0.kind, "name": $0.name, "text": $0.text] })
        let writer = Thread {
            try? input.fileHandleForWriting.write(contentsOf: data)
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let result = output.fileHandleForReading.readDataToEndOfFile()
        let problems = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0: break
        case 127: throw unavailable("python3 was not found")
        case 3: throw unavailable("jsonschema or PyYAML is not installed for python3")
        default:
            throw ValidatorUnavailable(
                description: "the validator failed: " + String(decoding: problems, as: UTF8.self))
        }
        return try XCTUnwrap(JSONSerialization.jsonObject(with: result) as? [String: [String]])
    }

    private func unavailable(_ why: String) -> Error {
        let message = "\(why); \(Self.install)"
        if ProcessInfo.processInfo.environment["CI"] == nil { return XCTSkip(message) }
        return ValidatorUnavailable(description: message)
    }

    func testEverySampleFileValidates() throws {
        let root = YAMLTestSupport.repositoryRoot.appendingPathComponent("scenarios")
        let apps = YAMLTestSupport.files(under: root, suffix: ".app.yaml")
        let scenarios = YAMLTestSupport.files(under: root, suffix: ".flow.yaml")
        XCTAssertGreaterThan(apps.count, 5)
        XCTAssertGreaterThan(scenarios.count, 70)
        let documents =
            try apps.map { ("app", $0.path, try String(contentsOf: $0, encoding: .utf8)) }
            + scenarios.map { ("scenario", $0.path, try String(contentsOf: $0, encoding: .utf8)) }
        let results = try validate(documents)
        XCTAssertEqual(results.count, documents.count)
        let failures = results.filter { !$0.value.isEmpty }.sorted { $0.key < $1.key }
        XCTAssertEqual(
            failures.map(\.key), [],
            failures.map { "\($0.key):\n  " + $0.value.joined(separator: "\n  ") }.joined(
                separator: "\n"))
    }

    func testAMisspeltKeyIsRejectedWhereItStands() throws {
        let app =
            "app: A\nlaunch: [{state: s, root: Main}]\nflows: {Main: {stack: [Home]}}\nscreens:\n  Home:\n    actions:\n      go: {push: Home}\n"
        let scenario = "scenario: S\napp: a.app.yaml\nsteps:\n  - launch\n  - expect: {top: Home}\n"
        let results = try validate([
            ("app", "valid app", app),
            ("scenario", "valid scenario", scenario),
            (
                "app", "screen for screens",
                app.replacingOccurrences(of: "screens:", with: "screen:")
            ),
            ("app", "pushh", app.replacingOccurrences(of: "{push: Home}", with: "{pushh: Home}")),
            (
                "app", "hidesTabbar",
                app.replacingOccurrences(of: "  Home:\n", with: "  Home:\n    hidesTabbar: true\n")
            ),
            ("scenario", "tag for tags", scenario + "tag: [x]\n"),
            ("scenario", "expct", scenario.replacingOccurrences(of: "- expect:", with: "- expct:")),
            (
                "scenario", "tabbar",
                scenario.replacingOccurrences(of: "{top: Home}", with: "{tabbar: hidden}")
            ),
        ])
        XCTAssertEqual(results["valid app"], [])
        XCTAssertEqual(results["valid scenario"], [])
        XCTAssertTrue(
            results["screen for screens"]?.contains { $0.contains("'screen' was unexpected") }
                ?? false, "\(results)")
        XCTAssertTrue(
            results["screen for screens"]?.contains {
                $0.contains("'screens' is a required property")
            } ?? false, "\(results)")
        XCTAssertTrue(
            results["tag for tags"]?.contains { $0.contains("'tag' was unexpected") } ?? false,
            "\(results)")
        for name in ["pushh", "hidesTabbar", "expct", "tabbar"] {
            XCTAssertFalse(results[name]?.isEmpty ?? true, "\(name) was accepted: \(results)")
        }
        XCTAssertTrue(
            results["hidesTabbar"]?.contains { $0.hasPrefix("screens/Home:") } ?? false,
            "the error stands at the screen: \(results)")
    }
}
