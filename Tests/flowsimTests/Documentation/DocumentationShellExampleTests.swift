import Foundation
import XCTest

@testable import flowsim

/// Every `flowsim …` command line in a ```sh block of the README and the manual is one the
/// command line accepts as written (its command, options and their values), and one that does
/// what its words say: a report sent to a file by `>` is the only thing written there.
final class DocumentationShellExampleTests: XCTestCase {
    /// A command line of a shell block, where it is written.
    struct CommandLine {
        var at: String
        var words: [String]
        /// The file after `>`, when the output is redirected.
        var redirectedTo: String?
    }

    /// The words after `flowsim` (or `swift run flowsim`), up to a `|`, `>` or `#`.
    static func commandLines(in path: String) throws -> [CommandLine] {
        let lines = try MarkdownDocument(path: path).lines
        var result: [CommandLine] = []
        var inShell = false
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                inShell = !inShell && (trimmed == "```sh" || trimmed == "```shell")
                continue
            }
            guard inShell else { continue }
            var words = Self.words(trimmed)
            if words.starts(with: ["swift", "run", "flowsim"]) { words.removeFirst(2) }
            guard words.first == "flowsim" else { continue }
            words.removeFirst()
            var redirectedTo: String?
            if let cut = words.firstIndex(where: { $0 == "|" || $0 == ">" || $0.hasPrefix("#") }) {
                if words[cut] == ">", cut + 1 < words.count { redirectedTo = words[cut + 1] }
                words = Array(words[..<cut])
            }
            result.append(
                CommandLine(at: "\(path):\(index + 1)", words: words, redirectedTo: redirectedTo))
        }
        return result
    }

    /// Shell words: split at spaces, with '…' and "…" kept whole (without the quotes).
    static func words(_ line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quote: Character?
        var inWord = false
        for ch in line {
            if let q = quote {
                if ch == q { quote = nil } else { current.append(ch) }
            } else if ch == "'" || ch == "\"" {
                quote = ch
                inWord = true
            } else if ch == " " {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(ch)
                inWord = true
            }
        }
        if inWord { words.append(current) }
        return words
    }

    /// Why the command line does not work as written, or `nil`.
    static func problem(_ line: CommandLine) -> String? {
        if line.words == ["--help"] || line.words == ["--version"] { return nil }
        let split = SplitArguments(line.words)
        guard let first = split.elements.first, case .value(let name) = first.kind else {
            return "no command"
        }
        if name == "help" { return nil }
        guard let spec = Flowsim.commands.first(where: { $0.name == name }) else {
            return "no command '\(name)'"
        }
        let rest = split.elements.dropFirst()
        if SplitArguments.requestsHelp(rest) { return nil }
        let arguments: ParsedArguments
        do {
            arguments = try ParsedArguments(rest, spec: spec)
        } catch {
            return error.message
        }
        if name == "run", let file = line.redirectedTo,
            let format = arguments.last("coverage-format")?.text, format != "text",
            arguments.last("coverage-output") == nil
        {
            return
                "'> \(file)' writes the run's text report into the file with the \(format) coverage report; write --coverage-output \(file)"
        }
        return nil
    }

    func testEveryCommandLineOfTheManualIsAcceptedAsWritten() throws {
        var problems: [String] = []
        var checked = 0
        for path in MarkdownDocument.userDocumentation() {
            for line in try Self.commandLines(in: path) {
                checked += 1
                if let problem = Self.problem(line) {
                    problems.append(
                        "\(line.at): flowsim \(line.words.joined(separator: " ")): \(problem)")
                }
            }
        }
        XCTAssertGreaterThan(checked, 15, "the reader found almost no command lines")
        XCTAssertEqual(problems, [], "\n" + problems.joined(separator: "\n"))
    }

    func testTheCheckCatchesWhatWouldFail() {
        let unknown = CommandLine(at: "x", words: ["run", "scenarios", "--colour"])
        XCTAssertNotNil(Self.problem(unknown))
        let redirected = CommandLine(
            at: "x", words: ["run", "scenarios", "--coverage-format", "lcov-like"],
            redirectedTo: "coverage.info")
        XCTAssertEqual(
            Self.problem(redirected),
            "'> coverage.info' writes the run's text report into the file with the lcov-like coverage report; write --coverage-output coverage.info"
        )
        XCTAssertEqual(
            Self.words(#"run scenarios --filter 'shop/*' --tags "a b""#),
            ["run", "scenarios", "--filter", "shop/*", "--tags", "a b"])
        XCTAssertNil(
            Self.problem(
                CommandLine(
                    at: "x",
                    words: [
                        "run", "scenarios", "--coverage-format", "lcov-like", "--coverage-output",
                        "c.info",
                    ])))
    }
}
