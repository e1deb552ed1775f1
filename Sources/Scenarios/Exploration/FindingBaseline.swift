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

    public let entries: [Entry]
    /// The ids listed.
    public let ids: Set<String>

    init(entries: [Entry]) {
        self.entries = entries
        ids = Set(entries.map(\.id))
    }

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

    /// What a baseline is, as a note under an error in one.
    static let shape =
        "a baseline is 'accepted:' and a list of '- id: …' entries, as --write-baseline writes it"

    /// Reads the baseline at `path`: the baseline, or `nil` with the errors found (each at a
    /// `path:line:column`) and the file's text for rendering them, when it could be read.
    public static func read(path: String) -> (
        baseline: FindingBaseline?, diagnostics: [Diagnostic], source: SourceFile?
    ) {
        let bag = DiagnosticBag()
        let start = SourceLocation(path: path, line: 1, column: 1)
        // Only a regular file is read: a pipe or a device could block or never end.
        let probe = FileProbe.probe(path)
        if probe.problem != nil {
            bag.report(
                .unreadableFile(path: path, probe), at: start,
                notes: ["write one with --write-baseline FILE"])
            return (nil, bag.diagnostics, nil)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            bag.report(.readFailed(path: path), at: start)
            return (nil, bag.diagnostics, nil)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            let bytes = [UInt8](data)
            let offset = UTF8Validation.firstInvalidByte(in: bytes) ?? 0
            let (line, column) = UTF8Validation.lineAndColumn(of: offset, in: bytes)
            bag.report(
                .notUTF8(path: path, byte: offset < bytes.count ? bytes[offset] : nil),
                at: SourceLocation(path: path, line: line, column: column))
            return (nil, bag.diagnostics, nil)
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
        let bag = DiagnosticBag()
        guard let root else {
            bag.report(
                .emptyFile(path: path), at: SourceLocation(path: path, line: 1, column: 1),
                notes: [shape])
            return (nil, bag.diagnostics)
        }
        guard let fields = bag.mapping(root, "a baseline") else {
            return (nil, bag.diagnostics)
        }
        bag.checkKeys(
            fields, allowed: ["accepted"], required: ["accepted"], in: "a baseline",
            at: root.location)
        var entries: [Entry] = []
        for item in bag.list(root["accepted"] ?? YAMLNode(.scalar(.null), at: root.location)) {
            guard let entry = bag.mapping(item, "a baseline entry") else { continue }
            bag.checkKeys(
                entry, allowed: ["id", "finding"], required: ["id"], in: "a baseline entry",
                at: item.location)
            let id = item["id"].flatMap { bag.string($0, "a baseline entry's 'id'") }
            let finding = item["finding"].flatMap { bag.string($0, "a baseline entry's 'finding'") }
            if let id {
                entries.append(Entry(id: id, finding: finding ?? "", location: item.location))
            }
        }
        return bag.hasErrors ? (nil, bag.diagnostics) : (FindingBaseline(entries: entries), [])
    }
}
