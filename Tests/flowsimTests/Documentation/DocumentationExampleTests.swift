import Foundation
import XCTest

@testable import flowsim

/// Every ```yaml example in the README and the manual is a file `flowsim check` accepts, with
/// no warning — examples cannot rot. Each example carries a comment on the line above it:
///
///     <!-- example: app -->                    a complete app file
///     <!-- example: scenario -->               a complete scenario file, also run: it must pass
///     <!-- example: app file=shop.app.yaml -->  written under that name, so that others can name it
///     <!-- example: scenario file=s/a.flow.yaml expect=fail -->   a scenario that must fail
///     <!-- example: fragment -->               a piece of a file: not checked, counted
///     <!-- example: other -->                  YAML of another tool (a CI workflow): not checked
///
/// The examples of one Markdown file are written into one folder that also holds a copy of
/// `scenarios/` (the sample apps and their scenarios): an app example goes to `scenarios/apps/example-LINE.app.yaml`, a scenario
/// example to `scenarios/examples/example-LINE.flow.yaml` (so `app: ../apps/shop.app.yaml`
/// names a sample app), a `file=` example to that path.
final class DocumentationExampleTests: XCTestCase {
    private struct Placed {
        var example: MarkdownDocument.Example
        var file: String
        var document: String
    }

    func testEveryYAMLExampleIsCheckedOrMarkedAFragment() throws {
        var problems: [String] = []
        var complete = 0
        var fragments = 0
        for path in MarkdownDocument.userDocumentation() {
            let examples = try MarkdownDocument(path: path).yamlExamples
            guard !examples.isEmpty else { continue }
            let folder = try TemporaryFolder(self)
            try copySamples(into: folder)
            var placed: [Placed] = []
            for example in examples {
                let at = "\(path):\(example.line)"
                if !example.unknownOptions.isEmpty {
                    problems.append(
                        "\(at): the example comment has \(example.unknownOptions.map { "'\($0)'" }.joined(separator: ", ")), which means nothing; write <!-- example: app|scenario|fragment|other [file=PATH] [expect=pass|fail] -->"
                    )
                }
                guard let kind = example.kind else {
                    problems.append(
                        "\(at): a ```yaml block needs <!-- example: app|scenario|fragment|other … --> on the line above it"
                    )
                    continue
                }
                if kind == .fragment {
                    fragments += 1
                    continue
                }
                if kind == .other { continue }
                complete += 1
                let relative =
                    example.file
                    ?? (kind == .app
                        ? "scenarios/apps/example-\(example.line).app.yaml"
                        : "scenarios/examples/example-\(example.line).flow.yaml")
                let file = try folder.file(relative, example.text)
                placed.append(Placed(example: example, file: file, document: path))
            }
            for item in placed {
                problems += check(item, in: folder)
            }
        }
        XCTAssertGreaterThan(complete, 40, "the manual should show complete examples, checked here")
        XCTAssertLessThan(
            fragments, complete,
            "complete examples are the norm; \(fragments) fragments against \(complete) complete ones"
        )
        XCTAssertEqual(problems, [], "\n" + problems.joined(separator: "\n\n"))
    }

    /// `flowsim check FILE` must exit 0 with nothing on standard error; a scenario must then pass
    /// under `flowsim run FILE` (or fail, with `expect=fail`), so that what the manual says it shows holds.
    private func check(_ item: Placed, in folder: TemporaryFolder) -> [String] {
        let at = "\(item.document):\(item.example.line)"
        var problems: [String] = []
        var driver = LiveScenarioDriver()
        let console = CapturedConsole()
        let status = Flowsim.main(
            arguments: ["check", item.file, "--allow-outside", folder.path],
            context: console.context(), driver: &driver)
        if status != .success || !console.error.isEmpty {
            let shown = console.error.replacingOccurrences(of: folder.path + "/", with: "")
            problems.append(
                "\(at): flowsim check does not accept this \(item.example.kind?.rawValue ?? "") example:\n\(shown)"
            )
        }
        if let expect = item.example.expect ?? (item.example.kind == .scenario ? "pass" : nil) {
            var runDriver = LiveScenarioDriver()
            let runConsole = CapturedConsole()
            let ran = Flowsim.main(
                arguments: ["run", item.file, "--allow-outside", folder.path],
                context: runConsole.context(), driver: &runDriver)
            let wanted: ExitCode = expect == "pass" ? .success : .failure
            if ran != wanted {
                problems.append(
                    "\(at): expected the scenario to \(expect), but flowsim run exited \(ran.rawValue):\n\(runConsole.output)\(runConsole.error)"
                )
            }
        }
        return problems
    }

    private func copySamples(into folder: TemporaryFolder) throws {
        try FileManager.default.copyItem(
            atPath: MarkdownDocument.repositoryRoot.path + "/scenarios",
            toPath: folder.path + "/scenarios")
    }

    func testTheExampleCommentIsRead() {
        var example = MarkdownDocument.Example(kind: nil, text: "", line: 1)
        example.read(comment: "<!-- example: scenario file=a/b.flow.yaml expect=fail -->")
        XCTAssertEqual(example.kind, .scenario)
        XCTAssertEqual(example.file, "a/b.flow.yaml")
        XCTAssertEqual(example.expect, "fail")
        var misspelt = MarkdownDocument.Example(kind: nil, text: "", line: 1)
        misspelt.read(comment: "<!-- example: app fiel=x.app.yaml -->")
        XCTAssertEqual(misspelt.unknownOptions, ["fiel=x.app.yaml"])
        var none = MarkdownDocument.Example(kind: nil, text: "", line: 1)
        none.read(comment: "Some prose above the block.")
        XCTAssertNil(none.kind)
    }

    func testABrokenExampleIsReported() throws {
        let folder = try TemporaryFolder(self)
        let file = try folder.file(
            "x.app.yaml",
            "app: X\nlaunch: [{state: a, root: Main}]\nflows: {Main: {stack: [Hom]}}\nscreens: {Home: {}}\n"
        )
        var example = MarkdownDocument.Example(kind: .app, text: "", line: 7)
        example.file = "x.app.yaml"
        let problems = check(Placed(example: example, file: file, document: "Doc.md"), in: folder)
        XCTAssertEqual(problems.count, 1)
        XCTAssertTrue(
            problems.first?.hasPrefix(
                "Doc.md:7: flowsim check does not accept this app example:\nx.app.yaml:3:")
                ?? false, "\(problems)")
    }
}
