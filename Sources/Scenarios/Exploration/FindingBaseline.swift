import FlowKit
import Foundation

/// Findings accepted for now, as linters' baselines are: `flowsim review --baseline FILE` fails
/// only on findings whose id the file does not list, and names the entries that no longer occur.
/// The file is YAML in flowsim's subset, written by `--write-baseline FILE`:
///
/// ```yaml
/// accepted:
///   - id: leak-Followers-back-3f0c9a1e
///     finding: "leak of Followers after back: coordinator App/Main/Followers is still attached…"
/// ```
///
/// Each entry's `id` is required; `finding` is a description for people, never compared.
public struct FindingBaseline: Sendable {
    public struct Entry: Hashable, Sendable {
        public var id: String
        public var finding: String
        /// Where the entry's `id` stands in the file.
        public var location: SourceLocation
    }

    public var entries: [Entry]

    /// The ids listed.
    public var ids: Set<String> { Set(entries.map(\.id)) }

    /// The entries whose id is not among `ids` (the findings of this run): fixed since.
    public func fixed(comparedWith ids: Set<String>) -> [Entry] {
        entries.filter { !ids.contains($0.id) }
    }

    /// The file for these findings (id and one-line description each, in report order).
    public static func text(
        findings: [(id: String, description: String)], command: String, app: String
    ) -> String {
        var out = "# Findings accepted for now: flowsim \(command) --baseline FILE exits 0 while\n"
        out += "# only these occur, 1 on any other, and names those that no longer occur.\n"
        out += "# Written by flowsim \(command) --write-baseline for "
        out += VisibleText.oneLine(app) + ".\n"
        guard !findings.isEmpty else { return out + "accepted: []\n" }
        out += "accepted:\n"
        for finding in findings {
            out += "  - id: " + YAMLQuoting.doubleQuoted(finding.id) + "\n"
            out += "    finding: " + YAMLQuoting.doubleQuoted(finding.description) + "\n"
        }
        return out
    }

    /// Reads the baseline at `path`: the baseline, or `nil` with the errors found (each at a
    /// `path:line:column`) and the file's text for rendering them, when it could be read.
    public static func read(path: String) -> (
        baseline: FindingBaseline?, diagnostics: [Diagnostic], source: SourceFile?
    ) {
        let start = SourceLocation(path: path, line: 1, column: 1)
        // Only a regular file is read: a pipe or a device could block or never end.
        if let problem = FileProbe.probe(path).problem {
            return (
                nil,
                [
                    Diagnostic(
                        .error,
                        "the baseline '\(path)' \(problem); write one with --write-baseline FILE",
                        at: start)
                ], nil
            )
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return (nil, [Diagnostic(.error, "cannot read the baseline '\(path)'", at: start)], nil)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            let bytes = [UInt8](data)
            let offset = UTF8Validation.firstInvalidByte(in: bytes) ?? 0
            let (line, column) = UTF8Validation.lineAndColumn(of: offset, in: bytes)
            return (
                nil,
                [
                    Diagnostic(
                        .error,
                        "the baseline is not UTF-8 text; expected the YAML file that --write-baseline writes",
                        at: SourceLocation(path: path, line: line, column: column))
                ], nil
            )
        }
        let (baseline, diagnostics) = parse(text, path: path)
        return (baseline, diagnostics, SourceFile(path: path, text: text))
    }

    /// Parses a baseline's text; `nil` with the errors when it is not one.
    public static func parse(_ text: String, path: String) -> (
        baseline: FindingBaseline?, diagnostics: [Diagnostic]
    ) {
        let (root, problems) = YAML.parse(text, path: path)
        if problems.contains(where: { $0.severity == .error }) { return (nil, problems) }
        let expected =
            "expected 'accepted:' and a list of '- id: …' entries, as --write-baseline writes"
        guard let root, let entries = root.entries else {
            let at = root?.location ?? SourceLocation(path: path, line: 1, column: 1)
            let what = root.map { "is \($0.kindDescription)" } ?? "is empty"
            return (nil, [Diagnostic(.error, "the baseline \(what); \(expected)", at: at)])
        }
        var diagnostics: [Diagnostic] = []
        var list: YAMLNode?
        for entry in entries {
            if entry.key.string == "accepted" {
                list = entry.value
            } else {
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "unknown key '\(VisibleText.oneLine(entry.key.string ?? "?"))' in a baseline; \(expected)",
                        at: entry.key.location))
            }
        }
        guard let list else {
            diagnostics.append(
                Diagnostic(
                    .error, "the baseline has no 'accepted:' list; \(expected)", at: root.location))
            return (nil, diagnostics)
        }
        guard let items = list.items else {
            diagnostics.append(
                Diagnostic(
                    .error, "'accepted' is \(list.kindDescription), not a list; \(expected)",
                    at: list.location))
            return (nil, diagnostics)
        }
        var result: [Entry] = []
        for item in items {
            if let entry = self.entry(item, expected: expected, into: &diagnostics) {
                result.append(entry)
            }
        }
        return diagnostics.isEmpty ? (FindingBaseline(entries: result), []) : (nil, diagnostics)
    }

    private static func entry(
        _ item: YAMLNode, expected: String, into diagnostics: inout [Diagnostic]
    ) -> Entry? {
        guard let fields = item.entries else {
            diagnostics.append(
                Diagnostic(
                    .error,
                    "a baseline entry is \(item.kindDescription), not a mapping; \(expected)",
                    at: item.location))
            return nil
        }
        var id: String?
        var finding = ""
        var location = item.location
        var ok = true
        for field in fields {
            switch field.key.string {
            case "id":
                guard let text = field.value.string, !text.isEmpty else {
                    diagnostics.append(
                        Diagnostic(
                            .error,
                            "a baseline entry's 'id' is \(field.value.kindDescription); expected a finding's id, such as leak-Detail-back-3f0c9a1e",
                            at: field.value.location))
                    ok = false
                    continue
                }
                id = text
                location = field.value.location
            case "finding":
                guard let text = field.value.string else {
                    diagnostics.append(
                        Diagnostic(
                            .error,
                            "a baseline entry's 'finding' is \(field.value.kindDescription); expected one line describing it",
                            at: field.value.location))
                    ok = false
                    continue
                }
                finding = text
            default:
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "unknown key '\(VisibleText.oneLine(field.key.string ?? "?"))' in a baseline entry; expected 'id' and 'finding'",
                        at: field.key.location))
                ok = false
            }
        }
        guard ok else { return nil }
        guard let id else {
            diagnostics.append(
                Diagnostic(
                    .error,
                    "a baseline entry has no 'id'; expected '- id: …' as --write-baseline writes",
                    at: item.location))
            return nil
        }
        return Entry(id: id, finding: finding, location: location)
    }
}
