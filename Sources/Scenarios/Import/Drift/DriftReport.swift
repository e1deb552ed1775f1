/// The drift check's findings as text, JSON, or GitHub Actions annotations.
public enum DriftReport {
    public enum Format: Sendable { case text, json, github }

    public static func render(_ findings: [DriftCheck.Finding], appPath: String, format: Format)
        -> String
    {
        let codeOnly = findings.filter { $0.side == .codeOnly }
        let modelOnly = findings.filter { $0.side == .modelOnly }
        switch format {
        case .text:
            guard !findings.isEmpty else {
                return "no drift: the code and \(appPath) agree\n"
            }
            var out = ""
            for finding in codeOnly {
                out +=
                    "\(finding.path):\(finding.line): drift: the code has \(finding.element), which \(appPath) lacks"
                out += finding.code.isEmpty ? "\n" : ": \(finding.code)\n"
            }
            for finding in modelOnly {
                out +=
                    "\(finding.path):\(finding.line):\(finding.column): drift: \(finding.element) is not in the code any more\n"
            }
            out +=
                "drift: \(codeOnly.count) in the code but not in \(appPath), \(modelOnly.count) in \(appPath) but not in the code; "
                + "refine the app file (or give a flow or screen `source:` when its name differs from the code's)\n"
            return out
        case .github:
            var out = ""
            for finding in codeOnly {
                out +=
                    "::error file=\(escaped(finding.path, property: true)),line=\(finding.line)::"
                    + escaped(
                        "the code has \(finding.element), which \(appPath) lacks", property: false)
                    + "\n"
            }
            for finding in modelOnly {
                out +=
                    "::error file=\(escaped(finding.path, property: true)),line=\(finding.line),col=\(finding.column)::"
                    + escaped("\(finding.element) is not in the code any more", property: false)
                    + "\n"
            }
            return out
        case .json:
            let items = findings.map { finding -> JSONValue in
                .object([
                    ("side", .string(finding.side == .codeOnly ? "code" : "appFile")),
                    ("element", .string(finding.element)), ("file", .string(finding.path)),
                    ("line", .integer(finding.line)), ("code", .string(finding.code)),
                ])
            }
            return JSONValue.object([
                ("drift", .bool(!findings.isEmpty)), ("findings", .array(items)),
            ]).rendered() + "\n"
        }
    }

    /// GitHub's workflow-command escaping.
    private static func escaped(_ text: String, property: Bool) -> String {
        var out = text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
        if property {
            out = out.replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(
                of: ",", with: "%2C")
        }
        return out
    }
}
