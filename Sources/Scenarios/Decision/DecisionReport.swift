import FlowKit

/// A compiled app's launch decision table, printed as text, JSON or Markdown: inputs → launch
/// state → root and follow-up, one row per case the decision tells apart, and the findings
/// (rules that can never win, combinations that fall through, inputs nothing writes), each
/// at the `path:line:column` of what it is about.
public struct DecisionReport: Sendable {
    /// The table shown.
    public let table: DecisionTable
    /// The app the table is of, for its path and the places of its rules and keys.
    public let app: CompiledApp

    /// The report of `app`'s launch decision; throws when the table would be too large.
    public init(app: CompiledApp) throws(DecisionLimitError) {
        self.app = app
        self.table = try DecisionTable(app: app.definition)
    }

    /// Whether a finding is a problem (a rule that can never win, a combination no rule takes).
    public var hasProblems: Bool { table.findings.contains(where: \.isProblem) }

    /// The report in `format`; `inForce` marks a row (the REPL's decision in force).
    public func render(_ format: DecisionFormat, inForce: Int? = nil) -> String {
        switch format {
        case .text: return text(inForce: inForce)
        case .json: return json()
        case .markdown: return markdown()
        }
    }

    // MARK: - Cells

    /// The values a row covers for an input: `*` for every value, else the values joined by "or".
    func cell(_ row: DecisionRow, _ input: Int) -> String {
        table.values(in: row, input: input).map { $0.map(\.description).joined(separator: " or ") }
            ?? "*"
    }

    func stateCell(_ row: DecisionRow) -> String {
        table.rule(of: row)?.state ?? "(no rule holds)"
    }

    func rootCell(_ row: DecisionRow) -> String {
        table.rule(of: row)?.root.description ?? "—"
    }

    func thenCell(_ row: DecisionRow) -> String {
        guard let then = table.rule(of: row)?.then, !then.isEmpty else { return "" }
        return then.map(\.description).joined(separator: "; ")
    }

    /// Where a finding points: the rule's `state:`, the key's declaration, or the app file.
    func location(of finding: DecisionFinding) -> SourceLocation {
        let file = SourceLocation(path: app.path, line: 1, column: 1)
        switch finding {
        case .shadowedRule(let state, _), .impossibleRule(let state):
            return app.launchRuleLocations[state] ?? file
        case .fallThrough: return app.launchRuleLocations[app.launchStates.last ?? ""] ?? file
        case .unwrittenInput(let key, _): return app.stateKeyLocations[key] ?? file
        }
    }

    func severity(of finding: DecisionFinding) -> String { finding.isProblem ? "warning" : "note" }

    var summary: String {
        let inputs = table.inputs.count
        let rows = table.rows.count
        let combinations =
            table.combinations == .max ? "more than \(Int.max)" : String(table.combinations)
        return
            "\(inputs) input\(inputs == 1 ? "" : "s"), \(combinations) combination\(table.combinations == 1 ? "" : "s"), "
            + "\(rows) row\(rows == 1 ? "" : "s")"
    }

    // MARK: - Text

    private func text(inForce: Int?) -> String {
        // User text (names, values, the app's name) is made inline: it stays on its line and
        // cannot drive the terminal.
        let inline: (String) -> String = TerminalText.inline
        var out =
            "launch decision of \(inline(app.definition.name)) (\(inline(app.path))): \(summary)\n\n"
        let header =
            table.inputs.map { inline($0.key.name) } + ["→", "launch state", "root", "then"]
        var lines: [[String]] = [header]
        for row in table.rows {
            lines.append(
                (table.inputs.indices.map { cell(row, $0) } + [
                    "→", stateCell(row), rootCell(row), thenCell(row),
                ]).map(inline))
        }
        let widths = header.indices.map { c in lines.map { $0[c].count }.max() ?? 0 }
        let marks = inForce != nil
        for (i, line) in lines.enumerated() {
            var text = marks ? (i > 0 && i - 1 == inForce ? "▸ " : "  ") : ""
            text += line.enumerated().map { c, cell in
                c == line.count - 1
                    ? cell : cell + String(repeating: " ", count: widths[c] - cell.count)
            }.joined(separator: "  ")
            while text.hasSuffix(" ") { text.removeLast() }
            out += text + "\n"
        }
        if table.rows.contains(where: { row in
            table.inputs.indices.contains { table.values(in: row, input: $0) == nil }
        }) {
            out += "\n* any value: the input does not change the decision in that row\n"
        }
        if table.findings.isEmpty {
            out +=
                "\nno findings: every rule can win, every combination has a rule, every input is written by the app\n"
        } else {
            out += "\n"
            for finding in table.findings {
                out +=
                    "\(inline(location(of: finding).description)): \(severity(of: finding)): \(inline(finding.message))\n"
            }
        }
        return out
    }

    // MARK: - Markdown

    private func markdown() -> String {
        // Inside a code span: on one line, `|` escaped for the table, no backtick to close it.
        func escaped(_ s: String) -> String {
            TerminalText.inline(s).replacingOccurrences(of: "\\", with: "\\\\")
                .replacingOccurrences(of: "|", with: "\\|")
        }
        func code(_ s: String) -> String {
            "`" + escaped(s).replacingOccurrences(of: "`", with: "'") + "`"
        }
        var out = "## Launch decision of \(Self.markdownProse(app.definition.name))\n\n"
        out += "\(code(app.path)): \(summary).\n\n"
        let header = table.inputs.map(\.key.name) + ["launch state", "root", "then"]
        out += "| " + header.map(Self.markdownProse).joined(separator: " | ") + " |\n"
        out += "|" + header.map { _ in "---|" }.joined() + "\n"
        for row in table.rows {
            let cells =
                table.inputs.indices.map { cell(row, $0) } + [
                    stateCell(row), rootCell(row), thenCell(row),
                ]
            out +=
                "| "
                + cells.map { $0.isEmpty ? " " : code($0) }
                .joined(separator: " | ") + " |\n"
        }
        out += "\n`*`: any value.\n"
        if !table.findings.isEmpty {
            out += "\n### Findings\n\n"
            for finding in table.findings {
                out +=
                    "- **\(severity(of: finding))** (\(code(location(of: finding).description))): \(Self.markdownProse(finding.message))\n"
            }
        }
        return out
    }

    /// User text as Markdown prose: on one line, with a backslash before each character
    /// Markdown or GitHub would read as markup (links, images, HTML, emphasis, entities, table
    /// cells), so a name shows as written and cannot add a link, an image or a comment.
    static func markdownProse(_ s: String) -> String {
        var out = ""
        for c in TerminalText.inline(s).unicodeScalars {
            if "\\`*_[]<>!~|&#".unicodeScalars.contains(c) { out += "\\" }
            out.unicodeScalars.append(c)
        }
        return out
    }

    // MARK: - JSON

    private func json() -> String {
        func value(_ v: Value) -> JSONValue {
            switch v {
            case .null: return .null
            case .bool(let b): return .bool(b)
            case .int(let i): return .integer(i)
            case .string(let s): return .string(s)
            }
        }
        let inputs = JSONValue.array(
            table.inputs.map { input in
                .object([
                    ("key", .string(input.key.name)), ("values", .array(input.values.map(value))),
                ])
            })
        let rows = JSONValue.array(
            table.rows.map { row in
                let rule = table.rule(of: row)
                var when: [(key: String, value: JSONValue)] = []
                for (i, input) in table.inputs.enumerated() {
                    if let values = table.values(in: row, input: i) {
                        when.append((input.key.name, .array(values.map(value))))
                    }
                }
                return .object([
                    ("when", .object(when)),
                    ("launchState", .optional(rule?.state)),
                    ("root", .optional(rule?.root.description)),
                    ("then", .array((rule?.then ?? []).map { .string($0.description) })),
                    ("combinations", .integer(row.combinations)),
                ])
            })
        let findings = JSONValue.array(
            table.findings.map { finding in
                var members: [(key: String, value: JSONValue)] = [
                    ("severity", .string(severity(of: finding))),
                    ("location", .string(location(of: finding).description)),
                    ("message", .string(finding.message)),
                ]
                switch finding {
                case .shadowedRule(let state, let by):
                    members.insert(("kind", .string("shadowedRule")), at: 0)
                    members += [
                        ("rule", .string(state)), ("shadowedBy", .array(by.map(JSONValue.string))),
                    ]
                case .impossibleRule(let state):
                    members.insert(("kind", .string("impossibleRule")), at: 0)
                    members.append(("rule", .string(state)))
                case .fallThrough(let rows, let combinations):
                    members.insert(("kind", .string("fallThrough")), at: 0)
                    members += [
                        ("rows", .array(rows.map(JSONValue.integer))),
                        ("combinations", .integer(combinations)),
                    ]
                case .unwrittenInput(let key, let readBy):
                    members.insert(("kind", .string("unwrittenInput")), at: 0)
                    members += [
                        ("key", .string(key)), ("readBy", .array(readBy.map(JSONValue.string))),
                    ]
                }
                return .object(members)
            })
        let document = JSONValue.object([
            ("app", .string(app.definition.name)),
            ("path", .string(app.path)),
            ("inputs", inputs),
            ("combinations", table.combinations == .max ? .null : .integer(table.combinations)),
            ("rows", rows),
            ("findings", findings),
        ])
        return document.rendered() + "\n"
    }
}
